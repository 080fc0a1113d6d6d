import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { resolveGunnery } from '../../src/firepower/gunnery.js';
import {
  damageLevelOdds,
  lookupGunneryDamageLevel,
  plusMinusModifiers,
  resolveGunneryDamageLevel,
  targetColumn,
} from '../../src/firepower/gunnery-damage-level.js';
import { gunneryModifiers, resolveGunneryToHit, targetShip } from '../../src/firepower/gunnery-to-hit.js';
import { type ShipInput, shipSchema } from '../../src/firepower/schemas/ship.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { addFractions, formatFraction, fraction } from '../../src/odds/fraction.js';

const ship = (input: Partial<ShipInput> & Pick<ShipInput, 'class'>) =>
  shipSchema.parse({ name: `test ${input.class}`, nationality: 'British', ...input });
const labels = (input: Parameters<typeof gunneryModifiers>[0]) =>
  gunneryModifiers(input).map((m) => [m.label, m.delta]);

describe('Matrix 8 modifiers', () => {
  it('applies the four +1 lines', () => {
    expect(
      labels({
        battery: 'DD',
        target: ship({ class: 'CV', hasFired: true }),
        range: 'short',
        targetSilhouetted: true,
        lineAheadUnderControl: true,
      }),
    ).toEqual([
      ['target has previously fired', 1],
      ['target silhouetted', 1],
      ['firing in Line Ahead and under control', 1],
      ['target is CV, CVE, CVL, AK or AKL', 1],
    ]);
  });

  it('applies the minus lines, list once per full 10 degrees', () => {
    expect(
      labels({
        battery: 'BB',
        target: 'CL',
        range: 'long',
        firer: ship({ class: 'BB', damage: { listDegrees: 25 } }),
        targetScattering: true,
        movedMoreThanHalf: true,
        conditions: { period: 'late', weather: 'bad', timeOfDay: 'dusk' },
      }),
    ).toEqual([
      ['SB/BB/BC battery firing on CA or CL', -1],
      ['target under Scatter orders', -1],
      ['bad weather', -1],
      ['20\u00b0 of list', -2],
      ['dawn or dusk', -1],
      ['moved more than half the move rate', -1],
    ]);
  });

  it('gives −2 at night and −2 for a heavy battery on DD or DE', () => {
    expect(
      labels({
        battery: 'SB',
        target: 'DE',
        range: 'short',
        conditions: { period: 'late', timeOfDay: 'night', nightAids: { radar: true } },
      }),
    ).toEqual([
      ['night', -2],
      ['SB/BB/BC battery firing on DD or DE', -2],
    ]);
  });

  it('adds the firer\u2019s fires: over 6 −1, over 8 −2 (not both)', () => {
    expect(
      labels({ battery: 'CA', target: 'CA', range: 'short', firer: ship({ class: 'CA', damage: { firePoints: 7 } }) }),
    ).toEqual([['fire points over 6', -1]]);
    expect(
      labels({ battery: 'CA', target: 'CA', range: 'short', firer: ship({ class: 'CA', damage: { firePoints: 9 } }) }),
    ).toEqual([['fire points over 8', -2]]);
  });

  it('reads the target\u2019s own hasFired unless told otherwise', () => {
    expect(
      labels({ battery: 'CA', target: ship({ class: 'CA', hasFired: true }), range: 'short', targetHasFired: false }),
    ).toEqual([]);
  });
});

