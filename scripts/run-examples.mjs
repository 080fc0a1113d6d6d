#!/usr/bin/env node
/**
 * Runs the examples against the built package: the boardgame.io host on its embedded
 * store (scripts/run-host-example.mjs), and the examples in other languages against the
 * built command (dist/cli/main.js):
 * the Python War at Sea landing through one `naval-rules serve` process, when python3 is
 * present. It must play a whole landing to its end; the time it took is printed (the aim is
 * under 5 s; a timed failure would be flaky on shared machines).
 */
import { execFileSync, spawnSync } from 'node:child_process';

const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
if (python.status !== 0) {
  console.log('examples: python3 not found, the Python example was skipped');
} else {
  const started = performance.now();
  const out = execFileSync('python3', ['examples/war-at-sea-landing/play.py', process.execPath, 'dist/cli/main.js'], {
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  const last = out.trim().split('\n').at(-1) ?? '';
  if (!last.startsWith('game over after')) {
    console.error(out);
    throw new Error('examples: the Python landing did not play to the end');
  }
  console.log(`examples: the Python landing through naval-rules serve: ${last} (${seconds.toFixed(1)} s)`);
}

// The boardgame.io host example on its embedded PGlite store, killed and restarted mid-match.
const host = spawnSync(process.execPath, ['scripts/run-host-example.mjs'], { encoding: 'utf8', stdio: 'inherit' });
if (host.status !== 0) throw new Error('examples: the boardgame.io host example failed');

// `naval-rules simulate --workers 2`: worker threads give the one thread's figures, byte for byte
// (measures named by --measure cross to the threads by name).
const study = [
  'dist/cli/main.js',
  'simulate',
  'war-at-sea',
  '--input',
  'examples/war-at-sea-landing/setup.json',
  '--runs',
  '60',
  '--bots',
  'doctrine,random',
  '--measure',
  'turns',
  '--measure',
  'transports lost',
  '--json',
];
const oneThread = execFileSync(process.execPath, [...study, '--workers', '1'], { encoding: 'utf8' });
const twoWorkers = execFileSync(process.execPath, [...study, '--workers', '2'], { encoding: 'utf8' });
if (oneThread !== twoWorkers) throw new Error('examples: simulate --workers 2 gave other figures than one thread');
const measured = Object.keys(JSON.parse(twoWorkers).measures).join(', ');
if (!measured.includes('transports lost'))
  throw new Error(`examples: simulate --workers 2 took other measures: ${measured}`);
console.log(
  `examples: simulate --workers 2 gives the one thread's summary (${JSON.parse(twoWorkers).runs.to} runs; measures ${measured})`,
);

// naval-rules/threads, from ESM and from CommonJS: the one thread's summary, byte
// for byte, with 1 and 3 threads, and a shard of a study over threads as its shard in one.
const threadsStudy = `
  const setup = JSON.parse(require('node:fs').readFileSync('examples/war-at-sea-landing/setup.json', 'utf8'));
  const options = { game: lib.warAtSeaCatalogue.game, setup, bots: { Allies: 'doctrine', Axis: 'random' }, runs: 90, seed: 7 };
  const alone = JSON.stringify(lib.simulate(options));
  const shard = { index: 1, count: 2 };
  Promise.all([
    lib.simulateInWorkers({ ...options, workers: 1 }),
    lib.simulateInWorkers({ ...options, workers: 3 }),
    lib.simulateInWorkers({ ...options, shard, workers: 2 }),
    lib.simulateInWorkers({ ...options, game: { ...options.game, create: (s) => options.game.create({ ...s, seed: s.seed + 1 }) }, workers: 1 })
      .then(() => 'played', (e) => e.path?.join('.')),
    lib.simulateInWorkers({ ...options, workers: 1, onProgress: () => { throw new Error('stop'); } })
      .then(() => 'played', (e) => e.message),
  ]).then(([one, three, half, lookAlike, stopped]) => {
    if (lookAlike !== 'game') throw new Error('a look-alike of a library game was played in a thread: ' + lookAlike);
    if (stopped !== 'stop') throw new Error('a progress callback that throws did not end the study: ' + stopped);
    if (JSON.stringify(one) !== alone || JSON.stringify(three) !== alone) throw new Error('simulateInWorkers gave other figures than simulate');
    if (JSON.stringify(half) !== JSON.stringify(lib.simulate({ ...options, shard }))) throw new Error('a shard over threads differs');
    console.log('examples: simulateInWorkers (' + FORMAT + ') gives simulate\\'s summary with 1 and 3 threads, and a shard\\'s; refuses a look-alike game; stops at a throwing callback');
  });`;
const libraries = {
  esm: `const require = (await import('node:module')).createRequire(import.meta.url);
    const lib = { ...(await import('naval-rules/simulate')), ...(await import('naval-rules/threads')), ...(await import('naval-rules/war-at-sea')) };`,
  cjs: `const lib = { ...require('naval-rules/simulate'), ...require('naval-rules/threads'), ...require('naval-rules/war-at-sea') };`,
};
for (const [format, load] of Object.entries(libraries)) {
  const code = `${load}\nconst FORMAT = '${format}';\n${threadsStudy}`;
  const ran = spawnSync(process.execPath, format === 'esm' ? ['--input-type=module', '-e', code] : ['-e', code], {
    encoding: 'utf8',
  });
  if (ran.status !== 0) throw new Error(`examples: simulateInWorkers (${format}) failed:\n${ran.stderr}`);
  process.stdout.write(ran.stdout);
}
