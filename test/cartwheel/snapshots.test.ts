import { describe, expect, it } from 'vitest';
import { resolveAirbaseEvacuation } from '../../src/cartwheel/airbase-evacuation.js';
import { resolveInitiative } from '../../src/cartwheel/initiative.js';
import { resolveInitiativeMissions } from '../../src/cartwheel/initiative-missions.js';
import { MADE_UP_TABLES } from '../../src/cartwheel/made-up-tables.js';
import { resolveRandomEvent } from '../../src/cartwheel/random-events.js';
import { resolveReconFlight } from '../../src/cartwheel/recon-flight.js';
import { createDice } from '../../src/dice/create-dice.js';

const rules = { tables: MADE_UP_TABLES };

describe('fixed-seed roll sequences (change only with a major version)', () => {
  it('seed 1943: a turn of rolls', () => {
    const dice = createDice(1943);
    const turn = {
      event: resolveRandomEvent({ turn: 2 }, dice, rules).outcome.name,
      recon: [
        resolveReconFlight({ unitId: 'P-38' }, dice).outcome,
        resolveReconFlight({ unitId: 'Dinah', generalRegroupTurn: true }, dice).outcome,
      ],
      initiative: resolveInitiative({ turn: 2, conditions: ['allied-recon-rabaul'] }, dice, rules).outcome,
      missions: resolveInitiativeMissions({ initiative: 'Allied' }, dice, rules).outcome,
      evacuation: resolveAirbaseEvacuation(
        {
          units: [
            { id: 'a', srmp: 6 },
            { id: 'b', srmp: 4 },
          ],
          airbaseDisrupted: true,
        },
        dice,
        rules,
      ).outcome,
      rolls: dice.log.map((r) => r.value),
    };
    expect(turn).toMatchInlineSnapshot(`
      {
        "evacuation": [
          {
            "id": "a",
            "result": "evacuates",
          },
          {
            "id": "b",
            "result": "evacuates",
          },
        ],
        "event": "MADE_UP tropical storm",
        "initiative": "Japanese",
        "missions": 2,
        "recon": [
          "fails",
          "fails",
        ],
        "rolls": [
          8,
          10,
          9,
          3,
          6,
          4,
          2,
        ],
      }
    `);
  });
});
