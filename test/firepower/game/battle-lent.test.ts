import { describe, it } from 'vitest';
import { firepowerCatalogue } from '../../../src/firepower/index.js';
import { expectLentPlaysAsCopied } from '../../game/lent-play.js';

describe('the firepower game played by the library\u2019s own bots', () => {
  it('plays the same games when they are lent the step\u2019s data as when they are shown frozen copies', () => {
    expectLentPlaysAsCopied(firepowerCatalogue.game, 'firepower-battle', { concede: 0 });
  });
});
