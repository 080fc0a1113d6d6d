import { describe, expect, it } from 'vitest';
import { sopacCatalogue } from '../../../src/sopac/index.js';
import { expectViewsInStateOrder } from '../../game/view-order.js';

describe('SOPAC view', () => {
  it("has the state's keys in the state's order, less the dice, on every state of random games", () => {
    expect(expectViewsInStateOrder(sopacCatalogue.game, 'sopac-game', { 'end-turn': 3 })).toBeGreaterThan(100);
  });
});
