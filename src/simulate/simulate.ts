import { formatValue } from '../core/format-value.js';
import { plainEqual } from '../core/plain-equal.js';
import { RulesError } from '../core/rules-error.js';
import { createDice } from '../dice/create-dice.js';
import type { CatalogueGame } from '../game/catalogue-game.js';
import type { Outcome } from '../game/game.js';
import { gameRunner } from '../game/game-runner.js';
import type { Measure } from '../game/measure.js';
import { BOT_NAMES, type BotName, namedBot } from '../play/named-bot.js';
import { checkBots, checkGame, type PlayerBot, playRunner } from '../play/play-out.js';
import { count } from './distribution.js';
import { runSeed } from './run-seed.js';
import { type SimulationCounts, type SimulationSummary, summarize } from './simulation-summary.js';
import { anyReads, chooseMeasures, type Measured, measureRun } from './study-measures.js';

/** A side's bot in a study: a name (`random`, `doctrine`, `search`) or a maker given each run's bot seed. */
export type StudyBot = BotName | ((seed: number) => PlayerBot<never, never, string, never>);

/** Options of {@link simulate}. */
export interface SimulateOptions<Side extends string = string> {
  /** The game, as its catalogue holds it (`warAtSeaCatalogue.game`). */
  readonly game: CatalogueGame;
  /** The set-up every run starts from; its `seed` is replaced by each run's own. */
  readonly setup: Readonly<Record<string, unknown>>;
  /** One bot a side, by side. */
  readonly bots: Readonly<Record<Side, StudyBot>>;
  /** How many runs the study has (1 to 10,000,000). */
  readonly runs: number;
  /** The study's seed (a 32-bit whole number): run i's seed comes from it and i alone. */
  readonly seed: number;
  /** House rules for every run, in place of the set-up's `rules`. */
  readonly rules?: unknown;
  /** Plays only this share of the runs: shard `index` (from 0) of `count`, for a study split over processes. */
  readonly shard?: { readonly index: number; readonly count: number };
  /** The most actions one run may take (default 10,000); a run that reaches it is counted unfinished. */
  readonly maxActions?: number;
  /** Called after each run with how many are done of how many (a progress bar). */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * The measures taken from each finished game, beside the outcome's own: names of the
   * game's catalogue measures (`game.measures`) and your own {@link Measure}s. Default: all
   * the catalogue's; `[]`: none.
   */
  readonly measures?: readonly (string | Measure<never>)[];
}

/** One run's result, as a study counts it. Internal. */
export interface RunResult {
  readonly outcome: Outcome<string>;
  readonly actions: number;
  readonly finished: boolean;
  /** Its measures: the outcome's and the study's, by name, then by side (or `game`). */
  readonly measured: Measured;
  /** The actions taken, as JSON: given only when asked for (a paired comparison tells alike games by it). */
  readonly trace?: string;
}

function invalid(message: string, path: readonly (string | number)[]): RulesError {
  return new RulesError(`simulate: ${message}`, { code: 'INVALID_INPUT', rule: 'simulation', path });
}

const isWhole = (value: unknown, low: number, high: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;

/**
 * The runs shard `index` of `count` plays, `from` (included) to `to` (excluded): shards of
 * a study join without gap or overlap, and shard k of K split into N is shards kN…kN+N−1
 * of KN. Internal.
 */
export function shardRange(runs: number, shard: { readonly index: number; readonly count: number }) {
  return {
    from: Math.floor((runs * shard.index) / shard.count),
    to: Math.floor((runs * (shard.index + 1)) / shard.count),
  };
}

/** A short fingerprint of a text (FNV-1a, 32 bits, hexadecimal). */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** A plain copy of the options' own fields (a getter that throws is a RulesError, not a crash). Internal. */
export function readOptions<T extends object>(options: T, who: string): T {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new RulesError(`${who}: options must be an object; got ${formatValue(options)}`, {
      code: 'INVALID_INPUT',
      rule: 'simulation',
      path: [],
    });
  }
  try {
    return { ...options };
  } catch (error) {
    throw new RulesError(`${who}: the options cannot be read: ${String(error)}`, {
      code: 'INVALID_INPUT',
      rule: 'simulation',
      path: [],
    });
  }
}

/**
 * Each run's start as a runner, from the run's seed. A set-up that draws no die and reads
 * its seed only for the dice (tried on two seeds: the states equal but for fresh dice) is
 * made and checked once, and each run takes it with its own fresh dice; any other is made
 * again for every run. Either way a run starts from `game.create` of its own seed.
 */
