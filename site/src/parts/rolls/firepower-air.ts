/** The explorer's script of Firepower's aircraft rolls (`parts/firepower-air.js`): wave arrival, Matrix 12, AA fire. */
import { firepowerAirResolvers } from '../../../../src/firepower/catalogue/air-resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('firepower', 'firepower-air', firepowerAirResolvers());
