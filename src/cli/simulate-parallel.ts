import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { mergeSimulations } from '../simulate/merge-simulations.js';
import { addRun, emptyCounts, shardRange, studyOf } from '../simulate/simulate.js';
import { type SimulationSummary, summarize } from '../simulate/simulation-summary.js';
import { printSummary, progressLine, type SimulateRequest } from './commands/simulate.js';
import type { CliIo } from './io.js';

/** Runs this thread plays between looks at its workers' messages (their progress). */
const CHUNK = 20;

/**
 * Plays a study in `request.workers` threads, each a shard of it (of the shard the command
 * line names, if any: shard k of K over N threads is shards kN…kN+N−1 of KN, which join to
 * exactly shard k), and merges them: the figures are those of one thread. This thread plays
 * the last shard itself, a few runs at a time between its workers' messages, so N threads
 * hold N copies of the library, not N + 1. `workerFile` is the built worker
 * (`simulate-worker.js` beside the command's main file).
 */
export async function simulateInWorkers(request: SimulateRequest, io: CliIo, workerFile: URL): Promise<number> {
  const { game: _game, ...options } = request.options;
  const outer = options.shard ?? { index: 0, count: 1 };
  const n = request.workers;
  let done = 0;
  const range = shardRange(options.runs, outer);
  const total = range.to - range.from;
  const shardOf = (i: number) => ({ index: outer.index * n + i, count: outer.count * n });
  const workers = Array.from({ length: n - 1 }, (_, i) => {
    return new Promise<SimulationSummary>((resolve, reject) => {
      const worker = new Worker(workerFile, {
        workerData: { set: request.set, options: { ...options, shard: shardOf(i) } },
      });
      worker.on('message', (message: { type: string; done?: number; summary?: SimulationSummary }) => {
        if (message.type === 'progress') {
          done += message.done ?? 0;
          io.progress?.(progressLine(done, total));
        } else if (message.type === 'done') resolve(message.summary as SimulationSummary);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`simulate: a worker stopped (exit code ${code})`));
      });
    });
  });
  // This thread's own shard, the last.
  const study = studyOf({ ...request.options, shard: shardOf(n - 1) });
  const counts = emptyCounts({ ...study, game: study.game.name });
  for (let index = study.from; index < study.to; index++) {
    addRun(counts, study.play(index));
    done += 1;
    if ((index - study.from) % CHUNK === CHUNK - 1) {
      io.progress?.(progressLine(done, total));
      await yieldToEvents();
    }
  }
  const shards = [...(await Promise.all(workers)), summarize(counts)];
  printSummary(request, io, mergeSimulations(...shards));
  return 0;
}
