/** Valid examples of the core subpath (`naval-rules`) for the contract fuzz test. */
import * as z from 'zod';
import type * as api from '../../../src/index.js';
import {
  createDice,
  defineBandTable,
  defineGame,
  diceStateSchema,
  doctrineBot,
  exactOdds,
  fraction,
  randomBot,
  resolution,
  scriptedDice,
} from '../../../src/index.js';
import { warAtSeaCatalogue } from '../../../src/war-at-sea/index.js';
import type { SubpathExamples } from '../contract-examples.js';

const bands = () => [
  { max: 3, result: 'miss' },
  { min: 4, result: 'hit' },
];
const table = () => defineBandTable({ rule: 'T1', name: 'demo', bands: bands() });
const catalogueTable = () => ({
  name: 'demo',
  rule: 'T1',
  title: 'demo',
  kind: 'bands' as const,
  rowKey: { key: 'roll', label: 'roll', match: 'band' as const },
  columnKey: { key: 'side', label: 'side', match: 'exact' as const },
  columns: [{ label: 'US' }, { label: 'Japanese' }],
  rows: [
    { label: '\u22643', max: 3, cells: ['miss', null] },
    { label: '\u22654', min: 4, cells: ['hit', 'hit'] },
  ],
  notes: ['made up'],
});
const odds = () => exactOdds((dice) => dice.d6('demo'));
const rulesSchema = z.strictObject({ threshold: z.number().int(), label: z.string() });
const printed = { threshold: 4, label: 'printed' };

const counter = () => ({
  name: 'counter',
  rule: 'demo',
  sides: ['A'],
  stateSchema: z.strictObject({ dice: diceStateSchema, total: z.number() }),
  actionSchema: z.strictObject({ type: z.literal('roll') }),
  viewSchema: z.strictObject({ total: z.number() }),
  refuse: (state: { total: number }) => (state.total >= 10 ? { rule: 'demo', reason: 'the count is over' } : null),
  perform: (state: { total: number }, _action: unknown, dice: api.Dice) => {
    state.total += dice.d6('demo roll');
    return [];
  },
  hide: <S>(state: S) => state,
});

/** The counter game with its one action listed, to play out. */
const counterGame = () =>
  defineGame({
    ...counter(),
    pending: (state: { total: number }) =>
      state.total >= 10 ? [] : [{ side: 'A', actions: ['roll'], rule: 'demo', reason: 'roll on' }],
    candidates: () => [{ type: 'roll' as const }],
    outcome: (state: { total: number }) => ({
      over: state.total >= 10,
      winners: state.total >= 10 ? ['A'] : [],
      score: { A: state.total },
      scoring: 'the total',
    }),
  } as never) as unknown as api.AnyGame;
const counterStart = () => ({ dice: createDice(1).state(), total: 0 });
const wants = (turn: { legal: readonly unknown[] }) => turn.legal.map(() => 1);

