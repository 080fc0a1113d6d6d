/**
 * Every listed action is legal on every state a game reaches (issue 61, item 4): at each
 * step of doctrine games, doctrine against random, and a search game, in all five games
 * on their docs set-ups and on a Firepower submarine hunt that sinks submarines with their
 * torpedoes still running, every action `legalActions` lists for either side passes `check`.
 * The search games show that `searchBot` never throws on a legal turn.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue } from '../../src/cartwheel/index.js';
import { createBattle, firepowerCatalogue } from '../../src/firepower/index.js';
import {
  type AnyGame,
  type Bot,
  type Doctrine,
  doctrineBot,
  type GameStateBase,
  playOut,
  randomBot,
  searchBot,
} from '../../src/index.js';
import { shoestringCatalogue } from '../../src/shoestring/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { warAtSeaCatalogue } from '../../src/war-at-sea/index.js';
import { submarineHunt } from '../firepower/game/submarine-hunt.js';

const root = new URL('../../', import.meta.url);
const setup = (dir: string) => JSON.parse(readFileSync(new URL(`examples/${dir}/setup.json`, root), 'utf8'));

interface Case {
  readonly name: string;
  readonly game: AnyGame;
  readonly doctrine: Doctrine;
  readonly start: (seed: number) => GameStateBase;
}

const catalogued = (
  catalogue: { game: { game: AnyGame; create: (s: unknown) => GameStateBase; doctrine?: unknown } },
  dir: string,
) => ({
  game: catalogue.game.game,
  doctrine: catalogue.game.doctrine as Doctrine,
  start: (seed: number) => catalogue.game.create({ ...setup(dir), seed }),
});

const CASES: Case[] = [
  { name: 'War at Sea landing', ...catalogued(warAtSeaCatalogue, 'war-at-sea-landing') },
  { name: 'Firepower battle', ...catalogued(firepowerCatalogue, 'firepower-battle') },
  {
    name: 'Firepower submarine hunt',
    game: firepowerCatalogue.game.game,
    doctrine: firepowerCatalogue.game.doctrine as Doctrine,
    start: (seed) => createBattle(submarineHunt(seed)) as GameStateBase,
  },
  { name: 'Operation Shoestring', ...catalogued(shoestringCatalogue, 'shoestring-game') },
  { name: 'Operation Cartwheel', ...catalogued(cartwheelCatalogue, 'cartwheel-game') },
  { name: 'SOPAC', ...catalogued(sopacCatalogue, 'sopac-game') },
];

/** Plays the game and checks, at every state it reached, that each listed action of each side is legal. */
function checkListings(c: Case, start: GameStateBase, bots: Record<string, Bot>): { states: number; listed: number } {
  const played = playOut(c.game, start, bots, { maxActions: 4000 });
  let state = start;
  let listed = 0;
  const states = played.actions.length + 1;
  for (let step = 0; step < states; step++) {
    for (const side of c.game.sides) {
      for (const action of c.game.legalActions(state, side)) {
        listed++;
        const checked = c.game.check(state, action);
        expect(
          checked.legal,
          `step ${step}: ${JSON.stringify(action)} is listed but refused: ${checked.legal ? '' : checked.error.message}`,
        ).toBe(true);
      }
    }
    if (step < played.actions.length) state = c.game.apply(state, played.actions[step]).state;
  }
  return { states, listed };
}

describe('every listed action is legal on the states games reach', () => {
  for (const c of CASES) {
    it(`${c.name}: doctrine games, doctrine against random, and a search game`, () => {
      const [a, b] = c.game.sides as [string, string];
      let states = 0;
      for (const seed of [1, 2]) {
        states += checkListings(c, c.start(seed), {
          [a]: doctrineBot({ doctrine: c.doctrine, seed }),
          [b]: doctrineBot({ doctrine: c.doctrine, seed: seed + 50 }),
        }).states;
      }
      states += checkListings(c, c.start(3), {
        [a]: randomBot({ seed: 3, passWeight: 0.2, weights: { concede: 0 } }),
        [b]: doctrineBot({ doctrine: c.doctrine, seed: 3 }),
      }).states;
      // searchBot throwing on a legal turn fails the test here.
      states += checkListings(c, c.start(4), {
        [a]: searchBot({ game: c.game, doctrine: c.doctrine, seed: 4, rollouts: 4, depth: 20 }),
        [b]: doctrineBot({ doctrine: c.doctrine, seed: 4 }),
      }).states;
      expect(states).toBeGreaterThan(20);
    });
  }

  it('the submarine hunt sinks submarines with their torpedoes still running, and lists their contact', () => {
    const c = CASES[2] as Case;
    let orphaned = 0;
    let listedContact = 0;
    for (const seed of [1, 3, 5]) {
      const start = c.start(seed);
      const played = playOut(
        c.game,
        start,
        {
          A: doctrineBot({ doctrine: c.doctrine, seed }),
          B: doctrineBot({ doctrine: c.doctrine, seed: seed + 100 }),
        },
        { maxActions: 4000 },
      );
      let state = start as ReturnType<typeof createBattle>;
      for (const action of played.actions) {
        const sunk = new Set(
          state.fleets
            .flatMap((f) => f.squadrons.flatMap((q) => q.ships))
            .filter((s) => s.status === 'sunk')
            .map((s) => s.name),
        );
        if (state.torpedoes.some((t) => sunk.has(t.firer))) {
          orphaned++;
          if (c.game.sides.some((side) => c.game.legalActions(state, side).some((x) => x.type === 'torpedo-contact')))
            listedContact++;
        }
        state = c.game.apply(state, action).state as typeof state;
      }
    }
    expect(orphaned).toBeGreaterThan(0);
    expect(listedContact).toBeGreaterThan(0);
  });
});
