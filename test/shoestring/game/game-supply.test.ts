import { describe, expect, it } from 'vitest';
import { createShoestringGame, shoestringGame } from '../../../src/shoestring/index.js';
import { advanceTo, play, smallGame } from './game-fixtures.js';

describe('Shoestring game: supply transported and the I.B.1 determination', () => {
  it('turns 1 and 2 are in full supply: I.B.1 of turn 1 says so for both sides', () => {
    const state = advanceTo(createShoestringGame(smallGame(1, 4)), 'I.B.1', 1);
    expect(state.supply).toEqual({ determinedOn: 1, US: 'full', Japanese: 'full' });
  });

  it('I.B.1 of turn 3 counts the supply each side reported in turns 1 and 2', () => {
    let state = advanceTo(createShoestringGame(smallGame(1, 4)), 'III', 1);
    state = play(state, { type: 'report-supply', side: 'US', points: 2 });
    state = advanceTo(state, 'II.C.4', 2);
    state = play(
      state,
      { type: 'report-supply', side: 'US', points: 1 },
      { type: 'report-supply', side: 'Japanese', points: 4 },
    );
    state = advanceTo(state, 'IV', 2);
    state = play(state, { type: 'report-supply', side: 'Japanese', points: 1 });
    expect(state.supplyTransported).toEqual([
      { turn: 1, side: 'US', points: 2 },
      { turn: 2, side: 'US', points: 1 },
      { turn: 2, side: 'Japanese', points: 5 },
    ]);
    const before = advanceTo(state, 'I.A.5', 3);
    const { state: after, events } = shoestringGame.apply(before, { type: 'advance', side: 'US' });
    expect(after.step).toBe('I.B.1');
    expect(after.supply).toEqual({ determinedOn: 3, US: 3, Japanese: 5 });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'supply-determined',
        rule: 'I.B.1',
        data: { determinedOn: 3, US: 3, Japanese: 5 },
      }),
    );
  });

  it('even turns keep the odd turn\u2019s supply; with supplyWindow.evenTurns previous-two-turns they read their own two turns', () => {
    const report = (state: ReturnType<typeof createShoestringGame>) =>
      play(advanceTo(state, 'III', 1), { type: 'report-supply', side: 'US', points: 2 });
    const held = advanceTo(report(createShoestringGame(smallGame(1, 4))), 'II.A.1', 4);
    expect(held.supply).toEqual({ determinedOn: 3, US: 2, Japanese: 0 });
    const setup = smallGame(1, 4);
    const house = { ...setup, rules: { ...setup.rules, supplyWindow: { evenTurns: 'previous-two-turns' } } };
    const own = advanceTo(report(createShoestringGame(house)), 'II.A.1', 4);
    expect(own.supply).toEqual({ determinedOn: 4, US: 0, Japanese: 0 });
  });

  it('supply is reported after the transport attacks (II.C.4) or in the player turns, never before', () => {
    const state = advanceTo(createShoestringGame(smallGame()), 'II.A.1', 1);
    const checked = shoestringGame.check(state, { type: 'report-supply', side: 'US', points: 1 });
    expect(checked.legal).toBe(false);
    expect(!checked.legal && checked.error).toMatchObject({ code: 'ILLEGAL_ACTION', rule: 'I.B.1' });
    expect(() => shoestringGame.apply(state, { type: 'report-supply', side: 'US', points: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', rule: 'I.B.1' }),
    );
  });

  it('a scenario starting later gives the supply of the two turns before it; set-up refuses later or doubled entries', () => {
    const setup = { ...smallGame(1, 6), firstTurn: 5 };
    const given = [
      { turn: 3, side: 'US' as const, points: 2 },
      { turn: 4, side: 'US' as const, points: 2 },
      { turn: 4, side: 'Japanese' as const, points: 1 },
    ];
    const state = advanceTo(createShoestringGame({ ...setup, supplyTransported: given }), 'I.B.1', 5);
    expect(state.supply).toEqual({ determinedOn: 5, US: 4, Japanese: 1 });
    expect(() => createShoestringGame({ ...setup, supplyTransported: [{ turn: 5, side: 'US', points: 1 }] })).toThrow(
      expect.objectContaining({ path: ['supplyTransported', 0, 'turn'] }),
    );
    expect(() => createShoestringGame({ ...setup, supplyTransported: [given[0], given[0]] as never })).toThrow(
      expect.objectContaining({ path: ['supplyTransported', 1] }),
    );
  });

  it('a state recording the same side and turn twice, or a turn not yet played, is refused', () => {
    const state = createShoestringGame(smallGame());
    const twice = {
      ...state,
      supplyTransported: [
        { turn: 1, side: 'US', points: 1 },
        { turn: 1, side: 'US', points: 2 },
      ],
    };
    expect(() => shoestringGame.viewFor(twice as never, 'US')).toThrow(expect.objectContaining({ rule: 'I.B.1' }));
    const future = { ...state, supplyTransported: [{ turn: 2, side: 'US', points: 1 }] };
    expect(() => shoestringGame.viewFor(future as never, 'US')).toThrow(expect.objectContaining({ rule: 'I.B.1' }));
  });
});
