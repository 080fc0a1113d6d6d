import { describe, expect, it } from 'vitest';
import { probabilityOf, scriptedDice } from '../../../src/index.js';
import {
  createSopacGame,
  mtbAttackOdds,
  mtbBaseStatus,
  resolveMtbAttack,
  type SopacActionInput,
  type SopacGameState,
  sopacGame,
} from '../../../src/sopac/index.js';
import { FOUR_TURNS, scenario, withAlliedSubmarine } from './game-fixtures.js';

const game = sopacGame;
const day: SopacActionInput = { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' };
const night: SopacActionInput = { type: 'end-turn', side: 'Allied', light: 'night', weather: 'Clear' };

function refused(state: SopacGameState, action: SopacActionInput) {
  const checked = game.check(state, action);
  if (checked.legal) throw new Error(`${action.type} was accepted`);
  return checked.error;
}

const run = (state: SopacGameState, actions: readonly SopacActionInput[]) => game.replay(state, actions);

describe('SOPAC: every rule the game holds is refereed (issue items 14–18)', () => {
  it('14. a target the torpedoes sank does not fire at the boats again (20.42)', () => {
    const attack = {
      attacks: [{ target: 'T', boats: 1, sinksAfter: 1 }],
      ships: [
        { id: 'T', fireDice: 1 },
        { id: 'E', fireDice: 0 },
      ],
      specialGunnery: true,
    };
    const r = resolveMtbAttack(attack, scriptedDice([4, 6, 1, 6, 6, 6]));
    expect(r.outcome.groups[0]).toMatchObject({ targetSunk: true, boatsLost: 0 });
    const odds = mtbAttackOdds({ ...attack, ships: [{ id: 'T', fireDice: 1 }] });
    // Once sunk, T never fires again: a boat is lost only to its first fire, before the torpedoes.
    const sunkButLost = probabilityOf(
      odds,
      (s) => s.groups[0]?.targetSunk === true && (s.groups[0]?.boatsLost ?? 0) > 0,
    );
    expect(sunkButLost).toEqual({ numerator: 0n, denominator: 1n });
  });

  it('15. sweeping follows detection: not in the detection turn, two full turns after it, and never a minefield laid since', () => {
    const detected = run(scenario(5, true), [day, { type: 'detect', side: 'Allied', ship: 'MADE-UP Sweeper' }]).state;
    const sweep: SopacActionInput = { type: 'sweep', side: 'Allied', ships: ['MADE-UP Sweeper'], across: 'B2' };
    expect(refused(detected, sweep).rule).toBe('19.63');
    expect(refused(run(detected, [day]).state, sweep).rule).toBe('19.63');
    const ready = run(detected, [day, day]).state;
    expect(game.check(ready, sweep).legal).toBe(true);
    // A minefield laid on that boundary after the detection is not among those swept.
    const late = {
      ...ready,
      logs: {
        ...ready.logs,
        Japanese: {
          ...ready.logs.Japanese,
          minefields: [{ id: 'J9.1', boundary: 'B1/B2', placed: ready.turn, activeFrom: ready.turn }],
        },
      },
    };
    for (let seed = 1; seed < 40; seed++) {
      const swept = game.apply({ ...late, dice: scenario(seed).dice }, sweep);
      expect(swept.state.logs.Japanese.minefields.map((m) => m.id)).toEqual(['J9.1']);
    }
  });

  it('16. boats go out in the Orders Phase, before fleets move; contact is rolled as an enemy fleet enters (20.21, 20.3)', () => {
    const dark = run(scenario(9), [night]).state;
    const deploy: SopacActionInput = {
      type: 'deploy-mtbs',
      side: 'Allied',
      base: 'MADE-UP Tulagi',
      flotillas: [{ id: 'PT-1', zone: 'B2', boats: 2, aces: 0 }],
    };
    const moved = run(dark, [{ type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'A1', speed: 1 }]).state;
    expect(refused(moved, deploy).message).toMatch(/Orders Phase/);
    const out = run(dark, [deploy]).state;
    // JML sits in B2: it has not entered the zone this turn, so no contact is rolled.
    expect(refused(out, { type: 'mtb-contact', side: 'Allied', flotilla: 'PT-1', fleet: 'JML' }).rule).toBe('20.3');
    const entered = run(out, [{ type: 'move-fleet', side: 'Japanese', fleet: 'JTF', to: 'B2', speed: 1 }]).state;
    expect(game.check(entered, { type: 'mtb-contact', side: 'Allied', flotilla: 'PT-1', fleet: 'JTF' }).legal).toBe(
      true,
    );
  });

  it('17. a map with SOPAC zone ids keeps 19.34\u2019s island zones and U32 coastal', () => {
    const map = (land: 'island' | 'coastal' | 'none', id: string) => ({
      zones: [
        { id, land, neighbours: ['X1'] },
        { id: 'X1', land: 'none' as const, neighbours: [id] },
      ],
    });
    const make = (m: ReturnType<typeof map>) => () =>
      createSopacGame({ seed: 1, light: 'day', weather: 'Clear', map: m, fleets: [], ships: [] });
    expect(make(map('coastal', 'K9'))).toThrow(/19.34 makes K9 an island zone/);
    expect(make(map('island', 'U32'))).toThrow(/19.34 makes U32 coastal/);
    expect(make(map('island', 'K9'))).not.toThrow();
  });

  it('18. events name the rule that acted, roll labels are not doubled, a game passes turn 1,000', () => {
    const moved = game.apply(scenario(3), { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'A1', speed: 1 });
    expect(moved.events[0]?.rule).toBe('Movement (base game)');
    const r = resolveMtbAttack(
      { attacks: [{ target: 'T', boats: 2 }], ships: [{ id: 'T', fireDice: 2 }], specialGunnery: false },
      scriptedDice([4, 1, 1, 1, 1, 1, 1]),
    );
    const labels = r.steps.flatMap((s) => s.rolls.map((roll) => roll.label));
    expect(labels.some((label) => label.includes('(pool) (pool)'))).toBe(false);
    const old = scenario(2);
    const late = { ...old, turn: 1_000, ships: old.ships.map((s) => ({ ...s, undisturbedTurns: 1_000 })) };
    const next = game.apply(late, day).state;
    expect(next.turn).toBe(1_001);
    expect(
      game.check(next, { type: 'lay-minefield', side: 'Japanese', ship: 'MADE-UP Tsugaru', across: 'B1' }).legal,
    ).toBe(true);
    expect(FOUR_TURNS).toHaveLength(4);
    // mtbBaseStatus as documented: hits still needed, 0 once the base is out.
    expect(mtbBaseStatus({ hits: 1, bombarded: true })).toEqual({
      serves: false,
      hitsToKnockOut: 0,
      reason: '20.71: bombarded',
    });
  });

  it('18. actions carry the players\u2019 choices: whose attackers a ship fires at, which own minefield a sweep removes', () => {
    const start = scenario(4);
    // Kako's owner orders Yubari to fire at Kako's attackers, and the order is its own secret.
    const ordered = game.apply(start, {
      type: 'set-fire-orders',
      side: 'Japanese',
      ship: 'MADE-UP Yubari',
      firesAt: 'MADE-UP Kako',
    });
    expect(ordered.state.ships.find((s) => s.id === 'MADE-UP Yubari')?.firesAt).toBe('MADE-UP Kako');
    expect(game.eventsFor(ordered.events, 'Allied')).toEqual([]);
    expect(
      refused(start, { type: 'set-fire-orders', side: 'Japanese', ship: 'MADE-UP Yubari', firesAt: 'MADE-UP Cruiser' })
        .rule,
    ).toBe('20.42');
    expect(
      refused(start, { type: 'set-fire-orders', side: 'Allied', ship: 'MADE-UP Yubari', firesAt: null }).code,
    ).toBe('ILLEGAL_ACTION');
    // Naming an enemy minefield to sweep is refused: they look alike to the sweeper.
    const detected = run(scenario(5, true), [
      day,
      { type: 'detect', side: 'Allied', ship: 'MADE-UP Sweeper' },
      day,
      day,
    ]).state;
    const named: SopacActionInput = {
      type: 'sweep',
      side: 'Allied',
      ships: ['MADE-UP Sweeper'],
      across: 'B2',
      minefield: 'M1.2',
    };
    expect(refused(detected, named).message).toMatch(/look alike/);
  });

  it('18. which minefield is revealed to submarines is its owner\u2019s choice (19.24)', () => {
    const base = withAlliedSubmarine(scenario(6, true));
    const state: SopacGameState = {
      ...base,
      turn: 2,
      logs: {
        ...base.logs,
        Japanese: {
          ...base.logs.Japanese,
          minefields: [...base.logs.Japanese.minefields, { id: 'M1.3', boundary: 'B2/B3', placed: 0, activeFrom: 1 }],
        },
      },
    };
    const attacked = game.apply(state, {
      type: 'submarine-mines',
      side: 'Allied',
      zone: 'B2',
      subs: ['MADE-UP Sub'],
    }).state;
    expect(game.pending(attacked)).toEqual([
      expect.objectContaining({ side: 'Japanese', actions: ['reveal-minefield'] }),
    ]);
    expect(refused(attacked, day).rule).toBe('19.24');
    expect(refused(attacked, { type: 'reveal-minefield', side: 'Japanese', boundary: 'A1/B1' }).rule).toBe('19.24');
    const shown = game.apply(attacked, { type: 'reveal-minefield', side: 'Japanese', boundary: 'B2/B3' }).state;
    expect(shown.reveal).toBe(null);
    expect(shown.known.Allied.boundaries.map((b) => b.boundary)).toEqual(['B2/B3']);
  });
});
