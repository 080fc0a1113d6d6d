import { describe, expect, it } from 'vitest';
import { shoestringCatalogue } from '../../../src/shoestring/index.js';
import { expectViewsInStateOrder } from '../../game/view-order.js';

describe('Shoestring view', () => {
  it("has the state's keys in the state's order, less the dice, on every state of random games", () => {
    expect(expectViewsInStateOrder(shoestringCatalogue.game, 'shoestring-game', {})).toBeGreaterThan(100);
  });
});
