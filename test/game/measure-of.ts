/** The value of one of a catalogue's measures on a finished game made by hand (tests). */
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import type { FinishedGame } from '../../src/game/measure.js';

export function measureOf(game: CatalogueGame, name: string, run: Partial<FinishedGame> & { state: unknown }) {
  const measure = game.measures?.find((m) => m.name === name);
  if (measure === undefined) throw new Error(`no measure ${name}`);
  const outcome = game.game.outcome(run.state as never);
  return measure.of({ outcome, actions: 0, finished: true, ...run } as never);
}
