#!/usr/bin/env node
/** `npm pack` and `npm publish` run this first: build, then check the package (see check-package.mjs). */
import { execFileSync } from 'node:child_process';

execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
execFileSync('node', ['scripts/check-package.mjs'], { stdio: 'inherit' });
