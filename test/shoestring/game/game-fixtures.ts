import type { ShoestringActionInput, ShoestringGameState, ShoestringSetup } from '../../../src/shoestring/index.js';
import { shoestringGame } from '../../../src/shoestring/index.js';
import {
  MADE_UP_AA_TABLE,
  MADE_UP_JAPANESE_SEARCH_CHART,
  MADE_UP_SURFACE_TABLE,
  MADE_UP_US_SEARCH_CHART,
} from '../../../src/shoestring/made-up-tables.js';

/** MADE-UP base-game tables (not the game's values) and every option on. */
export const madeUpRules = {
  options: { O1: true, O2: true, O3: { combine: false, replacement: false, repair: false }, O4: false, O5: true },
  tables: {
    seaZoneSearch: { US: MADE_UP_US_SEARCH_CHART, Japanese: MADE_UP_JAPANESE_SEARCH_CHART },
    surfaceCombat: MADE_UP_SURFACE_TABLE,
    antiAircraft: MADE_UP_AA_TABLE,
  },
};

/** A small made-up order of battle for two turns (or more). */
export function smallGame(seed = 1, lastTurn = 2): ShoestringSetup {
  return {
    seed,
    lastTurn,
    rules: madeUpRules,
    seaZones: ['Indispensable Strait'],
    forces: {
      US: {
        naval: [
          { id: 'San Francisco', type: 'CA' },
          { id: 'Helena', type: 'CL' },
          { id: 'Laffey', type: 'DD' },
          { id: 'PT-1', type: 'PT' },
        ],
        air: [
          { id: 'VMSB-231', type: 'LB BMB' },
          { id: 'VMF-223', type: 'LB FTR' },
        ],
        transportPoints: 4,
      },
      Japanese: {
        naval: [
          { id: 'Kirishima', type: 'BB' },
          { id: 'Yamato', type: 'BB', yamato: true },
          { id: 'Chokai', type: 'CA' },
          { id: 'Ayanami', type: 'DD' },
        ],
        air: [{ id: 'Betty-1', type: 'LB BMB' }],
        transportPoints: 7,
      },
    },
  };
}

/** Applies actions in order, checking each first; throws with the refusal when one is refused. */
export function play(state: ShoestringGameState, ...actions: ShoestringActionInput[]): ShoestringGameState {
  let current = state;
  for (const action of actions) {
    const checked = shoestringGame.check(current, action);
    if (!checked.legal) throw checked.error;
    current = shoestringGame.apply(current, action).state;
  }
  return current;
}

/**
 * Advances until the game stands at `step` (of the current or a later turn). A side that
 * has not placed its units by the end of II.A.1 places none; at I.A.4 a side that has
 * not assigned assigns nothing.
 */
export function advanceTo(state: ShoestringGameState, step: string, turn = state.turn): ShoestringGameState {
  let current = state;
  for (let i = 0; i < 200 && !(current.step === step && current.turn === turn); i++) {
    for (const side of ['US', 'Japanese'] as const) {
      if (current.step === 'II.A.1' && !current.forces[side].placed) {
        current = play(current, { type: 'place-naval-units', side, placements: [] });
      }
      if (current.step === 'I.A.4' && !current.forces[side].assigned) {
        current = play(current, { type: 'assign-naval-units', side, odd: [], even: [] });
      }
    }
    const at = `${current.turn} ${current.step}`;
    current = play(current, { type: 'advance', side: 'US' });
    // A step that waits for both sides moves on when the Japanese are done too.
    if (`${current.turn} ${current.step}` === at) current = play(current, { type: 'advance', side: 'Japanese' });
  }
  if (current.step !== step || current.turn !== turn) throw new Error(`never reached ${step} of turn ${turn}`);
  return current;
}
