/** Every subpath in package.json's exports map has its contract fuzz test file. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SUBPATH_NAMES } from './contract-suite.js';

describe('contract fuzz coverage', () => {
  for (const name of SUBPATH_NAMES) {
    it(`naval-rules ${name} has test/contract/${name}.fuzz.test.ts`, () => {
      expect(existsSync(new URL(`./${name}.fuzz.test.ts`, import.meta.url))).toBe(true);
    });
  }
});
