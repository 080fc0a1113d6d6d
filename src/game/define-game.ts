import { deepFreeze } from '../core/deep-freeze.js';
import { formatValue } from '../core/format-value.js';
import { expectArray, expectFunction, expectObject, expectRule, expectSchema, expectString } from '../core/guards.js';
import { parseInput } from '../core/parse-input.js';
import { RulesError } from '../core/rules-error.js';
import { restoreDice } from '../dice/create-dice.js';
import type {
  Applied,
  Checked,
  Game,
  GameActionBase,
  GameDefinition,
  GameEvent,
  GameStateBase,
  Replayed,
} from './game.js';

/** The most actions one replay takes. */
export const MAX_REPLAY_ACTIONS = 100_000;

function illegal(rule: string, reason: string, path: readonly (string | number)[] = []): RulesError {
  return new RulesError(`${rule}: ${reason}`, { code: 'ILLEGAL_ACTION', rule, path });
}

/**
 * Builds a rule set's {@link Game} from its definition: `apply` validates the state and
 * the action once, asks the definition whether the rules allow the action now (refusing
 * with `ILLEGAL_ACTION` naming the rule), then performs it on a fresh copy with dice
 * restored from the state, and stores the dice's new state in the result. `check` runs
 * the same on a copy and answers without throwing; `replay` folds `apply` over an action list;
 * `viewFor` hides what a side may not see.
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
 *   hide: (state) => state,
 * });
 * const start = { dice: createDice(1).state(), total: 0 };
 * counter.apply(start, { type: 'roll' }).state.total; // 1 to 6
 * ```
 */
export function defineGame<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput = A>(
  definition: GameDefinition<S, A, Side, AInput>,
): Game<S, A, Side, AInput> {
  expectObject(definition, 'defineGame', 'definition');
  for (const key of ['refuse', 'perform', 'hide'] as const) expectFunction(definition[key], 'defineGame', key);
  expectSchema(definition.stateSchema, 'defineGame', 'stateSchema');
  expectSchema(definition.actionSchema, 'defineGame', 'actionSchema');
  expectString(definition.name, 'defineGame', 'name');
  expectRule(definition.rule, 'defineGame', 'rule');
  expectArray(definition.sides, 'defineGame', 'sides');
  const { name, rule, sides, stateSchema, actionSchema } = definition;
  const parseState = (state: unknown): S => parseInput(stateSchema, state, { rule, what: `${name} state` }) as S;
  const parseAction = (action: unknown): A => parseInput(actionSchema, action, { rule, what: `${name} action` }) as A;
  const refusal = (state: S, action: A): RulesError | null => {
    const refused = definition.refuse(state, action);
    return refused === null ? null : illegal(refused.rule, refused.reason, refused.path);
  };
  const applyParsed = (state: S, action: A): Applied<S> => {
    const error = refusal(state, action);
    if (error !== null) throw error;
    const dice = restoreDice(state.dice);
    const events: GameEvent[] = definition.perform(state, action, dice);
    const next = parseInput(stateSchema, { ...state, dice: dice.state() }, { rule, what: `${name} state` }) as S;
    return { state: next, events };
  };
  return deepFreeze({
    name,
    sides: [...sides],
    stateSchema,
    actionSchema,
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
      return { state, events };
    },
    viewFor: (state, side) => {
      const valid = parseState(state);
      if (!sides.includes(side)) {
        throw new RulesError(`${rule}: side must be one of ${sides.join(', ')}; got ${formatValue(side)}`, {
          code: 'INVALID_INPUT',
          rule,
          path: ['side'],
        });
      }
      return definition.hide(valid, side);
    },
  });
}
