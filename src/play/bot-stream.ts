import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import { createDice } from '../dice/create-dice.js';

/** A bot's own seeded random stream. Internal. */
export interface BotStream {
  /** A whole number from 1 to `n` (1 when `n` ≤ 1), uniform. */
  int(n: number): number;
  /** The index of one of `weights` (each ≥ 0), drawn in proportion; uniform when all are 0. */
  pick(weights: readonly number[]): number;
}

const FINE = 999_999;

/** A bot's seeded stream, the seed checked (a 32-bit whole number, else a RulesError naming `who`). Internal. */
export function botStream(seed: unknown, who: string): BotStream {
  if (typeof seed !== 'number' || !Number.isInteger(seed) || (seed | 0) !== seed) {
    throw new RulesError(`${who}: seed must be a 32-bit whole number; got ${formatValue(seed)}`, {
      code: 'INVALID_INPUT',
      rule: 'bots',
      path: ['seed'],
    });
  }
  const dice = createDice(seed, { log: false });
  const int = (n: number): number => (n <= 1 ? 1 : dice.dN(Math.min(n, FINE), 'bot'));
  return {
    int,
    pick: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      if (!(total > 0)) return int(weights.length) - 1;
      let left = ((int(FINE) - 0.5) / FINE) * total;
      for (let index = 0; index < weights.length; index++) {
        left -= weights[index] as number;
        if (left <= 0) return index;
      }
      return weights.length - 1;
    },
  };
}

/** A RulesError for a bot's option. Internal. */
export function botOptionError(
  who: string,
  path: readonly (string | number)[],
  want: string,
  got: unknown,
): RulesError {
  return new RulesError(`${who}: ${path.join('.')} must be ${want}; got ${formatValue(got)}`, {
    code: 'INVALID_INPUT',
    rule: 'bots',
    path: [...path],
  });
}

/** The options object of a bot, checked to be an object. Internal. */
export function botOptions<O>(options: O, who: string): O {
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw botOptionError(who, ['options'], 'an object with a seed', options);
  }
  return options;
}

/** `legal`, checked to hold at least one action. Internal. */
export function someLegal<A>(legal: readonly A[], who: string): readonly A[] {
  if (!Array.isArray(legal) || legal.length === 0) {
    throw new RulesError(`${who}: there is no legal action to choose from`, {
      code: 'ILLEGAL_ACTION',
      rule: 'bots',
      path: ['legal'],
    });
  }
  return legal;
}
