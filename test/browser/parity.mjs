// Browser parity: loads the built ESM bundle (dist/) in real headless Chromium and checks
// that a seeded roll sequence is identical to Node's. Run with `npm run test:browser`
// (it builds first). Needs Debian's chromium at /usr/bin/chromium (`.ci/run` installs it).

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const SEEDS = [0, 7, 42, -123456, 2147483647, '00112233445566778899aabbccddeeff'];
/** Hosted dice (ChaCha20) on these seeds: the same rolls in either runtime too. */
const HOSTED = ['00112233445566778899aabbccddeeff', 'f'.repeat(64)];

/** The same sequence in either runtime: every die convention, several times, per seed. */
function sequence(api, seeds, hosted) {
  const made = [...seeds.map((seed) => api.createDice(seed)), ...hosted.map((seed) => api.createHostedDice(seed))];
  return made.map((dice) => {
    const values = [];
    for (let i = 0; i < 25; i++) {
      values.push(
        dice.d6('p'),
        dice.d10('p'),
        dice.d10Zero('p'),
        dice.d12('p'),
        dice.twoD6('p'),
        dice.plusMinus('p'),
        dice.dN(100, 'p'),
      );
    }
    const restored = api.restoreDice(JSON.parse(JSON.stringify(dice.state())));
    values.push(restored.d6('after restore'), restored.d10('after restore'));
    return values;
  });
}

const importMap = {
  imports: {
    zod: '/node_modules/zod/index.js',
    'pure-rand/generator/xoroshiro128plus': '/node_modules/pure-rand/lib/esm/generator/xoroshiro128plus.js',
    'pure-rand/distribution/uniformInt': '/node_modules/pure-rand/lib/esm/distribution/uniformInt.js',
    '@noble/ciphers/': '/node_modules/@noble/ciphers/',
  },
};

const page = `<!doctype html><meta charset="utf-8"><title>naval-rules parity</title>
<script type="importmap">${JSON.stringify(importMap)}</script>
<script type="module">
  import * as api from '/dist/index.js';
  window.__sequence = (${sequence.toString()})(api, ${JSON.stringify(SEEDS)}, ${JSON.stringify(HOSTED)});
</script>`;

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.json': 'application/json' };
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    return;
  }
  const file = normalize(join(root, path));
  if (!file.startsWith(root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    response.writeHead(404).end();
    return;
  }
  response
    .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    .end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address();

const api = await import(join(root, 'dist/index.js'));
const nodeSequence = sequence(api, SEEDS, HOSTED);

const userDataDir = mkdtempSync(join(tmpdir(), 'naval-rules-chromium-'));
let context;
let failed = false;
try {
  // A persistent context is how Playwright takes a (fresh, empty) user-data dir.
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForFunction(() => window.__sequence !== undefined || false, null, { timeout: 15000 }).catch(() => {});
  const browserSequence = await tab.evaluate(() => window.__sequence);
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  if (browserSequence === undefined) throw new Error('the page never produced a sequence');
  const rolls = nodeSequence.reduce((n, s) => n + s.length, 0);
  if (JSON.stringify(browserSequence) !== JSON.stringify(nodeSequence)) {
    failed = true;
    console.error('browser parity: Chromium and Node rolled different sequences');
    console.error(`node:     ${JSON.stringify(nodeSequence[0]?.slice(0, 12))}`);
    console.error(`chromium: ${JSON.stringify(browserSequence[0]?.slice(0, 12))}`);
  } else {
    console.log(
      `browser parity: ${rolls} rolls of seeded dice over ${SEEDS.length} seeds and hosted dice over ${HOSTED.length} identical in Chromium (${context.browser()?.version() ?? 'headless'}) and Node ${process.version}`,
    );
    console.log('1 passed, 0 failed');
  }
} catch (error) {
  failed = true;
  console.error(`browser parity: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await context?.close();
  server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}
if (failed) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
