/**
 * A simulation thread of `simulateInWorkers` (and `naval-rules simulate --workers N`):
 * loads its game by name, then plays each chunk of the study it is sent and posts the
 * chunk's summary back, with its progress on the way.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type SimulateOptions, simulate, studyOf } from '../simulate/simulate.js';
import { loadLibraryGame } from './library-games.js';

/** What a simulation thread is given: its game's name and the study, less the game and the progress callback. Internal. */
export interface ThreadTask {
  readonly game: string;
  readonly options: Omit<SimulateOptions, 'game' | 'onProgress' | 'shard'>;
  /** The study's first start as the caller's game makes it (JSON): the thread's game must make the same. */
  readonly start: string;
}

/** A chunk to play: shard `index` of `count` of the study. Internal. */
export interface ThreadChunk {
  readonly index: number;
  readonly count: number;
}

/** Runs a thread reports its progress after, at most. */
const PROGRESS_EVERY = 10;

const task = workerData as ThreadTask;
const game = await loadLibraryGame(task.game);
if (game === undefined) throw new Error(`simulation thread: no game named ${task.game}`);
// A game of the same name that starts otherwise is not the library's: the caller is told so.
if (JSON.stringify(studyOf({ ...task.options, game }).start) !== task.start) {
  parentPort?.postMessage({ type: 'foreign' });
}
parentPort?.on('message', (chunk: ThreadChunk) => {
  let reported = 0;
  const summary = simulate({
    ...task.options,
    game,
    shard: chunk,
    onProgress: (done, total) => {
      if (done === total || done - reported >= PROGRESS_EVERY) {
        parentPort?.postMessage({ type: 'progress', done: done - reported });
        reported = done;
      }
    },
  });
  parentPort?.postMessage({ type: 'done', index: chunk.index, summary });
});
parentPort?.postMessage({ type: 'ready' });
