/**
 * Valid examples of `naval-rules/war-at-sea` for the contract fuzz test: a factory of valid
 * argument lists for every function export (the docs' recorded examples add to these).
 * Unit cards are MADE-UP, not the base game's.
 */
import { createDice } from '../../../src/index.js';
import type * as api from '../../../src/war-at-sea/index.js';
import { warAtSeaGame } from '../../../src/war-at-sea/index.js';
import { landingGame, TRANSPORT } from '../../war-at-sea/game/game-fixtures.js';
import type { SubpathExamples } from '../contract-examples.js';

const card = TRANSPORT;

export const warAtSea: SubpathExamples<typeof api> = {
  examples: {
    resolveAttack: () => [[{ attackDice: 4, target: { armour: 3, vitalArmour: 6, hullPointsLeft: 2 } }, createDice(1)]],
    resolveAttackOnTroops: () => [
      [{ attacker: 'aircraft', type: 'bomb', attackDice: 3, damage: 1 }, createDice(2), { rescue: { target: 5 } }],
    ],
    destroyedUnitFate: () => [[card], [card, { options: { auxiliaryReturns: true } }]],
    cardAttackDice: () => [[card, 'anti-air', 0]],
    troopCounterTarget: () => [[0], [1]],
    warAtSeaDoctrine: () => {
      const game = landingGame(1, 200);
      const turn = (side: 'Allies' | 'Axis') => ({
        side,
        view: warAtSeaGame.viewFor(game, side),
        legal: warAtSeaGame.legalActions(game, side),
      });
      return [[turn('Allies')], [turn('Axis')]];
    },
  },
  exempt: {},
};
