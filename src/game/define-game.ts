import { contentCache } from '../core/content-cache.js';
import { deepFreeze } from '../core/deep-freeze.js';
import { formatValue } from '../core/format-value.js';
import { expectArray, expectFunction, expectObject, expectRule, expectSchema, expectString } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { freezeNew, freezePlain, plainCopy } from '../core/plain-copy.js';
import { RulesError } from '../core/rules-error.js';
import { createDice, restoreCheckedDice, restoreDice } from '../dice/create-dice.js';
import { diceStateSchema } from '../dice/dice-state.js';
import { sharedOutputs } from './fresh-output.js';
import type {
  Applied,
  Checked,
  Game,
  GameActionBase,
  GameDefinition,
  GameEvent,
  GameStateBase,
  GameView,
  Outcome,
  Pending,
  Refusal,
  Replayed,
} from './game.js';
import { sentTo } from './game-helpers.js';
import { type GameParts, registerGameParts } from './game-parts.js';
import { issueData, issuedBy, registerListed } from './issued-data.js';
import { withoutDice } from './without-dice.js';

/** The most actions one replay takes. */
export const MAX_REPLAY_ACTIONS = 100_000;

function illegal(rule: string, reason: string, path: readonly (string | number)[] = []): RulesError {
  return new RulesError(`${rule}: ${reason}`, { code: 'ILLEGAL_ACTION', rule, path });
}

/** The first index of a list that is a hole (`[, x]`), or -1. */
function firstHole(list: readonly unknown[]): number {
  for (let index = 0; index < list.length; index++) if (!Object.hasOwn(list, index)) return index;
  return -1;
}

/** A copy of the definition's action rules, each checked to be a rule; `{}` when none are given. */
function checkActionRules(given: unknown): Record<string, string> {
  if (given === undefined) return {};
  expectObject(given, 'defineGame', 'actionRules');
  const rules: Record<string, string> = {};
  for (const [type, rule] of Object.entries(given)) {
    expectRule(rule, 'defineGame', `actionRules.${type}`);
    // defineProperty: a type named "__proto__" is an ordinary key
    Object.defineProperty(rules, type, { value: rule, enumerable: true, writable: true, configurable: true });
  }
  return rules;
}

/** The action's own string `type`, read without running a getter; undefined for anything else. */
function actionType(action: unknown): string | undefined {
  if (action === null || typeof action !== 'object') return undefined;
  try {
    const type: unknown = Object.getOwnPropertyDescriptor(action, 'type')?.value;
    return typeof type === 'string' ? type : undefined;
  } catch {
    return undefined; // a proxy that throws: parseInput reports it
  }
}

/** How many sets of house rules a game keeps one frozen copy of (by content). */
const REMEMBERED_RULES = 8;

/**
 * Builds a rule set's {@link Game} from its definition: `apply` validates the state and
 * the action once, asks the definition whether the rules allow the action now (refusing
 * with `ILLEGAL_ACTION` naming the rule), then performs it on a fresh copy with dice
 * restored from the state, and stores the dice's new state in the result. `check` runs
 * the same on a copy and answers without throwing; `replay` folds `apply` over an action list;
 * `viewFor` hides what a side may not see and never returns the dice; `eventsFor` keeps
 * the events a side may be sent; `pending` says who must act now. A state that has the right
 * shape but does not hold together (the definition's `consistency`) is refused everywhere.
 *
 * @example
 * ```ts
 * import * as z from 'zod';
 * const counter = defineGame({
 *   name: 'counter', rule: 'demo', sides: ['A'],
 *   stateSchema: z.strictObject({ dice: diceStateSchema, total: z.number() }),
 *   actionSchema: z.strictObject({ type: z.literal('roll') }),
 *   refuse: (state) => (state.total >= 10 ? { rule: 'demo', reason: 'the count is over' } : null),
 *   perform: (state, _action, dice) => {
 *     const value = dice.d6('demo roll');
 *     state.total += value;
 *     return [{ type: 'rolled', rule: 'demo', data: { value } }];
 *   },
 *   hide: ({ dice: _dice, ...view }) => view, // a view never holds the dice
 *   pending: () => [{ side: 'A', actions: ['roll'], rule: 'demo', reason: 'roll on' }],
 * });
 * const start = { dice: createDice(1).state(), total: 0 };
 * counter.apply(start, { type: 'roll' }).state.total; // 1 to 6
 * counter.viewFor(start, 'A'); // { total: 0 }: never the dice
 * ```
 */
