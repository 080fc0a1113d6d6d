import * as z from 'zod';
import { d6FaceSchema } from '../core/die-face.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { requireTable } from '../core/require-table.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';

const RULE = 'Battle Area Conditions';

/** What {@link resolveSunEdge} takes: nothing. */
export const sunEdgeInputSchema = z.strictObject({});
/** What {@link resolveSunEdge} takes. */
export type SunEdgeInput = z.input<typeof sunEdgeInputSchema>;

/** Where the sun is: the d6 score, and the table edge it names when the diagram is supplied. */
export interface SunEdge {
  /** The d6 score (1–6), read against the printed sun diagram. */
  readonly score: number;
  /** The table edge the diagram gives for that score, or null when `tables.sunEdges` was not supplied. */
  readonly edge: string | null;
}

/**
 * Pure lookup beside {@link resolveSunEdge}: the table edge a score names. The rules text
 * refers to a diagram it does not print, so the names must be supplied as
 * `tables.sunEdges` (six names, score 1 first); without them this throws `MISSING_TABLE`.
 *
 * @example
 * ```ts
 * lookupSunEdge(5, { tables: { sunEdges: MADE_UP_SUN_EDGES } }); // the fifth name
 * ```
 */
export function lookupSunEdge(score: number, rules?: FirepowerRulesOverrides): string {
  const edges = requireTable(resolveFirepowerRules(rules).tables.sunEdges, {
    table: 'sun diagram (d6 score to table edge)',
    rule: RULE,
    field: 'tables.sunEdges',
  });
  const valid = parseInput(d6FaceSchema, score, { rule: RULE, what: 'sun edge score' });
  return edges[valid - 1] as string;
}

/**
 * Dices the sun's table edge (Battle Area Conditions): one d6, read against the sun
 * diagram. At dusk or dawn ships against the sun may be silhouetted (Matrix 8). The edge
 * is named only when the diagram is supplied as `tables.sunEdges`.
 *
 * @example
 * ```ts
 * resolveSunEdge({}, scriptedDice([5])).outcome; // { score: 5, edge: null }
 * ```
 */
export function resolveSunEdge(input: SunEdgeInput, dice: Dice, rules?: FirepowerRulesOverrides): Resolution<SunEdge> {
  expectDice(dice, RULE);
  parseInput(sunEdgeInputSchema, input, { rule: RULE, what: 'sun edge input' });
  const edges = resolveFirepowerRules(rules).tables.sunEdges;
  const mark = logMark(dice);
  const score = dice.d6(`${RULE} sun edge`);
  const edge = edges === undefined ? null : (edges[score - 1] ?? null);
  return resolution({
    rule: RULE,
    title: 'Sun edge',
    rolls: ownRolls(dice, mark),
    total: score,
    outcome: { score, edge },
    notes:
      edges === undefined
        ? ['the sun diagram is not printed in the text: supply tables.sunEdges to name the edge']
        : [],
  });
}
