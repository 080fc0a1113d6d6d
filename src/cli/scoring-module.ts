import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Catalogue } from '../core/catalogue/catalogue.js';
import type { GameCatalogue } from '../game/catalogue-game.js';
import { type Scoring, withScoring } from '../game/with-scoring.js';
import { UsageError } from './args.js';

/** Catalogues whose game plays by a scoring the command line loaded. */
const SCORED = new WeakSet<object>();

/** The catalogues with each game scored by `scoring` (the `--scoring` module's). Internal. */
export function scoredCatalogues(catalogues: readonly Catalogue[], scoring: Scoring<never, string>): Catalogue[] {
  return catalogues.map((catalogue) => {
    const game = (catalogue as Partial<GameCatalogue>).game;
    if (game === undefined) return catalogue;
    const scored = { ...catalogue, game: withScoring(game, scoring) };
    SCORED.add(scored);
    return scored;
  });
}

/**
 * A command's check that `--scoring` was loaded: the module is imported by the `naval-rules`
 * command before the command runs (an asynchronous step); a catalogue that was not scored
 * with it means the module was never read. Internal.
 */
export function expectScored(catalogue: Catalogue, scoring: string | undefined): void {
  if (scoring !== undefined && !SCORED.has(catalogue)) {
    throw new UsageError(`--scoring ${scoring} was not loaded: only the naval-rules command reads a scoring module`);
  }
}

/**
 * Imports the `--scoring` module (a path, from the working directory): its default export,
 * or else its export named `scoring`, is `{ name, outcome(state, own) }`. A module that
 * cannot be loaded or exports no scoring is a usage error. Internal.
 */
export async function loadScoring(path: string): Promise<Scoring<never, string>> {
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`--scoring ${path}: the module cannot be loaded: ${(error as Error).message ?? error}`);
  }
  const scoring = (module.default ?? module.scoring) as Partial<Scoring<never, string>> | undefined;
  if (scoring === null || typeof scoring !== 'object' || typeof scoring.outcome !== 'function') {
    throw new UsageError(
      `--scoring ${path}: export a scoring, { name, outcome(state, own) }, as the module's default or as "scoring"`,
    );
  }
  return scoring as Scoring<never, string>;
}
