/** Finds a state of random play where a side's legal actions meet a test: for doctrine tests. */
import { readFileSync } from 'node:fs';
import type { AnyGame, CatalogueGame, GameActionBase, GameStateBase } from '../../src/index.js';
import { randomBot } from '../../src/index.js';

/** The docs set-up `examples/<dir>/setup.json`, with `seed`. */
export function docsSetup(dir: string, seed: number): Record<string, unknown> {
  const setup = JSON.parse(readFileSync(new URL(`../../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
  return { ...setup, seed };
}

/**
 * The first state of a random game (seeds 1, 2, …) from the docs set-up where `side`'s legal
 * actions meet `wanted`, with those actions; an error when 50 games never reach one.
 */
export function stateWhere(
  catalogue: CatalogueGame,
  dir: string,
  side: string,
  wanted: (legal: readonly GameActionBase[]) => boolean,
): { readonly state: GameStateBase; readonly legal: readonly GameActionBase[] } {
  const game = catalogue.game as AnyGame;
  for (let seed = 1; seed <= 50; seed++) {
    const bots = new Map(game.sides.map((s, i) => [s, randomBot({ seed: seed * 10 + i })]));
    let state = catalogue.create(docsSetup(dir, seed)) as GameStateBase;
    for (let step = 0; step < 5_000 && !game.outcome(state).over; step++) {
      const legal = game.legalActions(state, side);
      if (wanted(legal)) return { state, legal };
      const mover = game.sides.find((s) => game.legalActions(state, s).length > 0);
      if (mover === undefined) break;
      const choice = bots.get(mover)?.choose({ legal: game.legalActions(state, mover) } as never);
      state = game.apply(state, choice).state;
    }
  }
  throw new Error(`no state of 50 random games gives ${side} such actions`);
}
