// Exact odds of dice pools and multi-round fights (issue "Exact odds at scale"): each figure
// is printed beside its target, measured in this run. Not part of npm test.

import { gunneryOdds, resolveGunnery } from '../dist/firepower/index.js';
import { exactOdds, exactRounds } from '../dist/index.js';
import { mtbAttackOdds } from '../dist/sopac/index.js';
import { infantryFightOdds } from '../dist/war-at-sea/index.js';

const SHOT = Object.freeze({ battery: 'BB', target: 'CA', range: 'short' });

const BANDS = [
  [1, 3],
  [4, 5],
  [6, 6],
];
const MISS_HIT = [
  [1, 4],
  [5, 6],
];

/**
 * Median milliseconds of `runs` calls of `work`, once warm: like the tinybench suites
 * (warmupTime 200), it first calls `work` for at least 200 ms and at least 3 times, so the
 * figure is the steady cost an app pays when it asks again (a player hovering over targets),
 * not the compiler's first passes. The first, cold call is returned beside it.
 */
function median(work, runs) {
  let started = performance.now();
  work();
  const cold = performance.now() - started;
  const warmUntil = started + 200;
  for (let calls = 1; calls < 3 || performance.now() < warmUntil; calls++) work();
  const times = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], cold };
}

/** Milliseconds until a call answers, with a result or a refusal (ODDS_LIMIT): it must never hang. */
function answers(work) {
  const started = performance.now();
  try {
    work();
  } catch (error) {
    if (error?.code !== 'ODDS_LIMIT') throw error;
  }
  const ms = performance.now() - started;
  return { ms, cold: ms };
}

const MTB_ONE = {
  attacks: [{ target: 'MADE-UP Kako', boats: 8, aces: 3, sinksAfter: 3 }],
  ships: [
    { id: 'MADE-UP Kako', fireDice: 4 },
    { id: 'MADE-UP Furutaka', fireDice: 3 },
  ],
  specialGunnery: true,
};
const MTB_TWO = {
  attacks: [
    { target: 'MADE-UP Kako', boats: 4, aces: 1 },
    { target: 'MADE-UP Aoba', boats: 4, sinksAfter: 2 },
  ],
  ships: [
    { id: 'MADE-UP Kako', fireDice: 2 },
    { id: 'MADE-UP Aoba', fireDice: 2 },
  ],
  specialGunnery: true,
};

/** The case a user timed at 5.6 s: no sinking threshold, three dice from each ship. */
const MTB_WIDE = {
  attacks: [
    { target: 'MADE-UP Kako', boats: 4, aces: 1 },
    { target: 'MADE-UP Aoba', boats: 4 },
  ],
  ships: [
    { id: 'MADE-UP Kako', fireDice: 3 },
    { id: 'MADE-UP Aoba', fireDice: 3 },
  ],
  specialGunnery: true,
};

function successes(dice, n) {
  const [, ones, twos] = dice.poolCounts(n, 'd6', BANDS, 'War at Sea attack');
  return ones + 2 * twos;
}

function island() {
  return exactRounds(
    { a: 6, b: 5 },
    (s, dice) => {
      const [, onB] = dice.poolCounts(s.a, 'd6', MISS_HIT, 'A fires');
      const [, onA] = dice.poolCounts(s.b, 'd6', MISS_HIT, 'B fires');
      return { a: Math.max(0, s.a - onA), b: Math.max(0, s.b - onB) };
    },
    { until: (s) => s.a === 0 || s.b === 0, maxRounds: 20 },
  );
}

export async function run() {
  const rows = [
    ['12-d6 pool, successes (poolCounts)', median(() => exactOdds((d) => successes(d, 12)), 21), 5],
    ['30-d6 pool, successes (poolCounts)', median(() => exactOdds((d) => successes(d, 30)), 11), 20],
    [
      '12-d6 pool of faces, then successes (no target: poolCounts is the way)',
      median(
        () => exactOdds((d) => d.pool(12, 'd6', 'attack').reduce((n, f) => n + (f === 6 ? 2 : f >= 4 ? 1 : 0), 0)),
        5,
      ),
      null,
    ],
    ['island fight 6 v 5, up to 20 turns (exactRounds)', median(island, 5), 50],
    [
      'island fight 40 v 40, 20 turns (infantryFightOdds)',
      median(() => infantryFightOdds({ Allies: 40, Axis: 40 }), 3),
      1000,
    ],
    [
      'island fight 100 v 100, 1,000 turns: a result or ODDS_LIMIT',
      answers(() => infantryFightOdds({ Allies: 100, Axis: 100, maxTurns: 1000 })),
      5000,
    ],
    ['MTB attack, one target, 8 boats (3 Aces), special gunnery', median(() => mtbAttackOdds(MTB_ONE), 5), 1000],
    ['MTB attack, two targets 4 + 4, special gunnery', median(() => mtbAttackOdds(MTB_TWO), 3), 2000],
    [
      'MTB attack, two targets 4 (1 Ace) + 4, both firing 3 dice, special gunnery (199,388 outcomes)',
      median(() => mtbAttackOdds(MTB_WIDE), 3),
      2000,
    ],
    [
      'full gunnery chain, BB on CA at short range (gunneryOdds)',
      median(() => gunneryOdds(SHOT, (o) => `${o.level} ${o.target.status}`), 9),
      20,
    ],
    [
      'the same chain die by die (exactOdds over resolveGunnery; no target)',
      median(
        () =>
          exactOdds((d) => {
            const o = resolveGunnery(SHOT, d).outcome;
            return `${o.level} ${o.target.status}`;
          }),
        9,
      ),
      null,
    ],
  ];
  console.log(
    '\nExact odds at scale (median ms of repeated runs once warm, first cold call in brackets; target beside it)',
  );
  for (const [name, { ms, cold }, target] of rows) {
    const verdict = target === null ? '' : `target <= ${target} ms   ${ms <= target ? 'meets' : 'misses'}`;
    console.log(
      `  ${name.padEnd(68)} ${ms.toFixed(1).padStart(8)} ms (cold ${cold.toFixed(0)} ms)   ${verdict}`.trimEnd(),
    );
  }
}
