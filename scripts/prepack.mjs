#!/usr/bin/env node
/**
 * `npm pack` and `npm publish` run this first: build, then check the package (see
 * check-package.mjs). Everything it prints goes to standard error, so that
 * `npm pack --json` still prints only JSON; the manifest packed has no `prepare` script
 * (see pack-manifest.mjs); and the inner `npm pack` of the check must
 * not inherit the outer command's --dry-run or --json (npm passes them on through the
 * environment), or it writes no tarball to check.
 */
import { execFileSync } from 'node:child_process';
import { restorePrepare, stripPrepare } from './pack-manifest.mjs';

const env = { ...process.env };
for (const name of Object.keys(env)) {
  if (/^npm_config_(dry_run|json|pack_destination)$/i.test(name)) delete env[name];
}
const toStderr = { stdio: ['ignore', 2, 'inherit'], env };

execFileSync('node', ['scripts/build.mjs', '--silent'], toStderr);
// The packed manifest has no `prepare` (pack-manifest.mjs); postpack puts it back.
stripPrepare();
try {
  execFileSync('node', ['scripts/check-package.mjs'], toStderr);
} catch (error) {
  restorePrepare();
  throw error;
}
