import { describe, expect, it } from 'vitest';
import { commandName } from '../../../src/core/catalogue/command-name.js';
import { defineTable } from '../../../src/core/catalogue/define-table.js';
import { readTable } from '../../../src/core/catalogue/read-table.js';
import { RulesError } from '../../../src/core/rules-error.js';

const bands = defineTable({
  name: 'toy',
  rule: 'T1',
  title: 'A toy band table',
  kind: 'bands',
  rowKey: { key: 'roll', label: 'roll' },
  columnKey: { key: 'side', label: 'side' },
  columns: [{ label: 'US side', key: 'US' }, 'Japanese'],
  rows: [
    { label: '\u22642', max: 2, cells: ['a', 'b'] },
    { label: '3\u20135', min: 3, max: 5, cells: ['c', null] },
    { label: '\u22656', min: 6, cells: ['e', 'f'] },
  ],
  notes: ['made up for this test'],
});

describe('readTable', () => {
  it('reads a band row whole, or one cell by column key or label', () => {
    expect(readTable(bands, { roll: -40 })).toEqual({
      table: 'toy',
      rule: 'T1',
      row: '\u22642',
      cells: { 'US side': 'a', Japanese: 'b' },
    });
    expect(readTable(bands, { roll: 4, side: 'US' })).toEqual({
      table: 'toy',
      rule: 'T1',
      row: '3\u20135',
      column: 'US side',
      cell: 'c',
    });
    expect(readTable(bands, { roll: 4, side: 'Japanese' }).cell).toBeNull();
    expect(readTable(bands, { roll: 99, side: 'Japanese' }).cell).toBe('f');
  });

  it('refuses a missing, unknown, misspelt or unreadable key, naming the table, key and rule', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /^T1: toy: roll: required/],
      [{ rol: 3 }, /rol: unknown argument \(did you mean roll\?\)/],
      [{ roll: 2.5 }, /roll: got 2.5: expected a whole number/],
      [{ roll: '3' }, /roll: got "3": expected a whole number/],
      [{ roll: 3, side: 'UK' }, /side: got "UK": no such side \(did you mean US\?\)/],
      [{ roll: 3, side: { a: 1 } }, /side: got \{.*\}: expected one of the side names/],
    ];
    for (const [args, message] of cases) {
      expect(() => readTable(bands, args)).toThrow(RulesError);
      expect(() => readTable(bands, args)).toThrow(message);
    }
    expect(() => readTable(bands, null as never)).toThrow(RulesError);
    expect(() => readTable({ ...bands, kind: 'pie' } as never, { roll: 1 })).toThrow(/kind/);
  });

  it('does not let a column called __proto__ reach a prototype', () => {
    const odd = defineTable({ ...bands, kind: 'list', columns: ['__proto__'], rows: [{ label: 'x', cells: [1] }] });
    const read = readTable(odd, { roll: 'x' });
    expect(Object.getPrototypeOf(read.cells)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(read.cells)).toEqual(['__proto__']);
  });
});

describe('commandName', () => {
  it('drops resolve and writes kebab-case', () => {
    expect(commandName('resolveGunnery')).toBe('gunnery');
    expect(commandName('resolveGunneryDamageLevel')).toBe('gunnery-damage-level');
    expect(commandName('resolvePtEngagement')).toBe('pt-engagement');
    expect(commandName('d10Zero')).toBe('d10-zero');
    expect(commandName('twoD6')).toBe('two-d6');
    expect(commandName('resolver')).toBe('resolver');
    expect(() => commandName(3 as never)).toThrow(RulesError);
  });
});
