import { describe, expect, it } from 'vitest';
import {
  type CartwheelActionInput,
  type CartwheelGameState,
  cartwheelGame,
  createCartwheelGame,
} from '../../../src/cartwheel/index.js';
import { expectSameAnswers } from '../../game/trust.js';
import { at, counter, ELEVENTH } from '../fixtures.js';
import { passOperations, play, smallScenario, throughInitiative, throughRandomEvents } from './game-fixtures.js';

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

  it('C1: whether the Japanese have rolled a recon flight changes no Allied answer (7.0, 7.3.2, 6.1)', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const before = withEleventhDinah(seed);
      const after = play(before, { type: 'recon-flight', side: 'Japanese', unitId: '6-Dinah' });
      expect(game.viewFor(after, 'Allied')).toEqual(game.viewFor(before, 'Allied'));
      expectSameAnswers(game, before, after, [
        { type: 'designate-regroup', side: 'Allied', unitIds: [] },
        { type: 'recon-flight', side: 'Allied', unitId: '6-Dinah' },
        { type: 'recon-flight', side: 'Allied', unitId: 'P-38' },
        { type: 'place-recon', side: 'Allied', placement: { unitId: '6-Dinah', hex: '1010', distance: 1 } },
      ]);
    }
  });

  it('C2: a hidden Japanese unit, there or not, changes no Allied answer that names it (6.1)', () => {
    const setup = smallScenario(3);
    const extra = at('lae', counter('6-Ki61', 'F', '6th Hikoshidan'));
    const there = createCartwheelGame({
      ...setup,
      board: { ...setup.board, airUnits: [...setup.board.airUnits, extra] },
    });
    const absent = createCartwheelGame(setup);
    expect(game.viewFor(there, 'Allied')).toEqual(game.viewFor(absent, 'Allied'));
    const named = (state: CartwheelGameState) =>
      play(throughRandomEvents(state), {
        type: 'declare-general-regroup',
        side: 'Allied',
        declaration: { declare: false },
      });
    const [one, two] = [named(there), named(absent)];
    expectSameAnswers(game, one, two, [
      { type: 'report-losses', side: 'Allied', reduced: ['6-Ki61'] },
      { type: 'report-flights', side: 'Allied', flew: ['6-Ki61'] },
      { type: 'stage-move', side: 'Allied', move: { unitId: '6-Ki61', airbaseId: 'port-moresby', distance: 2 } },
      { type: 'return-recon', side: 'Allied', unitId: '6-Ki61', airbaseId: 'port-moresby', distance: 2 },
      { type: 'designate-regroup', side: 'Allied', unitIds: ['6-Ki61'] },
      { type: 'recon-flight', side: 'Allied', unitId: '6-Ki61' },
    ]);
    const refused = game.check(one, { type: 'report-losses', side: 'Allied', reduced: ['6-Ki61'] });
    expect(!refused.legal && refused.error.message).toBe('2.2: there is no Allied air unit "6-Ki61"');
  });

  it('C2: an Allied reinforcement may carry a hidden Japanese unit\u2019s id; each side then names its own (2.2, 15.0)', () => {
    const setup = smallScenario(3);
    const extra = at('lae', counter('6-Ki61', 'F', '6th Hikoshidan'));
    const toReinforcement = (start: CartwheelGameState) => {
      let s = throughInitiative(throughRandomEvents(start));
      for (let i = 0; i < 20 && s.board.phase !== 'reinforcement'; i++) {
        s = s.operations?.ended === false ? passOperations(s) : play(s, { type: 'advance', side: 'Allied' });
      }
      expect(s.board.phase).toBe('reinforcement');
      return s;
    };
    const there = toReinforcement(
      createCartwheelGame({ ...setup, board: { ...setup.board, airUnits: [...setup.board.airUnits, extra] } }),
    );
    const absent = toReinforcement(createCartwheelGame(setup));
    expect(game.viewFor(there, 'Allied')).toEqual(game.viewFor(absent, 'Allied'));
    const reinforce = {
      type: 'reinforce',
      side: 'Allied',
      unit: counter('6-Ki61', 'F', 'USAAF'),
      airbaseId: 'port-moresby',
    } as const;
    expectSameAnswers(game, there, absent, [reinforce]);
    const [one, two] = [game.apply(there, reinforce), game.apply(absent, reinforce)];
    expect(game.viewFor(one.state, 'Allied')).toEqual(game.viewFor(two.state, 'Allied'));
    expect(game.eventsFor(one.events, 'Allied')).toEqual(game.eventsFor(two.events, 'Allied'));
    const losses: CartwheelActionInput = { type: 'report-losses', side: 'Allied', reduced: ['6-Ki61'] };
    expectSameAnswers(game, one.state, two.state, [losses, { ...losses, reduced: [], eliminated: ['6-Ki61'] }]);
    const where = (state: Pick<CartwheelGameState, 'board'>) =>
      state.board.airUnits.filter((u) => u.unit.id === '6-Ki61').map((u) => [u.unit.service, u.location.at, u.reduced]);
    expect(where(one.state)).toEqual([
      ['6th Hikoshidan', 'airbase', false],
      ['USAAF', 'airbase', false],
    ]);
    const japaneseLoss = play(one.state, { type: 'report-losses', side: 'Japanese', eliminated: ['6-Ki61'] });
    expect(where(japaneseLoss)).toEqual([
      ['6th Hikoshidan', 'eliminated', false],
      ['USAAF', 'airbase', false],
    ]);
    expect(where(play(one.state, losses))).toEqual([
      ['6th Hikoshidan', 'airbase', false],
      ['USAAF', 'airbase', true],
    ]);
    const seen = (state: CartwheelGameState, side: 'Allied' | 'Japanese') => where(game.viewFor(state, side));
    expect(seen(one.state, 'Allied')).toEqual([['USAAF', 'airbase', false]]);
    expect(seen(one.state, 'Japanese')).toEqual([['6th Hikoshidan', 'airbase', false]]);
  });

  it('C3: the Japanese stage moves, disrupted flights and reinforcement bases reach the Japanese alone (6.1)', () => {
    const start = throughInitiative(throughRandomEvents(createCartwheelGame(smallScenario(5))));
    const flights = game.apply(start, {
      type: 'report-flights',
      side: 'Japanese',
      flew: ['6-Ki43'],
      disrupted: ['6-Ki43'],
    }).events;
    expect(game.eventsFor(flights, 'Allied').map((e) => e.data)).toEqual([{ side: 'Japanese', flew: ['6-Ki43'] }]);
    expect(game.eventsFor(flights, 'Japanese').map((e) => e.data.disrupted)).toEqual([['6-Ki43']]);
    const move = {
      type: 'stage-move',
      side: 'Japanese',
      move: { unitId: '6-Ki43', airbaseId: 'lae', distance: 2 },
    } as const;
    const staged = game.check(start, move).legal ? game.apply(start, move).events : [];
    expect(game.eventsFor(staged, 'Allied')).toEqual([]);
    let s = start;
    for (let i = 0; i < 20 && s.board.phase !== 'reinforcement'; i++) {
      s = s.operations?.ended === false ? passOperations(s) : play(s, { type: 'advance', side: 'Allied' });
    }
    const ki61 = { ...counter('6-Ki61', 'F', '6th Hikoshidan') };
    const arrived = game.apply(s, { type: 'reinforce', side: 'Japanese', unit: ki61, airbaseId: 'lae' }).events;
    expect(game.eventsFor(arrived, 'Allied').map((e) => e.data)).toEqual([{ side: 'Japanese', unitId: '6-Ki61' }]);
    expect(game.eventsFor(arrived, 'Japanese').map((e) => e.data.airbaseId)).toEqual(['lae']);
  });
});

