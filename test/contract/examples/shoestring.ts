/**
 * Valid examples of `naval-rules/shoestring` for the contract fuzz test: a factory of valid
 * argument lists for every function export (the docs' recorded examples add to these). The
 * base-game tables are the MADE-UP stand-ins of the Shoestring tests, not the game's values.
 */
import { scriptedDice } from '../../../src/index.js';
import type * as api from '../../../src/shoestring/index.js';
import { createShoestringGame, shoestringGame } from '../../../src/shoestring/index.js';
import { antiAircraftTableSchema } from '../../../src/shoestring/tables/anti-aircraft-table.js';
import { surfaceCombatTableSchema } from '../../../src/shoestring/tables/surface-combat-table.js';
import { smallGame } from '../../shoestring/game/game-fixtures.js';
import {
  MADE_UP_AA_TABLE,
  MADE_UP_RULES,
  MADE_UP_SURFACE_TABLE,
  MADE_UP_US_SEARCH_CHART,
} from '../../shoestring/made-up.js';
import type { SubpathExamples } from '../contract-examples.js';

/** A MADE-UP Surface-to-Surface table whose first printed column is 2-3 (not the game's values). */
const SURFACE_FROM_2_3 = {
  columns: [
    {
      min: 2,
      max: 3,
      rows: [
        { max: 2, result: 'MADE-UP D' },
        { min: 3, result: '\u2013' },
      ],
    },
    {
      min: 4,
      rows: [
        { max: 5, result: 'MADE-UP D' },
        { min: 6, result: '\u2013' },
      ],
    },
  ],
};

const PT_FROM_2_3 = {
  options: { O5: true },
  tables: { seaZoneSearch: { US: MADE_UP_US_SEARCH_CHART }, surfaceCombat: SURFACE_FROM_2_3 },
};

const airSearch = { side: 'US', zone: 'The Slot', bombers: [{ type: 'CV BMB', strength: 'full' }] } as const;
const japaneseSearch = {
  side: 'Japanese',
  zone: 'N. Guadalcanal',
  bombers: [{ id: 'B1', type: 'LB BMB', strength: 'reduced' }],
  extraModifiers: [{ rule: 'base game', label: 'MADE-UP night', delta: 1 }],
} as const;
const usGroup = {
  side: 'US',
  turn: 3,
  ships: [{ id: 'Helena', type: 'CL', zone: 'The Slot', damaged: true }],
} as const;
const japaneseGroup = {
  side: 'Japanese',
  ships: [
    { id: 'Kongo', type: 'BB', zone: 'Eastern Solomons' },
    { id: 'Yamato', type: 'BB', yamato: true, zone: 'Eastern Solomons' },
  ],
} as const;
const transportAttack = { escorted: false, henderson: 'transporter', transporterHasMoreShipsInNorthGuadalcanal: true };
const assignment = {
  side: 'Japanese',
  oddTurn: 1,
  pool: {
    units: [
      { id: 'Chokai', type: 'CA' },
      { id: 'Kongo', type: 'BB' },
    ],
    transportPoints: 7,
  },
  odd: { unitIds: ['Chokai', 'Kongo'], transportPoints: 0 },
  even: { unitIds: [], transportPoints: 7 },
  battleshipLimit: 1,
} as const;

