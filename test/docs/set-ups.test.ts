/**
 * The docs' set-ups and their win-rate table (docs/set-ups.md, written by scripts/win-rates.ts
 * from 2,000 doctrine games a set-up; CI plays it again with --check): every set-up is
 * described, and the table meets the targets the set-ups are built for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const page = readFileSync(new URL('docs/set-ups.md', root), 'utf8');
const described = JSON.parse(readFileSync(new URL('examples/set-ups.json', root), 'utf8')) as {
  game: string;
  dir: string;
  kind: string;
  line: string;
}[];

/** The generated table's rows: game, each side's win rate and interval, the draw rate and interval, runs. */
function rows() {
  const block = page.slice(
    page.indexOf('<!-- generated: win-rates -->'),
    page.indexOf('<!-- end generated: win-rates -->'),
  );
  return block
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| game') && !line.startsWith('| ---'))
    .map((line) => {
      const [game = '', , wins = '', draws = '', runs = ''] = line
        .split(' | ')
        .map((cell) => cell.replace(/^\| |\s*\|$/g, ''));
      const rate = (text: string) => {
        const m = /([\d.]+) % \(([\d.]+)–([\d.]+)\)/.exec(text);
        return { rate: Number(m?.[1]), low: Number(m?.[2]), high: Number(m?.[3]) };
      };
      return {
        game: game.split(' ')[0] ?? '',
        sides: wins.split('; ').map((part) => ({ side: part.split(' ')[0], ...rate(part) })),
        draws: rate(draws),
        runs: Number(runs.replace(/,/g, '')),
      };
    });
}

describe('the docs set-ups', () => {
  it('each game has one, described in examples/set-ups.json, with its setup.json', () => {
    expect(described.map((d) => d.game)).toEqual(['war-at-sea', 'firepower', 'shoestring', 'cartwheel', 'sopac']);
    for (const d of described) {
      expect(existsSync(new URL(`examples/${d.dir}/setup.json`, root))).toBe(true);
      expect(d.kind).toMatch(/^(scenario from the text|made-up, balanced)/);
    }
  });

  it('the win-rate table has each set-up at 2,000 runs', () => {
    expect(rows().map((r) => [r.game, r.runs])).toEqual([
      ['war-at-sea', 2000],
      ['firepower-battle', 2000],
      ['shoestring', 2000],
      ['cartwheel', 2000],
      ['sopac', 2000],
    ]);
  });

  it('War at Sea and Firepower: each side wins 35–65 %, its whole 95 % interval inside', () => {
    for (const row of rows().filter((r) => ['war-at-sea', 'firepower-battle'].includes(r.game))) {
      for (const side of row.sides) {
        expect(side.low, `${row.game} ${side.side}`).toBeGreaterThanOrEqual(35);
        expect(side.high, `${row.game} ${side.side}`).toBeLessThanOrEqual(65);
      }
    }
  });

  it('Shoestring, Cartwheel and SOPAC (with the stand-in): no side wins, and no game is drawn, in over 90 %', () => {
    for (const row of rows().filter((r) => ['shoestring', 'cartwheel', 'sopac'].includes(r.game))) {
      for (const side of row.sides) expect(side.high, `${row.game} ${side.side}`).toBeLessThan(90);
      expect(row.draws.high, `${row.game} draws`).toBeLessThan(90);
    }
  });
});
