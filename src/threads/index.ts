/**
 * Whole-game studies over worker threads (Node.js only): `simulateInWorkers` plays a
 * study's runs in several threads at once and gives exactly the summary `simulate` gives
 * in one.
 * @packageDocumentation
 */
import { pathToFileURL } from 'node:url';
import type { SimulationSummary } from '../simulate/simulation-summary.js';
import { playInWorkers, type SimulateInWorkersOptions } from './play-in-workers.js';

export type { SimulateInWorkersOptions } from './play-in-workers.js';

/**
 * `simulate` (of `naval-rules/simulate`) spread over worker threads (`node:worker_threads`,
 * so Node.js only): the study's runs are cut into chunks that each thread takes as it comes
 * free, and the chunks' summaries are merged exactly, so the summary is byte for byte the
 * one `simulate` gives in one thread, whatever the thread count. The game must be one of
 * the library's (a catalogue's `game`) and the bots named (`random`, `doctrine`, `search`):
 * each thread builds its own. Bad options reject with a `RulesError` before a thread starts;
 * a look-alike of a library game (its name, another start) is found by the first thread and
 * rejected the same way. `onProgress` is called from this thread as the threads report; if
 * it throws, the study ends with its error.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * import { warAtSeaCatalogue } from 'naval-rules/war-at-sea';
 * const setup = JSON.parse(readFileSync('examples/war-at-sea-landing/setup.json', 'utf8'));
 * const options = { game: warAtSeaCatalogue.game, setup, bots: { Allies: 'random', Axis: 'random' }, runs: 400, seed: 1 } as const;
 * const summary = await simulateInWorkers({ ...options, workers: 2 });
 * summary.wins.Allies.rate; // the same figure as simulate(options) gives
 * ```
 */
export function simulateInWorkers<Side extends string>(
  options: SimulateInWorkersOptions<Side>,
): Promise<SimulationSummary<Side>> {
  // The built thread lies beside this entry (dist/threads/worker.js). Under CommonJS this
  // file's own name is __filename (import.meta.url would be a shared chunk's).
  const here = typeof __filename === 'string' ? pathToFileURL(__filename).href : import.meta.url;
  return playInWorkers(options, new URL('./worker.js', here));
}