export const shoestring: SubpathExamples<typeof api> = {
  examples: {
    shoestringDoctrine: () => {
      const game = createShoestringGame(smallGame());
      const turn = (side: 'US' | 'Japanese') => ({
        side,
        view: shoestringGame.viewFor(game, side),
        legal: shoestringGame.legalActions(game, side),
      });
      return [[turn('US')], [turn('Japanese')]];
    },
    seaZoneReport: () => [
      [
        createShoestringGame({
          seed: 1,
          lastTurn: 2,
          rules: MADE_UP_RULES,
          forces: { US: {}, Japanese: { naval: [{ id: 'Chokai', type: 'CA' }] } },
        }),
        'Japanese',
        'The Slot',
      ],
    ],
    airSearchModifiers: () => [[airSearch], [japaneseSearch, MADE_UP_RULES]],
    airSearchOdds: () => [
      [airSearch, MADE_UP_RULES],
      [japaneseSearch, MADE_UP_RULES],
    ],
    resolveAirSearch: () => [
      [airSearch, scriptedDice([3]), MADE_UP_RULES],
      [japaneseSearch, scriptedDice([0]), MADE_UP_RULES],
    ],
    lookupAirSearch: () => [
      [3, 4],
      [-1, 0],
    ],
    checkAirUnitForCombat: () => [[{ id: 'B1', searchZone: 'The Slot' }], [{ id: 'F1' }]],
    combineAirUnits: () => [
      [
        {
          units: [
            { id: 'a', type: 'LB BMB', strength: 'reduced' },
            { id: 'b', type: 'LB BMB', strength: 'reduced' },
            { id: 'c', type: 'CV FTR', strength: 'full' },
          ],
        },
        MADE_UP_RULES,
      ],
    ],
    airUnitReplacements: () => [
      [
        {
          eliminated: [
            { id: 'a', type: 'CV FTR', strength: 'full' },
            { id: 'b', type: 'CV FTR', strength: 'full' },
            { id: 'c', type: 'CV FTR', strength: 'reduced' },
          ],
        },
        MADE_UP_RULES,
      ],
    ],
    airUnitRepairPlacements: () => [
      [{ eliminated: [{ id: 'a', type: 'CV DB' }] }, { options: { O3: { repair: true } } }],
      [{ eliminated: [] }, { options: { O3: { repair: true } } }],
    ],
    lookupBattleshipCommitment: () => [[0], [4], [9, MADE_UP_RULES]],
    resolveBattleshipCommitment: () => [
      [{ turn: 5 }, scriptedDice([4]), MADE_UP_RULES],
      [{ turn: 1 }, scriptedDice([9]), { options: { O1: true } }],
    ],
    battleshipCommitmentOdds: () => [[{ turn: 3 }, MADE_UP_RULES]],
    checkDdSupplyLoad: () => [
      [
        {
          ships: [
            { id: 'Fubuki', type: 'DD' },
            { id: 'Shirayuki', type: 'DD' },
          ],
          supplyPoints: 2,
          port: 'Rabaul',
        },
        MADE_UP_RULES,
      ],
    ],
    japaneseTacticalAdvantageApplies: () => [[{ supplyDdsCaught: true }, MADE_UP_RULES], [{ supplyDdsCaught: false }]],
    ddSupplyTransportReinforcement: () => [[9, MADE_UP_RULES], [8]],
    resolveGuadalcanalAntiAircraft: () => [
      [{ survivingBombardUnits: 2 }, scriptedDice([1]), MADE_UP_RULES],
      [{ survivingBombardUnits: 1 }, scriptedDice([5]), { tables: { antiAircraft: MADE_UP_AA_TABLE } }],
    ],
    guadalcanalAntiAircraftOdds: () => [[{ survivingBombardUnits: 1 }, MADE_UP_RULES]],
    navalAndAirReturn: () => [
      [
        {
          turn: 3,
          navalUnits: [
            { id: 'Helena', extension: 'extended' },
            { id: 'Atlanta', damaged: true, extension: 'failed' },
          ],
          airUnitIds: ['B1'],
          transportPoints: 3,
        },
      ],
    ],
    checkNavalAssignment: () => [[assignment, MADE_UP_RULES], [{ ...assignment, battleshipLimit: undefined }]],
    checkPatrolGroup: () => [[usGroup], [japaneseGroup]],
    extendPatrolModifiers: () => [[usGroup], [japaneseGroup, MADE_UP_RULES]],
    lookupExtendPatrol: () => [[5], [6, MADE_UP_RULES], [-3]],
    resolveExtendPatrol: () => [
      [usGroup, scriptedDice([4]), MADE_UP_RULES],
      [japaneseGroup, scriptedDice([2])],
    ],
    extendPatrolOdds: () => [[usGroup], [japaneseGroup, MADE_UP_RULES]],
    checkPtDeployment: () => [[{ turn: 21, zone: 'N. Guadalcanal', inGuadalcanalArea: true }, MADE_UP_RULES]],
    ptReturnsToNoumea: () => [
      [{ usControlsCoastalHex: true }, MADE_UP_RULES],
      [{ usControlsCoastalHex: false }, MADE_UP_RULES],
    ],
    resolvePtSearch: () => [[{}, scriptedDice([5]), MADE_UP_RULES]],
    resolvePtAttack: () => [
      [{}, scriptedDice([2]), MADE_UP_RULES],
      [{}, scriptedDice([3]), PT_FROM_2_3],
    ],
    resolvePtReply: () => [
      [{ japaneseDdClCombatValue: 4 }, scriptedDice([3]), MADE_UP_RULES],
      [{ japaneseDdClCombatValue: 0 }, scriptedDice([]), MADE_UP_RULES],
      [{ japaneseDdClCombatValue: 3 }, scriptedDice([1]), PT_FROM_2_3],
    ],
    resolvePtEngagement: () => [
      [{ japaneseDdClCombatValue: 6 }, scriptedDice([0, 2, 1]), MADE_UP_RULES],
      [{ japaneseDdClCombatValue: 6 }, scriptedDice([9]), PT_FROM_2_3],
    ],
    ptSearchOdds: () => [[{}, MADE_UP_RULES]],
    ptAttackOdds: () => [[{}, MADE_UP_RULES]],
    ptReplyOdds: () => [[{ japaneseDdClCombatValue: 4 }, MADE_UP_RULES]],
    ptEngagementOdds: () => [[{ japaneseDdClCombatValue: 2 }, PT_FROM_2_3]],
    resolveShoestringRules: () => [
      [],
      [MADE_UP_RULES],
      [{ extendPatrol: { usGroup: -2 }, supplyWindow: { evenTurns: 'previous-two-turns' } }],
    ],
    searchChartName: () => [['US'], ['Japanese']],
    stepsOfTurn: () => [[1], [2]],
    supplyWindow: () => [[1], [6], [6, { supplyWindow: { evenTurns: 'previous-two-turns' } }]],
    suppliedPoints: () => [[{ turn: 5, transported: { '3': 4, '4': 2 } }]],
    lookupColumnTable: () => [
      [surfaceCombatTableSchema.parse(MADE_UP_SURFACE_TABLE), 3, 2],
      [antiAircraftTableSchema.parse(MADE_UP_AA_TABLE), 9, 4],
      [surfaceCombatTableSchema.parse(SURFACE_FROM_2_3), 2, 0],
    ],
    columnTableSchema: () => [[{ rule: 'O5.0', name: 'Surface-to-Surface Combat Table' }]],
    lookupTransportAttack: () => [
      [3, true],
      [-1, false, MADE_UP_RULES],
    ],
    transportAttackModifiers: () => [[transportAttack], [{ escorted: true, henderson: 'attacker' }, MADE_UP_RULES]],
    resolveTransportAttack: () => [
      [transportAttack, scriptedDice([2])],
      [{ escorted: true, henderson: 'attacker' }, scriptedDice([0]), MADE_UP_RULES],
    ],
    transportAttackOdds: () => [[transportAttack], [{ escorted: true }, MADE_UP_RULES]],
    victoryPointAwards: () => [[], [MADE_UP_RULES]],
    tallyVictoryPoints: () => [
      [
        [
          { kind: 'yamato-committed', turn: 3 },
          { kind: 'battleship-step-eliminated', yamato: true, steps: 2 },
          { kind: 'battleship-step-eliminated' },
        ],
        MADE_UP_RULES,
      ],
      [[]],
    ],
  },
  exempt: {},
};
