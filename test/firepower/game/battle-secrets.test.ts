import { describe, expect, it } from 'vitest';
import { type BattleSetup, type BattleState, createBattle, firepowerBattle } from '../../../src/firepower/index.js';
import { expectSameAnswers } from '../../game/trust.js';
import { twoSquadronsASide } from './battle-fixtures.js';

const game = firepowerBattle;

/** The battle at the start, conditions agreed, with the first turn to B. */
function startedFor(seed: number): BattleState {
  let state = createBattle({ ...twoSquadronsASide(seed), agreed: { timeOfDay: 'daylight', weather: 'good' } });
  while (state.phase === 'setup') state = game.apply(state, { type: 'roll-first-turn', side: 'A' }).state;
  return game.apply(state, { type: 'choose-first-turn', side: state.firstTurnChooser ?? 'A', first: 'B' }).state;
}

/** The same battle with A's two contacts swapped: which of them is the real Gato is all that differs. */
function twoStates(): [BattleState, BattleState] {
  const one = startedFor(1);
  const swap = (model: string) => (model === 'Gato' ? 'ghost-1' : model === 'ghost-1' ? 'Gato' : model);
  const two = { ...one, contacts: one.contacts.map((c) => ({ ...c, model: swap(c.model) })) };
  return [one, two];
}

const withoutDice = ({ dice: _dice, ...rest }: BattleState) => rest;

