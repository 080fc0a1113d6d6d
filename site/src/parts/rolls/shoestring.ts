/** The explorer's script of Operation Shoestring (`parts/shoestring.js`): its rolls, not its tables or game. */
import { shoestringResolvers } from '../../../../src/shoestring/catalogue/resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('shoestring', 'shoestring', shoestringResolvers());
