import { describe, expect, it } from 'vitest';
import { checkVictory, claimObjectives } from '../../src/war-at-sea/index.js';

describe('Claiming an Objective and Checking for Victory', () => {
  it('an island is claimed by the side alone on it; empty or shared islands are neutral', () => {
    const claims = claimObjectives([
      { id: 'a', troops: { Allies: 2, Axis: 0 } },
      { id: 'b', troops: { Allies: 0, Axis: 1 } },
      { id: 'c', troops: { Allies: 1, Axis: 1 } },
      { id: 'd', troops: { Allies: 0, Axis: 0 }, value: 30 },
    ]);
    expect(claims).toEqual([
      { id: 'a', claimedBy: 'Allies', value: 50 },
      { id: 'b', claimedBy: 'Axis', value: 50 },
      { id: 'c', claimedBy: null, value: 50 },
      { id: 'd', claimedBy: null, value: 30 },
    ]);
  });

  it('a side wins only when its total exceeds the target; equal is not enough', () => {
    const input = {
      target: 100,
      sides: { Allies: { sunkEnemyValue: 50 }, Axis: { sunkEnemyValue: 60, otherPoints: 41 } },
      islands: [{ id: 'a', troops: { Allies: 1, Axis: 0 } }],
    };
    const check = checkVictory(input);
    expect(check.totals.Allies).toEqual({ sunk: 50, objectives: 50, other: 0, total: 100 });
    expect(check.totals.Axis.total).toBe(101);
    expect(check.winners).toEqual(['Axis']);
  });

  it('the objective value comes from the rules (50 in the Standard scenario) unless the island gives one', () => {
    const check = checkVictory(
      {
        target: 0,
        sides: { Allies: { sunkEnemyValue: 0 }, Axis: { sunkEnemyValue: 0 } },
        islands: [{ id: 'a', troops: { Allies: 0, Axis: 3 } }],
      },
      { objectiveValue: 25 },
    );
    expect(check.totals.Axis.objectives).toBe(25);
    expect(check.winners).toEqual(['Axis']);
  });
});
