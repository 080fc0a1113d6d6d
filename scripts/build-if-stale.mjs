#!/usr/bin/env node
/**
 * Builds dist/ only when something it is built from is newer than the build (`npm run
 * host` starts at once on a built checkout): the sources under src/, package.json, the
 * tsup config and the build script. Otherwise says dist/ is up to date.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = statSync(join(root, 'dist/index.js'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
const inputs = [
  ...readdirSync(join(root, 'src'), { recursive: true }).map((name) => join(root, 'src', name)),
  join(root, 'package.json'),
  join(root, 'tsup.config.ts'),
  join(root, 'scripts/build.mjs'),
];
const newest = Math.max(...inputs.map((file) => statSync(file).mtimeMs));
if (built === 0 || newest > built) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs'), '--silent'], { cwd: root, stdio: 'inherit' });
} else {
  console.log('dist/ is up to date with src/: not rebuilt');
}
