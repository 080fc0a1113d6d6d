// Search against doctrine, from both seats: `node bench/strength.mjs [war-at-sea|firepower] [seeds]`
// (after `npm run build`). Each seed is played twice per seat: the search bot against the
// doctrine, and, as the yardstick, the doctrine in the search's seat against the same
// doctrine. Prints each side's wins with a Wilson 95 % interval. Not part of npm test.
import { readFileSync } from 'node:fs';
import { firepowerCatalogue } from '../dist/firepower/index.js';
import { doctrineBot, playOut, searchBot } from '../dist/index.js';
import { wilsonInterval } from '../dist/simulate/index.js';
import { warAtSeaCatalogue } from '../dist/war-at-sea/index.js';

const GAMES = {
  'war-at-sea': [warAtSeaCatalogue, 'war-at-sea-landing'],
  firepower: [firepowerCatalogue, 'firepower-battle'],
};
const [catalogue, dir] = GAMES[process.argv[2] ?? 'war-at-sea'];
const seeds = Number(process.argv[3] ?? 40);
/** The search's budget: `ROLLOUTS=n` (default: the bot's own). */
const budget = process.env.ROLLOUTS === undefined ? {} : { rollouts: Number(process.env.ROLLOUTS) };
const game = catalogue.game.game;
const doctrine = catalogue.game.doctrine;
const setup = JSON.parse(readFileSync(new URL(`../examples/${dir}/setup.json`, import.meta.url), 'utf8'));

function wilson(k, n) {
  const { rate, low, high } = wilsonInterval(k, n);
  return `${k}/${n} = ${(100 * rate).toFixed(1)} % (95 % CI ${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)} %)`;
}

let search = 0;
let yardstick = 0;
let games = 0;
for (let seed = 1; seed <= seeds; seed++) {
  for (const seat of game.sides) {
    const against = (bot) =>
      Object.fromEntries(game.sides.map((s) => [s, s === seat ? bot : doctrineBot({ doctrine, seed: seed + 7 })]));
    const won = (bots) => {
      const { winners } = playOut(game, catalogue.game.create({ ...setup, seed }), bots).outcome;
      return winners.length === 1 && winners[0] === seat ? 1 : 0;
    };
    search += won(against(searchBot({ game, doctrine, seed, ...budget })));
    yardstick += won(against(doctrineBot({ doctrine, seed })));
    games++;
  }
}
console.log(
  `${catalogue.name}: search wins from its seat ${wilson(search, games)}; the doctrine there ${wilson(yardstick, games)}`,
);
