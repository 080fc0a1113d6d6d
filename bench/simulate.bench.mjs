// Whole-game studies (issue "What a house rule does to who wins"): the built command's
// `naval-rules simulate`, timed as a user runs it, one thread against two workers, in one
// run; resident memory from /usr/bin/time where it is present. Not part of npm test.
// SIMULATE_RUNS (default 10,000) sets the study size.
//
// Beside the two workers, the machine's own ceiling: the same study as two separate
// processes, each playing one shard of two at the same time (`--shard 0/2`, `--shard 1/2`,
// one thread each), merged with `simulate merge`. Nothing is shared between them, so no
// pool of threads in one process can be expected to beat their ratio on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.SIMULATE_RUNS ?? 10_000);
const cli = new URL('../dist/cli/main.js', import.meta.url).pathname;
const STUDIES = [
  ['war-at-sea', 'examples/war-at-sea-landing/setup.json', 'random,random'],
  ['firepower', 'examples/firepower-battle/setup.json', 'doctrine,doctrine'],
];
const timeTool = existsSync('/usr/bin/time');

/** The command line of `args`, under /usr/bin/time where it is present. */
function commandOf(args) {
  return timeTool
    ? ['/usr/bin/time', ['-f', '%M', process.execPath, cli, ...args]]
    : [process.execPath, [cli, ...args]];
}

/** Peak resident megabytes from /usr/bin/time's last line of standard error. */
const megabytes = (stderr) => (timeTool ? Number(stderr.trim().split('\n').at(-1)) / 1024 : Number.NaN);

/** Seconds and peak resident megabytes of one command line. */
function timed(args) {
  const started = performance.now();
  const result = spawnSync(...commandOf(args), { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`simulate failed: ${result.stderr}`);
  return { seconds, mb: megabytes(result.stderr), out: result.stdout };
}

/** One command line started now; resolves with its output once it ends. */
function started(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(...commandOf(args));
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve({ out, mb: megabytes(err) }) : reject(new Error(err))));
  });
}

/** Seconds for two processes playing a shard each at once, and their merged summary. */
async function twoProcesses(args) {
  const at = performance.now();
  const shards = await Promise.all([0, 1].map((index) => started([...args, '--shard', `${index}/2`])));
  const seconds = (performance.now() - at) / 1000;
  const dir = mkdtempSync(join(tmpdir(), 'naval-rules-bench-'));
  try {
    const files = shards.map((shard, index) => {
      const file = join(dir, `s${index}.json`);
      writeFileSync(file, shard.out);
      return file;
    });
    return { seconds, out: timed(['simulate', 'merge', ...files, '--json']).out };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the game's measures cost: 10,000 landings with War at Sea's default measures and
 * 10,000 without (`measures: []`), in ten paired rounds of 1,000 each, the two timed back to
 * back in turn; the figure is the median of the rounds' ratios, the middle half beside it.
 */
async function measureCost() {
  const { simulate } = await import('../dist/simulate/index.js');
  const { warAtSeaCatalogue, warAtSeaExampleSetUp } = await import('../dist/war-at-sea/index.js');
  const study = {
    game: warAtSeaCatalogue.game,
    setup: warAtSeaExampleSetUp,
    bots: { Allies: 'random', Axis: 'random' },
    runs: Math.max(10, Math.round(RUNS / 10)),
  };
  const seconds = (options) => {
    const at = performance.now();
    simulate(options);
    return (performance.now() - at) / 1000;
  };
  seconds({ ...study, runs: 50, seed: 0 }); // warm-up
  const ratios = [];
  let withTotal = 0;
  let withoutTotal = 0;
  for (let round = 1; round <= 10; round++) {
    const without = seconds({ ...study, seed: round, measures: [] });
    const withMeasures = seconds({ ...study, seed: round });
    withTotal += withMeasures;
    withoutTotal += without;
    ratios.push(withMeasures / without);
  }
  ratios.sort((a, b) => a - b);
  const names = (warAtSeaCatalogue.game.measures ?? []).length;
  console.log(
    `  war-at-sea random,random, ${(study.runs * 10).toLocaleString('en-US')} landings with its ${names} measures and without: ` +
      `${withTotal.toFixed(1)} s against ${withoutTotal.toFixed(1)} s, median ratio ${ratios[5].toFixed(3)}× ` +
      `(middle half ${ratios[2].toFixed(3)}–${ratios[7].toFixed(3)}; target ≤ 1.05×)`,
  );
}

export async function run() {
  console.log(`\nWhole-game studies (${RUNS.toLocaleString('en-US')} runs; target beside each)`);
  for (const [set, setup, bots] of STUDIES) {
    const args = ['simulate', set, '--input', setup, '--runs', String(RUNS), '--bots', bots, '--json'];
    const one = timed([...args, '--workers', '1']);
    const two = timed([...args, '--workers', '2']);
    const apart = await twoProcesses(args);
    const same = one.out === two.out && one.out === apart.out ? 'the same summary' : 'DIFFERENT summaries';
    console.log(
      `  ${set} ${bots}: 2 workers ${two.seconds.toFixed(1)} s (target ≤ 20 s), 1 thread ${one.seconds.toFixed(1)} s: ` +
        `${(one.seconds / two.seconds).toFixed(2)}× (target ≥ 1.7×; two processes a shard each at once ` +
        `${apart.seconds.toFixed(1)} s, ${(one.seconds / apart.seconds).toFixed(2)}×, the machine's ceiling); ` +
        `peak ${two.mb.toFixed(0)} MB a process (target ≤ 200 MB); ${same}`,
    );
  }
  await measureCost();
}
