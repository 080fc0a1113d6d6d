// Firepower benchmark: full gunnery resolutions (Matrix 8 to hit → Matrix 9/10 damage
// level → four damage dice applied to the target) per second, against the raw cost of
// drawing the same number of d6 with pure-rand (the same generator and uniformInt the
// seeded dice use). Prints both and the ratio. Run after a build:
//   npx tsup src/firepower/index.ts --format esm --out-dir dist/firepower --no-dts --external zod --external pure-rand
//   node bench/firepower.bench.mjs
import { pathToFileURL } from 'node:url';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { Bench } from 'tinybench';
import { damageLevelOdds, gunneryInputSchema, resolveGunnery, shipSchema } from '../dist/firepower/index.js';
import { createDice } from '../dist/index.js';
import { formatBest, formatRatio, pairedRatios } from './paired-ratio.mjs';

const BATCH = 1000;
const INPUT = Object.freeze({ battery: 'BB', target: 'CA', range: 'short' });
// Every task sums into a local and folds it into `sink` with xor, which stays a small
// integer (see dice.bench.mjs: a sum past V8's small-integer range boxes every `+=`).
let sink = 0;

/** Seeded dice over pure-rand, shaped as the library's Dice (labelled, logged rolls). */
function benchDice(seed) {
  const rng = xoroshiro128plus(seed);
  let log = [];
  const roll = (min, max, die, label) => {
    const value = uniformInt(rng, min, max);
    log.push({ label, die, value });
    return value;
  };
  return {
    roll: (die, label) => roll(1, Number(die.slice(1)), die, label),
    dN: (sides, label) => roll(1, sides, `d${sides}`, label),
    d6: (label) => roll(1, 6, 'd6', label),
    d12: (label) => roll(1, 12, 'd12', label),
    d10: (label) => roll(1, 10, 'd10', label),
    d10Zero: (label) => roll(0, 9, 'd10z', label),
    twoD6: (label) => roll(1, 6, 'd6', `${label} (1st die)`) + roll(1, 6, 'd6', `${label} (2nd die)`),
    plusMinus: (label) => roll(1, 6, 'd6', `${label} (plus die)`) - roll(1, 6, 'd6', `${label} (minus die)`),
    get log() {
      return log;
    },
    clearLog: () => {
      log = [];
    },
  };
}

/** Picks the library's own seeded dice when the root build is there, else the same dice built here. */
let estimateOdds;

async function makeDiceFactory() {
  try {
    const root = await import('../dist/index.js');
    estimateOdds = root.estimateOdds;
    if (typeof root.createDice === 'function') return { make: root.createDice, name: 'createDice (naval-rules)' };
  } catch {
    // the root entry is not built: fall back to the equivalent dice above
  }
  return { make: benchDice, name: 'bench dice over pure-rand (root build absent)' };
}

