import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { describe, expect, it } from 'vitest';
import { DrawSource } from '../../src/dice/draw-source.js';

/** A generator that gives the listed 32-bit outputs in turn (round and round), counting how many it gave. */
function listedOutputs(outputs: readonly number[]): RandomGenerator & { taken: number } {
  let at = 0;
  const gen = {
    taken: 0,
    next(): number {
      gen.taken++;
      const value = outputs[at % outputs.length] as number;
      at++;
      return value;
    },
    clone: () => listedOutputs(outputs.slice(at % outputs.length).concat(outputs.slice(0, at % outputs.length))),
    getState: () => [at],
  };
  return gen;
}

/** The outputs whose shifted value uniformInt rejects for a d6 (the top four of 2^32), and those just under. */
const EDGE_OUTPUTS = [2_147_483_647, 2_147_483_646, 2_147_483_645, 2_147_483_644, 2_147_483_643, 2_147_483_642];

describe('DrawSource.d6: exactly what uniformInt(rng, 1, 6) draws', () => {
  it('gives the same faces as uniformInt on the same seeded generator, draw for draw', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 300 }), (seed, count) => {
        const ours = DrawSource.seeded(xoroshiro128plus(seed));
        const theirs = xoroshiro128plus(seed);
        for (let i = 0; i < count; i++) expect(ours.d6('d6')).toBe(uniformInt(theirs, 1, 6));
        // Both generators moved alike: the next outputs agree.
        expect(ours.draw(1, 1_000_000, 'd6', 'after')).toBe(uniformInt(theirs, 1, 1_000_000));
      }),
    );
  });

  it('rejects and takes the same outputs as uniformInt, the top four included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...EDGE_OUTPUTS, -2_147_483_648, -1, 0), fc.integer()), {
          minLength: 1,
          maxLength: 12,
        }),
        (outputs) => {
          // At least one accepted output, or both would loop for ever.
          const list = [...outputs, 0];
          const ours = listedOutputs(list);
          const theirs = listedOutputs(list);
          const source = DrawSource.seeded(ours);
          for (let i = 0; i < list.length; i++) {
            expect(source.d6('d6')).toBe(uniformInt(theirs, 1, 6));
            expect(ours.taken).toBe(theirs.taken);
          }
        },
      ),
    );
  });

  it('skips each of the four top outputs and reads the first one under them', () => {
    for (const top of EDGE_OUTPUTS.slice(0, 4)) {
      // 0 after the highest accepted output: a wrong threshold reads the wrong face, never loops.
      const gen = listedOutputs([top, 2_147_483_643, 0]);
      expect(DrawSource.seeded(gen).d6('d6')).toBe(6);
      expect(gen.taken).toBe(2);
    }
    // 2^31 - 5 shifted is 2^32 - 5 = 4,294,967,291, the highest accepted: its remainder by 6 is 5, so face 6.
    expect(DrawSource.seeded(listedOutputs([2_147_483_643, 0])).d6('d6')).toBe(6);
  });

  it('calls a draw function with the d6 range and the label', () => {
    const calls: unknown[][] = [];
    const source = DrawSource.of((...args) => {
      calls.push(args);
      return 4;
    });
    expect(source.d6('Matrix 8 to hit')).toBe(4);
    expect(calls).toEqual([[1, 6, 'd6', 'Matrix 8 to hit']]);
  });
});
