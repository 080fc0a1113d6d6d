/**
 * `naval-rules simulate`: a study's table and JSON, shards merged into the one run's
 * figures, a paired comparison of two house-rule variants, and usage errors.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { runWith } from './run-in-process.js';

const setup = readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8');
const files = { 'setup.json': setup };
const base = ['simulate', 'war-at-sea', '--input', 'setup.json', '--bots', 'doctrine,random'];

describe('naval-rules simulate', () => {
  it('prints a study as a table, and as JSON with --json; the SVG chart of the scores', () => {
    const table = runWith({ files }, ...base, '--runs', '12', '--svg', 'scores.svg');
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/^war-at-sea: 12 games \(runs 0–11, seed 1, study [0-9a-f]{8}\)/);
    expect(table.out).toMatch(/Allies wins +\d+\.\d % \(95 % CI/);
    expect(table.written['scores.svg']).toMatch(/^<svg /);
    const json = runWith({ files }, ...base, '--runs', '12', '--json');
    const summary = JSON.parse(json.out);
    expect(summary.runs).toEqual({ from: 0, to: 12, of: 12 });
    expect(summary.partial).toBe(false);
    expect(summary.wins.Allies.count + summary.wins.Axis.count + summary.draws.count + summary.unfinished.count).toBe(
      12,
    );
  });

  it('draws its progress on a terminal (rate, done / total, time left), ending with the time taken', () => {
    const lines: string[] = [];
    const code = runCli([...base, '--runs', '40'], {
      out: () => undefined,
      err: () => undefined,
      read: (path) => files[path as 'setup.json'],
      write: () => undefined,
      progress: (text) => lines.push(text),
    });
    expect(code).toBe(0);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(41);
    expect(lines.at(-1)).toMatch(/^40 \/ 40 games · [\d,]+ games\/s · took (<1|\d+) s\n$/);
  });

  it('draws no progress when standard error is piped', () => {
    const cli = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/main.ts',
        ...base.slice(0, 2),
        '--input',
        'examples/war-at-sea-landing/setup.json',
        ...base.slice(4),
        '--runs',
        '20',
      ],
      { encoding: 'utf8' },
    );
    expect(cli.status).toBe(0);
    expect(cli.stdout).toMatch(/^war-at-sea: 20 games/);
    expect(cli.stderr).toBe('');
  });

  it('shards merged by simulate merge are the one run, byte for byte', () => {
    const shards: Record<string, string> = { ...files };
    for (const i of [0, 1, 2])
      shards[`s${i}.json`] = runWith({ files }, ...base, '--runs', '12', '--shard', `${i}/3`, '--json').out;
    const merged = runWith({ files: shards }, 'simulate', 'merge', 's2.json', 's0.json', 's1.json', '--json');
    expect(merged.code).toBe(0);
    expect(merged.out).toBe(runWith({ files }, ...base, '--runs', '12', '--json').out);
    const gap = runWith({ files: shards }, 'simulate', 'merge', 's0.json', 's2.json');
    expect(gap.code).toBe(1);
    expect(gap.err).toMatch(/gap/);
  });

  it('merges shards that leave runs out only with --partial, and says PARTIAL in the table, JSON and chart', () => {
    const shards: Record<string, string> = { ...files };
    for (const i of [0, 1, 2])
      shards[`s${i}.json`] = runWith({ files }, ...base, '--runs', '12', '--shard', `${i}/4`, '--json').out;
    const refused = runWith({ files: shards }, 'simulate', 'merge', 's0.json', 's1.json', 's2.json');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/runs 9–11 are missing \(3 runs\).*--partial/);
    const table = runWith(
      { files: shards },
      'simulate',
      'merge',
      's0.json',
      's1.json',
      's2.json',
      '--partial',
      '--svg',
      'part.svg',
    );
    expect(table.code).toBe(0);
    expect(table.out.split('\n')[1]).toBe("PARTIAL: 9 of the study's 12 runs; 3 missing");
    expect(table.written['part.svg']).toContain('PARTIAL: 9 of the study');
    const json = JSON.parse(
      runWith({ files: shards }, 'simulate', 'merge', 's0.json', 's1.json', 's2.json', '--partial', '--json').out,
    );
    expect(json.partial).toBe(true);
    expect(json.runs).toEqual({ from: 0, to: 9, of: 12 });
  });

  it('--compare plays both variants on the same seeds and gives a verdict for each side', () => {
    const compared = runWith(
      { files: { ...files, 'b.json': '{"infantryCombat":{"killsOn":2}}' } },
      ...base,
      '--runs',
      '12',
      '--compare',
      'b.json',
      '--svg',
      'compare.svg',
    );
    expect(compared.code).toBe(0);
    expect(compared.out).toMatch(
      /B against A: B changes infantryCombat\.killsOn; it played \d+ of the 12 paired games differently\n {2}B (raises|lowers|no effect)/,
    );
    // Its chart: each paired difference B − A with its interval, then A and B side by side,
    // and says which is which.
    const svg = compared.written['compare.svg'] ?? '';
    expect(svg).toContain('rules B against rules A, over 12 paired games');
    expect(svg).toContain('A (blue): the set-up&apos;s own rules; B (orange): --compare b.json');
    expect(svg).toContain('B − A: win rates (points), paired 95 % intervals');
    expect(svg).toMatch(/<title>Allies win rate: [+-][\d.]+ pts \([-\d.]+ to [-\d.]+\)<\/title>/);
    expect(svg).toMatch(/<title>turns: [+-]?[\d.]+ \([-\d.]+ to [-\d.]+\)<\/title>/);
    const sides = [...svg.matchAll(/<title>([AB]) · (\w+) wins: /g)].map((m) => `${m[1]} ${m[2]}`);
    expect(sides).toEqual(['A Allies', 'B Allies', 'A Axis', 'B Axis']);
    expect(svg).toMatch(/<title>B · Allies score: [^<]*<\/title>\n[^\n]*\n<line [^>]*stroke="#b35806"/);
  });

  it('takes the measures --measure names, lists them in simulate --help <set>, and refuses a misspelt one', () => {
    const json = runWith(
      { files },
      ...base,
      '--runs',
      '6',
      '--json',
      '--measure',
      'turns',
      '--measure',
      'transports lost',
    );
    expect(Object.keys(JSON.parse(json.out).measures)).toEqual([
      'enemy units destroyed',
      'islands held',
      'transports lost',
      'turns',
    ]);
    const table = runWith({ files }, ...base, '--runs', '6', '--measure', 'turns');
    expect(table.out).toMatch(/^game turns +mean \d/m);
    const none = runWith({ files }, ...base, '--runs', '6', '--json', '--measure', 'none');
    expect(Object.keys(JSON.parse(none.out).measures)).toEqual(['enemy units destroyed', 'islands held']);
    const help = runWith({}, 'simulate', '--help', 'war-at-sea');
    expect(help.out).toMatch(/Measures of war-at-sea \(--measure NAME; all of them by default\)/);
    expect(help.out).toMatch(/^ {2}transports lost +A side's own units that may carry troops/m);
    expect(runWith({}, 'help', 'simulate', 'firepower').out).toMatch(/^ {2}squadrons broken off +/m);
    const wrong = runWith({ files }, ...base, '--runs', '6', '--measure', 'turn');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/--measure turn: not a measure of war-at-sea \(did you mean "turns"\?\); its measures: /);
    expect(runWith({ files }, ...base, '--runs', '6', '--measure', 'none', '--measure', 'turns').err).toMatch(
      /--measure none goes alone/,
    );
  });

  it('refuses what it cannot run, saying why', () => {
    const out: string[] = [];
    const io = {
      out: (t: string) => out.push(t),
      err: (t: string) => out.push(t),
      read: () => setup,
      write: () => undefined,
    };
    for (const [argv, message] of [
      [[...base], /--runs N/],
      [[...base, '--runs', '0'], /--runs must be a whole number/],
      [[...base, '--runs', '5', '--shard', '3/3'], /--shard must be i\/n/],
      [['simulate', 'war-at-sea', '--input', 'setup.json', '--runs', '5', '--bots', 'doctrine'], /one bot a side/],
      [['simulate', 'merge'], /simulate merge takes/],
      [[...base, '--runs', '5', '--workers', '2'], /--workers runs from the naval-rules command only/],
      [[...base, '--runs', '5', '--workers', '2', '--compare', 'setup.json'], /--compare runs in one thread/],
    ] as const) {
      out.length = 0;
      expect(runCli(argv as unknown as string[], io)).toBe(2);
      expect(out.join('\n')).toMatch(message);
    }
  });
});
