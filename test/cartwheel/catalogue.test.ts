import * as api from '../../src/cartwheel/index.js';
import { catalogueSuite } from '../core/catalogue/catalogue-suite.js';

catalogueSuite(api.cartwheelCatalogue, api);
