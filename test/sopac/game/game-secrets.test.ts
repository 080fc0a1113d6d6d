import { describe, expect, it } from 'vitest';
import { type SopacActionInput, sopacGame } from '../../../src/sopac/index.js';
import { expectSameAnswers } from '../../game/trust.js';
import { FOUR_TURNS, scenario } from './game-fixtures.js';

const game = sopacGame;

/** Four quiet turns, then the Japanese minelayer lays across `across` (B1 or A2 from B2). */
function laid(across: string) {
  return game.replay(scenario(7), [
    ...FOUR_TURNS,
    { type: 'lay-minefield', side: 'Japanese', ship: 'MADE-UP Tsugaru', across },
  ]);
}

describe('SOPAC: what one side keeps from the other (19.31, 20.21, 20.3)', () => {
  it('the Allied view, events and answers are the same wherever the Japanese laid their minefield', () => {
    const one = laid('B1');
    const two = laid('A2');
    expect(one.state.logs.Japanese.minefields).not.toEqual(two.state.logs.Japanese.minefields);
    expect(game.viewFor(one.state, 'Allied')).toEqual(game.viewFor(two.state, 'Allied'));
    expect(one.events.map((e) => game.eventsFor(e, 'Allied'))).toEqual(
      two.events.map((e) => game.eventsFor(e, 'Allied')),
    );
    const allied: SopacActionInput[] = [
      { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'B2', speed: 2 },
      { type: 'detect', side: 'Allied', ship: 'MADE-UP Sweeper' },
      { type: 'sweep', side: 'Allied', ships: ['MADE-UP Sweeper'], across: 'B2' },
      { type: 'submarine-mines', side: 'Allied', zone: 'B1', subs: ['MADE-UP Cruiser'] },
    ];
    expectSameAnswers(game, one.state, two.state, allied);
  });

  it('a mission, MTB orders and a failed contact roll stay with their side', () => {
    const start = scenario(9);
    const mission = game.apply(start, { type: 'set-mission', side: 'Japanese', fleet: 'JTF', mission: 'Raid' });
    expect(game.eventsFor(mission.events, 'Allied')).toEqual([]);
    expect(game.viewFor(mission.state, 'Allied').fleets.find((f) => f.id === 'JTF')?.mission).toBe(null);
    const night = game.apply(start, { type: 'end-turn', side: 'Allied', light: 'night', weather: 'Clear' }).state;
    const out = game.apply(night, {
      type: 'deploy-mtbs',
      side: 'Allied',
      base: 'MADE-UP Tulagi',
      flotillas: [{ id: 'PT-1', zone: 'B2', boats: 2, aces: 0 }],
    });
    expect(game.eventsFor(out.events, 'Japanese')).toEqual([]);
    expect(game.viewFor(out.state, 'Japanese').mtbOrders.Allied).toBe('none');
    expect(game.viewFor(out.state, 'Allied').mtbOrders.Allied).toBe('out');
    // 20.3: contact is rolled as an enemy fleet moves into the patrol zone.
    const entered = game.apply(out.state, { type: 'move-fleet', side: 'Japanese', fleet: 'JTF', to: 'B2', speed: 1 });
    for (let seed = 1; seed < 60; seed++) {
      const tried = game.apply(
        { ...entered.state, dice: scenario(seed).dice },
        { type: 'mtb-contact', side: 'Allied', flotilla: 'PT-1', fleet: 'JTF' },
      );
      if (tried.state.contacts[0]?.made !== false) continue;
      expect(game.eventsFor(tried.events, 'Japanese')).toEqual([]);
      expect(game.viewFor(tried.state, 'Japanese').contacts).toEqual([]);
      expect(game.viewFor(tried.state, 'Allied').contacts).toHaveLength(1);
      return;
    }
    throw new Error('no seed failed the contact roll');
  });

  it('submarines in an unmined zone are not refused: the answer that no mines lie there is the rules\u2019 own (19.24)', () => {
    const state = scenario(3);
    const checked = game.check(state, {
      type: 'submarine-mines',
      side: 'Allied',
      zone: 'B1',
      subs: ['MADE-UP Cruiser'],
    });
    expect(checked.legal === false && checked.error.message).toMatch(/not a submarine/);
  });
});
