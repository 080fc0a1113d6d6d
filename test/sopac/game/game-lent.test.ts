import { describe, it } from 'vitest';
import { sopacCatalogue } from '../../../src/sopac/index.js';
import { expectLentPlaysAsCopied } from '../../game/lent-play.js';

describe('the sopac game played by the library\u2019s own bots', () => {
  it('plays the same games when they are lent the step\u2019s data as when they are shown frozen copies', () => {
    expectLentPlaysAsCopied(sopacCatalogue.game, 'sopac-game', { 'end-turn': 3 });
  });
});
