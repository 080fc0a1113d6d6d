import { describe, expect, it } from 'vitest';
import { addFractions, type Fraction, formatFraction, fraction, probabilityOf, scriptedDice } from '../../src/index.js';
import {
  applyShipErrata,
  checkMtbDeployment,
  checkPatrolZone,
  type MtbAttackState,
  mtbAttackOdds,
  mtbBaseStatus,
  mtbContactOdds,
  mtbsActiveIn,
  resolveMtbAttack,
  resolveMtbContact,
  SOPAC_SCENARIO_MTBS,
  submarineAceModifiers,
} from '../../src/sopac/index.js';

/** The probability that the attack ends in a state meeting `test`. */
function chance(odds: ReturnType<typeof mtbAttackOdds>, test: (s: MtbAttackState) => boolean): Fraction {
  return odds.outcomes.filter((o) => test(o.state)).reduce((sum, o) => addFractions(sum, o.fraction), fraction(0n));
}

const MAP = {
  zones: [
    { id: 'B1', land: 'coastal', neighbours: ['B2', 'B4'] },
    { id: 'B2', land: 'none', neighbours: ['B1', 'B3'] },
    { id: 'B3', land: 'island', neighbours: ['B2', 'B5'] },
    { id: 'B4', land: 'coastal', neighbours: ['B1', 'B5'] },
    { id: 'B5', land: 'coastal', neighbours: ['B4', 'B3', 'B6'] },
    { id: 'B6', land: 'none', neighbours: ['B5'] },
  ],
} as const;

