import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { lookupFirstTurn, resolveFirstTurn } from '../../src/firepower/first-turn.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { probabilityOf } from '../../src/odds/probability-of.js';

describe('Game Sequence: who takes the first turn', () => {
  it('the higher die chooses', () => {
    expect(lookupFirstTurn(5, 2)).toEqual({ chooses: 'A' });
    expect(resolveFirstTurn({ first: 'Jellicoe', second: 'Scheer' }, scriptedDice([2, 6])).outcome).toEqual({
      chooses: 'Scheer',
    });
  });

  it('a tie settles nothing', () => {
    const r = resolveFirstTurn({}, scriptedDice([4, 4]));
    expect(r.outcome).toEqual({ chooses: null });
    expect(r.notes).toHaveLength(1);
  });

  it('exact odds: a tie 1/6 of the time', () => {
    const odds = exactOdds((d) => resolveFirstTurn({}, d).outcome.chooses);
    expect(probabilityOf(odds, (c) => c === null)).toEqual({ numerator: 1n, denominator: 6n });
    expect(probabilityOf(odds, (c) => c === 'A')).toEqual({ numerator: 5n, denominator: 12n });
  });
});
