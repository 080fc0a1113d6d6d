/**
 * `naval-rules simulate --svg` and `--report`: a study's chart (win rates with intervals,
 * the spread of the score, each measure and the length), a comparison's (paired
 * differences, then A and B side by side), and the report as HTML or Markdown.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { studyChart } from '../../src/cli/study-charts.js';
import { simulate } from '../../src/simulate/index.js';
import { warAtSeaCatalogue, warAtSeaExampleSetUp } from '../../src/war-at-sea/index.js';
import { runWith } from './run-in-process.js';

const setup = readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8');
const files = { 'setup.json': setup, 'b.json': '{"infantryCombat":{"killsOn":2}}' };
const base = ['simulate', 'war-at-sea', '--input', 'setup.json', '--bots', 'doctrine,random', '--runs', '10'];

/** A study of the War at Sea example, 10 runs unless `more` says otherwise. */
const landings = (more: Partial<Parameters<typeof simulate>[0]> = {}) =>
  simulate({
    game: warAtSeaCatalogue.game,
    setup: warAtSeaExampleSetUp,
    bots: { Allies: 'doctrine', Axis: 'random' },
    runs: 10,
    seed: 1,
    ...more,
  });

describe("a study's chart", () => {
  const summary = landings();

  it("shows each side's win rate with its interval, and the spread of the score, every measure and the length", () => {
    const svg = studyChart(summary);
    for (const side of ['Allies', 'Axis']) {
      const w = summary.wins[side];
      if (w === undefined) throw new Error(`no wins of ${side}`);
      expect(svg).toContain(`<title>${side} wins: ${(100 * w.rate).toFixed(1)} % (${(100 * w.low).toFixed(1)} %–`);
      expect(svg).toMatch(new RegExp(`<title>${side} score: mean [\\d.]+, median \\d+, 5–95 % \\d+–\\d+</title>`));
    }
    for (const [name, parts] of Object.entries(summary.measures)) {
      for (const part of Object.keys(parts)) {
        expect(svg).toContain(`<title>${part === 'game' ? name : `${part} ${name}`}: mean `);
      }
    }
    expect(svg).toContain('<title>actions: mean ');
    expect(svg).toBe(studyChart(JSON.parse(JSON.stringify(summary))));
  });

  it('says PARTIAL for a summary of part of its study', () => {
    const part = landings({ shard: { index: 0, count: 2 } });
    expect(studyChart(part)).toContain('PARTIAL: 5 of the study&apos;s 10 runs; 5 missing');
  });

  it('escapes a name from the user', () => {
    const hostile = landings({ runs: 2, measures: [{ name: '<script>alert(1)</script>', title: 't', of: () => 1 }] });
    const svg = studyChart(hostile);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('--report', () => {
  it('writes one HTML page: how it was played, the figures as tables, the chart inline', () => {
    const run = runWith({ files }, ...base, '--report', 'study.html', '--measure', 'turns');
    expect(run.code).toBe(0);
    const html = run.written['study.html'] ?? '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain(
      '<code>naval-rules simulate war-at-sea --input setup.json --bots doctrine,random --runs 10 --measure turns</code>',
    );
    expect(html).toContain('<caption>Results (Wilson 95 % intervals)</caption>');
    expect(html).toMatch(
      /<tr><th scope="row">Allies wins<\/th><td>\d+\.\d %<\/td><td>[\d.]+ %–[\d.]+ %<\/td><td>\d+<\/td><\/tr>/,
    );
    expect(html).toMatch(/<tr><th scope="row">turns<\/th><td>[\d.]+<\/td>/);
    expect(html).toContain('<figure><svg role="img" xmlns="http://www.w3.org/2000/svg"');
    expect(html).not.toContain('<script');
  });

  it("writes Markdown with its chart beside it, and a comparison's verdicts and paired differences", () => {
    const run = runWith({ files }, ...base, '--compare', 'b.json', '--report', 'out/compare.md');
    expect(run.code).toBe(0);
    const md = run.written['out/compare.md'] ?? '';
    expect(run.written['out/compare-chart.svg']).toMatch(/^<svg /);
    expect(md).toMatch(/^# war-at-sea: rules B against rules A, over 10 paired games\n/);
    expect(md).toContain(
      '```sh\nnaval-rules simulate war-at-sea --input setup.json --bots doctrine,random --runs 10 --compare b.json\n```',
    );
    expect(md).toContain('**B − A, paired 95 % intervals**');
    expect(md).toMatch(
      /\n\| Allies win rate \(points\) \| -?[\d.]+ \| -?[\d.]+ to -?[\d.]+ \| (raises|lowers|no effect|never)/,
    );
    expect(md).toContain('**Rules A: Results (Wilson 95 % intervals)**');
    expect(md).toContain('**Rules B: Score, measures and length**');
    expect(md).toMatch(/!\[war-at-sea: rules B against rules A, over 10 paired games\]\(compare-chart\.svg\)\n$/);
  });

  it('refuses a file that is neither .html nor .md', () => {
    const run = runWith({ files }, ...base, '--report', 'study.pdf');
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--report writes FILE\.html or FILE\.md; got study\.pdf/);
  });
});
