import * as api from '../../src/shoestring/index.js';
import { catalogueSuite } from '../core/catalogue/catalogue-suite.js';

catalogueSuite(api.shoestringCatalogue, api);