export const core: SubpathExamples<typeof api> = {
  examples: {
    randomBot: () => [[{ seed: 1 }], [{ seed: 2, passWeight: 0.2, weights: { concede: 0 } }]],
    namedBot: () => [
      [warAtSeaCatalogue.game, 'doctrine', 1],
      [warAtSeaCatalogue.game, 'random', 2],
    ],
    doctrineBot: () => [[{ doctrine: wants, seed: 1 }]],
    searchBot: () => [[{ game: counterGame(), doctrine: wants, seed: 1, rollouts: 4, width: 2, depth: 5 }]],
    playOut: () => [
      [counterGame(), counterStart(), { A: randomBot({ seed: 1 }) }],
      [counterGame(), counterStart(), { A: doctrineBot({ doctrine: wants, seed: 2 }) }, { maxActions: 2 }],
    ],
    defineGame: () => [[counter()]],
    withScoring: () => [
      [counterGame(), { name: 'none', outcome: (_state: unknown, own: api.Outcome) => own }],
      [warAtSeaCatalogue.game, { name: 'the rules', outcome: (_state: unknown, own: api.Outcome) => own }],
    ],
    withReports: () => [[randomBot({ seed: 1 }), () => undefined]],
    inputJsonSchema: () => [[rulesSchema], [z.strictObject({ roll: z.number().int().default(3) })]],
    readTable: () => [
      [catalogueTable(), { roll: 2 }],
      [catalogueTable(), { roll: 9, side: 'US' }],
    ],
    bandProblems: () => [[bands()], [[{ max: 1, result: 'a' }]]],
    bandTableSchema: () => [[z.string(), { rule: 'T1', name: 'demo' }]],
    defineBandTable: () => [[{ rule: 'T1', name: 'demo', bands: bands() }]],
    lookupBand: () => [
      [table(), 2],
      [table(), 9],
    ],
    deepFreeze: () => [[{ a: [1, { b: 2 }] }]],
    explain: () => [
      [resolution({ rule: 'T1', title: 'demo', outcome: 'hit', rolls: [{ label: 'x', die: 'd6', value: 5 }] })],
    ],
    expectDice: () => [[createDice(1), 'T1']],
    applyModifiers: () => [[4, [{ rule: 'T1', label: 'bonus', delta: 1 }]]],
    modifier: () => [['T1', 'bonus', 2]],
    sumModifiers: () => [[[{ rule: 'T1', label: 'bonus', delta: 1 }]]],
    parseInput: () => [[z.strictObject({ roll: z.number() }), { roll: 3 }, { rule: 'T1', what: 'demo input' }]],
    requireTable: () => [[{ rows: [1] }, { table: 'demo', rule: 'T1', field: 'tables.demo' }]],
    resolution: () => [[{ rule: 'T1', title: 'demo', outcome: 3, total: 3, row: '3', notes: ['n'] }]],
    rollsSince: () => [[scriptedDice([1]), 0]],
    isRulesError: () => [[new Error('x')], [{}]],
    RulesError: () => [['T1: bad', { code: 'INVALID_INPUT', rule: 'T1', path: ['a'] }]],
    createRulesResolver: () => [[rulesSchema, printed, 'demo rules']],
    resolveRules: () => [
      [rulesSchema, printed, { threshold: 5 }, 'demo rules'],
      [rulesSchema, printed, undefined, 'demo rules'],
    ],
    createDice: () => [[7], [-1]],
    restoreDice: () => [[createDice(3).state()]],
    dieRange: () => [['d6'], ['d10z']],
    dieWithSides: () => [[20]],
    makeDice: () => [[(min: number) => min]],
    scriptedDice: () => [[[1, 2, 3]]],
    estimateOdds: () => [[(dice: api.Dice) => dice.d6('demo'), { samples: 100, seed: 1 }]],
    exactOdds: () => [
      [(dice: api.Dice) => dice.twoD6('demo'), { maxPaths: 100 }],
      [(dice: api.Dice) => dice.pool(3, 'd6', 'demo').filter((face) => face >= 5).length, { maxDraws: 10_000 }],
    ],
    exactRounds: () => [
      [
        { left: 2 },
        (state: { left: number }, dice: api.Dice) => ({ left: dice.d6('demo') >= 5 ? state.left - 1 : state.left }),
        // a careful round: any state it cannot read counts as ended
        {
          until: (state: { left: number }) => !(Number.isInteger(state?.left) && state.left > 0),
          maxRounds: 4,
          history: true,
        },
      ],
    ],
    addFractions: () => [[fraction(1n, 2n), fraction(1n, 3n)]],
    multiplyFractions: () => [[fraction(1n, 2n), fraction(2n, 3n)]],
    formatFraction: () => [[fraction(1n, 6n)]],
    fraction: () => [[1n, 6n], [3n]],
    fractionFromNumber: () => [[0.25]],
    fractionToNumber: () => [[fraction(1n, 3n)]],
    marginal: () => [[odds(), (face: number) => face > 3]],
    meanOf: () => [[odds(), (face: number) => face]],
    probabilityOf: () => [[odds(), (face: number) => face === 6]],
    thenOdds: () => [[odds(), (face: number) => (face > 3 ? odds() : exactOdds(() => 0))]],
  },
  exempt: {},
  echoes: {
    deepFreeze: 'freezes and returns its argument as it is',
    lookupBand: "returns the band's result as the table holds it",
    requireTable: 'returns the table it was given',
    exactRounds: 'returns the states its round produced, as the round produced them',
    defineBandTable: "keeps each band's result as given",
    marginal: 'keeps the example die paths of the odds it was given',
    thenOdds: 'returns the outcomes next gave, with the die paths of both odds it was given',
    resolution: 'records the outcome it was given',
  },
};
