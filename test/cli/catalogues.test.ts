/**
 * Every catalogue resolver's example runs through the CLI (roll, and a small seeded
 * estimate), and every catalogue table prints and reads: an entry that drifts from its
 * function fails here.
 */
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/cli/catalogues.js';
import { exampleWords } from '../../src/cli/commands/help.js';
import { exampleArgs } from '../../src/cli/resolver-call.js';
import { run } from './run-in-process.js';

/** Splits the example words the help prints back into argv words (they are shell-quoted). */
function argv(words: string): string[] {
  return [...words.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/'\\''/g, "'"));
}

describe('catalogues on the command line', () => {
  it('lists the dice and the rule sets, with unique names', () => {
    expect(catalogues.map((c) => c.name)).toEqual([
      'dice',
      'firepower',
      'shoestring',
      'cartwheel',
      'war-at-sea',
      'sopac',
    ]);
    for (const c of catalogues) {
      const names = [...c.tables.map((t) => `table ${t.name}`), ...c.resolvers.map((r) => `resolver ${r.command}`)];
      expect(new Set(names).size, c.name).toBe(names.length);
    }
  });

  for (const c of catalogues) {
    for (const resolver of c.resolvers) {
      const words = exampleWords(exampleArgs(resolver));
      it(`${c.name} ${resolver.command}: its example rolls, estimates and has help`, () => {
        const rolled = run('roll', c.name, resolver.command, ...argv(words), '--seed', '5');
        expect(rolled.err).toBe('');
        expect(rolled.code).toBe(0);
        expect(rolled.out).toContain('\u2192');
        const estimated = run(
          'odds',
          c.name,
          resolver.command,
          ...argv(words),
          '--estimate',
          '--samples',
          '50',
          '--seed',
          '1',
          '--json',
        );
        expect(estimated.code).toBe(0);
        expect((JSON.parse(estimated.out) as { samples: number }).samples).toBe(50);
        const help = run('help', 'roll', c.name, resolver.command);
        expect(help.out).toContain(`Usage: naval-rules roll ${c.name} ${resolver.command} `);
        expect(help.out).toContain(`Example: naval-rules roll ${c.name} ${resolver.command} ${words}`.trimEnd());
        expect(help.out).toContain(`API: ${resolver.name}`);
        expect(run('roll', c.name, resolver.command, '--help').out).toBe(help.out);
      });
    }
    for (const table of c.tables) {
      it(`${c.name} table ${table.name}: prints, reads its first row, has help`, () => {
        const shown = run('tables', c.name, table.name);
        expect(shown.code).toBe(0);
        expect(shown.out).toContain(table.title);
        expect(JSON.parse(run('tables', c.name, table.name, '--json').out)).toEqual(table);
        const help = run('help', 'lookup', c.name, table.name);
        expect(help.out).toContain(`naval-rules lookup ${c.name} ${table.name} ${table.rowKey.key}=`);
        const first = table.rows[0];
        if (first === undefined) {
          expect(shown.out).toContain('(no rows: see the note)');
          return;
        }
        const value = table.rowKey.match === 'band' ? String(first.max ?? first.min) : (first.key ?? first.label);
        const read = run('lookup', c.name, table.name, `${table.rowKey.key}=${value}`, '--json');
        expect(read.err).toBe('');
        expect(JSON.parse(read.out)).toMatchObject({ table: table.name, row: first.label });
      });
    }
  }
});
