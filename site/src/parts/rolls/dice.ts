/** The explorer's script of the die conventions (`parts/dice.js`). */
import { diceCatalogue } from '../../../../src/cli/dice-catalogue.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('dice', 'dice', diceCatalogue.resolvers);
