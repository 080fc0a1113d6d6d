import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import {
  type ControlTestInput,
  controlInputFor,
  controlModifiers,
  controlScoreNeeded,
  lookupControlTest,
  resolveControlTest,
} from '../../src/firepower/control-test.js';
import { battleConditionsSchema, squadronSchema } from '../../src/firepower/schemas.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { probabilityOf } from '../../src/odds/probability-of.js';

const base: ControlTestInput = {
  movementOrder: 'engage',
  formationOrder: 'line-ahead',
  nationality: 'British',
  year: 1916,
};

describe('Matrix 2 control test', () => {
  it('needs 4+ under Open or Manoeuvre, 2+ otherwise', () => {
    expect(controlScoreNeeded({ movementOrder: 'manoeuvre', formationOrder: 'line-ahead' })).toBe(4);
    expect(controlScoreNeeded({ movementOrder: 'engage', formationOrder: 'open' })).toBe(4);
    expect(controlScoreNeeded({ movementOrder: 'intercept', formationOrder: 'scatter' })).toBe(2);
    expect(lookupControlTest(2, { movementOrder: 'engage', formationOrder: 'line-ahead' })).toBe(true);
    expect(lookupControlTest(1, { movementOrder: 'engage', formationOrder: 'line-ahead' })).toBe(false);
  });

  it('applies each of the eight modifiers', () => {
    const all = controlModifiers({
      ...base,
      movementOrder: 'manoeuvre',
      formationOrder: 'open',
      distanceToFleetFlagshipCm: 91,
      squadronDamaged: true,
      fleetFlagshipDamaged: true,
      weather: 'bad',
      radio: true,
    });
    expect(all.map((m) => m.delta)).toEqual([-1, -1, -1, -1, -2, 3]);
    expect(controlModifiers({ ...base, nationality: 'Japanese', year: 1943 }).map((m) => m.delta)).toEqual([1]);
    expect(controlModifiers({ ...base, nationality: 'Japanese', year: 1944 })).toEqual([]);
    expect(controlModifiers({ ...base, nationality: 'American', year: 1942, timeOfDay: 'night' })).toEqual([
      { rule: 'Matrix 2', label: 'Americans at night (WW2)', delta: -1 },
    ]);
    expect(controlModifiers({ ...base, nationality: 'American', year: 1918, timeOfDay: 'night' })).toEqual([]);
    expect(controlModifiers({ ...base, distanceToFleetFlagshipCm: 90 })).toEqual([]);
    expect(controlModifiers({ ...base, smoke: true }).map((m) => m.delta)).toEqual([-2]);
  });

  it('a 1 fails under a line-ahead engage order; a 2 passes', () => {
    expect(resolveControlTest(base, scriptedDice([1])).outcome).toBe('own-initiative');
    const pass = resolveControlTest(base, scriptedDice([2]));
    expect(pass.outcome).toBe('in-control');
    expect(pass.row).toBe('2+ (other order)');
  });

  it('worked case: Open and Manoeuvre in bad weather with radio needs 4+ on d6 −1 −1 −2 +3', () => {
    const input: ControlTestInput = {
      ...base,
      movementOrder: 'manoeuvre',
      formationOrder: 'open',
      weather: 'bad',
      radar: true,
    };
    const five = resolveControlTest(input, scriptedDice([5]));
    expect(five.total).toBe(4);
    expect(five.outcome).toBe('in-control');
    expect(resolveControlTest(input, scriptedDice([4])).outcome).toBe('own-initiative');
  });

  it('the fleet flagship’s squadron does not throw to stay in control', () => {
    const r = resolveControlTest({ ...base, hasFleetFlagship: true }, scriptedDice([]));
    expect(r.outcome).toBe('in-control');
    expect(r.rolls).toEqual([]);
  });

  it('changing an order uses the same throw', () => {
    const input: ControlTestInput = { ...base, purpose: 'change-order', hasFleetFlagship: true };
    expect(resolveControlTest(input, scriptedDice([1])).outcome).toBe('order-unchanged');
    expect(resolveControlTest(input, scriptedDice([3])).outcome).toBe('order-changed');
  });

  it('exact odds: under an Open order alone a squadron stays in control 1/3 of the time', () => {
    const odds = exactOdds((d) => resolveControlTest({ ...base, formationOrder: 'open' }, d).outcome);
    // needs 4+ after −1: natural 5 or 6
    expect(probabilityOf(odds, (o) => o === 'in-control')).toEqual({ numerator: 1n, denominator: 3n });
  });

  it('builds its input from squadron and battle records', () => {
    const squadron = squadronSchema.parse({
      name: 'TF 64',
      nationality: 'American',
      movementOrder: 'intercept',
      formationOrder: 'line-ahead',
      ships: [
        { name: 'San Francisco', class: 'CA', nationality: 'American' },
        { name: 'Boise', class: 'CL', nationality: 'American', damage: { firePoints: 3 } },
      ],
    });
    const conditions = battleConditionsSchema.parse({ period: 'late', year: 1942, timeOfDay: 'night' });
    const input = controlInputFor(squadron, conditions, { radar: true });
    expect(controlModifiers(input).map((m) => m.label)).toEqual([
      'squadron and/or fleet flagship damaged',
      'radio and/or radar',
      'Americans at night (WW2)',
    ]);
    expect(() => controlInputFor(squadron, battleConditionsSchema.parse({ period: 'late' }))).toThrow(/year/);
  });

  it('bad input names the field and rule', () => {
    expect(() => resolveControlTest({ ...base, year: 1850 }, scriptedDice([3]))).toThrow(/Matrix 2.*year/);
  });
});
