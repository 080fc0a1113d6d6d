import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../src/index.js';
import {
  type WarAtSeaActionInput,
  type WarAtSeaGameState,
  warAtSeaGame,
  warAtSeaGameStateSchema,
} from '../../../src/war-at-sea/index.js';
import { expectHostileNamesPlayAlike, expectLegalActions, expectTrustworthyStep } from '../../game/trust.js';
import { landingGame } from './game-fixtures.js';

const game = warAtSeaGame;
const SECTORS = ['C3', 'C3', 'D4', 'south'];
const ATTACKS = ['gunnery', 'anti-air', 'bomb', 'torpedo'] as const;

/** Actions worth trying now (the game says which are legal); `pick` varies the choices. */
function candidates(state: WarAtSeaGameState, pick: number): WarAtSeaActionInput[] {
  const out: WarAtSeaActionInput[] = [
    { type: 'advance', side: 'Allies' },
    { type: 'advance', side: 'Axis' },
  ];
  for (const unit of state.units) {
    const side = unit.side;
    out.push({ type: 'load', side, unit: unit.id, count: 1 + (pick % 2) });
    out.push({ type: 'move', side, unit: unit.id, sector: SECTORS[pick % SECTORS.length] as string });
    for (const island of state.islands) {
      out.push({ type: 'unload', side, unit: unit.id, island: island.id, count: 1 });
      const enemy = side === 'Allies' ? 'Axis' : 'Allies';
      for (const { id: counter } of island.troops[enemy]) {
        out.push({
          type: 'attack',
          side,
          unit: unit.id,
          attack: ATTACKS[pick % 4] as never,
          range: 0,
          target: { island: island.id, side: enemy, counter },
        });
      }
    }
    for (const target of state.units) {
      out.push({
        type: 'attack',
        side,
        unit: unit.id,
        attack: ATTACKS[(pick + 1) % 4] as never,
        range: pick % 2,
        target: { unit: target.id },
      });
    }
    if (pick % 13 === 0) out.push({ type: 'report-damage', side, unit: unit.id, damage: 1 });
  }
  for (const island of state.islands) out.push({ type: 'infantry-combat', side: 'Axis', island: island.id });
  for (const lost of state.rescuable) {
    for (const u of state.units) out.push({ type: 'rescue', side: lost.side, unit: lost.unit, rescuer: u.id });
  }
  return out;
}

function checkInvariants(before: WarAtSeaGameState, after: WarAtSeaGameState): void {
  expect(warAtSeaGameStateSchema.parse(after)).toEqual(after);
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  for (const side of ['Allies', 'Axis'] as const) {
    expect(after.points[side].sunk).toBeGreaterThanOrEqual(before.points[side].sunk);
  }
  for (const unit of after.units) {
    expect(unit.damage).toBeLessThanOrEqual(unit.card.hullPoints);
    if (unit.destroyed) expect(unit.troopsAboard).toBe(0);
  }
  for (const island of after.islands) {
    for (const side of ['Allies', 'Axis'] as const)
      for (const counter of island.troops[side]) expect(counter.damage).toBeLessThan(2);
    if (after.phase === 'Torpedo Attack') {
      // Infantry Combat is over: no island is left unfought with both sides on it.
      expect(island.troops.Allies.length > 0 && island.troops.Axis.length > 0 && !island.fought).toBe(false);
    }
  }
  // Damage waits for the end of its phase: a phase change empties the pending list.
  if (after.phase !== before.phase) expect(after.pending).toEqual([]);
}

/** No side's phase is cut short: a phase ends only on a pass by one side after the other side passed. */
function checkPhaseEnd(before: WarAtSeaGameState, action: WarAtSeaActionInput, after: WarAtSeaGameState): void {
  const ended = after.phase !== before.phase || after.turn !== before.turn;
  if (ended) {
    expect(action.type).toBe('advance');
    expect(before.passed).not.toBeNull();
    expect(before.passed).not.toBe(action.side);
    expect(after.passed).toBeNull();
  } else if (action.type === 'advance') {
    expect(after.passed).toBe(action.side);
  } else {
    expect(after.passed).toBeNull();
  }
  const waiting = game.pending(after).map((p) => p.side);
  if (after.winners.length === 0) expect(waiting).toEqual(['Allies', 'Axis'].filter((s) => s !== after.passed));
}

interface Real {
  state: WarAtSeaGameState;
  readonly actions: WarAtSeaActionInput[];
}

