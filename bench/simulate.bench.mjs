// Whole-game studies (issue "What a house rule does to who wins"): the built command's
// `naval-rules simulate`, timed as a user runs it, one thread against two workers, in one
// run; resident memory from /usr/bin/time where it is present. Not part of npm test.
// SIMULATE_RUNS (default 10,000) sets the study size.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const RUNS = Number(process.env.SIMULATE_RUNS ?? 10_000);
const cli = new URL('../dist/cli/main.js', import.meta.url).pathname;
const STUDIES = [
  ['war-at-sea', 'examples/war-at-sea-landing/setup.json', 'random,random'],
  ['firepower', 'examples/firepower-battle/setup.json', 'doctrine,doctrine'],
];

/** Seconds and peak resident megabytes of one command line. */
function timed(args) {
  const timeTool = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = timeTool
    ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, cli, ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`simulate failed: ${result.stderr}`);
  const kb = timeTool ? Number(result.stderr.trim().split('\n').at(-1)) : Number.NaN;
  return { seconds, mb: kb / 1024, out: result.stdout };
}

export async function run() {
  console.log(`\nWhole-game studies (${RUNS.toLocaleString('en-US')} runs; target beside each)`);
  for (const [set, setup, bots] of STUDIES) {
    const args = ['simulate', set, '--input', setup, '--runs', String(RUNS), '--bots', bots, '--json'];
    const one = timed([...args, '--workers', '1']);
    const two = timed([...args, '--workers', '2']);
    const same = one.out === two.out ? 'the same summary' : 'DIFFERENT summaries';
    console.log(
      `  ${set} ${bots}: 2 workers ${two.seconds.toFixed(1)} s (target ≤ 20 s), 1 thread ${one.seconds.toFixed(1)} s: ` +
        `${(one.seconds / two.seconds).toFixed(2)}× (target ≥ 1.7×); peak ${two.mb.toFixed(0)} MB a process (target ≤ 200 MB); ${same}`,
    );
  }
}
