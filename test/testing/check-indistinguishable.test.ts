import { describe, expect, it } from 'vitest';
import { createBattle, firepowerBattle } from '../../src/firepower/index.js';
import type { AnyGame } from '../../src/game/index.js';
import { isRulesError } from '../../src/index.js';
import { checkIndistinguishable } from '../../src/testing/index.js';
import { warAtSeaGame } from '../../src/war-at-sea/index.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';
import { landingGame } from '../war-at-sea/game/game-fixtures.js';

const battle = firepowerBattle as unknown as AnyGame;

describe('checkIndistinguishable', () => {
  it('finds nothing between two dealings of which Firepower contact is the real submarine', () => {
    const one = createBattle(twoSquadronsASide(1));
    const swap = (model: string) => (model === 'Gato' ? 'ghost-1' : model === 'ghost-1' ? 'Gato' : model);
    const two = { ...one, contacts: one.contacts.map((c) => ({ ...c, model: swap(c.model) })) };
    const actions = ['contact-1', 'contact-2', 'contact-3', 'Gato', 'ghost-1', 'Nobody'].map((target) => ({
      type: 'depth-charge',
      side: 'B',
      ship: 'Ayanami',
      target,
      distanceInches: 1,
    }));
    expect(checkIndistinguishable({ game: battle, side: 'B', states: [one, two], actions })).toEqual([]);
    // A, who owns the models, tells them apart at once.
    const seenByA = checkIndistinguishable({ game: battle, side: 'A', states: [one, two] });
    expect(seenByA).toHaveLength(1);
    expect(seenByA[0]).toMatch(/^A's view: state 1 differs from state 0: /);
  });

  it('names each channel that tells two states apart: view, pending list, an answer, the events of a next action', () => {
    const fresh = landingGame(3);
    const passed = warAtSeaGame.apply(fresh, { type: 'advance', side: 'Allies' }).state;
    const found = checkIndistinguishable({
      game: warAtSeaGame as unknown as AnyGame,
      side: 'Allies',
      states: [fresh, passed],
      actions: [{ type: 'advance', side: 'Allies' }],
      next: [{ type: 'advance', side: 'Axis' }],
    });
    expect(found.map((p) => p.slice(0, p.indexOf(':')))).toEqual([
      "Allies's view",
      "Allies's pending list",
      'the answer to actions[0]',
      "Allies's events of next[0]",
    ]);
  });

  it('refuses a bad spec with a RulesError naming the field', () => {
    const state = landingGame(1);
    const game = warAtSeaGame as unknown as AnyGame;
    const refused = (spec: unknown) => {
      try {
        checkIndistinguishable(spec as never);
      } catch (error) {
        return isRulesError(error) ? error.path : error;
      }
      return 'accepted';
    };
    expect(refused({ game, side: 'Allies', states: [state] })).toEqual(['states']);
    expect(refused({ game, side: 'Nobody', states: [state, state] })).toEqual(['side']);
    expect(refused({ game: {}, side: 'Allies', states: [state, state] })).toEqual(['game.check']);
    expect(refused({ game, side: 'Allies', states: [state, { nope: 1 }] })).not.toBe('accepted');
    expect(checkIndistinguishable({ game, side: 'Allies', states: [state, state] })).toEqual([]);
  });
});
