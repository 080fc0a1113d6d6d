import { describe, expect, it } from 'vitest';
import {
  type BattleActionInput,
  type BattleSetup,
  type BattleState,
  firepowerBattle,
} from '../../../src/firepower/index.js';
import { twoSquadronsASide } from './battle-fixtures.js';
import { inSegmentD, refusal, started } from './battle-steps.js';

const game = firepowerBattle;

function withAircraft(seed: number, timeOfDay: 'daylight' | 'night' = 'daylight'): BattleSetup {
  const setup = twoSquadronsASide(seed);
  const [a, b] = setup.fleets;
  return {
    ...setup,
    agreed: { timeOfDay, weather: 'good' },
    fleets: [
      {
        ...a,
        aircraft: [
          { name: 'VT-8', class: 'TB', nationality: 'American', wave: 1 },
          { name: 'VF-3', class: 'AS', nationality: 'American', wave: 1 },
        ],
      },
      { ...b, aircraft: [{ name: 'Kamikaze-1', class: 'KM', nationality: 'Japanese', wave: 1 }] },
    ],
  };
}

/** The set-up's battle at player A's segment D of turn 1. */
function toSegmentD(setup: BattleSetup): BattleState {
  return inSegmentD(started(setup));
}

/** Throws for wave 1 turn after turn (each player's turn) until it arrives for player A. */
function arrived(state: BattleState): BattleState {
  let current = state;
  for (let i = 0; i < 60; i++) {
    if (current.fleets[0]?.aircraft.every((s) => s.status === 'on-table')) return current;
    if (current.active === 'A' && current.segment === 'D' && !current.wavesThrown.includes(1)) {
      current = game.apply(current, { type: 'wave-arrival', side: 'A', wave: 1 }).state;
      continue;
    }
    const side = current.active ?? 'A';
    const untested = current.fleets
      .find((f) => f.side === side)
      ?.squadrons.find((s) => !s.hasFleetFlagship && !current.controlTested.includes(s.name));
    const action: BattleActionInput =
      current.segment === 'A' && untested !== undefined
        ? { type: 'test-control', side, squadron: untested.name }
        : { type: 'end-segment', side };
    current = game.apply(current, action).state;
  }
  throw new Error('wave 1 never arrived');
}

describe('Firepower battle: aircraft waves', () => {
  it('a wave waits until its arrival throw, then flies 18" a turn and attacks within 4" after the target\u2019s AA', () => {
    const start = toSegmentD(withAircraft(5));
    expect(start.fleets[0]?.aircraft.map((s) => s.status)).toEqual(['waiting', 'waiting']);
    expect(refusal(start, { type: 'move-aircraft', side: 'A', stand: 'VT-8', distanceInches: 5 }).rule).toBe(
      'Aeroplane Actions',
    );
    const state = arrived(start);
    expect(refusal(state, { type: 'move-aircraft', side: 'A', stand: 'VT-8', distanceInches: 18.5 }).rule).toBe(
      'Aeroplane Actions',
    );
    const flown = game.apply(state, { type: 'move-aircraft', side: 'A', stand: 'VT-8', distanceInches: 18 }).state;
    expect(
      refusal(flown, { type: 'air-attack', side: 'A', stand: 'VT-8', target: 'Kirishima', distanceInches: 5 }).rule,
    ).toBe('Aeroplane Actions');
    expect(
      refusal(flown, { type: 'air-attack', side: 'A', stand: 'VF-3', target: 'Kirishima', distanceInches: 4 }).rule,
    ).toBe('Matrix 12');
    const attack = game.apply(flown, {
      type: 'air-attack',
      side: 'A',
      stand: 'VT-8',
      target: 'Kirishima',
      distanceInches: 4,
    });
    expect(attack.events[0]?.type).toBe('anti-aircraft');
    expect(attack.state.aaDiceUsed.find((e) => e.ship === 'Kirishima')?.dice).toBeGreaterThan(0);
    expect(
      refusal(attack.state, { type: 'air-attack', side: 'A', stand: 'VT-8', target: 'Atago', distanceInches: 4 })
        .message,
    ).toMatch(/fought this turn|not on table/);
  });

  it('no aircraft act at night', () => {
    const state = toSegmentD(withAircraft(5, 'night'));
    expect(refusal(state, { type: 'wave-arrival', side: 'A', wave: 1 }).message).toContain('night');
  });

  it('a kamikaze that hits is removed', () => {
    for (let seed = 1; seed < 80; seed++) {
      let state = arrived(toSegmentD(withAircraft(seed)));
      // Hand the turn to B and bring its kamikaze on.
      while (state.active === 'A') state = game.apply(state, { type: 'end-segment', side: 'A' }).state;
      const untested = () => !state.controlTested.includes('Screen');
      if (untested()) state = game.apply(state, { type: 'test-control', side: 'B', squadron: 'Screen' }).state;
      for (const _ of [1, 2, 3]) state = game.apply(state, { type: 'end-segment', side: 'B' }).state;
      state = game.apply(state, { type: 'wave-arrival', side: 'B', wave: 1 }).state;
      if (state.fleets[1]?.aircraft[0]?.status !== 'on-table') continue;
      const attack = game.apply(state, {
        type: 'air-attack',
        side: 'B',
        stand: 'Kamikaze-1',
        target: 'Walke',
        distanceInches: 0,
      });
      const hit = attack.events.find((e) => e.type === 'air-attack');
      if (hit === undefined || hit.data.level === '-') continue;
      expect(attack.state.fleets[1]?.aircraft[0]?.status).toBe('removed');
      return;
    }
    throw new Error('no seed gave a kamikaze hit');
  });
});
