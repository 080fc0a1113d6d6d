/** The explorer's script of SOPAC (`parts/sopac.js`): its rolls, not its tables or game. */
import { sopacResolvers } from '../../../../src/sopac/catalogue/resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('sopac', 'sopac', sopacResolvers());
