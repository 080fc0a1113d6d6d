import * as z from 'zod';
import { formatValue } from './format-value.js';
import { expectArray, expectObject, expectString } from './guards.js';
import { RulesError } from './rules-error.js';

/**
 * One row of a banded table: every integer from `min` to `max` (inclusive) reads `result`.
 * Leave `min` out on the lowest band ("≤3") and `max` out on the highest ("≥9").
 */
export interface Band<R> {
  /** Lowest roll in the band; omitted on the lowest band, which runs down without end. */
  readonly min?: number | undefined;
  /** Highest roll in the band; omitted on the highest band, which runs up without end. */
  readonly max?: number | undefined;
  /** What a roll in this band reads on the table. */
  readonly result: R;
}

/**
 * A band as stored in a checked table, plain JSON: `min` is absent on the lowest band and
 * `max` on the highest (they run on without end), present everywhere else.
 */
export interface CheckedBand<R> {
  /** Lowest roll in the band; absent on the lowest band, which runs down without end. */
  readonly min?: number;
  /** Highest roll in the band; absent on the highest band, which runs up without end. */
  readonly max?: number;
  /** How the printed chart labels the band: `≤3`, `4–8`, `≥9` or `5`. */
  readonly label: string;
  /** What a roll in this band reads. */
  readonly result: R;
}

/** What {@link lookupBand} returns: the row used and its result. */
export interface BandLookup<R> {
  /** The roll looked up. */
  readonly roll: number;
  /** Index of the band in the table, lowest first. */
  readonly index: number;
  /** The band's printed label, e.g. `4–8`. */
  readonly row: string;
  /** What the roll reads. */
  readonly result: R;
}

/** A banded table whose bands were checked to cover every integer exactly once. */
export interface BandTable<R> {
  /** The rule or matrix that prints this table, e.g. `'O1.0'`. */
  readonly rule: string;
  /** The table's name as printed, e.g. `'Battleship Commitment Table'`. */
  readonly name: string;
  /** The bands, lowest first, open-ended at both ends. */
  readonly bands: readonly CheckedBand<R>[];
}

/** What {@link defineBandTable} takes. */
export interface BandTableSpec<R> {
  /** The rule or matrix that prints this table. */
  readonly rule: string;
  /** The table's name as printed. */
  readonly name: string;
  /** The bands in any order; they must cover every integer exactly once. */
  readonly bands: readonly Band<R>[];
}

function bandLabel(min: number, max: number): string {
  if (min === Number.NEGATIVE_INFINITY && max === Number.POSITIVE_INFINITY) return 'any';
  if (min === Number.NEGATIVE_INFINITY) return `\u2264${max}`;
  if (max === Number.POSITIVE_INFINITY) return `\u2265${min}`;
  return min === max ? `${min}` : `${min}\u2013${max}`;
}

function describeRange(from: number, to: number): string {
  return from === to ? `roll ${from}` : `rolls ${bandLabel(from, to)}`;
}

/**
 * Lists what is wrong with a set of bands: gaps, overlaps, non-integer bounds, inverted
 * bands, closed ends. An empty list means the bands cover every integer exactly once.
 */
