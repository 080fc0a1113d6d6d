/** Valid examples of `naval-rules/simulate` for the contract fuzz test: small studies of a War at Sea landing. */
import { readFileSync } from 'node:fs';
import * as api from '../../../src/simulate/index.js';
import { warAtSeaCatalogue } from '../../../src/war-at-sea/index.js';
import type { SubpathExamples } from '../contract-examples.js';

const setup = JSON.parse(
  readFileSync(new URL('../../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** Two runs, each bounded at 40 actions: enough to count, quick to fuzz. */
const study = () => ({
  game: warAtSeaCatalogue.game,
  setup,
  bots: { Allies: 'doctrine', Axis: 'random' } as const,
  runs: 2,
  seed: 1,
  maxActions: 40,
});

export const simulate: SubpathExamples<typeof api> = {
  examples: {
    simulate: () => [[study()], [{ ...study(), shard: { index: 1, count: 2 } }]],
    mergeSimulations: () => [
      [
        api.simulate({ ...study(), shard: { index: 0, count: 2 } }),
        api.simulate({ ...study(), shard: { index: 1, count: 2 } }),
      ],
    ],
    compareRules: () => [[{ ...study(), a: undefined, b: undefined }]],
    runsToResolve: () => [[0.3, 0.02]],
    wilsonInterval: () => [[46, 50]],
  },
  exempt: {},
};
