import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BattleActionInput,
  type BattleSetup,
  type BattleState,
  battleStateSchema,
  createBattle,
  firepowerBattle,
} from '../../../src/firepower/index.js';
import { deepFreeze } from '../../../src/index.js';
import { expectHostileNamesPlayAlike, expectLegalActions, expectTrustworthyStep } from '../../game/trust.js';
import { candidateActions } from './battle-driver.js';
import { twoSquadronsASide } from './battle-fixtures.js';

const game = firepowerBattle;

/** The system under test: the current state and the actions applied so far. */
interface Real {
  state: BattleState;
  readonly initial: BattleState;
  readonly actions: BattleActionInput[];
}
type Model = { steps: number };

const setup = (seed: number, night: boolean): BattleSetup => {
  const base = twoSquadronsASide(seed);
  const [a, b] = base.fleets;
  return {
    ...base,
    // Special effects (optional) on in every battle: the random play reaches them.
    rules: { optional: { specialEffects: true } },
    ...(night ? { agreed: { timeOfDay: 'night', weather: 'good' } as const } : {}),
    fleets: [
      { ...a, aircraft: [{ name: 'VT-8', class: 'TB', nationality: 'American', wave: 1 }] },
      { ...b, aircraft: [{ name: 'Zero-1', class: 'AS', nationality: 'Japanese', wave: 1 }] },
    ],
  };
};

const shipsOf = (state: BattleState) => state.fleets.flatMap((f) => f.squadrons.flatMap((s) => s.ships));

/** Invariants that hold after every action. */
function checkInvariants(before: BattleState, after: BattleState): void {
  expect(battleStateSchema.parse(after)).toEqual(after);
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  expect(after.turn).toBeGreaterThanOrEqual(before.turn);
  expect(after.dice.rolls).toBeGreaterThanOrEqual(before.dice.rolls);
  expect(after.phase === 'over').toBe(after.endedBy !== null);
  if (after.endedBy !== null && after.endedBy !== 'turn-limit') expect(after.winner).not.toBe(null);
  for (const ship of shipsOf(before).filter((s) => s.hasFired)) {
    expect(shipsOf(after).find((s) => s.name === ship.name)?.hasFired).toBe(true);
  }
  for (const fleet of after.fleets) {
    for (const squadron of fleet.squadrons) {
      if (squadron.brokenOff) expect(squadron.movementOrder).toBe('break-off');
      if (!squadron.underControl) {
        for (const ship of squadron.ships.filter((s) => s.status === 'afloat' || s.status === 'left-formation')) {
          expect(ship.ownInitiative).toBe(true);
        }
      }
    }
  }
  for (const marker of after.torpedoes) expect(marker.movedThisTurn).toBeLessThanOrEqual(marker.speedInches);
  for (const turn of after.standTurns) expect(turn.movedInches).toBeLessThanOrEqual(18);
  for (const side of ['A', 'B'] as const) {
    const view = game.viewFor(after, side);
    expect(view.falseModels.every((m) => m.side === side)).toBe(true);
    const hidden = after.falseModels.filter((m) => m.side !== side).map((m) => m.id);
    for (const id of hidden) expect(JSON.stringify(view)).not.toContain(id);
  }
}

class Act implements fc.Command<Model, Real> {
  constructor(
    readonly pick: number,
    readonly wrong: number,
  ) {}
  check(): boolean {
    return true;
  }
  run(model: Model, real: Real): void {
    if (real.state.phase === 'over') return;
    const before = deepFreeze(structuredClone(real.state)) as BattleState;
    const candidates = candidateActions(before);
    const verdicts = candidates.map((a) => ({ action: a, checked: game.check(before, a) }));
    const legal = verdicts.filter((v) => v.checked.legal).map((v) => v.action);
    const illegal = verdicts.filter((v) => !v.checked.legal).map((v) => v.action);
    expect(legal.length).toBeGreaterThan(0);
    if (illegal.length > 0) {
      const refused = illegal[this.wrong % illegal.length] as BattleActionInput;
      expect(() => game.apply(before, refused)).toThrow();
      try {
        game.apply(before, refused);
      } catch (error) {
        expect((error as { code?: string }).code).toBe('ILLEGAL_ACTION');
      }
    }
    const action = legal[this.pick % legal.length] as BattleActionInput;
    const applied = game.apply(before, action); // before is deep-frozen: apply never mutates its input
    const after = applied.state;
    checkInvariants(before, after);
    expectTrustworthyStep(game, before, candidates, this.pick, action, applied);
    expectLegalActions(game, before, legal as never, { unlisted: [], covered: sameUpToMenus, pick: this.pick });
    real.state = after;
    real.actions.push(action);
    model.steps++;
  }
  toString(): string {
    return `act(${this.pick}, ${this.wrong})`;
  }
}

/** Fields whose values the menus narrow (distances, turns, the situation the app reports). */
const MENU_FIELDS = new Set([
  'situation',
  'turnDirection',
  'targetSilhouetted',
  'torpedo',
  'toTargetInches',
  'leftTable',
]);

/** A legal action is covered when a listed one differs from it only in the menus' fields. */
function sameUpToMenus(candidate: { type: string }, listed: readonly { type: string }[]): boolean {
  const core = (action: object) =>
    JSON.stringify(
      Object.entries(game.actionSchema.parse(action) as object).filter(
        ([key, value]) => typeof value !== 'number' && !MENU_FIELDS.has(key),
      ),
    );
  const want = core(candidate);
  return listed.some((action) => core(action) === want);
}

describe('Firepower battle: random legal play (fast-check commands)', () => {
  it('keeps its invariants after every action, and replays to the same state', { timeout: 90_000 }, () => {
    const effects = new Set<number>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.boolean(),
        fc.commands([fc.tuple(fc.nat(), fc.nat()).map(([pick, wrong]) => new Act(pick, wrong))], {
          maxCommands: 100,
          size: 'max',
        }),
        (seed, night, commands) => {
          const initial = createBattle(setup(seed, night));
          const real: Real = { state: initial, initial, actions: [] };
          fc.modelRun(() => ({ model: { steps: 0 }, real }), commands);
          expect(game.replay(initial, real.actions).state).toEqual(real.state);
          for (const ship of shipsOf(real.state)) for (const effect of ship.damage.specialEffects) effects.add(effect);
        },
      ),
      { numRuns: 8, endOnFailure: true, seed: 20_261_124 },
    );
    // The battle plays the optional special effects out (they appear on ships' records).
    expect(effects.size).toBeGreaterThan(0);
  });

  it('plays alike with hostile names: ships, squadrons, stands and models named after Object.prototype members', () => {
    const names = new Map([
      ['Washington', '__proto__'],
      ['Kirishima', 'constructor'],
      ['Gato', 'toString'],
      ['I-15', 'valueOf'],
      ['ghost-1', 'hasOwnProperty'],
      ['BatDiv', '__proto__'],
      ['Screen', 'constructor'],
      ['VT-8', 'isPrototypeOf'],
    ]);
    expectHostileNamesPlayAlike({
      game,
      names,
      initial: (seed) => createBattle(setup(seed, false)),
      real: (initial) => ({ state: initial as BattleState, initial: initial as BattleState, actions: [] }) as Real,
      model: () => ({ steps: 0 }),
      command: fc.tuple(fc.nat(), fc.nat()).map(([pick, wrong]) => new Act(pick, wrong)),
      maxCommands: 60,
      numRuns: 3,
    });
  });
});
