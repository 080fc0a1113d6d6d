import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { probabilityOf } from '../../src/odds/probability-of.js';
import { battleshipCommitmentOdds, resolveBattleshipCommitment } from '../../src/shoestring/battleship-commitment.js';

const O1 = { options: { O1: true } };

describe('O1.0 Japanese battleship commitment', () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 2],
    [8, 2],
    [9, 3],
  ])('a roll of %i allows %i battleship(s) for this turn and the next', (roll, ships) => {
    const r = resolveBattleshipCommitment({ turn: 7 }, scriptedDice([roll]), O1);
    expect(r.outcome).toBe(ships);
    expect(r.title).toContain('game turns 7 and 8');
  });
  it('exact odds: 1 BB 2/5, 2 BBs 1/2, 3 BBs 1/10', () => {
    const odds = battleshipCommitmentOdds({ turn: 1 }, O1);
    expect(probabilityOf(odds, (n) => n === 1)).toEqual({ numerator: 2n, denominator: 5n });
    expect(probabilityOf(odds, (n) => n === 2)).toEqual({ numerator: 1n, denominator: 2n });
    expect(probabilityOf(odds, (n) => n === 3)).toEqual({ numerator: 1n, denominator: 10n });
  });
  it('needs O1 switched on', () => {
    expect(() => resolveBattleshipCommitment({ turn: 1 }, scriptedDice([0]))).toThrow(/O1\.0 .* not in play/);
  });
  it('is rolled in I.A.4, so only on odd turns', () => {
    expect(() => resolveBattleshipCommitment({ turn: 2 }, scriptedDice([0]), O1)).toThrow(/odd game turns/);
  });
});
