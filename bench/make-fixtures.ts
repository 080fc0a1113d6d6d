/**
 * Writes bench/fixtures/games.json: for each game a start state (as JSON) and a log of
 * legal actions to play from it, for the game-step rows of `npm run bench`. Run it with
 * `npx tsx bench/make-fixtures.ts` after a change of a game's state or actions.
 * Firepower: 12 ships, played by random legal moves (seeded); the other games: the
 * field-free actions `pending` offers, chosen at random among the legal ones; War at Sea:
 * the example landing. All ships, cards and tables are MADE-UP.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cartwheelGame, createCartwheelGame } from '../src/cartwheel/index.js';
import { createBattle, firepowerBattle } from '../src/firepower/index.js';
import type { AnyGame, GameStateBase } from '../src/game/index.js';
import { createShoestringGame, shoestringGame } from '../src/shoestring/index.js';
import { sopacGame } from '../src/sopac/index.js';
import { createWarAtSeaGame } from '../src/war-at-sea/index.js';
import { smallScenario } from '../test/cartwheel/game/game-fixtures.js';
import { candidateActions } from '../test/firepower/game/battle-driver.js';
import { smallGame } from '../test/shoestring/game/game-fixtures.js';
import { scenario } from '../test/sopac/game/game-fixtures.js';

let seed = 12345;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const shuffled = <T>(list: readonly T[]): T[] => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const ship = (name: string, cls: string, nationality: string, flag?: string) =>
  flag === undefined ? { name, class: cls, nationality } : { name, class: cls, nationality, flag };
const fleet = (side: 'A' | 'B', nationality: string, names: readonly string[]) => ({
  side,
  name: `MADE-UP ${side}`,
  squadrons: [
    {
      name: `MADE-UP ${side} heavy`,
      nationality,
      movementOrder: 'engage',
      formationOrder: 'line-ahead',
      hasFleetFlagship: true,
      ships: [
        ship(names[0] as string, 'BB', nationality, 'fleet'),
        ship(names[1] as string, 'CA', nationality),
        ship(names[2] as string, 'CL', nationality),
      ],
    },
    {
      name: `MADE-UP ${side} screen`,
      nationality,
      movementOrder: 'intercept',
      formationOrder: 'line-ahead',
      ships: [
        ship(names[3] as string, 'DD', nationality, 'squadron'),
        ship(names[4] as string, 'DD', nationality),
        ship(names[5] as string, 'DD', nationality),
      ],
    },
  ],
});

function battleLog(steps: number) {
  const initial = createBattle({
    seed: 3,
    period: 'late',
    year: 1942,
    fleets: [
      fleet('A', 'American', [
        'MADE-UP A-BB',
        'MADE-UP A-CA',
        'MADE-UP A-CL',
        'MADE-UP A-DD1',
        'MADE-UP A-DD2',
        'MADE-UP A-DD3',
      ]),
      fleet('B', 'Japanese', [
        'MADE-UP B-BB',
        'MADE-UP B-CA',
        'MADE-UP B-CL',
        'MADE-UP B-DD1',
        'MADE-UP B-DD2',
        'MADE-UP B-DD3',
      ]),
    ],
  } as never);
  let state = initial;
  const actions: unknown[] = [];
  while (state.phase !== 'over' && actions.length < steps) {
    const candidates = candidateActions(state);
    // Gunnery first half the time, so the log holds the steps a battle is made of.
    const gunnery = candidates.filter((a) => a.type === 'fire-gunnery');
    const order = random() < 0.5 ? [...shuffled(gunnery), ...shuffled(candidates)] : shuffled(candidates);
    const action = order.find((a) => firepowerBattle.check(state, a).legal);
    if (action === undefined) break;
    state = firepowerBattle.apply(state, action).state;
    actions.push(action);
  }
  return { initial, actions };
}

/** Fields some actions take, tried with every action `pending` offers (most fit none). */
const FIELDS: readonly Record<string, unknown>[] = [
  {},
  { decision: { commit: false } },
  { commit: false },
  { declaration: { declare: false } },
  { action: 'pass' },
  { light: 'night', weather: 'Clear' },
  { light: 'day', weather: 'Cloudy' },
];

/** The actions `pending` offers, with the fields above, one legal at random each step. */
function pendingLog(game: AnyGame, initial: GameStateBase, steps: number) {
  let state = initial;
  const actions: unknown[] = [];
  while (actions.length < steps) {
    const offered = game
      .pending(state)
      .flatMap((p) => p.actions.flatMap((type) => FIELDS.map((fields) => ({ ...fields, type, side: p.side }))));
    const action = shuffled(offered).find((a) => game.check(state, a).legal);
    if (action === undefined) break;
    state = game.apply(state, action).state;
    actions.push(action);
  }
  return { initial, actions };
}

const example = new URL('../examples/war-at-sea-landing/', import.meta.url);
const landing = {
  initial: createWarAtSeaGame(JSON.parse(readFileSync(new URL('setup.json', example), 'utf8'))),
  actions: JSON.parse(readFileSync(new URL('actions.json', example), 'utf8')) as unknown[],
};

const games = {
  firepower: { typical: 'fire-gunnery', ...battleLog(120) },
  shoestring: {
    typical: 'advance',
    ...pendingLog(shoestringGame as unknown as AnyGame, createShoestringGame(smallGame()), 40),
  },
  cartwheel: {
    typical: 'advance',
    ...pendingLog(cartwheelGame as unknown as AnyGame, createCartwheelGame(smallScenario()), 40),
  },
  'war-at-sea': { typical: 'attack', ...landing },
  sopac: { typical: 'end-turn', ...pendingLog(sopacGame as unknown as AnyGame, scenario(1), 40) },
};
for (const [name, log] of Object.entries(games)) {
  const types = new Set((log.actions as { type: string }[]).map((a) => a.type));
  console.log(`${name}: ${log.actions.length} actions (${[...types].join(', ')})`);
}
writeFileSync(new URL('fixtures/games.json', import.meta.url), `${JSON.stringify(games)}\n`);
