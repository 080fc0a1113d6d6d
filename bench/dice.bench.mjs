// Dice benchmark: 1,000 d6 per iteration. Seeded naval-rules dice against raw pure-rand on
// the same draws (our physical limit: same generator, same uniformInt), and against
// @dice-roller/rpg-dice-roller and random-js doing the same work. Prints each ratio.
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { MersenneTwister19937, Random } from 'random-js';
import { Bench } from 'tinybench';
import { createDice } from '../dist/index.js';
import { formatRatio, pairedRatios } from './paired-ratio.mjs';

const ROLLS = 1000;
// Every task sums into a local and folds it into `sink` with xor, which stays a small
// integer: a module variable summed past V8's small-integer range boxes every `+=` into a
// new heap number, which slowed the tight loops (the raw draws most) and skewed the ratios.
let sink = 0;

export async function run() {
  const rng = xoroshiro128plus(7);
  const dice = createDice(7);
  const turns = createDice(7);
  const silent = createDice(7, { log: false });
  const random = new Random(MersenneTwister19937.seed(7));

  // Same draws: both consume the generator identically (from the state the seed mixes to).
  const check = createDice(11);
  const raw = xoroshiro128plusFromState([...check.state().state]);
  for (let i = 0; i < 1000; i++) {
    if (check.d6('check') !== uniformInt(raw, 1, 6)) throw new Error('naval-rules dice and raw pure-rand diverged');
  }

  const rawRolls = () => {
    let s = 0;
    for (let i = 0; i < ROLLS; i++) s += uniformInt(rng, 1, 6);
    sink ^= s;
  };
  const loggedRolls = () => {
    let s = 0;
    for (let i = 0; i < ROLLS; i++) s += dice.d6('bench');
    sink ^= s;
    dice.clearLog();
  };
  const turnRolls = () => {
    // A resolver names each roll for its rule, so its labels change roll by roll: each
    // change starts a run in the log (see RollLog), which the row above never does.
    let s = 0;
    for (let i = 0; i < ROLLS; i += 2) s += turns.d6('to hit') + turns.d6('damage');
    sink ^= s;
    turns.clearLog();
  };
  const silentRolls = () => {
    let s = 0;
    for (let i = 0; i < ROLLS; i++) s += silent.d6('bench');
    sink ^= s;
  };
  const bench = new Bench({ time: 800, warmupTime: 200 });
  bench
    .add('raw pure-rand (xoroshiro128+, uniformInt)', rawRolls)
    .add('naval-rules createDice().d6 (labelled, logged)', loggedRolls)
    .add('naval-rules createDice().d6, two labels in turn (logged)', turnRolls)
    .add('naval-rules createDice(seed, { log: false }).d6', silentRolls)
    .add('random-js Random.die(6) (Mersenne Twister)', () => {
      let s = 0;
      for (let i = 0; i < ROLLS; i++) s += random.die(6);
      sink ^= s;
    })
    .add('@dice-roller/rpg-dice-roller 10 × new DiceRoll("100d6")', () => {
      // The library caps one roll at 999 dice, so 1,000 d6 are ten rolls of 100.
      let s = 0;
      for (let i = 0; i < ROLLS / 100; i++) s += new DiceRoll('100d6').total;
      sink ^= s;
    });
  await bench.run();

  const rows = bench.tasks.map((task) => ({
    name: task.name,
    hz: task.result?.throughput?.mean ?? 0,
    rme: task.result?.throughput?.rme ?? 0,
  }));
  const rawHz = rows[0]?.hz ?? 1;
  const ours = rows[1]?.hz ?? 1;
  console.log(`\nDice: ${ROLLS} d6 per iteration (Node ${process.version})`);
  for (const row of rows) {
    const rollsPerSecond = (row.hz * ROLLS) / 1e6;
    const vsRaw = rawHz / row.hz;
    const vsOurs = row.hz / ours;
    console.log(
      `  ${row.name.padEnd(54)} ${rollsPerSecond.toFixed(2).padStart(8)} M rolls/s ±${row.rme.toFixed(1)}%  ${vsRaw.toFixed(2).padStart(6)}× raw's time  ${vsOurs.toFixed(2).padStart(6)}× naval-rules' speed`,
    );
  }

  // The target's ratios come from paired rounds (see paired-ratio.mjs), not from the rows
  // above, which tinybench times one after the other.
  const paired = pairedRatios(rawRolls, { logged: loggedRolls, turns: turnRolls, silent: silentRolls }, { calls: 200 });
  console.log(
    `  target: seeded d6 with logging \u2264 1.50\u00d7 raw (paired rounds): ${formatRatio(paired.ratios.logged)}; labels changing every roll ${formatRatio(paired.ratios.turns)} (no target); with the log off ${formatRatio(paired.ratios.silent)}`,
  );
  // The seeded d6 draws through uniformInt's own steps for 1 to 6 with its range worked out
  // once (DrawSource.d6: the same outputs taken, the same faces), so the draw itself costs a
  // little less than raw uniformInt: the log-off figure shows by how much.
  console.log(
    '  (the seeded d6 takes the same generator outputs and gives the same faces as uniformInt(rng, 1, 6), with its range worked out once: the log-off figure is the draw alone)',
  );

  // Memory: the roll log holds one small record per roll until cleared.
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const logged = createDice(1);
  for (let i = 0; i < 100_000; i++) logged.d6('memory');
  globalThis.gc?.();
  const after = process.memoryUsage().heapUsed;
  if (logged.log.length !== 100_000) throw new Error('log lost rolls');
  console.log(
    `  roll log memory: ~${Math.round((after - before) / 100_000)} bytes per logged roll (dice.clearLog() frees it)${globalThis.gc ? '' : ' (run with --expose-gc for a stable figure)'}`,
  );
  if (sink === -1) console.log(sink);
}
