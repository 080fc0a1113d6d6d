import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { applyDamageReading, moveRateLeftInches, worseStatus } from '../../src/firepower/apply-damage.js';
import { batteryAfterLoss, currentArmament } from '../../src/firepower/battery.js';
import { damageContext, resolveDamage } from '../../src/firepower/damage.js';
import { resolveGunneryToHit } from '../../src/firepower/gunnery-to-hit.js';
import { resolveFirepowerRules } from '../../src/firepower/rules.js';
import { type ShipInput, shipSchema } from '../../src/firepower/schemas/ship.js';
import { BLUE_DIE } from '../../src/firepower/tables/damage-die-blue.js';
import type { DamageDieTable } from '../../src/firepower/tables/damage-die-cells.js';

const ship = (input: Partial<ShipInput> & Pick<ShipInput, 'class'>) =>
  shipSchema.parse({ name: `test ${input.class}`, nationality: 'British', ...input });
const late = damageContext('late', 'small', resolveFirepowerRules());

describe('RED DIE: list', () => {
  it('accumulates; exactly 40° floats, past 40° turns turtle', () => {
    const a = applyDamageReading(
      ship({ class: 'BB', damage: { listDegrees: 20 } }),
      { die: 'red', score: 6, level: 'S', cell: 15 },
      late,
    );
    expect(a.ship.damage.listDegrees).toBe(35);
    const b = applyDamageReading(a.ship, { die: 'red', score: 3, level: 'L', cell: 5 }, late);
    expect(b.ship.status).toBe('afloat');
    const c = applyDamageReading(b.ship, { die: 'red', score: 3, level: 'L', cell: 5 }, late);
    expect(c.ship.status).toBe('sunk');
  });

  it('a black square sinks the ship at once', () => {
    const r = resolveDamage(
      { ship: { name: 'Hood', class: 'BC', nationality: 'British' }, level: 'H' },
      scriptedDice([6, 1, 1, 1]),
    );
    expect(r.outcome.ship.status).toBe('sunk');
  });

  it('with the aspect option, throws another die for where the list lies', () => {
    const r = resolveDamage(
      { ship: { name: 'Hood', class: 'BC', nationality: 'British' }, level: 'M', dice: ['red'] },
      scriptedDice([4, 5]),
      {
        optional: { listAspect: true },
      },
    );
    expect(r.outcome.ship.damage).toMatchObject({ listDegrees: 15, listAspects: ['starboard'] });
  });

  it('lowers the firer\u2019s to-hit die by 1 per full 10° of list', () => {
    const listing = ship({ class: 'CA', damage: { listDegrees: 19 } });
    expect(
      resolveGunneryToHit({ battery: 'CA', target: 'CA', range: 'short', firer: listing }, scriptedDice([4])).outcome
        .hit,
    ).toBe(false);
  });
});

describe('BLUE DIE: propulsion', () => {
  it('measures losses against the Matrix 5 move rate at 2.5 cm to the inch', () => {
    expect(moveRateLeftInches(ship({ class: 'DD' }), late)).toBe(8);
    expect(moveRateLeftInches(ship({ class: 'DD' }), damageContext('middle', 'small', resolveFirepowerRules()))).toBe(
      6,
    );
    expect(moveRateLeftInches(ship({ class: 'DD' }), damageContext('early', 'large', resolveFirepowerRules()))).toBe(8);
  });

  it('loses all propulsion when the move rate reaches 0', () => {
    const a = applyDamageReading(
      ship({ class: 'DD', damage: { speedLostInches: 7.5 } }),
      { die: 'blue', score: 5, level: 'S', cell: 0.5 },
      late,
    );
    expect(a.ship.damage).toMatchObject({ speedLostInches: 8, propulsionLost: true });
    const b = applyDamageReading(ship({ class: 'DD' }), { die: 'blue', score: 6, level: 'C', cell: 6 }, late);
    expect(b.ship.damage.propulsionLost).toBe(false);
  });

  it('a black square (house-rule table) stops the ship and throws Matrix 4\u2019s flagship column', () => {
    const [r1, r2, r3, r4, r5] = BLUE_DIE.rows;
    const blue: DamageDieTable = { ...BLUE_DIE, rows: [r1, r2, r3, r4, r5, [1, 2, 3, 4, 5, 'black']] };
    const r = resolveDamage(
      { ship: { name: 'Hood', class: 'BC', nationality: 'British' }, level: 'C', dice: ['blue'] },
      scriptedDice([6, 3]),
      {
        tables: { blueDie: blue },
      },
    );
    expect(r.outcome.ship.damage.propulsionLost).toBe(true);
    expect(r.outcome.courseOfAction).toBe('disengage');
    expect(r.outcome.ship.ownInitiative).toBe(true);
    expect(r.steps.map((s) => s.rule)).toEqual(['Matrix 4']);
    // The Matrix 4 roll is the sub-step's own, not the damage step's.
    expect(r.rolls.map((roll) => roll.value)).toEqual([6]);
    expect(r.steps[0]?.rolls.map((roll) => roll.value)).toEqual([3]);
  });
});

