import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import type { BotName } from '../play/named-bot.js';
import { mergeSimulations } from '../simulate/merge-simulations.js';
import { readOptions, type SimulateOptions, shardRange, studyOf } from '../simulate/simulate.js';
import type { SimulationSummary } from '../simulate/simulation-summary.js';
import { LIBRARY_GAME_NAMES } from './library-game-names.js';
import type { ThreadChunk, ThreadTask } from './worker.js';

/** Options of {@link simulateInWorkers}: {@link SimulateOptions} with bots by name and a thread count. */
export interface SimulateInWorkersOptions<Side extends string = string> extends Omit<SimulateOptions<Side>, 'bots'> {
  /** One bot a side, by name: a thread builds its own (a function cannot cross to a thread). */
  readonly bots: Readonly<Record<Side, BotName>>;
  /** How many worker threads play the study (1 to 256). Default: the machine's available parallelism. */
  readonly workers?: number;
}

/** Runs a chunk holds, at most: small enough that the threads finish together, large enough that a chunk's set-up is nothing. */
const CHUNK_RUNS = 200;

/**
 * A thread's heap, in megabytes: a study holds one game at a time, so a thread needs
 * little, and without limits V8 lets each heap grow far past what it holds before it
 * collects. Measured on 10,000 games in two threads (peak resident, the whole process):
 * Firepower with doctrine bots 173–177 MB with these limits, 212–227 MB with a young
 * generation of 32 or 48 MB or none set (old generation 48 MB); War at Sea with random
 * bots 161–168 MB against 182–196 MB. A young generation this small costs War at Sea
 * some time (13.0 s twice against 11.5 s without a young limit, in one session), but only
 * it keeps a Firepower study under 200 MB. An old generation of 32 MB is too tight: the
 * collector then runs all the time (Firepower 62–70 s).
 */
const THREAD_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 24 };

function invalid(message: string, path: readonly (string | number)[]): RulesError {
  return new RulesError(`simulateInWorkers: ${message}`, { code: 'INVALID_INPUT', rule: 'simulation', path });
}

/**
 * The study's chunks, in order: its range (the shard's, if it names one) cut into shards
 * of a finer split, which join to exactly that range (shard k of K cut into C is shards
 * kC…kC+C−1 of KC). Internal.
 */
export function chunksOf(runs: number, shard: { index: number; count: number }, threads: number): ThreadChunk[] {
  const range = shardRange(runs, shard);
  const wanted = Math.max(threads * 4, Math.ceil((range.to - range.from) / CHUNK_RUNS));
  const per = Math.max(1, Math.min(wanted, Math.floor(runs / shard.count)));
  return Array.from({ length: per }, (_, i) => ({ index: shard.index * per + i, count: shard.count * per }));
}

/**
 * {@link simulateInWorkers} with the built thread's file given: the package's own entry
 * and the command line each name it from where they are built. Internal.
 */
export async function playInWorkers<Side extends string>(
  options: SimulateInWorkersOptions<Side>,
  workerFile: URL,
): Promise<SimulationSummary<Side>> {
  const { workers = availableParallelism(), onProgress, ...rest } = readOptions(options, 'simulateInWorkers');
  if (typeof workers !== 'number' || !Number.isInteger(workers) || workers < 1 || workers > 256) {
    throw invalid(`workers must be a whole number from 1 to 256; got ${formatValue(workers)}`, ['workers']);
  }
  // Everything is checked here, in this thread, before any thread starts.
  const study = studyOf({ ...rest, onProgress } as SimulateOptions<string>);
  const foreign = () =>
    invalid(
      `game must be one of the library's games (a catalogue's game); ${formatValue(study.game.name)} cannot cross to a thread`,
      ['game'],
    );
  if (!LIBRARY_GAME_NAMES.includes(study.game.name)) throw foreign();
  for (const side of study.sides) {
    const bot = (rest.bots as Record<string, unknown>)[side];
    if (typeof bot !== 'string') {
      throw invalid(`bots.${side} must be a bot's name: a function cannot cross to a thread; got ${formatValue(bot)}`, [
        'bots',
        side,
      ]);
    }
  }
  const measures = (rest as { measures?: unknown }).measures;
  if (Array.isArray(measures)) {
    measures.forEach((measure: unknown, i) => {
      if (typeof measure !== 'string') {
        throw invalid(
          `measures[${i}] must be a measure's name: a function cannot cross to a thread; got ${formatValue(measure)}`,
          ['measures', i],
        );
      }
    });
  }
  const shard = rest.shard ?? { index: 0, count: 1 };
  const chunks = chunksOf(rest.runs, shard, workers);
  const total = study.to - study.from;
  const { game: _game, shard: _shard, ...plain } = rest;
  const task: ThreadTask = {
    game: study.game.name,
    options: plain as ThreadTask['options'],
    start: JSON.stringify(study.start),
  };
  const summaries = new Map<number, SimulationSummary>();
  let next = 0;
  let done = 0;
  const threads: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const hand = (thread: Worker) => {
        const chunk = chunks[next++];
        if (chunk !== undefined) thread.postMessage(chunk);
        else if (summaries.size === chunks.length) resolve();
      };
      for (let i = 0; i < Math.min(workers, chunks.length); i++) {
        const thread = new Worker(workerFile, {
          workerData: task,
          resourceLimits: THREAD_HEAP,
          // A thread takes this process's flags, but for one that concerns a main script
          // alone (a thread started under `node --input-type=module -e` would refuse it).
          execArgv: process.execArgv.filter((flag) => !flag.startsWith('--input-type')),
        });
        threads.push(thread);
        thread.on(
          'message',
          (message: { type: string; done?: number; index?: number; summary?: SimulationSummary }) => {
            if (message.type === 'progress') {
              done += message.done ?? 0;
              // A callback that throws ends the study with its error, as it would in simulate.
              try {
                onProgress?.(done, total);
              } catch (error) {
                reject(error);
              }
            } else if (message.type === 'done') {
              summaries.set(message.index as number, message.summary as SimulationSummary);
              hand(thread);
            } else if (message.type === 'ready') hand(thread);
            else if (message.type === 'foreign') reject(foreign());
          },
        );
        thread.on('error', reject);
        thread.on('exit', (code) => {
          if (summaries.size < chunks.length)
            reject(new Error(`simulateInWorkers: a thread stopped (exit code ${code})`));
        });
      }
    });
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
  const ordered = chunks.map((chunk) => summaries.get(chunk.index) as SimulationSummary);
  // A shard's chunks join to the shard: part of its study, and said to be.
  return mergeSimulations(...ordered, { partial: rest.shard !== undefined }) as SimulationSummary<Side>;
}
