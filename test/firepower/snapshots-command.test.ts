import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/dice/create-dice.js';
import { resolveBattleConditions } from '../../src/firepower/battle-conditions.js';
import { resolveBreakOffTest } from '../../src/firepower/break-off-test.js';
import { resolveControlTest } from '../../src/firepower/control-test.js';
import { resolveDepthCharge } from '../../src/firepower/depth-charge.js';
import { resolveSquadronInitiative } from '../../src/firepower/own-initiative.js';
import { resolveSunEdge } from '../../src/firepower/sun-edge.js';

describe('Firepower command resolvers: fixed-seed snapshots', () => {
  it('seed 2026 plays a short command sequence the same way every time', () => {
    const dice = createDice(2026);
    const outcomes = [
      resolveBattleConditions({}, dice).outcome,
      resolveSunEdge({}, dice).outcome,
      ...[1, 2, 3].map(
        () =>
          resolveControlTest(
            { movementOrder: 'manoeuvre', formationOrder: 'open', nationality: 'American', year: 1942 },
            dice,
          ).outcome,
      ),
      resolveSquadronInitiative({ otherShips: 3 }, dice).outcome,
      resolveBreakOffTest({ nationality: 'Japanese', ships: 4, destroyed: 1, friendlyBrokenOffNearby: 1 }, dice)
        .outcome,
      resolveDepthCharge({ attacker: 'DD', distanceInches: 1 }, dice).outcome,
    ];
    expect({ outcomes, rolls: dice.log.map((r) => r.value) }).toMatchInlineSnapshot(`
      {
        "outcomes": [
          {
            "timeOfDay": "daylight",
            "weather": "good",
          },
          {
            "edge": null,
            "score": 3,
          },
          "own-initiative",
          "own-initiative",
          "own-initiative",
          {
            "flagship": "disengage",
            "others": [
              "follow",
              "follow",
              "follow",
            ],
          },
          "breaks-off",
          "no-effect",
        ],
        "rolls": [
          4,
          3,
          4,
          2,
          3,
          4,
          1,
          2,
          2,
          5,
          1,
        ],
      }
    `);
  });
});
