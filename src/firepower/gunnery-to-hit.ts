import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { expectDice, expectFiniteNumber } from '../core/guards.js';
import { internedLabel } from '../core/interned-label.js';
import { logMark, ownD6Roll, sharedD6Index } from '../core/log-reader.js';
import { applyCheckedModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { NO_ITEMS } from '../core/no-items.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import type { Roll } from '../dice/roll.js';
import { type DamageContext, inAction, lostPower } from './apply-damage.js';
import { armamentIn } from './battery.js';
import type { GunneryOutcome } from './gunnery.js';
import type { LevelAtMargin } from './gunnery-damage-level.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import { type BattleConditions, conditionsOrLateDaylight } from './schemas/conditions.js';
import { ladderClassSchema, nationalitySchema, type ShipClass, shipClassSchema } from './schemas/enums.js';
import { type Ship, shipSchema } from './schemas/ship.js';
import { LIST_DEGREES_PER_TO_HIT } from './tables/damage-die-red.js';
import { FIRE_THRESHOLDS } from './tables/damage-die-white.js';
import { HEAVY_BATTERIES, MATRIX_8_MODIFIERS, RANGE_BANDS, type RangeBand } from './tables/matrix-08-to-hit.js';
import { checkShipTarget } from './target-checks.js';

const RULE = 'Matrix 8';

const freshShips = new Map<ShipClass, Ship>();

/**
 * The target as a ship: the given ship, or a fresh ship of the given class (named for it,
 * nationality "Other"; built once per class and reused, so treat it as read-only).
 *
 * @example
 * ```ts
 * targetShip('CA').class; // 'CA'
 * ```
 */
export function targetShip(target: ShipClass | Ship): Ship {
  if (typeof target !== 'string') return parseInput(shipSchema, target, { rule: 'Matrix 8', what: 'target ship' });
  parseInput(shipClassSchema, target, { rule: 'Matrix 1', what: 'target class' });
  return classShip(target);
}

/** A fresh, read-only ship of a valid class (built once per class). */
function classShip(target: ShipClass): Ship {
  let ship = freshShips.get(target);
  if (ship === undefined) {
    ship = deepFreeze(shipSchema.parse({ name: target, class: target, nationality: 'Other' }));
    freshShips.set(target, ship);
  }
  return ship;
}

/**
 * A target given either as its Matrix 1 class code (read as a fresh ship of that class) or
 * as the ship itself. The ship is parsed once, by the union; only a class code is
 * transformed. The ship branch comes first: a failed branch still costs its issue, and a
 * string failing the ship is cheaper than a ship failing the class list (measured, best of
 * many rounds: the gunnery input's parse took 1.35× two ship parses with the class code
 * first, 1.28× with the ship first).
 */
export const gunneryTargetSchema = z.union([shipSchema, shipClassSchema.transform(classShip)]);

/** What the gunnery resolvers take: the firing battery, the target, the range band and the situation. */
export const gunneryInputSchema = z
  .strictObject({
    /** The firing battery's class (SB to DE); the main and the secondary battery each make their own throw. */
    battery: ladderClassSchema,
    /** The target: a Matrix 1 class code such as `'CA'`, or the target ship with its damage state. */
    target: gunneryTargetSchema,
    /** The Matrix 7 range band the target lies in; or give `distanceInches` and the band is read from Matrix 7. */
    range: z.enum(RANGE_BANDS).optional(),
    /** The distance to the target in inches: Matrix 7 gives the band for the battery, period and scale, and refuses a shot beyond long range. */
    distanceInches: z.number().min(0).max(100_000).optional(),
    /** The firing ship, when known: its list and fires modify the roll, its sub-class the Matrix 9 score, and its batteries are checked. */
    firer: shipSchema.optional(),
    /** The firing side's navy, when no firer is given (Japanese may fire at night without radar or flares). */
    nationality: nationalitySchema.optional(),
    /** Battle conditions (time of day, weather, night aids). Default: Late Period, daylight, good weather. */
    conditions: conditionsOrLateDaylight,
    /** +1: the target has previously fired. Default: the target ship's `hasFired`, else false. */
    targetHasFired: z.boolean().optional(),
    /** +1: the target is silhouetted against the sun; only at dusk or dawn (refused otherwise). */
    targetSilhouetted: z.boolean().default(false),
    /** +1: the firer is in Line Ahead and under control. */
    lineAheadUnderControl: z.boolean().default(false),
    /** −1: the target's squadron is under Scatter orders. */
    targetScattering: z.boolean().default(false),
    /** −1: the firer moved more than half its move rate this turn. */
    movedMoreThanHalf: z.boolean().default(false),
  })
  // Matrix 7: a shot needs its range band or its distance; the JSON Schema says so too.
  .meta({
    anyOf: [
      { properties: { range: {} }, required: ['range'] },
      { properties: { distanceInches: {} }, required: ['distanceInches'] },
    ],
  });
/** What the gunnery resolvers take. */
export type GunneryInput = z.input<typeof gunneryInputSchema>;
/** A parsed gunnery input. */
export type GunneryParsed = z.output<typeof gunneryInputSchema>;
/** A parsed gunnery input checked by {@link checkGunneryAllowed}: its range band is known. */
export type GunneryShot = GunneryParsed & { readonly range: RangeBand };

/** The outcome of a Matrix 8 throw. */
export interface ToHitOutcome {
  /** True when the modified score reached the range band's number. */
  readonly hit: boolean;
  /** Modified score minus the number needed: ≥ 0 on a hit, negative on a miss. */
  readonly margin: number;
}

/** Target classes that take the +1 "CV, CVE, CVL, AK or AKL" (Matrix 1 has no CVL; CVA is not listed). */
const CARRIER_OR_CARGO: readonly ShipClass[] = ['CV', 'CVE', 'AK', 'AKL'];

function isHeavy(battery: string): boolean {
  return (HEAVY_BATTERIES as readonly string[]).includes(battery);
}

/**
 * The Matrix 8 modifiers that apply to a shot, as data: the eleven printed lines (list
 * counted once per full 10°) plus the firer's fires (WHITE DIE: over 6 −1, over 8 −2).
 *
 * @example
 * ```ts
 * gunneryModifiers({ battery: 'BB', target: 'DD', range: 'short', conditions: { period: 'late', timeOfDay: 'dusk' } });
 * // [−1 dawn or dusk, −2 SB/BB/BC battery firing on DD or DE]
 * ```
 */
export function gunneryModifiers(input: GunneryInput): Modifier[] {
  return modifiersFor(parseInput(gunneryInputSchema, input, { rule: RULE, what: 'gunnery input', reuseFrozen: true }));
}

function modifiersFor(v: GunneryParsed): Modifier[] {
  const m = MATRIX_8_MODIFIERS;
  const target = v.target;
  const c: BattleConditions = v.conditions;
  const out: Modifier[] = [];
  const add = (entry: { label: string; delta: number }, times = 1): void => {
    out.push(modifier(RULE, entry.label, entry.delta * times));
  };
  if (v.targetHasFired ?? target.hasFired) add(m.targetHasFired);
  if (v.targetSilhouetted) add(m.targetSilhouetted);
  if (v.lineAheadUnderControl) add(m.lineAheadUnderControl);
  if (CARRIER_OR_CARGO.includes(target.class)) add(m.carrierOrCargoTarget);
  if (isHeavy(v.battery) && (target.class === 'CA' || target.class === 'CL')) add(m.heavyBatteryOnCruiser);
  if (v.targetScattering) add(m.targetScattering);
  if (c.weather === 'bad') add(m.badWeather);
  const tens = Math.floor((v.firer?.damage.listDegrees ?? 0) / LIST_DEGREES_PER_TO_HIT);
  if (tens > 0)
    out.push(modifier(RULE, `${tens * LIST_DEGREES_PER_TO_HIT}\u00b0 of list`, m.listPer10Degrees.delta * tens));
  if (c.timeOfDay === 'dawn' || c.timeOfDay === 'dusk') add(m.dawnOrDusk);
  if (v.movedMoreThanHalf) add(m.movedMoreThanHalf);
  if (c.timeOfDay === 'night') add(m.night);
  if (isHeavy(v.battery) && (target.class === 'DD' || target.class === 'DE')) add(m.heavyBatteryOnDestroyer);
  const fires = v.firer?.damage.firePoints ?? 0;
  if (fires > FIRE_THRESHOLDS.leavesFormation) {
    out.push(modifier('WHITE DIE', `fire points over ${FIRE_THRESHOLDS.leavesFormation}`, -2));
  } else if (fires > FIRE_THRESHOLDS.toHitMinus1) {
    out.push(modifier('WHITE DIE', `fire points over ${FIRE_THRESHOLDS.toHitMinus1}`, -1));
  }
  return out;
}

/**
 * Checks that the shot may be fired, throwing a RulesError (`ILLEGAL_ACTION`) when not:
 * night fire needs radar, flares or a Japanese firer; the firer must be in action, have
 * power (special effect 4) and still have a battery of the class given; the target must
 * not have sunk or exploded.
 *
 * @example
 * ```ts
 * const night = gunneryInputSchema.parse({ battery: 'CA', target: 'CA', range: 'short', conditions: { period: 'late', timeOfDay: 'night' } });
 * checkGunneryAllowed(night, resolveFirepowerRules()); // throws ILLEGAL_ACTION (no radar or flares)
 * ```
 */
export function checkGunneryAllowed(v: GunneryParsed, rules: FirepowerRules): GunneryShot {
  const illegal = (message: string, path: string[]): never => {
    throw new RulesError(`${RULE}: ${message}`, { code: 'ILLEGAL_ACTION', rule: RULE, path });
  };
  const c = v.conditions;
  const range = rangeBandOf(v, rules);
  const japanese = (v.firer?.nationality ?? v.nationality) === 'Japanese';
  if (c.timeOfDay === 'night' && !c.nightAids.radar && !c.nightAids.flares && !japanese) {
    illegal('firing at night needs radar or flares (Late Period), unless the firer is Japanese', [
      'conditions',
      'timeOfDay',
    ]);
  }
  // Battle Area Conditions: ships are silhouetted against the sun only at dusk or dawn.
  if (v.targetSilhouetted && c.timeOfDay !== 'dusk' && c.timeOfDay !== 'dawn') {
    illegal('a ship is silhouetted against the sun only at dusk or dawn', ['targetSilhouetted']);
  }
  const target = v.target;
  if (target.status === 'sunk' || target.status === 'exploded')
    illegal(`the target ${target.name} has ${target.status}`, ['target', 'status']);
  checkShipTarget(target, rules);
  const firer = v.firer;
  if (firer === undefined) return withRange(v, range);
  if (!inAction(firer)) illegal(`${firer.name} is ${firer.status} and cannot fire`, ['firer', 'status']);
  if (lostPower(firer))
    illegal(`${firer.name} has lost power (special effect 4) and cannot use its armament`, ['firer']);
  const armament = armamentIn(firer, c.period, rules.interpretations.batteryBelowDe, rules.tables.shipClasses);
  if (armament.main !== v.battery && armament.secondary !== v.battery) {
    illegal(
      `${firer.name} has no ${v.battery} battery now (main ${armament.main ?? 'none'}, secondary ${armament.secondary ?? 'none'})`,
      ['battery'],
    );
  }
  return withRange(v, range);
}

/** The checked shot: the parsed input itself when it names its band already, else a copy with it. */
function withRange(v: GunneryParsed, range: RangeBand): GunneryShot {
  return v.range === range ? (v as GunneryShot) : { ...v, range };
}

/**
 * The shot's Matrix 7 band: `range` as given, or read from `distanceInches` for the
 * battery, period and scale (beyond long range is `ILLEGAL_ACTION`; both given and
 * disagreeing, or neither given, is `INVALID_INPUT`).
 */
function rangeBandOf(v: GunneryParsed, rules: FirepowerRules): RangeBand {
  const invalid = (message: string, path: string[]): never => {
    throw new RulesError(`Matrix 7: ${message}`, { code: 'INVALID_INPUT', rule: 'Matrix 7', path });
  };
  if (v.distanceInches === undefined) {
    return v.range ?? invalid('give the range band (range) or the distance to the target (distanceInches)', ['range']);
  }
  const table = rules.tables.ranges;
  const row = table.rows[v.battery][v.conditions.period];
  const factor = v.conditions.scale === 'large' ? table.largeScaleMultiplier : 1;
  const band = v.distanceInches <= row.short * factor ? 'short' : v.distanceInches <= row.long * factor ? 'long' : null;
  if (band === null) {
    throw new RulesError(
      `Matrix 7: ${v.distanceInches}" is beyond a ${v.battery} battery's long range (${row.long * factor}")`,
      { code: 'ILLEGAL_ACTION', rule: 'Matrix 7', path: ['distanceInches'] },
    );
  }
  if (v.range !== undefined && v.range !== band) {
    invalid(`range ${v.range} disagrees with distanceInches ${v.distanceInches}, which is ${band} range`, ['range']);
  }
  return band;
}

const toHitLookupArgs = z.strictObject({
  modifiedRoll: z.number().int().min(-1_000_000).max(1_000_000),
  range: z.enum(['short', 'long']),
});

/**
 * Pure lookup beside {@link resolveGunneryToHit}: reads a modified d6 against Matrix 8.
 *
 * @example
 * ```ts
 * lookupGunneryToHit(5, 'short'); // { hit: true, margin: 1 }
 * lookupGunneryToHit(5, 'long');  // { hit: false, margin: -1 }
 * ```
 */
export function lookupGunneryToHit(
  modifiedRoll: number,
  range: RangeBand,
  rules?: FirepowerRulesOverrides,
): ToHitOutcome {
  parseInput(toHitLookupArgs, { modifiedRoll, range }, { rule: 'Matrix 8', what: 'to-hit lookup' });
  const needed = resolveFirepowerRules(rules).tables.toHit[range];
  return { hit: modifiedRoll >= needed, margin: modifiedRoll - needed };
}

/** What a checked shot needs on every throw, worked out once per parsed input and rules. Internal. */
export interface PreparedShot {
  /** The checked shot. */
  readonly shot: GunneryShot;
  /** The rules in force. */
  readonly rules: FirepowerRules;
  /** The Matrix 8 number needed at the shot's range. */
  readonly needed: number;
  /** The modifiers that apply (zero deltas left out), frozen: every resolution of the shot shares them. */
  readonly modifiers: readonly Modifier[];
  /** Their sum. */
  readonly net: number;
  /** The to-hit roll's label. */
  readonly label: string;
  /** The Matrix 8 row read, e.g. `'short range 4+'`. */
  readonly row: string;
  /** The chain's title, e.g. `'BB battery fires on CA'`. */
  readonly title: string;
  /** The Matrix 9 modifiers of a hit, worked out on the shot's first hit (see gunnery-damage-level.ts). */
  levelModifiers: readonly Modifier[] | undefined;
  /** What hits share by to-hit margin (0, −1, 1, −2, … in turn), each worked out on its first throw (see gunnery-damage-level.ts). */
  readonly levels: (LevelAtMargin | undefined)[];
  /** The damage context of a hit under the printed rules, made on the shot's first hit (see gunnery.ts). */
  printedDamageContext: DamageContext | undefined;
  /**
   * True when the shot is kept for its deep-frozen input, so every throw of that input
   * shares it: its steps are then made once per die face and shared, frozen.
   */
  readonly shared: boolean;
  /** The to-hit steps of a shared shot by {@link sharedD6Index}, each made on its first throw. */
  readonly toHitSteps: (Resolution<ToHitOutcome> | undefined)[];
  /** A shared shot's whole resolution of a miss, by the to-hit roll's {@link sharedD6Index} (see gunnery.ts). */
  readonly missResults: (Resolution<GunneryOutcome> | undefined)[];
}

/** The to-hit roll's label of a shot. */
function toHitLabel(shot: GunneryShot): string {
  return `${RULE} to hit (${shot.battery} battery, ${shot.range} range)`;
}

/** Prepared shots by parsed input (deep-frozen inputs only, so they cannot change) and rules. */
const PREPARED = new WeakMap<GunneryParsed, WeakMap<FirepowerRules, PreparedShot>>();

function prepare(v: GunneryParsed, rules: FirepowerRules, shared: boolean): PreparedShot {
  const shot = checkGunneryAllowed(v, rules);
  const needed = rules.tables.toHit[shot.range];
  const roll = applyCheckedModifiers(0, modifiersFor(shot)); // made by modifier(), so checked
  return {
    shot,
    rules,
    needed,
    // Freezing and interning pay back only when the shot is kept and thrown again.
    modifiers: shared ? deepFreeze(roll.modifiers) : roll.modifiers,
    net: roll.net,
    label: shared ? internedLabel(toHitLabel(shot)) : toHitLabel(shot),
    row: `${shot.range} range ${needed}+`,
    title: `${shot.battery} battery fires on ${shot.target.name}`,
    levelModifiers: undefined,
    levels: [],
    printedDamageContext: undefined,
    shared,
    toHitSteps: [],
    missResults: [],
  };
}

/**
 * Checks a parsed shot ({@link checkGunneryAllowed}) and works out what every throw of it
 * needs; a deep-frozen input (one the parse cache returned) is prepared once. Internal.
 */
export function prepareShot(v: GunneryParsed, rules: FirepowerRules): PreparedShot {
  if (!Object.isFrozen(v)) return prepare(v, rules, false);
  let byRules = PREPARED.get(v);
  if (byRules === undefined) {
    byRules = new WeakMap();
    PREPARED.set(v, byRules);
  }
  let prepared = byRules.get(rules);
  if (prepared === undefined) {
    prepared = prepare(v, rules, true);
    byRules.set(rules, prepared);
  }
  return prepared;
}

/**
 * Shots under the printed rules by the deep-frozen input that asked for them: one lookup
 * instead of a parse, a rules lookup and a preparation on every throw (Monte Carlo runs,
 * exact odds). Only inputs the parse cache keeps (deep-frozen ones) are kept here.
 */
const PRINTED_RULES_SHOTS = new WeakMap<object, PreparedShot>();

/**
 * Parses a gunnery input and prepares its shot under the rules in force: where every
 * gunnery resolver starts. Internal.
 */
export function preparedGunnery(input: unknown, rules: FirepowerRulesOverrides | undefined): PreparedShot {
  if (rules === undefined && input !== null && typeof input === 'object') {
    const known = PRINTED_RULES_SHOTS.get(input);
    if (known !== undefined) return known;
  }
  const valid = parseInput(gunneryInputSchema, input, { rule: RULE, what: 'gunnery input', reuseFrozen: true });
  const prepared = prepareShot(valid, resolveFirepowerRules(rules));
  // A frozen parse is one the parse cache keeps for this very (deep-frozen) input.
  if (rules === undefined && Object.isFrozen(valid)) PRINTED_RULES_SHOTS.set(input as object, prepared);
  return prepared;
}

/**
 * The to-hit step of a prepared shot and where its roll stands among the shot's shared
 * results ({@link sharedD6Index}; -1 when the step is not shared). Used by the gunnery
 * chain. Internal.
 */
export function throwToHit(
  p: PreparedShot,
  dice: Dice,
): { readonly step: Resolution<ToHitOutcome>; readonly index: number } {
  const mark = logMark(dice);
  const natural = dice.d6(p.label);
  expectFiniteNumber(natural, RULE, 'to-hit roll');
  const index = p.shared ? sharedD6Index(dice, mark, p.label, natural) : -1;
  if (index < 0) return { step: toHitStep(p, natural, ownD6Roll(dice, mark, p.label, natural)), index };
  let step = p.toHitSteps[index];
  if (step === undefined) {
    step = deepFreeze(toHitStep(p, natural, index < 6 ? [{ label: p.label, die: 'd6', value: natural }] : NO_ITEMS));
    p.toHitSteps[index] = step;
  }
  return { step, index };
}

/** The to-hit step of a prepared shot whose roll read `natural`. */
function toHitStep(p: PreparedShot, natural: number, rolls: readonly Roll[]): Resolution<ToHitOutcome> {
  const total = natural + p.net;
  return resolutionOf({
    rule: RULE,
    title: 'Gunnery to hit',
    rolls,
    modifiers: p.modifiers,
    total,
    row: p.row,
    outcome: { hit: total >= p.needed, margin: total - p.needed },
  });
}

/**
 * Throws one battery's d6 to hit (Matrix 8): short range 4+, long range 6+, with the
 * eleven printed modifiers and the firer's fires. Firing at night needs radar, flares or a
 * Japanese firer (`ILLEGAL_ACTION` otherwise).
 *
 * @example
 * ```ts
 * resolveGunneryToHit({ battery: 'BB', target: 'CA', range: 'short' }, scriptedDice([5])).outcome;
 * // { hit: true, margin: 0 }  (5 − 1 for a BB battery on a CA = 4, needs 4+)
 * ```
 */
export function resolveGunneryToHit(
  input: GunneryInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<ToHitOutcome> {
  expectDice(dice, RULE);
  return throwToHit(preparedGunnery(input, rules), dice).step;
}
