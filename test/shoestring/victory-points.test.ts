import { describe, expect, it } from 'vitest';
import { tallyVictoryPoints, victoryPointAwards } from '../../src/shoestring/victory-points.js';

describe('victory points ledger (O1, O2, O4, O5)', () => {
  it('holds the printed awards as data', () => {
    expect(victoryPointAwards().map((a) => [a.rule, a.to, a.points])).toEqual([
      ['O1.0', 'US', 2],
      ['O2.0', 'US', 5],
      ['O2.0', 'US', 7],
      ['O4.0', 'Japanese', 10],
      ['O5.0', 'Japanese', 6],
    ]);
  });
  it('tallies O1 Yamato commitment and O2 battleship steps', () => {
    const tally = tallyVictoryPoints(
      [
        { kind: 'yamato-committed', turn: 7 },
        { kind: 'battleship-step-eliminated', steps: 2 },
        { kind: 'battleship-step-eliminated', yamato: true },
      ],
      { options: { O1: true, O2: true } },
    );
    expect(tally).toMatchObject({ US: 2 + 10 + 7, Japanese: 0 });
    expect(tally.entries).toHaveLength(3);
  });
  it('adds the end-of-game awards of O4 and O5 when chosen', () => {
    expect(tallyVictoryPoints([], { options: { O4: true, O5: true } })).toMatchObject({ US: 0, Japanese: 16 });
    expect(tallyVictoryPoints([])).toMatchObject({ US: 0, Japanese: 0, entries: [] });
  });
  it('house rules change the points', () => {
    expect(
      tallyVictoryPoints([{ kind: 'battleship-step-eliminated' }], {
        options: { O2: true },
        victoryPoints: { battleshipStep: 4 },
      }).US,
    ).toBe(4);
  });
  it('an event whose option is off is refused', () => {
    expect(() => tallyVictoryPoints([{ kind: 'yamato-committed', turn: 1 }])).toThrow(/O1\.0 is not in play/);
  });
});
