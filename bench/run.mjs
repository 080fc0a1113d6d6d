// Runs every bench/*.bench.mjs (each exports `run()`), in name order. Not part of npm test.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = import.meta.dirname;
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && (only === undefined || f.startsWith(only)))
  .sort((a, b) => (a === 'dice.bench.mjs' ? -1 : b === 'dice.bench.mjs' ? 1 : a.localeCompare(b)));
for (const file of files) {
  // Each suite starts on a collected heap: without this, the garbage the dice suite leaves
  // (its 100,000-roll memory check) made the exact-odds chain that follows it run at
  // twice its time. `npm run bench` passes --expose-gc.
  globalThis.gc?.();
  const suite = await import(pathToFileURL(join(dir, file)).href);
  if (typeof suite.run === 'function') await suite.run();
}
