#!/usr/bin/env node
/**
 * Checks the built package as a user gets it: publint (package.json and files), that no
 * built file loads boardgame.io (an optional peer, for one subpath's types), then
 * @arethetypeswrong/cli on a tarball packed into a temporary folder (types resolve under
 * node16 for ESM and CJS). Packing with --ignore-scripts keeps `prepack` from running
 * again and leaves the working folder as it was.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
const dir = mkdtempSync(join(tmpdir(), 'naval-rules-pack-'));
try {
  const file = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('npx', ['attw', join(dir, file), '--profile', 'node16'], { stdio: 'inherit' });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
