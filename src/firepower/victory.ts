import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';

const RULE = 'Victory Conditions';

/** What {@link victoryTest} takes: each side's squadron count and how many have broken off. */
export const victoryInputSchema = z.strictObject({
  /** The sides, usually two. */
  sides: z
    .array(
      z
        .strictObject({
          /** The side's name. */
          side: z.string().min(1),
          /** Squadrons the side began with. */
          squadrons: z.number().int().min(1),
          /** Squadrons that have broken off. */
          brokenOff: z.number().int().min(0),
        })
        .refine((s) => s.brokenOff <= s.squadrons, {
          message: 'more squadrons broken off than the side has',
          path: ['brokenOff'],
        }),
    )
    .min(1),
});
/** What {@link victoryTest} takes. */
export type VictoryInput = z.input<typeof victoryInputSchema>;

/** One side's standing under the victory test. */
export interface SideStanding {
  /** The side's name. */
  readonly side: string;
  /** Squadrons it began with. */
  readonly squadrons: number;
  /** Squadrons broken off. */
  readonly brokenOff: number;
  /** True when half (or more) of its squadrons have broken off: it has lost. */
  readonly lost: boolean;
}

/** What {@link victoryTest} returns. */
export interface VictoryResult {
  /** Each side's standing, in the order given. */
  readonly sides: readonly SideStanding[];
  /** The sides that have lost (empty while the game goes on). */
  readonly losers: readonly string[];
}

/**
 * The victory test (Victory Conditions): a side that has had half of its squadrons break
 * off has lost the game (for an odd count, more than half: 2 of 3).
 *
 * @example
 * ```ts
 * victoryTest({ sides: [{ side: 'British', squadrons: 4, brokenOff: 2 }, { side: 'German', squadrons: 3, brokenOff: 1 }] }).losers;
 * // ['British']
 * ```
 */
export function victoryTest(input: VictoryInput, rules?: FirepowerRulesOverrides): VictoryResult {
  const valid = parseInput(victoryInputSchema, input, { rule: RULE, what: 'victory input' });
  return standings(valid.sides, resolveFirepowerRules(rules));
}

/** The victory test on validated counts under the rules in force. */
function standings(
  counts: readonly { readonly side: string; readonly squadrons: number; readonly brokenOff: number }[],
  rules: FirepowerRules,
): VictoryResult {
  const fraction = rules.victory.brokenOffFraction;
  const sides = counts.map((s) => ({ ...s, lost: s.brokenOff >= s.squadrons * fraction }));
  return { sides, losers: sides.filter((s) => s.lost).map((s) => s.side) };
}

/** One side's squadrons, broken off or not. */
const squadronsSchema = z.array(z.object({ brokenOff: z.boolean() })).max(1000);
/** Each side's squadrons, by side name. */
const squadronsBySideSchema = z.record(z.string(), squadronsSchema);

/**
 * The victory test on squadron records: counts each side's squadrons and those broken off.
 *
 * @example
 * ```ts
 * victoryFromSquadrons({ Allies: alliedSquadrons, Axis: axisSquadrons }).losers;
 * ```
 */
export function victoryFromSquadrons(
  sides: Readonly<Record<string, readonly { readonly brokenOff: boolean }[]>>,
  rules?: FirepowerRulesOverrides,
): VictoryResult {
  const valid = parseInput(squadronsBySideSchema, sides, { rule: 'Victory', what: 'squadrons by side' });
  return victoryTest({ sides: Object.entries(valid).map(([side, squadrons]) => countsOf(side, squadrons)) }, rules);
}

/**
 * {@link victoryFromSquadrons} on a battle's own, validated squadrons (two sides, each with
 * squadrons) under the rules in force: not parsed again. Internal.
 */
export function victoryOfSides(
  sides: readonly (readonly [string, readonly { readonly brokenOff: boolean }[]])[],
  rules: FirepowerRules,
): VictoryResult {
  return standings(
    sides.map(([side, squadrons]) => countsOf(side, squadrons)),
    rules,
  );
}

function countsOf(side: string, squadrons: readonly { readonly brokenOff: boolean }[]) {
  return { side, squadrons: squadrons.length, brokenOff: squadrons.filter((s) => s.brokenOff).length };
}
