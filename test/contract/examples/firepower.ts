/** Valid examples of `naval-rules/firepower` for the contract fuzz test (the rest are recorded from the docs). */
import type * as api from '../../../src/firepower/index.js';
import { targetShip } from '../../../src/firepower/index.js';
import type { SubpathExamples } from '../contract-examples.js';

const ship = () => targetShip('CA');

export const firepower: SubpathExamples<typeof api> = {
  examples: {
    applySpecialEffect: () => [
      [ship(), 1],
      [ship(), 3],
    ],
    hasLostPower: () => [[ship()]],
    isInAction: () => [[ship()]],
    lookupSunEdge: () => [
      [3, { tables: { sunEdges: ['north', 'north-east', 'east', 'south', 'west', 'north-west'] } }],
    ],
    victoryFromSquadrons: () => [[{ red: [{ brokenOff: true }, { brokenOff: false }], blue: [{ brokenOff: false }] }]],
  },
  exempt: {},
};
