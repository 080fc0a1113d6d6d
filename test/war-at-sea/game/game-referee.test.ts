import { describe, expect, it } from 'vitest';
import {
  checkAttackOnTroops,
  checkVictory,
  claimObjectives,
  troopCapacity,
  type WarAtSeaActionInput,
  type WarAtSeaGameState,
  warAtSeaGame,
} from '../../../src/war-at-sea/index.js';
import { CRUISER, landingGame, TRANSPORT } from './game-fixtures.js';

const game = warAtSeaGame;
const advance: WarAtSeaActionInput = { type: 'advance', side: 'Allies' };
/** Both sides pass: the phase ends (Sequence of Play). */
const bothPass: readonly WarAtSeaActionInput[] = [advance, { type: 'advance', side: 'Axis' }];

function run(state: WarAtSeaGameState, actions: readonly WarAtSeaActionInput[]): WarAtSeaGameState {
  return actions.reduce((s, action) => game.apply(s, action).state, state);
}

function toPhase(state: WarAtSeaGameState, phase: WarAtSeaGameState['phase']): WarAtSeaGameState {
  let s = state;
  while (s.phase !== phase) s = run(s, bothPass);
  return s;
}

function refused(state: WarAtSeaGameState, action: WarAtSeaActionInput) {
  const checked = game.check(state, action);
  if (checked.legal) throw new Error(`${action.type} was accepted`);
  return checked.error;
}

/** Troops of both sides on the atoll, the cruiser beside them, at Surface Attack. */
function landed(): WarAtSeaGameState {
  const sea = toPhase(landingGame(7, 200), 'Sea Movement');
  const s = run(sea, [
    { type: 'load', side: 'Allies', unit: 'AP-1', count: 2 },
    { type: 'load', side: 'Axis', unit: 'XP-1', count: 2 },
    { type: 'move', side: 'Allies', unit: 'AP-1', sector: 'C3' },
    { type: 'move', side: 'Axis', unit: 'XP-1', sector: 'C3' },
    { type: 'move', side: 'Allies', unit: 'CA-1', sector: 'C3' },
    { type: 'unload', side: 'Allies', unit: 'AP-1', island: 'MADE-UP atoll', count: 2 },
    { type: 'unload', side: 'Axis', unit: 'XP-1', island: 'MADE-UP atoll', count: 2 },
  ]);
  return toPhase(s, 'Surface Attack');
}

const gunfire = (counter: string, extra: Partial<Extract<WarAtSeaActionInput, { type: 'attack' }>> = {}) =>
  ({
    type: 'attack',
    side: 'Allies',
    unit: 'CA-1',
    attack: 'gunnery',
    range: 0,
    target: { island: 'MADE-UP atoll', side: 'Axis', counter },
    ...extra,
  }) as const;

describe('War at Sea landing: every rule it holds is refereed (issue items 10–13)', () => {
  it('10. a unit attacks once in each phase it may attack in, unless its card prints an ability that grants more', () => {
    const s = landed();
    const once = game.apply(s, gunfire('Axis-1')).state;
    expect(refused(once, gunfire('Axis-1')).message).toMatch(/has attacked this phase/);
    expect(refused(once, gunfire('Axis-1', { grantedBy: 'Double Shot' })).message).toMatch(
      /does not print Double Shot/,
    );
    const granted = game.check(once, gunfire('Axis-2', { grantedBy: 'bombard' }));
    expect(granted.legal).toBe(true);
    // The phase's end clears the record: the unit attacks again in a later phase.
    expect(run(once, bothPass).units.find((u) => u.id === 'CA-1')?.attacked).toBe(false);
  });

  it('11. Bombard and Shore Support add dice for ships only', () => {
    expect(
      checkAttackOnTroops({ attacker: 'ship', type: 'gunnery', attackDice: 4, abilities: ['Bombard'] }),
    ).toMatchObject({
      attackDice: 6,
    });
    expect(
      checkAttackOnTroops({ attacker: 'aircraft', type: 'gunnery', attackDice: 4, abilities: ['Bombard'] }),
    ).toMatchObject({ attackDice: 4, extraDice: 0 });
  });

  it('12. troop counters have stable ids, are unlimited, islands are listed once, sides are checked, abilities read as printed', () => {
    const s = landed();
    expect(s.islands[0]?.troops.Axis.map((c) => c.id)).toEqual(['Axis-1', 'Axis-2']);
    // Counter Axis-2 keeps its id when Axis-1 is removed.
    const hurt = {
      ...s,
      islands: s.islands.map((i, n) =>
        n === 0 ? { ...i, troops: { ...i.troops, Axis: [{ id: 'Axis-2', damage: 0 }] } } : i,
      ),
    };
    expect(game.check(hurt, gunfire('Axis-2')).legal).toBe(true);
    expect(refused(hurt, gunfire('Axis-1')).message).toMatch(/no Axis troop counter Axis-1/);
    // Far more than 100 counters on one island is a valid state.
    const many = Array.from({ length: 250 }, (_, i) => ({ id: `Axis-${i + 1}`, damage: 0 }));
    const crowded = {
      ...s,
      islands: s.islands.map((i, n) => (n === 0 ? { ...i, troops: { ...i.troops, Axis: many } } : i)),
    };
    expect(game.viewFor(crowded, 'Axis').islands[0]?.troops.Axis).toHaveLength(250);
    const twice = [
      { id: 'X', troops: { Allies: 1, Axis: 0 } },
      { id: 'X', troops: { Allies: 1, Axis: 0 } },
    ];
    expect(() => claimObjectives(twice)).toThrow(/listed twice/);
    const sides = { Allies: { sunkEnemyValue: 0 }, Axis: { sunkEnemyValue: 0 } };
    expect(() => checkVictory({ target: 50, sides, islands: twice })).toThrow(/listed twice/);
    const infantry = toPhase(s, 'Infantry Combat');
    const empty = { ...infantry, islands: infantry.islands.map((i) => ({ ...i, troops: { ...i.troops, Axis: [] } })) };
    expect(refused(empty, { type: 'infantry-combat', side: 'Axis', island: 'MADE-UP atoll' }).message).toMatch(
      /no troops/,
    );
    expect(refused(s, { type: 'report-damage', side: 'Axis', unit: 'CA-1', damage: 1 }).message).toMatch(/owner/);
    expect(troopCapacity(['landing 10'])).toBe(troopCapacity(['Landing 10']));
    const lower = { ...TRANSPORT, abilities: ['landing 10'] };
    const start = landingGame(7, 200);
    const custom = { ...start, units: start.units.map((u) => (u.id === 'AP-1' ? { ...u, card: lower } : u)) };
    const sea = toPhase(custom, 'Sea Movement');
    expect(game.check(sea, { type: 'load', side: 'Allies', unit: 'AP-1', count: 2 }).legal).toBe(true);
  });

  it('13. a submarine does not shell troops: the text names ships and aircraft', () => {
    const s = landed();
    const submarine = { ...CRUISER, name: 'MADE-UP submarine', type: 'Submarine' };
    const sub = { ...s, units: s.units.map((u) => (u.id === 'CA-1' ? { ...u, card: submarine } : u)) };
    expect(refused(sub, gunfire('Axis-1')).rule).toBe('Naval Gunfire vs. Troop Combat');
  });
});
