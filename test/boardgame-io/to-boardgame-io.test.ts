/**
 * Every game on boardgame.io, played by two of its clients: in its Local multiplayer (one
 * process) and through its Server with in-memory storage and socket.io. Each step is
 * compared with the same step played through the API, and no client's state ever holds
 * the dice. (boardgame.io's real Server over sockets: host.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { Client } from 'boardgame.io/client';
import { InitializeGame } from 'boardgame.io/internal';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import {
  type BoardgameIoPlayerView,
  type BoardgameIoState,
  toBoardgameIo,
  toBoardgameIoClient,
} from '../../src/boardgame-io/index.js';
import { cartwheelCatalogue, createCartwheelGame } from '../../src/cartwheel/index.js';
import { isRulesError } from '../../src/core/rules-error.js';
import { createHostedDice } from '../../src/dice/hosted-dice.js';
import { createBattle, firepowerCatalogue } from '../../src/firepower/index.js';
import type { AnyGame, GameStateBase } from '../../src/game/index.js';
import { createShoestringGame, shoestringCatalogue } from '../../src/shoestring/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { createWarAtSeaGame, warAtSeaCatalogue, warAtSeaGame } from '../../src/war-at-sea/index.js';
import { smallScenario } from '../cartwheel/game/game-fixtures.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';
import { smallGame } from '../shoestring/game/game-fixtures.js';
import { scenario } from '../sopac/game/game-fixtures.js';

const landing = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
) as Parameters<typeof createWarAtSeaGame>[0];

/** A game, its initial state, and a few steps: the player who moves, the move and its fields. */
interface Case {
  readonly name: string;
  readonly game: AnyGame;
  readonly initial: () => GameStateBase;
  readonly steps: readonly (readonly [player: '0' | '1', move: string, fields: Record<string, unknown>])[];
}

const CASES: readonly Case[] = [
  {
    name: 'firepower',
    game: firepowerCatalogue.game.game,
    initial: () => createBattle(twoSquadronsASide()),
    steps: [['1', 'roll-conditions', {}]],
  },
  {
    name: 'shoestring',
    game: shoestringCatalogue.game.game,
    initial: () => createShoestringGame(smallGame()),
    steps: [
      ['0', 'advance', {}],
      ['1', 'advance', {}],
    ],
  },
  {
    name: 'cartwheel',
    game: cartwheelCatalogue.game.game,
    initial: () => createCartwheelGame(smallScenario()),
    steps: [['0', 'roll-random-event', {}]],
  },
  {
    name: 'war-at-sea',
    game: warAtSeaCatalogue.game.game,
    initial: () => createWarAtSeaGame(landing),
    steps: [
      ['0', 'advance', {}],
      ['1', 'advance', {}],
      ['0', 'load', { unit: 'AP-1', count: 2 }],
      ['1', 'load', { unit: 'XP-1', count: 2 }],
    ],
  },
  {
    name: 'sopac',
    game: sopacCatalogue.game.game,
    initial: () => scenario(1),
    steps: [['1', 'end-turn', { light: 'night', weather: 'Clear' }]],
  },
];

type AnyClient = ReturnType<typeof Client>;
const viewOf = (client: AnyClient) => client.getState()?.G as unknown as BoardgameIoPlayerView;

/** What each player must see after the API plays `state` forward: its view, pending and events. */
function expected(game: AnyGame, state: GameStateBase, events: Parameters<AnyGame['eventsFor']>[0], side: string) {
  return JSON.parse(
    JSON.stringify({
      view: game.viewFor(state, side),
      pending: game.pending(state, side),
      events: game.eventsFor(events, side),
    }),
  );
}

/** The match's secret seed in these tests (a host draws a fresh one from randomSeed). */
const HOST_SEED = '0123456789abcdef0123456789abcdef';
/** The state a match of `c` starts from on a host whose seed is HOST_SEED: hosted dice, by default. */
const hostStart = (c: Case): GameStateBase =>
  ({ ...c.initial(), dice: createHostedDice(HOST_SEED).state() }) as GameStateBase;