describe('GREEN DIE: armament', () => {
  it('steps batteries down the ladder; past DE they are silenced (or clamped)', () => {
    expect(batteryAfterLoss('BB', 2)).toBe('CA');
    expect(batteryAfterLoss('DD', 1)).toBe('DE');
    expect(batteryAfterLoss('DD', 2)).toBeNull();
    expect(batteryAfterLoss('DD', 2, 'clamped')).toBe('DE');
    expect(batteryAfterLoss('T', 1)).toBeNull();
    expect(batteryAfterLoss(null, 1)).toBeNull();
  });

  it('the secondary loses half the main battery\u2019s classes, rounded down, and AA follows the battery (Page 18 example)', () => {
    const bb = ship({ class: 'BB' });
    const once = applyDamageReading(bb, { die: 'green', score: 3, level: 'M', cell: -1 }, late).ship;
    expect(once.damage).toMatchObject({ mainBatteryClassesLost: 1, secondaryBatteryClassesLost: 0 });
    const twice = applyDamageReading(once, { die: 'green', score: 3, level: 'M', cell: -1 }, late).ship;
    expect(twice.damage).toMatchObject({ mainBatteryClassesLost: 2, secondaryBatteryClassesLost: 1 });
    // a BB reduced to CA has a CA's AA: 10
    expect(currentArmament(twice, 'late')).toEqual({ main: 'CA', secondary: 'DD', aa: 10 });
    expect(currentArmament(bb, 'late').aa).toBe(25);
    expect(currentArmament(bb, 'middle').aa).toBe(0);
  });

  it('option: half of each hit instead of half of the total', () => {
    const rules = resolveFirepowerRules({ interpretations: { secondaryBatteryLoss: 'each-hit' } });
    const ctx = damageContext('late', 'small', rules);
    const once = applyDamageReading(ship({ class: 'BB' }), { die: 'green', score: 3, level: 'M', cell: -1 }, ctx).ship;
    const twice = applyDamageReading(once, { die: 'green', score: 3, level: 'M', cell: -1 }, ctx).ship;
    expect(twice.damage.secondaryBatteryClassesLost).toBe(0);
  });

  it('a ship with no secondary keeps secondary losses at 0; a black square explodes it', () => {
    const cl = applyDamageReading(ship({ class: 'CL' }), { die: 'green', score: 6, level: 'E', cell: -3 }, late).ship;
    expect(cl.damage).toMatchObject({ mainBatteryClassesLost: 3, secondaryBatteryClassesLost: 0 });
    expect(currentArmament(cl, 'late')).toEqual({ main: null, secondary: null, aa: 0 });
    expect(applyDamageReading(cl, { die: 'green', score: 6, level: 'H', cell: 'black' }, late).ship.status).toBe(
      'exploded',
    );
  });
});

describe('WHITE DIE: fire', () => {
  it('over 8 leaves formation, over 12 abandoned, a black square abandoned', () => {
    const seven = applyDamageReading(ship({ class: 'CA' }), { die: 'white', score: 3, level: 'E', cell: 7 }, late).ship;
    expect(seven.status).toBe('afloat');
    const nine = applyDamageReading(seven, { die: 'white', score: 1, level: 'H', cell: 2 }, late).ship;
    expect(nine.status).toBe('left-formation');
    const thirteen = applyDamageReading(nine, { die: 'white', score: 1, level: 'H', cell: 4 }, late).ship;
    expect(thirteen.status).toBe('abandoned');
    expect(
      applyDamageReading(ship({ class: 'CA' }), { die: 'white', score: 6, level: 'C', cell: 'black' }, late).ship
        .status,
    ).toBe('abandoned');
  });

  it('statuses only get worse', () => {
    expect(worseStatus('exploded', 'abandoned')).toBe('exploded');
    expect(worseStatus('afloat', 'sunk')).toBe('sunk');
  });
});

