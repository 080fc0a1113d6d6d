import * as z from 'zod';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from '../dice/dice.js';
import { type FirepowerRules, type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import { type Nationality, nationalitySchema } from './schemas/enums.js';
import type { Squadron } from './schemas/squadron.js';
import type { BreakOffTable } from './tables/matrix-03-break-off.js';

const RULE = 'Matrix 3';

/** What {@link resolveBreakOffTest} takes: the squadron's losses and its neighbours. */
export const breakOffTestInputSchema = z
  .strictObject({
    /** The squadron's navy (Matrix 3 row). */
    nationality: nationalitySchema,
    /** Ships the squadron began the game with. */
    ships: z.number().int().min(1),
    /** Ships of the squadron destroyed so far (sunk, exploded or abandoned). */
    destroyed: z.number().int().min(0).default(0),
    /** Ships still afloat that have lost 2 or more main battery classes. */
    lostTwoMainBatteryClasses: z.number().int().min(0).default(0),
    /** Friendly squadrons that have broken off within 90 cm of this one since the game began. */
    friendlyBrokenOffNearby: z.number().int().min(0).default(0),
  })
  .refine((v) => v.destroyed + v.lostTwoMainBatteryClasses <= v.ships, {
    message: 'destroyed ships and ships that lost 2+ main battery classes cannot outnumber the squadron',
    path: ['lostTwoMainBatteryClasses'],
  });
/** What {@link resolveBreakOffTest} takes. */
export type BreakOffTestInput = z.input<typeof breakOffTestInputSchema>;
/** A break-off input, validated. Internal. */
export type BreakOffParsed = z.output<typeof breakOffTestInputSchema>;

/** The result of a break-off test: no test due, the squadron breaks off, or it holds. */
export type BreakOffOutcome = 'no-test' | 'breaks-off' | 'holds';

/** Which of the two break-off conditions hold, and the ship counts they need. */
export interface BreakOffTriggers {
  /** At least half (rounded down, at least 1) of the ships have lost 2+ main battery classes. */
  readonly batteryLoss: boolean;
  /** Ships needed for the battery-loss condition. */
  readonly batteryLossNeeds: number;
  /** At least a quarter (rounded down, at least 1) of the ships have been destroyed. */
  readonly destroyed: boolean;
  /** Ships needed for the destroyed condition. */
  readonly destroyedNeeds: number;
}

function needed(ships: number, fraction: number): number {
  return Math.max(1, Math.floor(ships * fraction));
}

/**
 * {@link breakOffTriggers} of counts a battle built from its own validated squadron (with
 * {@link breakOffInputFor}) under the rules in force: not parsed again. Internal.
 */
export function triggersFor(v: BreakOffParsed, table: BreakOffTable): BreakOffTriggers {
  const batteryLossNeeds = needed(v.ships, table.batteryLossFraction);
  const destroyedNeeds = needed(v.ships, table.destroyedFraction);
  return {
    batteryLoss: v.lostTwoMainBatteryClasses >= batteryLossNeeds,
    batteryLossNeeds,
    destroyed: v.destroyed >= destroyedNeeds,
    destroyedNeeds,
  };
}

/**
 * Which break-off conditions a squadron meets (either one calls for a test). "Half" and
 * "a quarter" are rounded down but never below one ship, so an undamaged squadron is
 * never tested.
 *
 * @example
 * ```ts
 * breakOffTriggers({ nationality: 'British', ships: 4, destroyed: 1 }).destroyed; // true (a quarter of 4)
 * ```
 */
export function breakOffTriggers(input: BreakOffTestInput, rules?: FirepowerRulesOverrides): BreakOffTriggers {
  const valid = parseInput(breakOffTestInputSchema, input, { rule: RULE, what: 'break-off input' });
  return triggersFor(valid, resolveFirepowerRules(rules).tables.breakOff);
}

const breakOffScoreArgs = z.strictObject({ nationality: nationalitySchema });

/**
 * The d6 score that breaks a squadron of this nationality off (Matrix 3).
 *
 * @example
 * ```ts
 * breakOffScore('Japanese'); // 5
 * ```
 */
export function breakOffScore(nationality: Nationality, rules?: FirepowerRulesOverrides): number {
  parseInput(breakOffScoreArgs, { nationality }, { rule: RULE, what: 'nationality' });
  return scoreIn(resolveFirepowerRules(rules).tables.breakOff, nationality);
}

/** The break-off score of a nationality on a validated Matrix 3 table. */
function scoreIn(table: BreakOffTable, nationality: Nationality): number {
  const row = table.rows.find((r) => r.nationalities.includes(nationality));
  if (row === undefined) {
    throw new RulesError(`${RULE} has no row for ${nationality}`, { code: 'TABLE_INVALID', rule: RULE });
  }
  return row.score;
}

const lookupBreakOffArgs = z.strictObject({
  modifiedRoll: z.number().int().min(-1_000_000).max(1_000_000),
  nationality: nationalitySchema,
});

/**
 * Pure lookup beside {@link resolveBreakOffTest}: does a modified d6 break this
 * nationality's squadron off?
 *
 * @example
 * ```ts
 * lookupBreakOff(4, 'British'); // 'breaks-off'
 * lookupBreakOff(4, 'Japanese'); // 'holds'
 * ```
 */
export function lookupBreakOff(
  modifiedRoll: number,
  nationality: Nationality,
  rules?: FirepowerRulesOverrides,
): 'breaks-off' | 'holds' {
  parseInput(lookupBreakOffArgs, { modifiedRoll, nationality }, { rule: RULE, what: 'break-off lookup' });
  return modifiedRoll >= breakOffScore(nationality, rules) ? 'breaks-off' : 'holds';
}

function modifiersFor(v: BreakOffParsed, table: BreakOffTable): Modifier[] {
  if (v.friendlyBrokenOffNearby === 0) return [];
  const n = v.friendlyBrokenOffNearby;
  return [
    modifier(
      RULE,
      `${n} friendly squadron${n === 1 ? '' : 's'} broken off within ${table.friendlyRadiusCm} cm`,
      n * table.perFriendlyBrokenOff,
    ),
  ];
}

/**
 * Tests a squadron for breaking off (Break Off, Matrix 3). When neither condition holds
 * (half the ships with 2+ main battery classes lost; a quarter destroyed) no die is
 * thrown. Otherwise a d6, +1 per friendly squadron already broken off within 90 cm,
 * breaks the squadron off on its nationality's score (Japanese 5+; British, American,
 * German 4+; French, Italian, Other 3+).
 *
 * @example
 * ```ts
 * resolveBreakOffTest({ nationality: 'Italian', ships: 4, destroyed: 1 }, createDice(3)).outcome;
 * // 'breaks-off' or 'holds'
 * ```
 */
export function resolveBreakOffTest(
  input: BreakOffTestInput,
  dice: Dice,
  rules?: FirepowerRulesOverrides,
): Resolution<BreakOffOutcome> {
  expectDice(dice, RULE);
  const valid = parseInput(breakOffTestInputSchema, input, { rule: RULE, what: 'break-off input' });
  return breakOffTestOf(valid, dice, resolveFirepowerRules(rules));
}

/**
 * {@link resolveBreakOffTest} of counts a battle built from its own, validated squadron
 * ({@link breakOffCounts}) under the rules in force: not parsed again. Internal.
 */
export function breakOffTestOf(valid: BreakOffParsed, dice: Dice, rules: FirepowerRules): Resolution<BreakOffOutcome> {
  const table = rules.tables.breakOff;
  const triggers = triggersFor(valid, table);
  if (!triggers.batteryLoss && !triggers.destroyed) {
    return resolution({
      rule: RULE,
      title: 'Break-off test',
      outcome: 'no-test',
      notes: [
        `no condition holds: ${valid.lostTwoMainBatteryClasses} of ${triggers.batteryLossNeeds} ships with 2+ main battery classes lost, ${valid.destroyed} of ${triggers.destroyedNeeds} destroyed`,
      ],
    });
  }
  const score = scoreIn(table, valid.nationality);
  const mark = logMark(dice);
  const natural = dice.d6(`${RULE} break-off test`);
  const roll = applyModifiers(natural, modifiersFor(valid, table));
  const notes: string[] = [];
  if (triggers.batteryLoss) notes.push('tested: half the ships have lost 2+ main battery classes');
  if (triggers.destroyed) notes.push('tested: a quarter of the ships have been destroyed');
  return resolution({
    rule: RULE,
    title: 'Break-off test',
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: `${valid.nationality} ${score}+`,
    outcome: roll.total >= score ? 'breaks-off' : 'holds',
    notes,
  });
}

/**
 * Builds a break-off input from a squadron's state: sunk, exploded and abandoned ships
 * count as destroyed; ships in any other status count toward battery loss when they have
 * lost 2+ main battery classes.
 *
 * @example
 * ```ts
 * breakOffInputFor(squadron, 1); // { nationality, ships, destroyed, lostTwoMainBatteryClasses, friendlyBrokenOffNearby: 1 }
 * ```
 */
export function breakOffInputFor(
  squadron: Pick<Squadron, 'nationality' | 'ships' | 'startingShips'>,
  friendlyBrokenOffNearby = 0,
  rules?: FirepowerRulesOverrides,
): BreakOffTestInput {
  return breakOffCounts(squadron, friendlyBrokenOffNearby, resolveFirepowerRules(rules));
}

/** {@link breakOffInputFor} under the rules in force, every count given. Internal. */
export function breakOffCounts(
  squadron: Pick<Squadron, 'nationality' | 'ships' | 'startingShips'>,
  friendlyBrokenOffNearby: number,
  rules: FirepowerRules,
): BreakOffParsed {
  const lost = rules.tables.breakOff.batteryClassesLost;
  const gone = new Set(['sunk', 'exploded', 'abandoned']);
  const destroyedListed = squadron.ships.filter((s) => gone.has(s.status)).length;
  const ships = Math.max(squadron.startingShips ?? squadron.ships.length, squadron.ships.length);
  const removed = ships - squadron.ships.length;
  return {
    nationality: squadron.nationality,
    ships,
    destroyed: destroyedListed + removed,
    lostTwoMainBatteryClasses: squadron.ships.filter(
      (s) => !gone.has(s.status) && s.damage.mainBatteryClassesLost >= lost,
    ).length,
    friendlyBrokenOffNearby,
  };
}
