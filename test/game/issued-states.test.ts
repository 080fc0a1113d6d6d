/**
 * A game's returned states are deep-frozen and taken back without a second parse; the
 * fast path answers exactly as the parse path does, and the caller's objects (a state read
 * from JSON, its house rules) are never frozen or changed.
 */

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { cartwheelGame, createCartwheelGame } from '../../src/cartwheel/index.js';
import { createBattle, firepowerBattle } from '../../src/firepower/index.js';
import { sharedOutputs } from '../../src/game/fresh-output.js';
import type { AnyGame, GameStateBase } from '../../src/game/index.js';
import { createShoestringGame, shoestringGame } from '../../src/shoestring/index.js';
import { sopacGame } from '../../src/sopac/index.js';
import { warAtSeaDoctrine, warAtSeaGame } from '../../src/war-at-sea/index.js';
import { smallScenario } from '../cartwheel/game/game-fixtures.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';
import { smallGame } from '../shoestring/game/game-fixtures.js';
import { scenario } from '../sopac/game/game-fixtures.js';
import { landingGame } from '../war-at-sea/game/game-fixtures.js';

const GAMES: readonly (readonly [string, AnyGame, () => GameStateBase])[] = [
  ['firepower', firepowerBattle as unknown as AnyGame, () => createBattle(twoSquadronsASide())],
  ['shoestring', shoestringGame as unknown as AnyGame, () => createShoestringGame(smallGame())],
  ['cartwheel', cartwheelGame as unknown as AnyGame, () => createCartwheelGame(smallScenario())],
  ['war-at-sea', warAtSeaGame as unknown as AnyGame, () => landingGame()],
  ['sopac', sopacGame as unknown as AnyGame, () => scenario(1)],
];

function deeplyFrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return Object.isFrozen(value) && Object.values(value).every(deeplyFrozen);
}

function deeplyUnfrozen(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  return !Object.isFrozen(value) && Object.values(value).every(deeplyUnfrozen);
}

/** Fields some actions take; most take none. */
const FIELDS: readonly Record<string, unknown>[] = [
  {},
  { decision: { commit: false } },
  { commit: false },
  { light: 'night', weather: 'Clear' },
];

/** The first legal action `pending` offers, with one of the fields above. */
function someAction(game: AnyGame, state: GameStateBase): { type: string; side: string } {
  for (const entry of game.pending(state)) {
    for (const type of entry.actions) {
      for (const fields of FIELDS) {
        const action = { ...fields, type, side: entry.side };
        if (game.check(state, action).legal) return action;
      }
    }
  }
  throw new Error(`${game.name}: no action of these is legal`);
}

