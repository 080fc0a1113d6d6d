// Game steps as apps take them (issue "Fast where apps and players actually go"): one
// typical action of each game applied to a state read from JSON (with zod's own parse,
// then with useCompiledParsers()), and a simulation loop of legal play on the states the
// game itself returned, each as a ratio to one zod parse of the same state, measured in
// pairs in this run. The logs are bench/fixtures/games.json
// (regenerate with `npx tsx bench/make-fixtures.ts`). Not part of npm test.
import { readFileSync } from 'node:fs';
import { cartwheelGame } from '../dist/cartwheel/index.js';
import { useCompiledParsers } from '../dist/compiled/index.js';
import { firepowerBattle } from '../dist/firepower/index.js';
import { shoestringGame } from '../dist/shoestring/index.js';
import { sopacGame } from '../dist/sopac/index.js';
import { warAtSeaGame } from '../dist/war-at-sea/index.js';
import { formatBest, formatRatio, pairedRatios } from './paired-ratio.mjs';

const GAMES = {
  firepower: firepowerBattle,
  shoestring: shoestringGame,
  cartwheel: cartwheelGame,
  'war-at-sea': warAtSeaGame,
  sopac: sopacGame,
};
const logs = JSON.parse(readFileSync(new URL('fixtures/games.json', import.meta.url), 'utf8'));
const COPIES = 16;

export async function run() {
  console.log('\nGame steps (paired ratio to one stateSchema.parse of the same state; target beside it)');
  for (const [name, game] of Object.entries(GAMES)) {
    const log = logs[name];
    // The states the game returned along the log, and the action taken from each.
    const steps = [];
    let state = game.apply(JSON.parse(JSON.stringify(log.initial)), log.actions[0]).state;
    for (const action of log.actions.slice(1)) {
      steps.push({ state, action });
      state = game.apply(state, action).state;
    }
    const typical = steps.findLast((s) => s.action.type === log.typical) ?? steps[steps.length - 1];
    const json = JSON.stringify(typical.state);
    const copies = Array.from({ length: COPIES }, () => JSON.parse(json));
    let c = 0;
    const fromJson = pairedRatios(
      () => game.stateSchema.parse(copies[c++ % COPIES]),
      { apply: () => game.apply(copies[c++ % COPIES], typical.action) },
      { rounds: 61, calls: COPIES, warmupRounds: 3 * COPIES },
    );
    const jsonCopies = steps.map((s) => JSON.parse(JSON.stringify(s.state)));
    let i = 0;
    let j = 0;
    const chained = pairedRatios(
      () => game.stateSchema.parse(jsonCopies[i++ % steps.length]),
      {
        apply: () => {
          const step = steps[j++ % steps.length];
          return game.apply(step.state, step.action);
        },
      },
      { rounds: 61, calls: steps.length, warmupRounds: 3 * steps.length },
    );
    const show = (label, ratio, target, parseNs) =>
      console.log(
        `  ${`${name}: ${label}`.padEnd(70)} ${formatRatio(ratio)} (one parse ${(parseNs / 1000).toFixed(1)} µs)   target <= ${target}x   ${ratio.median <= target ? 'meets' : 'misses'}`,
      );
    // A step from JSON is held to its floor: best of rounds ≤ 3× one parse of the state.
    const showBest = (label, ratio, target, parseNs) =>
      console.log(
        `  ${`${name}: ${label}`.padEnd(70)} ${formatBest(ratio)} (one parse ${(parseNs / 1000).toFixed(1)} µs)   target <= ${target}x, best of rounds   ${ratio.best <= target ? 'meets' : 'misses'}`,
      );
    showBest(
      `apply ${typical.action.type} on a state from JSON`,
      fromJson.ratios.apply,
      3,
      fromJson.baselineNanoseconds,
    );
    show(
      `apply chained on returned states (${steps.length} steps of legal play)`,
      chained.ratios.apply,
      1,
      chained.baselineNanoseconds,
    );
    // The opt-in (naval-rules/compiled): the library parses with zod's compiled parsers;
    // the yardstick is still zod's own parse of the exported schema.
    useCompiledParsers();
    const compiled = pairedRatios(
      () => game.stateSchema.parse(copies[c++ % COPIES]),
      { apply: () => game.apply(copies[c++ % COPIES], typical.action) },
      { rounds: 61, calls: COPIES, warmupRounds: 3 * COPIES },
    );
    useCompiledParsers(false);
    showBest('the same from JSON, with useCompiledParsers()', compiled.ratios.apply, 3, compiled.baselineNanoseconds);
  }
}
