/**
 * Every registered resolver's example runs through the CLI (roll, and a small seeded
 * estimate), and every registered table prints: a registration that drifts from its
 * resolver fails here.
 */
import { describe, expect, it } from 'vitest';
import { display } from '../../src/cli/format.js';
import { modules } from '../../src/cli/modules.js';
import { run } from './run-in-process.js';

describe('registry', () => {
  it('registers the dice and the rule sets, with unique names', () => {
    expect(modules.map((m) => m.name)).toEqual(['dice', 'firepower', 'shoestring', 'cartwheel']);
    for (const m of modules) {
      const names = [...m.tables.map((t) => `table ${t.name}`), ...m.resolvers.map((r) => `resolver ${r.name}`)];
      expect(new Set(names).size, m.name).toBe(names.length);
    }
  });

  for (const m of modules) {
    for (const resolver of m.resolvers) {
      const args = Object.entries(resolver.example).map(([k, v]) => `${k}=${display(v)}`);
      it(`${m.name} ${resolver.name}: its example rolls and estimates`, () => {
        const rolled = run('roll', m.name, resolver.name, ...args, '--seed', '5');
        expect(rolled.err).toBe('');
        expect(rolled.code).toBe(0);
        expect(rolled.out).toContain('→');
        const estimated = run(
          'odds',
          m.name,
          resolver.name,
          ...args,
          '--estimate',
          '--samples',
          '50',
          '--seed',
          '1',
          '--json',
        );
        expect(estimated.code).toBe(0);
        expect((JSON.parse(estimated.out) as { samples: number }).samples).toBe(50);
        const help = run('roll', m.name, resolver.name, '--help');
        expect(help.out).toContain(`Usage: naval-rules roll ${m.name} ${resolver.name} ${resolver.usage}`);
        expect(help.out).toContain(`Example: naval-rules roll ${m.name} ${resolver.name}`);
      });
    }
    for (const table of m.tables) {
      it(`${m.name} table ${table.name}: prints`, () => {
        const shown = run('tables', m.name, table.name);
        expect(shown.code).toBe(0);
        expect(shown.out).toContain(table.title);
        expect(run('lookup', m.name, table.name, '--help').out).toContain(
          `naval-rules lookup ${m.name} ${table.name} ${table.usage}`,
        );
      });
    }
  }
});
