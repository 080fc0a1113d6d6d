import { deepFreeze } from '../../core/deep-freeze.js';
/** The phase ids of the sequence of play (4.1–4.10), in order. */
export const PHASE_IDS = /* @__PURE__ */ deepFreeze([
  'random-events',
  'mobile-airbase-construction',
  'initiative',
  'air-naval-operations',
  'ground-operations',
  'operations-conclusion',
  'supply-determination',
  'regroup',
  'reinforcement',
  'victory-points',
] as const);
/** One phase of the sequence of play. */
export type PhaseId = (typeof PHASE_IDS)[number];

/** One step inside a phase. */
export interface SequenceStep {
  /** Who acts: a player, both, or either. */
  readonly who: 'Allied' | 'Japanese' | 'both' | 'either' | 'initiative player';
  /** What is done, paraphrased. */
  readonly what: string;
  /** The rule that governs the step. */
  readonly rule: string;
}

/** One phase of the game turn. */
export interface SequencePhase {
  /** Machine id. */
  readonly id: PhaseId;
  /** Rule number of the phase in module 4.0. */
  readonly rule: string;
  /** Phase name. */
  readonly name: string;
  /** The rules module or section that details it. */
  readonly detail: string;
  /** Its steps, in order. */
  readonly steps: readonly SequenceStep[];
}

/**
 * The game turn of rule 4.0 as data: ten phases with their steps in order, each with the
 * rule that governs it (paraphrased).
 */
export const SEQUENCE_OF_PLAY: readonly SequencePhase[] = /* @__PURE__ */ deepFreeze([
  {
    id: 'random-events',
    rule: '4.1',
    name: 'Random Events Phase',
    detail: '5.0',
    steps: [
      { who: 'either', what: 'roll for the Random Event on the map table', rule: '5.1' },
      { who: 'Japanese', what: 'commit or withdraw the 11th Hikoshidan', rule: '5.2' },
      { who: 'Allied', what: 'declare whether the USN (TF-36) enters the board', rule: '5.3' },
    ],
  },
  {
    id: 'mobile-airbase-construction',
    rule: '4.2',
    name: 'Mobile Airbase Construction Phase',
    detail: '6.5',
    steps: [{ who: 'both', what: 'begin mobile airbases in friendly, non-mountain hexes', rule: '6.5' }],
  },
  {
    id: 'initiative',
    rule: '4.3',
    name: 'Initiative Phase',
    detail: '7.0',
    steps: [
      { who: 'Allied', what: 'declare whether this is a general regroup turn', rule: '7.1' },
      { who: 'both', what: 'designate disrupted air units to regroup', rule: '7.2' },
      { who: 'both', what: 'fly reconnaissance', rule: '7.3' },
      { who: 'Allied', what: 'roll for initiative (from turn 2)', rule: '7.4' },
      { who: 'initiative player', what: 'roll for the number of opening missions', rule: '7.5' },
    ],
  },
  {
    id: 'air-naval-operations',
    rule: '4.4',
    name: 'Air/Naval Operations Phase',
    detail: '8.0',
    steps: [
      {
        who: 'both',
        what: 'alternate air missions, naval missions or passes, the initiative player first, until both have passed twice in a row',
        rule: '4.4',
      },
    ],
  },
  {
    id: 'ground-operations',
    rule: '4.5',
    name: 'Ground Operations Phase',
    detail: '11.0',
    steps: [{ who: 'both', what: 'move eligible ground units and attack', rule: '11.0' }],
  },
  {
    id: 'operations-conclusion',
    rule: '4.6',
    name: 'Operations Conclusion Phase',
    detail: '12.0',
    steps: [
      { who: 'both', what: 'return recon units to base', rule: '12.1' },
      { who: 'both', what: 'return naval units at sea to port if wished', rule: '12.2' },
    ],
  },
  {
    id: 'supply-determination',
    rule: '4.7',
    name: 'Supply Determination Phase',
    detail: '13.0',
    steps: [{ who: 'both', what: 'trace supply for ground units, naval units and airbases on the map', rule: '13.0' }],
  },
  {
    id: 'regroup',
    rule: '4.8',
    name: 'Regroup Phase',
    detail: '14.0',
    steps: [
      {
        who: 'both',
        what: 'try to remove disruption from airbases and marked air, ground and naval units',
        rule: '14.0',
      },
      { who: 'both', what: 'finish or remove mobile airbases, dismantle empty ones', rule: '6.5' },
      { who: 'both', what: 'remove hits on cities', rule: '14.4' },
    ],
  },
  {
    id: 'reinforcement',
    rule: '4.9',
    name: 'Reinforcement Phase',
    detail: '15.0',
    steps: [{ who: 'both', what: 'place reinforcements due this turn', rule: '15.0' }],
  },
  {
    id: 'victory-points',
    rule: '4.10',
    name: 'Victory Points Phase',
    detail: '16.0',
    steps: [{ who: 'either', what: 'advance the turn marker, or on the last turn determine the victor', rule: '16.0' }],
  },
]);
