// Games that play (issue "Games that play themselves"): legalActions, a random playout, a
// doctrine move and a search move, on the states a random game of each docs set-up
// returned (examples/<game>/setup.json), each as a ratio to what the target names, measured
// in pairs in this run (a search move in milliseconds). Not part of npm test.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cartwheelCatalogue } from '../dist/cartwheel/index.js';
import { firepowerCatalogue } from '../dist/firepower/index.js';
import { doctrineBot, playOut, randomBot, searchBot } from '../dist/index.js';
import { shoestringCatalogue } from '../dist/shoestring/index.js';
import { sopacCatalogue } from '../dist/sopac/index.js';
import { warAtSeaCatalogue } from '../dist/war-at-sea/index.js';
import { formatRatio, pairedRatios } from './paired-ratio.mjs';

const GAMES = [
  [warAtSeaCatalogue, 'war-at-sea-landing', {}],
  [firepowerCatalogue, 'firepower-battle', { concede: 0 }],
  [shoestringCatalogue, 'shoestring-game', {}],
  [cartwheelCatalogue, 'cartwheel-game', { 'stage-move': 0.02 }],
  [sopacCatalogue, 'sopac-game', { 'end-turn': 3 }],
];

const setupOf = (dir) => JSON.parse(readFileSync(new URL(`../examples/${dir}/setup.json`, import.meta.url), 'utf8'));

/** The states of one random game with the side that acted and its action. */
function stepsOf(catalogue, setup, weights) {
  const game = catalogue.game.game;
  const [a, b] = game.sides;
  const start = catalogue.game.create(setup);
  const played = playOut(game, start, { [a]: randomBot({ seed: 1, weights }), [b]: randomBot({ seed: 2, weights }) });
  const steps = [];
  let state = start;
  for (const action of played.actions) {
    // `sent`: the same action as a client sends it (JSON), which apply parses; `action` is
    // the game's own (playOut's log), which apply takes back without a parse.
    steps.push({ state, action, sent: JSON.parse(JSON.stringify(action)) });
    state = game.apply(state, action).state;
  }
  return { start, played, steps, sent: JSON.parse(JSON.stringify(played.actions)) };
}

const ms = (f, times) => {
  const list = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    f(i);
    list.push(performance.now() - t);
  }
  list.sort((x, y) => x - y);
  return list[Math.floor(list.length / 2)];
};

/** The command's start-up, against a bare `node -e 0`, in pairs. */
function commandRows() {
  const node =
    (...args) =>
    () =>
      spawnSync(process.execPath, args, { stdio: 'ignore' });
  const cli = new URL('../dist/cli/main.js', import.meta.url).pathname;
  const { ratios } = pairedRatios(
    node('-e', '0'),
    { version: node(cli, '--version'), tables: node(cli, 'tables', 'war-at-sea') },
    { rounds: 11, calls: 1, warmupRounds: 1 },
  );
  console.log(`  naval-rules --version ${formatRatio(ratios.version)} a bare node -e 0 (target ≤ 2×)`);
  console.log(`  naval-rules tables war-at-sea ${formatRatio(ratios.tables)} a bare node -e 0 (target ≤ 3×)`);
}

export async function run() {
  console.log('\nGames that play (paired ratios; target beside each)');
  commandRows();
  for (const [catalogue, dir, weights] of GAMES) {
    const game = catalogue.game.game;
    const [a, b] = game.sides;
    const setup = setupOf(dir);
    const { start, played, steps, sent } = stepsOf(catalogue, setup, weights);
    // Two baselines, each its own paired run: an apply of the action as a client sends it
    // (parsed), and of the action as the game listed it (taken back without a parse).
    const applies = (key) => {
      let i = 0;
      return () => {
        const s = steps[i++ % steps.length];
        return game.apply(s.state, s[key]);
      };
    };
    const listings = () => {
      let j = 0;
      return () => {
        const s = steps[j++ % steps.length];
        return game.legalActions(s.state, s.action.side);
      };
    };
    // Warmed up over three passes of the steps (a warm-up round is one call), and then one
    // whole paired run is thrown away: whichever of the two runs came first read high (on
    // the SOPAC game 1.06–1.26× where the same run second read 0.72–0.86×, its rounds spread
    // wide while the process settled), so neither reported run is the process's first.
    const stepCalls = Math.min(steps.length, 200);
    const stepOptions = { rounds: 41, calls: stepCalls, warmupRounds: 3 * stepCalls };
    pairedRatios(applies('sent'), { legal: listings() }, stepOptions);
    const legalSent = pairedRatios(applies('sent'), { legal: listings() }, stepOptions);
    const legalListed = pairedRatios(applies('action'), { legal: listings() }, stepOptions);
    const playOnce = () =>
      playOut(game, start, { [a]: randomBot({ seed: 1, weights }), [b]: randomBot({ seed: 2, weights }) });
    // A playout is one call a round, so its rounds vary more than the steps': 31 of them
    // (11 until the rows' middle half read up to 7×) for a steadier median.
    const playOptions = { rounds: 31, calls: 1, warmupRounds: 5 };
    const playSent = pairedRatios(() => game.replay(start, sent), { playout: playOnce }, playOptions);
    const playListed = pairedRatios(() => game.replay(start, played.actions), { playout: playOnce }, playOptions);
    console.log(
      `  ${catalogue.name.padEnd(10)} legalActions ${formatRatio(legalSent.ratios.legal)} one apply of the action as sent (JSON, parsed), ` +
        `${formatRatio(legalListed.ratios.legal)} one of the action as listed (no parse) (target ≤ 1×; ${steps.length} steps)`,
    );
    console.log(
      `  ${''.padEnd(10)} random playout ${formatRatio(playSent.ratios.playout)} the replay of its actions as sent, ` +
        `${formatRatio(playListed.ratios.playout)} as listed (target ≤ 2×)`,
    );
    const doctrine = catalogue.game.doctrine;
    if (doctrine === undefined) continue;
    let k = 0;
    let m = 0;
    const bot = doctrineBot({ doctrine, seed: 3 });
    const turnOf = (s) => ({
      side: s.action.side,
      view: game.viewFor(s.state, s.action.side),
      pending: game.pending(s.state, s.action.side),
      legal: game.legalActions(s.state, s.action.side),
      events: [],
      sample: (seed) => game.resample(s.state, s.action.side, seed),
    });
    const move = pairedRatios(
      () => {
        const s = steps[k++ % steps.length];
        return game.apply(s.state, s.action);
      },
      { doctrine: () => bot.choose(turnOf(steps[m++ % steps.length])) },
      { rounds: 41, calls: Math.min(steps.length, 100), warmupRounds: 3 * Math.min(steps.length, 100) },
    );
    console.log(
      `  ${''.padEnd(10)} doctrine move (view, legal actions, choice) ${formatRatio(move.ratios.doctrine)} one apply (target ≤ 5×)`,
    );
    const search = searchBot({ game, doctrine, seed: 4 });
    const chosen = steps.filter((s) => game.legalActions(s.state, s.action.side).length > 1).slice(0, 40);
    const median = ms((n) => search.choose(turnOf(chosen[n % chosen.length])), Math.min(chosen.length, 40));
    console.log(
      `  ${''.padEnd(10)} search move at its default budget: median ${median.toFixed(1)} ms (target ≤ 100 ms)`,
    );
  }
}
