/**
 * Checks every game is held to (docs/hosting.md): no view, event list or pending list a
 * player is sent holds the dice state; legality never depends on a die not yet thrown;
 * names from users are data, so hostile names leave every built-in prototype untouched.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { DiceState, Game, GameActionBase, GameEvent, GameStateBase } from '../../src/index.js';
import { createDice } from '../../src/index.js';
import { checkIndistinguishable } from '../../src/testing/index.js';

// biome-ignore lint/suspicious/noExplicitAny: any game of the five, whatever its types
type AnyGame = Game<any, any, any, any, any>;

/** Fails when `value` holds a dice state: the generator's name, or the state's four words in order. */
export function expectNoDiceState(value: unknown, dice: DiceState, what: string): void {
  const text = JSON.stringify(value) ?? '';
  expect(text.includes('xoroshiro128plus') || text.includes('chacha20'), `${what} names the dice generator`).toBe(
    false,
  );
  const secret = dice.generator === 'chacha20' ? dice.key : JSON.stringify(dice.state).slice(1, -1);
  expect(text.includes(secret), `${what} holds the dice state's secret`).toBe(false);
}

/** Every side's view (valid under the game's view schema), events and pending list are free of the dice. */
export function expectPlayersSeeNoDice(game: AnyGame, state: GameStateBase, events: readonly GameEvent[]): void {
  for (const side of game.sides as string[]) {
    const view = game.viewFor(state, side);
    const parsed = game.viewSchema.safeParse(view);
    expect(parsed.success, `${side}'s view fails the view schema: ${parsed.error?.message}`).toBe(true);
    expect(view).not.toHaveProperty('dice');
    expectNoDiceState(view, state.dice, `${side}'s view`);
    expectNoDiceState(game.eventsFor(events, side), state.dice, `${side}'s events`);
    expectNoDiceState(game.pending(state, side), state.dice, `${side}'s pending list`);
  }
}

/** The path of the first object whose keys stand in another order in `b` than in `a`, or null. */
function keyOrderDifference(a: unknown, b: unknown, path = 'state'): string | null {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return null;
  const keys = Object.keys(a);
  if (!Array.isArray(a) && keys.join() !== Object.keys(b).join()) {
    return `${path}: {${keys.join()}} against {${Object.keys(b).join()}}`;
  }
  for (const key of keys) {
    const found = keyOrderDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (found !== null) return found;
  }
  return null;
}

/**
 * One canonical JSON a state, whichever path made it: the state a step returned is
 * byte for byte its schema's parse of its own JSON (keys in the schema's order), and the
 * same action applied to a JSON copy of the state it started from gives the same bytes,
 * state and events alike. An app that hashes, diffs or stores states sees one state.
 */
export function expectCanonicalStep(
  game: AnyGame,
  before: GameStateBase,
  action: unknown,
  applied: { readonly state: GameStateBase; readonly events: readonly GameEvent[] },
): void {
  const bytes = JSON.stringify(applied.state);
  const parsed = game.stateSchema.parse(JSON.parse(bytes));
  expect(keyOrderDifference(parsed, applied.state), "the state is not in its schema's key order").toBeNull();
  expect(JSON.stringify(parsed)).toBe(bytes);
  const fromJson = game.apply(JSON.parse(JSON.stringify(before)), action);
  expect(keyOrderDifference(fromJson.state, applied.state), 'a step from JSON orders keys otherwise').toBeNull();
  expect(JSON.stringify(fromJson.state), 'a step from JSON gives other bytes than the chained step').toBe(bytes);
  expect(JSON.stringify(fromJson.events)).toBe(JSON.stringify(applied.events));
}

/**
 * The indistinguishability check at one step: for each side, the state re-dealt for it
 * (`resample`, its new dice set back to the old so that the next action's dice agree)
 * must give that side the same view, pending list and answers to `count` of its actions
 * spread over `actions` from `offset`, and the same events from a few of the other side's;
 * the re-dealt state is valid (its new dice are tested in resample.test.ts, on fixed seeds).
 */
