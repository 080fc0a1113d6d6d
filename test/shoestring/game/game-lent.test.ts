import { describe, it } from 'vitest';
import { shoestringCatalogue } from '../../../src/shoestring/index.js';
import { expectLentPlaysAsCopied } from '../../game/lent-play.js';

describe('the shoestring game played by the library\u2019s own bots', () => {
  it('plays the same games when they are lent the step\u2019s data as when they are shown frozen copies', () => {
    expectLentPlaysAsCopied(shoestringCatalogue.game, 'shoestring-game', {
      'end-turn': 4,
      'end-segment': 4,
      concede: 0,
    });
  });
});
