#!/usr/bin/env node
/**
 * Checks the built package as a user gets it: publint (package.json and files), that no
 * built file loads boardgame.io (an optional peer, for one subpath's types), then
 * @arethetypeswrong/cli on a tarball packed into a temporary folder (types resolve under
 * node16 for ESM and CJS), that the packed manifest names no install-time script (see
 * pack-manifest.mjs) and that the tarball keeps within its size budget. Packing with
 * --ignore-scripts keeps `prepack` from running again and leaves the working folder as it was.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restorePrepare, stripPrepare } from './pack-manifest.mjs';

execFileSync('npx', ['publint', '--strict'], { stdio: 'inherit' });

// boardgame.io is an optional peer of one subpath, for its types only: no built file may load it.
const dist = new URL('../dist/', import.meta.url).pathname;
for (const file of readdirSync(dist, { recursive: true })) {
  if (!/\.c?js$/.test(file)) continue;
  if (/from ['"]boardgame\.io|require\(['"]boardgame\.io/.test(readFileSync(join(dist, file), 'utf8'))) {
    throw new Error(
      `dist/${file} loads boardgame.io at run time; only naval-rules/boardgame-io may name it, for types`,
    );
  }
}
/**
 * The most bytes the packed tarball may have: a no-regression budget (667 kB when set at
 * 700 kB; 716 kB once the games could play: legal actions, bots, playOut, serve, their docs;
 * 765 kB with naval-rules/simulate, the boardgame.io host's guard and their docs; 791 kB
 * once play loops lent the library's bots their data and the docs said what two threads gain;
 * 797 kB once the search bot gained its confidence gate and the docs its measured strength;
 * 816 kB with withScoring, withReports, the base games' score-points, the five scoring
 * tables and the set-ups page; 833 kB with hosted dice, the guard's seats, store-then-send
 * and setupData bounds, and their docs; 851 kB with postgresStore, the guard's address caps
 * and state ids, partial merges, verdicts that count changed games, and their docs; 859 kB
 * with the five example set-ups; 885 kB with measures on the five games, study and
 * comparison charts, reports, the Slurm example, and their docs and charts).
 */
const MAX_TARBALL_BYTES = 895_000;
const dir = mkdtempSync(join(tmpdir(), 'naval-rules-pack-'));
const stripped = stripPrepare();
try {
  const file = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  const tarball = join(dir, file);
  // The manifest a user installs names no install-time script (npm warns about any).
  const packed = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) {
    if (packed.scripts?.[script] !== undefined) throw new Error(`the packed package.json has a ${script} script`);
  }
  const bytes = statSync(tarball).size;
  if (bytes > MAX_TARBALL_BYTES) throw new Error(`the tarball has ${bytes} bytes; the budget is ${MAX_TARBALL_BYTES}`);
  console.log(`package: tarball ${bytes} bytes (budget ${MAX_TARBALL_BYTES}), no install-time script`);
  execFileSync('npx', ['attw', tarball, '--profile', 'node16'], { stdio: 'inherit' });
} finally {
  if (stripped) restorePrepare();
  rmSync(dir, { recursive: true, force: true });
}
