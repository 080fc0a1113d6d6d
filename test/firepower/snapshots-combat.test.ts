import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/dice/create-dice.js';
import { resolveAirToAir } from '../../src/firepower/air-to-air.js';
import { resolveAirToShip } from '../../src/firepower/air-to-ship.js';
import { resolveWaveArrival } from '../../src/firepower/aircraft-arrival.js';
import { resolveAntiAircraft } from '../../src/firepower/anti-aircraft.js';
import { type GunneryOutcome, resolveGunnery } from '../../src/firepower/gunnery.js';
import { shipSchema } from '../../src/firepower/schemas/ship.js';
import { resolveTorpedo } from '../../src/firepower/torpedo.js';

describe('Firepower combat resolvers: fixed-seed snapshots', () => {
  it('seed 1942 fights a short engagement the same way every time', () => {
    const dice = createDice(1942);
    let hood: GunneryOutcome['target'] = shipSchema.parse({ name: 'Hood', class: 'BC', nationality: 'British' });
    const salvoes: GunneryOutcome[] = [];
    while (salvoes.length < 6 && hood.status !== 'sunk' && hood.status !== 'exploded') {
      const salvo = resolveGunnery({ battery: 'BB', target: hood, range: 'short' }, dice).outcome;
      salvoes.push(salvo);
      hood = salvo.target;
    }
    const torpedo = resolveTorpedo({ target: 'CA', torpedo: 'long-lance' }, dice).outcome;
    const wave = resolveWaveArrival({}, dice).outcome;
    const dogfight = resolveAirToAir({ attacker: 'AS', defender: 'TB' }, dice).outcome;
    const flak = resolveAntiAircraft({ ship: 'CV', aircraft: 'FB' }, dice).outcome;
    const dive = resolveAirToShip({ aircraft: 'FB', target: 'CA' }, dice).outcome;
    const summary = {
      salvoes: salvoes.map((s) => [s.level, s.target.status, s.target.damage.listDegrees, s.target.damage.firePoints]),
      torpedo: [torpedo.level, torpedo.target.status],
      wave,
      dogfight: [dogfight.result, dogfight.attacker.casualtyModifier],
      flak: [flak.aircraft.status, flak.aircraft.aaModifier, flak.diceThrown],
      dive: [dive.level, dive.target.status],
      rolls: dice.log.map((r) => r.value),
    };
    expect(summary).toMatchInlineSnapshot(`
      {
        "dive": [
          "-",
          "afloat",
        ],
        "dogfight": [
          "no-result",
          0,
        ],
        "flak": [
          "destroyed",
          0,
          1,
        ],
        "rolls": [
          6,
          1,
          5,
          2,
          2,
          4,
          1,
          6,
          3,
          1,
          2,
          4,
          2,
          4,
          1,
          1,
          1,
          1,
          6,
          1,
          5,
          3,
          1,
          3,
          4,
          2,
          1,
          1,
          5,
          1,
          2,
          6,
          2,
        ],
        "salvoes": [
          [
            "M",
            "afloat",
            20,
            6,
          ],
          [
            "-",
            "afloat",
            20,
            6,
          ],
          [
            "H",
            "left-formation",
            25,
            11,
          ],
          [
            "L",
            "abandoned",
            25,
            18,
          ],
          [
            "-",
            "abandoned",
            25,
            18,
          ],
          [
            "M",
            "abandoned",
            25,
            22,
          ],
        ],
        "torpedo": [
          "-",
          "afloat",
        ],
        "wave": "arrives",
      }
    `);
  });
});
