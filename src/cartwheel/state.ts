import * as z from 'zod';
import { type ParseContext, parseInput } from '../core/parse-input.js';
import { stateArg } from './arguments.js';
import { illegal, type Refusal, refuse } from './check.js';
import type { AirUnitState } from './schemas/air-unit-state.js';
import type { Airbase } from './schemas/airbase.js';
import type { Side } from './schemas/common.js';
import { type CartwheelState, type CartwheelStateInput, cartwheelStateSchema } from './schemas/state.js';
import { serviceSide } from './service-side.js';
import { type PhaseId, SEQUENCE_OF_PLAY } from './tables/sequence-of-play.js';

/** What {@link findAirbase} checks: the board and the id and rule asked for. */
const findAirbaseArgs = z.strictObject({ state: stateArg, id: z.string(), rule: z.string().min(1) });
/** What {@link airbaseNamed} checks. */
const airbaseNamedArgs = z.strictObject({ state: stateArg, name: z.string() });
/** What {@link findAirUnit} checks. */
const findAirUnitArgs = z.strictObject({ state: stateArg, id: z.string(), rule: z.string().min(1) });
/** What {@link unitsAtAirbase} checks. */
const unitsAtAirbaseArgs = z.strictObject({ state: stateArg, airbaseId: z.string() });

/**
 * Parses a game state with its schema (every default filled in, cross-references checked).
 * Bad state is a RulesError (`INVALID_INPUT`) naming the field and the rule.
 *
 * @example
 * ```ts
 * const state = parseCartwheelState({ turn: 2, airbases: [], airUnits: [] });
 * state.phase; // 'random-events'
 * ```
 */
export function parseCartwheelState(input: CartwheelStateInput, rule = '6.0'): CartwheelState {
  if (ownBoards > 0) return input as CartwheelState;
  return parseInput(cartwheelStateSchema, input, { rule, what: 'Cartwheel state' });
}

/**
 * Checks a helper's arguments, its board among them, with `schema` (the parse is only a
 * check: the helper reads its arguments as given). On the game's own boards
 * ({@link onOwnBoards}) the check is skipped: the board is the game's, and the rest comes
 * from the game's parsed action or its own records. Internal.
 *
 * @example
 * ```ts
 * checkBoardArgs(unitsAtAirbaseArgs, { state, airbaseId }, { rule: '6.3', what: 'airbase look-up' });
 * ```
 */
export function checkBoardArgs(schema: z.ZodType, values: unknown, context: ParseContext): void {
  if (ownBoards === 0) parseInput(schema, values, context);
}

/** How many {@link onOwnBoards} calls are running (they nest; all code here is synchronous). */
let ownBoards = 0;

/**
 * Runs `run` on boards the Cartwheel game validated itself: a game state it parsed (its
 * board parsed with it) or made (every board its steps hold is a parsed board or one the
 * functions here built from one). Within it, {@link parseCartwheelState} takes a board as
 * it is instead of parsing it again: the game calls those functions many times a step,
 * on its own board. Only the game layer calls it, around its own code; every input from
 * outside is parsed before. Internal.
 *
 * @example
 * ```ts
 * onOwnBoards(() => advancePhase(parsedBoard)); // no second parse of parsedBoard
 * ```
 */
export function onOwnBoards<T>(run: () => T): T {
  ownBoards++;
  try {
    return run();
  } finally {
    ownBoards--;
  }
}

/**
 * The airbase with `id`, or an `ILLEGAL_ACTION` error naming it.
 *
 * @example
 * ```ts
 * findAirbase(state, 'rabaul', '6.6').name; // 'Rabaul'
 * ```
 */
export function findAirbase(state: CartwheelState, id: string, rule: string): Airbase {
  checkBoardArgs(
    findAirbaseArgs,
    { state, id, rule },
    { rule: typeof rule === 'string' && rule !== '' ? rule : '6.0', what: 'airbase look-up' },
  );
  const found = state.airbases.find((b) => b.id === id);
  return found ?? illegal(rule, `there is no airbase "${id}"`);
}

/**
 * The airbase called `name` (as printed on the ADC), if any.
 *
 * @example
 * ```ts
 * airbaseNamed(state, 'Port Moresby')?.hex;
 * ```
 */
export function airbaseNamed(state: CartwheelState, name: string): Airbase | undefined {
  checkBoardArgs(airbaseNamedArgs, { state, name }, { rule: '6.0', what: 'airbase look-up' });
  return state.airbases.find((b) => b.name === name);
}

