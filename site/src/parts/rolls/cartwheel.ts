/** The explorer's script of Operation Cartwheel (`parts/cartwheel.js`): its rolls, not its tables or game. */
import { cartwheelResolvers } from '../../../../src/cartwheel/catalogue/resolvers.js';
import { provideRolls } from '../../rolls-chunk.js';

provideRolls('cartwheel', 'cartwheel', cartwheelResolvers());
