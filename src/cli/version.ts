import { readFileSync } from 'node:fs';

/**
 * The package's version, read from its package.json: two folders up from both this source
 * file (src/cli) and the built command (dist/cli/main.js).
 */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
