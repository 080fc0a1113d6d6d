#!/usr/bin/env node
/**
 * `npm pack` and `npm publish` run this first: build, then check the package (see
 * check-package.mjs). Everything it prints goes to standard error, so that
 * `npm pack --json` still prints only JSON; and the inner `npm pack` of the check must
 * not inherit the outer command's --dry-run or --json (npm passes them on through the
 * environment), or it writes no tarball to check.
 */
import { execFileSync } from 'node:child_process';

const env = { ...process.env };
for (const name of Object.keys(env)) {
  if (/^npm_config_(dry_run|json|pack_destination)$/i.test(name)) delete env[name];
}
const toStderr = { stdio: ['ignore', 2, 'inherit'], env };

execFileSync('npx', ['tsup', '--silent'], toStderr);
execFileSync('node', ['scripts/check-package.mjs'], toStderr);
