import type { CartwheelActionInput, CartwheelGameState, CartwheelSetup } from '../../../src/cartwheel/index.js';
import { cartwheelGame } from '../../../src/cartwheel/index.js';
import { MADE_UP_TABLES } from '../../../src/cartwheel/made-up-tables.js';
import { at, BASES, counter, ELEVENTH } from '../fixtures.js';

/** A small scenario with MADE-UP base-game tables (not the game's values). */
export function smallScenario(seed = 1, lastTurn = 3): CartwheelSetup {
  return {
    seed,
    lastTurn,
    scenarioInitiative: 'Allied',
    rules: { tables: MADE_UP_TABLES },
    board: {
      turn: 1,
      airbases: Object.values(BASES),
      ports: [{ id: 'rabaul-port', name: 'Rabaul', hex: '1010', side: 'Japanese' }],
      airUnits: [
        at('port-moresby', counter('P-38', 'R', 'USAAF', { model: 'P-38 Photo' })),
        at('port-moresby', counter('475FG-1', 'F', 'USAAF')),
        at('dobodura', counter('3BG-1', 'B', 'USAAF')),
        at('rabaul', counter('6-Dinah', 'R', '6th Hikoshidan', { model: 'Ki-46 Dinah' })),
        at('rabaul', counter('6-Ki43', 'F', '6th Hikoshidan')),
        at('truk', ELEVENTH.zeke1),
        at('truk', ELEVENTH.betty),
      ],
    },
  };
}

/** Applies actions in order, checking each first. */
export function play(state: CartwheelGameState, ...actions: CartwheelActionInput[]): CartwheelGameState {
  let current = state;
  for (const action of actions) {
    const checked = cartwheelGame.check(current, action);
    if (!checked.legal) throw checked.error;
    current = cartwheelGame.apply(current, action).state;
  }
  return current;
}

/** The decisions of a turn's Random Events Phase, then on to `phase`. */
export function throughRandomEvents(state: CartwheelGameState, commit = false): CartwheelGameState {
  return play(
    state,
    { type: 'roll-random-event', side: 'Allied' },
    {
      type: 'decide-hikoshidan',
      side: 'Japanese',
      decision: commit ? { commit: true, placements: [] } : { commit: false },
    },
    { type: 'declare-usn', side: 'Allied', commit: false },
    { type: 'advance', side: 'Allied' },
    { type: 'advance', side: 'Allied' },
  );
}

/** Through the Initiative Phase: no general regroup, initiative and opening missions rolled. */
export function throughInitiative(state: CartwheelGameState): CartwheelGameState {
  let next = play(
    state,
    { type: 'declare-general-regroup', side: 'Allied', declaration: { declare: false } },
    { type: 'roll-initiative', side: 'Allied' },
  );
  next = play(next, { type: 'roll-initiative-missions', side: next.initiative ?? 'Allied' });
  return play(next, { type: 'advance', side: 'Allied' });
}

/** Both players pass until the operations end, then on to the next phase. */
export function passOperations(state: CartwheelGameState): CartwheelGameState {
  let next = state;
  for (let i = 0; i < 50 && next.operations?.ended !== true; i++) {
    next = play(next, { type: 'operations', side: next.operations?.toAct ?? 'Allied', action: 'pass' });
  }
  return play(next, { type: 'advance', side: 'Allied' });
}