export async function run() {
  const { make, name } = await makeDiceFactory();

  // How many d6 one batch of resolutions draws (misses draw 1, hits 6).
  const counting = make(1);
  for (let i = 0; i < BATCH; i++) resolveGunnery(INPUT, counting);
  const draws = counting.log.length;

  let seed = 1;
  const rawBatch = () => {
    const rng = xoroshiro128plus(seed++);
    let s = 0;
    for (let i = 0; i < draws; i++) s += uniformInt(rng, 1, 6);
    sink ^= s;
  };
  const loggedBatch = () => {
    const dice = make(seed++);
    let s = 0;
    for (let i = 0; i < BATCH; i++) s += resolveGunnery(INPUT, dice).outcome.hit ? 1 : 0;
    sink ^= s;
  };
  const silentBatch = () => {
    const dice = make(seed++, { log: false });
    let s = 0;
    for (let i = 0; i < BATCH; i++) s += resolveGunnery(INPUT, dice).outcome.hit ? 1 : 0;
    sink ^= s;
  };
  const bench = new Bench({ time: 1000, warmupTime: 200 });
  bench
    .add(`raw pure-rand: ${draws} uniformInt(1, 6) draws`, rawBatch)
    .add(`resolveGunnery × ${BATCH} (BB battery on a CA, short range)`, loggedBatch)
    .add(`resolveGunnery × ${BATCH}, dice with the log off`, silentBatch)
    .add('damageLevelOdds (exact, 16 die sequences)', () => {
      sink ^= damageLevelOdds(INPUT).paths;
    });
  await bench.run();
  // The target's ratios come from paired rounds (see paired-ratio.mjs), not from the tasks
  // above, which run a second each one after the other.
  const paired = pairedRatios(rawBatch, { logged: loggedBatch, silent: silentBatch });

  const [raw, full, silent, odds] = bench.tasks.map((task) => task.result?.throughput?.mean ?? 0);
  const rme = bench.tasks.map((task) => task.result?.throughput?.rme ?? 0);
  const perSecond = (full ?? 0) * BATCH;
  const rawPerSecond = (raw ?? 0) * BATCH;
  console.log(`\nFirepower gunnery (Node ${process.version}; dice: ${name})`);
  console.log(`  ${draws} d6 per ${BATCH} resolutions (${(draws / BATCH).toFixed(2)} per resolution)`);
  console.log(
    `  full gunnery resolutions     ${Math.round(perSecond).toLocaleString('en')}/s ±${(rme[1] ?? 0).toFixed(1)}%`,
  );
  console.log(
    `  with the log off             ${Math.round((silent ?? 0) * BATCH).toLocaleString('en')}/s ±${(rme[2] ?? 0).toFixed(1)}%`,
  );
  console.log(
    `  raw pure-rand, same draws    ${Math.round(rawPerSecond).toLocaleString('en')} resolutions' worth/s ±${(rme[0] ?? 0).toFixed(1)}%`,
  );
  console.log(`  exact damage-level odds      ${Math.round(odds ?? 0).toLocaleString('en')}/s`);
  console.log(
    `  target: resolveGunnery \u2264 25\u00d7 the raw draws (paired rounds): ${formatRatio(paired.ratios.logged)} logged; ${formatRatio(paired.ratios.silent)} with the log off`,
  );
  if (estimateOdds !== undefined) {
    const started = performance.now();
    const estimate = estimateOdds((dice) => resolveGunnery(INPUT, dice).outcome.level, { samples: 1_000_000, seed: 1 });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  target: a million seeded gunnery resolutions (estimateOdds, log off) \u2264 1 s: ${seconds.toFixed(2)} s (${estimate.outcomes.length} outcomes)`,
    );
  }
  freshInputs();
  if (sink === -1) console.log(sink);
}

/**
 * Fresh inputs, as a battle passes them: target and firer are ship objects new to the
 * library each call (JSON copies, never the same object twice in a row), against zod
 * parsing those two ships with shipSchema, in paired rounds.
 */
function freshInputs() {
  const ships = Array.from({ length: 64 }, (_, i) => ({
    target: { name: `MADE-UP target ${i}`, class: 'CA', nationality: 'Japanese', damage: { firePoints: i % 3 } },
    firer: { name: `MADE-UP firer ${i}`, class: 'BB', nationality: 'American', hasFired: i % 2 === 0 },
  }));
  const copies = ships.map((s) => JSON.parse(JSON.stringify(s)));
  const dice = createDice(7);
  let i = 0;
  let j = 0;
  const paired = pairedRatios(
    () => {
      const s = copies[i++ % copies.length];
      sink ^= shipSchema.parse(s.target).name.length ^ shipSchema.parse(s.firer).name.length;
    },
    {
      gunnery: () => {
        const s = copies[j++ % copies.length];
        sink ^= resolveGunnery({ battery: 'BB', target: s.target, firer: s.firer, range: 'short' }, dice).rolls.length;
      },
      // Where the time goes: zod's parse of the whole input (the two ships and the rest).
      inputParse: () => {
        const s = copies[j++ % copies.length];
        sink ^= gunneryInputSchema.parse({ battery: 'BB', target: s.target, firer: s.firer, range: 'short' }).battery
          .length;
      },
    },
    { rounds: 41, calls: 64, warmupRounds: 100 },
  );
  const ratio = paired.ratios.gunnery;
  console.log(
    `  target: resolveGunnery on fresh ship objects ≤ 2.25× shipSchema.parse of the two ships, best of rounds (the plain-data check runs before zod reads any input): ${formatBest(ratio)} (two parses ${(paired.baselineNanoseconds / 1000).toFixed(1)} µs)   ${ratio.best <= 2.25 ? 'meets' : 'misses'}`,
  );
  console.log(
    `  (of which zod's parse of the whole gunnery input: ${formatRatio(paired.ratios.inputParse)}; no target)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
