#!/usr/bin/env node
/**
 * `npm run site`: builds the odds explorer into site/dist/ and the hot-seat example game
 * into examples/war-at-sea-hot-seat/dist/ (classic scripts, so they work from a static
 * server and from file://), with esbuild, the library bundled from source with zod.
 *
 * The explorer is split so a first result loads little: app.js (the page and an index of
 * every roll, no rule set), then under parts/ a script of rolls per rule set (Firepower's
 * in four), each rule set's printed tables as data (parts/<set>-tables.js), the study
 * panel (parts/study-panel.js) and the games it plays (parts/study.js); the page loads
 * each when it first needs it. Prints the sizes they came to, and what a first result
 * loads with each script of rolls.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { minify } from 'terser';

/**
 * Bundles `entry` into `out`/`name`, one classic script (with `define`s written in):
 * esbuild bundles and minifies, terser then compresses again (two passes), which takes a
 * further 4 % or so off the gzipped size of a script of rolls.
 */
async function script(entry, out, name = 'app.js', define = {}) {
  mkdirSync(out, { recursive: true });
  const file = new URL(name, out);
  await build({
    define,
    entryPoints: [entry.pathname],
    outfile: file.pathname,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    logLevel: 'warning',
  });
  const smaller = await minify(readFileSync(file, 'utf8'), { ecma: 2020, compress: { passes: 2 }, mangle: true });
  writeFileSync(file, smaller.code);
}

/** Bundles `entry` into `out`/app.js and copies `html` beside it. */
async function page(entry, html, out, define = {}) {
  await script(entry, out, 'app.js', define);
  copyFileSync(html, new URL('index.html', out));
}

/**
 * Wraps a built script in a named function that runs at once: the script can then start a
 * Web Worker from its own text (`navalExplorer.toString()`), from file:// as from a server.
 */
function wrapForWorker(out) {
  const file = new URL('app.js', out);
  writeFileSync(file, `(function navalExplorer(){\n${readFileSync(file, 'utf8')}\n})();\n`);
}

/** The shared table of the explorer's later scripts (site/src/chunks.ts), made if absent. */
const CHUNKS = 'var c=globalThis.navalChunks||(globalThis.navalChunks={run:new Map(),value:new Map()});';

/**
 * Wraps a later script of the explorer (parts/`name`.js) so it keeps its body under its
 * name in the scripts' shared table (site/src/chunks.ts) before running it: the page can
 * then start a worker with it too.
 */
function wrapChunk(file, name) {
  const body = readFileSync(file, 'utf8');
  const keep = `${CHUNKS}c.run.set(${JSON.stringify(name)},run);run();`;
  writeFileSync(file, `(function(run){${keep}})(function(){\n${body}\n});\n`);
}

/** What the library's catalogues say (site/src/site-data.ts, bundled for Node and run). */
async function siteCatalogues() {
  const file = join(tmpdir(), `naval-site-data-${process.pid}.mjs`);
  await build({
    entryPoints: [new URL('../site/src/site-data.ts', import.meta.url).pathname],
    outfile: file,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  try {
    return (await import(pathToFileURL(file).href)).siteCatalogues();
  } finally {
    rmSync(file, { force: true });
  }
}

/** Runs a built script of rolls on its own and reads what it provides (its rule set and rolls). */
function rollsIn(file, part) {
  const scope = { performance };
  runInNewContext(readFileSync(file, 'utf8'), scope);
  const chunk = scope.navalChunks?.value.get(part);
  if (chunk === undefined) throw new Error(`parts/${part}.js provides nothing under its name`);
  return { set: chunk.set, rolls: JSON.parse(JSON.stringify(chunk.rolls)) };
}

/** Writes `value` (plain data) as a later script of the explorer providing it under `name`. */
function writeData(file, name, value) {
  writeFileSync(file, `(function(){${CHUNKS}c.value.set(${JSON.stringify(name)},${JSON.stringify(value)});})();\n`);
}

const out = new URL('../site/dist/', import.meta.url);
rmSync(out, { recursive: true, force: true });
const partsOut = new URL('parts/', out);
const partsSource = new URL('../site/src/parts/', import.meta.url);
const tsNames = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort();
for (const name of tsNames(partsSource)) {
  await script(new URL(`${name}.ts`, partsSource), partsOut, `${name}.js`);
  wrapChunk(new URL(`${name}.js`, partsOut), name);
}
const partOf = new Map(); // roll `set/command` -> its header and its script
for (const name of tsNames(new URL('rolls/', partsSource))) {
  await script(new URL(`rolls/${name}.ts`, partsSource), partsOut, `${name}.js`);
  wrapChunk(new URL(`${name}.js`, partsOut), name);
  const { set, rolls } = rollsIn(new URL(`${name}.js`, partsOut), name);
  for (const roll of rolls) {
    const key = `${set}/${roll.command}`;
    if (partOf.has(key)) throw new Error(`${key} is in two scripts: ${partOf.get(key).part} and ${name}`);
    partOf.set(key, { ...roll, part: name });
  }
}
// The index of every roll, in each catalogue's order, and each rule set's tables as data.
const index = [];
for (const catalogue of await siteCatalogues()) {
  const rolls = catalogue.commands.map((command) => {
    const roll = partOf.get(`${catalogue.name}/${command}`);
    if (roll === undefined)
      throw new Error(`no script under site/src/parts/rolls/ holds ${catalogue.name}'s ${command}`);
    partOf.delete(`${catalogue.name}/${command}`);
    return roll;
  });
  index.push({ name: catalogue.name, title: catalogue.title, rolls });
  const tables = `${catalogue.name}-tables`;
  writeData(new URL(`${tables}.js`, partsOut), tables, catalogue.tables);
}
if (partOf.size > 0) throw new Error(`rolls in no catalogue: ${[...partOf.keys()].join(', ')}`);
await page(new URL('../site/src/main.ts', import.meta.url), new URL('../site/src/index.html', import.meta.url), out, {
  NAVAL_INDEX: JSON.stringify(index),
});
wrapForWorker(out);

// The hot-seat example game app, built beside its source.
const example = new URL('../examples/war-at-sea-hot-seat/', import.meta.url);
const exampleOut = new URL('dist/', example);
await page(new URL('main.ts', example), new URL('index.html', example), exampleOut);
const app = readFileSync(new URL('app.js', out));
const html = readFileSync(new URL('index.html', out));
const gzBytes = (bytes) => gzipSync(bytes, { level: 9 }).length;
const gz = (bytes) => (gzBytes(bytes) / 1024).toFixed(1);
console.log(`site/dist: app.js ${(app.length / 1024).toFixed(0)} KB (${gz(app)} KB gz), index.html ${gz(html)} KB gz`);
for (const file of readdirSync(partsOut)) {
  const chunk = readFileSync(new URL(file, partsOut));
  const rolls = index.some((set) => set.rolls.some((roll) => `${roll.part}.js` === file));
  const first = rolls ? `; a first result with it: ${((gzBytes(app) + gzBytes(chunk)) / 1024).toFixed(1)} KB gz` : '';
  console.log(`  parts/${file} ${(chunk.length / 1024).toFixed(0)} KB (${gz(chunk)} KB gz)${first}`);
}
const exampleApp = readFileSync(new URL('app.js', exampleOut));
console.log(
  `examples/war-at-sea-hot-seat/dist: app.js ${(exampleApp.length / 1024).toFixed(0)} KB (${gz(exampleApp)} KB gz)`,
);