/**
 * The air unit with counter id `id`, or an `ILLEGAL_ACTION` error naming it. Both sides
 * may use an id (2.2); such an id is an error too: ask it of a board holding one side's units.
 *
 * @example
 * ```ts
 * findAirUnit(state, '38FG-1', '7.2').disrupted;
 * ```
 */
export function findAirUnit(state: CartwheelState, id: string, rule: string): AirUnitState {
  checkBoardArgs(
    findAirUnitArgs,
    { state, id, rule },
    { rule: typeof rule === 'string' && rule !== '' ? rule : '2.2', what: 'air unit look-up' },
  );
  return airUnitWithId(state, id, rule) ?? illegal(rule, `there is no air unit "${id}"`);
}

/**
 * The air unit with counter id `id`, or undefined. Each side's counters have ids of their
 * own (2.2), so an id that an Allied and a Japanese unit share names no one unit: that is
 * an `ILLEGAL_ACTION` error asking for a board of one side's units. Internal.
 */
export function airUnitWithId(
  state: Pick<CartwheelState, 'airUnits'>,
  id: string,
  rule: string,
): AirUnitState | undefined {
  let found: AirUnitState | undefined;
  for (const unit of state.airUnits) {
    if (unit.unit.id !== id) continue;
    if (found !== undefined) {
      illegal(
        rule,
        `"${id}" is the id of an Allied and of a Japanese air unit (2.2: each side's counters have ids of their own): ask it of a board that holds one side's air units`,
      );
    }
    found = unit;
  }
  return found;
}

/**
 * The air units on an airbase's display now (not those out on a recon hex).
 *
 * @example
 * ```ts
 * unitsAtAirbase(state, 'rabaul').length;
 * ```
 */
export function unitsAtAirbase(state: CartwheelState, airbaseId: string): AirUnitState[] {
  checkBoardArgs(unitsAtAirbaseArgs, { state, airbaseId }, { rule: '6.3', what: 'airbase look-up' });
  return state.airUnits.filter((u) => u.location.at === 'airbase' && u.location.airbaseId === airbaseId);
}

/**
 * A new state with the air units whose ids are in `ids` replaced by `change(unit)`; the
 * given state is not touched. With `side`, only that side's units (2.2: an Allied and a
 * Japanese unit may share an id); without it, every unit with one of the ids.
 *
 * @example
 * ```ts
 * const next = updateAirUnits(state, ['38FG-1'], (u) => ({ ...u, flown: true }));
 * ```
 */
export function updateAirUnits(
  state: CartwheelState,
  ids: readonly string[],
  change: (unit: AirUnitState) => AirUnitState,
  side?: Side,
): CartwheelState {
  const wanted = new Set(ids);
  const mine = (u: AirUnitState) =>
    wanted.has(u.unit.id) && (side === undefined || serviceSide(u.unit.service) === side);
  return { ...state, airUnits: state.airUnits.map((u) => (mine(u) ? change(u) : u)) };
}

/**
 * A new state with the airbase `id` replaced by `change(base)`.
 *
 * @example
 * ```ts
 * const next = updateAirbase(state, 'lae', (b) => ({ ...b, disrupted: true }));
 * ```
 */
export function updateAirbase(state: CartwheelState, id: string, change: (base: Airbase) => Airbase): CartwheelState {
  return { ...state, airbases: state.airbases.map((b) => (b.id === id ? change(b) : b)) };
}

/**
 * Throws `ILLEGAL_ACTION` unless the game is in `phase` (4.0).
 *
 * @example
 * ```ts
 * requirePhase(state, 'regroup', '6.5.4');
 * ```
 */
export function requirePhase(state: CartwheelState, phase: PhaseId, rule: string): void {
  const wrong = phaseRefusal(state, phase, rule);
  if (wrong !== null) illegal(wrong.rule, wrong.reason);
}

/** Why an action of `phase` is refused in the state's phase, or null in that phase. Internal. */
export function phaseRefusal(state: CartwheelState, phase: PhaseId, rule: string): Refusal | null {
  if (state.phase === phase) return null;
  const wanted = SEQUENCE_OF_PLAY.find((p) => p.id === phase);
  const now = SEQUENCE_OF_PLAY.find((p) => p.id === state.phase);
  return refuse(
    rule,
    `this is done in the ${wanted?.name ?? phase} (${wanted?.rule ?? '4.0'}), not the ${now?.name ?? state.phase}`,
  );
}