function runStarts(game: CatalogueGame, setup: Readonly<Record<string, unknown>>, seed: number) {
  const made = (own: number) => game.create({ ...setup, seed: own });
  const fresh = (own: number) => createDice(own).state();
  const probe = (own: number) => {
    const state = made(own);
    const { dice, ...rest } = state;
    return { state, alike: plainEqual(dice, fresh(own)), rest };
  };
  const a = probe(runSeed(seed, 0));
  const b = probe(runSeed(seed, 1));
  if (a.alike && b.alike && plainEqual(a.rest, b.rest)) {
    const base = game.game.replay(a.state as never, []).state;
    return (own: number) => gameRunner(game.game as never, base as never, fresh(own));
  }
  return (own: number) => gameRunner(game.game as never, made(own) as never);
}

/** The options checked, with the state the set-up makes with the study's seed (`start`) and each run's maker of state and bots. Internal. */
export function studyOf(options: SimulateOptions<string>) {
  const {
    game,
    setup,
    bots,
    runs,
    seed,
    rules,
    shard,
    maxActions = 10_000,
    onProgress,
    measures: chosenMeasures,
  } = readOptions(options, 'simulate');
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw invalid(`onProgress must be a function; got ${formatValue(onProgress)}`, ['onProgress']);
  }
  if (game === null || typeof game !== 'object' || typeof game.create !== 'function' || typeof game.game !== 'object') {
    throw invalid(`game must be a catalogue's game (such as warAtSeaCatalogue.game); got ${formatValue(game)}`, [
      'game',
    ]);
  }
  checkGame(game.game, 'simulate', ['game', 'game']);
  if (setup === null || typeof setup !== 'object' || Array.isArray(setup)) {
    throw invalid(`setup must be a set-up object; got ${formatValue(setup)}`, ['setup']);
  }
  if (!isWhole(runs, 1, 10_000_000))
    throw invalid(`runs must be a whole number from 1 to 10,000,000; got ${formatValue(runs)}`, ['runs']);
  if (!isWhole(seed, -(2 ** 31), 2 ** 31 - 1))
    throw invalid(`seed must be a 32-bit whole number; got ${formatValue(seed)}`, ['seed']);
  if (!isWhole(maxActions, 1, 10_000_000)) {
    throw invalid(`maxActions must be a whole number from 1 to 10,000,000; got ${formatValue(maxActions)}`, [
      'maxActions',
    ]);
  }
  let from = 0;
  let to = runs;
  if (shard !== undefined) {
    if (
      shard === null ||
      typeof shard !== 'object' ||
      !isWhole(shard.count, 1, runs) ||
      !isWhole(shard.index, 0, shard.count - 1)
    ) {
      throw invalid(`shard must be { index, count } with 0 ≤ index < count ≤ runs; got ${formatValue(shard)}`, [
        'shard',
      ]);
    }
    ({ from, to } = shardRange(runs, shard));
  }
  const sides = game.game.sides;
  if (bots === null || typeof bots !== 'object')
    throw invalid(`bots must give one bot a side; got ${formatValue(bots)}`, ['bots']);
  for (const key of Object.keys(bots)) {
    if (!sides.includes(key))
      throw invalid(`bots names ${formatValue(key)}, not a side of ${game.name} (${sides.join(', ')})`, ['bots', key]);
  }
  const makers = sides.map((side) => {
    const bot = Object.hasOwn(bots, side) ? bots[side] : undefined;
    if (typeof bot === 'function') return bot as (seed: number) => PlayerBot<never, never, string, never>;
    if (typeof bot === 'string' && (BOT_NAMES as readonly string[]).includes(bot)) {
      namedBot(game, bot, 1); // a doctrine the game lacks is refused here, before any run
      return (botSeed: number) => namedBot(game, bot, botSeed) as PlayerBot<never, never, string, never>;
    }
    throw invalid(`bots.${side} must be ${BOT_NAMES.join(', ')} or a function of a seed; got ${formatValue(bot)}`, [
      'bots',
      side,
    ]);
  });
  const measures = chooseMeasures(game, chosenMeasures);
  const readsStart = anyReads(measures, 'start');
  const readsEvents = anyReads(measures, 'events');
  const withRules = rules === undefined ? setup : { ...setup, rules };
  // The set-up is checked once, before any run, with the game's own RulesError.
  const start = game.create({ ...withRules, seed });
  const botNames = sides.map((side, i) => {
    const bot = bots[side];
    return typeof bot === 'string' ? bot : `custom:${makers[i]?.(0).name ?? ''}`;
  });
  const { seed: _seed, ...rest } = withRules as Record<string, unknown>;
  const study = fingerprint(JSON.stringify([game.name, rest, botNames, maxActions]));
  const startOf = runStarts(game, withRules, seed);
  /** Run `index`: its state and bots from its seed alone, played out. */
  const play = (index: number, traced = false): RunResult => {
    const own = runSeed(seed, index);
    const players: Record<string, PlayerBot<never, never, string, never>> = {};
    sides.forEach((side, i) => {
      const bot = (makers[i] as (seed: number) => PlayerBot<never, never, string, never>)(runSeed(own, i + 1));
      Object.defineProperty(players, side, { value: bot, enumerable: true });
    });
    checkBots(sides, players);
    const runner = startOf(own);
    const first = readsStart ? runner.snapshot() : undefined;
    const played = playRunner(game.game as never, runner as never, players as never, maxActions, readsEvents);
    const finished = !played.bounded && !played.stuck;
    const ended = { outcome: played.outcome, actions: played.actions.length, finished };
    const measured = measureRun(
      measures,
      sides,
      {
        ...ended,
        state: played.state,
        ...(first === undefined ? {} : { start: first }),
        ...(readsEvents ? { events: played.events.flat() } : {}),
      },
      index,
    );
    const run = { ...ended, measured };
    return traced ? { ...run, trace: JSON.stringify(played.actions) } : run;
  };
  const progress = (index: number) => onProgress?.(index + 1 - from, to - from);
  return { game, sides, seed, from, to, of: runs, study, start, play, progress };
}