describe('special effects (optional rule)', () => {
  const fresh = { name: 'Warspite', class: 'BB', nationality: 'British' } as const;
  const on = { optional: { specialEffects: true } } as const;

  it('one d6 against the level\u2019s score, then one d6 on the table', () => {
    const none = resolveDamage({ ship: fresh, level: 'C', dice: ['white'] }, scriptedDice([1, 1]), on);
    expect(none.outcome.specialEffect).toBeNull();
    const c3 = resolveDamage({ ship: fresh, level: 'C', dice: ['white'] }, scriptedDice([1, 2, 1]), on);
    expect(c3.outcome.specialEffect).toBe(1);
    expect(c3.outcome.ship).toMatchObject({ ownInitiative: true, ownInitiativeForGame: true });
    expect(resolveDamage({ ship: fresh, level: 'S', dice: ['white'] }, scriptedDice([1]), on).rolls).toHaveLength(1);
    expect(
      resolveDamage({ ship: fresh, level: 'L', dice: ['white'] }, scriptedDice([1, 5]), on).outcome.specialEffect,
    ).toBeNull();
  });

  it('2 throws every table again; 5 throws WHITE again', () => {
    const again = resolveDamage(
      { ship: fresh, level: 'M', dice: ['red', 'white'] },
      scriptedDice([3, 1, 5, 2, 3, 1]),
      on,
    );
    expect(again.outcome.readings.map((r) => r.die)).toEqual(['red', 'white', 'red', 'white']);
    // Sized for the dice listed, the readings and rolls grow for the extra throws, with no gaps.
    expect(Object.keys(again.outcome.readings)).toEqual(['0', '1', '2', '3']);
    expect(again.rolls.map((r) => r.label)).toEqual([
      'RED DIE (M)',
      'WHITE DIE (M)',
      'Special effect check (M: 5+)',
      'Special effect table',
      'RED DIE (M)',
      'WHITE DIE (M)',
    ]);
    expect(again.outcome.ship.damage).toMatchObject({ listDegrees: 20, firePoints: 6, specialEffects: [2] });
    const fuel = resolveDamage({ ship: fresh, level: 'M', dice: ['red'] }, scriptedDice([3, 6, 5, 2]), on);
    expect(fuel.outcome.ship.damage).toMatchObject({ listDegrees: 10, firePoints: 4, specialEffects: [5] });
  });

  it('4 cuts the power (no gunnery), 6 sinks the ship, 3 is recorded', () => {
    const power = resolveDamage({ ship: fresh, level: 'E', dice: ['white'] }, scriptedDice([1, 3, 4]), on).outcome.ship;
    expect(() =>
      resolveGunneryToHit({ battery: 'BB', target: 'CA', range: 'short', firer: power }, scriptedDice([6])),
    ).toThrow(/lost power/);
    expect(
      resolveDamage({ ship: fresh, level: 'E', dice: ['white'] }, scriptedDice([1, 3, 6]), on).outcome.ship.status,
    ).toBe('sunk');
    expect(
      resolveDamage({ ship: fresh, level: 'E', dice: ['white'] }, scriptedDice([1, 3, 3]), on).outcome.ship.damage
        .specialEffects,
    ).toEqual([3]);
  });
});

describe('resolveDamage', () => {
  it('No Effect throws no dice; the input ship is never changed', () => {
    const input = deepFreeze({ ship: { name: 'Hood', class: 'BC', nationality: 'British' }, level: '-' } as const);
    const r = resolveDamage(input, scriptedDice([]));
    expect(r.outcome.readings).toEqual([]);
    expect(r.notes).toEqual(['No Effect: no damage dice are thrown']);
    // Every No Effect step shares its empty readings and its note, frozen.
    const again = resolveDamage(input, scriptedDice([]));
    expect(again.outcome.readings).toBe(r.outcome.readings);
    expect(again.notes).toBe(r.notes);
    expect(Object.isFrozen(r.notes) && Object.isFrozen(r.outcome.readings)).toBe(true);
    const hit = resolveDamage({ ...input, level: 'L' }, scriptedDice([4, 4, 4, 4]));
    expect(Object.keys(hit.outcome.readings)).toEqual(['0', '1', '2', '3']);
    expect(hit.outcome.ship.damage).toMatchObject({
      listDegrees: 10,
      speedLostInches: 0.5,
      mainBatteryClassesLost: 1,
      firePoints: 5,
    });
  });

  it('refuses a ship that has already sunk, and a damage die listed twice', () => {
    expect(() =>
      resolveDamage(
        { ship: { name: 'X', class: 'DD', nationality: 'Other', status: 'sunk' }, level: 'L' },
        scriptedDice([1]),
      ),
    ).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
    expect(() =>
      resolveDamage(
        { ship: { name: 'X', class: 'DD', nationality: 'Other' }, level: 'L', dice: ['red', 'red'] },
        scriptedDice([1]),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