export function expectResampledAlike(
  game: AnyGame,
  state: GameStateBase,
  actions: readonly unknown[],
  offset: number,
  count = 6,
): void {
  const spread = (list: readonly unknown[], n: number) => {
    const step = Math.max(1, Math.floor(list.length / n));
    return Array.from({ length: Math.min(n, list.length) }, (_, i) => list[(offset + i * step) % list.length]);
  };
  for (const side of game.sides as string[]) {
    const redealt = game.resample(state, side, (offset * 7919 + side.length) | 0);
    expect(game.stateSchema.safeParse(redealt).success).toBe(true);
    // The events of a next action show its dice: compare them on the same dice, so that
    // only what the re-deal changed (what the rules hide from `side`) can differ.
    const other = { ...redealt, dice: state.dice };
    const sideOf = (action: unknown) => (action as { side?: unknown }).side;
    const own = spread(
      actions.filter((a) => sideOf(a) === side),
      count,
    );
    const next = spread(
      actions.filter((a) => sideOf(a) !== side),
      2,
    );
    expect(checkIndistinguishable({ game, side, states: [state, other], actions: own, next })).toEqual([]);
  }
}

/**
 * Legality is decided from the state before any die (a game's `check` must not tell a
 * player the next roll): the same state with other dice answers `count` of the actions,
 * spread over the list from `offset`, exactly alike.
 */
export function expectCheckIgnoresDice(
  game: AnyGame,
  state: GameStateBase,
  actions: readonly unknown[],
  offset: number,
  count = 4,
): void {
  if (actions.length === 0) return;
  const word = state.dice.generator === 'xoroshiro128plus' ? state.dice.state[0] : state.dice.block;
  const other = { ...state, dice: createDice((word ^ 0x2545_f491) | 0).state() };
  const step = Math.max(1, Math.floor(actions.length / count));
  for (let i = 0; i < Math.min(count, actions.length); i++) {
    const action = actions[(offset + i * step) % actions.length];
    const a = game.check(state, action);
    const b = game.check(other, action);
    expect(b.legal, `check of ${JSON.stringify(action)} depends on the dice`).toBe(a.legal);
    if (!a.legal && !b.legal) expect(b.error.message).toBe(a.error.message);
  }
}

/** Names that are also keys of Object.prototype: a game must treat them as ordinary names. */
export const HOSTILE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

/** A deep copy of `value` with every string that `names` maps replaced by its new name. */
export function renamed<T>(value: T, names: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (names.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => renamed(item, names)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renamed(v, names)])) as T;
  }
  return value;
}

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype];

/** What the built-in prototypes hold now: each own key with its value's type (and the value, for functions' names). */
export function prototypesNow(): string {
  return PROTOTYPES.map((proto) =>
    Reflect.ownKeys(proto)
      .map((key) => {
        const d = Object.getOwnPropertyDescriptor(proto, key);
        const v = d?.value as unknown;
        return `${String(key)}:${typeof v}:${typeof v === 'function' ? (v as { name: string }).name : ''}`;
      })
      .join(','),
  ).join('|');
}

/** Fails when the built-in prototypes changed since `before`, or a plain object grew an inherited key. */
export function expectPrototypesUntouched(before: string): void {
  expect(prototypesNow()).toBe(before);
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  const probe: Record<string, unknown> = {};
  for (const key of ['movedInches', 'fired', 'engaged', 'halvings', 'dice']) expect(probe[key]).toBeUndefined();
}

/** What a model-based run of a game holds: the state now and the actions applied to reach it. */
export interface PlayedRun {
  state: GameStateBase;
  readonly actions: unknown[];
}

/**
 * Plays random legal games from initial states whose names `names` has replaced with
 * Object.prototype member names, with the game's own model-based commands: every run
 * replays to its final state, and the built-in prototypes are left untouched.
 */
export function expectHostileNamesPlayAlike<M extends object, R extends PlayedRun>(options: {
  readonly game: AnyGame;
  readonly names: ReadonlyMap<string, string>;
  readonly initial: (seed: number) => GameStateBase;
  readonly real: (initial: GameStateBase) => R;
  readonly model: () => M;
  readonly command: fc.Arbitrary<fc.Command<M, R>>;
  readonly maxCommands: number;
  readonly numRuns: number;
}): void {
  const before = prototypesNow();
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 10_000 }),
      fc.commands([options.command], { maxCommands: options.maxCommands, size: 'max' }),
      (seed, commands) => {
        const initial = renamed(options.initial(seed), options.names);
        const real = options.real(initial);
        fc.modelRun(() => ({ model: options.model(), real }), commands);
        expect(options.game.replay(initial, real.actions).state).toEqual(real.state);
        expectPrototypesUntouched(before);
      },
    ),
    { numRuns: options.numRuns, endOnFailure: true, seed: 20_261_126 },
  );
}

