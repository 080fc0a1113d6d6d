/**
 * The docs set-ups played doctrine against doctrine, 2,000 runs each (`RUNS=n` for another
 * count): each side's win rate and the draw rate with Wilson 95 % intervals, written into
 * docs/set-ups.md between its `win-rates` markers. `npm run docs:win-rates` writes the table;
 * `--check` plays it again and fails when the page differs (CI runs that).
 *
 * Shoestring, Cartwheel and SOPAC score mostly through their base games, whose points the
 * library never invents: there a MADE-UP stand-in reports them (see `standIn`), as the page
 * shows.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cartwheelCatalogue } from '../src/cartwheel/index.js';
import { firepowerCatalogue } from '../src/firepower/index.js';
import { type CatalogueGame, createDice, doctrineBot, type GameActionBase, withReports } from '../src/index.js';
import { shoestringCatalogue } from '../src/shoestring/index.js';
import { type RateWithInterval, simulate } from '../src/simulate/index.js';
import { sopacCatalogue } from '../src/sopac/index.js';
import { warAtSeaCatalogue } from '../src/war-at-sea/index.js';

/**
 * The MADE-UP stand-in for the base game's points: once a game turn, at the side's first
 * move of the turn, it reports one d6 less one (nothing on a 1), from dice of its own. It
 * stands for the base game's combat and objectives, which the library does not play. (It
 * reports at the turn's first move rather than where `pending` names `score-points`, so
 * that neither side misses its report when the other ends that step first.)
 */
export function standIn(game: CatalogueGame, turnOf: (view: never) => number) {
  const doctrine = game.doctrine as NonNullable<CatalogueGame['doctrine']>;
  return (seed: number) => {
    const dice = createDice(seed ^ 0x5eed);
    let last = -1;
    return withReports(doctrineBot({ doctrine, seed }), (turn): GameActionBase | undefined => {
      const now = turnOf(turn.view as never);
      if (now === last) return undefined;
      last = now;
      const points = dice.d6('MADE-UP stand-in for the base game') - 1;
      if (points === 0) return undefined;
      return { type: 'score-points', side: turn.side, points, reason: 'MADE-UP stand-in for the base game' } as never;
    });
  };
}

/** How each docs set-up is described (examples/set-ups.json: the study panel and the hot-seat read it too). */
const DESCRIBED: readonly { game: string; dir: string; kind: string; line: string }[] = JSON.parse(
  readFileSync(new URL('../examples/set-ups.json', import.meta.url), 'utf8'),
);

interface SetUp {
  readonly game: CatalogueGame;
  /** The stand-in's reader of the game turn, for games that take base-game points. */
  readonly turnOf?: (view: never) => number;
}

export const SET_UPS: readonly SetUp[] = [
  { game: warAtSeaCatalogue.game },
  { game: firepowerCatalogue.game },
  { game: shoestringCatalogue.game, turnOf: (view: { turn: number }) => view.turn },
  { game: cartwheelCatalogue.game, turnOf: (view: { board: { turn: number } }) => view.board.turn },
  { game: sopacCatalogue.game, turnOf: (view: { turn: number }) => view.turn },
];

const pct = (r: RateWithInterval) =>
  `${(100 * r.rate).toFixed(1)} % (${(100 * r.low).toFixed(1)}–${(100 * r.high).toFixed(1)})`;

/** One row a set-up: its game, how it is described and each side's wins and the draws, doctrine against doctrine. */
export function winRateRows(runs: number): string[] {
  return SET_UPS.map(({ game, turnOf }) => {
    const described = DESCRIBED.find((d) => game.name.startsWith(d.game));
    if (described === undefined) throw new Error(`examples/set-ups.json does not describe ${game.name}`);
    const { dir, kind, line } = described;
    const setup = JSON.parse(readFileSync(new URL(`../examples/${dir}/setup.json`, import.meta.url), 'utf8'));
    const bots = Object.fromEntries(
      game.game.sides.map((side) => [side, turnOf === undefined ? 'doctrine' : standIn(game, turnOf)]),
    );
    const s = simulate({ game, setup, bots: bots as never, runs, seed: 1 });
    const wins = game.game.sides.map((side) => `${side} ${pct(s.wins[side] as RateWithInterval)}`).join('; ');
    return `| ${game.name} (\`examples/${dir}\`) | ${kind}: ${line} | ${wins} | ${pct(s.draws)} | ${runs.toLocaleString('en')} |`;
  });
}

/** The page with the table between its markers replaced. */
export function withWinRates(page: string, rows: readonly string[]): string {
  const start = '<!-- generated: win-rates -->';
  const end = '<!-- end generated: win-rates -->';
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/set-ups.md has no ${start} … ${end} block`);
  const table = [
    '| game (set-up) | what it is | wins, 95 % CI | draws, 95 % CI | runs |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  return `${page.slice(0, from + start.length)}\n${table}\n${page.slice(to)}`;
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const runs = Number(process.env.RUNS ?? 2000);
  const page = new URL('../docs/set-ups.md', import.meta.url);
  const before = readFileSync(page, 'utf8');
  const after = withWinRates(before, winRateRows(runs));
  if (process.argv.includes('--check')) {
    if (after !== before) {
      console.error('docs/set-ups.md: the win-rate table differs from a fresh run: run npm run docs:win-rates');
      process.exit(1);
    }
    console.log(`docs/set-ups.md: the win-rate table matches a fresh run of ${runs} games a set-up`);
  } else {
    writeFileSync(page, after);
    console.log(`docs/set-ups.md: win rates of ${runs} doctrine games a set-up written`);
  }
}
