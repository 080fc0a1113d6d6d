// Search against doctrine, from both seats: `node bench/strength.mjs [game] [seeds]` (after
// `npm run build`; game: one of GAMES below, default war-at-sea). Each seed is played twice
// per seat: the search bot against the doctrine, and, as the yardstick, the doctrine in the
// search's seat against the same doctrine. Prints the wins and draws of each with a Wilson
// 95 % interval for the wins (a win shared by both sides counts as a draw), and how often
// the search did better or worse than the doctrine on the same seed and seat (the same
// dice: the two games part only where the search chose otherwise). Not part of npm test.
import { readFileSync } from 'node:fs';
import { cartwheelCatalogue } from '../dist/cartwheel/index.js';
import { firepowerCatalogue } from '../dist/firepower/index.js';
import { doctrineBot, playOut, searchBot } from '../dist/index.js';
import { shoestringCatalogue } from '../dist/shoestring/index.js';
import { wilsonInterval } from '../dist/simulate/index.js';
import { sopacCatalogue } from '../dist/sopac/index.js';
import { warAtSeaCatalogue } from '../dist/war-at-sea/index.js';

const GAMES = {
  'war-at-sea': [warAtSeaCatalogue, 'war-at-sea-landing'],
  firepower: [firepowerCatalogue, 'firepower-battle'],
  shoestring: [shoestringCatalogue, 'shoestring-game'],
  sopac: [sopacCatalogue, 'sopac-game'],
  cartwheel: [cartwheelCatalogue, 'cartwheel-game'],
};
const chosen = GAMES[process.argv[2] ?? 'war-at-sea'];
if (chosen === undefined) throw new Error(`no game ${process.argv[2]}: one of ${Object.keys(GAMES).join(', ')}`);
const [catalogue, dir] = chosen;
const seeds = Number(process.argv[3] ?? 40);
/** The search's budget and gate: `ROLLOUTS=n`, `WIDTH=n`, `DEPTH=n`, `CONFIDENCE=z` (default: the bot's own). */
const budget = {
  ...(process.env.ROLLOUTS === undefined ? {} : { rollouts: Number(process.env.ROLLOUTS) }),
  ...(process.env.WIDTH === undefined ? {} : { width: Number(process.env.WIDTH) }),
  ...(process.env.DEPTH === undefined ? {} : { depth: Number(process.env.DEPTH) }),
  ...(process.env.CONFIDENCE === undefined ? {} : { confidence: Number(process.env.CONFIDENCE) }),
};
const game = catalogue.game.game;
const doctrine = catalogue.game.doctrine;
const setup = JSON.parse(readFileSync(new URL(`../examples/${dir}/setup.json`, import.meta.url), 'utf8'));

function wilson(k, n) {
  const { rate, low, high } = wilsonInterval(k, n);
  return `${k}/${n} = ${(100 * rate).toFixed(1)} % (95 % CI ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)} %)`;
}

const search = { wins: 0, draws: 0 };
const yardstick = { wins: 0, draws: 0 };
/** Per seat: the seeds on which the search did better, and worse, than the doctrine there. */
const pairs = Object.fromEntries(game.sides.map((side) => [side, { better: 0, worse: 0 }]));
let games = 0;
for (let seed = 1; seed <= seeds; seed++) {
  for (const seat of game.sides) {
    const against = (bot) =>
      Object.fromEntries(game.sides.map((s) => [s, s === seat ? bot : doctrineBot({ doctrine, seed: seed + 7 })]));
    /** 1 for a win of the seat alone, 0 for a loss, ½ for a draw (no winner, or a win shared). */
    const play = (tally, bots) => {
      const { winners } = playOut(game, catalogue.game.create({ ...setup, seed }), bots).outcome;
      if (winners.length !== 1) {
        tally.draws++;
        return 0.5;
      }
      if (winners[0] !== seat) return 0;
      tally.wins++;
      return 1;
    };
    const searched = play(search, against(searchBot({ game, doctrine, seed, ...budget })));
    const kept = play(yardstick, against(doctrineBot({ doctrine, seed })));
    if (searched > kept) pairs[seat].better++;
    if (searched < kept) pairs[seat].worse++;
    games++;
  }
}
const line = (tally) => `wins ${wilson(tally.wins, games)}, draws ${tally.draws}`;
console.log(`${catalogue.name}: search from its seat ${line(search)}; the doctrine there ${line(yardstick)}`);
for (const side of game.sides) {
  console.log(
    `  as ${side}, on the same seeds: the search did better in ${pairs[side].better}, worse in ${pairs[side].worse}`,
  );
}
