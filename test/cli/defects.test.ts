/** The command-line defects users reported, one test each. */
import { describe, expect, it } from 'vitest';
import { run, runWith } from './run-in-process.js';

describe('command-line defects, fixed', () => {
  it('roll shows the whole outcome, so the damage is seen', () => {
    const rolled = run('roll', 'firepower', 'gunnery', 'battery=BB', 'target=CA', 'range=short', '--seed', '7');
    expect(rolled.code).toBe(0);
    expect(rolled.out).not.toContain('...');
    expect(rolled.out).toMatch(/→ \{"hit":true,"level":"H","target":\{.*"damage"/);
  });

  it('--json errors are JSON, rules errors and usage errors alike', () => {
    const rules = run('roll', 'firepower', 'gunnery', 'battery=XX', 'target=CA', 'range=short', '--json');
    expect(rules.code).toBe(1);
    expect(JSON.parse(rules.err)).toEqual({
      error: expect.objectContaining({ code: 'INVALID_INPUT', path: ['battery'], message: expect.any(String) }),
    });
    const usage = run('roll', 'firepower', 'gunery', '--json');
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.err)).toEqual({ error: { code: 'USAGE', message: expect.stringContaining('gunnery') } });
  });

  it('--estimate lists numbers in ascending order and other outcomes most likely first', () => {
    const numbers = JSON.parse(run('odds', 'dice', 'two-d6', '--estimate', '--samples', '2000', '--json').out);
    const values = numbers.outcomes.map((o: { outcome: number }) => o.outcome);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    const text = run('odds', 'dice', 'two-d6', '--estimate', '--samples', '2000').out.split('\n').slice(1);
    expect(text.map((line) => Number(line.trim().split(/\s+/)[0]))).toEqual(values);
    const levels = JSON.parse(
      run(
        'odds',
        'firepower',
        'gunnery',
        'battery=BB',
        'target=CA',
        'range=short',
        '--estimate',
        '--samples',
        '3000',
        '--json',
      ).out,
    );
    const probabilities = levels.outcomes.map((o: { probability: number }) => o.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
  });

  it('the dice-drawn bound of exact odds has its flag, --max-draws', () => {
    const args = ['odds', 'firepower', 'gunnery', 'battery=BB', 'target=CA', 'range=short'];
    const limited = run(...args, '--max-draws', '100');
    expect(limited.code).toBe(1);
    expect(limited.err).toMatch(/ODDS_LIMIT: .*more than 100 dice drawn in all; raise --max-draws or use --estimate/);
    expect(run(...args, '--max-draws', '10000000').code).toBe(0);
    expect(run('odds', 'dice', 'd6', '--max-draws', 'x').code).toBe(2);
  });

  it('a missing base-game table is named as the command line takes it', () => {
    const missing = run('roll', 'cartwheel', 'initiative', 'turn=2', '--seed', '1');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('give it as rules.tables.initiativeDrm=<JSON>');
    expect(missing.err).not.toContain('pass it as tables.');
  });

  it('a seed out of the 32-bit range is a usage error (exit 2), not a rules error', () => {
    const high = run('roll', 'dice', 'd6', '--seed', '1099511627776');
    expect(high.code).toBe(2);
    expect(high.err).toContain('--seed must be a 32-bit integer');
    expect(run('roll', 'dice', 'd6', '--seed', '-2147483648').code).toBe(0);
    expect(run('odds', 'dice', 'd6', '--estimate', '--seed', '2147483648').code).toBe(2);
  });

  it('the SVG chart keeps its whole title and says what was computed', () => {
    const result = runWith(
      {},
      'odds',
      'firepower',
      'gunnery',
      'battery=BB',
      'target=CA',
      'range=short',
      '--svg',
      'chart.svg',
    );
    const svg = result.written['chart.svg'] as string;
    const texts = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1] as string);
    expect(texts.slice(0, 2).join(' ')).toBe(
      'Gunnery from die to damage (all four damage dice applied); odds by level and target status (Matrix 8–10, damage dice)',
    );
    expect(texts).toContain('gunnery battery=BB target=CA range=short');
    expect(svg).not.toMatch(/font-weight="bold">[^<]*…</);
  });

  it('dice notation names the dice: odds dice 2d6 is two-d6', () => {
    const twoD6 = run('odds', 'dice', '2d6', '--json');
    expect(twoD6.code).toBe(0);
    expect(twoD6.out).toBe(run('odds', 'dice', 'two-d6', '--json').out);
    expect(run('roll', 'dice', '1d10', '--seed', '3').code).toBe(0);
  });
});