/** Every action gets the same answer in both states: legal in both, or refused in both with the same message. */
export function expectSameAnswers(
  game: AnyGame,
  one: GameStateBase,
  two: GameStateBase,
  actions: readonly unknown[],
): void {
  for (const action of actions) {
    const a = game.check(one, action);
    const b = game.check(two, action);
    expect(b.legal, `${JSON.stringify(action)} is answered differently`).toBe(a.legal);
    if (!a.legal && !b.legal) {
      const answer = ({ error }: typeof a & { legal: false }) => ({
        code: error.code,
        rule: error.rule,
        message: error.message,
        path: error.path,
      });
      expect(answer(b), `${JSON.stringify(action)} is refused differently`).toEqual(answer(a));
    }
  }
}

/**
 * Every check a model-based run makes at one step, for any game: legality ignores the
 * dice, a re-dealt state answers alike (both before the step, on `before`, against
 * `candidates` from `pick`), no player is sent the dice, and the step's state has one
 * canonical JSON (after it, on `applied`).
 */
export function expectTrustworthyStep(
  game: AnyGame,
  before: GameStateBase,
  candidates: readonly unknown[],
  pick: number,
  action: unknown,
  applied: { readonly state: GameStateBase; readonly events: readonly GameEvent[] },
): void {
  expectCheckIgnoresDice(game, before, candidates, pick);
  expectResampledAlike(game, before, candidates, pick);
  expectPlayersSeeNoDice(game, applied.state, applied.events);
  expectCanonicalStep(game, before, action, applied);
}

/**
 * `legalActions` at one state, for each side: every listed action passes `check` (sound);
 * every candidate the test found legal (`legalCandidates`, each passed `check`) is listed, but for the types the game never lists
 * (reports of base-game results) or whose values a menu narrows (`covered` says whether a
 * legal candidate is matched by a listed one); the listed types are the side's own pending
 * types less the unlisted ones; and a re-dealt state (`resample`) lists the same.
 */
export function expectLegalActions(
  game: AnyGame,
  state: GameStateBase,
  legalCandidates: readonly GameActionBase[],
  options: {
    readonly unlisted: readonly string[];
    readonly covered?: (candidate: GameActionBase, listed: readonly GameActionBase[]) => boolean;
    readonly pick: number;
  },
): void {
  for (const side of game.sides) {
    const listed = game.legalActions(state, side);
    // Sound: every listed action passes check (up to 12 a step, rotating with the pick, to keep
    // runs short; FULL_SOUNDNESS=1 checks every one).
    const every = listed.length <= 12 || process.env.FULL_SOUNDNESS !== undefined;
    const sample = every ? listed : listed.filter((_, i) => (i + options.pick) % Math.ceil(listed.length / 12) === 0);
    for (const action of sample) {
      const checked = game.check(state, action);
      expect(checked.legal ? 'legal' : checked.error.message, JSON.stringify(action)).toBe('legal');
    }
    const keys = new Set(listed.map((a) => JSON.stringify(a)));
    expect(keys.size).toBe(listed.length);
    for (const candidate of legalCandidates) {
      if ((candidate as { side?: unknown }).side !== side || options.unlisted.includes(candidate.type)) continue;
      const found =
        keys.has(JSON.stringify(game.actionSchema.parse(candidate))) || options.covered?.(candidate, listed) === true;
      expect(found, `legal but not listed: ${JSON.stringify(candidate)}`).toBe(true);
    }
    const own = new Set(
      game
        .pending(state, side)
        .filter((p) => p.side === side)
        .flatMap((p) => p.actions)
        .filter((type) => !options.unlisted.includes(type)),
    );
    const types = new Set(listed.map((a) => a.type));
    for (const type of types) expect(own.has(type), `${type} is listed but not pending`).toBe(true);
    // A pending type with nothing legal to offer is allowed only when check refuses every candidate of it too.
    for (const type of own) {
      if (!types.has(type)) {
        expect(
          legalCandidates.some((c) => c.type === type && (c as { side?: unknown }).side === side),
          `${type} is pending and legal but not listed`,
        ).toBe(false);
      }
    }
    const resampled = game.resample(state, side, options.pick | 0);
    expect(game.legalActions(resampled, side)).toEqual(listed);
  }
}
