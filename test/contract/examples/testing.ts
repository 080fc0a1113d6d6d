/** Valid examples of `naval-rules/testing` for the contract fuzz test. */
import fc from 'fast-check';
import { type Dice, defineBandTable } from '../../../src/index.js';
import type * as api from '../../../src/testing/index.js';
import { createWarAtSeaGame, warAtSeaGame } from '../../../src/war-at-sea/index.js';
import type { SubpathExamples } from '../contract-examples.js';

const table = () =>
  defineBandTable({
    rule: 'T1',
    name: 'demo',
    bands: [
      { max: 3, result: 'miss' },
      { min: 4, result: 'hit' },
    ],
  });

export const testing: SubpathExamples<typeof api> = {
  examples: {
    deepFreeze: () => [[{ a: [1] }]],
    diceStateArbitrary: () => [[]],
    seedArbitrary: () => [[]],
    gamePlays: () => {
      const setup = { target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] };
      return [
        [warAtSeaGame, createWarAtSeaGame({ seed: 1, ...setup })],
        [warAtSeaGame, createWarAtSeaGame({ seed: 1, ...setup }), { maxActions: 5 }],
      ];
    },
    checkBandTable: () => [[table()], [table(), { from: 0, to: 10 }]],
    checkIndistinguishable: () => {
      const setup = { target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] };
      const states = [createWarAtSeaGame({ seed: 1, ...setup }), createWarAtSeaGame({ seed: 2, ...setup })];
      return [
        [{ game: warAtSeaGame, side: 'Axis', states }],
        [{ game: warAtSeaGame, side: 'Allies', states, actions: [{ type: 'advance', side: 'Allies' }], next: [] }],
      ];
    },
    checkMonotone: () => [
      [
        {
          from: 1,
          to: 6,
          read: (roll: number) => (roll > 3 ? 'hit' : 'miss'),
          rank: (result: string) => (result === 'hit' ? 1 : 0),
          direction: 'nondecreasing',
        },
      ],
    ],
    resolverProperties: () => [
      [
        {
          name: 'demo',
          resolve: (input: { bonus: number }, dice: Dice) => {
            const roll = dice.d6('demo');
            return {
              rule: 'T1',
              title: 'demo',
              rolls: [],
              modifiers: [],
              outcome: roll + input.bonus,
              steps: [],
              notes: [],
            };
          },
          input: fc.record({ bonus: fc.integer({ min: 0, max: 2 }) }),
        },
      ],
    ],
  },
  exempt: {},
  echoes: { deepFreeze: 'freezes and returns its argument as it is' },
};
