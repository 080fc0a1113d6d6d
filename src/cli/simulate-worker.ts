/**
 * A simulation worker thread of `naval-rules simulate --workers N`: loads its rule set by
 * name, plays its shard of the study and posts the summary (and its progress) back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { GameCatalogue } from '../game/catalogue-game.js';
import { type SimulateOptions, simulate } from '../simulate/simulate.js';
import { loadCatalogue } from './catalogue-names.js';

/** What the command gives a worker: its rule set's name and its share of the study. */
export interface WorkerTask {
  readonly set: string;
  readonly options: Omit<SimulateOptions, 'game' | 'onProgress'>;
}

const task = workerData as WorkerTask;
const catalogue = (await loadCatalogue(task.set)) as GameCatalogue | undefined;
if (catalogue?.game === undefined) throw new Error(`simulate worker: no game named ${task.set}`);
let last = 0;
const summary = simulate({
  ...task.options,
  game: catalogue.game,
  onProgress: (done, total) => {
    // A message every hundredth of the share, not every run.
    if (done === total || done - last >= Math.max(1, Math.floor(total / 100))) {
      parentPort?.postMessage({ type: 'progress', done: done - last });
      last = done;
    }
  },
});
parentPort?.postMessage({ type: 'done', summary });
