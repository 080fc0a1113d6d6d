import * as z from 'zod';
import { appended } from '../core/appended.js';
import { deepFreeze } from '../core/deep-freeze.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownD6Rolls, ownRolls } from '../core/log-reader.js';
import { NO_ITEMS } from '../core/no-items.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionFrom } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import type { Roll } from '../dice/roll.js';
import {
  applyReadingTo,
  applySpecialEffectTo,
  type DamageContext,
  type DamageWork,
  damageWork,
  isInAction,
  workedShip,
} from './apply-damage.js';
import { type DamageDieReading, lookupListAspect } from './damage-dice.js';
import { type DamageDiePlan, damageLevelPlan, damageStepTitle, planOfDie } from './damage-die-plan.js';
import { resolveOwnInitiative } from './own-initiative.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import { conditionsOrLateDaylight } from './schemas/conditions.js';
import { type DamageLevel, damageLevelSchema, type SpecialEffect } from './schemas/enums.js';
import { type Ship, shipSchema } from './schemas/ship.js';
import { BLACK, DAMAGE_DICE, type DamageDie } from './tables/damage-die-cells.js';
import type { CourseOfAction } from './tables/matrix-04-own-initiative.js';
import { lookupSpecialEffect } from './tables/special-effects.js';

const RULE = 'Damage dice';

/** What {@link resolveDamage} takes: the ship hit, the damage level and which dice to throw. */
export const damageInputSchema = z.strictObject({
  /** The ship hit, as it is now. */
  ship: shipSchema,
  /** The Matrix 10 damage level inflicted (`'-'` does nothing). */
  level: damageLevelSchema,
  /** Which damage dice to throw, in order: all four for gunnery and aircraft, RED, BLUE, GREEN for torpedoes. */
  dice: z
    .array(z.enum(DAMAGE_DICE))
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'each damage die at most once')
    .default(['red', 'blue', 'green', 'white']),
  /** Battle conditions: the period and scale set the move rate BLUE losses are measured against. Default Late Period, small scale. */
  conditions: conditionsOrLateDaylight,
});
/** What {@link resolveDamage} takes. */
export type DamageInput = z.input<typeof damageInputSchema>;

/** What a hit's damage dice did. */
export interface DamageOutcome {
  /** The ship after the damage (the input ship is unchanged). */
  readonly ship: Ship;
  /** Every damage die thrown and what it read, in order (a special effect's extra throws included). */
  readonly readings: readonly DamageDieReading[];
  /** The special effect suffered (optional rule), or null. */
  readonly specialEffect: SpecialEffect | null;
  /** The Matrix 4 course of action a BLUE black square forced, or null. */
  readonly courseOfAction: CourseOfAction | null;
}

/** The step title at No Effect (the levels that throw dice take theirs from their plan). */
const NO_EFFECT_TITLE = /* @__PURE__ */ damageStepTitle('-');
/** The step's note at No Effect, one frozen list shared by every such step. */
const NO_EFFECT_NOTES: readonly string[] = /* @__PURE__ */ deepFreeze(['No Effect: no damage dice are thrown']);

interface Working {
  readonly damage: DamageWork;
  /** What each die read, in order: sized for the dice listed (a special effect's extra throws add to it). */
  readonly readings: DamageDieReading[];
  /** The damage dice's own rolls as the plans record them, in order: the step's rolls when the log holds just these. */
  readonly planned: Roll[];
  /** How many damage dice have been thrown so far. */
  thrown: number;
  /** Sub-steps (a BLUE black square's Matrix 4 throw); null until there is one, as on most hits. */
  steps: Resolution<unknown>[] | null;
  /** Where each sub-step's rolls start and end in the log: they are its own, not the damage step's. */
  stepMarks: [number, number][] | null;
  courseOfAction: CourseOfAction | null;
}