describe('Matrix 8 to hit', () => {
  it('a BB battery on a CA at short range needs a natural 5 (4+ after −1)', () => {
    expect(resolveGunneryToHit({ battery: 'BB', target: 'CA', range: 'short' }, scriptedDice([5])).outcome).toEqual({
      hit: true,
      margin: 0,
    });
    expect(resolveGunneryToHit({ battery: 'BB', target: 'CA', range: 'short' }, scriptedDice([4])).outcome).toEqual({
      hit: false,
      margin: -1,
    });
  });

  it('allows night fire only with radar, flares or as Japanese', () => {
    const night = { battery: 'CA', target: 'CA', range: 'short' } as const;
    expect(() =>
      resolveGunneryToHit({ ...night, conditions: { period: 'late', timeOfDay: 'night' } }, scriptedDice([6])),
    ).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(
      resolveGunneryToHit(
        { ...night, conditions: { period: 'late', timeOfDay: 'night', nightAids: { flares: true } } },
        scriptedDice([6]),
      ).outcome.hit,
    ).toBe(true);
    expect(
      resolveGunneryToHit(
        { ...night, nationality: 'Japanese', conditions: { period: 'middle', timeOfDay: 'night' } },
        scriptedDice([6]),
      ).outcome.hit,
    ).toBe(true);
    expect(() =>
      resolveGunneryToHit(
        { ...night, conditions: { period: 'middle', timeOfDay: 'night', nightAids: { radar: true } } },
        scriptedDice([6]),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('checks the firer: in action, with power, and with a battery of that class', () => {
    const bb = ship({ class: 'BB' });
    expect(() =>
      resolveGunneryToHit({ battery: 'CA', target: 'CA', range: 'short', firer: bb }, scriptedDice([6])),
    ).toThrow(/no CA battery/);
    expect(
      resolveGunneryToHit({ battery: 'CL', target: 'CA', range: 'short', firer: bb }, scriptedDice([6])).outcome.hit,
    ).toBe(true);
    const reduced = ship({ class: 'BB', damage: { mainBatteryClassesLost: 2 } });
    expect(
      resolveGunneryToHit({ battery: 'CA', target: 'CA', range: 'short', firer: reduced }, scriptedDice([6])).outcome
        .hit,
    ).toBe(true);
    const powerless = ship({ class: 'BB', damage: { specialEffects: [4] } });
    expect(() =>
      resolveGunneryToHit({ battery: 'BB', target: 'CA', range: 'short', firer: powerless }, scriptedDice([6])),
    ).toThrow(/lost power/);
    const sunk = ship({ class: 'BB', status: 'sunk' });
    expect(() =>
      resolveGunneryToHit({ battery: 'BB', target: 'CA', range: 'short', firer: sunk }, scriptedDice([6])),
    ).toThrow(/sunk/);
    expect(() => resolveGunneryToHit({ battery: 'BB', target: sunk, range: 'short' }, scriptedDice([6]))).toThrow(
      /has sunk/,
    );
  });
});

describe('Matrix 9 → Matrix 10', () => {
  it('margin + d6 + Matrix 9 reads Matrix 10', () => {
    expect(lookupGunneryDamageLevel({ margin: 1, d6: 4, row: 'BB', column: 'CA' })).toBe('H');
    expect(lookupGunneryDamageLevel({ margin: 0, d6: 1, row: 'DE', column: 'SB' })).toBe('-');
    expect(lookupGunneryDamageLevel({ margin: 0, d6: 2, row: 'DE', column: 'SB' })).toBe('-');
    expect(lookupGunneryDamageLevel({ margin: 0, d6: 3, row: 'DE', column: 'SB' })).toBe('S');
    expect(lookupGunneryDamageLevel({ margin: 2, d6: 6, row: 'SB', column: 'DE' })).toBe('C');
  });

  it('reads the target\u2019s armour class as the column (carriers and cargo ships)', () => {
    expect(targetColumn(targetShip('CVA'))).toBe('CA');
    expect(targetColumn(targetShip('CV'))).toBe('DE');
    expect(targetColumn(targetShip('AKL'))).toBe('DE');
    expect(() => targetColumn(targetShip('MTB'))).toThrow(/no armour class/);
    expect(targetColumn(ship({ class: 'MTB', profile: { main: 'T', secondary: null, armour: 'DE', aa: 1 } }))).toBe(
      'DE',
    );
  });

  it('a hit goes on to the damage level; a miss stops (interpretation 2)', () => {
    const input = { battery: 'BB', target: 'CA', range: 'short' } as const;
    expect(resolveGunneryDamageLevel(input, scriptedDice([6, 3])).outcome).toBe('H');
    const miss = resolveGunneryDamageLevel(input, scriptedDice([4]));
    expect(miss.outcome).toBe('miss');
    expect(miss.steps).toHaveLength(1);
  });

  it('the literal reading sends a miss\u2019s negative margin on to Matrix 10', () => {
    const input = { battery: 'BB', target: 'CA', range: 'short' } as const;
    const literal = resolveGunneryDamageLevel(input, scriptedDice([1, 6]), {
      interpretations: { missedShot: 'literal' },
    });
    // natural 1 − 1 = 0: margin −4; 6 − 4 + 2 = 4
    expect(literal.outcome).toBe('M');
    expect(literal.steps[1]?.total).toBe(4);
  });

  it('the optional +/− class rule: + against the same class, − against the same or higher', () => {
    const plus = ship({ class: 'BB', subClass: '+' });
    const minus = ship({ class: 'CA', subClass: '-' });
    expect(plusMinusModifiers(plus, { class: 'BB' }, true).map((m) => m.delta)).toEqual([1]);
    expect(plusMinusModifiers(plus, { class: 'CA' }, true)).toEqual([]);
    expect(plusMinusModifiers(minus, { class: 'CA' }, true).map((m) => m.delta)).toEqual([-1]);
    expect(plusMinusModifiers(minus, { class: 'BB' }, true).map((m) => m.delta)).toEqual([-1]);
    expect(plusMinusModifiers(minus, { class: 'CL' }, true)).toEqual([]);
    expect(plusMinusModifiers(plus, { class: 'BB' }, false)).toEqual([]);
    const input = { battery: 'BB', target: 'BB', range: 'short', firer: plus } as const;
    expect(resolveGunneryDamageLevel(input, scriptedDice([4, 3])).steps[1]?.total).toBe(3);
    expect(
      resolveGunneryDamageLevel(input, scriptedDice([4, 3]), { optional: { plusMinusClasses: true } }).steps[1]?.total,
    ).toBe(4);
  });

  it('damageLevelOdds: a BB battery on a CA at short range, exactly', () => {
    const odds = damageLevelOdds({ battery: 'BB', target: 'CA', range: 'short' });
    const read = Object.fromEntries(odds.outcomes.map((o) => [o.outcome, formatFraction(o.fraction)]));
    // hit on 5 (margin 0) or 6 (margin 1); score = margin + d6 + 2
    expect(read).toEqual({ miss: '2/3', L: '1/36', M: '1/9', H: '1/9', E: '1/12' });
    expect(odds.paths).toBe(16);
  });
});

describe('full gunnery', () => {
  it('to hit → level → four damage dice, applied to a new target', () => {
    const target = deepFreeze(ship({ class: 'CA', name: 'Exeter' }));
    const r = resolveGunnery({ battery: 'BB', target, range: 'short' }, scriptedDice([6, 3, 1, 1, 1, 1]));
    expect(r.outcome.level).toBe('H');
    expect(r.outcome.target.damage).toMatchObject({ listDegrees: 5, firePoints: 4, damageLevels: ['H'] });
    expect(target.damage.listDegrees).toBe(0);
    expect(r.steps.map((s) => s.rule)).toEqual(['Matrix 8', 'Matrix 10', 'Damage dice']);
    expect(r.steps[2]?.rolls.map((roll) => roll.label)).toEqual([
      'RED DIE (H)',
      'BLUE DIE (H)',
      'GREEN DIE (H)',
      'WHITE DIE (H)',
    ]);
  });

  it('a miss leaves the target as it was', () => {
    const r = resolveGunnery({ battery: 'BB', target: 'CA', range: 'long' }, scriptedDice([6]));
    expect(r.outcome).toMatchObject({ hit: false, level: '-', damage: null });
  });
});

describe('exact odds of the full chain', () => {
  it('enumerates to-hit, level and all four damage dice exactly (a CA battery on a CA at long range)', () => {
    const odds = exactOdds(
      (dice) => resolveGunnery({ battery: 'CA', target: 'CA', range: 'long' }, dice).outcome.target.status,
    );
    // 5 missing faces, then a hit (one face) × 6 level faces × 6⁴ damage dice
    expect(odds.paths).toBe(5 + 6 ** 5);
    const total = odds.outcomes.reduce((sum, o) => addFractions(sum, o.fraction), fraction(0n));
    expect(formatFraction(total)).toBe('1');
    expect(odds.outcomes.find((o) => o.outcome === 'afloat')?.probability).toBeGreaterThan(5 / 6);
  });
});
