/**
 * Valid examples of `naval-rules/sopac` for the contract fuzz test: a factory of valid
 * argument lists for every function export (the docs' recorded examples add to these).
 * Maps and ship data are MADE-UP, not the base game's.
 */
import { createDice } from '../../../src/index.js';
import type * as api from '../../../src/sopac/index.js';
import { sopacGame } from '../../../src/sopac/index.js';
import { scenario } from '../../sopac/game/game-fixtures.js';
import type { SubpathExamples } from '../contract-examples.js';

export const sopac: SubpathExamples<typeof api> = {
  examples: {
    sopacDoctrine: () => {
      const game = scenario(1);
      const turn = (side: 'Allied' | 'Japanese') => ({
        side,
        view: sopacGame.viewFor(game, side),
        legal: sopacGame.legalActions(game, side),
      });
      return [[turn('Allied')], [turn('Japanese')]];
    },
    resolveMineCheck: () => [[{ minefields: 3, speed: 1 }, createDice(1), { minefield: { damagedOn: 9 } }]],
    resolveSweep: () => [[{ sweepers: 3, minefields: 2 }, createDice(2)]],
  },
  exempt: {},
};
