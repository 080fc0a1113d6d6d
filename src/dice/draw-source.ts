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

  /** One value from `min` to `max` inclusive. */
  draw(min: number, max: number, die: DieName, label: string): number {
    const rng = this.rng;
    if (rng !== null) return uniformInt(rng, min, max);
    return (this.fn as DrawFunction)(min, max, die, label);
  }
}
