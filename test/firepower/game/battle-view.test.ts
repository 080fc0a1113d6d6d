import { describe, expect, it } from 'vitest';
import { firepowerCatalogue } from '../../../src/firepower/index.js';
import { expectViewsInStateOrder } from '../../game/view-order.js';

describe('Firepower view', () => {
  it("has the state's keys in the state's order, less the dice, on every state of random battles", () => {
    expect(expectViewsInStateOrder(firepowerCatalogue.game, 'firepower-battle', { concede: 0 }, 4)).toBeGreaterThan(
      100,
    );
  });
});
