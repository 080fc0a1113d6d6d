import { Worker } from 'node:worker_threads';
import { mergeSimulations } from '../simulate/merge-simulations.js';
import { shardRange } from '../simulate/simulate.js';
import type { SimulationSummary } from '../simulate/simulation-summary.js';
import { printSummary, progressLine, type SimulateRequest } from './commands/simulate.js';
import type { CliIo } from './io.js';

/**
 * Plays a study over `request.workers` worker threads, each a shard of it (of the shard
 * the command line names, if any: shard k of K over N workers is shards kN…kN+N−1 of KN,
 * which join to exactly shard k), and merges them: the figures are those of one thread.
 * `workerFile` is the built worker (`simulate-worker.js` beside the command's main file).
 */
export async function simulateInWorkers(request: SimulateRequest, io: CliIo, workerFile: URL): Promise<number> {
  const { game: _game, ...options } = request.options;
  const outer = options.shard ?? { index: 0, count: 1 };
  const n = request.workers;
  let done = 0;
  const range = shardRange(options.runs, outer);
  const total = range.to - range.from;
  const shards = await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const shard = { index: outer.index * n + i, count: outer.count * n };
      return new Promise<SimulationSummary>((resolve, reject) => {
        const worker = new Worker(workerFile, { workerData: { set: request.set, options: { ...options, shard } } });
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
    }),
  );
  printSummary(request, io, mergeSimulations(...shards));
  return 0;
}
