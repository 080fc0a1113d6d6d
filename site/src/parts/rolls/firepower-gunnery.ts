/** The explorer's script of Firepower's gunnery rolls (`parts/firepower-gunnery.js`): Matrices 8–10 and the damage dice. */
import { firepowerGunneryResolvers } from '../../../../src/firepower/catalogue/gunnery-resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('firepower', 'firepower-gunnery', firepowerGunneryResolvers());