describe('20.1–20.22 flotillas on patrol', () => {
  it('patrol zones: coastal or island, within two zones, not only across open water', () => {
    expect(checkPatrolZone(MAP, { base: 'B1', zone: 'B5' })).toEqual({ ok: true });
    expect(checkPatrolZone(MAP, { base: 'B1', zone: 'B6' })).toMatchObject({ ok: false, rule: '20.2' });
    expect(checkPatrolZone(MAP, { base: 'B1', zone: 'B3' })).toMatchObject({ ok: false });
    expect(checkPatrolZone(MAP, { base: 'B4', zone: 'B3' })).toEqual({ ok: true });
  });

  it('night only, the first night turn after a day turn (or once bad weather clears), in Clear, Cloudy or Rain', () => {
    const night = {
      light: 'night',
      afterDayTurn: true,
      weather: 'Clear',
      flotillas: [{ boats: 2 }],
      patrolLimit: 2,
      boatsAtBase: 4,
    } as const;
    expect(checkMtbDeployment(night)).toEqual({ ok: true });
    expect(checkMtbDeployment({ ...night, light: 'day' })).toMatchObject({ rule: '20.21' });
    expect(checkMtbDeployment({ ...night, afterDayTurn: false })).toMatchObject({ rule: '20.21' });
    expect(checkMtbDeployment({ ...night, afterDayTurn: false, heldByWeather: true })).toEqual({ ok: true });
    expect(checkMtbDeployment({ ...night, weather: 'Squall' })).toMatchObject({ rule: '20.22' });
    expect(checkMtbDeployment({ ...night, flotillas: [{ boats: 2 }, { boats: 1 }] })).toMatchObject({ rule: '20.1' });
    expect(checkMtbDeployment({ ...night, flotillas: [{ boats: 1, aces: 2 }] })).toMatchObject({ rule: '20.5' });
    expect(['Clear', 'Cloudy', 'Rain', 'Squall', 'Storm', 'Gale'].map((w) => mtbsActiveIn(w as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('Scenario Book: Tulagi (L23), 4 boats 2 out in #7, 8 boats 4 out in #8\u2013#10, #8 printed "Tugali"', () => {
    expect(SOPAC_SCENARIO_MTBS.map((s) => [s.scenario, s.zone, s.total, s.patrolLimit])).toEqual([
      [7, 'L23', 4, 2],
      [8, 'L23', 8, 4],
      [9, 'L23', 8, 4],
      [10, 'L23', 8, 4],
    ]);
    expect(SOPAC_SCENARIO_MTBS[1]?.printedAs).toBe('Tugali');
  });
});

describe('20.3 contact (interpretation 6)', () => {
  it('contact when any die shows 5 or 6: 1 \u2212 (2/3)^n', () => {
    for (const boats of [1, 2, 4]) {
      const p = probabilityOf(mtbContactOdds({ boats }), (o) => o.contact);
      const miss = fraction(2n ** BigInt(boats), 3n ** BigInt(boats));
      expect(addFractions(p, miss)).toEqual(fraction(1n));
    }
    expect(resolveMtbContact({ boats: 3 }, scriptedDice([1, 4, 4])).outcome).toEqual({ contact: false, dice: 0 });
  });
});

describe('20.41\u201320.5 the MTB attack', () => {
  const one = { attacks: [{ target: 'T', boats: 1 }], ships: [{ id: 'T', fireDice: 1 }] };

  it('one boat, no Ace, against one ship firing one die: checked against a direct computation', () => {
    // Surprise (1/2): two torpedo dice. Targets fire (1/3) or fleet fires (1/6): the one die
    // sinks the boat on a 6 (1/6); else two torpedo dice. Torpedo hits ~ Binomial(2, 1/6).
    const odds = mtbAttackOdds(one);
    const lostP = chance(odds, (s) => s.groups[0]?.boatsLost === 1);
    expect(lostP).toEqual(fraction(1n, 12n));
    const twoHits = chance(odds, (s) => s.groups[0]?.torpedoHits === 2);
    // (1/2 + 1/2 \u00d7 5/6) \u00d7 1/36 = 11/12 \u00d7 1/36
    expect(twoHits).toEqual(fraction(11n, 432n));
    expect(odds.unfinished).toEqual(fraction(0n));
  });

  it('an Ace hits on 5 or 6', () => {
    const odds = mtbAttackOdds({ attacks: [{ target: 'T', boats: 1, aces: 1 }], ships: [{ id: 'T', fireDice: 0 }] });
    expect(formatFraction(chance(odds, (s) => s.groups[0]?.torpedoHits === 2))).toBe('1/9');
  });

  it('plays the stages in order with scripted dice, losses shared out by a die over the boats', () => {
    // surprise 1: the whole fleet fires; T throws 2 dice (6, 6): two boats lost, the loss die (1 of 3) picks the Ace first;
    // the last boat's torpedo dice 2 and 6 score one hit.
    const r = resolveMtbAttack(
      {
        attacks: [{ target: 'T', boats: 3, aces: 1 }],
        ships: [
          { id: 'T', fireDice: 2 },
          { id: 'E', fireDice: 0 },
        ],
      },
      scriptedDice([1, 6, 6, 1, 2, 6]),
    );
    expect(r.steps.map((s) => s.title)).toEqual([
      'MTB surprise roll',
      'The whole fleet fires at the boats',
      'Torpedo attacks by the surviving boats',
    ]);
    expect(r.outcome.groups[0]).toMatchObject({ boatsLost: 2, acesLost: 1, torpedoHits: 1 });
  });

  it('special gunnery: reads your table, Hull and Critical no effect, only unarmoured boxes', () => {
    const table = {
      2: 'Critical',
      3: 'Hull',
      4: 'MADE-UP AA',
      5: 'Hull',
      6: 'Hull',
      7: 'Hull',
      8: 'MADE-UP Turret',
      9: 'Hull',
      10: 'Hull',
      11: 'Hull',
      12: 'Critical',
    };
    const r = resolveMtbAttack(
      {
        attacks: [{ target: 'T', boats: 1, unarmoured: ['MADE-UP AA'] }],
        ships: [{ id: 'T', fireDice: 1 }],
        specialGunnery: true,
        gunneryDamageTable: table,
      },
      // surprise 5; torpedoes 1, 1; gunnery 6 (hit), damage 2d6 = 1 + 3 = 4 (AA); fleet fires again: 2.
      scriptedDice([5, 1, 1, 6, 1, 3, 2]),
    );
    expect(r.outcome.gunneryEffects).toEqual([{ target: 'T', roll: 4, result: 'MADE-UP AA', effect: 'knocked-out' }]);
    expect(r.outcome.groups[0]).toMatchObject({ gunneryHits: 1, boatsLost: 0 });
  });

  it('a target sunk by torpedoes draws no special gunnery', () => {
    const r = resolveMtbAttack(
      { attacks: [{ target: 'T', boats: 1, sinksAfter: 1 }], ships: [{ id: 'T', fireDice: 0 }], specialGunnery: true },
      scriptedDice([6, 6, 1]),
    );
    expect(r.outcome.groups[0]).toMatchObject({ targetSunk: true, gunneryHits: 0 });
  });

  it('refuses a target that is not in the fleet, and more Aces than boats', () => {
    expect(() => mtbAttackOdds({ attacks: [{ target: 'X', boats: 1 }], ships: [{ id: 'T', fireDice: 1 }] })).toThrow(
      /not a ship/,
    );
    expect(() =>
      mtbAttackOdds({ attacks: [{ target: 'T', boats: 1, aces: 2 }], ships: [{ id: 'T', fireDice: 1 }] }),
    ).toThrow(/Aces/);
  });
});

describe('20.7 bases, 16.6 aces, errata', () => {
  it('a bombarded base serves no more; the fourth air-strike hit knocks it out', () => {
    expect(mtbBaseStatus({ hits: 3, bombarded: false })).toEqual({ serves: true, hitsToKnockOut: 1, reason: null });
    expect(mtbBaseStatus({ hits: 4, bombarded: false }).serves).toBe(false);
    expect(mtbBaseStatus({ hits: 0, bombarded: true }).serves).toBe(false);
  });

  it('an ace: \u22121 to ASW against it, +1 to its attacks; none without an ace', () => {
    expect(submarineAceModifiers({ roll: 'asw', ace: true })).toEqual([
      { rule: '16.6', label: 'submarine ace', delta: -1 },
    ]);
    expect(submarineAceModifiers({ roll: 'attack', ace: true })[0]?.delta).toBe(1);
    expect(submarineAceModifiers({ roll: 'attack', ace: false })).toEqual([]);
  });

  it('the Australia and Canberra get torpedo factor 2 and 24 points; others unchanged; input not mutated', () => {
    const ships = Object.freeze([
      Object.freeze({ name: 'Canberra', torpedoFactor: 0, points: 20, hull: 9 }),
      Object.freeze({ name: 'MADE-UP Chicago', torpedoFactor: 0, points: 22 }),
    ]);
    expect(applyShipErrata(ships)).toEqual([
      { name: 'Canberra', torpedoFactor: 2, points: 24, hull: 9 },
      { name: 'MADE-UP Chicago', torpedoFactor: 0, points: 22 },
    ]);
  });
});
