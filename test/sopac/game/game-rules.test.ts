import { describe, expect, it } from 'vitest';
import { type SopacActionInput, type SopacGameState, sopacGame } from '../../../src/sopac/index.js';
import { FOUR_TURNS, scenario, withAlliedSubmarine } from './game-fixtures.js';

const game = sopacGame;
const play = (state: SopacGameState, ...actions: SopacActionInput[]) => game.replay(state, actions);
const refused = (state: SopacGameState, action: SopacActionInput) => {
  const checked = game.check(state, action);
  if (checked.legal) throw new Error('expected a refusal');
  expect(checked.error.code).toBe('ILLEGAL_ACTION');
  return checked.error;
};
const lay = (extra: Partial<Extract<SopacActionInput, { type: 'lay-minefield' }>> = {}): SopacActionInput => ({
  type: 'lay-minefield',
  side: 'Japanese',
  ship: 'MADE-UP Tsugaru',
  across: 'B1',
  ...extra,
});
const night: SopacActionInput = { type: 'end-turn', side: 'Allied', light: 'night', weather: 'Clear' };
const cross: SopacActionInput[] = [
  { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'B2', speed: 1 },
  { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'B1', speed: 1 },
];
const mined = () => play(scenario(1), ...FOUR_TURNS, lay()).state;