/** Empty counts for a study's range. Internal. */
export function emptyCounts(head: {
  game: string;
  sides: readonly string[];
  study: string;
  seed: number;
  from: number;
  to: number;
  of: number;
}): SimulationCounts {
  return {
    ...head,
    wins: new Map(),
    draws: 0,
    unfinished: 0,
    score: new Map(head.sides.map((s) => [s, new Map()])),
    length: new Map(),
    measures: new Map(),
  };
}

/** Adds one run to the counts. Internal. */
export function addRun(counts: SimulationCounts, run: RunResult): void {
  count(counts.length, run.actions);
  for (const side of counts.sides) count(counts.score.get(side) as Map<number, number>, run.outcome.score[side] ?? 0);
  for (const [name, parts] of Object.entries(run.measured)) {
    let histograms = counts.measures.get(name);
    if (histograms === undefined) {
      histograms = new Map(Object.keys(parts).map((part) => [part, new Map()]));
      counts.measures.set(name, histograms);
    }
    for (const [part, histogram] of histograms) count(histogram, parts[part] ?? 0);
  }
  if (!run.finished) counts.unfinished += 1;
  else if (run.outcome.winners.length === 1) {
    const winner = run.outcome.winners[0] as string;
    counts.wins.set(winner, (counts.wins.get(winner) ?? 0) + 1);
  } else counts.draws += 1;
}

/**
 * Plays a study of whole games and sums it up: each side's win rate and the draw rate
 * with Wilson 95 % intervals, each side's score (mean, standard deviation, quantiles,
 * histogram) as the game's `outcome` counts it, game length, and each measure (the game's
 * catalogue measures by default, see `measures`) summed up the same way. Run i starts from the
 * set-up with a seed made of `seed` and i alone, with bots seeded from that, so a study
 * gives the same summary however it is split (`shard`) and merged (`mergeSimulations`).
 *
 * @example
 * ```ts
 * import { warAtSeaCatalogue, warAtSeaExampleSetUp } from 'naval-rules/war-at-sea';
 * const summary = simulate({ game: warAtSeaCatalogue.game, setup: warAtSeaExampleSetUp, bots: { Allies: 'doctrine', Axis: 'random' }, runs: 20, seed: 1 });
 * summary.wins.Allies.rate; // the doctrine's share of wins, with summary.wins.Allies.low and .high
 * summary.measures['transports lost']?.Allies?.mean; // one of the game's measures (warAtSeaCatalogue.game.measures)
 * ```
 */
export function simulate<Side extends string>(options: SimulateOptions<Side>): SimulationSummary<Side> {
  const study = studyOf(options as SimulateOptions<string>);
  const counts = emptyCounts({ ...study, game: study.game.name });
  for (let index = study.from; index < study.to; index++) {
    addRun(counts, study.play(index));
    study.progress(index);
  }
  return summarize(counts) as SimulationSummary<Side>;
}
