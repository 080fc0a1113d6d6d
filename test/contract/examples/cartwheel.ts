/** Valid examples of `naval-rules/cartwheel` for the contract fuzz test (the rest are recorded from the docs). */
import type * as api from '../../../src/cartwheel/index.js';
import { parseCartwheelState } from '../../../src/cartwheel/index.js';
import { at, BASES, baseState, counter } from '../../cartwheel/fixtures.js';
import type { SubpathExamples } from '../contract-examples.js';

const p38 = () => counter('p38', 'F', 'USAAF');
const state = () => baseState({ airUnits: [at(BASES.portMoresby.id, p38())] });
const parsed = () => parseCartwheelState(state(), '4.0');

export const cartwheel: SubpathExamples<typeof api> = {
  examples: {
    currentFace: () => [[{ unit: p38(), reduced: false }]],
    checkBasingRules: () => [[p38(), BASES.portMoresby]],
    hostingReport: () => [[BASES.dobodura, [{ type: 'F' }]]],
    checkNotOverCapacity: () => [[parsed(), 'p38']],
    checkPortBasing: () => [[parsed(), 'p38', 'rabaul-port']],
    airbaseHosting: () => [[state(), 'port-moresby']],
    overCapacityAirbases: () => [[state()]],
    airbaseDisplay: () => [[state(), 'port-moresby']],
    checkCapture: () => [[state(), 'lae', 'allied']],
    checkDismantle: () => [[state(), 'lae']],
    checkAttackMissionUnit: () => [[state(), 'p38']],
    checkRegroupDesignation: () => [[parsed(), 'allied', 'p38']],
    availableRecon: () => [[state(), 'allied']],
    reconInitiativeConditions: () => [[state()]],
    regroupMarkerTurn: () => [[state()]],
    hikoshidanUnits: () => [[parsed()]],
    hikoshidanReorganizationVp: () => [[state()]],
    findAirbase: () => [[parsed(), 'lae', '6.0']],
    airbaseNamed: () => [[parsed(), 'Lae']],
    findAirUnit: () => [[parsed(), 'p38', '2.2']],
    unitsAtAirbase: () => [[parsed(), 'port-moresby']],
  },
  exempt: {},
  pending: [
    'advancePhase',
    'applyAirbaseBombing',
    'applyOverCapacityPenalty',
    'applyEvacuation',
    'checkEvacuationDestination',
    'evacuationModifiers',
    'checkGeneralRegroup',
    'declareGeneralRegroup',
    'awardHikoshidanReorganizationVp',
    'designateRegroup',
    'initiativeModifiers',
    'lookupInitiativeMissions',
    'resolveInitiativeMissions',
    'beginMobileConstruction',
    'checkMobileConstruction',
    'completeMobileConstruction',
    'dismantleMobileAirbase',
    'checkOperationsAction',
    'applyRandomEvent',
    'declareUsnCommitment',
    'lookupRandomEvent',
    'resolveRandomEvent',
    'reconScrambleModifier',
    'reconFlightInputFor',
    'checkReconPlacement',
    'groundRecon',
    'placeRecon',
    'returnRecon',
  ],
};
