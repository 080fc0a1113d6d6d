import { describe, expect, it } from 'vitest';
import { createShoestringGame, type ShoestringGameState, shoestringGame } from '../../../src/shoestring/index.js';
import { advanceTo, madeUpRules, play, smallGame } from './game-fixtures.js';

const game = shoestringGame;

function refused(state: ShoestringGameState, action: Parameters<typeof game.check>[1]) {
  const checked = game.check(state, action);
  if (checked.legal) throw new Error(`${action.type} was accepted`);
  return checked.error;
}

describe('Shoestring game: the rules it holds, refereed (issue items 1–4, 6)', () => {
  it('1. O4.0 and O5.0 score once, at the end of the game, whatever other points were scored', () => {
    const rules = { ...madeUpRules, options: { ...madeUpRules.options, O4: true, O5: true } };
    for (let seed = 1; seed < 100; seed++) {
      let state = advanceTo(createShoestringGame({ ...smallGame(seed, 2), rules }), 'I.A.4');
      state = play(state, { type: 'roll-battleship-commitment', side: 'Japanese' });
      if ((state.battleshipLimit ?? 0) < 1) continue;
      state = play(
        state,
        { type: 'assign-naval-units', side: 'US', odd: [], even: [] },
        { type: 'assign-naval-units', side: 'Japanese', odd: ['Yamato'], even: [] },
      );
      state = advanceTo(state, 'VI', 2);
      state = game.apply(state, { type: 'advance', side: 'US' }).state;
      expect(state.over).toBe(true);
      // Yamato committed: 2 to the U.S.; at the end, O4.0's 10 and O5.0's 6 to the Japanese, once.
      expect(state.vp).toEqual({ US: 2, Japanese: 16 });
      return;
    }
    throw new Error('no seed allowed a battleship');
  });

  it('2. a reinforcement with an id already in use is refused where it enters (ids unique within a side)', () => {
    const state = createShoestringGame(smallGame(1));
    expect(state.step).toBe('I.A.1');
    const error = refused(state, {
      type: 'report-reinforcements',
      side: 'US',
      naval: [{ id: 'San Francisco', type: 'CA' }],
    });
    expect(error.message).toMatch(/unit San Francisco already/);
  });

  it('3. the PT unit joins only under O5.0, and only from its arrival turn', () => {
    const early = createShoestringGame(smallGame(1));
    expect(
      refused(early, { type: 'report-reinforcements', side: 'US', naval: [{ id: 'PT-2', type: 'PT' }] }).rule,
    ).toBe('O5.0');
    const off = { ...madeUpRules, options: { ...madeUpRules.options, O5: false } };
    const late = createShoestringGame({ ...smallGame(1, 22), firstTurn: 21, rules: off });
    expect(refused(late, { type: 'report-reinforcements', side: 'US', naval: [{ id: 'PT-2', type: 'PT' }] }).rule).toBe(
      'O5.0',
    );
    const on = createShoestringGame({ ...smallGame(1, 22), firstTurn: 21 });
    expect(
      game.check(on, { type: 'report-reinforcements', side: 'US', naval: [{ id: 'PT-2', type: 'PT' }] }).legal,
    ).toBe(true);
  });

  it('4. O2.0 steps of a battleship reported eliminated still score', () => {
    let state = advanceTo(createShoestringGame(smallGame(1, 4)), 'II.C.1');
    state = play(state, { type: 'report-naval-result', side: 'Japanese', unit: 'Kirishima', result: 'eliminated' });
    expect(state.forces.Japanese.naval.find((u) => u.id === 'Kirishima')).toMatchObject({
      eliminated: true,
      zone: null,
    });
    state = play(state, { type: 'report-battleship-steps', side: 'US', unit: 'Kirishima', steps: 2 });
    expect(state.vp.US).toBe(10);
    // An eliminated unit is never assigned again.
    const next = advanceTo(state, 'I.A.4', 3);
    expect(refused(next, { type: 'assign-naval-units', side: 'Japanese', odd: ['Kirishima'], even: [] }).rule).toBe(
      'I.A.4',
    );
  });

  it('6. the Naval Repair Track takes its boxes as printed, with a did-you-mean', () => {
    const state = advanceTo(createShoestringGame(smallGame(1)), 'I.A.2');
    const error = refused(state, { type: 'report-repair', side: 'US', unit: 'Helena', box: '1wk' });
    expect(error.message).toMatch(/did you mean "1 wk"/);
    expect(game.check(state, { type: 'report-repair', side: 'US', unit: 'Helena', box: '4 wks' }).legal).toBe(true);
  });

  it('5. a step where both sides act waits for both: the U.S. cannot leave V.A.1 before the Japanese are done', () => {
    const state = advanceTo(createShoestringGame(smallGame(1, 2)), 'V.A.1');
    const us = game.apply(state, { type: 'advance', side: 'US' });
    expect(us.state.step).toBe('V.A.1');
    expect(us.state.ready).toEqual(['US']);
    expect(refused(us.state, { type: 'advance', side: 'US' }).message).toMatch(/waits for the other side/);
    expect(game.pending(us.state).map((p) => p.side)).toEqual(['Japanese']);
    const both = game.apply(us.state, { type: 'advance', side: 'Japanese' }).state;
    expect(both.step).not.toBe('V.A.1');
    expect(both.ready).toEqual([]);
  });

  it('8. the base-game tables a game will read are checked when it starts, not mid-game', () => {
    const { antiAircraft: _aa, ...noAa } = madeUpRules.tables;
    expect(() => createShoestringGame({ ...smallGame(1), rules: { ...madeUpRules, tables: noAa } })).toThrow(
      expect.objectContaining({ code: 'MISSING_TABLE', rule: 'II.B.6' }),
    );
    const { surfaceCombat: _sc, ...noSurface } = madeUpRules.tables;
    expect(() => createShoestringGame({ ...smallGame(1), rules: { ...madeUpRules, tables: noSurface } })).toThrow(
      expect.objectContaining({ code: 'MISSING_TABLE', rule: 'O5.0' }),
    );
    const off = { ...madeUpRules, tables: noSurface, options: { ...madeUpRules.options, O5: false } };
    expect(() => createShoestringGame({ ...smallGame(1), rules: off })).not.toThrow();
  });

  it('7. the transport attack reads Henderson Field and the ships in N. Guadalcanal from the game', () => {
    let state = advanceTo(createShoestringGame(smallGame(1)), 'I.A.4');
    state = play(
      state,
      { type: 'roll-battleship-commitment', side: 'Japanese' },
      { type: 'assign-naval-units', side: 'US', odd: ['San Francisco'], even: [] },
      { type: 'assign-naval-units', side: 'Japanese', odd: [], even: [] },
    );
    state = advanceTo(state, 'II.A.1');
    state = play(
      state,
      { type: 'place-naval-units', side: 'US', placements: [{ unit: 'San Francisco', zone: 'N. Guadalcanal' }] },
      { type: 'place-naval-units', side: 'Japanese', placements: [] },
      { type: 'report-henderson', side: 'US', control: 'US' },
    );
    state = advanceTo(state, 'II.C.4');
    const attack = game.apply(state, { type: 'transport-attack', side: 'Japanese', escorted: false });
    const labels = attack.events[0]?.resolution?.modifiers.map((m) => m.delta) ?? [];
    // The U.S. transports: it holds Henderson Field (+1) and has more ships in N. Guadalcanal (+1).
    expect(labels).toEqual([1, 1]);
  });
});
