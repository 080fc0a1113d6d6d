import * as z from 'zod';
import { d6FaceSchema } from '../core/die-face.js';
import { parseInput } from '../core/parse-input.js';
import { RulesError } from '../core/rules-error.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import type { ListAspect } from './schemas/enums.js';
import {
  DAMAGE_DICE,
  DAMAGE_DIE_COLUMNS,
  type DamageDie,
  type DamageDieCell,
  type DamageDieTable,
  damageDieCell,
  type HitLevel,
  withBlanksAsNoEffect,
} from './tables/damage-die-cells.js';
import { GREEN_DIE_BLANKS } from './tables/damage-die-green.js';
import { RED_DIE_ASPECTS } from './tables/damage-die-red.js';
import { WHITE_DIE_BLANKS } from './tables/damage-die-white.js';

/** One coloured damage die thrown and read. */
export interface DamageDieReading {
  /** Which die. */
  readonly die: DamageDie;
  /** Its score, 1–6. */
  readonly score: number;
  /** The damage level it was read at. */
  readonly level: HitLevel;
  /** The cell read: an amount, `'-'` (no effect) or `'black'` (a black square). */
  readonly cell: DamageDieCell;
  /** RED DIE with the optional aspect column: where the list is. */
  readonly aspect?: ListAspect | undefined;
}

const TABLE_FIELD = { red: 'redDie', blue: 'blueDie', green: 'greenDie', white: 'whiteDie' } as const;

/**
 * The damage-die table in force for a die: the rules object's table, with GREEN's and
 * WHITE's lower-right blanks read as no effect when `interpretations.damageDieBlanks` is
 * `'no-effect'` (by default they are black squares, interpretation 3).
 *
 * @example
 * ```ts
 * damageDieTableInForce(resolveFirepowerRules(), 'white').rows[5][5]; // 'black'
 * ```
 */
export function damageDieTableInForce(rules: FirepowerRules, die: DamageDie): DamageDieTable {
  const table = rules.tables[TABLE_FIELD[die]];
  if (rules.interpretations.damageDieBlanks === 'black-squares') return table;
  if (die === 'green') return withBlanksAsNoEffect(table, GREEN_DIE_BLANKS);
  if (die === 'white') return withBlanksAsNoEffect(table, WHITE_DIE_BLANKS);
  return table;
}

const damageDieArgs = z.strictObject({
  die: z.enum(DAMAGE_DICE),
  score: d6FaceSchema,
  level: z.enum(DAMAGE_DIE_COLUMNS),
});

/**
 * Pure lookup: what a damage die's score reads at a damage level (RED, BLUE, GREEN or
 * WHITE table, Pages 14–15).
 *
 * @example
 * ```ts
 * lookupDamageDie('red', 6, 'H'); // 'black' (turns turtle and sinks)
 * lookupDamageDie('green', 3, 'M'); // -1
 * ```
 */
export function lookupDamageDie(
  die: DamageDie,
  score: number,
  level: HitLevel,
  rules?: FirepowerRulesOverrides,
): DamageDieCell {
  const valid = parseInput(damageDieArgs, { die, score, level }, { rule: 'Damage dice', what: 'damage die lookup' });
  return damageDieCell(damageDieTableInForce(resolveFirepowerRules(rules), valid.die), valid.score, valid.level);
}

const listAspectArgs = z.strictObject({ score: d6FaceSchema });

/**
 * The RED DIE aspect column (optional): where a list lies by die score.
 *
 * @example
 * ```ts
 * lookupListAspect(5); // 'starboard'
 * ```
 */
export function lookupListAspect(score: number): ListAspect {
  parseInput(listAspectArgs, { score }, { rule: 'RED DIE', what: 'list aspect die' });
  const aspect = RED_DIE_ASPECTS[score - 1];
  if (aspect === undefined) {
    throw new RulesError(`RED DIE aspect: a die score is 1 to 6; got ${score}`, {
      code: 'INVALID_INPUT',
      rule: 'RED DIE',
      path: ['score'],
    });
  }
  return aspect;
}
