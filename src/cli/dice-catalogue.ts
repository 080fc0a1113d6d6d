import * as z from 'zod';
import type { Catalogue, CatalogueResolver } from '../core/catalogue/catalogue.js';
import { defineResolver } from '../core/catalogue/define-resolver.js';
import { defineTable, row } from '../core/catalogue/define-table.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { parseInput } from '../core/parse-input.js';
import { resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { diceStateSchema } from '../dice/dice-state.js';
import { seedSchema } from '../dice/seed-schema.js';

/** The die conventions of the rule sets, each a method of `Dice`. */
const conventions = [
  { method: 'd6', dice: 'd6', reads: '1\u20136', used: 'War at Sea, SOPAC, Firepower' },
  { method: 'd10', dice: 'd10', reads: '1\u201310 (0 face reads 10)', used: 'Operation Cartwheel (2.4)' },
  { method: 'd10Zero', dice: 'd10', reads: '0\u20139', used: 'Operation Shoestring' },
  { method: 'd12', dice: 'd12', reads: '1\u201312', used: 'Firepower Matrix 6 (default reading)' },
  { method: 'twoD6', dice: 'd6 + d6', reads: '2\u201312', used: 'SOPAC, Firepower Matrix 6 option' },
  { method: 'plusMinus', dice: 'd6 \u2212 d6', reads: '\u22125\u2026+5', used: 'Firepower torpedoes' },
] as const;

const none = z.strictObject({});
const sides = z.strictObject({ sides: z.number().int().min(2).max(999_999) });

function dieResolver(c: (typeof conventions)[number]): CatalogueResolver {
  return defineResolver<typeof none, never>({
    name: c.method,
    rule: 'dice',
    title: `dice.${c.method}(): ${c.reads}`,
    input: none,
    example: {},
    houseRules: false,
    resolve: (input, dice: Dice) => {
      parseInput(none, input, { rule: 'dice', what: `${c.method} input` });
      const mark = logMark(dice);
      const value = dice[c.method](`naval-rules roll dice ${c.method}`);
      return resolution({ rule: 'dice', title: c.method, rolls: ownRolls(dice, mark), outcome: value });
    },
  });
}

/** The dice as the CLI sees them: the conventions table and one resolver per `Dice` method. */
export const diceCatalogue: Catalogue = {
  name: 'dice',
  title: 'the die conventions of the rule sets (Dice methods)',
  tables: [
    defineTable({
      name: 'conventions',
      rule: 'dice',
      title: 'Die conventions',
      kind: 'list',
      rowKey: { key: 'method', label: 'Dice method' },
      columns: ['command', 'dice', 'reads', 'used by'],
      rows: conventions.map((c) =>
        row(c.method, c.method.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(), c.dice, c.reads, c.used),
      ),
    }),
  ],
  resolvers: [
    ...conventions.map(dieResolver),
    defineResolver<typeof sides, never>({
      name: 'dN',
      rule: 'dice',
      title: 'dice.dN(sides): one die with any number of sides, 1..N',
      input: sides,
      example: { sides: 20 },
      houseRules: false,
      resolve: (input, dice: Dice) => {
        const valid = parseInput(sides, input, { rule: 'dice', what: 'dN input' });
        const mark = logMark(dice);
        const value = dice.dN(valid.sides, `naval-rules roll dice d${valid.sides}`);
        return resolution({ rule: 'dice', title: `d${valid.sides}`, rolls: ownRolls(dice, mark), outcome: value });
      },
    }),
  ],
  schemas: [
    {
      name: 'state',
      title: 'Dice saved as JSON by dice.state() (seeded or hosted), for restoreDice',
      schema: diceStateSchema,
    },
    {
      name: 'seed',
      title: 'A seed for createDice: a signed 32-bit integer, or 32 to 64 hexadecimal digits',
      schema: seedSchema,
    },
  ],
};
