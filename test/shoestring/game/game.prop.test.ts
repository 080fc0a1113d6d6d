import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../src/index.js';
import {
  createShoestringGame,
  type ShoestringActionInput,
  type ShoestringGameState,
  shoestringGame,
  shoestringGameStateSchema,
} from '../../../src/shoestring/index.js';
import { expectHostileNamesPlayAlike, expectLegalActions, expectTrustworthyStep } from '../../game/trust.js';
import { smallGame } from './game-fixtures.js';

const game = shoestringGame;
const ZONES = ['The Slot', 'N. Guadalcanal', 'Indispensable Strait', 'MADE-UP ZONE'];

/** Actions worth trying now (the game says which are legal); `pick` varies the choices. */
function candidates(state: ShoestringGameState, pick: number): ShoestringActionInput[] {
  const out: ShoestringActionInput[] = [];
  const parity = state.turn % 2 === 1 ? 'odd' : 'even';
  for (const side of ['US', 'Japanese'] as const) {
    const forces = state.forces[side];
    const ids = forces.naval.filter((u) => u.type !== 'PT').map((u) => u.id);
    const zone = ZONES[pick % ZONES.length] as string;
    const serving = forces.naval.filter(
      (u) =>
        u.repair === null &&
        !u.eliminated &&
        ((u.type === 'PT' && state.turn >= 21) || u.assignedTo === parity || (parity === 'even' && u.extended)),
    );
    const atSea = new Set(forces.naval.filter((u) => u.type !== 'PT' && u.zone !== null).map((u) => u.zone as string));
    out.push({ type: 'roll-battleship-commitment', side });
    out.push({
      type: 'assign-naval-units',
      side,
      odd: ids.filter((_, i) => (i + pick) % 2 === 0),
      even: ids.filter((_, i) => (i + pick) % 2 === 1),
      oddTransportPoints: pick % 3,
    });
    out.push({ type: 'assign-naval-units', side, odd: ids.filter((id) => id !== 'Yamato').slice(0, 2), even: [] });
    out.push({ type: 'assign-naval-units', side, odd: [], even: [] });
    out.push({ type: 'assign-naval-units', side, odd: [], even: [], oddTransportPoints: 1, evenTransportPoints: 1 });
    out.push({
      type: 'place-naval-units',
      side,
      placements: serving.map((u) => ({ unit: u.id, zone: u.type === 'PT' ? 'N. Guadalcanal' : zone })),
      // Transport points serving this turn, all of them or one more than serve (refused).
      transports: [{ zone, points: forces.transportPoints[parity] + (pick % 5 === 0 ? 1 : 0) }].filter(
        (t) => t.points > 0,
      ),
    });
    out.push({ type: 'place-naval-units', side, placements: [] });
    const points = forces.transportPoints[parity];
    if (points > 0) out.unshift({ type: 'place-naval-units', side, placements: [], transports: [{ zone, points }] });
    out.push({ type: 'assign-search-bombers', side, bombers: forces.air.map((u) => ({ unit: u.id, zone })) });
    out.push({ type: 'air-search', side, zone: 'The Slot' });
    out.push({ type: 'air-search', side, zone });
    for (const at of atSea) {
      const units = forces.naval.filter((u) => u.zone === at && u.type !== 'PT').map((u) => u.id);
      out.push({ type: 'extend-patrol', side, zone: at, units });
    }
    for (const unit of forces.naval) {
      out.push({ type: 'report-repair', side, unit: unit.id, box: pick % 2 === 0 ? '1 wk' : null });
      out.push({ type: 'report-naval-result', side, unit: unit.id, result: 'damaged' });
    }
    for (const unit of forces.air) out.push({ type: 'report-air-result', side, unit: unit.id, result: 'reduced' });
    out.push({ type: 'guadalcanal-anti-aircraft', side, survivingBombardUnits: 1 + (pick % 3) });
    out.push({ type: 'transport-attack', side, escorted: pick % 2 === 0 });
    if (pick % 17 === 0) out.push({ type: 'report-henderson', side, control: pick % 2 === 0 ? side : null });
    out.push({ type: 'report-supply', side, points: 1 + (pick % 4) });
  }
  out.push({ type: 'report-battleship-steps', side: 'US', unit: 'Kirishima' });
  out.push({ type: 'pt-engagement', side: 'US', japaneseDdClCombatValue: pick % 8 });
  out.push({ type: 'advance', side: 'US' }, { type: 'advance', side: 'Japanese' });
  return out;
}

