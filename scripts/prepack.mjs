#!/usr/bin/env node
/**
 * `npm pack` and `npm publish` run this first: build, then check the package (publint and
 * attw, see check-package.mjs). attw packs the package itself, which runs prepack again;
 * the environment flag makes that inner run a no-op instead of a loop.
 */
import { execSync } from 'node:child_process';

if (process.env.NAVAL_RULES_PREPACK === '1') process.exit(0);
execSync('npm run build', { stdio: 'inherit' });
execSync('node scripts/check-package.mjs', { stdio: 'inherit' });