/** The scenario in the Ground Operations Phase (seed `seed`), with `move` applied to its board's air units first. */
function atGroundOperations(seed: number, lae: readonly string[] = []): CartwheelGameState {
  const setup = smallScenario(seed);
  const airUnits = setup.board.airUnits.map((u) =>
    lae.includes(u.unit.id) ? { ...u, location: { at: 'airbase' as const, airbaseId: 'lae' } } : u,
  );
  let state = passOperations(
    throughInitiative(throughRandomEvents(createCartwheelGame({ ...setup, board: { ...setup.board, airUnits } }))),
  );
  for (let i = 0; i < 10 && state.board.phase !== 'ground-operations'; i++) {
    state = play(state, { type: 'advance', side: 'Allied' });
  }
  return state;
}

describe('Cartwheel ruling: what the capturer of an airbase learns of the units that evacuate (6.1, 6.6.4, 6.6.5)', () => {
  const capture: CartwheelActionInput = { type: 'capture-airbase', side: 'Allied', airbaseId: 'rabaul' };

  it('the capture tells the capturer the airbase and its effect, never which hidden units were on the ground', () => {
    const both = atGroundOperations(6);
    const one = atGroundOperations(6, ['6-Ki43']);
    expect(both.board.phase).toBe('ground-operations');
    // The two differ only on the Japanese airbase display, which the Allies cannot see.
    expect(game.viewFor(one, 'Allied')).toEqual(game.viewFor(both, 'Allied'));
    const told = (s: CartwheelGameState, side: 'Allied' | 'Japanese') =>
      game.eventsFor(game.apply(s, capture).events, side);
    expect(told(both, 'Allied')).toEqual(told(one, 'Allied'));
    expect(told(both, 'Allied')[0]?.data).toEqual({ side: 'Allied', airbaseId: 'rabaul', effect: 'captured' });
    expect(told(both, 'Japanese')[0]?.data.evacuating).toEqual(['6-Dinah', '6-Ki43']);
    expect(told(one, 'Japanese')[0]?.data.evacuating).toEqual(['6-Dinah']);
  });

  it('an escape is told to its owner alone; a unit destroyed is told to both, without where it was bound', () => {
    const seen = { evacuated: 0, destroyed: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const captured = game.apply(atGroundOperations(seed), capture).state;
      const applied = game.apply(captured, {
        type: 'evacuate',
        side: 'Japanese',
        unitId: '6-Ki43',
        to: 'lae',
        distance: 1,
      });
      const mine = game.eventsFor(applied.events, 'Japanese');
      const theirs = game.eventsFor(applied.events, 'Allied');
      expect(mine[0]?.data.to).toBe('lae');
      if (mine[0]?.data.result === 'destroyed') {
        seen.destroyed++;
        expect(theirs.map((e) => e.data)).toEqual([{ side: 'Japanese', unitId: '6-Ki43', result: 'destroyed' }]);
        // The destroyed unit is eliminated, which the Allies see on the board.
        expect(game.viewFor(applied.state, 'Allied').board.airUnits.some((u) => u.unit.id === '6-Ki43')).toBe(true);
      } else {
        seen.evacuated++;
        expect(theirs).toEqual([]);
      }
    }
    expect(seen.evacuated).toBeGreaterThan(0);
    expect(seen.destroyed).toBeGreaterThan(0);
  });
});
