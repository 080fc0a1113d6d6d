#!/usr/bin/env node
/**
 * `npm run site`: builds the odds explorer into site/dist/ and the hot-seat example game
 * into examples/war-at-sea-hot-seat/dist/ (each an index.html and one classic script,
 * app.js, so it works from a static server and from file://), with esbuild, the library
 * bundled from source with zod. Prints the sizes they came to.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Bundles `entry` into `out`/app.js, one classic script, and copies `html` beside it. */
async function page(entry, html, out) {
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [entry.pathname],
    outfile: new URL('app.js', out).pathname,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'warning',
  });
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

const out = new URL('../site/dist/', import.meta.url);
await page(new URL('../site/src/main.ts', import.meta.url), new URL('../site/src/index.html', import.meta.url), out);
wrapForWorker(out);

// The hot-seat example game app, built beside its source.
const example = new URL('../examples/war-at-sea-hot-seat/', import.meta.url);
const exampleOut = new URL('dist/', example);
await page(new URL('main.ts', example), new URL('index.html', example), exampleOut);
const app = readFileSync(new URL('app.js', out));
const html = readFileSync(new URL('index.html', out));
const gz = (bytes) => (gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1);
console.log(`site/dist: app.js ${(app.length / 1024).toFixed(0)} KB (${gz(app)} KB gz), index.html ${gz(html)} KB gz`);
const exampleApp = readFileSync(new URL('app.js', exampleOut));
console.log(
  `examples/war-at-sea-hot-seat/dist: app.js ${(exampleApp.length / 1024).toFixed(0)} KB (${gz(exampleApp)} KB gz)`,
);
