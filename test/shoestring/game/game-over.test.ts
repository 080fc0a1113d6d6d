import { describe, it } from 'vitest';
import { shoestringCatalogue } from '../../../src/shoestring/index.js';
import { expectOverAgrees } from '../../game/over-agrees.js';

describe('the shoestring game\u2019s over hook', () => {
  it('says what outcome(state).over says on every state of random games of the docs set-up', () => {
    expectOverAgrees(shoestringCatalogue.game, 'shoestring-game', {});
  });
});
