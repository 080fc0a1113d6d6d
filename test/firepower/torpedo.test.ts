import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { type ShipInput, shipSchema } from '../../src/firepower/schemas/ship.js';
import {
  lookupTorpedoLevel,
  resolveTorpedo,
  resolveTorpedoLevel,
  torpedoLevelOdds,
  torpedoModifiers,
} from '../../src/firepower/torpedo.js';
import { formatFraction } from '../../src/odds/fraction.js';

const ship = (input: Partial<ShipInput> & Pick<ShipInput, 'class'>) =>
  shipSchema.parse({ name: `test ${input.class}`, nationality: 'Japanese', ...input });
const deltas = (input: Parameters<typeof torpedoModifiers>[0]) => torpedoModifiers(input).map((m) => m.delta);

describe('torpedo modifiers', () => {
  it('+1 against BC, BB, SB, AK, AKL, CV, CVE, CVA; none against CA and smaller', () => {
    for (const target of ['BC', 'BB', 'SB', 'AK', 'AKL', 'CV', 'CVE', 'CVA'] as const) {
      expect(deltas({ target, torpedo: 'late' })).toEqual([1]);
    }
    for (const target of ['CA', 'CL', 'DD', 'DE'] as const) expect(deltas({ target, torpedo: 'late' })).toEqual([]);
  });

  it('each line applies once: bad weather or Medium damage −1, dusk/dawn −1, night or damaged sub or Extensive −2', () => {
    const medium = ship({ class: 'DD', damage: { damageLevels: ['L', 'M'] } });
    expect(
      deltas({ target: 'CA', torpedo: 'late', firer: medium, conditions: { period: 'late', weather: 'bad' } }),
    ).toEqual([-1]);
    expect(deltas({ target: 'CA', torpedo: 'late', conditions: { period: 'late', timeOfDay: 'dawn' } })).toEqual([-1]);
    expect(deltas({ target: 'CA', torpedo: 'late', conditions: { period: 'late', timeOfDay: 'night' } })).toEqual([-2]);
    const extensive = ship({ class: 'DD', damage: { damageLevels: ['E'] } });
    expect(
      deltas({ target: 'CA', torpedo: 'late', firer: extensive, conditions: { period: 'late', weather: 'bad' } }),
    ).toEqual([-1, -2]);
    const sub = ship({ class: 'SM', damage: { submarineDamaged: true } });
    expect(deltas({ target: 'BB', torpedo: 'middle', firer: sub })).toEqual([1, -2]);
  });
});

describe('torpedo hits', () => {
  it('a positive plus-minus total hits; total + Matrix 11 reads Matrix 10', () => {
    expect(lookupTorpedoLevel(0, 'late', 'CA')).toBe('miss');
    expect(lookupTorpedoLevel(2, 'long-lance', 'CA')).toBe('M');
    expect(lookupTorpedoLevel(1, 'early', 'SB')).toBe('S');
    expect(resolveTorpedoLevel({ target: 'DD', torpedo: 'late' }, scriptedDice([3, 3])).outcome).toBe('miss');
    expect(resolveTorpedoLevel({ target: 'DD', torpedo: 'late' }, scriptedDice([4, 3])).outcome).toBe('M');
  });

  it('throws RED, BLUE and GREEN but not WHITE', () => {
    const r = resolveTorpedo({ target: 'CA', torpedo: 'long-lance' }, scriptedDice([5, 2, 1, 1, 1]));
    expect(r.outcome.level).toBe('H');
    expect(r.outcome.damage?.readings.map((reading) => reading.die)).toEqual(['red', 'blue', 'green']);
    expect(r.outcome.target.damage).toMatchObject({ listDegrees: 5, damageLevels: ['H'] });
  });

  it('exact odds against a battleship with late torpedoes', () => {
    const odds = torpedoLevelOdds({ target: 'BB', torpedo: 'late' });
    const read = Object.fromEntries(odds.outcomes.map((o) => [o.outcome, formatFraction(o.fraction)]));
    // plus − minus + 1 > 0 on 21 of 36; score = total + 0, totals 1..6
    expect(read.miss).toBe('5/12');
    expect(odds.paths).toBe(36);
  });

  it('refuses a sunk target and a powerless firer', () => {
    expect(() =>
      resolveTorpedo({ target: ship({ class: 'BB', status: 'sunk' }), torpedo: 'late' }, scriptedDice([6, 1])),
    ).toThrow(/has sunk/);
    const powerless = ship({ class: 'DD', damage: { specialEffects: [4] } });
    expect(() => resolveTorpedo({ target: 'BB', torpedo: 'late', firer: powerless }, scriptedDice([6, 1]))).toThrow(
      /lost power/,
    );
  });
});
