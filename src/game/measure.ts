import type { GameEvent, Outcome } from './game.js';

/** One finished game of a study, as a {@link Measure} reads it. */
export interface FinishedGame<S = unknown, Side extends string = string> {
  /** The state the run ended in. */
  readonly state: S;
  /** The state the run started from; only when the measure `reads` `'start'`. */
  readonly start?: S;
  /** Every event of the run, in order (the host's full record); only when the measure `reads` `'events'`. */
  readonly events?: readonly GameEvent[];
  /** The game's outcome at the end. */
  readonly outcome: Outcome<Side>;
  /** How many actions the run took. */
  readonly actions: number;
  /** False when the run stopped at the action bound, or nobody could act. */
  readonly finished: boolean;
}

/**
 * A number taken from each finished game of a study, beside the score: a study sums it
 * up as it does the score (mean, spread, quantiles, histogram, exact over shards) and a
 * comparison pairs it run by run. A game's catalogue offers the measures its players care
 * about (`warAtSeaCatalogue.game.measures`); an app writes its own.
 *
 * `of` returns one number a side (a record by side) or one number for the whole game
 * (e.g. the turn it ended in); a study keeps the first under each side's name and the
 * second under `game`. It must return finite numbers and is called once a run.
 *
 * @example
 * ```ts
 * import type { Measure } from 'naval-rules';
 * const actionsTaken: Measure = { name: 'actions taken', title: 'Actions the run took', of: (run) => run.actions };
 * // simulate({ ..., measures: ['islands held', actionsTaken] }): the catalogue's by name, an app's own beside them
 * ```
 */
export interface Measure<S = unknown, Side extends string = string> {
  /** Its name: how a study's summary, `--measure` and `simulate --help <set>` name it. */
  readonly name: string;
  /** One line on what it counts, for help and reports. */
  readonly title: string;
  /** The rule it reads, where it reads one (e.g. `'Checking for Victory'`). */
  readonly rule?: string;
  /** What more of the run it reads than the final state: `'start'` (the first state), `'events'` (every event); each costs a little. */
  readonly reads?: readonly ('start' | 'events')[];
  /** The measure of one finished game: a number a side, or one for the game. */
  readonly of: (run: FinishedGame<S, Side>) => number | Readonly<Record<Side, number>>;
}
