import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { deepFreeze } from '../core/deep-freeze.js';
import { d6FaceSchema } from '../core/die-face.js';
import { expectDice, expectFiniteNumber } from '../core/guards.js';
import { logMark, ownD6Roll, sharedD6Index } from '../core/log-reader.js';
import { applyCheckedModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { NO_ITEMS } from '../core/no-items.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import type { Roll } from '../dice/roll.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { isLadderClass, ladderIndex, profileIn } from './classes.js';
import { type GunneryInput, type PreparedShot, preparedGunnery, throwToHit } from './gunnery-to-hit.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import type { DamageLevel, LadderClass, SubClass } from './schemas/enums.js';
import { ladderClassSchema, subClassSchema } from './schemas/enums.js';
import type { Ship } from './schemas/ship.js';
import { MATRIX_1_SHIP_CLASSES } from './tables/matrix-01-ship-classes.js';

const RULE = 'Matrix 9';

/** A gunnery (or air) shot's result through Matrix 10: `'miss'`, or the damage level inflicted. */
export type ShotLevel = 'miss' | DamageLevel;

/**
 * The Matrix 9 column a target is read in: its armour class (Matrix 1, or its own
 * profile). For the ladder warships that is their class; carriers and cargo ships read
 * their armour (CV, CVE, AK, AKL as DE; CVA as CA). An MTB has no armour class, so it
 * needs a profile that gives one.
 *
 * @example
 * ```ts
 * targetColumn(targetShip('CVA')); // 'CA'
 * ```
 */
export function targetColumn(target: Ship, rules?: FirepowerRules): LadderClass {
  const armour = profileIn(target, rules?.tables.shipClasses ?? MATRIX_1_SHIP_CLASSES).armour;
  if (armour === null) {
    throw new RulesError(
      `${RULE}: Matrix 1 gives ${target.class} no armour class to read Matrix 9 by; give the target a profile with one`,
      { code: 'INVALID_INPUT', rule: RULE, path: ['target', 'profile', 'armour'] },
    );
  }
  return armour;
}

const classModifierArgs = z.strictObject({ row: ladderClassSchema, column: ladderClassSchema });

/**
 * Pure lookup of Matrix 9: the modifier for a firing battery (or aircraft row) against a
 * target column.
 *
 * @example
 * ```ts
 * lookupClassModifier('BB', 'CA'); // 2
 * lookupClassModifier('DD', 'SB'); // -5
 * ```
 */
export function lookupClassModifier(row: LadderClass, column: LadderClass, rules?: FirepowerRulesOverrides): number {
  parseInput(classModifierArgs, { row, column }, { rule: 'Matrix 9', what: 'class modifier lookup' });
  return resolveFirepowerRules(rules).tables.classModifier[row][column];
}

const plusMinusArgs = z.strictObject({
  firer: z.object({ class: z.string(), subClass: subClassSchema }).optional(),
  target: z.object({ class: z.string() }),
  enabled: z.boolean(),
});

/**
 * The optional +/− class modifier on Matrix 9 (Matrix 13 notes): a + ship gets +1 against
 * ships of its own class; a − (or −−) ship gets −1 against ships of its own or a higher
 * class. Empty unless `optional.plusMinusClasses` is on and both are ladder classes.
 *
 * @example
 * ```ts
 * plusMinusModifiers({ class: 'BB', subClass: '+' }, { class: 'BB' }, true); // [+1 + class against the same class]
 * ```
 */
export function plusMinusModifiers(
  firer: { readonly class: string; readonly subClass: SubClass } | undefined,
  target: { readonly class: string },
  enabled: boolean,
): Modifier[] {
  parseInput(plusMinusArgs, { firer, target, enabled }, { rule: 'Matrix 9', what: 'plus and minus modifiers' });
  return plusMinusOf(firer, target, enabled);
}

/** {@link plusMinusModifiers} on validated arguments: the gunnery chain's own path. Internal. */
function plusMinusOf(
  firer: { readonly class: string; readonly subClass: SubClass } | undefined,
  target: { readonly class: string },
  enabled: boolean,
): Modifier[] {
  if (!enabled || firer === undefined || !isLadderClass(firer.class) || !isLadderClass(target.class)) return [];
  if (firer.subClass === '+' && firer.class === target.class) {
    return [modifier('Matrix 13', '+ class against the same class', 1)];
  }
  if ((firer.subClass === '-' || firer.subClass === '--') && ladderIndex(target.class) <= ladderIndex(firer.class)) {
    return [modifier('Matrix 13', '\u2212 class against the same or a higher class', -1)];
  }
  return [];
}

/** What {@link lookupGunneryDamageLevel} takes. */
export interface DamageScoreParts {
  /** The to-hit margin (modified score minus the number needed). */
  readonly margin: number;
  /** The damage d6, 1–6. */
  readonly d6: number;
  /** The Matrix 9 row: firing battery class (or aircraft row). */
  readonly row: LadderClass;
  /** The Matrix 9 column: the target's armour class. */
  readonly column: LadderClass;
  /** Any further modifier (the optional +/− class rule), default 0. */
  readonly extra?: number;
}

const damageLevelArgs = z.strictObject({
  margin: z.number().int().min(-1_000_000).max(1_000_000),
  d6: d6FaceSchema,
  row: ladderClassSchema,
  column: ladderClassSchema,
  extra: z.number().int().min(-1_000_000).max(1_000_000).optional(),
});

/**
 * Pure lookup beside {@link resolveGunneryDamageLevel}: margin + d6 + Matrix 9 (+ extra)
 * read on Matrix 10.
 *
 * @example
 * ```ts
 * lookupGunneryDamageLevel({ margin: 1, d6: 4, row: 'BB', column: 'CA' }); // 'H' (1 + 4 + 2 = 7)
 * ```
 */
export function lookupGunneryDamageLevel(parts: DamageScoreParts, rules?: FirepowerRulesOverrides): DamageLevel {
  parseInput(damageLevelArgs, parts, { rule: 'Matrix 10', what: 'damage score parts' });
  const resolved = resolveFirepowerRules(rules);
  const total = parts.margin + parts.d6 + resolved.tables.classModifier[parts.row][parts.column] + (parts.extra ?? 0);
  return lookupBand(resolved.tables.damageLevel, total).result;
}

/**
 * The damage-level step: d6 + margin + Matrix 9 (+/− class option) read on Matrix 10.
 * Shared by gunnery and, with an aircraft row, by air-to-ship attacks (which may leave the
 * d6 out and read the margin as the whole score).
 *
 * @example
 * ```ts
 * damageLevelStep(
 *   { margin: 1, marginLabel: 'to-hit margin', row: 'BB', rowLabel: 'BB battery', column: 'CA', extra: [], withD6: true },
 *   scriptedDice([3]),
 *   resolveFirepowerRules(),
 * ).outcome; // 'H' (1 + 3 + 2)
 * ```
 */
export function damageLevelStep(
  spec: {
    readonly margin: number;
    readonly marginLabel: string;
    readonly row: LadderClass;
    readonly rowLabel: string;
    readonly column: LadderClass;
    readonly extra: readonly Modifier[];
    readonly withD6: boolean;
    readonly notes?: readonly string[];
  },
  dice: Dice,
  rules: FirepowerRules,
): Resolution<DamageLevel> {
  expectDice(dice, 'Matrix 10');
  const fixed = [
    modifier(RULE, `${spec.rowLabel} against ${spec.column}`, rules.tables.classModifier[spec.row][spec.column]),
    ...spec.extra,
  ];
  const score = scoreModifiers(spec.withD6, spec.margin, spec.marginLabel, fixed);
  return readDamageLevel(spec.withD6, score, dice, rules, spec.notes ?? []);
}

/** The damage score's roll label, written out: a literal compares by reference in the roll log (see internedLabel). */
const DAMAGE_SCORE_LABEL = 'Matrix 9 damage score';

/** A damage score's modifiers as recorded (zero deltas left out), and what they come to before any d6. Internal. */
export interface DamageScoreModifiers {
  /** The margin (when a d6 is thrown), then the fixed modifiers, zero deltas left out. */
  readonly modifiers: readonly Modifier[];
  /** The score before the d6: the margin plus every fixed modifier. */
  readonly base: number;
}

/** The margin and the fixed modifiers of a damage score, summed. */
function scoreModifiers(
  withD6: boolean,
  margin: number,
  marginLabel: string,
  fixed: readonly Modifier[],
): DamageScoreModifiers {
  // With the d6 the margin is a modifier on it; without, the margin is the score itself.
  const roll = withD6
    ? applyCheckedModifiers(0, fixed, { rule: 'Matrix 8', label: marginLabel, delta: margin })
    : applyCheckedModifiers(margin, fixed);
  return { modifiers: roll.modifiers, base: roll.total };
}

/**
 * Reads Matrix 10 on d6 + the score's base (or, without the d6, the base alone): the core
 * of both damage-level steps.
 */
function readDamageLevel(
  withD6: boolean,
  score: DamageScoreModifiers,
  dice: Dice,
  rules: FirepowerRules,
  notes: readonly string[],
): Resolution<DamageLevel> {
  if (!withD6) return damageLevelRead(score, score.base, NO_ITEMS, rules, notes);
  const mark = logMark(dice);
  const natural = throwDamageScore(dice);
  return damageLevelRead(score, score.base + natural, ownD6Roll(dice, mark, DAMAGE_SCORE_LABEL, natural), rules, notes);
}

/** The damage score's d6, checked. */
function throwDamageScore(dice: Dice): number {
  const natural = dice.d6(DAMAGE_SCORE_LABEL);
  expectFiniteNumber(natural, 'Matrix 10', 'damage score roll');
  return natural;
}

/** The damage-level step that read `total` on Matrix 10. */
function damageLevelRead(
  score: DamageScoreModifiers,
  total: number,
  rolls: readonly Roll[],
  rules: FirepowerRules,
  notes: readonly string[],
): Resolution<DamageLevel> {
  const read = lookupBand(rules.tables.damageLevel, total);
  return resolutionOf({
    rule: 'Matrix 10',
    title: 'Damage level',
    rolls,
    modifiers: score.modifiers,
    total,
    row: read.row,
    outcome: read.result,
    notes,
  });
}

const MISSED_SHOT_NOTES: readonly string[] = deepFreeze([
  'interpretation 2, literal reading: the missed shot goes on to Matrix 10',
]);

/** A miss's note (interpretation 2), one frozen list shared by every miss of the gunnery resolvers. Internal. */
export const MISS_NOTES: readonly string[] = /* @__PURE__ */ deepFreeze(['a miss does no damage (interpretation 2)']);

/** A prepared shot's Matrix 9 modifiers (the class modifier, then the +/− class one), worked out on its first hit. */
function levelModifiers(p: PreparedShot): readonly Modifier[] {
  let fixed = p.levelModifiers;
  if (fixed === undefined) {
    const { shot, rules } = p;
    const column = targetColumn(shot.target, rules);
    fixed = [
      modifier(RULE, `${shot.battery} battery against ${column}`, rules.tables.classModifier[shot.battery][column]),
      ...plusMinusOf(shot.firer, shot.target, rules.optional.plusMinusClasses),
    ];
    if (p.shared) deepFreeze(fixed);
    p.levelModifiers = fixed;
  }
  return fixed;
}

/** What a prepared shot's hits at one to-hit margin share. Internal. */
export interface LevelAtMargin {
  /** The damage score's modifiers at the margin, summed once and frozen. */
  readonly score: DamageScoreModifiers;
  /** The damage-level steps at the margin by {@link sharedD6Index} of their roll, each made on its first throw (shared shots only). */
  readonly steps: (Resolution<DamageLevel> | undefined)[];
}

/**
 * What a prepared shot's hits (or, read literally, misses) at a to-hit margin share: the
 * damage score's modifiers, summed once per margin and kept frozen, so every hit at that
 * margin shares the list as every throw of the shot shares its to-hit modifiers. Kept in a
 * list by margin (0, −1, 1, −2, … in turn): a hit reads it by index, not by a map lookup.
 */
function levelAtMargin(p: PreparedShot, margin: number): LevelAtMargin {
  const slot = margin >= 0 ? 2 * margin : -2 * margin - 1;
  let level = p.levels[slot];
  if (level === undefined) {
    const label = margin >= 0 ? 'to-hit margin' : 'to-hit margin (missed shot, literal reading)';
    const score = scoreModifiers(true, margin, label, levelModifiers(p));
    level = { score: p.shared ? deepFreeze(score) : score, steps: [] };
    p.levels[slot] = level;
  }
  return level;
}

/**
 * The damage-level step of a prepared shot: margin + d6 + Matrix 9 (+/− class rule) read
 * on Matrix 10. A shared shot makes each step once per margin and roll and shares it,
 * frozen, as it shares its to-hit steps.
 */
function levelPrepared(p: PreparedShot, hit: boolean, margin: number, dice: Dice): Resolution<DamageLevel> {
  const { score, steps } = levelAtMargin(p, margin);
  const notes = hit ? NO_ITEMS : MISSED_SHOT_NOTES;
  const mark = logMark(dice);
  const natural = throwDamageScore(dice);
  const index = p.shared ? sharedD6Index(dice, mark, DAMAGE_SCORE_LABEL, natural) : -1;
  if (index < 0) {
    return damageLevelRead(
      score,
      score.base + natural,
      ownD6Roll(dice, mark, DAMAGE_SCORE_LABEL, natural),
      p.rules,
      notes,
    );
  }
  let step = steps[index];
  if (step === undefined) {
    const rolls = index < 6 ? [{ label: DAMAGE_SCORE_LABEL, die: 'd6' as const, value: natural }] : NO_ITEMS;
    step = deepFreeze(damageLevelRead(score, score.base + natural, rolls, p.rules, notes));
    steps[index] = step;
  }
  return step;
}

/**
 * To-hit then damage level on a prepared shot; shared by the gunnery resolvers and
 * {@link damageLevelOdds}. `index` is where the to-hit roll stands among the shot's shared
 * results (-1 when its steps are not shared; see gunnery-to-hit.ts).
 *
 * @example
 * ```ts
 * const input = gunneryInputSchema.parse({ battery: 'BB', target: 'CA', range: 'short' });
 * gunneryLevelSteps(prepareShot(input, resolveFirepowerRules()), scriptedDice([6, 3])).outcome; // 'H'
 * ```
 */
export function gunneryLevelSteps(
  p: PreparedShot,
  dice: Dice,
): {
  toHit: Resolution<{ hit: boolean; margin: number }>;
  level?: Resolution<DamageLevel>;
  outcome: ShotLevel;
  index: number;
} {
  // The resolvers that call this have checked the dice.
  const { step: toHit, index } = throwToHit(p, dice);
  const { hit, margin } = toHit.outcome;
  if (!hit && p.rules.interpretations.missedShot !== 'literal') return { toHit, outcome: 'miss', index };
  const level = levelPrepared(p, hit, margin, dice);
  return { toHit, level, outcome: level.outcome, index };
}

/**
 * Gunnery through the damage level: Matrix 8 to hit, then (on a hit) margin + d6 +
 * Matrix 9 (+/− class rule when on) read on Matrix 10. A miss does no damage
 * (interpretation 2); with `interpretations.missedShot: 'literal'` a miss's negative
 * margin goes on to Matrix 10 too. Outcome: `'miss'` or the damage level.
 *
 * @example
 * ```ts
 * resolveGunneryDamageLevel({ battery: 'BB', target: 'CA', range: 'short' }, scriptedDice([6, 3])).outcome;
 * // 'H': 6 − 1 = 5 hits at 4+ (margin 1); 1 + 3 + 2 (Matrix 9, BB on CA) = 6
 * ```
 */
export function resolveGunneryDamageLevel(
  input: GunneryInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<ShotLevel> {
  expectDice(dice, 'Matrix 8');
  const { toHit, level, outcome } = gunneryLevelSteps(preparedGunnery(input, rules), dice);
  return resolutionOf({
    rule: 'Matrix 8\u201310',
    title: 'Gunnery damage level',
    outcome,
    steps: level === undefined ? [toHit] : [toHit, level],
    notes: level === undefined ? MISS_NOTES : NO_ITEMS,
  });
}

/**
 * The headline odds, exactly: what damage level this battery does to that target at this
 * range, as an exact distribution over `'miss'` and the Matrix 10 levels (at most 36 die
 * sequences, so it is instant).
 *
 * @example
 * ```ts
 * const odds = damageLevelOdds({ battery: 'BB', target: 'CA', range: 'short' });
 * odds.outcomes.find((o) => o.outcome === 'miss')?.probability; // 2/3 (needs a 5 or 6 before the −1)
 * ```
 */
export function damageLevelOdds(input: GunneryInput, rules?: FirepowerRulesOverrides): ExactOdds<ShotLevel> {
  const shot = preparedGunnery(input, rules);
  return exactOdds((dice) => gunneryLevelSteps(shot, dice).outcome);
}
