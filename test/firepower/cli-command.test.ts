import { describe, expect, it } from 'vitest';
import type { CliModule } from '../../src/cli/registry.js';
import { runCli } from '../../src/cli/run-cli.js';
import { commandResolvers, commandTables } from '../../src/firepower/cli-command.js';

const module: CliModule = {
  name: 'firepower',
  title: 'Firepower (command, movement, submarines, points)',
  tables: commandTables,
  resolvers: commandResolvers,
};

function run(argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, [module]);
  return { code, out, err };
}

describe('firepower CLI: command tables and resolvers', () => {
  it('prints every table', () => {
    for (const table of commandTables) {
      const r = run(['tables', 'firepower', table.name]);
      expect(r.code, `${table.name}: ${r.err}`).toBe(0);
      expect(r.out.length).toBeGreaterThan(0);
    }
    expect(run(['tables', 'firepower', 'matrix-1']).out).toMatch(/Super Battleship/);
  });

  it('looks up tables', () => {
    expect(run(['lookup', 'firepower', 'matrix-5', 'period=late', 'scale=large', '--json']).out).toMatch(
      /"moveRateCm": ?40/,
    );
    expect(run(['lookup', 'firepower', 'matrix-4', 'column=flagship', 'roll=3']).out).toBe('disengage');
    expect(run(['lookup', 'firepower', 'matrix-6', 'score=9', '--json']).out).toMatch(/dusk/);
    expect(run(['lookup', 'firepower', 'matrix-7', 'battery=CA', 'period=late', 'distanceInches=15']).out).toBe('long');
    expect(run(['lookup', 'firepower', 'matrix-13', 'class=BC', 'subClass=--']).out).toBe('7');
    expect(run(['lookup', 'firepower', 'matrix-13', 'aircraft=+']).out).toBe('3');
    expect(run(['lookup', 'firepower', 'matrix-1-ladder', 'class=CL', 'steps=2', '--json']).out).toMatch(/"BC"/);
    expect(run(['lookup', 'firepower', 'matrix-3', 'nationality=Japanese', 'roll=4', '--json']).out).toMatch(/holds/);
    expect(run(['lookup', 'firepower', 'depth-charge', 'roll=5']).out).toBe('damaged');
    expect(run(['lookup', 'firepower', 'turning', 'class=CVE']).out).toBe('45');
  });

  it('reports a rules error with exit code 1', () => {
    const r = run(['lookup', 'firepower', 'matrix-13', 'class=CL', 'subClass=+']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/MISSING_TABLE/);
  });

  it('rolls and computes exact odds for every resolver with its example', () => {
    for (const resolver of commandResolvers) {
      const args = Object.entries(resolver.example).map(
        ([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`,
      );
      const roll = run(['roll', 'firepower', resolver.name, ...args, '--seed', '3']);
      expect(roll.code, `${resolver.name}: ${roll.err}`).toBe(0);
      const odds = run(['odds', 'firepower', resolver.name, ...args, '--json']);
      expect(odds.code, `${resolver.name}: ${odds.err}`).toBe(0);
      expect(JSON.parse(odds.out)).toMatchObject({ exact: true });
    }
  });

  it('odds for a depth charge: 1/6 destroyed', () => {
    const r = run(['odds', 'firepower', 'depth-charge', 'attacker=DE', 'distanceInches=2', '--json']);
    const parsed = JSON.parse(r.out) as { outcomes: { outcome: string; fraction: string }[] };
    expect(parsed.outcomes.find((o) => o.outcome === 'destroyed')?.fraction).toBe('1/6');
  });
});
