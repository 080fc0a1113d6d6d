import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { Resolution } from '../../src/core/resolution.js';
import type { Dice } from '../../src/dice/dice.js';
import { resolveAirToAir } from '../../src/firepower/air-to-air.js';
import { resolveAirToShip, resolveAirToShipLevel } from '../../src/firepower/air-to-ship.js';
import { resolveWaveArrival, type WaveArrivalInput } from '../../src/firepower/aircraft-arrival.js';
import { resolveAntiAircraft } from '../../src/firepower/anti-aircraft.js';
import { resolveDamage } from '../../src/firepower/damage.js';
import { resolveGunnery } from '../../src/firepower/gunnery.js';
import { resolveGunneryDamageLevel } from '../../src/firepower/gunnery-damage-level.js';
import { type GunneryInput, resolveGunneryToHit } from '../../src/firepower/gunnery-to-hit.js';
import type { FirepowerRulesOverrides } from '../../src/firepower/rules.js';
import {
  AIRCRAFT_CLASSES,
  CLASS_LADDER,
  DAMAGE_LEVELS,
  SHIP_CLASSES,
  TIMES_OF_DAY,
  WEATHERS,
} from '../../src/firepower/schemas/enums.js';
import { DAMAGE_DICE } from '../../src/firepower/tables/damage-die-cells.js';
import { TORPEDO_PERIODS } from '../../src/firepower/tables/matrix-11-torpedo.js';
import { resolveTorpedo, resolveTorpedoLevel } from '../../src/firepower/torpedo.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';

const record = { noNullPrototype: true } as const;
const armoured = SHIP_CLASSES.filter((c) => c !== 'MTB');

/** Daylight-or-legal conditions: night only with radar (Late Period). */
const conditions = fc
  .record(
    {
      period: fc.constantFrom('early', 'middle', 'late'),
      timeOfDay: fc.constantFrom(...TIMES_OF_DAY),
      weather: fc.constantFrom(...WEATHERS),
      scale: fc.constantFrom('small', 'large'),
    },
    record,
  )
  .map((c) =>
    c.timeOfDay === 'night' ? { ...c, period: 'late' as const, nightAids: { radar: true, flares: false } } : c,
  );
const dayConditions = conditions.map((c) => (c.timeOfDay === 'night' ? { period: c.period, weather: c.weather } : c));

const damageState = fc.record(
  {
    listDegrees: fc.integer({ min: 0, max: 40 }),
    speedLostInches: fc.integer({ min: 0, max: 6 }),
    mainBatteryClassesLost: fc.integer({ min: 0, max: 2 }),
    firePoints: fc.integer({ min: 0, max: 12 }),
    damageLevels: fc.array(fc.constantFrom(...DAMAGE_LEVELS.slice(1)), { maxLength: 3 }),
  },
  record,
);

const shipOf = (cls: fc.Arbitrary<(typeof SHIP_CLASSES)[number]>) =>
  fc.record(
    { name: fc.constant('Test'), class: cls, nationality: fc.constant('British' as const), damage: damageState },
    record,
  );

const options: fc.Arbitrary<FirepowerRulesOverrides> = fc.record(
  {
    interpretations: fc.record(
      {
        missedShot: fc.constantFrom('no-damage', 'literal'),
        damageDieBlanks: fc.constantFrom('black-squares', 'no-effect'),
        aircraftDamageScore: fc.constantFrom('to-hit-score', 'margin-plus-d6'),
      },
      record,
    ),
    optional: fc.record(
      { plusMinusClasses: fc.boolean(), listAspect: fc.boolean(), specialEffects: fc.boolean() },
      record,
    ),
  },
  record,
);

const gunneryInput: fc.Arbitrary<GunneryInput> = fc
  .record(
    {
      battery: fc.constantFrom(...CLASS_LADDER),
      target: fc.oneof(fc.constantFrom(...armoured), shipOf(fc.constantFrom(...armoured))),
      range: fc.constantFrom('short', 'long'),
      conditions,
      targetSilhouetted: fc.boolean(),
      lineAheadUnderControl: fc.boolean(),
      targetScattering: fc.boolean(),
      movedMoreThanHalf: fc.boolean(),
      withFirer: fc.boolean(),
      subClass: fc.constantFrom('+', '', '-'),
      list: fc.integer({ min: 0, max: 39 }),
      fires: fc.integer({ min: 0, max: 12 }),
    },
    record,
  )
  // A silhouetted target only at dusk or dawn (Battle Area Conditions).
  .map(({ withFirer, subClass, list, fires, targetSilhouetted, ...rest }) => ({
    withFirer,
    subClass,
    list,
    fires,
    ...rest,
    targetSilhouetted:
      targetSilhouetted && (rest.conditions.timeOfDay === 'dusk' || rest.conditions.timeOfDay === 'dawn'),
  }))
  .map(({ withFirer, subClass, list, fires, ...rest }) =>
    withFirer
      ? {
          ...rest,
          firer: {
            name: 'Firer',
            class: rest.battery,
            subClass,
            nationality: 'American' as const,
            damage: { listDegrees: list, firePoints: fires },
          },
        }
      : rest,
  );

