import * as api from '../../src/war-at-sea/index.js';
import { catalogueSuite } from '../core/catalogue/catalogue-suite.js';

catalogueSuite(api.warAtSeaCatalogue, api);
