/**
 * The explorer's whole-game studies, in its worker: a study (a game's example set-up, a bot
 * a side, a number of runs, a seed) is played in shards, and after each shard the summary
 * of the runs so far (merged exactly, as `mergeSimulations` does) goes back to the page, so
 * the win rates and score spread build up live. Cancelling is the page's: it lets the
 * worker go.
 */

import cartwheel from '../../examples/cartwheel-game/setup.json' with { type: 'json' };
import firepower from '../../examples/firepower-battle/setup.json' with { type: 'json' };
import shoestring from '../../examples/shoestring-game/setup.json' with { type: 'json' };
import sopac from '../../examples/sopac-game/setup.json' with { type: 'json' };
import warAtSea from '../../examples/war-at-sea-landing/setup.json' with { type: 'json' };
import { catalogues } from '../../src/cli/catalogues.js';
import type { CatalogueGame, GameCatalogue } from '../../src/game/catalogue-game.js';
import { mergeSimulations, type SimulationSummary, simulate } from '../../src/simulate/index.js';
import type { BOTS } from './set-list.js';

/** Each rule set's example set-up, as the repository's examples give it. */
const EXAMPLE_SETUPS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'war-at-sea': warAtSea,
  firepower,
  sopac,
  cartwheel,
  shoestring,
};

/** One study to play. */
export interface StudyRequest {
  readonly kind: 'study';
  readonly id: number;
  readonly set: string;
  readonly bots: readonly (typeof BOTS)[number][];
  readonly runs: number;
  readonly seed: number;
}

/** The summary so far (`done` of `runs`), the last one when `done === runs`; or why the study cannot be played. */
export type StudyReply =
  | {
      readonly kind: 'study';
      readonly id: number;
      readonly ok: true;
      readonly done: number;
      readonly summary: SimulationSummary;
    }
  | { readonly kind: 'study'; readonly id: number; readonly ok: false; readonly message: string };

/** The game of a rule set, if it has one. */
function gameOf(set: string): CatalogueGame | undefined {
  const catalogue = catalogues.find((c) => c.name === set) as Partial<GameCatalogue> | undefined;
  return catalogue?.game;
}

/** Plays a study shard by shard, sending each summary so far to `send`. */
export function playStudy(request: StudyRequest, send: (reply: StudyReply) => void): void {
  try {
    const game = gameOf(request.set);
    const setup = EXAMPLE_SETUPS[request.set];
    if (game === undefined || setup === undefined) throw new Error(`no game of ${request.set}`);
    const bots: Record<string, (typeof BOTS)[number]> = {};
    game.game.sides.forEach((side, i) => {
      Object.defineProperty(bots, side, { value: request.bots[i] ?? 'random', enumerable: true });
    });
    // About fifty shards, each at least ten runs: the page hears often, the merges stay few.
    const count = Math.max(1, Math.min(50, Math.floor(request.runs / 10)));
    let merged: SimulationSummary | undefined;
    for (let index = 0; index < count; index++) {
      const part = simulate({ game, setup, bots, runs: request.runs, seed: request.seed, shard: { index, count } });
      // Partial until the last shard: the summary so far says which runs it holds.
      merged = merged === undefined ? part : mergeSimulations(merged, part, { partial: true });
      send({ kind: 'study', id: request.id, ok: true, done: merged.runs.to - merged.runs.from, summary: merged });
    }
  } catch (error) {
    send({ kind: 'study', id: request.id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}
