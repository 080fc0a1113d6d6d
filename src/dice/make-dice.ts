import { formatValue } from '../core/format-value.js';
import { expectFunction } from '../core/guards.js';
import { RulesError } from '../core/rules-error.js';
import type { Dice } from './dice.js';
import { type DieName, dieRange, dieWithSides } from './die.js';
import type { Roll } from './roll.js';

/** Draws one value from `min` to `max` inclusive for the die `die` asked under `label`. */
export type DrawFunction = (min: number, max: number, die: DieName, label: string) => number;

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
  // The log is kept compact: parallel arrays of label, die and value, filled in place and
  // reused after clearLog, with no object per roll. Roll records are made only when the
  // log is read, so rolling stays near the generator's own speed.
  let size = 0;
  let labels: string[] = [];
  let dies: DieName[] = [];
  let values: number[] = [];
  let records: Roll[] = [];
  const grow = (): void => {
    for (let i = Math.max(16, values.length); i > 0; i--) {
      labels.push('');
      dies.push('d6');
      values.push(0);
    }
  };
  const record = (label: string, die: DieName, value: number): void => {
    if (!logging) return;
    if (size === values.length) grow();
    labels[size] = label;
    dies[size] = die;
    values[size] = value;
    size++;
  };
  const readLog = (): readonly Roll[] => {
    for (let i = records.length; i < size; i++) {
      records.push({ label: labels[i] as string, die: dies[i] as DieName, value: values[i] as number });
    }
    return records;
  };
  const roll = (die: DieName, label: string, range = dieRange(die)): number => {
    checkLabel(label);
    const value = draw(range.min, range.max, die, label);
    record(label, die, value);
    return value;
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
          ? Array.from({ length: count }, () => draw(range.min, range.max, die, label))
          : [...drawPool(count, range.min, range.max, die, label)];
    const faces = drawn.sort((a, b) => a - b);
    for (const value of faces) record(`${label} (pool)`, die, value);
    return faces;
  };
  const D6 = { min: 1, max: 6 } as const;
  const D10 = { min: 1, max: 10 } as const;
  const D10Z = { min: 0, max: 9 } as const;
  const D12 = { min: 1, max: 12 } as const;
  const dice: Omit<DiceWithLog, 'log'> = {
    roll: (die, label) => roll(die, label),
    dN: (sides, label) => roll(dieWithSides(sides), label),
    d6: (label) => roll('d6', label, D6),
    d12: (label) => roll('d12', label, D12),
    d10Zero: (label) => roll('d10z', label, D10Z),
    d10: (label) => roll('d10', label, D10),
    twoD6: (label) => {
      checkLabel(label);
      return roll('d6', `${label} (1st die)`, D6) + roll('d6', `${label} (2nd die)`, D6);
    },
    plusMinus: (label) => {
      checkLabel(label);
      return roll('d6', `${label} (plus die)`, D6) - roll('d6', `${label} (minus die)`, D6);
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
    clearLog: () => {
      size = 0;
      records = [];
      if (values.length > 4096) {
        labels = [];
        dies = [];
        values = [];
      }
    },
  };
  // The log is an accessor added after the object is built: an accessor written in the
  // object literal makes every method call on the dice markedly slower in V8.
  return Object.defineProperty(dice, 'log', { get: readLog, enumerable: true }) as DiceWithLog;
}
