import { describe, it } from 'vitest';
import { warAtSeaCatalogue } from '../../../src/war-at-sea/index.js';
import { expectOverAgrees } from '../../game/over-agrees.js';

describe('the war-at-sea game’s over hook', () => {
  it('says what outcome(state).over says on every state of random games of the docs set-up', () => {
    expectOverAgrees(warAtSeaCatalogue.game, 'war-at-sea-landing', { advance: 0.3 });
  });
});
