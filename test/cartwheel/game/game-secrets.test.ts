import { describe, expect, it } from 'vitest';
import { type CartwheelGameState, cartwheelGame, createCartwheelGame } from '../../../src/cartwheel/index.js';
import { at, ELEVENTH } from '../fixtures.js';
import { play, smallScenario, throughRandomEvents } from './game-fixtures.js';

const game = cartwheelGame;

/** The scenario with the 11th Hikoshidan's Dinah at Rabaul, in the Initiative Phase, the 11th not committed. */
function withEleventhDinah(seed: number): CartwheelGameState {
  const setup = smallScenario(seed);
  const board = { ...setup.board, airUnits: [...setup.board.airUnits, at('rabaul', ELEVENTH.dinah)] };
  const state = throughRandomEvents(createCartwheelGame({ ...setup, board }));
  return play(state, {
    type: 'declare-general-regroup',
    side: 'Allied',
    declaration: { declare: false },
  });
}

describe('Cartwheel: what one player keeps from the other (6.1, 7.2, 7.3)', () => {
  it('the uncommitted 11th Dinah is refused before any die, with the same answer whatever the dice (7.3)', () => {
    const answers = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const checked = game.check(withEleventhDinah(seed), {
        type: 'recon-flight',
        side: 'Japanese',
        unitId: '11-Dinah',
      });
      expect(checked.legal).toBe(false);
      if (!checked.legal) answers.add(checked.error.message);
    }
    expect([...answers]).toEqual([
      '7.3: 11-Dinah may not fly this turn: the 11th Hikoshidan was not committed this turn (7.3)',
    ]);
  });

  it('the Allied view, events and answers are the same wherever the Japanese keep their air units (6.1)', () => {
    const setup = smallScenario(4);
    const moved = {
      ...setup,
      board: {
        ...setup.board,
        airUnits: setup.board.airUnits.map((u) => (u.unit.id === '6-Ki43' ? at('truk', u.unit) : u)),
      },
    };
    const one = createCartwheelGame(setup);
    const two = createCartwheelGame(moved);
    expect(game.viewFor(one, 'Allied')).toEqual(game.viewFor(two, 'Allied'));
    expect(game.viewFor(one, 'Japanese')).not.toEqual(game.viewFor(two, 'Japanese'));
    const action = { type: 'roll-random-event', side: 'Allied' } as const;
    const a = game.apply(one, action);
    const b = game.apply(two, action);
    expect(game.eventsFor(a.events, 'Allied')).toEqual(game.eventsFor(b.events, 'Allied'));
    expect(game.viewFor(a.state, 'Allied')).toEqual(game.viewFor(b.state, 'Allied'));
  });

  it('a regroup designation (7.2) and a recon flight roll (7.3.2) reach only their owner', () => {
    const state = withEleventhDinah(2);
    const regroup = game.apply(state, { type: 'designate-regroup', side: 'Japanese', unitIds: [] });
    expect(game.eventsFor(regroup.events, 'Japanese')).toHaveLength(1);
    expect(game.eventsFor(regroup.events, 'Allied')).toEqual([]);
    const flight = game.apply(state, { type: 'recon-flight', side: 'Japanese', unitId: '6-Dinah' });
    expect(game.eventsFor(flight.events, 'Allied').filter((e) => e.type === 'recon-flight')).toEqual([]);
    expect(game.viewFor(flight.state, 'Allied').reconFlights).toEqual([]);
    expect(game.viewFor(flight.state, 'Japanese').reconFlights).toHaveLength(1);
  });
});