const totalPoints = (state: ShoestringGameState, side: 'US' | 'Japanese') => {
  const t = state.forces[side].transportPoints;
  return t.pool + t.odd + t.even;
};

/** Reports of base-game facts: never listed. */
const UNLISTED = [
  'report-reinforcements',
  'report-repair',
  'report-naval-result',
  'report-air-result',
  'report-henderson',
  'report-supply',
  'report-battleship-steps',
  'guadalcanal-anti-aircraft',
  'pt-engagement',
  'transport-attack',
];
/** Actions whose lists of units and zones a menu narrows: covered when one of that type is listed. */
const MENUS = new Set(['assign-naval-units', 'place-naval-units', 'assign-search-bombers', 'extend-patrol']);
function sameMenu(candidate: { type: string }, listed: readonly { type: string }[]): boolean {
  return MENUS.has(candidate.type) && listed.some((a) => a.type === candidate.type);
}

function checkInvariants(before: ShoestringGameState, after: ShoestringGameState): void {
  expect(shoestringGameStateSchema.parse(after)).toEqual(after);
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  expect(new Set(after.scored).size).toBe(after.scored.length);
  for (const side of ['US', 'Japanese'] as const) {
    expect(after.vp[side]).toBeGreaterThanOrEqual(before.vp[side]);
    expect(totalPoints(after, side)).toBe(totalPoints(before, side));
    for (const unit of after.forces[side].naval) {
      // A unit under repair is never assigned, and never at sea.
      if (unit.repair !== null) {
        expect(unit.zone).toBeNull();
        const was = before.forces[side].naval.find((u) => u.id === unit.id);
        if (was?.assignedTo === null) expect(unit.assignedTo).toBeNull();
      }
      // A unit at sea (other than the PT unit) serves this turn.
      if (unit.zone !== null && unit.type !== 'PT' && after.step.startsWith('II')) {
        const parity = after.turn % 2 === 1 ? 'odd' : 'even';
        expect(unit.assignedTo === parity || (parity === 'even' && unit.extended)).toBe(true);
      }
    }
    // Transports are points: never more at sea than serve this turn, none after V.B.2.
    const transports = after.forces[side].transportPoints;
    const atSea = transports.zones.reduce((sum, t) => sum + t.points, 0);
    expect(atSea).toBeLessThanOrEqual(transports[after.turn % 2 === 1 ? 'odd' : 'even']);
    if (['V.B.2', 'V.B.3', 'V.B.4', 'VI'].includes(after.step)) expect(atSea).toBe(0);
    for (const air of after.forces[side].air) {
      if (air.status === 'search') expect(air.zone).not.toBeNull();
    }
    const them = side === 'US' ? 'Japanese' : 'US';
    const seen = new Set(after.found.filter((f) => f.side === them).map((f) => f.zone));
    for (const unit of game.viewFor(after, side).forces[them].naval) {
      expect(unit.assignedTo).toBeNull();
      if (unit.zone !== null) expect(seen.has(unit.zone)).toBe(true);
    }
  }
}

interface Real {
  state: ShoestringGameState;
  readonly actions: ShoestringActionInput[];
}

