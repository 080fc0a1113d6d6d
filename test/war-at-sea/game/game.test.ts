import { describe, expect, it } from 'vitest';
import {
  type WarAtSeaActionInput,
  type WarAtSeaGameState,
  warAtSeaGame,
  warAtSeaGameStateSchema,
} from '../../../src/war-at-sea/index.js';
import { landingGame } from './game-fixtures.js';

const game = warAtSeaGame;

/** Plays actions from a state, keeping the log and every event type. */
function play(start: WarAtSeaGameState) {
  let state = start;
  const log: WarAtSeaActionInput[] = [];
  const events: { type: string; data: Record<string, unknown> }[] = [];
  const act = (action: WarAtSeaActionInput) => {
    const applied = game.apply(state, action);
    state = applied.state;
    log.push(action);
    events.push(...applied.events.map((e) => ({ type: e.type, data: { ...e.data } })));
    return applied;
  };
  /** Both sides pass: the phase ends (Sequence of Play). */
  const endPhase = () => {
    act({ type: 'advance', side: 'Allies' });
    act({ type: 'advance', side: 'Axis' });
  };
  const advanceTo = (phase: string) => {
    while (state.phase !== phase) endPhase();
  };
  return { act, advanceTo, endPhase, log, events, now: () => state };
}

describe('a landing played turn by turn through the game layer (seed 7)', () => {
  const start = landingGame(7, 40);
  const g = play(start);
  g.advanceTo('Sea Movement');
  g.act({ type: 'load', side: 'Allies', unit: 'AP-1', count: 2 });
  g.act({ type: 'load', side: 'Allies', unit: 'AP-2', count: 2 });
  g.act({ type: 'load', side: 'Axis', unit: 'XP-1', count: 2 });
  for (const unit of ['AP-1', 'AP-2', 'CA-1']) g.act({ type: 'move', side: 'Allies', unit, sector: 'C3' });
  g.act({ type: 'move', side: 'Axis', unit: 'XP-1', sector: 'C3' });
  g.act({ type: 'unload', side: 'Axis', unit: 'XP-1', island: 'MADE-UP atoll', count: 2 });
  g.act({ type: 'unload', side: 'Allies', unit: 'AP-1', island: 'MADE-UP atoll', count: 2 });
  g.act({ type: 'unload', side: 'Allies', unit: 'AP-2', island: 'MADE-UP atoll', count: 1 });
  const landed = g.now();
  g.advanceTo('Air Mission');
  g.act({ type: 'move', side: 'Axis', unit: 'VB-1', sector: 'C3' });
  g.advanceTo('Air Defense');
  g.act({ type: 'attack', side: 'Allies', unit: 'CA-1', attack: 'anti-air', range: 0, target: { unit: 'VB-1' } });
  g.advanceTo('Surface Attack');
  const gunfire = g.act({
    type: 'attack',
    side: 'Allies',
    unit: 'CA-1',
    attack: 'gunnery',
    range: 0,
    target: { island: 'MADE-UP atoll', side: 'Axis', counter: 'Axis-1' },
  });
  g.advanceTo('Infantry Combat');
  const afterGunfire = g.now();
  const fight = g.act({ type: 'infantry-combat', side: 'Allies', island: 'MADE-UP atoll' });
  g.advanceTo('End of Turn');
  g.endPhase();
  const end = g.now();

  it('loads in the deployment area, sails, and unloads at the island, partly', () => {
    expect(landed.islands[0]?.troops).toEqual({
      Allies: [
        { id: 'Allies-1', damage: 0 },
        { id: 'Allies-2', damage: 0 },
        { id: 'Allies-3', damage: 0 },
      ],
      Axis: [
        { id: 'Axis-1', damage: 0 },
        { id: 'Axis-2', damage: 0 },
      ],
    });
    expect(landed.units.find((u) => u.id === 'AP-2')?.troopsAboard).toBe(1);
    expect(landed.units.filter((u) => u.unloaded).map((u) => u.id)).toEqual(['AP-1', 'AP-2', 'XP-1']);
  });

  it('anti-air in Air Defense: the bomber is destroyed at the end of that phase, and scores nothing (the text counts ships sunk)', () => {
    expect(g.events).toContainEqual({
      type: 'destroyed',
      data: { unit: 'VB-1', points: 0, to: 'Allies', returnsToDeployment: false },
    });
  });

  it('naval gunfire with Bombard: 7 dice at range 0, one hull point at the end of Surface Attack', () => {
    const event = gunfire.events[0];
    expect(event?.resolution?.rolls).toHaveLength(7);
    expect(event?.data).toMatchObject({ effect: 'damage' });
    expect(afterGunfire.islands[0]?.troops.Axis).toEqual([
      { id: 'Axis-1', damage: 1 },
      { id: 'Axis-2', damage: 0 },
    ]);
  });

  it('infantry combat right after Surface Attack decides the island', () => {
    expect(fight.events[0]?.data).toEqual({ island: 'MADE-UP atoll', Allies: 2, Axis: 0, control: 'Allies' });
  });

  it('the end of the turn: Regroup, the claim, and victory by exceeding the target', () => {
    expect(end.islands[0]?.troops.Axis).toEqual([]);
    expect(end.islands[0]?.troops.Allies.map((c) => c.damage)).toEqual([0, 0]);
    expect(end.islands[0]?.claimedBy).toBe('Allies');
    expect(end.islands[1]?.claimedBy).toBeNull();
    expect(g.events).toContainEqual({
      type: 'victory-check',
      data: {
        turn: 1,
        totals: { Allies: 50, Axis: 0 },
        claims: [
          { island: 'MADE-UP atoll', claimedBy: 'Allies' },
          { island: 'MADE-UP reef', claimedBy: null },
        ],
        winners: ['Allies'],
      },
    });
    expect(end.winners).toEqual(['Allies']);
    expect(game.check(end, { type: 'advance', side: 'Axis' })).toMatchObject({ legal: false });
  });

  it('is plain JSON, valid, and replays exactly from its action log', () => {
    expect(warAtSeaGameStateSchema.parse(end)).toEqual(end);
    expect(JSON.parse(JSON.stringify(end))).toEqual(end);
    expect(game.replay(start, g.log).state).toEqual(end);
    const { dice: _dice, ...open } = end;
    expect(game.viewFor(end, 'Axis')).toEqual(open);
  });
});
