/** The explorer's script of Firepower's torpedo rolls (`parts/firepower-torpedo.js`): Matrix 11. */
import { firepowerTorpedoResolvers } from '../../../../src/firepower/catalogue/torpedo-resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('firepower', 'firepower-torpedo', firepowerTorpedoResolvers());
