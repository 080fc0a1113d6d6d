import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    pool: 'threads',
    // Two workers on a two-core machine: the contract fuzz files are the long pole.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
