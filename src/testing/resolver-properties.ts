import fc from 'fast-check';
import { deepFreeze } from '../core/deep-freeze.js';
import { formatValue } from '../core/format-value.js';
import { expectFunction, expectObject, expectString } from '../core/guards.js';
import type { Resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import { stableKey } from '../core/stable-key.js';
import { createDice } from '../dice/create-dice.js';
import type { Dice } from '../dice/dice.js';
import { scriptedDice } from '../dice/scripted-dice.js';
import { exactOdds } from '../odds/exact-odds.js';
import { addFractions, formatFraction, fraction } from '../odds/fraction.js';
import { seedArbitrary } from './arbitraries.js';

/** What {@link resolverProperties} takes: a resolver and how to make its inputs. */
export interface ResolverSpec<I, O> {
  /** A name for the property titles, e.g. `'firepower gunnery'`. */
  readonly name: string;
  /** The resolver under test. */
  readonly resolve: (input: I, dice: Dice) => Resolution<O>;
  /** Valid inputs. They are deep-frozen before use, so they must be fresh each time. */
  readonly input: fc.Arbitrary<I>;
  /** Limit for the exact-odds property; inputs that need more paths are skipped. Default 20 000. */
  readonly maxPaths?: number;
}

/** One named property, ready for `fc.assert`. */
export interface NamedProperty {
  /** What the property states. */
  readonly name: string;
  /** The property itself. */
  readonly property: fc.IProperty<unknown> | fc.IPropertyWithHooks<unknown>;
}

function outcomeKey<O>(r: Resolution<O>): string {
  return stableKey(r.outcome);
}

/**
 * The shared property suite every resolver (and any house rule) must pass:
 * 1. the same seed gives the same resolution;
 * 2. the input is never mutated (a deep-frozen input works and is unchanged);
 * 3. replaying the logged rolls with `scriptedDice` reproduces the resolution;
 * 4. the outcome of a seeded run is one `exactOdds` reports, the reported fractions sum
 *    to 1, and each reported outcome's example path, replayed, gives that outcome.
 *
 * @example
 * ```ts
 * for (const { name, property } of resolverProperties({ name: 'extend patrol', resolve, input })) {
 *   it(name, () => fc.assert(property, { numRuns: 100 }));
 * }
 * ```
 */
export function resolverProperties<I, O>(spec: ResolverSpec<I, O>): NamedProperty[] {
  expectObject(spec, 'resolverProperties', 'spec');
  expectString(spec.name, 'resolverProperties', 'name');
  expectFunction(spec.resolve, 'resolverProperties', 'resolve');
  if (!(spec.input instanceof fc.Arbitrary)) {
    throw new RulesError(
      `resolverProperties: input must be a fast-check arbitrary of valid inputs; got ${formatValue(spec.input)}`,
      { code: 'INVALID_INPUT', rule: 'resolverProperties', path: ['input'] },
    );
  }
  if (spec.maxPaths !== undefined && (!Number.isSafeInteger(spec.maxPaths) || spec.maxPaths < 1)) {
    throw new RulesError(
      `resolverProperties: maxPaths must be a whole number of at least 1; got ${formatValue(spec.maxPaths)}`,
      { code: 'INVALID_INPUT', rule: 'resolverProperties', path: ['maxPaths'] },
    );
  }
  const maxPaths = spec.maxPaths ?? 20_000;
  const input = spec.input.map((value) => deepFreeze(value));
  return [
    {
      name: `${spec.name}: the same seed gives the same resolution`,
      property: fc.property(input, seedArbitrary(), (value, seed) => {
        const a = spec.resolve(value, createDice(seed));
        const b = spec.resolve(value, createDice(seed));
        if (stableKey(a) !== stableKey(b)) throw new Error(`seed ${seed} resolved two ways`);
      }),
    },
    {
      name: `${spec.name}: a deep-frozen input works and is never mutated`,
      property: fc.property(input, seedArbitrary(), (value, seed) => {
        const before = stableKey(value);
        spec.resolve(value, createDice(seed));
        if (stableKey(value) !== before) throw new Error('the input changed');
      }),
    },
    {
      name: `${spec.name}: replaying the logged rolls reproduces the resolution`,
      property: fc.property(input, seedArbitrary(), (value, seed) => {
        const dice = createDice(seed);
        const first = spec.resolve(value, dice);
        const replay = scriptedDice(dice.log.map((roll) => roll.value));
        const second = spec.resolve(value, replay);
        if (stableKey(first) !== stableKey(second)) throw new Error('the replay resolved differently');
        if (replay.remaining !== 0) throw new Error(`the replay left ${replay.remaining} rolls unused`);
      }),
    },
    {
      name: `${spec.name}: exactOdds covers every outcome the resolver returns, and only those`,
      property: fc.property(input, seedArbitrary(), (value, seed) => {
        let odds: ReturnType<typeof exactOdds<string>>;
        try {
          odds = exactOdds((dice) => outcomeKey(spec.resolve(value, dice)), { maxPaths });
        } catch (error) {
          if (error instanceof Error && (error as { code?: string }).code === 'ODDS_LIMIT') return;
          throw error;
        }
        const sampled = outcomeKey(spec.resolve(value, createDice(seed)));
        if (!odds.outcomes.some((o) => o.outcome === sampled))
          throw new Error(`outcome ${sampled} is missing from exactOdds`);
        const sum = odds.outcomes.reduce((total, o) => addFractions(total, o.fraction), fraction(0n));
        if (sum.numerator !== 1n || sum.denominator !== 1n) throw new Error(`exactOdds sums to ${formatFraction(sum)}`);
        for (const o of odds.outcomes) {
          const replayed = outcomeKey(spec.resolve(value, scriptedDice(o.path)));
          if (replayed !== o.outcome)
            throw new Error(`path ${o.path.join(',')} gives ${replayed}, exactOdds said ${o.outcome}`);
        }
      }),
    },
  ];
}
