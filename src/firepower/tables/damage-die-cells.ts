import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { RulesError } from '../../core/rules-error.js';
import type { DamageLevel } from '../schemas/enums.js';

/** A printed "-" (or an upper-left blank read as one): the die does nothing at that level. */
export const NO_EFFECT = '-';
/** A printed black square (or a blank read as one, interpretation 3): the table's worst result. */
export const BLACK = 'black';

/** One cell of a damage-die table: an amount, no effect, or a black square. */
export type DamageDieCell = number | typeof NO_EFFECT | typeof BLACK;

/** The damage levels that have a column on the damage-die tables (every level but "-"). */
export const DAMAGE_DIE_COLUMNS = /* @__PURE__ */ deepFreeze([
  'S',
  'L',
  'M',
  'H',
  'E',
  'C',
] as const satisfies readonly DamageLevel[]);
/** A damage level with a damage-die column. */
export type HitLevel = (typeof DAMAGE_DIE_COLUMNS)[number];

/** One die-score row of a damage-die table: the cells under S, L, M, H, E, C. */
export type DamageDieRow = readonly [
  DamageDieCell,
  DamageDieCell,
  DamageDieCell,
  DamageDieCell,
  DamageDieCell,
  DamageDieCell,
];

/** The four coloured damage dice (Page 14–15). */
export const DAMAGE_DICE = /* @__PURE__ */ deepFreeze(['red', 'blue', 'green', 'white'] as const);
/** A damage die colour. */
export type DamageDie = (typeof DAMAGE_DICE)[number];

/** A damage-die table laid out as printed: six die-score rows, six damage-level columns. */
export interface DamageDieTable {
  /** The printed table it encodes, e.g. `'RED DIE'`. */
  readonly rule: string;
  /** Which die it is. */
  readonly die: DamageDie;
  /** What its numbers measure, e.g. `'degrees of list'`. */
  readonly measures: string;
  /** Rows for die scores 1 to 6, each with the S, L, M, H, E, C cells. */
  readonly rows: readonly [DamageDieRow, DamageDieRow, DamageDieRow, DamageDieRow, DamageDieRow, DamageDieRow];
}

/**
 * The "Special Effect" row repeated under every damage-die table: the score needed at each
 * level for a special effect (none at S). The repetition "has no bearing": it is one check
 * per hit.
 */
export const SPECIAL_EFFECT_THRESHOLDS: Readonly<Record<HitLevel, number | null>> = /* @__PURE__ */ deepFreeze({
  S: null,
  L: 6,
  M: 5,
  H: 4,
  E: 3,
  C: 2,
});

/**
 * Reads one cell of a damage-die table.
 *
 * @example
 * ```ts
 * damageDieCell(RED_DIE, 6, 'H'); // 'black'
 * ```
 */
export function damageDieCell(table: DamageDieTable, score: number, level: HitLevel): DamageDieCell {
  const row = table.rows[score - 1];
  const column = COLUMN_INDEX[level];
  const cell = typeof column === 'number' ? row?.[column] : undefined;
  if (row === undefined || cell === undefined) {
    throw new RulesError(`${table.rule}: no cell for die score ${score} at level ${level}`, {
      code: 'INVALID_INPUT',
      rule: table.rule,
      path: ['score'],
    });
  }
  return cell;
}

/**
 * Each level's column in a damage die table (an object read, cheaper than searching the
 * list on every die). Only numbers are columns: a name such as `'toString'` reads nothing.
 */
const COLUMN_INDEX: Readonly<Record<string, unknown>> = /* @__PURE__ */ Object.fromEntries(
  DAMAGE_DIE_COLUMNS.map((level, index) => [level, index]),
);

/**
 * How severe a cell is, for ordering: no effect 0, an amount its size (GREEN's printed
 * −1 counts 1), a black square `Infinity`.
 *
 * @example
 * ```ts
 * cellSeverity(-2); // 2
 * ```
 */
export function cellSeverity(cell: DamageDieCell): number {
  if (cell === NO_EFFECT) return 0;
  if (cell === BLACK) return Number.POSITIVE_INFINITY;
  return Math.abs(cell);
}

/** A zod schema for one damage-die cell. */
export const damageDieCellSchema = z.union([z.number(), z.literal(NO_EFFECT), z.literal(BLACK)]);
const rowSchema = z
  .tuple([
    damageDieCellSchema,
    damageDieCellSchema,
    damageDieCellSchema,
    damageDieCellSchema,
    damageDieCellSchema,
    damageDieCellSchema,
  ])
  .readonly();

/** A zod schema for a damage-die table supplied as a house rule (same shape as the printed ones). */
export const damageDieTableSchema = z.strictObject({
  /** The table's name. */
  rule: z.string().min(1),
  /** Which die it is. */
  die: z.enum(DAMAGE_DICE),
  /** What its numbers measure. */
  measures: z.string(),
  /** Six rows of six cells. */
  rows: z.tuple([rowSchema, rowSchema, rowSchema, rowSchema, rowSchema, rowSchema]).readonly(),
});

/**
 * The table with the cells in `positions` (die score, level) read as no effect instead of
 * black squares: the `blankCells: 'no-effect'` reading of interpretation 3.
 *
 * @example
 * ```ts
 * withBlanksAsNoEffect(WHITE_DIE, WHITE_DIE_BLANKS).rows[5][5]; // '-'
 * ```
 */
export function withBlanksAsNoEffect(
  table: DamageDieTable,
  positions: readonly (readonly [number, HitLevel])[],
): DamageDieTable {
  const rows = table.rows.map((row, index) =>
    row.map((cell, column) =>
      positions.some(([score, level]) => score === index + 1 && DAMAGE_DIE_COLUMNS.indexOf(level) === column)
        ? NO_EFFECT
        : cell,
    ),
  ) as unknown as DamageDieTable['rows'];
  return { ...table, rows };
}
