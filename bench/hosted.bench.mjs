// Hosted dice (issue 61): what the ChaCha20 dice a host uses cost against the seeded
// xoroshiro128+ dice, measured in pairs in this run. A d6 (labelled and logged, as a
// resolver rolls it) against createDice's, target ≤ 20×; and a War at Sea landing played
// through the game's own steps (bench/fixtures/games.json's log, each step applied to the
// state the game returned) with hosted dice in its state against the same with seeded
// dice, target ≤ 1.5× the time an action. Not part of npm test.
import { readFileSync } from 'node:fs';
import { createDice, createHostedDice } from '../dist/index.js';
import { warAtSeaGame } from '../dist/war-at-sea/index.js';
import { formatRatio, pairedRatios } from './paired-ratio.mjs';

const ROLLS = 1000;
const SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
let sink = 0;

/** The landing's steps from `initial` with its dice replaced by `dice`: each on the state the game returned. */
function landingSteps(log, dice) {
  const steps = [];
  let state = warAtSeaGame.apply({ ...JSON.parse(JSON.stringify(log.initial)), dice }, log.actions[0]).state;
  for (const action of log.actions.slice(1)) {
    // The log was played on other dice: an action these dice made illegal is left out.
    if (!warAtSeaGame.check(state, action).legal) continue;
    steps.push({ state, action });
    state = warAtSeaGame.apply(state, action).state;
  }
  return steps;
}

export async function run() {
  const seeded = createDice(7);
  const hosted = createHostedDice(SEED);
  const rolls = (dice) => () => {
    let s = 0;
    for (let i = 0; i < ROLLS; i++) s += dice.d6('bench');
    sink ^= s;
    dice.clearLog();
  };
  const d6 = pairedRatios(rolls(seeded), { hosted: rolls(hosted) }, { calls: 100 });
  console.log('\nHosted dice (ChaCha20) against seeded xoroshiro128+ (paired rounds)');
  console.log(
    `  d6, labelled and logged: ${formatRatio(d6.ratios.hosted)} the seeded time   target <= 20x   ${d6.ratios.hosted.median <= 20 ? 'meets' : 'misses'}`,
  );

  const log = JSON.parse(readFileSync(new URL('fixtures/games.json', import.meta.url), 'utf8'))['war-at-sea'];
  // The log's actions from the same position on either dice (those the dice made illegal left out).
  const fast = landingSteps(log, createDice(1).state());
  const slow = landingSteps(log, createHostedDice(SEED).state());
  let i = 0;
  let j = 0;
  const landing = pairedRatios(
    () => {
      const step = fast[i++ % fast.length];
      return warAtSeaGame.apply(step.state, step.action);
    },
    {
      hosted: () => {
        const step = slow[j++ % slow.length];
        return warAtSeaGame.apply(step.state, step.action);
      },
    },
    { rounds: 61, calls: Math.min(fast.length, slow.length), warmupRounds: 200 },
  );
  console.log(
    `  War at Sea landing, an action (${fast.length} and ${slow.length} steps): ${formatRatio(landing.ratios.hosted)} the seeded time   target <= 1.5x   ${landing.ratios.hosted.median <= 1.5 ? 'meets' : 'misses'}`,
  );
  if (sink === -1) console.log(sink);
}
