#!/usr/bin/env node
/**
 * Builds dist/ (`npm run build`, and `prepare`, `prepack`): tsup writes the ESM and CJS
 * code and their declaration files, then the ESM declarations are made one-line
 * re-exports of the CJS ones, so each type ships once (the two sets were the same
 * declarations, 1.5 MB together). An ESM file may import a CommonJS one, so TypeScript
 * under node16, nodenext and bundler resolution reads the same types from either
 * condition; `check:package` runs @arethetypeswrong on the packed result. `--silent`
 * is passed on to tsup.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const silent = process.argv.includes('--silent') ? ['--silent'] : [];
execFileSync('npx', ['tsup', ...silent], { cwd: root, stdio: ['ignore', silent.length ? 2 : 'inherit', 'inherit'] });

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entries = new Set();
for (const target of Object.values(pkg.exports)) {
  if (typeof target === 'string') continue;
  const esm = target.import?.types;
  const cjs = target.require?.types;
  if (esm === undefined || cjs === undefined) continue;
  if (esm.replace(/\.d\.ts$/, '') !== cjs.replace(/\.d\.cts$/, '')) {
    throw new Error(`build: ${esm} and ${cjs} are not one entry's two declaration files`);
  }
  const file = join(root, esm);
  entries.add(file);
  writeFileSync(file, `export * from './${basename(cjs).replace(/\.d\.cts$/, '.cjs')}';\n`);
}
// The ESM declaration chunks were read only by the ESM entries rewritten above.
const dist = join(root, 'dist');
for (const name of readdirSync(dist, { recursive: true })) {
  const file = join(dist, name);
  if (name.endsWith('.d.ts') && !entries.has(file)) rmSync(file);
}
for (const file of entries) {
  const target = join(dirname(file), readFileSync(file, 'utf8').match(/'\.\/(.+)\.cjs'/)[1]);
  readFileSync(`${target}.d.cts`); // throws if the CJS declarations are missing
}
