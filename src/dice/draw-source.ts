import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { DieName } from './die.js';

/** Draws one value from `min` to `max` inclusive for the die `die` asked under `label`. */
export type DrawFunction = (min: number, max: number, die: DieName, label: string) => number;

/**
 * Where a set of dice draws from: a seeded generator (counting its draws for `state()`),
 * or a draw function (scripted and enumerating dice). One class for both, so every draw
 * the library makes sees one object shape and V8 can inline it whichever dice are in
 * play. Internal.
 */
export class DrawSource {
  /** Draws made from the generator, before and since these dice were made. */
  rolls: number;
  private readonly rng: RandomGenerator | null;
  private readonly fn: DrawFunction | null;

  private constructor(rng: RandomGenerator | null, fn: DrawFunction | null, rolls: number) {
    this.rng = rng;
    this.fn = fn;
    this.rolls = rolls;
  }

  /** Draws from a seeded generator, `rolls` draws having been made before. */
  static seeded(rng: RandomGenerator, rolls: number): DrawSource {
    return new DrawSource(rng, null, rolls);
  }

  /** Draws by calling `fn`. */
  static of(fn: DrawFunction): DrawSource {
    return new DrawSource(null, fn, 0);
  }

  /** One value from `min` to `max` inclusive. */
  draw(min: number, max: number, die: DieName, label: string): number {
    const rng = this.rng;
    if (rng !== null) {
      this.rolls++;
      return uniformInt(rng, min, max);
    }
    return (this.fn as DrawFunction)(min, max, die, label);
  }
}
