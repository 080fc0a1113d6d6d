/** Cartwheel's per-unit menus are built only when one of their types is offered, and the legal actions are those of the whole menu. */
import { describe, it } from 'vitest';
import { cartwheelCatalogue } from '../../../src/cartwheel/index.js';
import { expectOfferedMenusWhole } from '../../game/offered-menus.js';

const EVERY = ['recon-flight', 'place-recon', 'return-recon', 'evacuate', 'stage-move'];

describe('Cartwheel legalActions', () => {
  it('lists what the whole menu holds of the offered types, in order, on every state of random games', () => {
    expectOfferedMenusWhole(cartwheelCatalogue.game, 'cartwheel-game', { 'stage-move': 0.02 }, EVERY, 2);
  });
});
