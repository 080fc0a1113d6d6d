import { readFileSync } from 'node:fs';

/** The nearest package.json's version above this module: src/cli, dist/cli or a dist chunk. */
function readVersion(): string {
  for (const up of ['../package.json', '../../package.json']) {
    try {
      const manifest = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === 'naval-rules' && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // not this folder: try the next one up
    }
  }
  throw new Error('naval-rules: its package.json was not found beside the command');
}

/**
 * The package's version, read from its package.json: one or two folders up from this
 * module (src/cli, dist/cli, or a shared chunk in dist).
 */
export const VERSION: string = readVersion();
