import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { inAction, lostPower } from './apply-damage.js';
import { damageContext, damageStep } from './damage.js';
import type { GunneryOutcome } from './gunnery.js';
import { targetColumn } from './gunnery-damage-level.js';
import { gunneryTargetSchema } from './gunnery-to-hit.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import { conditionsOrLateDaylight } from './schemas/conditions.js';
import {
  DAMAGE_LEVELS,
  type DamageLevel,
  type LadderClass,
  ladderClassSchema,
  nationalitySchema,
  type ShipClass,
} from './schemas/enums.js';
import { type Ship, shipSchema } from './schemas/ship.js';
import {
  TORPEDO_LARGE_TARGETS,
  TORPEDO_MODIFIERS,
  TORPEDO_PERIODS,
  type TorpedoPeriod,
} from './tables/matrix-11-torpedo.js';
import { checkShipTarget } from './target-checks.js';

const RULE = 'Matrix 11';

/** What the torpedo resolvers take. */
export const torpedoInputSchema = z.strictObject({
  /** The target: a Matrix 1 class code such as `'BB'`, or the target ship with its damage state. */
  target: gunneryTargetSchema,
  /** The torpedo's period on Matrix 11: `'long-lance'` (Japanese), `'late'`, `'middle'` or `'early'`. */
  torpedo: z.enum(TORPEDO_PERIODS),
  /** The firing ship or submarine, when known: its sustained damage (and a damaged submarine) modify the throw. */
  firer: shipSchema.optional(),
  /** The firing side's navy, when no firer is given (at night only Japanese ships fire without radar or flares). */
  nationality: nationalitySchema.optional(),
  /** Battle conditions (weather, time of day). Default: Late Period, daylight, good weather. */
  conditions: conditionsOrLateDaylight,
});
/** What the torpedo resolvers take. */
export type TorpedoInput = z.input<typeof torpedoInputSchema>;
type TorpedoParsed = z.output<typeof torpedoInputSchema>;

/** The result of a torpedo attack, through to the damage dice (same shape as gunnery's). */
export type TorpedoOutcome = GunneryOutcome;

function worstLevel(ship: Ship | undefined): number {
  if (ship === undefined) return 0;
  return Math.max(0, ...ship.damage.damageLevels.map((level) => DAMAGE_LEVELS.indexOf(level)));
}

/**
 * The four torpedo modifiers (Page 16), as data. Each printed line applies once when any
 * of its conditions holds. "Sustained" damage is the firer's worst hit so far: Medium or
 * Heavy takes the −1 line, Extensive or Catastrophic the −2 line.
 *
 * @example
 * ```ts
 * torpedoModifiers({ target: 'BB', torpedo: 'late', conditions: { period: 'late', timeOfDay: 'dusk' } });
 * // [+1 large target, −1 dusk or dawn]
 * ```
 */
export function torpedoModifiers(input: TorpedoInput): Modifier[] {
  return modifiersFor(parseInput(torpedoInputSchema, input, { rule: RULE, what: 'torpedo input', reuseFrozen: true }));
}

function modifiersFor(v: TorpedoParsed): Modifier[] {
  const m = TORPEDO_MODIFIERS;
  const c = v.conditions;
  const worst = worstLevel(v.firer);
  const medium = DAMAGE_LEVELS.indexOf('M');
  const extensive = DAMAGE_LEVELS.indexOf('E');
  const damagedSub = v.firer?.class === 'SM' && v.firer.damage.submarineDamaged;
  const out: Modifier[] = [];
  if ((TORPEDO_LARGE_TARGETS as readonly ShipClass[]).includes(v.target.class)) {
    out.push(modifier(RULE, m.largeTarget.label, m.largeTarget.delta));
  }
  if (c.weather === 'bad' || (worst >= medium && worst < extensive)) {
    out.push(modifier(RULE, m.badWeatherOrMedium.label, m.badWeatherOrMedium.delta));
  }
  if (c.timeOfDay === 'dusk' || c.timeOfDay === 'dawn')
    out.push(modifier(RULE, m.dawnOrDusk.label, m.dawnOrDusk.delta));
  if (c.timeOfDay === 'night' || damagedSub || worst >= extensive) {
    out.push(modifier(RULE, m.nightOrHeavyDamage.label, m.nightOrHeavyDamage.delta));
  }
  return out;
}

