import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { lookupAirToAir, resolveAirToAir } from '../../src/firepower/air-to-air.js';
import { airToShipLevelOdds, resolveAirToShip, resolveAirToShipLevel } from '../../src/firepower/air-to-ship.js';
import { lookupWaveArrival, resolveWaveArrival, waveArrivalScore } from '../../src/firepower/aircraft-arrival.js';
import { resolveAntiAircraft } from '../../src/firepower/anti-aircraft.js';
import { aircraftStandSchema } from '../../src/firepower/schemas/aircraft.js';
import { formatFraction } from '../../src/odds/fraction.js';

const stand = (cls: 'AS' | 'TB' | 'FB' | 'HB' | 'KM', extra: Record<string, unknown> = {}) =>
  aircraftStandSchema.parse({ name: `${cls} 1`, class: cls, nationality: 'American', status: 'on-table', ...extra });
const illegal = expect.objectContaining({ code: 'ILLEGAL_ACTION' });

describe('wave arrival', () => {
  it('5+ in daylight, 6+ in bad weather or at dusk or dawn, never at night', () => {
    expect(waveArrivalScore({ period: 'late' })).toBe(5);
    expect(waveArrivalScore({ period: 'late', weather: 'bad' })).toBe(6);
    expect(waveArrivalScore({ period: 'late', timeOfDay: 'dusk' })).toBe(6);
    expect(lookupWaveArrival(5, { period: 'late', timeOfDay: 'dawn' })).toBe('not-yet');
    expect(resolveWaveArrival({}, scriptedDice([5])).outcome).toBe('arrives');
    expect(resolveWaveArrival({}, scriptedDice([4])).outcome).toBe('not-yet');
    expect(() => resolveWaveArrival({ conditions: { period: 'late', timeOfDay: 'night' } }, scriptedDice([6]))).toThrow(
      illegal,
    );
  });
});

describe('air-to-air', () => {
  it('within 3 is no result; more than 3 higher wins', () => {
    expect(lookupAirToAir(8, 5)).toBe('no-result');
    expect(lookupAirToAir(9, 5)).toBe('attacker-wins');
    expect(lookupAirToAir(2, 6)).toBe('defender-wins');
  });

  it('the loser is destroyed and the winner keeps its casualty roll as a lasting modifier', () => {
    const r = resolveAirToAir({ attacker: 'AS', defender: 'TB' }, scriptedDice([5, 1, 3]));
    expect(r.outcome.result).toBe('attacker-wins');
    expect(r.outcome.defender.status).toBe('destroyed');
    expect(r.outcome.attacker.casualtyModifier).toBe(-1);
    const again = resolveAirToAir({ attacker: r.outcome.attacker, defender: 'FB' }, scriptedDice([6, 1, 6]));
    // 6 + 1 (AS on FB) − 1 = 6 against 1: wins; casualties −2 more
    expect(again.outcome.attacker.casualtyModifier).toBe(-3);
  });

  it('no result throws no casualty die', () => {
    const r = resolveAirToAir({ attacker: 'AS', defender: 'TB' }, scriptedDice([3, 3]));
    expect(r.outcome.result).toBe('no-result');
    expect(r.steps).toHaveLength(2);
  });

  it('the optional +/− aircraft rule and AA damage modify the die', () => {
    const plus = stand('AS', { subClass: '+' });
    const minus = stand('AS', { subClass: '-', aaModifier: -1 });
    const off = resolveAirToAir({ attacker: plus, defender: minus }, scriptedDice([3, 1]));
    expect(off.steps.map((s) => s.total)).toEqual([3, 0]);
    expect(off.outcome.result).toBe('no-result');
    const on = resolveAirToAir({ attacker: plus, defender: minus }, scriptedDice([3, 1, 1]), {
      optional: { plusMinusClasses: true },
    });
    expect(on.steps.slice(0, 2).map((s) => s.total)).toEqual([4, -1]);
    expect(on.outcome.result).toBe('attacker-wins');
  });

  it('destroyed stands cannot fight, and nothing flies at night', () => {
    expect(() =>
      resolveAirToAir({ attacker: stand('AS', { status: 'destroyed' }), defender: 'TB' }, scriptedDice([6, 1])),
    ).toThrow(illegal);
    expect(() =>
      resolveAirToAir(
        { attacker: 'AS', defender: 'TB', conditions: { period: 'late', timeOfDay: 'night' } },
        scriptedDice([6, 1]),
      ),
    ).toThrow(illegal);
  });
});

