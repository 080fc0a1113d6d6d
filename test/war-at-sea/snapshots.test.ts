import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/index.js';
import {
  resolveAttack,
  resolveAttackOnTroops,
  resolveInfantryCombat,
  resolveInfantryFight,
  resolveRescue,
} from '../../src/war-at-sea/index.js';

describe('fixed-seed roll sequences (change only with a major version)', () => {
  it('seed 1942: a landing turn of rolls', () => {
    const dice = createDice(1942);
    const turn = {
      attack: resolveAttack({ attackDice: 6, target: { armour: 4, vitalArmour: 8, hullPointsLeft: 3 } }, dice).outcome,
      gunfire: resolveAttackOnTroops({ attacker: 'ship', type: 'gunnery', attackDice: 4, abilities: ['Bombard'] }, dice)
        .outcome,
      bombs: resolveAttackOnTroops({ attacker: 'aircraft', type: 'bomb', attackDice: 3, damage: 1 }, dice).outcome,
      infantry: resolveInfantryCombat({ Allies: 6, Axis: 5 }, dice).outcome,
      fight: resolveInfantryFight({ Allies: 4, Axis: 4 }, dice).outcome,
      rescue: resolveRescue({ troopsAboard: 2, rescuerInSector: true }, dice).outcome,
      faces: dice.log.length,
    };
    expect(turn).toMatchInlineSnapshot(`
      {
        "attack": {
          "effect": "damage",
          "successes": 4,
        },
        "bombs": {
          "effect": "none",
          "successes": 1,
        },
        "faces": 49,
        "fight": {
          "Allies": 2,
          "Axis": 0,
          "control": "Allies",
          "turns": 4,
        },
        "gunfire": {
          "effect": "none",
          "successes": 3,
        },
        "infantry": {
          "Allies": 6,
          "Axis": 3,
          "control": "contested",
        },
        "rescue": {
          "lost": 2,
          "rescued": 0,
        },
      }
    `);
  });
});