describe('toBoardgameIo with Local multiplayer', () => {
  for (const c of CASES) {
    it(`${c.name}: two clients play its steps as the API does, and never hold the dice`, () => {
      const game = toBoardgameIo(c.game, c.initial(), { seed: () => HOST_SEED });
      const multiplayer = Local();
      const clients = ['0', '1'].map((playerID) =>
        Client({ game, numPlayers: 2, multiplayer, playerID, debug: false }),
      );
      for (const client of clients) client.start();
      let state = hostStart(c);
      for (const [index, client] of clients.entries()) {
        expect(viewOf(client).view).toEqual(expected(c.game, state, [], c.game.sides[index] as string).view);
      }
      for (const [player, move, fields] of c.steps) {
        const side = c.game.sides[Number(player)] as string;
        const applied = c.game.apply(state, { ...fields, type: move, side });
        state = applied.state;
        clients[Number(player)]?.moves.act?.({ ...fields, type: move });
        for (const [index, client] of clients.entries()) {
          const mine = c.game.sides[index] as string;
          const got = viewOf(client);
          expect(JSON.stringify(client.getState())).not.toContain('"dice"');
          expect({ view: got.view, pending: got.pending, events: got.events }).toEqual(
            expected(c.game, state, applied.events, mine),
          );
        }
        const active = Object.keys(clients[0]?.getState()?.ctx.activePlayers ?? {}).sort();
        const pendingSides = new Set(c.game.pending(state).map((p) => p.side));
        expect(active).toEqual(['0', '1'].filter((id) => pendingSides.has(c.game.sides[Number(id)] as string)));
      }
      for (const client of clients) client.stop();
    });
  }

  it('malformed moves are INVALID_MOVE; an action the rules refuse is answered to its player with the reason', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    const multiplayer = Local();
    const allies = Client({ game, numPlayers: 2, multiplayer, playerID: '0', debug: false });
    const axis = Client({ game, numPlayers: 2, multiplayer, playerID: '1', debug: false });
    allies.start();
    axis.start();
    const before = JSON.stringify(allies.getState()?.G);
    allies.moves.act?.({ type: 'advance', side: 'Axis' }); // a side of its own is refused, not overwritten
    allies.moves.act?.({ type: 'advance' }, 'x'.repeat(1000)); // an extra argument
    allies.moves.act?.('not fields');
    allies.moves.act?.(['advance']);
    expect(allies.getState()?._stateID).toBe(0);
    expect(JSON.stringify(allies.getState()?.G)).toBe(before);
    // Not an Allied unit: the side comes from the player id, and the rules say why not.
    allies.moves.act?.({ type: 'load', unit: 'XP-1', count: 1 });
    const refused = viewOf(allies).refused;
    expect(refused).toMatchObject({ action: { type: 'load', unit: 'XP-1', count: 1, side: 'Allies' } });
    expect(refused?.message).toMatch(/XP-1/);
    expect(viewOf(axis).refused).toBeNull();
    // Nothing else changed: the view, events and legal actions are as before.
    const { refused: _was, ...beforeRest } = JSON.parse(before) as BoardgameIoPlayerView;
    const { refused: _now, ...nowRest } = viewOf(allies);
    expect(JSON.parse(JSON.stringify(nowRest))).toEqual(beforeRest);
    // A large refused action is not kept with the match.
    allies.moves.act?.({ type: 'load', unit: 'x'.repeat(5_000), count: 1 });
    expect(viewOf(allies).refused).toMatchObject({ action: null, code: 'INVALID_INPUT' });
    // The next action that goes through clears it.
    allies.moves.act?.({ type: 'advance' });
    expect(viewOf(allies).refused).toBeNull();
    allies.stop();
    axis.stop();
  });

  it('one move, act, and nothing named after an Object member (boardgame.io finds moves with `in`)', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    expect(Object.keys(game.moves ?? {})).toEqual(['act']);
    for (const name of ['toString', 'hasOwnProperty', 'valueOf', 'constructor', '__proto__', 'advance']) {
      expect(name in (game.moves ?? {})).toBe(false);
    }
  });

  it('a spectator gets no view, no events and nothing pending: only the outcome', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    const multiplayer = Local();
    const player = Client({ game, numPlayers: 2, multiplayer, playerID: '0', debug: false });
    const spectator = Client({ game, numPlayers: 2, multiplayer, debug: false });
    player.start();
    spectator.start();
    player.moves.act?.({ type: 'advance' });
    const { outcome, ...rest } = viewOf(spectator);
    expect(rest).toEqual({
      sides: ['Allies', 'Axis'],
      view: null,
      events: [],
      history: [],
      eventCount: 0,
      pending: [],
      legal: [],
      refused: null,
    });
    expect(outcome.over).toBe(false);
    player.stop();
    spectator.stop();
  });
});

