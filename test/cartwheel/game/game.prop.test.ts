import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overCapacityAirbases } from '../../../src/cartwheel/airbase-capacity.js';
import {
  type CartwheelActionInput,
  type CartwheelGameState,
  type CartwheelSetup,
  cartwheelGame,
  cartwheelGameStateSchema,
  createCartwheelGame,
} from '../../../src/cartwheel/index.js';
import { serviceSide } from '../../../src/cartwheel/service-side.js';
import { deepFreeze } from '../../../src/index.js';
import { expectHostileNamesPlayAlike, expectLegalActions, expectTrustworthyStep } from '../../game/trust.js';
import { smallScenario } from './game-fixtures.js';

const game = cartwheelGame;

/** Actions worth trying now (the game says which are legal). */
function candidates(state: CartwheelGameState): CartwheelActionInput[] {
  const out: CartwheelActionInput[] = [
    { type: 'advance', side: 'Allied' },
    { type: 'roll-random-event', side: 'Allied' },
    { type: 'decide-hikoshidan', side: 'Japanese', decision: { commit: false } },
    { type: 'decide-hikoshidan', side: 'Japanese', decision: { commit: true, placements: [] } },
    { type: 'declare-usn', side: 'Allied', commit: false },
    { type: 'declare-general-regroup', side: 'Allied', declaration: { declare: false } },
    { type: 'roll-initiative', side: 'Allied' },
    { type: 'award-hikoshidan-vp', side: 'Allied' },
  ];
  // The whole board (4.2, 6.5, 6.6, 14.1, 15.0): construction, bombing, capture, evacuation,
  // reinforcement and regroup results.
  const turn = state.board.turn;
  out.push({
    type: 'begin-mobile-airbase',
    side: 'Allied',
    site: {
      id: `m${turn}`,
      side: 'Allied',
      hex: `22${10 + turn}`,
      terrain: 'land',
      controlledBy: 'Allied',
      supplied: true,
    },
  });
  out.push({ type: 'report-airbase-bombing', side: 'Allied', airbaseId: 'lae', result: 'disrupted' });
  out.push({ type: 'report-airbase-bombing', side: 'Japanese', airbaseId: 'dobodura', result: 'disrupted' });
  out.push({ type: 'capture-airbase', side: 'Allied', airbaseId: 'rabaul' });
  out.push({
    type: 'reinforce',
    side: 'Allied',
    unit: {
      id: `reinforcement-${turn}`,
      model: 'P-40',
      type: 'F',
      service: 'USAAF',
      full: { range: 6, srmp: 3 },
      reduced: null,
    },
    airbaseId: 'port-moresby',
  });
  for (const side of ['Allied', 'Japanese'] as const) {
    const disrupted = state.board.airUnits
      .filter((u) => serviceSide(u.unit.service) === side && u.disrupted && u.location.at === 'airbase')
      .map((u) => u.unit.id);
    // A side with disrupted units designates them all (the 14.1 results then come up).
    out.unshift({ type: 'designate-regroup', side, unitIds: disrupted });
  }
  for (const u of state.board.airUnits) {
    const side = serviceSide(u.unit.service);
    if (u.location.at === 'unbased') {
      for (const to of ['lae', 'truk', 'dobodura', 'port-moresby']) {
        out.unshift({ type: 'evacuate', side, unitId: u.unit.id, to, distance: 1 });
      }
    }
    if (u.regrouping) {
      out.unshift({ type: 'report-regroup', side, unitId: u.unit.id, result: u.reduced ? 'rebuilt' : 'recovered' });
    }
  }
  for (const side of ['Allied', 'Japanese'] as const) {
    out.push({ type: 'roll-initiative-missions', side });
    out.push({ type: 'operations', side, action: 'pass' }, { type: 'operations', side, action: 'air-mission' });
    for (const airbaseId of ['rabaul', 'port-moresby']) out.push({ type: 'examine-airbase', side, airbaseId });
  }
  for (const u of state.board.airUnits) {
    const side = serviceSide(u.unit.service);
    if (u.unit.type === 'R') {
      out.push({ type: 'recon-flight', side, unitId: u.unit.id });
      for (const airbaseId of ['port-moresby', 'rabaul', 'dobodura', 'lae', 'truk']) {
        out.push({ type: 'return-recon', side, unitId: u.unit.id, airbaseId, distance: 2 });
      }
      for (const hex of ['1010', '2530'])
        out.push({ type: 'place-recon', side, placement: { unitId: u.unit.id, hex, distance: 3 } });
    } else {
      out.push({ type: 'report-flights', side, flew: [u.unit.id] });
      // Losses spare disrupted units, which wait for their 14.1 regroup result.
      if (!u.disrupted) out.push({ type: 'report-losses', side, reduced: [u.unit.id] });
      for (const airbaseId of ['port-moresby', 'dobodura', 'rabaul', 'lae']) {
        out.push({ type: 'stage-move', side, move: { unitId: u.unit.id, airbaseId, distance: 2 } });
      }
      // Disrupted units, so that 7.2 designations and 14.1 regroup results come up.
      out.unshift({ type: 'report-flights', side, flew: [u.unit.id], disrupted: [u.unit.id] });
    }
  }
  return out;
}

