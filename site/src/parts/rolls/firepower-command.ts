/** The explorer's script of Firepower's command rolls (`parts/firepower-command.js`): Matrices 2–6, the sun edge, depth charges, the first turn. */
import { firepowerCommandResolvers } from '../../../../src/firepower/catalogue/command-resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('firepower', 'firepower-command', firepowerCommandResolvers());
