/** The explorer's script of War at Sea (`parts/war-at-sea.js`): its rolls, not its tables or game. */
import { warAtSeaResolvers } from '../../../../src/war-at-sea/catalogue/resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('war-at-sea', 'war-at-sea', warAtSeaResolvers());