describe('SOPAC game: the rules it enforces', () => {
  it('19.31: no laying before four undisturbed turns; firing or moving sets the count back', () => {
    expect(refused(scenario(1), lay()).rule).toBe('19.31');
    const fired = play(
      scenario(1),
      ...FOUR_TURNS.slice(0, 3),
      { type: 'report-fire', side: 'Japanese', ship: 'MADE-UP Tsugaru' },
      FOUR_TURNS[0] as SopacActionInput,
    ).state;
    expect(fired.ships.find((s) => s.id === 'MADE-UP Tsugaru')?.undisturbedTurns).toBe(0);
    expect(refused(fired, lay()).rule).toBe('19.31');
  });

  it('19.34: no minefield beyond the map\u2019s reach; 19.35 activation may wait; own minefields never stop own fleets', () => {
    const ready = play(scenario(1), ...FOUR_TURNS).state;
    expect(refused(ready, lay({ across: 'A3' })).rule).toBe('19.1');
    const later = play(ready, lay({ activeFrom: 7 })).state;
    expect(play(later, ...cross).state.crossing).toBeNull(); // not active yet on turn 5
    expect(refused(ready, lay({ activeFrom: 4 })).rule).toBe('19.35');
    const own = play(mined(), { type: 'move-fleet', side: 'Japanese', fleet: 'JML', to: 'B1', speed: 1 }).state;
    expect(own.crossing).toBeNull();
    expect(own.fleets.find((f) => f.id === 'JML')?.zone).toBe('B1');
  });

  it('19.26: a re-plot only after a quarter of the ships rolled, never when leaving the tactical map', () => {
    const stopped = play(mined(), ...cross).state;
    expect(refused(stopped, { type: 'replot', side: 'Allied', fleet: 'TF-A' }).rule).toBe('19.26');
    const one = play(stopped, { type: 'mine-roll', side: 'Allied', ship: 'MADE-UP Cruiser' }).state;
    const replotted = play(one, { type: 'replot', side: 'Allied', fleet: 'TF-A' }).state;
    expect(replotted.crossing).toBeNull();
    expect(replotted.fleets.find((f) => f.id === 'TF-A')?.zone).toBe('B2');
    const leaving = play(
      mined(),
      cross[0] as SopacActionInput,
      { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'B1', speed: 1, leavingTacticalMap: true },
      { type: 'mine-roll', side: 'Allied', ship: 'MADE-UP Cruiser' },
    ).state;
    expect(refused(leaving, { type: 'replot', side: 'Allied', fleet: 'TF-A' }).rule).toBe('19.26');
  });

  it('19.24: submarines that attacked in a mined zone: one may sink, and a minefield is revealed', () => {
    const base = scenario(3);
    const withSub = withAlliedSubmarine(base);
    const state = play(withSub, ...FOUR_TURNS, lay()).state;
    const { state: after, events } = play(state, {
      type: 'submarine-mines',
      side: 'Allied',
      zone: 'B2',
      subs: ['MADE-UP Sub'],
    });
    const event = events[0]?.[0];
    // The owner names the boundary, even with one mined (the submarines' side must not
    // learn how many are): the Japanese reveal B1/B2.
    expect(event?.data.revealed).toBeNull();
    expect(after.reveal).toEqual({ owner: 'Japanese', zone: 'B2' });
    const shown = play(after, { type: 'reveal-minefield', side: 'Japanese', boundary: 'B1/B2' }).state;
    expect(shown.known.Allied.boundaries).toEqual([{ boundary: 'B1/B2', minefields: 1, turn: 5 }]);
    expect(after.ships.find((s) => s.id === 'MADE-UP Sub')?.sunk).toBe(event?.data.sunk);
    // A submarine named in a zone it is not in is refused; whether a zone is mined never is.
    expect(refused(state, { type: 'submarine-mines', side: 'Allied', zone: 'A2', subs: ['MADE-UP Sub'] }).rule).toBe(
      '19.24',
    );
  });

  it('19.4, 19.41: a minelayer hit rolls for explosion unless it jettisoned its mines (never in combat)', () => {
    const hit = play(scenario(1), {
      type: 'report-damage',
      side: 'Japanese',
      ship: 'MADE-UP Tsugaru',
      hull: 1,
      cause: 'gunfire',
    });
    expect(hit.events[0]?.map((e) => e.type)).toEqual(['damage', 'minelayer-hit']);
    const dropped = play(scenario(1), { type: 'jettison', side: 'Japanese', ship: 'MADE-UP Tsugaru' });
    expect(dropped.state.fleets.find((f) => f.id === 'JML')?.mission).toBe('Abort');
    const after = play(dropped.state, {
      type: 'report-damage',
      side: 'Japanese',
      ship: 'MADE-UP Tsugaru',
      hull: 1,
      cause: 'bombs',
    });
    expect(after.events[0]?.map((e) => e.type)).toEqual(['damage']);
    expect(refused(dropped.state, { type: 'jettison', side: 'Japanese', ship: 'MADE-UP Tsugaru' }).rule).toBe('19.41');
    expect(refused(dropped.state, lay()).rule).toBe('19.41');
  });

  it('19.62, 19.63: no sweep of an undetected enemy minefield', () => {
    const state = mined();
    expect(refused(state, { type: 'sweep', side: 'Allied', ships: ['MADE-UP Sweeper'], across: 'B2' }).rule).toBe(
      '19.62',
    );
  });

  it('20.21, 20.22: boats go out only at night, and bad weather keeps them in until it clears', () => {
    const deploy: SopacActionInput = {
      type: 'deploy-mtbs',
      side: 'Allied',
      base: 'MADE-UP Tulagi',
      flotillas: [{ id: 'PT-1', zone: 'A2', boats: 2 }],
    };
    expect(refused(scenario(1), deploy).rule).toBe('20.21');
    const gale = play(scenario(1), { type: 'end-turn', side: 'Allied', light: 'night', weather: 'Gale' }).state;
    expect(refused(gale, deploy).rule).toBe('20.22');
    const cleared = play(gale, night).state;
    expect(cleared.mtbOrders.Allied).toBe('held');
    expect(game.check(cleared, deploy).legal).toBe(true);
    const secondNight = play(scenario(1), night, night).state;
    expect(refused(secondNight, deploy).rule).toBe('20.21');
    expect(
      refused(play(scenario(1), night).state, { ...deploy, flotillas: [{ id: 'PT-1', zone: 'A3', boats: 2 }] }).rule,
    ).toBe('20.2');
  });

  it('20.6, 20.7: no contact in a zone the boats do not patrol; a bombarded base sends no more boats', () => {
    const out = play(scenario(1), night, {
      type: 'deploy-mtbs',
      side: 'Allied',
      base: 'MADE-UP Tulagi',
      flotillas: [{ id: 'PT-1', zone: 'A2', boats: 2 }],
    }).state;
    expect(refused(out, { type: 'mtb-contact', side: 'Allied', flotilla: 'PT-1', fleet: 'JTF' }).rule).toBe('20.3');
    const bombarded = play(out, { type: 'bombard-mtb-base', side: 'Japanese', base: 'MADE-UP Tulagi' }).state;
    expect(bombarded.logs.Allied.flotillas).toHaveLength(1); // the patrol finishes the night
    const day = play(bombarded, { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' }).state;
    expect(day.mtbBases[0]?.boats).toBe(0);
    const hits = play(scenario(1), {
      type: 'mtb-base-air-hits',
      side: 'Japanese',
      base: 'MADE-UP Tulagi',
      hits: 3,
    }).state;
    expect(hits.mtbBases[0]?.boats).toBe(4);
    const out4 = play(hits, { type: 'mtb-base-air-hits', side: 'Japanese', base: 'MADE-UP Tulagi', hits: 1 }).state;
    expect(out4.mtbBases[0]?.boats).toBe(0);
    expect(refused(out4, { type: 'mtb-base-air-hits', side: 'Japanese', base: 'MADE-UP Tulagi', hits: 1 }).rule).toBe(
      '20.7',
    );
  });

  it('refuses unknown ships and other sides\u2019 fleets with the field named', () => {
    expect(refused(scenario(1), { type: 'report-fire', side: 'Allied', ship: 'MADE-UP Kako' }).path).toEqual(['ship']);
    expect(refused(scenario(1), { type: 'move-fleet', side: 'Allied', fleet: 'JTF', to: 'A3', speed: 1 }).path).toEqual(
      ['fleet'],
    );
    expect(refused(scenario(1), { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'B3', speed: 1 }).rule).toBe(
      '19.2',
    );
  });
});