function throwDie(
  work: Working,
  plan: DamageDiePlan,
  dice: Dice,
  context: DamageContext,
  overrides: FirepowerRulesOverrides | undefined,
): void {
  const score = dice.d6(plan.label);
  const cell = plan.cells[score - 1];
  if (cell === undefined) refuseScore(plan, score);
  // Without an aspect, the plan's own reading: shared and frozen, as every throw of that score reads the same.
  const reading =
    plan.die === 'red' && context.rules.optional.listAspect && typeof cell === 'number'
      ? withListAspect(plan, score, cell, dice)
      : (plan.readings[score - 1] as DamageDieReading);
  const at = work.thrown++;
  work.readings[at] = reading;
  work.planned[at] = plan.rolls[score - 1] as Roll;
  applyReadingTo(work.damage, reading, context);
  if (plan.die === 'blue' && cell === BLACK) throwOwnInitiative(work, dice, overrides);
}

// The rare cases of a throw, each in a function of its own: kept out of throwDie, they
// leave it small enough for V8 to inline into the damage step's loop.

/** A die score the plan has no cell for (a die that is not a d6): refused as the damage dice's lookup words it. */
function refuseScore(plan: DamageDiePlan, score: number): never {
  // Written out, not a call to damageDieCell (which words the same refusal): that call on
  // this never-taken path made every hit about 50 ns slower (measured, three runs).
  const name = plan.die.toUpperCase();
  throw new RulesError(`${name} DIE: no cell for die score ${score} at level ${plan.level}`, {
    code: 'INVALID_INPUT',
    rule: `${name} DIE`,
    path: ['score'],
  });
}

/** A RED DIE reading with the optional aspect column: one more d6 says where the list lies. */
function withListAspect(plan: DamageDiePlan, score: number, cell: number, dice: Dice): DamageDieReading {
  return { die: plan.die, score, level: plan.level, cell, aspect: lookupListAspect(dice.d6('RED DIE aspect')) };
}

/** A BLUE black square: the ship goes to Matrix 4's flagship column, a sub-step with its own rolls. */
function throwOwnInitiative(work: Working, dice: Dice, overrides: FirepowerRulesOverrides | undefined): void {
  const from = logMark(dice);
  const step = resolveOwnInitiative({ column: 'flagship' }, dice, overrides);
  work.steps ??= [];
  work.steps.push(step);
  work.stepMarks ??= [];
  work.stepMarks.push([from, logMark(dice)]);
  work.courseOfAction = step.outcome;
  work.damage.ownInitiative = true;
  work.damage.notes.push(`BLUE black square: Matrix 4 (flagship column) gives ${step.outcome}`);
}

/**
 * The damage step shared by gunnery, torpedoes and aircraft: throws the given damage dice
 * at `level` on an already-parsed ship, applies them, then (optional rule) the special
 * effect check. Returns the Resolution; its `rolls` are the rolls it made itself. The
 * outcome's readings record what each die did; the notes add only what followed from them
 * (a sinking, lost propulsion, a fire that drove the ship out of formation).
 *
 * @example
 * ```ts
 * const context = damageContext('late', 'small', resolveFirepowerRules());
 * damageStep(shipSchema.parse({ name: 'Ajax', class: 'CL', nationality: 'British' }), 'M', ['red'], scriptedDice([3]), context)
 *   .outcome.ship.damage.listDegrees; // 10
 * ```
 */
