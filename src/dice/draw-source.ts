import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { DieName } from './die.js';

/** Draws one value from `min` to `max` inclusive for the die `die` asked under `label`. */
export type DrawFunction = (min: number, max: number, die: DieName, label: string) => number;

/**
 * Where a set of dice draws from: a seeded generator, or a draw function (scripted and
 * enumerating dice). One class for both, so every draw the library makes sees one object
 * shape and V8 can inline it whichever dice are in play. Draws are counted by the dice's
 * roll log (see RollLog.total), not here: a logged draw is counted by being logged, which
 * spared a logged d6 a field written on every draw (a tenth of its time, measured). Internal.
 */
export class DrawSource {
  private readonly rng: RandomGenerator | null;
  private readonly fn: DrawFunction | null;

  private constructor(rng: RandomGenerator | null, fn: DrawFunction | null) {
    this.rng = rng;
    this.fn = fn;
  }

  /** Draws from a seeded generator. */
  static seeded(rng: RandomGenerator): DrawSource {
    return new DrawSource(rng, null);
  }

  /** Draws by calling `fn`. */
  static of(fn: DrawFunction): DrawSource {
    return new DrawSource(null, fn);
  }

  /**
   * One d6, 1 to 6: exactly what `uniformInt(rng, 1, 6)` draws (the same generator
   * outputs taken, the same rejections, the same face), with its range worked out once
   * rather than on every draw. Seeded dice draw every d6 here.
   */
  d6(label: string): number {
    const rng = this.rng;
    if (rng === null) return (this.fn as DrawFunction)(1, 6, 'd6', label);
    // uniformInt shifts the generator's signed 32-bit output up by 2^31 (xor with the sign
    // bit, read unsigned) and rejects the top 4 values, past 715,827,882 × 6, so that every
    // face is equally likely. Literals, not module constants: the bundle makes those `var`s,
    // which V8 loads on every draw (a tenth of a logged d6's time, measured).
    let shifted = (rng.next() ^ -2_147_483_648) >>> 0;
    while (shifted >= 4_294_967_292) shifted = (rng.next() ^ -2_147_483_648) >>> 0;
    return (shifted % 6) + 1;
  }

  /** One value from `min` to `max` inclusive. */
  draw(min: number, max: number, die: DieName, label: string): number {
    const rng = this.rng;
    if (rng !== null) return uniformInt(rng, min, max);
    return (this.fn as DrawFunction)(min, max, die, label);
  }
}
