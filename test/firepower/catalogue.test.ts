import * as api from '../../src/firepower/index.js';
import { catalogueSuite } from '../core/catalogue/catalogue-suite.js';

catalogueSuite(api.firepowerCatalogue, api);
