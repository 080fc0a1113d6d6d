import { formatValue } from '../core/format-value.js';
import { expectFunction } from '../core/guards.js';
import { LOG_READER } from '../core/log-reader.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from './dice.js';
import { type DieName, dieRange, dieWithSides } from './die.js';
import { type DrawFunction, DrawSource } from './draw-source.js';
import type { Roll } from './roll.js';
import { RollLog, type Suffix } from './roll-log.js';

export type { DrawFunction } from './draw-source.js';

/**
 * Draws an unordered pool of `count` dice from `min` to `max` at once (exactOdds uses it to
 * enumerate multisets); without one, a pool is `count` single draws.
 */
export type PoolDrawFunction = (
  count: number,
  min: number,
  max: number,
  die: DieName,
  label: string,
  bands?: readonly FaceBand[],
) => readonly number[];

/** A band of faces, lowest and highest inclusive, as `poolCounts` takes them: `[4, 5]`. */
export type FaceBand = readonly [number, number];

/** The most dice one pool may hold. */
export const MAX_POOL = 1_000;

/** A {@link Dice} whose log can be cleared by its owner. */
/** Options of {@link makeDice} and `createDice`. */
export interface MakeDiceOptions {
  /**
   * Keep the roll log (default true). Switch it off for Monte Carlo runs of millions of
   * resolutions: `log` then stays empty, and so do the `rolls` of the resolutions made.
   */
  readonly log?: boolean;
}

/** Reads the `log` option, refusing anything but an object with a boolean `log`. */
export function checkLogOption(options: unknown, where: string): boolean {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new RulesError(`${where}: options must be an object such as { log: false }; got ${formatValue(options)}`, {
      code: 'INVALID_INPUT',
      path: ['options'],
    });
  }
  for (const key of Object.keys(options)) {
    if (key !== 'log') {
      throw new RulesError(`${where}: options: ${key}: unknown key (the one option is log)`, {
        code: 'INVALID_INPUT',
        path: ['options', key],
      });
    }
  }
  const log = (options as { log?: unknown }).log;
  if (log !== undefined && typeof log !== 'boolean') {
    throw new RulesError(`${where}: options.log must be true or false; got ${formatValue(log)}`, {
      code: 'INVALID_INPUT',
      path: ['options', 'log'],
    });
  }
  return log !== false;
}

export interface DiceWithLog extends Dice {
  /** Forgets the logged rolls (the dice themselves go on unchanged). */
  clearLog(): void;
}

function checkLabel(label: unknown): asserts label is string {
  if (typeof label !== 'string' || label.length === 0) {
    throw new RulesError(`dice: every roll needs a label naming the rule that asks for it; got ${formatValue(label)}`, {
      code: 'INVALID_INPUT',
      path: ['label'],
    });
  }
}

/** Checks that bands are whole-number face ranges that cover the die's faces exactly once, in order. */
function checkBands(bands: unknown, min: number, max: number, die: DieName): asserts bands is readonly FaceBand[] {
  const refuse = (why: string): never => {
    throw new RulesError(`dice: poolCounts bands ${why}; got ${formatValue(bands)}`, {
      code: 'INVALID_INPUT',
      path: ['bands'],
    });
  };
  if (!Array.isArray(bands) || bands.length === 0 || bands.length > 100)
    refuse('must be a list of [low, high] face ranges');
  let next = min;
  for (const band of bands as unknown[]) {
    if (!Array.isArray(band) || band.length !== 2 || !band.every((v) => Number.isSafeInteger(v))) {
      refuse('must each be [low, high], whole numbers');
    }
    const [low, high] = band as [number, number];
    if (low !== next || high < low) refuse(`must run from ${min} to ${max} of a ${die} in order, each face once`);
    next = high + 1;
  }
  if (next !== max + 1) refuse(`must run from ${min} to ${max} of a ${die} in order, each face once`);
}

/**
 * Builds a {@link Dice} over a draw function. All die conventions are written here once;
 * seeded, scripted and enumerating dice differ only in how they draw.
 */
export function makeDice(draw: DrawFunction, drawPool?: PoolDrawFunction, options: MakeDiceOptions = {}): DiceWithLog {
  expectFunction(draw, 'makeDice', 'draw');
  const logging = checkLogOption(options, 'makeDice');
  if (drawPool !== undefined) expectFunction(drawPool, 'makeDice', 'drawPool');
  return diceOver(DrawSource.of(draw), drawPool, logging);
}

