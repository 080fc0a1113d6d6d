import { expectArray, expectFunction, expectObject, expectString } from '../core/guards.js';
import { RulesError } from '../core/rules-error.js';
import type { AnyGame } from '../game/catalogue-game.js';
import type { Checked, GameStateBase } from '../game/game.js';

/** The most states, actions or next actions one check takes. */
const MAX_ITEMS = 1000;
const WHERE = 'checkIndistinguishable';

/** What {@link checkIndistinguishable} compares. */
export interface IndistinguishableSpec {
  /** The game (any of the library's, or one made with `defineGame`). */
  readonly game: AnyGame;
  /** The side that must not tell the states apart. */
  readonly side: string;
  /** Two or more states that differ only in what the rules keep from `side`. */
  readonly states: readonly GameStateBase[];
  /** Actions of `side` whose answers (`check`: legal, code, rule, message, path) must be the same in every state; name hidden, unknown and enemy ids among them. */
  readonly actions?: readonly unknown[];
  /** Actions of the other sides: where one is legal in every state, the events `side` receives from it must be the same. */
  readonly next?: readonly unknown[];
}

/** A refusal as a player receives it: everything but the stack. */
function answer(checked: Checked): unknown {
  if (checked.legal) return { legal: true };
  const { code, rule, message, path } = checked.error;
  return { legal: false, code, rule, message, path };
}

/** Where two JSON texts first part, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 40);
  return `…${a.slice(from, at + 40)}… against …${b.slice(from, at + 40)}…`;
}

function list(value: unknown, name: string, min: number): readonly unknown[] {
  expectArray(value, WHERE, name);
  if (value.length < min || value.length > MAX_ITEMS) {
    throw new RulesError(`${WHERE}: ${name} takes ${min} to ${MAX_ITEMS} items; got ${value.length}`, {
      code: 'INVALID_INPUT',
      rule: WHERE,
      path: [name],
    });
  }
  return value;
}

/**
 * The indistinguishability check of hidden information: given states that differ only in
 * what the rules keep from `side` (two dealings of the enemy's secrets, a state and its
 * `resample`), everything `side` can get must be the same in all of them, byte for byte:
 * its view, its pending list, the answer to each of its `actions` (legal, code, rule,
 * message and path), and the events it receives from each of the other sides' `next`
 * actions that is legal in every state. Returns the differences found, each naming what
 * told the states apart; an empty list means `side` cannot tell them apart this way.
 * A house-rule author who adds a secret runs it on pairs that differ in that secret.
 *
 * @example
 * ```ts
 * import { createWarAtSeaGame, warAtSeaGame } from 'naval-rules/war-at-sea';
 * const state = createWarAtSeaGame({ seed: 1, target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] });
 * checkIndistinguishable({
 *   game: warAtSeaGame,
 *   side: 'Allies',
 *   states: [state, { ...state, dice: createWarAtSeaGame({ seed: 2, target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] }).dice }],
 *   actions: [{ type: 'advance', side: 'Allies' }],
 *   next: [{ type: 'advance', side: 'Axis' }],
 * }); // []: other dice, and the Allies cannot tell
 * ```
 */
export function checkIndistinguishable(spec: IndistinguishableSpec): string[] {
  expectObject(spec, WHERE, 'spec');
  const { game, side } = spec;
  expectObject(game, WHERE, 'game');
  for (const method of ['check', 'apply', 'viewFor', 'eventsFor', 'pending'] as const) {
    expectFunction(game[method], WHERE, `game.${method}`);
  }
  expectArray(game.sides, WHERE, 'game.sides');
  expectString(side, WHERE, 'side');
  if (!game.sides.includes(side)) {
    throw new RulesError(`${WHERE}: side must be one of ${game.sides.join(', ')}; got "${side}"`, {
      code: 'INVALID_INPUT',
      rule: WHERE,
      path: ['side'],
    });
  }
  const states = list(spec.states, 'states', 2) as readonly GameStateBase[];
  const actions = spec.actions === undefined ? [] : list(spec.actions, 'actions', 0);
  const next = spec.next === undefined ? [] : list(spec.next, 'next', 0);
  const problems: string[] = [];
  const compare = (what: string, texts: readonly string[]) => {
    const first = texts[0] as string;
    texts.forEach((text, index) => {
      if (index > 0 && text !== first)
        problems.push(`${what}: state ${index} differs from state 0: ${firstDifference(first, text)}`);
    });
  };
  compare(
    `${side}'s view`,
    states.map((s) => JSON.stringify(game.viewFor(s, side))),
  );
  compare(
    `${side}'s pending list`,
    states.map((s) => JSON.stringify(game.pending(s, side))),
  );
  actions.forEach((action, i) => {
    compare(
      `the answer to actions[${i}]`,
      states.map((s) => JSON.stringify(answer(game.check(s, action)))),
    );
  });
  next.forEach((action, i) => {
    if (!states.every((s) => game.check(s, action).legal)) return;
    const events = states.map((s) => JSON.stringify(game.eventsFor(game.apply(s, action).events, side)));
    compare(`${side}'s events of next[${i}]`, events);
  });
  return problems;
}
