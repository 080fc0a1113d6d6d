import { describe, it } from 'vitest';
import { cartwheelCatalogue } from '../../../src/cartwheel/index.js';
import { expectLentPlaysAsCopied } from '../../game/lent-play.js';

describe('the cartwheel game played by the library\u2019s own bots', () => {
  it('plays the same games when they are lent the step\u2019s data as when they are shown frozen copies', () => {
    expectLentPlaysAsCopied(cartwheelCatalogue.game, 'cartwheel-game', { concede: 0, 'stage-move': 0.05 });
  });
});