describe('Firepower: real and false submerged models look alike to the enemy (Submarines)', () => {
  const [one, two] = twoStates();

  it('B sees two anonymous contacts of A and no submarine; the views of both dealings are identical', () => {
    const view = game.viewFor(one, 'B');
    const theirs = view.contacts.filter((c) => c.side === 'A');
    expect(theirs).toHaveLength(2);
    for (const contact of theirs) expect(Object.keys(contact).sort()).toEqual(['id', 'side']);
    expect(JSON.stringify(view)).not.toContain('Gato');
    expect(JSON.stringify(view)).not.toContain('ghost-1');
    expect(view.falseModels).toEqual([]);
    // The two states differ in which contact is real, and B cannot tell them apart.
    expect(withoutDice(one)).not.toEqual(withoutDice(two));
    expect(game.viewFor(one, 'B')).toEqual(game.viewFor(two, 'B'));
    // A, the owner, sees which model each contact is.
    expect(
      game
        .viewFor(one, 'A')
        .contacts.filter((c) => c.side === 'A')
        .map((c) => c.model)
        .sort(),
    ).toEqual(['Gato', 'ghost-1']);
  });

  it('every action B may name gets the same answer in both dealings, and Gato reads as no ship at all', () => {
    const actions = [
      { type: 'depth-charge', side: 'B', ship: 'Ayanami', target: 'contact-1', distanceInches: 1 },
      { type: 'depth-charge', side: 'B', ship: 'Ayanami', target: 'contact-2', distanceInches: 1 },
      { type: 'depth-charge', side: 'B', ship: 'Ayanami', target: 'contact-3', distanceInches: 1 },
      { type: 'depth-charge', side: 'B', ship: 'Ayanami', target: 'Gato', distanceInches: 1 },
      { type: 'depth-charge', side: 'B', ship: 'Ayanami', target: 'ghost-1', distanceInches: 1 },
      { type: 'fire-gunnery', side: 'B', ship: 'Kirishima', target: 'Gato', distanceInches: 10 },
      { type: 'launch-torpedo', side: 'B', ship: 'I-15', target: 'Gato', distanceInches: 8 },
    ] as const;
    expectSameAnswers(game, one, two, actions);
    const gato = game.check(one, actions[5]);
    const nobody = game.check(one, { ...actions[5], target: 'Nobody' });
    expect(!gato.legal && !nobody.legal && gato.error.message.replace('Gato', 'X')).toBe(
      !nobody.legal && nobody.error.message.replace('Nobody', 'X'),
    );
  });

  it('gunnery or a torpedo aimed at a contact is refused under Submarines, alike for real and false contacts', () => {
    /** The battle in the segment where B's `ship` acts (C on its own initiative, D under control). */
    const actingFor = (state: BattleState, ship: string): BattleState => {
      let s = game.apply(state, { type: 'test-control', side: 'B', squadron: 'Screen' }).state;
      const own = s.fleets[1]?.squadrons.flatMap((q) => q.ships).find((x) => x.name === ship);
      while (s.segment !== (own?.ownInitiative ? 'C' : 'D'))
        s = game.apply(s, { type: 'end-segment', side: 'B' }).state;
      return s;
    };
    for (const contact of one.contacts.filter((c) => c.side === 'A').map((c) => c.id)) {
      const actions = [
        { type: 'fire-gunnery', side: 'B', ship: 'Kirishima', battery: 'main', target: contact, distanceInches: 10 },
        { type: 'fire-gunnery', side: 'B', ship: 'Ayanami', battery: 'main', target: contact, distanceInches: 5 },
        { type: 'launch-torpedo', side: 'B', ship: 'I-15', target: contact, distanceInches: 8 },
      ] as const;
      for (const action of actions) {
        const [a, b] = [actingFor(one, action.ship), actingFor(two, action.ship)];
        expectSameAnswers(game, a, b, [action]);
        for (const state of [a, b]) {
          const checked = game.check(state, action);
          expect(checked.legal).toBe(false);
          if (!checked.legal) {
            expect(checked.error.rule).toBe('Submarines');
            expect(checked.error.message).toBe(
              `Submarines: ${contact} is a submerged contact: only a DD or DE's depth charge engages it`,
            );
          }
        }
      }
    }
  });

  it('a depth charge on a false contact removes it as false; the event names the contact, never the model', () => {
    for (let seed = 1; seed < 40; seed++) {
      const state = startedFor(seed);
      const ghost = state.contacts.find((c) => c.model === 'ghost-1')?.id as string;
      let s = state;
      for (const squadron of ['Screen']) s = game.apply(s, { type: 'test-control', side: 'B', squadron }).state;
      while (s.segment !== 'D') s = game.apply(s, { type: 'end-segment', side: 'B' }).state;
      const attacker = s.fleets[1]?.squadrons
        .flatMap((q) => q.ships)
        .find((ship) => ship.class === 'DD' && !ship.ownInitiative);
      if (attacker === undefined) continue;
      const applied = game.apply(s, {
        type: 'depth-charge',
        side: 'B',
        ship: attacker.name,
        target: ghost,
        distanceInches: 1,
      });
      expect(applied.state.contacts.some((c) => c.id === ghost)).toBe(false);
      expect(applied.state.falseModels).toEqual([]);
      expect(JSON.stringify(game.eventsFor(applied.events, 'B'))).not.toContain('ghost-1');
      return;
    }
    throw new Error('no seed gave B a destroyer under control');
  });

  it('a hidden submarine moves unseen: its owner gets the move event, the enemy nothing', () => {
    let state = createBattle({ ...twoSquadronsASide(3), agreed: { timeOfDay: 'daylight', weather: 'good' } });
    while (state.phase === 'setup') state = game.apply(state, { type: 'roll-first-turn', side: 'A' }).state;
    state = game.apply(state, { type: 'choose-first-turn', side: state.firstTurnChooser ?? 'A', first: 'A' }).state;
    state = game.apply(state, { type: 'test-control', side: 'A', squadron: 'DesDiv' }).state;
    while (state.segment !== 'C' && state.segment !== 'D')
      state = game.apply(state, { type: 'end-segment', side: 'A' }).state;
    const gato = state.fleets[0]?.squadrons.flatMap((q) => q.ships).find((s) => s.name === 'Gato');
    if ((state.segment === 'C') !== gato?.ownInitiative)
      state = game.apply(state, { type: 'end-segment', side: 'A' }).state;
    const moved = game.apply(state, { type: 'move', side: 'A', ship: 'Gato', distanceInches: 1 });
    expect(game.eventsFor(moved.events, 'A')).toHaveLength(1);
    expect(game.eventsFor(moved.events, 'B')).toEqual([]);
    expect(JSON.stringify(game.viewFor(moved.state, 'B'))).not.toContain('Gato');
  });
});

