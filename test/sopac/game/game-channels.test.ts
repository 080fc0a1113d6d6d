/**
 * Pairs of SOPAC games that differ only in one side's secret give the other side the same
 * views, events and answers (issue of the 13 side channels: S1–S8). Each pair is made the
 * way a secret differs in play: a minefield on the owner's log sheet, a ship of an unseen
 * fleet, a mission changed, what a ship did while unseen.
 */
import { describe, expect, it } from 'vitest';
import {
  createSopacGame,
  type SopacActionInput,
  type SopacGameState,
  type SopacSetup,
  sopacGame,
} from '../../../src/sopac/index.js';
import { expectSameAnswers } from '../../game/trust.js';
import { FOUR_TURNS, MAP, scenario, withAlliedSubmarine } from './game-fixtures.js';

const game = sopacGame;
type Side = 'Allied' | 'Japanese';

const run = (state: SopacGameState, ...actions: SopacActionInput[]) => {
  let s = state;
  const events: ReturnType<typeof game.apply>['events'][number][] = [];
  for (const action of actions) {
    const applied = game.apply(s, action);
    s = applied.state;
    events.push(...applied.events);
  }
  return { state: s, events };
};
const endTurn: SopacActionInput = { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' };

/** The same to `side`: its view, its events of the last steps and its pending list. */
function expectAlike(side: Side, one: ReturnType<typeof run>, two: ReturnType<typeof run>): void {
  expect(game.viewFor(one.state, side)).toEqual(game.viewFor(two.state, side));
  expect(game.eventsFor(one.events, side)).toEqual(game.eventsFor(two.events, side));
  expect(game.pending(one.state, side)).toEqual(game.pending(two.state, side));
}

/** A Japanese minefield written on the log sheet on `turn`, on `boundary`: the secret of a pair. */
function laid(state: SopacGameState, id: string, boundary: string): SopacGameState {
  const log = state.logs.Japanese;
  const minefield = { id, boundary, placed: state.turn, activeFrom: state.turn };
  return { ...state, logs: { ...state.logs, Japanese: { ...log, minefields: [...log.minefields, minefield] } } };
}

/** Turn 5: the minefield laid on B1/B2 and detected by the Allied sweeper in B1. */
function detected(seed: number): SopacGameState {
  return run(
    scenario(seed),
    ...FOUR_TURNS,
    { type: 'lay-minefield', side: 'Japanese', ship: 'MADE-UP Tsugaru', across: 'B1' },
    { type: 'detect', side: 'Allied', ship: 'MADE-UP Sweeper' },
  ).state;
}
const sweepB2: SopacActionInput = { type: 'sweep', side: 'Allied', ships: ['MADE-UP Sweeper'], across: 'B2' };

describe('SOPAC: one side learns nothing of the other side\u2019s secrets from its answers', () => {
  it('S2, S3: a minefield laid after the detection is neither swept nor counted, and swept ids stay the owner\u2019s', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const start = run(detected(seed), endTurn).state;
      const quiet = run(start, endTurn, sweepB2);
      const more = run(laid(start, 'J6.1', 'B1/B2'), endTurn, sweepB2);
      expectAlike('Allied', quiet, more);
      expect(more.state.logs.Japanese.minefields.map((m) => m.id)).toContain('J6.1');
      for (const e of game.eventsFor(more.events, 'Allied')) expect(e.data).not.toHaveProperty('removed');
    }
  });

  it('S1: after a clean sweep, whether the Japanese laid there again changes no Allied answer', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const swept = run(detected(seed), endTurn, endTurn, sweepB2).state;
      if (swept.logs.Japanese.minefields.length > 0) continue; // the sweep failed: not this case
      const quiet = run(swept, endTurn, endTurn);
      const again = run(laid(swept, `J${swept.turn}.1`, 'B1/B2'), endTurn, endTurn);
      expectAlike('Allied', quiet, again);
      expectSameAnswers(game, quiet.state, again.state, [sweepB2, { ...sweepB2, across: 'A1' }]);
      const answer = game.check(quiet.state, sweepB2);
      expect(!answer.legal && answer.error.message).toBe('19.63: no detected Japanese minefield lies on B1/B2');
      return;
    }
    throw new Error('no seed swept B1/B2 clean');
  });

  it('S4: a Japanese fleet stopped at an Allied minefield tells the Allies neither its size nor its ships', () => {
    const setup = (second: string): SopacSetup => {
      const base = scenario(1);
      return {
        seed: 2,
        light: 'day',
        weather: 'Clear',
        map: MAP,
        fleets: base.fleets.map((f) => ({ id: f.id, side: f.side, zone: f.zone, mission: 'Other' as const })),
        ships: [
          { id: 'MADE-UP Kako', fleet: 'JTF', type: 'CA', points: 20, fireDice: 2 },
          { id: second, fleet: 'JTF', type: 'CL', points: 12, fireDice: 2 },
          ...(second === 'MADE-UP Tenryu'
            ? [{ id: 'MADE-UP Oite', fleet: 'JTF', type: 'DD', points: 6, fireDice: 1 }]
            : []),
          { id: 'MADE-UP Cruiser', fleet: 'TF-A', type: 'CA', points: 20, fireDice: 3 },
        ],
        mtbBases: [],
        minefields: [{ side: 'Allied', zones: ['B3', 'B2'], count: 1 }],
      };
    };
    const cross = (second: string) => {
      const start = createSopacGame(setup(second));
      const stopped = run(start, { type: 'move-fleet', side: 'Japanese', fleet: 'JTF', to: 'B2', speed: 1 });
      const ships = stopped.state.crossing?.toRoll ?? [];
      const rolled = run(
        stopped.state,
        ...ships.map((ship) => ({ type: 'mine-roll', side: 'Japanese', ship }) as const),
      );
      return { state: rolled.state, events: [...stopped.events, ...rolled.events] };
    };
    const [two, three] = [cross('MADE-UP Yubari'), cross('MADE-UP Tenryu')];
    expect(game.eventsFor(two.events, 'Allied')).toEqual(game.eventsFor(three.events, 'Allied'));
    expect(JSON.stringify(game.eventsFor(three.events, 'Allied'))).not.toMatch(/Tenryu|Oite|Kako/);
    expect(game.eventsFor(three.events, 'Japanese').filter((e) => e.type === 'mine-roll')).toHaveLength(3);
  });

  it('S5: jettisoning mines is as secret as setting the mission to Abort', () => {
    const start = scenario(3);
    const dropped = run(start, { type: 'jettison', side: 'Japanese', ship: 'MADE-UP Tsugaru' });
    const aborted = run(start, { type: 'set-mission', side: 'Japanese', fleet: 'JML', mission: 'Abort' });
    expect(game.eventsFor(dropped.events, 'Allied')).toEqual(game.eventsFor(aborted.events, 'Allied'));
    expect(game.eventsFor(dropped.events, 'Japanese').map((e) => e.type)).toEqual(['mines-jettisoned']);
  });

  it('S6: of an enemy ship it has seen, a side does not see how long it has gone undisturbed', () => {
    const start = scenario(4);
    const seen = { ...start, known: { ...start.known, Allied: { ...start.known.Allied, ships: ['MADE-UP Tsugaru'] } } };
    const quiet = run(seen, ...FOUR_TURNS);
    const busy = run(seen, ...FOUR_TURNS.slice(0, 3), { ...(FOUR_TURNS[3] as SopacActionInput) });
    const disturbed = {
      ...busy.state,
      ships: busy.state.ships.map((s) => (s.id === 'MADE-UP Tsugaru' ? { ...s, undisturbedTurns: 0 } : s)),
    };
    expect(quiet.state.ships.find((s) => s.id === 'MADE-UP Tsugaru')?.undisturbedTurns).toBe(4);
    expect(game.viewFor(quiet.state, 'Allied')).toEqual(game.viewFor(disturbed, 'Allied'));
  });

  it('S7: a side sweeping its own minefield does so unseen', () => {
    const start = createSopacGame({
      seed: 5,
      light: 'day',
      weather: 'Clear',
      map: MAP,
      fleets: [
        { id: 'MS-1', side: 'Allied', zone: 'B1', mission: 'Mine Sweeping' },
        { id: 'JTF', side: 'Japanese', zone: 'B3', mission: 'Other' },
      ],
      ships: [
        { id: 'MADE-UP Sweeper', fleet: 'MS-1', type: 'MS', points: 2, canSweep: true, fireDice: 1 },
        { id: 'MADE-UP Kako', fleet: 'JTF', type: 'CA', points: 20, fireDice: 2 },
      ],
      mtbBases: [],
      minefields: [{ side: 'Allied', zones: ['B1', 'B2'], count: 1 }],
    });
    const swept = run(start, endTurn, endTurn, { ...sweepB2, owner: 'Allied' });
    expect(game.eventsFor(swept.events, 'Japanese').filter((e) => e.type === 'sweep')).toEqual([]);
    expect(game.eventsFor(swept.events, 'Allied').filter((e) => e.type === 'sweep')).toHaveLength(1);
  });

  it('S8: the submarines\u2019 side does not learn whether one boundary of the zone is mined or two', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const base = withAlliedSubmarine(run(scenario(seed), ...FOUR_TURNS).state);
      const one = laid(base, 'J5.1', 'B1/B2');
      const two = laid(one, 'J5.2', 'A2/B2');
      const attack: SopacActionInput = { type: 'submarine-mines', side: 'Allied', zone: 'B2', subs: ['MADE-UP Sub'] };
      const [a, b] = [run(one, attack), run(two, attack)];
      expectAlike('Allied', a, b);
      expect(game.pending(a.state, 'Japanese').some((p) => p.actions.includes('reveal-minefield'))).toBe(true);
    }
  });
});
