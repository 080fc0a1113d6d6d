/** The explorer's script of Firepower's torpedo and aircraft rolls (`parts/firepower-torpedo-air.js`): Matrices 11–12, wave arrival, AA. */
import { firepowerTorpedoAirResolvers } from '../../../../src/firepower/catalogue/torpedo-air-resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('firepower', 'firepower-torpedo-air', firepowerTorpedoAirResolvers());