describe('air-to-ship', () => {
  it('TB on a BB: 4+, then the score + Matrix 9 (TB as BC) on Matrix 10, then all four damage dice', () => {
    const r = resolveAirToShip({ aircraft: 'TB', target: 'BB' }, scriptedDice([5, 1, 1, 1, 1]));
    expect(r.outcome.level).toBe('M');
    expect(r.outcome.damage?.readings.map((reading) => reading.die)).toEqual(['blue', 'green', 'red', 'white']);
    expect(resolveAirToShipLevel({ aircraft: 'TB', target: 'BB' }, scriptedDice([3])).outcome).toBe('miss');
  });

  it('AA damage lowers the to-hit die', () => {
    const hurt = stand('TB', { aaModifier: -2 });
    expect(resolveAirToShipLevel({ aircraft: hurt, target: 'BB' }, scriptedDice([5])).outcome).toBe('miss');
  });

  it('the margin-plus-d6 option reads margin + d6 + Matrix 9 as gunnery does', () => {
    const r = resolveAirToShipLevel({ aircraft: 'HB', target: 'DE' }, scriptedDice([6, 1]), {
      interpretations: { aircraftDamageScore: 'margin-plus-d6' },
    });
    // HB needs 6+ on CA-: margin 0; 0 + 1 + 5 (HB as BB on DE) = 6
    expect(r.outcome).toBe('H');
  });

  it('a kamikaze that hits is removed; one that misses is not', () => {
    expect(
      resolveAirToShip({ aircraft: 'KM', target: 'CV' }, scriptedDice([3, 1, 1, 1, 1])).outcome.aircraft.status,
    ).toBe('removed');
    expect(resolveAirToShip({ aircraft: 'KM', target: 'CV' }, scriptedDice([2])).outcome.aircraft.status).toBe(
      'on-table',
    );
  });

  it('AS stands cannot attack ships', () => {
    expect(() => resolveAirToShip({ aircraft: 'AS', target: 'BB' }, scriptedDice([6]))).toThrow(/cannot attack ships/);
  });

  it('exact odds of a dive bomber on a destroyer', () => {
    const odds = airToShipLevelOdds({ aircraft: 'FB', target: 'DD' });
    expect(Object.fromEntries(odds.outcomes.map((o) => [o.outcome, formatFraction(o.fraction)]))).toEqual({
      miss: '5/6',
      H: '1/6',
    });
  });
});

describe('anti-aircraft fire', () => {
  it('one die per full 5 AA points; 4 is −1, 5 is −2, kept on the stand', () => {
    const r = resolveAntiAircraft({ ship: 'CA', aircraft: 'TB' }, scriptedDice([4, 5]));
    expect(r.outcome).toMatchObject({ diceThrown: 2, diceLeft: 0 });
    expect(r.outcome.aircraft.aaModifier).toBe(-3);
  });

  it('a 6 destroys the stand and stops the throwing', () => {
    const r = resolveAntiAircraft({ ship: 'BB', aircraft: 'TB' }, scriptedDice([6]));
    expect(r.outcome).toMatchObject({ diceThrown: 1, diceLeft: 4 });
    expect(r.outcome.aircraft.status).toBe('destroyed');
  });

  it('AA follows the battery class; Early and Middle Period ships have none', () => {
    const reduced = {
      name: 'Nagato',
      class: 'BB',
      nationality: 'Japanese',
      damage: { mainBatteryClassesLost: 2 },
    } as const;
    expect(resolveAntiAircraft({ ship: reduced, aircraft: 'TB' }, scriptedDice([1, 1])).outcome.diceThrown).toBe(2);
    expect(
      resolveAntiAircraft({ ship: 'BB', aircraft: 'TB', conditions: { period: 'middle' } }, scriptedDice([])).outcome
        .diceThrown,
    ).toBe(0);
  });

  it('may split its dice, but not throw more than it has', () => {
    expect(resolveAntiAircraft({ ship: 'BB', aircraft: 'TB', dice: 2 }, scriptedDice([1, 1])).outcome.diceLeft).toBe(3);
    expect(() => resolveAntiAircraft({ ship: 'DD', aircraft: 'TB', dice: 2 }, scriptedDice([1, 1]))).toThrow(illegal);
  });
});
