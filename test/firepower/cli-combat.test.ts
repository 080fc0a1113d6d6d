import { describe, expect, it } from 'vitest';
import type { CliModule } from '../../src/cli/registry.js';
import { runCli } from '../../src/cli/run-cli.js';
import { combatResolvers, combatTables } from '../../src/firepower/cli-combat.js';

const module: CliModule = {
  name: 'firepower',
  title: 'Firepower (combat)',
  tables: combatTables,
  resolvers: combatResolvers,
};

function run(...argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, [module]);
  return { code, out, err };
}

describe('firepower CLI: combat tables and resolvers', () => {
  it('prints every table', () => {
    for (const table of combatTables) {
      const r = run('tables', 'firepower', table.name);
      expect(r.code, `${table.name}: ${r.err}`).toBe(0);
      expect(r.out.length).toBeGreaterThan(0);
    }
    expect(run('tables', 'firepower', 'red-die').out).toMatch(/starboard/);
    expect(run('tables', 'firepower', 'matrix-9').out).toMatch(/BB \(HB\)/);
  });

  it('looks up tables', () => {
    expect(run('lookup', 'firepower', 'matrix-8', 'range=long', 'roll=7', '--json').out).toMatch(/"margin": 1/);
    expect(run('lookup', 'firepower', 'matrix-9', 'battery=TB', 'target=BB').out).toBe('-1');
    expect(run('lookup', 'firepower', 'matrix-10', 'score=8', '--json').out).toMatch(/Extensive/);
    expect(run('lookup', 'firepower', 'matrix-11', 'torpedo=long-lance', 'target=DE').out).toBe('6');
    expect(run('lookup', 'firepower', 'matrix-12', 'shooter=TB', 'target=CV', '--json').out).toMatch(/"scoreToHit": 4/);
    expect(run('lookup', 'firepower', 'matrix-12', 'shooter=AS', 'target=HB', '--json').out).toMatch(
      /"combatFactor": 3/,
    );
    expect(run('lookup', 'firepower', 'red-die', 'score=6', 'level=H').out).toBe('black');
    expect(run('lookup', 'firepower', 'green-die', 'score=3', 'level=C').out).toBe('-3');
    expect(run('lookup', 'firepower', 'special-effects', 'score=6', '--json').out).toMatch(/munitions/);
    expect(run('lookup', 'firepower', 'anti-aircraft', 'points=25', '--json').out).toMatch(/"dice": 5/);
    expect(run('lookup', 'firepower', 'wave-arrival', 'timeOfDay=dusk', 'score=5', '--json').out).toMatch(/not-yet/);
  });

  it('gives the headline odds exactly: a BB battery on a CA at short range', () => {
    const r = run('odds', 'firepower', 'gunnery', 'battery=BB', 'target=CA', 'range=short', '--json');
    expect(r.code, r.err).toBe(0);
    const odds = JSON.parse(r.out) as { paths: number; outcomes: { outcome: string; fraction: string }[] };
    expect(Object.fromEntries(odds.outcomes.map((o) => [o.outcome, o.fraction]))).toEqual({
      miss: '2/3',
      L: '1/36',
      M: '1/9',
      H: '1/9',
      E: '1/12',
    });
  });

  it('rolls every resolver with its example', () => {
    for (const resolver of combatResolvers) {
      const args = Object.entries(resolver.example).map(
        ([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`,
      );
      const r = run('roll', 'firepower', resolver.name, ...args, '--seed', '3');
      expect(r.code, `${resolver.name}: ${r.err}`).toBe(0);
      expect(r.out).toContain('\u2192');
    }
  });

  it('gives exact odds for the small resolvers and estimates for the full chain', () => {
    expect(run('odds', 'firepower', 'torpedo', 'target=BB', 'torpedo=late').out).toMatch(/miss\s+5\/12/);
    expect(run('odds', 'firepower', 'anti-aircraft', 'ship=CA', 'aircraft=TB').out).toMatch(/destroyed\s+11\/36/);
    const estimate = run(
      'odds',
      'firepower',
      'gunnery-damage',
      'battery=BB',
      'target=CA',
      'range=short',
      '--estimate',
      '--samples',
      '2000',
    );
    expect(estimate.code, estimate.err).toBe(0);
    expect(estimate.out).toMatch(/miss/);
  });

  it('reports illegal actions and bad input as rules errors', () => {
    const night = run(
      'roll',
      'firepower',
      'gunnery',
      'battery=BB',
      'target=CA',
      'range=short',
      'conditions.period=late',
      'conditions.timeOfDay=night',
    );
    expect(night.code).toBe(1);
    expect(night.err).toMatch(/ILLEGAL_ACTION/);
    expect(run('roll', 'firepower', 'air-to-ship', 'aircraft=AS', 'target=BB').err).toMatch(/cannot attack ships/);
    expect(run('roll', 'firepower', 'gunnery', 'battery=XX', 'target=CA', 'range=short').err).toMatch(/INVALID_INPUT/);
  });
});
