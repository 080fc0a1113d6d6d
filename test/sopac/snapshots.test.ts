import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/index.js';
import {
  resolveMinefieldCrossing,
  resolveMtbAttack,
  resolveMtbContact,
  resolveSubmarineMineAttack,
  resolveSweep,
} from '../../src/sopac/index.js';

describe('fixed-seed roll sequences (change only with a major version)', () => {
  it('seed 1942: a night of mines and MTBs', () => {
    const dice = createDice(1942);
    const night = {
      crossing: resolveMinefieldCrossing({ minefields: 3, speed: 2 }, dice).outcome,
      submarine: resolveSubmarineMineAttack({ survivingSubs: 3 }, dice).outcome,
      sweep: resolveSweep({ sweepers: 3, minefields: 2 }, dice).outcome,
      contact: resolveMtbContact({ boats: 4 }, dice).outcome,
      attack: resolveMtbAttack(
        {
          attacks: [{ target: 'MADE-UP cruiser', boats: 3, aces: 1 }],
          ships: [
            { id: 'MADE-UP cruiser', fireDice: 3 },
            { id: 'MADE-UP destroyer', fireDice: 2 },
          ],
          specialGunnery: true,
        },
        dice,
      ).outcome.groups,
      faces: dice.log.map((r) => r.value),
    };
    expect(night).toMatchInlineSnapshot(`
      {
        "attack": [
          {
            "aces": 1,
            "acesLost": 0,
            "boats": 3,
            "boatsLost": 0,
            "gunneryHits": 0,
            "target": "MADE-UP cruiser",
            "targetSunk": false,
            "torpedoHits": 1,
          },
        ],
        "contact": {
          "contact": false,
          "dice": 0,
        },
        "crossing": {
          "damage": {
            "deadInWater": true,
            "hull": 5,
            "sinks": false,
            "speedLost": 0,
          },
          "damaged": true,
        },
        "faces": [
          6,
          1,
          5,
          2,
          2,
          4,
          1,
          3,
          6,
          1,
          2,
          2,
          4,
          4,
          1,
          1,
          1,
          1,
          1,
          6,
          1,
          3,
          5,
          1,
          1,
          2,
          3,
          4,
        ],
        "submarine": {
          "revealsMinefield": true,
          "sub": 2,
          "sunk": false,
        },
        "sweep": {
          "minefieldsRemoved": 1,
          "sweepersLost": 1,
        },
      }
    `);
  });
});
