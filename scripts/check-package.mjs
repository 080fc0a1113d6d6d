#!/usr/bin/env node
/**
 * Checks the built package as a user gets it: publint (package.json and files), then
 * @arethetypeswrong/cli on a tarball packed into a temporary folder (types resolve under
 * node16 for ESM and CJS). Packing with --ignore-scripts keeps `prepack` from running
 * again and leaves the working folder as it was.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

execFileSync('npx', ['publint', '--strict'], { stdio: 'inherit' });
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
