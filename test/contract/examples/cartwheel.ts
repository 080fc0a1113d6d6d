/** Valid examples of `naval-rules/cartwheel` for the contract fuzz test (the rest are recorded from the docs). */
import type * as api from '../../../src/cartwheel/index.js';
import {
  captureAirbase,
  cartwheelGame,
  createCartwheelGame,
  lookupRandomEvent,
  parseCartwheelState,
} from '../../../src/cartwheel/index.js';
import { MADE_UP_TABLES } from '../../../src/cartwheel/made-up-tables.js';
import { scriptedDice } from '../../../src/index.js';
import { at, BASES, baseState, counter } from '../../cartwheel/fixtures.js';
import { smallScenario } from '../../cartwheel/game/game-fixtures.js';
import type { SubpathExamples } from '../contract-examples.js';

const p38 = () => counter('p38', 'F', 'USAAF');
const state = () => baseState({ airUnits: [at(BASES.portMoresby.id, p38())] });
const parsed = () => parseCartwheelState(state(), '4.0');
const rules = { tables: MADE_UP_TABLES };
const recon = () => counter('p38r', 'R', 'USAAF', { full: { range: 5, srmp: null } });
const reconGame = () =>
  baseState({
    phase: 'initiative',
    decisions: { magicInEffect: false, generalRegroup: false },
    airUnits: [at('port-moresby', recon())],
  });
const site = () => ({
  id: 'm1',
  side: 'Allied' as const,
  hex: '2222',
  terrain: 'land' as const,
  controlledBy: 'Allied' as const,
  supplied: true,
});
const withMobile = () =>
  baseState({
    phase: 'regroup',
    airbases: [...baseState().airbases, { id: 'm1', name: 'M', side: 'Allied', kind: 'mobile', hex: '2222' }],
  });

export const cartwheel: SubpathExamples<typeof api> = {
  examples: {
    cartwheelDoctrine: () => {
      const game = createCartwheelGame(smallScenario());
      const turn = (side: 'Allied' | 'Japanese') => ({
        side,
        view: cartwheelGame.viewFor(game, side),
        legal: cartwheelGame.legalActions(game, side),
      });
      return [[turn('Allied')], [turn('Japanese')]];
    },
    stageMove: () => [
      [
        { ...parsed(), phase: 'air-naval-operations' as const },
        { unitId: 'p38', airbaseId: 'dobodura', distance: 2 },
      ],
    ],
    evacuationInputFor: () => [
      [
        captureAirbase(baseState({ airUnits: [at(BASES.lae.id, counter('z1', 'F', 'IJN'))] }), 'lae', 'Allied').state,
        'lae',
      ],
    ],
    currentFace: () => [[{ unit: p38(), reduced: false }]],
    checkBasingRules: () => [[p38(), BASES.portMoresby]],
    hostingReport: () => [[BASES.dobodura, [{ type: 'F' }]]],
    checkNotOverCapacity: () => [[parsed(), 'p38']],
    checkPortBasing: () => [[parsed(), 'p38', 'rabaul-port']],
    airbaseHosting: () => [[state(), 'port-moresby']],
    overCapacityAirbases: () => [[state()]],
    airbaseDisplay: () => [[state(), 'port-moresby']],
    checkCapture: () => [[state(), 'lae', 'Allied']],
    checkDismantle: () => [[state(), 'lae']],
    checkAttackMissionUnit: () => [[state(), 'p38']],
    checkRegroupDesignation: () => [[parsed(), 'Allied', 'p38']],
    availableRecon: () => [[state(), 'Allied']],
    reconInitiativeConditions: () => [[state()]],
    regroupMarkerTurn: () => [[state()]],
    hikoshidanUnits: () => [[parsed()]],
    hikoshidanReorganizationVp: () => [[state()]],
    applyAirbaseBombing: () => [[state(), 'lae', 'disrupted']],
    evacuationModifiers: () => [[{ units: [{ id: 'p38', srmp: 5 }] }, rules]],
    initiativeModifiers: () => [[{ turn: 3, conditions: ['allied-recon-rabaul'] }, rules]],
    lookupInitiativeMissions: () => [[4, rules]],
    resolveInitiativeMissions: () => [[{ initiative: 'Allied' }, scriptedDice([3]), rules]],
    lookupRandomEvent: () => [[1, rules]],
    resolveRandomEvent: () => [[{ turn: 2 }, scriptedDice([10]), rules]],
    applyRandomEvent: () => [[state(), lookupRandomEvent(9, rules)]],
    declareGeneralRegroup: () => [
      [
        { ...state(), turn: 3, phase: 'initiative' },
        { declare: true, month: 'August' },
      ],
    ],
    checkReconPlacement: () => [[reconGame(), 'p38r', 5]],
    placeRecon: () => [[reconGame(), { unitId: 'p38r', hex: '1010', distance: 5 }]],
    groundRecon: () => [[reconGame(), 'p38r']],
    reconFlightInputFor: () => [[reconGame(), 'p38r']],
    reconScrambleModifier: () => [[reconGame(), 'Allied', '1010']],
    checkMobileConstruction: () => [[baseState({ phase: 'mobile-airbase-construction' }), site()]],
    beginMobileConstruction: () => [[baseState({ phase: 'mobile-airbase-construction' }), site()]],
    dismantleMobileAirbase: () => [[withMobile(), 'm1']],
    checkGeneralRegroup: () => [[{ ...state(), turn: 3, phase: 'initiative' }, 'August']],
    findAirbase: () => [[parsed(), 'lae', '6.0']],
    airbaseNamed: () => [[parsed(), 'Lae']],
    findAirUnit: () => [[parsed(), 'p38', '2.2']],
    unitsAtAirbase: () => [[parsed(), 'port-moresby']],
    advancePhase: () => [
      [baseState({ phase: 'mobile-airbase-construction' })],
      [baseState({ phase: 'victory-points' }), 10],
    ],
    designateRegroup: () => [[reconGame(), 'Allied', []]],
    returnRecon: () => [
      [
        baseState({
          phase: 'operations-conclusion',
          airUnits: [
            { unit: recon(), location: { at: 'hex', hex: '2222', fromAirbaseId: 'port-moresby' }, flown: true },
          ],
        }),
        'p38r',
        'port-moresby',
        1,
      ],
    ],
  },
  exempt: {},
  pending: [
    'applyOverCapacityPenalty',
    'applyEvacuation',
    'checkEvacuationDestination',
    'awardHikoshidanReorganizationVp',
    'completeMobileConstruction',
    'checkOperationsAction',
    'declareUsnCommitment',
  ],
};
