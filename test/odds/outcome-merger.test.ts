import { describe, expect, it } from 'vitest';
import { formatFraction, fraction } from '../../src/odds/fraction.js';
import { OutcomeMerger } from '../../src/odds/outcome-merger.js';

describe('OutcomeMerger', () => {
  it('merges structurally equal outcomes, keeping the first one seen and its path, in first-seen order', () => {
    const merged = new OutcomeMerger<unknown>();
    const first = { side: 'A', left: 2 };
    merged.add(first, fraction(1n, 6n), [1]);
    merged.add('B', fraction(1n, 3n), [2]);
    merged.add({ left: 2, side: 'A' }, fraction(1n, 2n), [3, 4]);
    const out = merged.outcomes();
    expect(out.map((o) => o.outcome)).toEqual([first, 'B']);
    expect(out[0]?.outcome).toBe(first);
    expect(out.map((o) => formatFraction(o.fraction))).toEqual(['2/3', '1/3']);
    expect(out.map((o) => o.probability)).toEqual([2 / 3, 1 / 3]);
    expect(out.map((o) => o.path)).toEqual([[1], [2]]);
  });
});
