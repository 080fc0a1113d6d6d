import { describe, expect, it } from 'vitest';
import { alignRows } from '../../src/cli/format.js';
import { runWith } from './run-in-process.js';

describe('alignRows', () => {
  it('right-aligns a column of figures as a whole, marks for none included; text stays left', () => {
    expect(
      alignRows(
        [
          ['score', 'S', 'to hit', 'aspect'],
          ['1', '-', '5+', 'bow'],
          ['12', '10', '\u25a0', 'starboard'],
        ],
        { header: true },
      ),
    ).toEqual(['score   S  to hit  aspect', '    1   -      5+  bow', '   12  10       \u25a0  starboard']);
  });

  it('leaves a column left-aligned when one cell is text', () => {
    expect(
      alignRows([
        ['≤0', 'AB'],
        ['12', '*'],
      ]),
    ).toEqual(['≤0  AB', '12  *']);
  });
});

describe('naval-rules tables', () => {
  it('prints every table with each column of figures aligned on its right edge', () => {
    const red = runWith({}, 'tables', 'firepower', 'red-die').out.split('\n');
    const rule = red.findIndex((line) => /^\u2500+$/.test(line));
    const rows = red.slice(rule + 1, rule + 7);
    expect(rows).toHaveLength(6);
    // The S to C columns end at the same place on every row, whether a row holds a number, - or ■.
    const ends = (row: string) => [...row.matchAll(/\S+/g)].slice(1, 7).map((m) => (m.index ?? 0) + m[0].length);
    for (const row of rows) expect(ends(row)).toEqual(ends(rows[0] as string));
  });
});
