import { describe, expect, it } from 'vitest';
import type { ShoestringActionInput, ShoestringGameState } from '../../../src/shoestring/index.js';
import { createShoestringGame, shoestringGame } from '../../../src/shoestring/index.js';
import { expectSameAnswers } from '../../game/trust.js';
import { advanceTo, play, smallGame } from './game-fixtures.js';

const game = shoestringGame;

/** Turn 1 played to II.A.1 with the Japanese assignment and placement given. */
function secretly(
  odd: string[],
  zone: string,
): { state: ShoestringGameState; events: ReturnType<typeof game.apply>['events'][] } {
  let state = advanceTo(createShoestringGame(smallGame(3)), 'I.A.4');
  const events: ReturnType<typeof game.apply>['events'][] = [];
  const act = (action: ShoestringActionInput) => {
    const applied = game.apply(state, action);
    events.push(applied.events);
    state = applied.state;
  };
  act({ type: 'roll-battleship-commitment', side: 'Japanese' });
  act({ type: 'assign-naval-units', side: 'US', odd: ['San Francisco'], even: [] });
  act({ type: 'assign-naval-units', side: 'Japanese', odd, even: [] });
  state = advanceTo(state, 'II.A.1');
  act({ type: 'place-naval-units', side: 'US', placements: [{ unit: 'San Francisco', zone: 'The Slot' }] });
  act({ type: 'place-naval-units', side: 'Japanese', placements: odd.map((unit) => ({ unit, zone })) });
  return { state, events };
}

describe('Shoestring: the other side cannot tell one side\u2019s secret choices apart (I.A.4, II.A.1)', () => {
  const one = secretly(['Chokai'], 'The Slot');
  const two = secretly(['Ayanami'], 'Indispensable Strait');

  it('the U.S. view, events and pending list are identical whatever the Japanese assigned and placed', () => {
    expect(one.state.forces.Japanese).not.toEqual(two.state.forces.Japanese);
    expect(game.viewFor(one.state, 'US')).toEqual(game.viewFor(two.state, 'US'));
    expect(one.events.map((e) => game.eventsFor(e, 'US'))).toEqual(two.events.map((e) => game.eventsFor(e, 'US')));
    expect(game.pending(one.state, 'US')).toEqual(game.pending(two.state, 'US'));
    // The Japanese player sees its own choices.
    expect(game.viewFor(one.state, 'Japanese')).not.toEqual(game.viewFor(two.state, 'Japanese'));
  });

  it('every U.S. action gets the same answer in both games', () => {
    const actions: ShoestringActionInput[] = [
      { type: 'advance', side: 'US' },
      { type: 'air-search', side: 'US', zone: 'The Slot' },
      { type: 'assign-search-bombers', side: 'US', bombers: [{ unit: 'VMSB-231', zone: 'The Slot' }] },
      { type: 'report-naval-result', side: 'Japanese', unit: 'Chokai', result: 'damaged' },
    ];
    expectSameAnswers(game, one.state, two.state, actions);
  });

  it('an air search that finds a side tells the finder only how many ship counters, carriers among them (II.B.1)', () => {
    for (let seed = 1; seed < 60; seed++) {
      let state = advanceTo(
        { ...secretly(['Chokai', 'Kirishima'], 'The Slot').state, dice: createShoestringGame(smallGame(seed)).dice },
        'II.B.1',
      );
      state = play(state, { type: 'air-search', side: 'US', zone: 'The Slot' });
      if (state.found.length === 0) continue;
      const view = game.viewFor(state, 'US');
      expect(view.found).toEqual([{ zone: 'The Slot', side: 'Japanese', ships: 2, carriers: 0, transportPoints: 0 }]);
      expect(view.forces.Japanese.naval.every((u) => u.zone === null)).toBe(true);
      return;
    }
    throw new Error('no seed found the Japanese');
  });
});

/**
 * Turn 1 to its V.A.1 with Chokai assigned to it and placed in The Slot, its patrol
 * extension attempted; then on to `step` of turn 2, recording what the U.S. is sent.
 */
function extensionPlayed(seed: number) {
  let state = advanceTo(createShoestringGame(smallGame(seed)), 'I.A.4');
  state = play(
    state,
    { type: 'assign-naval-units', side: 'US', odd: [], even: [] },
    { type: 'assign-naval-units', side: 'Japanese', odd: ['Chokai'], even: [] },
  );
  state = advanceTo(state, 'II.A.1');
  state = play(state, {
    type: 'place-naval-units',
    side: 'Japanese',
    placements: [{ unit: 'Chokai', zone: 'The Slot' }],
  });
  state = advanceTo(state, 'V.A.1');
  const before = state;
  const attempt = game.apply(state, { type: 'extend-patrol', side: 'Japanese', zone: 'The Slot', units: ['Chokai'] });
  const outcome = game.eventsFor(attempt.events, 'Japanese')[0]?.data.outcome;
  const toUs = game.eventsFor(attempt.events, 'US');
  state = attempt.state;
  const sent: unknown[] = [];
  const advance = (side: 'US' | 'Japanese') => {
    const applied = game.apply(state, { type: 'advance', side });
    sent.push(...game.eventsFor(applied.events, 'US'));
    state = applied.state;
  };
  for (let i = 0; i < 200 && !(state.turn === 2 && state.step === 'V.B.4'); i++) {
    for (const side of ['US', 'Japanese'] as const) {
      if (state.step === 'II.A.1' && !state.forces[side].placed) {
        state = play(state, { type: 'place-naval-units', side, placements: [] });
      }
      if (state.step === 'I.A.4' && !state.forces[side].assigned) {
        state = play(state, { type: 'assign-naval-units', side, odd: [], even: [] });
      }
    }
    const at = `${state.turn} ${state.step}`;
    advance('US');
    // A step that waits for both sides moves on when the Japanese are done too.
    if (`${state.turn} ${state.step}` === at) advance('Japanese');
  }
  return { before, attempt: attempt.state, outcome, toUs, sent, state };
}

describe('Shoestring ruling: who sees a patrol extension (N18.7, V.A.1, V.B.4)', () => {
  it('the attempt and its result are the extending side\u2019s note; a success shows when the ship goes to the repair track', () => {
    const seen = { Extend: 0, other: 0 };
    for (let seed = 1; seed <= 20; seed++) {
      const run = extensionPlayed(seed);
      // V.A.1: the U.S. is sent nothing and its view is as it was (the note is the Japanese player's).
      expect(run.toUs).toEqual([]);
      expect(game.viewFor(run.attempt, 'US')).toEqual(game.viewFor(run.before, 'US'));
      const onTrack = run.sent.filter((e) => (e as { type: string }).type === 'to-repair-track');
      const chokai = game.viewFor(run.state, 'US').forces.Japanese.naval.find((u) => u.id === 'Chokai');
      if (run.outcome === 'Extend') {
        seen.Extend++;
        // V.B.4 of the even turn: the ship is placed on the Naval Repair Track, which both players see.
        expect(onTrack.map((e) => (e as { data: unknown }).data)).toEqual([
          { side: 'Japanese', unit: 'Chokai', box: '1 wk' },
        ]);
        expect(chokai?.repair).toBe('1 wk');
      } else {
        seen.other++;
        // A failed extension: the ship went home at V.B.3 of turn 1; nothing ever tells the U.S.
        expect(onTrack).toEqual([]);
        expect(chokai?.repair).toBe(null);
      }
    }
    expect(seen.Extend).toBeGreaterThan(0);
    expect(seen.other).toBeGreaterThan(0);
  });
});
