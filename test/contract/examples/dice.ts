/** Valid examples of `naval-rules/dice` for the contract fuzz test (the rest are recorded from the docs). */
import type * as api from '../../../src/dice/index.js';
import type { SubpathExamples } from '../contract-examples.js';

export const dice: SubpathExamples<typeof api> = {
  examples: {
    dieWithSides: () => [[6], [20]],
    makeDice: () => [[(min: number) => min]],
  },
  exempt: {},
};