export function damageStep(
  ship: Ship,
  level: DamageLevel,
  list: readonly DamageDie[],
  dice: Dice,
  context: DamageContext,
  overrides?: FirepowerRulesOverrides,
): Resolution<DamageOutcome> {
  const mark = logMark(dice);
  if (level === '-') {
    const outcome: DamageOutcome = { ship, readings: NO_ITEMS, specialEffect: null, courseOfAction: null };
    return resolutionFrom(RULE, NO_EFFECT_TITLE, NO_ITEMS, NO_ITEMS, outcome, NO_ITEMS, NO_EFFECT_NOTES);
  }
  const damage = damageWork(ship);
  damage.damage.damageLevels = appended(ship.damage.damageLevels, level);
  // Sized up front: arrays grown from empty by push reserve 17 slots each, which cost about
  // 8 % of a damage step's time (measured). Every listed die is thrown, so no slot stays empty.
  const work: Working = {
    damage,
    readings: new Array(list.length),
    planned: new Array(list.length),
    thrown: 0,
    steps: null,
    stepMarks: null,
    courseOfAction: null,
  };
  const plan = damageLevelPlan(context.rules, level);
  for (const die of list) throwDie(work, planOfDie(plan, die), dice, context, overrides);
  let specialEffect: SpecialEffect | null = null;
  const threshold = plan.specialEffectThreshold;
  if (context.rules.optional.specialEffects && threshold !== null) {
    const check = dice.d6(`Special effect check (${level}: ${threshold}+)`);
    if (check >= threshold) {
      const score = dice.d6('Special effect table');
      specialEffect = score;
      applySpecialEffectTo(damage, score);
      const kind = lookupSpecialEffect(score).kind;
      if (kind === 'roll-damage-again')
        for (const die of list) throwDie(work, planOfDie(plan, die), dice, context, overrides);
      if (kind === 'fuel-fire') throwDie(work, plan.white, dice, context, overrides);
    } else damage.notes.push(`special effect check ${check} is under ${threshold}: none`);
  }
  const stepMarks = work.stepMarks;
  return resolutionFrom(
    RULE,
    plan.title,
    stepMarks === null
      ? ownD6Rolls(dice, mark, work.planned)
      : ownRolls(dice, mark).filter((_, i) => !stepMarks.some(([from, to]) => mark + i >= from && mark + i < to)),
    NO_ITEMS,
    {
      ship: workedShip(damage),
      readings: work.readings,
      specialEffect,
      courseOfAction: work.courseOfAction,
    },
    work.steps ?? NO_ITEMS,
    damage.notes,
  );
}

/**
 * The damage context for a set of conditions and rules.
 *
 * @example
 * ```ts
 * damageContext('late', 'small', resolveFirepowerRules());
 * ```
 */
export function damageContext(
  period: DamageContext['period'],
  scale: DamageContext['scale'],
  rules: FirepowerRules,
  overrides?: FirepowerRulesOverrides,
): DamageContext {
  return { period, scale, rules, overrides };
}

/**
 * Throws the coloured damage dice for a hit at a Matrix 10 damage level and applies them
 * to the ship, returning a NEW ship (Pages 14–15): RED list (sinks past 40° or on a black
 * square), BLUE move rate (no propulsion at 0 or on a black square, which also throws
 * Matrix 4's flagship column), GREEN battery classes (secondary at half, rounded down; AA
 * follows the battery; explodes on a black square) and WHITE fire points (over 8 out of
 * formation, over 12 or a black square abandoned). With `optional.specialEffects`, one d6
 * against the level's special-effect score, then one d6 on the special effect table.
 *
 * @example
 * ```ts
 * const ship = { name: 'Hood', class: 'BC', nationality: 'British' };
 * resolveDamage({ ship, level: 'H' }, scriptedDice([6, 1, 3, 2])).outcome.ship.status; // 'sunk'
 * ```
 */
export function resolveDamage(
  input: DamageInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<DamageOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(damageInputSchema, input, { rule: RULE, what: 'damage input' });
  if (!isInAction(valid.ship) && valid.ship.status !== 'abandoned') {
    throw new RulesError(
      `${RULE}: ${valid.ship.name} has already ${valid.ship.status === 'sunk' ? 'sunk' : 'exploded'}`,
      {
        code: 'ILLEGAL_ACTION',
        rule: RULE,
        path: ['ship', 'status'],
      },
    );
  }
  const resolved = resolveFirepowerRules(rules);
  const context = damageContext(valid.conditions.period, valid.conditions.scale, resolved, rules);
  return damageStep(valid.ship, valid.level, valid.dice, dice, context, rules);
}
