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
  const suite = await import(pathToFileURL(join(dir, file)).href);
  if (typeof suite.run === 'function') await suite.run();
}