export function bandProblems<R>(
  bands: readonly Band<R>[],
): { code: 'TABLE_GAP' | 'TABLE_OVERLAP' | 'TABLE_INVALID'; message: string }[] {
  const problems: { code: 'TABLE_GAP' | 'TABLE_OVERLAP' | 'TABLE_INVALID'; message: string }[] = [];
  if (!Array.isArray(bands))
    return [{ code: 'TABLE_INVALID', message: `the bands must be an array; got ${formatValue(bands)}` }];
  if (bands.length === 0) return [{ code: 'TABLE_INVALID', message: 'the table has no bands' }];
  const notObject = bands.findIndex((band) => band === null || typeof band !== 'object');
  if (notObject >= 0)
    return [
      { code: 'TABLE_INVALID', message: `band ${notObject} must be an object; got ${formatValue(bands[notObject])}` },
    ];
  const checked = bands.map((band, index) => {
    let whole = true;
    for (const [key, bound] of [
      ['min', band.min],
      ['max', band.max],
    ] as const) {
      if (bound !== undefined && !Number.isSafeInteger(bound)) {
        whole = false;
        problems.push({
          code: 'TABLE_INVALID',
          message: `band ${index} has ${key} ${formatValue(bound)}, not a whole number`,
        });
      }
    }
    const min = whole ? (band.min ?? Number.NEGATIVE_INFINITY) : Number.NEGATIVE_INFINITY;
    const max = whole ? (band.max ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
    if (min > max) problems.push({ code: 'TABLE_INVALID', message: `band ${index} runs from ${min} down to ${max}` });
    return { min, max };
  });
  if (problems.length > 0) return problems;
  const sorted = [...checked].sort((a, b) => a.min - b.min || a.max - b.max);
  const first = sorted[0];
  const last = sorted.reduce((a, b) => (b.max > a.max ? b : a));
  if (first !== undefined && first.min !== Number.NEGATIVE_INFINITY) {
    problems.push({
      code: 'TABLE_GAP',
      message: `${describeRange(Number.NEGATIVE_INFINITY, first.min - 1)} are not covered (the lowest band must be open-ended, like "\u2264${first.min}")`,
    });
  }
  let reach = sorted[0]?.max ?? Number.POSITIVE_INFINITY;
  for (const band of sorted.slice(1)) {
    if (band.min > reach + 1) {
      problems.push({
        code: 'TABLE_GAP',
        message: `${describeRange(reach + 1, band.min - 1)} ${band.min - 1 === reach + 1 ? 'is' : 'are'} not covered`,
      });
    } else if (band.min <= reach) {
      problems.push({
        code: 'TABLE_OVERLAP',
        message: `${describeRange(band.min, Math.min(reach, band.max))} ${Math.min(reach, band.max) === band.min ? 'is' : 'are'} covered twice`,
      });
    }
    reach = Math.max(reach, band.max);
  }
  if (last.max !== Number.POSITIVE_INFINITY) {
    problems.push({
      code: 'TABLE_GAP',
      message: `${describeRange(last.max + 1, Number.POSITIVE_INFINITY)} are not covered (the highest band must be open-ended, like "\u2265${last.max}")`,
    });
  }
  return problems;
}

/**
 * Defines a printed banded table ("≤3 / 4–8 / ≥9"). The bands are checked at definition:
 * they must be whole numbers and cover every integer exactly once, open-ended at both
 * ends. A gap or overlap throws a {@link RulesError} naming the rolls concerned.
 *
 * @example
 * ```ts
 * const commitment = defineBandTable({
 *   rule: 'O1.0', name: 'Battleship Commitment',
 *   bands: [{ max: 3, result: 'none' }, { min: 4, max: 8, result: 'one' }, { min: 9, result: 'two' }],
 * });
 * lookupBand(commitment, 5).result; // 'one'
 * ```
 */
export function defineBandTable<R>(spec: BandTableSpec<R>): BandTable<R> {
  expectObject(spec, 'defineBandTable', 'spec');
  expectString(spec.rule, 'defineBandTable', 'rule');
  expectString(spec.name, 'defineBandTable', 'name');
  const problems = bandProblems(spec.bands);
  const problem = problems[0];
  if (problem !== undefined) {
    throw new RulesError(`${spec.rule} ${spec.name}: ${problems.map((p) => p.message).join('; ')}`, {
      code: problem.code,
      rule: spec.rule,
      path: ['bands'],
    });
  }
  const bands = spec.bands
    .map((band) => {
      const checked: { min?: number; max?: number; label: string; result: R } = {
        label: bandLabel(band.min ?? Number.NEGATIVE_INFINITY, band.max ?? Number.POSITIVE_INFINITY),
        result: band.result,
      };
      if (band.min !== undefined) checked.min = band.min;
      if (band.max !== undefined) checked.max = band.max;
      return checked;
    })
    .sort((a, b) => (a.min ?? Number.NEGATIVE_INFINITY) - (b.min ?? Number.NEGATIVE_INFINITY));
  return { rule: spec.rule, name: spec.name, bands };
}

/**
 * Reads a (modified) roll on a band table. Any integer has exactly one row; a roll that
 * is not a whole number is a {@link RulesError}.
 *
 * @example
 * ```ts
 * lookupBand(commitment, 12); // { roll: 12, index: 2, row: '≥9', result: 'two' }
 * ```
 */
export function lookupBand<R>(table: BandTable<R>, roll: number): BandLookup<R> {
  expectObject(table, 'lookupBand', 'table');
  expectArray(table.bands, 'lookupBand', 'table.bands');
  if (table.bands.length === 0) {
    throw new RulesError('lookupBand: the table has no bands; build tables with defineBandTable', {
      code: 'TABLE_INVALID',
      path: ['table', 'bands'],
    });
  }
  if (!Number.isSafeInteger(roll)) {
    throw new RulesError(`${table.rule} ${table.name}: roll must be a whole number; got ${formatValue(roll)}`, {
      code: 'INVALID_INPUT',
      rule: table.rule,
      path: ['roll'],
    });
  }
  const bands = table.bands;
  const low = bandIndex(table, roll);
  const band = bands[low] as CheckedBand<R>;
  return { roll, index: low, row: band.label, result: band.result };
}

/**
 * A frozen table's band for each roll between the top of its lowest band and the bottom
 * of its highest (every roll below reads the lowest band, every roll above the highest),
 * so a lookup is one array read instead of a search. Null for a table whose inner bands
 * span more than {@link DENSE_SPAN} rolls.
 */
interface RollIndex {
  /** The first roll past the lowest band. */
  readonly first: number;
  /** The band index of each roll from `first` on, up to the highest band. */
  readonly bands: readonly number[];
}

/** The widest inner span laid out by roll; the printed tables span a dozen rolls or so. */
const DENSE_SPAN = 256;
const ROLL_INDEXES = new WeakMap<object, RollIndex | null>();

function rollIndexOf(bands: readonly CheckedBand<unknown>[]): RollIndex | null {
  const top = bands[0]?.max;
  const bottom = bands[bands.length - 1]?.min;
  if (top === undefined || bottom === undefined || bottom - top - 1 > DENSE_SPAN) return null;
  // A band that could still change would leave the index behind it.
  if (!bands.every((band) => Object.isFrozen(band))) return null;
  const byRoll: number[] = [];
  for (let index = 1; index < bands.length - 1; index++) {
    const band = bands[index] as CheckedBand<unknown>;
    for (let roll = band.min as number; roll <= (band.max as number); roll++) byRoll.push(index);
  }
  return { first: top + 1, bands: byRoll };
}

/** The index of the band `roll` (a safe integer) falls in. */
/** Refuses a band list with a hole or an item that is not a band object (a table not built by defineBandTable). */
function checkBandItems(table: BandTable<unknown>): void {
  const bands = table.bands;
  for (let index = 0; index < bands.length; index++) {
    const band = bands[index];
    if (band === null || typeof band !== 'object') {
      throw new RulesError(
        `lookupBand: table.bands[${index}] must be a band object; got ${formatValue(band)}; build tables with defineBandTable`,
        { code: 'TABLE_INVALID', path: ['table', 'bands', index] },
      );
    }
  }
}

function bandIndex<R>(table: BandTable<R>, roll: number): number {
  const bands = table.bands;
  if (!ROLL_INDEXES.has(table)) checkBandItems(table);
  if (bands.length === 1) return 0;
  // Frozen tables (every table in a rules object, every printed one) cannot change, so their index is kept.
  let index: RollIndex | null | undefined = null;
  if (Object.isFrozen(table) && Object.isFrozen(bands)) {
    index = ROLL_INDEXES.get(table);
    if (index === undefined) {
      index = rollIndexOf(bands);
      ROLL_INDEXES.set(table, index);
    }
  }
  if (index !== null) {
    const at = roll - index.first;
    if (at < 0) return 0;
    return at < index.bands.length ? (index.bands[at] as number) : bands.length - 1;
  }
  let low = 0;
  let high = bands.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    const band = bands[mid] as CheckedBand<R>;
    if (band.max !== undefined && roll > band.max) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A zod schema for a band table supplied as data (a house rule, or a base-game table the
 * texts leave out). It checks each band's shape with `result`, then the coverage, and
 * transforms to a {@link BandTable}. Coverage problems become zod issues on `bands`.
 *
 * @example
 * ```ts
 * const schema = bandTableSchema(z.enum(['Extend', 'Return']), { rule: 'N18.7', name: 'Extend Naval Patrol' });
 * const table = schema.parse({ bands: [{ max: 5, result: 'Extend' }, { min: 6, result: 'Return' }] });
 * ```
 */
export function bandTableSchema<S extends z.ZodType>(
  result: S,
  meta: { readonly rule: string; readonly name: string },
): z.ZodType<BandTable<z.output<S>>, { readonly bands: readonly Band<z.input<S>>[] }> {
  const bound = z.number().int().optional();
  return z
    .strictObject({ bands: z.array(z.strictObject({ min: bound, max: bound, result })).min(1) })
    .superRefine((value, ctx) => {
      for (const problem of bandProblems(value.bands as Band<unknown>[])) {
        ctx.addIssue({ code: 'custom', path: ['bands'], message: problem.message });
      }
    })
    .transform((value) =>
      defineBandTable({ rule: meta.rule, name: meta.name, bands: value.bands as Band<z.output<S>>[] }),
    ) as unknown as z.ZodType<BandTable<z.output<S>>, { readonly bands: readonly Band<z.input<S>>[] }>;
}