describe('states a game returns', () => {
  for (const [name, game, start] of GAMES) {
    it(`${name}: are deep-frozen, and taken back answer exactly as their JSON copies do`, () => {
      const first = game.apply(start(), someAction(game, start()));
      expect(deeplyFrozen(first.state)).toBe(true);
      const action = someAction(game, first.state);
      const fast = game.apply(first.state, action);
      // A step on a returned state returns one as deeply frozen (shared parts included).
      expect(deeplyFrozen(fast.state)).toBe(true);
      const copy = JSON.parse(JSON.stringify(first.state)) as GameStateBase;
      const slow = game.apply(copy, action);
      expect(JSON.parse(JSON.stringify(fast))).toEqual(JSON.parse(JSON.stringify(slow)));
      for (const side of game.sides) expect(game.viewFor(first.state, side)).toEqual(game.viewFor(copy, side));
      expect(game.pending(first.state)).toEqual(game.pending(copy));
      // The caller's copy, house rules and all, is neither frozen nor changed.
      expect(deeplyUnfrozen(copy)).toBe(true);
      expect(copy).toEqual(JSON.parse(JSON.stringify(first.state)));
    });
  }

  it('a changed copy of a returned state is validated again, never trusted', () => {
    const state = createShoestringGame(smallGame());
    const returned = shoestringGame.apply(
      state,
      someAction(shoestringGame as unknown as AnyGame, state) as never,
    ).state;
    const copy = JSON.parse(JSON.stringify(returned)) as Record<string, unknown>;
    copy.turn = -4;
    expect(() => shoestringGame.apply(copy as never, { type: 'advance', side: 'US' })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});

describe('a state parsed from outside shares nothing', () => {
  // define-game copies only the house rules of a parsed state: the rest is zod's own output,
  // fresh objects throughout, as long as each state schema keeps to this.
  it.each(GAMES)('%s: its state schema passes nothing through but the house rules, and no default nests', (_, game) => {
    expect(sharedOutputs(game.stateSchema)).toEqual(['state.rules{} (unknown)']);
  });

  it('the walk finds what it looks for', () => {
    const schema = z.object({ a: z.object({ b: z.number() }).default({ b: 1 }), c: z.array(z.any()) });
    expect(sharedOutputs(z.object({ x: schema.default({ a: { b: 2 }, c: [] }) }), 's')).toEqual([
      's.x (nested default)',
      's.x.c[] (any)',
    ]);
    expect(sharedOutputs(z.object({ t: z.string().transform((v) => ({ v })), d: z.date() }), 's')).toEqual([
      's.t (transform)',
      's.d (date)',
    ]);
  });

  it.each(GAMES)('%s: a state parsed from JSON is not changed by the step taken on it', (_, game, start) => {
    const json = JSON.stringify(start());
    const from = JSON.parse(json) as GameStateBase;
    const action = someAction(game, JSON.parse(json) as GameStateBase);
    game.apply(from, action);
    expect(from).toEqual(JSON.parse(json));
    expect(deeplyUnfrozen(from)).toBe(true);
  });
});

describe('actions legalActions lists', () => {
  it.each(GAMES)('%s: are deep-frozen, and apply answers for one as for its JSON copy', (_, game, start) => {
    const state = game.apply(start(), someAction(game, start())).state;
    for (const side of game.sides) {
      for (const action of game.legalActions(state, side).slice(0, 5)) {
        expect(deeplyFrozen(action)).toBe(true);
        const copy = JSON.parse(JSON.stringify(action)) as typeof action;
        expect(JSON.parse(JSON.stringify(game.apply(state, action)))).toEqual(
          JSON.parse(JSON.stringify(game.apply(state, copy))),
        );
      }
    }
  });

  it('are taken back unparsed only as the game listed them: a forged action slipped into the list is parsed, and refused', () => {
    const state = landingGame();
    const legal = warAtSeaGame.legalActions(state, 'Allies');
    const forged = Object.freeze({ type: 'load', side: 'Allies', unit: 42, count: 1 });
    (legal as unknown[]).push(forged);
    expect(() => warAtSeaGame.apply(state, forged as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    // A doctrine given the list with the forged action parses it all, and refuses it.
    expect(() => warAtSeaDoctrine({ side: 'Allies', view: warAtSeaGame.viewFor(state, 'Allies'), legal })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });

  it.each(GAMES)('%s: a listed action is still refused where the rules no longer allow it', (_, game, start) => {
    // Some listed action cannot be taken twice running (a roll, a declaration, a pass):
    // taken back after it was applied, the same frozen object is refused.
    const refused: string[] = [];
    let state = start();
    for (let step = 0; step < 8 && refused.length === 0; step++) {
      const listed = game.sides.flatMap((side) => game.legalActions(state, side));
      for (const action of listed) {
        const again = game.check(game.apply(state, action).state, action);
        if (!again.legal) refused.push(again.error.code);
      }
      if (listed[0] === undefined) break;
      state = game.apply(state, listed[0]).state;
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['ILLEGAL_ACTION']));
  });
});

describe('views and listed actions a doctrine reads', () => {
  it('are deep-frozen; a doctrine takes them as they are, and parses a copy or another game’s', () => {
    const state = landingGame();
    const view = warAtSeaGame.viewFor(state, 'Allies');
    const legal = warAtSeaGame.legalActions(state, 'Allies');
    expect(deeplyFrozen(view)).toBe(true);
    const wants = warAtSeaDoctrine({ side: 'Allies', view, legal });
    // A JSON copy answers the same (parsed), and a broken copy is refused, never trusted.
    const copy = JSON.parse(JSON.stringify({ side: 'Allies', view, legal }));
    expect(warAtSeaDoctrine(copy)).toEqual(wants);
    expect(() => warAtSeaDoctrine({ ...copy, view: { ...copy.view, islands: 'none' } })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    // Another game's frozen view is not taken for War at Sea's: it is parsed, and refused.
    const other = createShoestringGame(smallGame());
    expect(() =>
      warAtSeaDoctrine({ side: 'Allies', view: shoestringGame.viewFor(other, 'US') as never, legal: [] }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    // The side is checked on the fast path too.
    expect(() => warAtSeaDoctrine({ side: 'Nobody' as never, view, legal })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});