function checkInvariants(before: CartwheelGameState, after: CartwheelGameState): void {
  expect(cartwheelGameStateSchema.parse(after)).toEqual(after);
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  expect(after.board.vp.Allied).toBeGreaterThanOrEqual(before.board.vp.Allied);
  expect(after.board.turn).toBeGreaterThanOrEqual(before.board.turn);
  // Capacity is never exceeded without the 6.3 penalty: every unit of an over-capacity base is Flown.
  for (const baseId of overCapacityAirbases(after.board, after.rules)) {
    const units = after.board.airUnits.filter((u) => u.location.at === 'airbase' && u.location.airbaseId === baseId);
    expect(units.every((u) => u.flown)).toBe(true);
  }
  // The 11th Hikoshidan's reorganization VP are awarded at most once a turn.
  if (before.board.turn === after.board.turn && before.board.decisions.hikoshidanVpAwarded === true) {
    expect(after.board.vp.Allied).toBe(before.board.vp.Allied);
  }
  // A recon unit on a hex flew this turn (7.3.2).
  for (const u of after.board.airUnits) {
    if (u.location.at === 'hex' && after.board.turn === before.board.turn)
      expect(after.reconFlights.find((f) => f.unitId === u.unit.id)?.outcome).toBe('flies');
  }
  for (const side of ['Allied', 'Japanese'] as const) {
    const view = game.viewFor(after, side);
    for (const u of view.board.airUnits) {
      if (u.location.at === 'airbase' || u.location.at === 'port') expect(serviceSide(u.unit.service)).toBe(side);
    }
  }
}

interface Real {
  state: CartwheelGameState;
  readonly actions: CartwheelActionInput[];
}

/** Reports of base-game results and base-game facts: never listed. */
const UNLISTED = [
  'report-flights',
  'report-losses',
  'report-airbase-bombing',
  'report-regroup',
  'capture-airbase',
  'reinforce',
  'begin-mobile-airbase',
];
/** Distances (the map's) and unit lists a menu narrows: covered by a listed action that differs only there. */
function sameUpToMenus(candidate: { type: string }, listed: readonly { type: string }[]): boolean {
  if (candidate.type === 'designate-regroup') return listed.some((a) => a.type === candidate.type);
  const core = (action: object): string =>
    JSON.stringify(action, (key, value) => (key === 'distance' || key === 'placements' ? undefined : value));
  const want = core(game.actionSchema.parse(candidate) as object);
  return listed.some((a) => core(a) === want);
}

