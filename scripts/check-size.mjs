#!/usr/bin/env node
/**
 * The size budget: bundles what a browser app would import from the built package
 * (dist/), minified, and compares the gzipped size with its budget. Run after the build;
 * exits 1 when a bundle is over budget or a zod-free bundle pulls in zod.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const alias = Object.fromEntries(
  Object.entries(pkg.exports)
    .filter(([, target]) => typeof target === 'object')
    .map(([subpath, target]) => [`naval-rules${subpath.slice(1)}`, target.import.default]),
);

// Bundles as users build them: one resolver with createDice (what an app needs to roll),
// and each game with its set-up. The budgets are no-regression ceilings, as decided for
// classic zod (users extend the exported schemas; zod/mini parses 3.7× slower): a
// Firepower resolver with createDice 50 KB gz, the Firepower battle 72.3 KB (70 until the game
// layer gained each game's measures, the `over` hook and the record of listed actions that
// lets apply take them back unparsed: +0.3 KB gz; 71 until each way a battle ends cited its
// own rule, the text's or the library's reading: +0.1 KB gz; 71.1 until game states could
// carry hosted dice and 128-bit seeds: a second dice-state schema, the long-seed mixing and
// the hook that restores hosted dice, +0.9 KB gz, the cipher itself left out; 72.1 until an
// error of a union of values named its values and its nearest one, +0.1 KB gz), the other
// rule sets' resolvers 40 KB and games 61 KB (60 until the same change).
const RULE_SETS = [
  ['Firepower', 'firepower', 'resolveGunnery', 'firepowerBattle, createBattle'],
  ['Shoestring', 'shoestring', 'resolveTransportAttack', 'shoestringGame, createShoestringGame'],
  ['Cartwheel', 'cartwheel', 'resolveInitiative', 'cartwheelGame, createCartwheelGame'],
  ['War at Sea', 'war-at-sea', 'resolveAttackOnTroops', 'warAtSeaGame, createWarAtSeaGame'],
  ['SOPAC', 'sopac', 'resolveMinefieldCrossing', 'sopacGame, createSopacGame'],
];
const budgets = [
  {
    name: 'one Firepower resolver, zod bundled',
    code: "export { resolveGunnery } from 'naval-rules/firepower';",
    kb: 45,
  },
  ...RULE_SETS.flatMap(([title, path, resolver, game]) => {
    const withDice = `one ${title} resolver with createDice`;
    const battle = title === 'Firepower' ? 'the Firepower battle' : `the ${title} game`;
    const firepower = title === 'Firepower';
    return [
      {
        name: withDice,
        code: `export { ${resolver} } from 'naval-rules/${path}'; export { createDice } from 'naval-rules/dice';`,
        kb: firepower ? 50 : 40,
      },
      { name: battle, code: `export { ${game} } from 'naval-rules/${path}';`, kb: firepower ? 72.3 : 61 },
    ];
  }),
  // The opt-in: zod's compiler and what the library needs to use it (measured 10.9 KB gz).
  {
    name: "useCompiledParsers, zod's compiler bundled",
    code: "export { useCompiledParsers } from 'naval-rules/compiled';",
    kb: 12,
  },
  { name: 'createDice alone, without zod', code: "export { createDice } from 'naval-rules/dice';", kb: 5, noZod: true },
];

let failed = false;
const rows = [];
const measured = {};
for (const budget of budgets) {
  const result = await build({
    stdin: { contents: budget.code, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    alias,
    external: budget.noZod ? ['zod'] : [],
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  const gz = gzipSync(bytes, { level: 9 }).length;
  const importsZod = Object.values(result.metafile.outputs).some((o) => o.imports.some((i) => i.path === 'zod'));
  measured[budget.name] = gz;
  const over = gz > budget.kb * 1024;
  const zodProblem = budget.noZod && importsZod;
  if (over || zodProblem) failed = true;
  rows.push([
    budget.name,
    `${bytes.length.toLocaleString('en')} B min`,
    `${gz.toLocaleString('en')} B gz`,
    `budget ${budget.kb} KB gz`,
    `${((gz / (budget.kb * 1024)) * 100).toFixed(0)}%`,
    zodProblem ? 'IMPORTS ZOD' : over ? 'OVER BUDGET' : 'ok',
  ]);
}
// No empty chunks: a built file with no code is a bundler artefact every consumer would load.
const dist = new URL('../dist/', import.meta.url).pathname;
const files = readdirSync(dist, { recursive: true }).filter((f) => /\.c?js$/.test(f));
for (const file of files) {
  const code = readFileSync(join(dist, file), 'utf8')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '')
    .replace(/['"]use strict['"];?/, '')
    .trim();
  if (code === '') {
    failed = true;
    console.error(`empty chunk: dist/${file}`);
  }
}
console.log(`${files.length} built files, none empty unless listed above`);

const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const row of rows)
  console.log(
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
// The README states two of these figures; they must not drift from what was measured.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const stated =
  /<!-- size -->one Firepower resolver with zod comes to about (\d+) KB gzipped, seeded dice alone to about (\d+) KB<!-- end size -->/.exec(
    readme,
  );
const kb = (name) => Math.round(measured[name] / 1024);
const firepowerKb = kb('one Firepower resolver, zod bundled');
const diceKb = kb('createDice alone, without zod');
if (stated === null) {
  failed = true;
  console.error('README.md has lost its size line (between <!-- size --> and <!-- end size -->)');
} else if (Math.abs(Number(stated[1]) - firepowerKb) > 1 || Math.abs(Number(stated[2]) - diceKb) > 1) {
  failed = true;
  console.error(
    `README.md says ${stated[1]} KB and ${stated[2]} KB; measured ${firepowerKb} KB and ${diceKb} KB: update its size line`,
  );
} else console.log(`README.md size line (${stated[1]} KB, ${stated[2]} KB) agrees with the measured figures`);

if (failed) {
  console.error('size budget exceeded or size line stale');
  process.exit(1);
}