describe('toBoardgameIo matches', () => {
  it('the initial G holds only the public setupData: the state is made at the first move, which drops it', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, () => landing);
    const initial = InitializeGame({ game, numPlayers: 2, setupData: { scenario: 'landing' } });
    const nothing = { events: [], history: [], count: 0 };
    expect(initial.G).toEqual({
      setupData: { scenario: 'landing' },
      state: null,
      seen: [nothing, nothing],
      refused: [null, null],
    });
    const act = game.moves?.act as { move: (...args: unknown[]) => unknown };
    const after = act.move({ G: initial.G, playerID: '0' }, { type: 'advance' }) as BoardgameIoState;
    expect(after.setupData).toBeNull();
    expect(after.state).not.toBeNull();
    // A fixed set-up reads no setupData, and keeps none.
    const fixed = toBoardgameIo(warAtSeaCatalogue.game, landing);
    expect(InitializeGame({ game: fixed, numPlayers: 2, setupData: { scenario: 'landing' } }).G.setupData).toBeNull();
  });

  it('setupData is bounded at create: larger than maxSetupBytes (default 4,096) or not JSON is refused', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, () => landing);
    expect(game.validateSetupData?.({ scenario: 'landing' }, 2)).toBeUndefined();
    expect(game.validateSetupData?.({ x: 'x'.repeat(5_000) }, 2)).toMatch(/at most 4,096 bytes/);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(game.validateSetupData?.(cyclic, 2)).toMatch(/not JSON/);
    const fixed = toBoardgameIo(warAtSeaCatalogue.game, landing, { maxSetupBytes: 100 });
    expect(fixed.validateSetupData?.({ x: 'x'.repeat(200) }, 2)).toMatch(/at most 100 bytes/);
    expect(() => toBoardgameIo(warAtSeaCatalogue.game, landing, { maxSetupBytes: 0 })).toThrow(/maxSetupBytes/);
  });

  it('every match draws its own dice on the host (a cryptographic seed unless options.seed)', () => {
    const game = toBoardgameIo(warAtSeaCatalogue.game, landing);
    // The host's G after each match's first move: its dice.
    const seeds = new Set<unknown>();
    for (let match = 0; match < 8; match++) {
      const state = InitializeGame({ game, numPlayers: 2 });
      const move = game.moves?.act as { move: (...args: unknown[]) => unknown };
      const G = move.move({ G: state.G, playerID: '0' }, { type: 'advance' }) as BoardgameIoState;
      seeds.add(JSON.stringify(G.state?.dice));
      // Hosted dice by default, on a 256-bit secret key.
      expect(G.state?.dice).toMatchObject({ generator: 'chacha20', key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    }
    expect(seeds.size).toBe(8);
  });

  it("dice: 'seeded' plays the fast dice; a hosted match refuses a guessable seed, and a bad dice option is refused", () => {
    const move = (options: Parameters<typeof toBoardgameIo>[2]) => {
      const game = toBoardgameIo(warAtSeaCatalogue.game, landing, options);
      const act = game.moves?.act as { move: (...args: unknown[]) => unknown };
      return act.move({ G: InitializeGame({ game, numPlayers: 2 }).G, playerID: '0' }, { type: 'advance' });
    };
    const seeded = move({ dice: 'seeded', seed: () => 5 }) as BoardgameIoState;
    expect(seeded.state?.dice.generator).toBe('xoroshiro128plus');
    // A number is too short a secret for hosted dice: the move is refused, the host goes on.
    expect(move({ seed: () => 5 })).toBe('INVALID_MOVE');
    let path: unknown;
    try {
      toBoardgameIo(warAtSeaCatalogue.game, landing, { dice: 'fast' as never });
    } catch (error) {
      path = isRulesError(error) ? error.path : error;
    }
    expect(path).toEqual(['options', 'dice']);
  });

  it('a set-up function makes each match from the lobby setupData; a bad one is refused at create', () => {
    const scenarios: Record<string, unknown> = { landing };
    const game = toBoardgameIo(warAtSeaCatalogue.game, (data: unknown) =>
      typeof data === 'object' && data !== null && 'scenario' in data ? scenarios[String(data.scenario)] : undefined,
    );
    expect(game.validateSetupData?.({ scenario: 'landing' }, 2)).toBeUndefined();
    expect(game.validateSetupData?.({ scenario: 'nowhere' }, 2)).toMatch(/set-up/);
    const state = InitializeGame({ game, numPlayers: 2, setupData: { scenario: 'landing' } });
    const view = game.playerView?.({ G: state.G, ctx: state.ctx, playerID: '0' }) as BoardgameIoPlayerView;
    expect(view.view).toEqual(warAtSeaGame.viewFor(createWarAtSeaGame(landing), 'Allies'));
  });
});