class Act implements fc.Command<object, Real> {
  constructor(readonly pick: number) {}
  check(): boolean {
    return true;
  }
  run(_model: object, real: Real): void {
    if (real.state.over) return;
    const before = deepFreeze(structuredClone(real.state)) as CartwheelGameState;
    const all = candidates(before);
    const verdicts = all.map((action) => ({ action, checked: game.check(before, action) }));
    const legal = verdicts.filter((v) => v.checked.legal).map((v) => v.action);
    const refused = verdicts.find((v) => !v.checked.legal);
    if (refused !== undefined && !refused.checked.legal) {
      const code = refused.checked.error.code;
      expect(() => game.apply(before, refused.action)).toThrow(expect.objectContaining({ code }));
    }
    if (legal.length === 0) {
      const why = game.check(before, { type: 'advance', side: 'Allied' });
      throw new Error(`no legal action in ${before.board.phase}: ${why.legal ? '' : why.error.message}`);
    }
    const nonAdvance = legal.filter((a) => a.type !== 'advance');
    // Half the time, an action of a type (and side) this run has not taken yet: the rare board changes
    // (reinforcement, 14.1 regroup results) come up in a short run.
    const fresh = nonAdvance.filter((a) => !real.actions.some((b) => b.type === a.type && b.side === a.side));
    const act = this.pick % 3 !== 0 || !legal.some((a) => a.type === 'advance');
    const chosen = (
      this.pick % 2 === 0 && fresh.length > 0
        ? fresh[this.pick % fresh.length]
        : act && nonAdvance.length > 0
          ? nonAdvance[this.pick % nonAdvance.length]
          : legal.find((a) => a.type === 'advance')
    ) as CartwheelActionInput;
    const applied = game.apply(before, chosen);
    const after = applied.state;
    checkInvariants(before, after);
    expectTrustworthyStep(game, before, all, this.pick, chosen, applied);
    expectLegalActions(game, before, legal as never, { unlisted: UNLISTED, covered: sameUpToMenus, pick: this.pick });
    real.state = after;
    real.actions.push(chosen);
  }
  toString(): string {
    return `act(${this.pick})`;
  }
}

/** The scenario with its B-unit disrupted from the start, so 7.2 and the 14.1 results come up on turn 1. */
function withDisruptedBomber(setup: CartwheelSetup): CartwheelSetup {
  const airUnits = setup.board.airUnits.map((u) => (u.unit.id === '3BG-1' ? { ...u, disrupted: true } : u));
  return { ...setup, board: { ...setup.board, airUnits } };
}

describe('Cartwheel game: random legal play over several turns (fast-check commands)', () => {
  it('keeps its invariants after every action and replays to the same state', { timeout: 90_000 }, () => {
    const turns: number[] = [];
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.commands([fc.nat().map((pick) => new Act(pick))], { maxCommands: 160, size: 'max' }),
        (seed, commands) => {
          const initial = createCartwheelGame(withDisruptedBomber(smallScenario(seed, 3)));
          const real: Real = { state: initial, actions: [] };
          fc.modelRun(() => ({ model: {}, real }), commands);
          expect(game.replay(initial, real.actions).state).toEqual(real.state);
          turns.push(real.state.board.turn);
          for (const events of game.replay(initial, real.actions).events) for (const e of events) seen.add(e.type);
        },
      ),
      { numRuns: 3, endOnFailure: true, seed: 20_261_124 },
    );
    expect(Math.max(...turns)).toBeGreaterThanOrEqual(2);
    for (const type of [
      'random-event',
      'initiative',
      'initiative-missions',
      'recon-flight',
      'flights',
      'operations',
      'mobile-airbase-begun',
      'mobile-airbases-completed',
      'airbase-bombed',
      'airbase-captured',
      'evacuation',
      'reinforcement',
      'regroup-result',
    ]) {
      expect(seen).toContain(type);
    }
  });

  it('plays alike with hostile names: units, airbases and ports named after Object.prototype members', () => {
    const names = new Map([
      ['P-38', '__proto__'],
      ['475FG-1', 'constructor'],
      ['6-Dinah', 'toString'],
      ['6-Ki43', 'valueOf'],
      ['rabaul-port', 'hasOwnProperty'],
      ['dobodura', 'isPrototypeOf'],
    ]);
    expectHostileNamesPlayAlike({
      game,
      names,
      initial: (seed) => createCartwheelGame(smallScenario(seed, 2)),
      real: (initial) => ({ state: initial as CartwheelGameState, actions: [] }) as Real,
      model: () => ({}),
      command: fc.nat().map((pick) => new Act(pick)),
      maxCommands: 60,
      numRuns: 2,
    });
  });
});