class Act implements fc.Command<object, Real> {
  constructor(
    readonly pick: number,
    readonly wrong: number,
  ) {}
  check(): boolean {
    return true;
  }
  run(_model: object, real: Real): void {
    if (real.state.over) return;
    const before = deepFreeze(structuredClone(real.state)) as ShoestringGameState;
    const all = candidates(before, this.pick);
    const verdicts = all.map((a) => ({ action: a, checked: game.check(before, a) }));
    const legal = verdicts.filter((v) => v.checked.legal).map((v) => v.action);
    const illegal = verdicts.filter((v) => !v.checked.legal).map((v) => v.action);
    expect(legal.length).toBeGreaterThan(0);
    if (illegal.length > 0) {
      const refused = illegal[this.wrong % illegal.length] as ShoestringActionInput;
      const checked = game.check(before, refused);
      const code = checked.legal ? 'none' : checked.error.code;
      // Refused for a rule (ILLEGAL_ACTION), a bad action (INVALID_INPUT) or a base-game table
      // not given (MISSING_TABLE): apply throws exactly what check answered.
      expect(['ILLEGAL_ACTION', 'INVALID_INPUT', 'MISSING_TABLE']).toContain(code);
      expect(() => game.apply(before, refused)).toThrow(expect.objectContaining({ code }));
    }
    const nonAdvance = legal.filter((a) => a.type !== 'advance');
    // The variant's own steps act more often than the base game's reporting steps.
    const own = ['I.A.4', 'II.A.1', 'II.A.2', 'II.B.1', 'V.A.1'].includes(before.step);
    const act = own ? this.pick % 3 !== 0 : this.pick % 3 === 0;
    const chosen =
      !act || nonAdvance.length === 0
        ? (legal.find((a) => a.type === 'advance') ?? (legal[0] as ShoestringActionInput))
        : (nonAdvance[this.pick % nonAdvance.length] as ShoestringActionInput);
    const applied = game.apply(before, chosen);
    const after = applied.state;
    if (after.forces.US.transportPoints.zones.length + after.forces.Japanese.transportPoints.zones.length > 0)
      reached.add('transports at sea');
    checkInvariants(before, after);
    expectTrustworthyStep(game, before, all, this.pick, chosen, applied);
    expectLegalActions(game, before, legal as never, { unlisted: UNLISTED, covered: sameMenu, pick: this.pick });
    real.state = after;
    real.actions.push(chosen);
  }
  toString(): string {
    return `act(${this.pick}, ${this.wrong})`;
  }
}

/** States the random play reached that no event names. */
const reached = new Set<string>();

describe('Shoestring game: random legal play over several turns (fast-check commands)', () => {
  const seen = new Set<string>();
  const turns: number[] = [];
  it('keeps its invariants after every action and replays to the same state', { timeout: 90_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.commands([fc.tuple(fc.nat(), fc.nat()).map(([pick, wrong]) => new Act(pick, wrong))], {
          maxCommands: 120,
          size: 'max',
        }),
        (seed, commands) => {
          const initial = createShoestringGame(smallGame(seed, 4));
          const real: Real = { state: initial, actions: [] };
          fc.modelRun(() => ({ model: {}, real }), commands);
          expect(game.replay(initial, real.actions).state).toEqual(real.state);
          for (const events of game.replay(initial, real.actions).events) for (const e of events) seen.add(e.type);
          turns.push(real.state.turn);
        },
      ),
      { numRuns: 8, endOnFailure: true, seed: 20_261_124 },
    );
    // The random play reaches the variant's own steps, not only the sequence of play.
    for (const type of [
      'naval-assignment',
      'placed',
      'air-search',
      'patrol-extension',
      'step',
      'supply-transported',
      'supply-determined',
    ])
      expect(seen).toContain(type);
    expect(reached).toContain('transports at sea');
    expect(Math.max(...turns)).toBeGreaterThanOrEqual(2);
  });

  it('plays alike with hostile names: units named after Object.prototype members', () => {
    const names = new Map([
      ['San Francisco', '__proto__'],
      ['Helena', 'constructor'],
      ['Kirishima', 'toString'],
      ['Chokai', 'valueOf'],
      ['VMSB-231', 'hasOwnProperty'],
      ['Betty-1', '__proto__'],
    ]);
    expectHostileNamesPlayAlike({
      game,
      names,
      initial: (seed) => createShoestringGame(smallGame(seed, 2)),
      real: (initial) => ({ state: initial as ShoestringGameState, actions: [] }) as Real,
      model: () => ({}),
      command: fc.tuple(fc.nat(), fc.nat()).map(([pick, wrong]) => new Act(pick, wrong)),
      maxCommands: 60,
      numRuns: 3,
    });
  });
});
