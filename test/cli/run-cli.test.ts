import { describe, expect, it } from 'vitest';
import { run } from './run-in-process.js';

describe('naval-rules CLI', () => {
  it('odds dice two-d6 --json gives 7 exactly 1/6', () => {
    const result = run('odds', 'dice', 'two-d6', '--json');
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.out) as { paths: number; outcomes: { outcome: number; fraction: string }[] };
    expect(parsed.paths).toBe(36);
    expect(parsed.outcomes.find((o) => o.outcome === 7)?.fraction).toBe('1/6');
    expect(parsed.outcomes.map((o) => o.outcome)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('odds prints an aligned bar chart by default', () => {
    const { code, out } = run('odds', 'dice', 'two-d6');
    expect(code).toBe(0);
    expect(out).toContain(' 7   1/6  16.67%  ████████████████████████████████████████');
    expect(out).toContain('12  1/36   2.78%');
  });

  it('roll dice d10 --seed 7 is reproducible and explained', () => {
    const a = run('roll', 'dice', 'd10', '--seed', '7');
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/roll d10 = \d+ \(naval-rules roll dice d10\)/);
    expect(run('roll', 'dice', 'd10', '--seed=7').out).toBe(a.out);
    const json = JSON.parse(run('roll', 'dice', 'd10', '--seed', '7', '--json').out) as {
      seed: number;
      resolution: { outcome: number };
    };
    expect(json.seed).toBe(7);
    expect(a.out).toContain(`→ ${json.resolution.outcome}`);
  });

  it('estimates with --estimate', () => {
    const { code, out } = run('odds', 'dice', 'd6', '--estimate', '--samples', '600', '--seed', '2');
    expect(code).toBe(0);
    expect(out).toMatch(/estimate from 600 samples, seed 2/);
  });

  it('tables and lookup', () => {
    expect(run('tables').out).toContain('resolver  two-d6');
    expect(run('tables', 'dice', 'conventions').out).toMatch(/^d10Zero +d10-zero +d10 +0–9 +Operation Shoestring$/m);
    expect(JSON.parse(run('lookup', 'dice', 'conventions', 'method=d10Zero', '--json').out)).toMatchObject({
      row: 'd10Zero',
      cells: { command: 'd10-zero', reads: '0–9' },
    });
    expect(run('lookup', 'firepower', 'matrix-10', 'score=5').out).toBe('code: M\ndamage level: Medium');
    expect(run('lookup', 'firepower', 'matrix-9', 'battery=BB', 'target=CA').out).toBe('BB (HB) / CA: +2');
  });

  it('prints help everywhere with exit 0', () => {
    expect(run('--help')).toMatchObject({ code: 0 });
    expect(run('--help').out).toContain('Exit codes');
    for (const command of ['tables', 'lookup', 'roll', 'odds', 'schema', 'demo']) {
      const result = run(command, '--help');
      expect(result.code).toBe(0);
      expect(result.out).toContain(`naval-rules ${command}`);
      expect(run('help', command).out).toBe(result.out);
    }
    expect(run('help').out).toBe(run('--help').out);
  });

  it('exits 2 on usage errors with one line', () => {
    for (const argv of [
      [],
      ['fly'],
      ['roll'],
      ['roll', 'nope'],
      ['roll', 'dice', 'd7'],
      ['roll', 'dice', 'd6', '--seed'],
      ['odds', 'dice', 'd6', '--bogus'],
      ['roll', 'dice', 'd6', 'extra'],
      ['roll', 'dice', 'd6', '--svg', 'x.svg'],
      ['odds', 'dice', 'd6', '--seed', '3'],
      ['roll', 'dice', 'd6', '--json=yes'],
      ['help', 'fly'],
      ['schema', 'firepower', 'gunery'],
      ['roll', 'dice', 'd6', '--seed', '99999999999'],
    ]) {
      const result = run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err.split('\n')).toHaveLength(1);
      expect(result.err).toMatch(/^naval-rules: /);
    }
  });

  it('exits 1 on a RulesError with one line, never a stack trace', () => {
    for (const argv of [
      ['roll', 'dice', 'd-n', 'sides=1'],
      ['odds', 'dice', 'd-n', 'sides=1000', 'x=1', '--max-paths', '10'],
    ]) {
      const result = run(...argv);
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.err.split('\n')).toHaveLength(1);
      expect(result.err).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });

  it('demo is a seeded tour', () => {
    const a = run('demo');
    expect(a.code).toBe(0);
    expect(a.out).toContain('naval-rules demo (seed 2026)');
    expect(a.out).toContain('== dice');
    // A resolver with its own exact method (the War at Sea fight to the finish) uses it, as `odds` does.
    expect(a.out).toContain('{"control":"contested"}');
    expect(a.out).not.toContain('too many die sequences');
    expect(run('demo').out).toBe(a.out);
  });
});