describe('toBoardgameIoClient', () => {
  it('carries the name, the one move and the bots, and no set-up', () => {
    const game = toBoardgameIoClient(warAtSeaCatalogue.game);
    expect(game.name).toBe('war-at-sea');
    expect(Object.keys(game.moves ?? {})).toEqual(['act']);
    expect(game.setup).toBeUndefined();
    expect(JSON.stringify(game)).not.toContain('MADE-UP');
    const legal = warAtSeaGame.legalActions(createWarAtSeaGame(landing), 'Allies');
    expect(game.ai?.enumerate({ legal } as never, {} as never, '0')).toEqual(
      legal.map(({ side: _side, ...fields }) => ({ move: 'act', args: [fields] })),
    );
    expect(() => toBoardgameIoClient({ name: 'x' } as never)).toThrow(/game\./);
  });
});

describe('toBoardgameIo input', () => {
  it('takes a catalogue game and a set-up, or a game and its state; refuses anything else with a RulesError', () => {
    expect(toBoardgameIo(warAtSeaCatalogue.game, landing).name).toBe('war-at-sea');
    expect(toBoardgameIo(warAtSeaGame, createWarAtSeaGame(landing), { name: 'landing' }).name).toBe('landing');
    for (const [game, start, options] of [
      [null, landing, {}],
      [warAtSeaCatalogue.game, { seed: 'x' }, {}],
      [warAtSeaCatalogue.game, 'landing', {}],
      [warAtSeaGame, { turn: 1 }, {}],
      [{ name: 'x' }, {}, {}],
      [warAtSeaGame, createWarAtSeaGame(landing), { seed: 3 }],
      [warAtSeaGame, createWarAtSeaGame(landing), { name: 3 }],
    ] as const) {
      let thrown: unknown;
      try {
        toBoardgameIo(game as never, start, options as never);
      } catch (error) {
        thrown = error;
      }
      expect(isRulesError(thrown), JSON.stringify(start)).toBe(true);
    }
  });
});

describe('before the first move, players see what the set-up gives', () => {
  // The host shows the set-up's view until the first move makes the match's state with its
  // own dice: for that, no game's view, pending list or legal actions may depend on the seed.
  const catalogues = [
    [warAtSeaCatalogue, 'war-at-sea-landing'],
    [firepowerCatalogue, 'firepower-battle'],
    [shoestringCatalogue, 'shoestring-game'],
    [cartwheelCatalogue, 'cartwheel-game'],
    [sopacCatalogue, 'sopac-game'],
  ] as const;
  for (const [catalogue, dir] of catalogues) {
    it(`${catalogue.name}: two seeds give each side the same view, pending list and legal actions`, () => {
      const setup = JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
      const [one, two] = [1, 2].map((seed) => catalogue.game.create({ ...setup, seed }));
      const rules = catalogue.game.game as AnyGame;
      expect(JSON.stringify(one?.dice)).not.toBe(JSON.stringify(two?.dice));
      for (const side of rules.sides) {
        const seen = (state: GameStateBase) =>
          JSON.stringify([rules.viewFor(state, side), rules.pending(state, side), rules.legalActions(state, side)]);
        expect(seen(one as GameStateBase)).toBe(seen(two as GameStateBase));
      }
    });
  }
});
