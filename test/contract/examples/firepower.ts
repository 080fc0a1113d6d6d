/** Valid examples of `naval-rules/firepower` for the contract fuzz test (the rest are recorded from the docs). */

import { readFileSync } from 'node:fs';
import type * as api from '../../../src/firepower/index.js';
import { createBattle, firepowerBattle, targetShip } from '../../../src/firepower/index.js';
import type { SubpathExamples } from '../contract-examples.js';

const ship = () => targetShip('CA');
const battle = () =>
  createBattle(
    JSON.parse(readFileSync(new URL('../../../examples/firepower-battle/setup.json', import.meta.url), 'utf8')),
  );
const turn = (side: 'A' | 'B') => {
  const state = battle();
  return { side, view: firepowerBattle.viewFor(state, side), legal: firepowerBattle.legalActions(state, side) };
};

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
    firepowerDoctrine: () => [[turn('A')], [turn('B')]],
    victoryFromSquadrons: () => [[{ red: [{ brokenOff: true }, { brokenOff: false }], blue: [{ brokenOff: false }] }]],
  },
  exempt: {},
};