function check(v: TorpedoParsed, rules: FirepowerRules): void {
  const illegal = (message: string, path: string[], rule = RULE): never => {
    throw new RulesError(`${rule}: ${message}`, { code: 'ILLEGAL_ACTION', rule, path });
  };
  if (v.target.status === 'sunk' || v.target.status === 'exploded') {
    illegal(`the target ${v.target.name} has ${v.target.status}`, ['target', 'status']);
  }
  checkShipTarget(v.target, rules);
  // Use of Radar and Flares: firing at night, torpedoes too (their −2 at night applies then),
  // needs radar or flares, or Japanese ships; the Long Lance is Japanese.
  const c = v.conditions;
  const japanese = (v.firer?.nationality ?? v.nationality) === 'Japanese' || v.torpedo === 'long-lance';
  if (c.timeOfDay === 'night' && !c.nightAids.radar && !c.nightAids.flares && !japanese) {
    illegal(
      'firing torpedoes at night needs radar or flares (Late Period), unless the firer is Japanese',
      ['conditions', 'timeOfDay'],
      'Use of Radar and Flares',
    );
  }
  const firer = v.firer;
  if (firer === undefined) return;
  if (firer.class === 'SM' && v.target.class === 'SM') {
    illegal('submarines engage surface targets only', ['target', 'class'], 'Submarines');
  }
  if (!inAction(firer)) illegal(`${firer.name} is ${firer.status} and cannot fire`, ['firer', 'status']);
  if (lostPower(firer))
    illegal(`${firer.name} has lost power (special effect 4) and cannot use its armament`, ['firer']);
}

const torpedoLevelArgs = z.strictObject({
  total: z.number().int().min(-1_000_000).max(1_000_000),
  torpedo: z.enum(TORPEDO_PERIODS),
  column: ladderClassSchema,
});

/**
 * Pure lookup beside {@link resolveTorpedo}: the damage level of a hit, from the modified
 * plus-minus total (which must be positive to hit) + Matrix 11, read on Matrix 10.
 *
 * @example
 * ```ts
 * lookupTorpedoLevel(2, 'long-lance', 'CA'); // 'M' (2 + 3 = 5)
 * lookupTorpedoLevel(0, 'late', 'CA');       // 'miss'
 * ```
 */
export function lookupTorpedoLevel(
  total: number,
  torpedo: TorpedoPeriod,
  column: LadderClass,
  rules?: FirepowerRulesOverrides,
): 'miss' | DamageLevel {
  parseInput(torpedoLevelArgs, { total, torpedo, column }, { rule: 'Matrix 11', what: 'torpedo lookup' });
  if (total <= 0) return 'miss';
  const resolved = resolveFirepowerRules(rules);
  return lookupBand(resolved.tables.damageLevel, total + resolved.tables.torpedo[torpedo][column]).result;
}

function levelSteps(
  v: TorpedoParsed,
  dice: Dice,
  rules: FirepowerRules,
): { hitStep: Resolution<boolean>; levelStep?: Resolution<DamageLevel>; outcome: 'miss' | DamageLevel } {
  const mark = logMark(dice);
  const natural = dice.plusMinus(`Torpedoes plus die minus die (${v.torpedo})`);
  const roll = applyModifiers(natural, modifiersFor(v));
  const hitStep = resolutionOf({
    rule: 'Torpedoes',
    title: 'Torpedo hits',
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: roll.total > 0 ? 'positive: hit' : 'not positive: miss',
    outcome: roll.total > 0,
  });
  if (roll.total <= 0) return { hitStep, outcome: 'miss' };
  const column = targetColumn(v.target, rules);
  const applied = applyModifiers(roll.total, [
    modifier(RULE, `${v.torpedo} torpedo against ${column}`, rules.tables.torpedo[v.torpedo][column]),
  ]);
  const read = lookupBand(rules.tables.damageLevel, applied.total);
  const levelStep = resolutionOf({
    rule: 'Matrix 10',
    title: 'Damage level',
    modifiers: applied.modifiers,
    total: applied.total,
    row: read.row,
    outcome: read.result,
  });
  return { hitStep, levelStep, outcome: read.result };
}

