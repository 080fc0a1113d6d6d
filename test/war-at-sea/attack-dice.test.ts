import { describe, expect, it } from 'vitest';
import { defineBandTable } from '../../src/core/band-table.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { rollSuccesses } from '../../src/war-at-sea/attack-dice.js';
import { ATTACK_DIE_TABLE } from '../../src/war-at-sea/tables/attack-die-table.js';

describe('rollSuccesses (the attack die, base game)', () => {
  it('totals the successes of one pool: 1–3 none, 4–5 one, 6 two', () => {
    const dice = scriptedDice([1, 4, 5, 6, 6]);
    expect(rollSuccesses(dice, 5, ATTACK_DIE_TABLE, 'attack')).toBe(6);
    expect(dice.log.map((roll) => roll.label)).toEqual(Array(5).fill('attack (pool)'));
  });

  it('rolls nothing for no attack dice', () => {
    const dice = scriptedDice([]);
    expect(rollSuccesses(dice, 0, ATTACK_DIE_TABLE, 'attack')).toBe(0);
    expect(dice.log).toEqual([]);
  });

  it('reads a house table whose bands run past a d6 (5 or more scores 3)', () => {
    const house = defineBandTable({
      rule: 'house',
      name: 'attack die',
      bands: [
        { max: 4, result: 0 },
        { min: 5, result: 3 },
      ],
    });
    expect(rollSuccesses(scriptedDice([2, 5, 6]), 3, house, 'attack')).toBe(6);
  });
});
