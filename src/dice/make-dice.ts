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
) => readonly number[];

/** The most dice one pool may hold. */
export const MAX_POOL = 1_000;

/** A {@link Dice} whose log can be cleared by its owner. */
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

/**
 * Builds a {@link Dice} over a draw function. All die conventions are written here once;
 * seeded, scripted and enumerating dice differ only in how they draw.
 */
export function makeDice(draw: DrawFunction, drawPool?: PoolDrawFunction): DiceWithLog {
  expectFunction(draw, 'makeDice', 'draw');
  if (drawPool !== undefined) expectFunction(drawPool, 'makeDice', 'drawPool');
  let log: Roll[] = [];
  const roll = (die: DieName, label: string, range = dieRange(die)): number => {
    checkLabel(label);
    const value = draw(range.min, range.max, die, label);
    log.push({ label, die, value });
    return value;
  };
  const D6 = { min: 1, max: 6 } as const;
  const D10 = { min: 1, max: 10 } as const;
  const D10Z = { min: 0, max: 9 } as const;
  const D12 = { min: 1, max: 12 } as const;
  return {
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
    pool: (count, die, label) => {
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
        drawPool === undefined
          ? Array.from({ length: count }, () => draw(range.min, range.max, die, label))
          : [...drawPool(count, range.min, range.max, die, label)];
      const faces = drawn.sort((a, b) => a - b);
      for (const value of faces) log.push({ label: `${label} (pool)`, die, value });
      return faces;
    },
    get log() {
      return log;
    },
    clearLog: () => {
      log = [];
    },
  };
}
