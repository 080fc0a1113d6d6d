/**
 * `resample(state, side, seed)` on every game: a state the side cannot tell apart (its
 * view the same), the hidden part re-dealt (it changes for some seeds), new dice, and bad
 * arguments refused by name. The model-based runs check every step with it (trust.ts).
 */
import { describe, expect, it } from 'vitest';
import { cartwheelGame, createCartwheelGame } from '../../src/cartwheel/index.js';
import { createBattle, firepowerBattle } from '../../src/firepower/index.js';
import type { AnyGame, GameStateBase } from '../../src/game/index.js';
import { isRulesError } from '../../src/index.js';
import { createShoestringGame, shoestringGame } from '../../src/shoestring/index.js';
import { sopacGame } from '../../src/sopac/index.js';
import { warAtSeaGame } from '../../src/war-at-sea/index.js';
import { at, counter } from '../cartwheel/fixtures.js';
import { smallScenario } from '../cartwheel/game/game-fixtures.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';
import { advanceTo, play, smallGame } from '../shoestring/game/game-fixtures.js';
import { scenario } from '../sopac/game/game-fixtures.js';
import { landingGame } from '../war-at-sea/game/game-fixtures.js';

/** For seeds 1–12: the side's view never changes, the dice always do, and `hidden` changes for some seed. */
function expectRedealt(game: AnyGame, state: GameStateBase, side: string, hidden: (s: GameStateBase) => unknown) {
  let changed = 0;
  for (let seed = 1; seed <= 12; seed++) {
    const other = game.resample(state, side, seed);
    expect(game.viewFor(other, side)).toEqual(game.viewFor(state, side));
    expect(other.dice).not.toEqual(state.dice);
    expect(game.resample(state, side, seed)).toEqual(other); // the same seed, the same re-deal
    if (JSON.stringify(hidden(other)) !== JSON.stringify(hidden(state))) changed++;
  }
  return changed;
}

describe('resample', () => {
  it('War at Sea hides nothing: only the dice are new', () => {
    const state = landingGame(1);
    const other = warAtSeaGame.resample(state, 'Axis', 9);
    expect({ ...other, dice: null }).toEqual({ ...state, dice: null });
    expect(other.dice).not.toEqual(state.dice);
  });

  it('Firepower re-deals which of the enemy\u2019s contacts is the real submarine', () => {
    const state = createBattle(twoSquadronsASide(2));
    const game = firepowerBattle as unknown as AnyGame;
    const aContacts = (s: GameStateBase) => (s as typeof state).contacts.filter((c) => c.side === 'A');
    expect(expectRedealt(game, state, 'B', aContacts)).toBeGreaterThan(0);
    // A's own contacts are not A's secret: resampled for A they stay.
    expect(aContacts(firepowerBattle.resample(state, 'A', 3))).toEqual(aContacts(state));
  });

  it('Shoestring re-deals the other side\u2019s assignment and zones among units that look alike', () => {
    const setup = smallGame(3);
    const japanese = {
      ...setup.forces.Japanese,
      naval: [...(setup.forces.Japanese.naval ?? []), { id: 'Uranami', type: 'DD' }],
    };
    let state = advanceTo(createShoestringGame({ ...setup, forces: { ...setup.forces, Japanese: japanese } }), 'I.A.4');
    state = play(
      state,
      { type: 'assign-naval-units', side: 'US', odd: [], even: [] },
      { type: 'assign-naval-units', side: 'Japanese', odd: ['Ayanami'], even: ['Uranami'] },
    );
    const destroyers = (s: GameStateBase) =>
      (s as typeof state).forces.Japanese.naval.filter((u) => u.type === 'DD').map((u) => [u.id, u.assignedTo]);
    expect(expectRedealt(shoestringGame as unknown as AnyGame, state, 'US', destroyers)).toBeGreaterThan(0);
  });

  it('Cartwheel re-deals where the other player\u2019s alike air units stand on its hidden displays', () => {
    const setup = smallScenario(4);
    const twin = at('lae', counter('6-Ki43b', 'F', '6th Hikoshidan'));
    const board = { ...setup.board, airUnits: [...setup.board.airUnits, twin] };
    const state = createCartwheelGame({ ...setup, board });
    const fighters = (s: GameStateBase) =>
      (s as typeof state).board.airUnits.filter((u) => u.unit.type === 'F' && u.unit.service === '6th Hikoshidan');
    expect(
      expectRedealt(cartwheelGame as unknown as AnyGame, state, 'Allied', (s) => fighters(s).map((u) => u.location)),
    ).toBeGreaterThan(0);
  });

  it('SOPAC re-deals which of the other side\u2019s fleets flies which mission', () => {
    const state = scenario(5);
    const missions = (s: GameStateBase) =>
      (s as typeof state).fleets.filter((f) => f.side === 'Japanese').map((f) => f.mission);
    expect(expectRedealt(sopacGame as unknown as AnyGame, state, 'Allied', missions)).toBeGreaterThan(0);
  });

  it('refuses a side that does not play and a seed that is not a 32-bit whole number, naming them', () => {
    const state = scenario(1);
    const path = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return isRulesError(error) ? error.path : 'not a RulesError';
      }
      return 'accepted';
    };
    expect(path(() => sopacGame.resample(state, 'Dutch' as never, 1))).toEqual(['side']);
    expect(path(() => sopacGame.resample(state, 'Allied', 1.5))).toEqual(['seed']);
    expect(path(() => sopacGame.resample({ ...state, turn: -1 }, 'Allied', 1))).not.toBe('accepted');
  });
});
