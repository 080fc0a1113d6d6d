/**
 * Bad input never escapes as a bare TypeError and never comes back as NaN: every public
 * function of the core, called with arbitrary values, either returns a sane result or
 * throws a RulesError.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatValue } from '../../src/core/format-value.js';
import * as api from '../../src/index.js';

function outcome(call: () => unknown): 'ok' | 'rules-error' | string {
  try {
    const value = call();
    if (typeof value === 'number' && Number.isNaN(value)) return 'returned NaN';
    if (
      value !== null &&
      typeof value === 'object' &&
      'total' in value &&
      Number.isNaN((value as { total: unknown }).total)
    )
      return 'total NaN';
    return 'ok';
  } catch (error) {
    return error instanceof api.RulesError
      ? 'rules-error'
      : `threw ${(error as Error)?.name}: ${(error as Error)?.message}`;
  }
}

const anything = fc.anything({ withNullPrototype: true, withBigInt: true });
const table = api.defineBandTable({
  rule: 'T',
  name: 'T',
  bands: [
    { max: 0, result: 'a' },
    { min: 1, result: 'b' },
  ],
});
const odds = api.exactOdds((d) => d.d6('x'));

const calls: Record<string, (a: unknown, b: unknown) => unknown> = {
  createDice: (a) => api.createDice(a as number),
  restoreDice: (a) => api.restoreDice(a as api.DiceState),
  scriptedDice: (a) => api.scriptedDice(a as number[]),
  'dice.roll': (a, b) => api.createDice(1).roll(a as api.DieName, b as string),
  'dice.dN': (a, b) => api.createDice(1).dN(a as number, b as string),
  'dice.d6': (a) => api.createDice(1).d6(a as string),
  'dice.twoD6': (a) => api.createDice(1).twoD6(a as string),
  dieRange: (a) => api.dieRange(a as api.DieName),
  dieWithSides: (a) => api.dieWithSides(a as number),
  defineBandTable: (a) => api.defineBandTable(a as api.BandTableSpec<unknown>),
  lookupBand: (a, b) => api.lookupBand((a ?? table) as api.BandTable<unknown>, b as number),
  'lookupBand(table)': (a) => api.lookupBand(table, a as number),
  applyModifiers: (a, b) => api.applyModifiers(a as number, b as api.Modifier[]),
  sumModifiers: (a) => api.sumModifiers(a as api.Modifier[]),
  exactOdds: (a, b) => api.exactOdds(a as () => unknown, b as api.ExactOddsOptions),
  estimateOdds: (a, b) => api.estimateOdds(a as () => unknown, b as api.EstimateOddsOptions),
  probabilityOf: (a) => api.probabilityOf(odds, a as () => boolean),
  meanOf: (a) => api.meanOf(odds, a as () => number),
  marginal: (a) => api.marginal(odds, a as () => unknown),
  fraction: (a, b) => api.fraction(a as bigint, b as bigint),
  fractionFromNumber: (a) => api.fractionFromNumber(a as number),
  explain: (a) => api.explain(a as api.Resolution<unknown>),
  resolveRules: (a) => api.resolveRules(api.diceStateSchema, a as never, undefined, 'rules'),
  requireTable: (a, b) => api.requireTable(a, b as never),
};

describe('public API under arbitrary input', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`${name} returns or throws RulesError, never a TypeError or NaN`, () => {
      fc.assert(
        fc.property(anything, anything, (a, b) => {
          const result = outcome(() => call(a, b));
          expect(['ok', 'rules-error'], `${name}(${formatValue(a)}, ${formatValue(b)}): ${result}`).toContain(result);
        }),
        { numRuns: 150 },
      );
    });
  }
});
