import { describe, expect, it } from 'vitest';
import { type WarAtSeaActionInput, type WarAtSeaGameState, warAtSeaGame } from '../../../src/war-at-sea/index.js';
import { CRUISER, landingGame, TRANSPORT } from './game-fixtures.js';

const game = warAtSeaGame;

function run(state: WarAtSeaGameState, actions: readonly WarAtSeaActionInput[]): WarAtSeaGameState {
  return actions.reduce((s, a) => game.apply(s, a).state, state);
}
const advance: WarAtSeaActionInput = { type: 'advance', side: 'Allies' };
/** Both sides pass: the phase ends (Sequence of Play). */
const bothPass: readonly WarAtSeaActionInput[] = [advance, { type: 'advance', side: 'Axis' }];
const toPhase = (state: WarAtSeaGameState, phase: string) => {
  let s = state;
  while (s.phase !== phase) s = run(s, bothPass);
  return s;
};
const refusal = (state: WarAtSeaGameState, action: WarAtSeaActionInput) => {
  const checked = game.check(state, action);
  if (checked.legal) throw new Error('expected a refusal');
  return { code: checked.error.code, rule: checked.error.rule, message: checked.error.message };
};

describe('War at Sea game: the rules it enforces', () => {
  const sea = toPhase(landingGame(), 'Sea Movement');

  it('Sequence of Play: a phase ends only when both sides have passed since its last action', () => {
    const passed = game.apply(sea, advance);
    expect(passed.events.map((e) => e.type)).toEqual(['passed']);
    expect(passed.state).toMatchObject({ phase: 'Sea Movement', passed: 'Allies' });
    expect(game.pending(passed.state).map((p) => p.side)).toEqual(['Axis']);
    expect(refusal(passed.state, advance)).toMatchObject({
      code: 'ILLEGAL_ACTION',
      rule: "Passing (the library's reading)",
    });
    expect(refusal(passed.state, { type: 'load', side: 'Allies', unit: 'AP-1', count: 1 }).message).toMatch(
      /the Allies passed in this Sea Movement phase/,
    );
    // The Axis loads: the phase is open to both again, and the Allies may still load.
    const acted = run(passed.state, [{ type: 'load', side: 'Axis', unit: 'XP-1', count: 1 }]);
    expect(acted.passed).toBeNull();
    expect(game.pending(acted).map((p) => p.side)).toEqual(['Allies', 'Axis']);
    expect(game.check(acted, { type: 'load', side: 'Allies', unit: 'AP-1', count: 1 })).toEqual({ legal: true });
    // The Allies' earlier pass no longer counts: the Axis passing alone does not end the phase.
    const axisPassed = run(acted, [{ type: 'advance', side: 'Axis' }]);
    expect(axisPassed).toMatchObject({ phase: 'Sea Movement', passed: 'Axis' });
    const ended = game.apply(axisPassed, advance);
    expect(ended.state).toMatchObject({ phase: 'Air Mission', passed: null });
    expect(ended.events.map((e) => e.type)).toEqual(['passed', 'phase']);
  });

  it('Loading/Unloading: only in the deployment area, before moving, within capacity', () => {
    const moved = run(sea, [{ type: 'move', side: 'Allies', unit: 'AP-1', sector: 'C3' }]);
    expect(refusal(moved, { type: 'load', side: 'Allies', unit: 'AP-1', count: 1 }).rule).toBe('Loading/Unloading');
    expect(refusal(sea, { type: 'load', side: 'Allies', unit: 'AP-1', count: 3 }).rule).toBe('Ship Capacity');
    expect(refusal(sea, { type: 'load', side: 'Allies', unit: 'CA-1', count: 1 }).rule).toBe('Ship Capacity');
    expect(refusal(toPhase(sea, 'Air Mission'), { type: 'load', side: 'Allies', unit: 'AP-1', count: 1 }).rule).toBe(
      'Loading/Unloading',
    );
  });

  it('unloading only at an island in the unit\u2019s sector, and it ends the unit\u2019s movement', () => {
    const loaded = run(sea, [{ type: 'load', side: 'Allies', unit: 'AP-1', count: 2 }]);
    expect(
      refusal(loaded, { type: 'unload', side: 'Allies', unit: 'AP-1', island: 'MADE-UP atoll', count: 1 }).rule,
    ).toBe('Loading/Unloading');
    const there = run(loaded, [
      { type: 'move', side: 'Allies', unit: 'AP-1', sector: 'C3' },
      { type: 'unload', side: 'Allies', unit: 'AP-1', island: 'MADE-UP atoll', count: 1 },
    ]);
    expect(there.islands[0]?.troops.Allies).toEqual([{ id: 'Allies-1', damage: 0 }]);
    expect(refusal(there, { type: 'move', side: 'Allies', unit: 'AP-1', sector: 'D4' }).code).toBe('ILLEGAL_ACTION');
  });

  it('a unit that unloaded makes only anti-air attacks; ships attack troops only with gunnery', () => {
    let s = run(sea, [
      { type: 'load', side: 'Axis', unit: 'XP-1', count: 1 },
      { type: 'move', side: 'Axis', unit: 'XP-1', sector: 'C3' },
      { type: 'unload', side: 'Axis', unit: 'XP-1', island: 'MADE-UP atoll', count: 1 },
      { type: 'move', side: 'Allies', unit: 'CA-1', sector: 'C3' },
    ]);
    s = toPhase(s, 'Surface Attack');
    const troops = { island: 'MADE-UP atoll', side: 'Axis' as const, counter: 'Axis-1' };
    expect(
      game.check(s, { type: 'attack', side: 'Allies', unit: 'CA-1', attack: 'gunnery', range: 0, target: troops }),
    ).toEqual({
      legal: true,
    });
    expect(
      refusal(s, { type: 'attack', side: 'Allies', unit: 'CA-1', attack: 'anti-air', range: 0, target: troops }).rule,
    ).toBe('Attack');
    expect(
      refusal(s, { type: 'attack', side: 'Axis', unit: 'XP-1', attack: 'anti-air', range: 0, target: { unit: 'CA-1' } })
        .rule,
    ).toBe('Attack');
    const unloaded = { ...s, units: s.units.map((u) => (u.id === 'CA-1' ? { ...u, unloaded: true } : u)) };
    expect(
      refusal(unloaded, { type: 'attack', side: 'Allies', unit: 'CA-1', attack: 'gunnery', range: 0, target: troops })
        .rule,
    ).toBe('Loading/Unloading');
    expect(
      refusal(s, { type: 'attack', side: 'Allies', unit: 'CA-1', attack: 'gunnery', range: 3, target: troops }).rule,
    ).toBe('Attack'); // the card prints no gunnery at range 3
  });

  it('troops of both sides on an island must fight before Infantry Combat ends', () => {
    let s = run(sea, [
      { type: 'load', side: 'Axis', unit: 'XP-1', count: 1 },
      { type: 'load', side: 'Allies', unit: 'AP-1', count: 1 },
      { type: 'move', side: 'Axis', unit: 'XP-1', sector: 'C3' },
      { type: 'move', side: 'Allies', unit: 'AP-1', sector: 'C3' },
      { type: 'unload', side: 'Axis', unit: 'XP-1', island: 'MADE-UP atoll', count: 1 },
      { type: 'unload', side: 'Allies', unit: 'AP-1', island: 'MADE-UP atoll', count: 1 },
    ]);
    s = toPhase(s, 'Infantry Combat');
    expect(refusal(s, advance).rule).toBe('Troop vs. Troop Combat');
    s = game.apply(s, { type: 'infantry-combat', side: 'Axis', island: 'MADE-UP atoll' }).state;
    expect(refusal(s, { type: 'infantry-combat', side: 'Axis', island: 'MADE-UP atoll' }).rule).toBe(
      'Troop vs. Troop Combat',
    );
    expect(game.check(s, advance)).toEqual({ legal: true });
  });

  it('Rescue Operations: troops aboard a unit destroyed beside a friendly rescuer may be saved, beyond capacity', () => {
    let s = run(sea, [
      { type: 'load', side: 'Allies', unit: 'AP-1', count: 2 },
      { type: 'report-damage', side: 'Allies', unit: 'AP-1', destroyed: true },
    ]);
    expect(s.rescuable).toEqual([{ unit: 'AP-1', side: 'Allies', sector: 'south', troops: 2, age: 0 }]);
    expect(game.pending(s, 'Allies').find((p) => p.side === 'Allies')?.actions).toContain('rescue');
    expect(s.points.Axis.sunk).toBe(6);
    s = game.apply(s, { type: 'rescue', side: 'Allies', unit: 'AP-1', rescuer: 'CA-1' }).state;
    expect(s.rescuable).toEqual([]);
    const saved = s.units.find((u) => u.id === 'CA-1')?.troopsAboard ?? -1;
    expect([0, 1]).toContain(saved);
    const noRescuer = run(sea, [
      { type: 'move', side: 'Allies', unit: 'CA-1', sector: 'C3' },
      { type: 'load', side: 'Allies', unit: 'AP-1', count: 2 },
      { type: 'report-damage', side: 'Allies', unit: 'AP-1', destroyed: true },
    ]);
    expect(noRescuer.rescuable).toEqual([]);
  });

  it('troops waiting for rescue are lost, with an event, when the phase after their loss ends', () => {
    const waiting = run(sea, [
      { type: 'load', side: 'Allies', unit: 'AP-1', count: 1 },
      { type: 'report-damage', side: 'Allies', unit: 'AP-1', destroyed: true },
      ...bothPass,
    ]);
    // Lost during Sea Movement: the troops wait through the next phase (Air Mission).
    expect(waiting.rescuable).toEqual([{ unit: 'AP-1', side: 'Allies', sector: 'south', troops: 1, age: 1 }]);
    const gone = game.apply(run(waiting, [advance]), { type: 'advance', side: 'Axis' });
    expect(gone.state.rescuable).toEqual([]);
    expect(gone.events.find((e) => e.type === 'troops-lost')?.data).toEqual({ unit: 'AP-1', troops: 1 });
    expect(refusal(gone.state, { type: 'rescue', side: 'Allies', unit: 'AP-1', rescuer: 'CA-1' }).code).toBe(
      'ILLEGAL_ACTION',
    );
  });

  it('optional rule: a destroyed Auxiliary returns to its deployment area and still scores', () => {
    const start = { ...landingGame(), rules: { options: { auxiliaryReturns: true } } };
    const s = run(toPhase(start, 'Sea Movement'), [
      { type: 'move', side: 'Allies', unit: 'AP-1', sector: 'C3' },
      { type: 'report-damage', side: 'Allies', unit: 'AP-1', destroyed: true },
    ]);
    expect(s.units.find((u) => u.id === 'AP-1')).toMatchObject({ destroyed: false, sector: 'south', damage: 0 });
    expect(s.points.Axis.sunk).toBe(TRANSPORT.points);
  });

  it('Regroup removes troop damage at the end of the turn; a total equal to the target does not win', () => {
    let s = run(landingGame(3, 50), bothPass);
    s = run(s, [
      { type: 'load', side: 'Allies', unit: 'AP-1', count: 1 },
      { type: 'move', side: 'Allies', unit: 'AP-1', sector: 'C3' },
      { type: 'unload', side: 'Allies', unit: 'AP-1', island: 'MADE-UP atoll', count: 1 },
    ]);
    s = {
      ...s,
      islands: s.islands.map((i, n) =>
        n === 0 ? { ...i, troops: { Allies: [{ id: 'Allies-1', damage: 1 }], Axis: [] } } : i,
      ),
    };
    s = toPhase(s, 'End of Turn');
    s = run(s, bothPass);
    expect(s.islands[0]).toMatchObject({ troops: { Allies: [{ id: 'Allies-1', damage: 0 }] }, claimedBy: 'Allies' });
    expect(s.winners).toEqual([]); // 50 does not exceed 50
    expect(s.turn).toBe(2);
    expect(CRUISER.abilities).toContain('Bombard');
  });
});