/** Repeated attacks the random play tried (each refused: one attack a unit a phase). */
const repeats = { count: 0 };

class Act implements fc.Command<object, Real> {
  constructor(
    readonly pick: number,
    readonly wrong: number,
  ) {}
  check(): boolean {
    return true;
  }
  run(_model: object, real: Real): void {
    if (real.state.winners.length > 0) return;
    const before = deepFreeze(structuredClone(real.state)) as WarAtSeaGameState;
    const all = candidates(before, this.pick);
    const verdicts = all.map((a) => ({ action: a, checked: game.check(before, a) }));
    const legal = verdicts.filter((v) => v.checked.legal).map((v) => v.action);
    for (const v of verdicts)
      if (!v.checked.legal && /has attacked this phase/.test(v.checked.error.message)) repeats.count++;
    const illegal = verdicts.filter((v) => !v.checked.legal).map((v) => v.action);
    if (illegal.length > 0) {
      const refused = illegal[this.wrong % illegal.length] as WarAtSeaActionInput;
      const checked = game.check(before, refused);
      const code = checked.legal ? 'none' : checked.error.code;
      expect(['ILLEGAL_ACTION', 'INVALID_INPUT']).toContain(code);
      expect(() => game.apply(before, refused)).toThrow(expect.objectContaining({ code }));
    }
    // Landings first: unload, then load, then sail toward the islands, so that troops meet.
    const landing = ['unload', 'infantry-combat', 'load', 'move']
      .map((type) => legal.filter((a) => a.type === type))
      .find((l) => l.length > 0);
    const others = this.pick % 4 !== 3 && landing !== undefined ? landing : legal.filter((a) => a.type !== 'advance');
    const chosen =
      others.length === 0 || this.pick % 3 === 0
        ? (legal.find((a) => a.type === 'advance') ?? (legal[0] as WarAtSeaActionInput))
        : (others[this.pick % others.length] as WarAtSeaActionInput);
    const applied = game.apply(before, chosen);
    const after = applied.state;
    checkInvariants(before, after);
    checkPhaseEnd(before, chosen, after);
    expectTrustworthyStep(game, before, all, this.pick, chosen, applied);
    expectLegalActions(game, before, legal, { unlisted: ['report-damage', 'score-points'], pick: this.pick });
    real.state = after;
    real.actions.push(chosen);
  }
  toString(): string {
    return `act(${this.pick}, ${this.wrong})`;
  }
}

describe('War at Sea game: random legal play over several turns (fast-check commands)', () => {
  it('keeps its invariants after every action and replays to the same state', { timeout: 90_000 }, () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.commands([fc.tuple(fc.nat(), fc.nat()).map(([pick, wrong]) => new Act(pick, wrong))], {
          maxCommands: 150,
          size: 'max',
        }),
        (seed, commands) => {
          const initial = landingGame(seed, 200);
          const real: Real = { state: initial, actions: [] };
          fc.modelRun(() => ({ model: {}, real }), commands);
          const replayed = game.replay(initial, real.actions);
          expect(replayed.state).toEqual(real.state);
          for (const events of replayed.events) for (const e of events) seen.add(e.type);
        },
      ),
      { numRuns: 8, endOnFailure: true, seed: 20_261_124 },
    );
    for (const type of [
      'loaded',
      'unloaded',
      'attack',
      'infantry-combat',
      'destroyed',
      'phase',
      'victory-check',
      'regroup',
    ])
      expect(seen).toContain(type);
    expect(repeats.count).toBeGreaterThan(0);
  });

  it('plays alike with hostile names: units and islands named after Object.prototype members', () => {
    const names = new Map([
      ['AP-1', '__proto__'],
      ['CA-1', 'constructor'],
      ['XP-1', 'toString'],
      ['VB-1', 'valueOf'],
      ['MADE-UP atoll', 'hasOwnProperty'],
      ['MADE-UP reef', '__proto__'],
    ]);
    expectHostileNamesPlayAlike({
      game,
      names,
      initial: (seed) => landingGame(seed, 200),
      real: (initial) => ({ state: initial as WarAtSeaGameState, actions: [] }) as Real,
      model: () => ({}),
      command: fc.tuple(fc.nat(), fc.nat()).map(([pick, wrong]) => new Act(pick, wrong)),
      maxCommands: 80,
      numRuns: 3,
    });
  });
});