/** A resolver run with generated house-rule options: the input carries them. */
function withRules<I, O>(
  resolve: (input: I, dice: Dice, rules?: FirepowerRulesOverrides) => Resolution<O>,
): (input: { input: I; rules: FirepowerRulesOverrides }, dice: Dice) => Resolution<O> {
  return (x, dice) => resolve(x.input, dice, x.rules);
}
const and = <I>(input: fc.Arbitrary<I>) => fc.record({ input, rules: options }, record);

const suites = [
  ...resolverProperties({ name: 'gunnery to hit', resolve: withRules(resolveGunneryToHit), input: and(gunneryInput) }),
  ...resolverProperties({
    name: 'gunnery damage level',
    resolve: withRules(resolveGunneryDamageLevel),
    input: and(gunneryInput),
  }),
  ...resolverProperties({
    name: 'gunnery',
    resolve: withRules(resolveGunnery),
    input: and(gunneryInput),
    maxPaths: 100,
  }),
  ...resolverProperties({
    name: 'damage',
    resolve: withRules(resolveDamage),
    input: and(
      fc.record(
        {
          ship: shipOf(fc.constantFrom(...SHIP_CLASSES)),
          level: fc.constantFrom(...DAMAGE_LEVELS),
          dice: fc.shuffledSubarray([...DAMAGE_DICE], { minLength: 1, maxLength: 2 }),
          conditions,
        },
        record,
      ),
    ),
    maxPaths: 1000,
  }),
  ...resolverProperties({
    name: 'torpedo level',
    resolve: withRules(resolveTorpedoLevel),
    input: and(
      fc
        .record(
          {
            target: fc.constantFrom(...armoured),
            torpedo: fc.constantFrom(...TORPEDO_PERIODS),
            firer: fc.option(shipOf(fc.constantFrom('DD', 'SM', 'CL')), { nil: undefined }),
            conditions,
          },
          record,
        )
        // Submarines engage surface targets only: a submarine never torpedoes a submarine.
        .filter(({ firer, target }) => !(firer?.class === 'SM' && target === 'SM'))
        .map(({ firer, ...rest }) => (firer === undefined ? rest : { ...rest, firer })),
    ),
  }),
  ...resolverProperties({
    name: 'torpedo',
    resolve: withRules(resolveTorpedo),
    input: and(
      fc.record(
        { target: fc.constantFrom(...armoured), torpedo: fc.constantFrom(...TORPEDO_PERIODS), conditions },
        record,
      ),
    ),
    maxPaths: 100,
  }),
  ...resolverProperties({
    name: 'wave arrival',
    resolve: (input: WaveArrivalInput, dice: Dice) => resolveWaveArrival(input, dice),
    input: fc.record({ conditions: dayConditions }, record),
  }),
  ...resolverProperties({
    name: 'air-to-air',
    resolve: withRules(resolveAirToAir),
    input: and(
      fc.record(
        {
          attacker: fc.oneof(
            fc.constantFrom(...AIRCRAFT_CLASSES),
            fc.record(
              {
                name: fc.constant('A'),
                class: fc.constantFrom(...AIRCRAFT_CLASSES),
                nationality: fc.constant('American' as const),
                subClass: fc.constantFrom('+', '', '-'),
                casualtyModifier: fc.integer({ min: -4, max: 0 }),
                aaModifier: fc.integer({ min: -4, max: 0 }),
              },
              record,
            ),
          ),
          defender: fc.constantFrom(...AIRCRAFT_CLASSES),
          conditions: dayConditions,
        },
        record,
      ),
    ),
  }),
  ...resolverProperties({
    name: 'air-to-ship level',
    resolve: withRules(resolveAirToShipLevel),
    input: and(
      fc.record(
        {
          aircraft: fc.constantFrom('TB', 'FB', 'HB', 'KM'),
          target: fc.constantFrom(...armoured),
          conditions: dayConditions,
        },
        record,
      ),
    ),
  }),
  ...resolverProperties({
    name: 'air-to-ship',
    resolve: withRules(resolveAirToShip),
    input: and(
      fc.record(
        {
          aircraft: fc.constantFrom('TB', 'FB', 'HB', 'KM'),
          target: fc.constantFrom(...armoured),
          conditions: dayConditions,
        },
        record,
      ),
    ),
    maxPaths: 100,
  }),
  ...resolverProperties({
    name: 'anti-aircraft',
    resolve: withRules(resolveAntiAircraft),
    input: and(
      fc.record(
        {
          ship: fc.oneof(fc.constantFrom(...SHIP_CLASSES), shipOf(fc.constantFrom(...SHIP_CLASSES))),
          aircraft: fc.constantFrom(...AIRCRAFT_CLASSES),
          conditions: dayConditions,
        },
        record,
      ),
    ),
    maxPaths: 5000,
  }),
];

describe('combat resolvers: the shared property suite', () => {
  for (const { name, property } of suites) it(name, () => fc.assert(property, { numRuns: 30 }));
});
