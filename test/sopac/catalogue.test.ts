import * as api from '../../src/sopac/index.js';
import { catalogueSuite } from '../core/catalogue/catalogue-suite.js';

catalogueSuite(api.sopacCatalogue, api);
