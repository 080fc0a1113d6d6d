import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { firepowerModule } from '../../src/firepower/cli.js';
import { commandResolvers, commandTables } from '../../src/firepower/cli-command.js';

describe('firepowerModule', () => {
  it('holds every command table and resolver, with no name twice', () => {
    const tables = firepowerModule.tables.map((t) => t.name);
    const resolvers = firepowerModule.resolvers.map((r) => r.name);
    expect(new Set(tables).size).toBe(tables.length);
    expect(new Set(resolvers).size).toBe(resolvers.length);
    for (const t of commandTables) expect(tables).toContain(t.name);
    for (const r of commandResolvers) expect(resolvers).toContain(r.name);
  });

  it('answers as `firepower` on the command line', () => {
    let out = '';
    const code = runCli(
      ['lookup', 'firepower', 'matrix-5', 'period=middle'],
      { out: (t) => (out += t), err: () => {} },
      [firepowerModule],
    );
    expect(code).toBe(0);
    expect(out).toMatch(/15/);
  });
});