/** {@link makeDice} on checked arguments, drawing from a {@link DrawSource}. Internal. */
export function diceOver(source: DrawSource, drawPool: PoolDrawFunction | undefined, logging: boolean): DiceWithLog {
  // One compact log (see RollLog): logging a roll stores a label reference and a number.
  const log = new RollLog();
  /** One die drawn and logged: the path every single-die method takes. */
  const one = (min: number, max: number, die: DieName, label: string, suffix: Suffix): number => {
    const value = source.draw(min, max, die, label);
    if (logging) log.record(label, log.head(die, suffix), value);
    else log.skip(1);
    return value;
  };
  const roll = (die: DieName, label: string): number => {
    checkLabel(label);
    const range = dieRange(die);
    return one(range.min, range.max, die, label, 0);
  };
  const pool = (count: number, die: DieName, label: string, drawAll?: () => readonly number[]): number[] => {
    checkLabel(label);
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_POOL) {
      throw new RulesError(`dice: a pool holds 0 to ${MAX_POOL} dice; got ${formatValue(count)}`, {
        code: 'INVALID_INPUT',
        path: ['count'],
      });
    }
    const range = dieRange(die);
    if (count === 0) return [];
    const drawn =
      drawAll !== undefined
        ? [...drawAll()]
        : drawPool === undefined
          ? Array.from({ length: count }, () => source.draw(range.min, range.max, die, label))
          : [...drawPool(count, range.min, range.max, die, label)];
    const faces = drawn.sort((a, b) => a - b);
    if (logging) {
      const head = log.head(die, 5);
      for (const value of faces) log.record(label, head, value);
    } else log.skip(faces.length);
    return faces;
  };
  const dice: Omit<DiceWithLog, 'log'> & { readonly [LOG_READER]: RollLog } = {
    roll: (die, label) => roll(die, label),
    dN: (sides, label) => roll(dieWithSides(sides), label),
    // The hot path: `one` written out, which keeps a logged d6 near the generator's own cost.
    d6: (label) => {
      if (typeof label !== 'string' || label.length === 0) checkLabel(label);
      const value = source.d6(label);
      // 0: a plain d6's entry head, as a literal (see RollLog.head).
      if (logging) log.record(label, 0, value);
      else log.skip(1);
      return value;
    },
    d12: (label) => roll('d12', label),
    d10Zero: (label) => roll('d10z', label),
    d10: (label) => roll('d10', label),
    twoD6: (label) => {
      checkLabel(label);
      return one(1, 6, 'd6', label, 1) + one(1, 6, 'd6', label, 2);
    },
    plusMinus: (label) => {
      checkLabel(label);
      return one(1, 6, 'd6', label, 3) - one(1, 6, 'd6', label, 4);
    },
    pool: (count, die, label) => pool(count, die, label),
    poolCounts: (count, die, bands, label) => {
      const range = dieRange(die);
      checkBands(bands, range.min, range.max, die);
      const faces =
        drawPool === undefined
          ? pool(count, die, label)
          : pool(count, die, label, () => drawPool(count, range.min, range.max, die, label, bands));
      return bands.map(([low, high]) => faces.filter((face) => face >= low && face <= high).length);
    },
    clearLog: () => log.clear(),
    [LOG_READER]: log,
  };
  // The log is an accessor added after the object is built: an accessor written in the
  // object literal makes every method call on the dice markedly slower in V8. Its getter is
  // one function shared by all dice: V8 keeps an accessor in the object's map, so a getter
  // made per dice gives each dice a map of its own, which holds the log from outside the
  // young heap until a full collection (a logged run making fresh dice then spent most of
  // its time in the collector).
  return Object.defineProperty(dice, 'log', { get: readLog, enumerable: true }) as unknown as DiceWithLog;
}

/** The roll log of dice {@link diceOver} built. Internal. */
export function rollLogOf(dice: DiceWithLog): RollLog {
  return (dice as unknown as { readonly [LOG_READER]: RollLog })[LOG_READER];
}

/** The `log` getter of every set of dice {@link diceOver} builds. */
function readLog(this: { readonly [LOG_READER]: RollLog }): readonly Roll[] {
  return this[LOG_READER].read();
}
