/** The `naval-rules/threads` subpath for the contract fuzz test. */
import type * as api from '../../../src/threads/index.js';
import type { SubpathExamples } from '../contract-examples.js';

export const threads: SubpathExamples<typeof api> = {
  examples: {},
  exempt: {
    simulateInWorkers:
      'asynchronous: it rejects instead of throwing, and a valid call starts threads from the built package; test/threads/index.test.ts fuzzes its options (every bad one rejects with a RulesError) and scripts/run-examples.mjs runs it built',
  },
};