export function defineGame<
  S extends GameStateBase,
  A extends GameActionBase,
  Side extends string,
  AInput = A,
  V = GameView<S>,
>(definition: GameDefinition<S, A, Side, AInput, V>): Game<S, A, Side, AInput, V> {
  expectObject(definition, 'defineGame', 'definition');
  for (const key of ['refuse', 'perform', 'hide'] as const) expectFunction(definition[key], 'defineGame', key);
  for (const key of [
    'consistency',
    'eventFor',
    'pending',
    'resample',
    'candidates',
    'refuseAll',
    'outcome',
    'over',
  ] as const) {
    if (definition[key] !== undefined) expectFunction(definition[key], 'defineGame', key);
  }
  expectSchema(definition.stateSchema, 'defineGame', 'stateSchema');
  expectSchema(definition.actionSchema, 'defineGame', 'actionSchema');
  expectSchema(definition.viewSchema, 'defineGame', 'viewSchema');
  expectString(definition.name, 'defineGame', 'name');
  expectRule(definition.rule, 'defineGame', 'rule');
  expectArray(definition.sides, 'defineGame', 'sides');
  const actionRules = checkActionRules(definition.actionRules);
  const { name, rule, sides, stateSchema, actionSchema, viewSchema } = definition;
  const inconsistent = (refused: Refusal): RulesError => {
    const path = refused.path ?? [];
    const where = path.length === 0 ? '' : `${path.map(String).join('.')}: `;
    return new RulesError(`${rule} (${name} state): ${where}${refused.reason} (${refused.rule})`, {
      code: 'INVALID_INPUT',
      rule: refused.rule,
      path,
    });
  };
  // Fields a step copies only where it changes them (the definition says which): shared
  // with the state the step starts from, frozen parts and all.
  const shared = new Set<string>(['rules', ...(definition.sharedFields ?? [])]);
  const workingCopy = (state: S): S => {
    const record = state as unknown as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const key in record) copy[key] = shared.has(key) ? record[key] : plainCopy(record[key]);
    return copy as unknown as S;
  };
  // States this game returned: deep-frozen, so they cannot have changed since they were
  // made valid; taking one back skips the parse and the consistency checks.
  const issued = new WeakSet<object>();
  const issue = (state: S, fromIssued: boolean): S => {
    // The house rules are frozen already (parseState froze them; steps share them): the
    // rest is frozen here, all the way down; in a shared field of a step on an issued
    // state, only what the step made (a frozen part there is the issued state's own).
    const record = state as unknown as Record<string, unknown>;
    for (const key in record) {
      if (key === 'rules' && Object.isFrozen(record[key])) continue;
      if (fromIssued && shared.has(key)) freezeNew(record[key]);
      else freezePlain(record[key]);
    }
    Object.freeze(state);
    issued.add(state);
    return state;
  };
  const isIssued = (state: unknown): state is S => typeof state === 'object' && state !== null && issued.has(state);
  // States parsed from outside: zod builds every object and array of its output afresh
  // (defaults are shallow copies) unless the schema passes a value through or nests a
  // default; every game here passes through only its house rules, which are copied, so the
  // state shares nothing with the caller, and frozen. One step may use it as its working state.
  const owned = new WeakSet<object>();
  const settledRules = contentCache<unknown>(REMEMBERED_RULES);
  /** A set of house rules seen for the first time: one frozen copy, kept as its own result. */
  const keepRules = (rules: unknown): unknown => {
    const copy = freezePlain(plainCopy(rules));
    return settledRules.set(copy, copy, copy);
  };
  const freshOutput = sharedOutputs(stateSchema).every((where) => where === 'state.rules{} (unknown)');
  const parseChecksDice = (stateSchema as { shape?: Record<string, unknown> }).shape?.dice === diceStateSchema;
  const parseState = (state: unknown): S => {
    if (isIssued(state)) return state;
    const valid = parseInput(stateSchema, state, { rule, what: `${name} state` }) as S;
    // zod's output is fresh (its own objects, no default or input shared) unless the schema
    // passes something through: then the state is copied whole, so it shares nothing.
    const parsed = freshOutput ? valid : plainCopy(valid);
    if ('rules' in parsed) {
      // One frozen copy per content: a state read again from JSON takes back the same house
      // rules object, which the rules resolvers find again by identity.
      const withRules = parsed as S & { rules: unknown };
      const rules = withRules.rules;
      withRules.rules = settledRules.get(rules) ?? keepRules(rules);
    }
    owned.add(parsed);
    const refused = definition.consistency?.(parsed) ?? null;
    if (refused !== null) throw inconsistent(refused);
    return parsed;
  };
  /** A copy of a state that shares only its house rules (frozen, never changed). */
  const ownCopy = (state: S): S => {
    const copy = plainCopy(state) as S & { rules?: unknown };
    if ('rules' in state) copy.rules = (state as S & { rules: unknown }).rules;
    return copy;
  };
  const expectSide = (side: unknown): Side => {
    if (typeof side !== 'string' || !sides.includes(side as Side)) {
      throw new RulesError(`${rule}: side must be one of ${sides.join(', ')}; got ${formatValue(side)}`, {
        code: 'INVALID_INPUT',
        rule,
        path: ['side'],
      });
    }
    return side as Side;
  };
  // Actions legalActions listed are made by the game from a valid state and deep-frozen
  // (issueData), so they cannot have changed since; apply takes one back without parsing it
  // again (the rules still decide whether it is legal on the state it is applied to).
  const parseAction = (action: unknown): A => {
    if (issuedBy(action) === game || (!Array.isArray(action) && isListed(action))) return action as A;
    const type = actionType(action);
    const context =
      type !== undefined && Object.hasOwn(actionRules, type)
        ? { rule: actionRules[type] as string, what: `${name} ${type} action` }
        : { rule, what: `${name} action` };
    return parseInput(actionSchema, action, context) as A;
  };
  const refusal = (state: S, action: A): RulesError | null => {
    const refused = definition.refuse(state, action);
    return refused === null ? null : illegal(refused.rule, refused.reason, refused.path);
  };
  const applyParsed = (state: S, action: A): Applied<S> => {
    const error = refusal(state, action);
    if (error !== null) throw error;
    const fromIssued = !owned.has(state);
    // An issued state's dice state is one the dice gave (dice.state()), and a parsed one was
    // checked by the parse when the state schema's dice field is diceStateSchema (every game
    // here): neither is checked again. Otherwise a state from outside is checked here.
    const dice = fromIssued || parseChecksDice ? restoreCheckedDice(state.dice) : restoreDice(state.dice);
    // perform works on a state of its own: a state parsed from outside already is one; an
    // issued state is frozen, so it is copied, all but its house rules and shared fields,
    // which a step copies only where it changes them.
    const work = fromIssued ? workingCopy(state) : state;
    const events: GameEvent[] = definition.perform(work, action, dice);
    // perform keeps a state valid (the model-based tests parse every state they reach), so
    // the result is not parsed again: it is frozen and issued. The working state becomes
    // the result itself: V8 gives a frozen copy made by spread a hidden class of its own,
    // so states so made were each of their own shape (1,004 shapes over 1,022 Firepower
    // states) and every read of a state field was a megamorphic one.
    (work as { dice: GameStateBase['dice'] }).dice = dice.state();
    owned.delete(work);
    return { state: issue(work, fromIssued), events };
  };
  // The lists legalActions gave lately, each a copy of its own (the caller may change the
  // list it was given, never these): an action in one is frozen and the game's own, so apply
  // takes it back without a parse. Recording a list is one store; recording each action
  // (a WeakMap entry an action) cost a fifth of a listing.
  const RECENT = 16;
  const recent: (readonly object[])[] = [];
  let nextRecent = 0;
  const remember = (list: A[]): A[] => {
    recent[nextRecent] = [...list];
    nextRecent = (nextRecent + 1) % RECENT;
    return list;
  };
  /** The recorded lists, newest first (a list is most often taken back soon after it was given). */
  const newestFirst = function* (): Generator<readonly object[]> {
    for (let k = 1; k <= RECENT; k++) {
      const list = recent[(nextRecent - k + RECENT) % RECENT];
      if (list !== undefined) yield list;
    }
  };
  /** An action in a recorded list; or, for a list, one equal to a recorded list (the caller's, unchanged). */
  const isListed = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null) return false;
    for (const list of newestFirst()) {
      if (Array.isArray(value)) {
        if (value.length === list.length && value.every((action, i) => action === list[i])) return true;
      } else if (list.includes(value)) return true;
    }
    return false;
  };
  const decides = definition.refuseDecides;
  const decided = (type: string) => decides === true || (Array.isArray(decides) && decides.includes(type));
  /**
   * A dry run of an action on `valid`, as check makes it but on a working copy that is
   * thrown away (never `valid` itself, never frozen or issued): whether perform accepts it.
   * `sharesFrozen`: the state's shared fields are frozen (an issued state, a runner's).
   */
  const performs = (valid: S, action: A, sharesFrozen: boolean): boolean => {
    const work = sharesFrozen ? workingCopy(valid) : ownCopy(valid);
    try {
      const saved = valid.dice;
      const dice =
        sharesFrozen || parseChecksDice ? restoreCheckedDice(saved, false) : restoreDice(saved, { log: false });
      definition.perform(work, action, dice);
      return true;
    } catch (error) {
      if (error instanceof RulesError) return false;
      throw error;
    }
  };
  /**
   * The legal actions of `who` on a valid state, each deep-frozen by `frozen` (in place
   * here; a runner, whose state changes later and may share a part with a candidate, passes
   * one that copies first). `sharesFrozen`: the state's shared fields are frozen. `seen`
   * and `due`: the side's view of `valid` (hide's, without the dice) and what the game
   * waits for now (`pending` of every side), when the caller has them already.
   */
  const legalOf: GameParts<S, A, Side>['legalOf'] = (valid, who, frozen, sharesFrozen, seen, due) => {
    const offered = new Set<string>();
    for (const entry of due ?? definition.pending?.(valid) ?? []) {
      if (entry.side === who) for (const type of entry.actions) offered.add(type);
    }
    if (offered.size === 0 || definition.candidates === undefined) return [];
    const view = (seen as V | undefined) ?? withoutDice<V>(definition.hide(valid, who));
    const weighed = definition.candidates(view, who, offered).filter((action) => offered.has(action.type));
    const refused =
      definition.refuseAll === undefined
        ? weighed.map((action) => definition.refuse(valid, action))
        : definition.refuseAll(valid, weighed);
    if (!Array.isArray(refused) || refused.length !== weighed.length) {
      throw new RulesError(
        `${rule}: ${name}'s refuseAll gave ${formatValue(refused)} for ${weighed.length} action(s); it gives one refusal or null an action`,
        { code: 'INVALID_INPUT', rule, path: ['refuseAll'] },
      );
    }
    const out: A[] = [];
    weighed.forEach((action, i) => {
      if (refused[i] === null && (decided(action.type) || performs(valid, action, sharesFrozen))) {
        out.push(frozen(action));
      }
    });
    return out;
  };
  const outcomeOf = (valid: S): Outcome<Side> => {
    if (definition.outcome !== undefined) return definition.outcome(valid);
    const score = {} as Record<Side, number>;
    for (const side of sides) Object.defineProperty(score, side, { value: 0, enumerable: true, writable: true });
    return { over: (definition.pending?.(valid) ?? []).length === 0, winners: [], score, scoring: 'none' };
  };
  const pendingOf = (valid: S, who: Side | undefined, due?: readonly Pending<Side>[]): Pending<Side>[] => {
    const all = due ?? definition.pending?.(valid) ?? [];
    return who === undefined ? [...all] : all.filter((entry) => entry.side === who || entry.secret !== true);
  };
  const sampleOf = (valid: S, who: Side, seed: unknown): S => {
    if (typeof seed !== 'number' || !Number.isInteger(seed) || (seed | 0) !== seed) {
      throw new RulesError(`${rule}: resample takes a 32-bit whole number seed; got ${formatValue(seed)}`, {
        code: 'INVALID_INPUT',
        rule,
        path: ['seed'],
      });
    }
    const dice = createDice(seed);
    // A copy of its own (house rules shared: they are frozen and never change), re-dealt,
    // with the dice the re-deal drew on going on from there.
    const copy = ownCopy(valid);
    definition.resample?.(copy, who, dice);
    (copy as { dice: GameStateBase['dice'] }).dice = dice.state();
    return issue(copy, false);
  };
  const game: Game<S, A, Side, AInput, V> = deepFreeze({
    name,
    sides: [...sides],
    stateSchema,
    actionSchema,
    viewSchema,
    actionRules,
    apply: (state, action) => applyParsed(parseState(state), parseAction(action)),
    // check runs the whole action on a copy, so it agrees with apply by construction: an
    // action the rules allow but the data cannot carry (a base-game table not given) is
    // answered here too, and nothing of the dry run leaks out.
    check: (state, action): Checked => {
      try {
        applyParsed(parseState(state), parseAction(action));
        return { legal: true };
      } catch (error) {
        if (error instanceof RulesError) return { legal: false, error };
        throw error;
      }
    },
    replay: (initial, actions): Replayed<S> => {
      if (!Array.isArray(actions) || actions.length > MAX_REPLAY_ACTIONS) {
        throw new RulesError(
          `${rule}: replay takes a list of at most ${MAX_REPLAY_ACTIONS} actions; got ${formatValue(actions)}`,
          { code: 'INVALID_INPUT', rule, path: ['actions'] },
        );
      }
      const hole = firstHole(actions);
      if (hole >= 0) {
        throw new RulesError(`${rule}: replay: action ${hole} is missing (a hole in the list); a log has no gaps`, {
          code: 'INVALID_INPUT',
          rule,
          path: ['actions', hole],
        });
      }
      let state = parseState(initial);
      const events: (readonly GameEvent[])[] = [];
      actions.forEach((action, index) => {
        try {
          const applied = applyParsed(state, parseAction(action));
          state = applied.state;
          events.push(applied.events);
        } catch (error) {
          if (!(error instanceof RulesError)) throw error;
          throw new RulesError(`${rule}: replay: action ${index}: ${error.message}`, {
            code: error.code,
            rule: error.rule,
            path: ['actions', index, ...error.path],
            issues: error.issues,
          });
        }
      });
      // With no action taken the state is the parse of `initial`: issued too, so what is
      // asked of it next (a playout's pending, legal actions, outcome) is not parsed again.
      // (It is no longer a working state of its own: a step copies it, as any issued state.)
      if (isIssued(state)) return { state, events };
      owned.delete(state);
      return { state: issue(state, false), events };
    },
    viewFor: (state, side) => {
      const valid = parseState(state);
      // Deep-frozen and recorded as this game's: a doctrine takes it without a second parse.
      return issueData(withoutDice<V>(definition.hide(valid, expectSide(side))), game);
    },
    eventsFor: (events, side) => {
      const who = expectSide(side);
      if (!Array.isArray(events) || firstHole(events) >= 0) {
        throw new RulesError(`${rule}: eventsFor takes a list of events; got ${formatValue(events)}`, {
          code: 'INVALID_INPUT',
          rule,
          path: ['events'],
        });
      }
      const out: GameEvent[] = [];
      for (const [index, event] of (events as readonly unknown[]).entries()) {
        const e = event as Partial<GameEvent> | null;
        const fine =
          e !== null &&
          typeof e === 'object' &&
          typeof e.type === 'string' &&
          typeof e.data === 'object' &&
          e.data !== null &&
          (e.visibleTo === undefined || Array.isArray(e.visibleTo));
        if (!fine) {
          throw new RulesError(`${rule}: events[${index}] is not a game event; got ${formatValue(event)}`, {
            code: 'INVALID_INPUT',
            rule,
            path: ['events', index],
          });
        }
        if (!sentTo(event as GameEvent, who)) continue;
        const seen =
          definition.eventFor === undefined ? (event as GameEvent) : definition.eventFor(event as GameEvent, who);
        if (seen !== null) out.push(seen);
      }
      return out;
    },
    pending: (state, side) => pendingOf(parseState(state), side === undefined ? undefined : expectSide(side)),
    resample: (state, side, seed) => sampleOf(parseState(state), expectSide(side), seed),
    legalActions: (state, side) => {
      const valid = parseState(state);
      return remember(legalOf(valid, expectSide(side), freezePlain, isIssued(valid)));
    },
    outcome: (state): Outcome<Side> => outcomeOf(parseState(state)),
  });
  // What a play loop's runner (game-runner.ts) needs of this game: the parts apply is made
  // of. Given through a registry, so a bundle that plays no loop leaves the runner out.
  registerGameParts(game, {
    definition,
    shared,
    parseChecksDice,
    parseState,
    parseAction,
    isIssued,
    workingCopy,
    issue,
    expectSide,
    refusal,
    decided,
    legalOf,
    pendingOf,
    outcomeOf,
    sampleOf,
    forget: (state: S) => owned.delete(state),
  } as unknown as GameParts);
  registerListed(game, isListed);
  return game;
}
