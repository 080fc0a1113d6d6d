/** Valid examples of `naval-rules/compiled` for the contract fuzz test. */
import type * as api from '../../../src/compiled/index.js';
import type { SubpathExamples } from '../contract-examples.js';

export const compiled: SubpathExamples<typeof api> = {
  examples: {
    useCompiledParsers: () => [[], [true], [false]],
  },
  exempt: {},
};
