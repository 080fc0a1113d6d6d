import { describe, it } from 'vitest';
import { cartwheelCatalogue } from '../../../src/cartwheel/index.js';
import { expectOverAgrees } from '../../game/over-agrees.js';

describe('the cartwheel game\u2019s over hook', () => {
  it('says what outcome(state).over says on every state of random games of the docs set-up', () => {
    expectOverAgrees(cartwheelCatalogue.game, 'cartwheel-game', { 'stage-move': 0.02 });
  });
});
