import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue } from '../../../src/cartwheel/index.js';
import { expectViewsInStateOrder } from '../../game/view-order.js';

describe('Cartwheel view', () => {
  it("has the state's keys in the state's order, less the dice, on every state of random games", () => {
    expect(expectViewsInStateOrder(cartwheelCatalogue.game, 'cartwheel-game', { 'stage-move': 0.02 })).toBeGreaterThan(
      100,
    );
  });
});
