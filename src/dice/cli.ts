import * as z from 'zod';
import { type CliModule, type CliResolver, cliResolver } from '../cli/registry.js';
import { parseInput } from '../core/parse-input.js';
import { resolution, rollsSince } from '../core/resolution.js';
import type { Dice } from './dice.js';
import { type DieName, dieRange } from './die.js';

const conventions: readonly {
  name: string;
  die: string;
  reads: string;
  used: string;
  roll: (dice: Dice, label: string) => number;
}[] = [
  { name: 'd6', die: 'd6', reads: '1\u20136', used: 'War at Sea, SOPAC, Firepower', roll: (d, l) => d.d6(l) },
  {
    name: 'd10',
    die: 'd10',
    reads: '1\u201310 (0 face reads 10)',
    used: 'Operation Cartwheel (2.4)',
    roll: (d, l) => d.d10(l),
  },
  { name: 'd10z', die: 'd10z', reads: '0\u20139', used: 'Operation Shoestring', roll: (d, l) => d.d10Zero(l) },
  {
    name: 'd12',
    die: 'd12',
    reads: '1\u201312',
    used: 'Firepower Matrix 6 (default reading)',
    roll: (d, l) => d.d12(l),
  },
  {
    name: '2d6',
    die: 'd6 + d6',
    reads: '2\u201312',
    used: 'SOPAC, Firepower Matrix 6 option',
    roll: (d, l) => d.twoD6(l),
  },
  {
    name: 'plus-minus',
    die: 'd6 \u2212 d6',
    reads: '\u22125\u2026+5',
    used: 'Firepower torpedoes',
    roll: (d, l) => d.plusMinus(l),
  },
];

const dieArgs = z.strictObject({ die: z.string() });
const noArgs = z.strictObject({});
const nArgs = z.strictObject({ sides: z.number().int().min(2).max(999_999) });

function dieResolver(c: (typeof conventions)[number]): CliResolver {
  return cliResolver<Record<string, never>>({
    houseRules: false,
    name: c.name,
    rule: 'dice',
    title: `${c.name} (${c.reads})`,
    usage: '(no arguments)',
    example: {},
    resolve: (args, dice) => {
      parseInput(noArgs, args, { rule: 'dice', what: `${c.name} arguments` });
      const mark = dice.log.length;
      const value = c.roll(dice, `naval-rules roll dice ${c.name}`);
      return resolution({ rule: 'dice', title: c.name, rolls: rollsSince(dice, mark), outcome: value });
    },
  });
}

/** The dice as the CLI sees them: one resolver per die convention, and the conventions table. */
export const diceModule: CliModule = {
  name: 'dice',
  title: 'the die conventions of the five rule sets',
  tables: [
    {
      name: 'conventions',
      rule: 'dice',
      title: 'Die conventions',
      usage: 'die=d10z',
      view: () => ({
        columns: ['name', 'dice', 'reads', 'used by'],
        rows: conventions.map((c) => [c.name, c.die, c.reads, c.used]),
      }),
      lookup: (args) => {
        const { die } = parseInput(dieArgs, args, { rule: 'dice', what: 'lookup dice conventions' });
        const found = conventions.find((c) => c.name === die);
        if (found !== undefined) return { name: found.name, dice: found.die, reads: found.reads, usedBy: found.used };
        return { name: die, ...dieRange(die as DieName) };
      },
    },
  ],
  resolvers: [
    ...conventions.map(dieResolver),
    cliResolver<{ sides: number }>({
      houseRules: false,
      name: 'dN',
      rule: 'dice',
      title: 'one die with any number of sides, 1..N',
      usage: 'sides=N',
      example: { sides: 20 },
      resolve: (args, dice) => {
        const { sides } = parseInput(nArgs, args, { rule: 'dice', what: 'dN arguments' });
        const mark = dice.log.length;
        const value = dice.dN(sides, `naval-rules roll dice d${sides}`);
        return resolution({ rule: 'dice', title: `d${sides}`, rolls: rollsSince(dice, mark), outcome: value });
      },
    }),
  ],
};
