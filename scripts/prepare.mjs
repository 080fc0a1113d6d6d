#!/usr/bin/env node
/**
 * npm runs `prepare` after `npm ci` and `npm install` in a clone, and when it installs the
 * package from git (`npm install git+https://…`): build dist/ then. `npm pack` and
 * `npm publish` run it too, after `prepack` has built and checked the package, so it does
 * nothing there. Output goes to standard error, so that `npm pack --json` prints only JSON.
 */
import { execFileSync } from 'node:child_process';

if (process.env.npm_command !== 'pack' && process.env.npm_command !== 'publish') {
  execFileSync('node', ['scripts/build.mjs', '--silent'], { stdio: ['ignore', 2, 'inherit'] });
}