/**
 * The pair: A's DesDiv with a second real submarine (Grunion), or with a false
 * model of that name shadowing Gato. B sees two contacts either way, and nothing B is
 * shown may count the real boats.
 */
function subsOrDecoys(seed: number): [BattleSetup, BattleSetup] {
  const base = twoSquadronsASide(seed);
  const [allied, japanese] = base.fleets;
  if (allied === undefined || japanese === undefined) throw new Error('fixture has two fleets');
  const desDiv = allied.squadrons[1];
  if (desDiv === undefined) throw new Error('fixture has DesDiv');
  const grunion = { name: 'Grunion', class: 'SM', nationality: 'American' } as const;
  const withBoat = {
    ...base,
    fleets: [
      { ...allied, squadrons: [allied.squadrons[0], { ...desDiv, ships: [...desDiv.ships, grunion] }] },
      japanese,
    ],
    falseModels: [],
  } as BattleSetup;
  const withDecoy = { ...base, falseModels: [{ id: 'Grunion', submarine: 'Gato', distanceInches: 12 }] };
  return [withBoat, withDecoy];
}

describe('Firepower: nothing B is shown counts A\u2019s unseen submarines (Submarines)', () => {
  it('F1: the fleet points and a squadron\u2019s starting ships in B\u2019s view are those of what B sees', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const [boat, decoy] = subsOrDecoys(seed).map((setup) => createBattle(setup));
      if (boat === undefined || decoy === undefined) throw new Error('two battles');
      expect(boat.fleets[0]?.points).not.toBe(decoy.fleets[0]?.points);
      const [seenBoat, seenDecoy] = [game.viewFor(boat, 'B'), game.viewFor(decoy, 'B')];
      expect(seenBoat).toEqual(seenDecoy);
      expect(seenBoat.fleets[0]?.squadrons[1]).toMatchObject({ name: 'DesDiv', startingShips: 2 });
      expect(game.viewFor(boat, 'A').fleets[0]?.squadrons[1]?.startingShips).toBe(4);
    }
  });

  it('F2: when DesDiv fails its control test, B\u2019s events list only the ships B sees', () => {
    let failed = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const [boat, decoy] = subsOrDecoys(seed).map((setup) => {
        let s = createBattle({ ...setup, agreed: { timeOfDay: 'daylight', weather: 'good' } });
        while (s.phase === 'setup') s = game.apply(s, { type: 'roll-first-turn', side: 'A' }).state;
        return game.apply(s, { type: 'choose-first-turn', side: s.firstTurnChooser ?? 'A', first: 'A' }).state;
      });
      if (boat === undefined || decoy === undefined) throw new Error('two battles');
      const test = { type: 'test-control', side: 'A', squadron: 'DesDiv' } as const;
      const [a, b] = [game.apply(boat, test), game.apply(decoy, test)];
      const seenA = game.eventsFor(a.events, 'B');
      expect(seenA).toEqual(game.eventsFor(b.events, 'B'));
      expect(game.viewFor(a.state, 'B')).toEqual(game.viewFor(b.state, 'B'));
      const initiative = seenA.find((e) => e.type === 'own-initiative');
      if (initiative === undefined) continue;
      failed++;
      expect(initiative.data.others).toHaveLength(1); // Preston: the submarines throw apart, for A alone
      const mine = game.eventsFor(a.events, 'A').filter((e) => e.type === 'own-initiative');
      expect(mine.map((e) => e.data.ship ?? e.data.squadron)).toEqual(['DesDiv', 'Gato', 'Grunion']);
    }
    expect(failed).toBeGreaterThan(0);
  });
});