/**
 * A torpedo attack when the marker reaches its target (Page 16): a plus die minus a
 * minus die with the four modifiers; a positive total hits. The total + Matrix 11 (torpedo
 * period against the target's class) is read on Matrix 10, then the RED, BLUE and GREEN
 * damage dice are thrown (not WHITE) and applied to the target, which comes back as a NEW ship.
 *
 * @example
 * ```ts
 * resolveTorpedo({ target: 'CA', torpedo: 'long-lance' }, scriptedDice([5, 2, 1, 1, 1])).outcome.level;
 * // 'H': 5 − 2 = 3 hits; 3 + 3 (Long Lance on CA) = 6
 * ```
 */
export function resolveTorpedo(
  input: TorpedoInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<TorpedoOutcome> {
  expectDice(dice, RULE);
  const v = parseInput(torpedoInputSchema, input, { rule: RULE, what: 'torpedo input', reuseFrozen: true });
  const resolved = resolveFirepowerRules(rules);
  check(v, resolved);
  const { hitStep, levelStep, outcome } = levelSteps(v, dice, resolved);
  const title = `${v.torpedo} torpedoes on ${v.target.name}`;
  if (levelStep === undefined || outcome === 'miss') {
    return resolutionOf({
      rule: 'Torpedoes',
      title,
      outcome: { hit: false, level: '-', target: v.target, damage: null },
      steps: [hitStep],
    });
  }
  const context = damageContext(v.conditions.period, v.conditions.scale, resolved, rules);
  const damage = damageStep(v.target, outcome, ['red', 'blue', 'green'], dice, context, rules);
  return resolutionOf({
    rule: 'Torpedoes',
    title,
    outcome: {
      hit: true,
      level: outcome,
      target: damage.outcome.ship,
      damage: outcome === '-' ? null : damage.outcome,
    },
    steps: [hitStep, levelStep, damage],
    notes: ['the WHITE DIE is not used for torpedoes'],
  });
}

/**
 * Torpedo attack through the damage level only: `'miss'` or the Matrix 10 level.
 *
 * @example
 * ```ts
 * resolveTorpedoLevel({ target: 'DD', torpedo: 'late' }, scriptedDice([3, 3])).outcome; // 'miss'
 * ```
 */
export function resolveTorpedoLevel(
  input: TorpedoInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<'miss' | DamageLevel> {
  expectDice(dice, RULE);
  const v = parseInput(torpedoInputSchema, input, { rule: RULE, what: 'torpedo input', reuseFrozen: true });
  const resolved = resolveFirepowerRules(rules);
  check(v, resolved);
  const { hitStep, levelStep, outcome } = levelSteps(v, dice, resolved);
  return resolutionOf({
    rule: 'Torpedoes',
    title: 'Torpedo damage level',
    outcome,
    steps: levelStep === undefined ? [hitStep] : [hitStep, levelStep],
  });
}

/**
 * The exact distribution of a torpedo attack's damage level (36 die sequences).
 *
 * @example
 * ```ts
 * torpedoLevelOdds({ target: 'BB', torpedo: 'late' }).outcomes; // 'miss' 15/36, …
 * ```
 */
export function torpedoLevelOdds(
  input: TorpedoInput,
  rules?: FirepowerRulesOverrides,
): ExactOdds<'miss' | DamageLevel> {
  const v = parseInput(torpedoInputSchema, input, { rule: RULE, what: 'torpedo input', reuseFrozen: true });
  const resolved = resolveFirepowerRules(rules);
  check(v, resolved);
  return exactOdds((dice) => levelSteps(v, dice, resolved).outcome);
}
