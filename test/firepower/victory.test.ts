import { describe, expect, it } from 'vitest';
import { victoryFromSquadrons, victoryTest } from '../../src/firepower/victory.js';

describe('victory conditions', () => {
  it('half of a side’s squadrons broken off loses', () => {
    const r = victoryTest({
      sides: [
        { side: 'British', squadrons: 4, brokenOff: 2 },
        { side: 'German', squadrons: 4, brokenOff: 1 },
      ],
    });
    expect(r.losers).toEqual(['British']);
  });

  it('with an odd count, half means more than half of the whole squadrons: 2 of 3', () => {
    expect(victoryTest({ sides: [{ side: 'A', squadrons: 3, brokenOff: 1 }] }).losers).toEqual([]);
    expect(victoryTest({ sides: [{ side: 'A', squadrons: 3, brokenOff: 2 }] }).losers).toEqual(['A']);
  });

  it('counts squadron records', () => {
    const r = victoryFromSquadrons({
      Allies: [{ brokenOff: true }, { brokenOff: false }],
      Axis: [{ brokenOff: false }, { brokenOff: false }],
    });
    expect(r.losers).toEqual(['Allies']);
  });

  it('rejects more broken off than squadrons', () => {
    expect(() => victoryTest({ sides: [{ side: 'A', squadrons: 1, brokenOff: 2 }] })).toThrow(/brokenOff/);
  });
});
