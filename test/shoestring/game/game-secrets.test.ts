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
