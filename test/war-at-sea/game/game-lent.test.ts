import { describe, it } from 'vitest';
import { warAtSeaCatalogue } from '../../../src/war-at-sea/index.js';
import { expectLentPlaysAsCopied } from '../../game/lent-play.js';

describe('the war-at-sea game played by the library\u2019s own bots', () => {
  it('plays the same games when they are lent the step\u2019s data as when they are shown frozen copies', () => {
    expectLentPlaysAsCopied(warAtSeaCatalogue.game, 'war-at-sea-landing', { concede: 0 });
  });
});
