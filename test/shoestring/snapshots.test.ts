import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/dice/create-dice.js';
import { resolveAirSearch } from '../../src/shoestring/air-search.js';
import { resolveBattleshipCommitment } from '../../src/shoestring/battleship-commitment.js';
import { resolveGuadalcanalAntiAircraft } from '../../src/shoestring/guadalcanal-anti-aircraft.js';
import { resolveExtendPatrol } from '../../src/shoestring/patrol-extension.js';
import { resolvePtEngagement } from '../../src/shoestring/pt-engagement.js';
import { resolveTransportAttack } from '../../src/shoestring/transport-attack.js';
import { MADE_UP_RULES } from './made-up.js';

describe('fixed-seed roll sequences (change only with a major version)', () => {
  it('seed 2026: one of each resolver, in order, on one dice', () => {
    const dice = createDice(2026);
    const outcomes = [
      resolveExtendPatrol({ side: 'US', ships: [{ id: 'Helena', type: 'CL', zone: 'The Slot' }] }, dice).outcome,
      resolveExtendPatrol({ side: 'Japanese', ships: [{ id: 'Kongo', type: 'BB', zone: 'Eastern Solomons' }] }, dice)
        .outcome,
      resolveTransportAttack({ escorted: false, henderson: 'attacker' }, dice).outcome,
      resolveTransportAttack({ escorted: true }, dice).outcome,
      resolveBattleshipCommitment({ turn: 3 }, dice, MADE_UP_RULES).outcome,
      resolveAirSearch(
        { side: 'US', zone: 'The Slot', bombers: [{ type: 'LB BMB', strength: 'full' }] },
        dice,
        MADE_UP_RULES,
      ).outcome,
      resolvePtEngagement({ japaneseDdClCombatValue: 5 }, dice, MADE_UP_RULES).outcome,
      resolveGuadalcanalAntiAircraft({ survivingBombardUnits: 2 }, dice, MADE_UP_RULES).outcome,
    ];
    expect({ outcomes, rolls: dice.log.map((r) => r.value) }).toMatchInlineSnapshot(`
      {
        "outcomes": [
          "Extend",
          "Extend",
          "AB*",
          "–",
          1,
          "Not found",
          {
            "attack": "MADE-UP D",
            "found": true,
            "neutralized": false,
            "reply": "–",
          },
          "MADE-UP HIT",
        ],
        "rolls": [
          3,
          0,
          5,
          5,
          0,
          5,
          2,
          1,
          9,
          0,
        ],
      }
    `);
  });
  it('seed 7: ten patrol extension rolls for a damaged U.S. group in The Slot', () => {
    const dice = createDice(7);
    const group = { side: 'US' as const, ships: [{ id: 'Juneau', type: 'CL', zone: 'The Slot', damaged: true }] };
    const totals = Array.from({ length: 10 }, () => {
      const r = resolveExtendPatrol(group, dice);
      return `${r.total}:${r.outcome}`;
    });
    expect(totals).toMatchInlineSnapshot(`
      [
        "4:Extend",
        "10:Return",
        "6:Return",
        "7:Return",
        "6:Return",
        "2:Extend",
        "7:Return",
        "11:Return",
        "3:Extend",
        "8:Return",
      ]
    `);
  });
});
