import { describe, it } from 'vitest';
import { sopacCatalogue } from '../../../src/sopac/index.js';
import { expectOverAgrees } from '../../game/over-agrees.js';

describe('the sopac game\u2019s over hook', () => {
  it('says what outcome(state).over says on every state of random games of the docs set-up', () => {
    expectOverAgrees(sopacCatalogue.game, 'sopac-game', { 'end-turn': 3 });
  });
});
