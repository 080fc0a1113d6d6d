import { describe, expect, it } from 'vitest';
import { type SopacActionInput, sopacGame, sopacGameStateSchema } from '../../../src/sopac/index.js';
import { DETECT_AND_SWEEP, FOUR_TURNS, LAY_AND_CROSS, MTB_ATTACK, NIGHT_PATROL, scenario } from './game-fixtures.js';

const game = sopacGame;
/** Seed 52 makes contact and sweeps the minefield in this script (the rolls are logged in the events). */
const SEED = 52;
const SCRIPT: SopacActionInput[] = [
  ...FOUR_TURNS,
  ...LAY_AND_CROSS,
  ...DETECT_AND_SWEEP,
  ...NIGHT_PATROL,
  ...MTB_ATTACK,
];

function playTo(count: number) {
  return game.replay(scenario(SEED), SCRIPT.slice(0, count));
}

describe('a scripted SOPAC scenario: a minefield laid, crossed, detected and swept, then an MTB night attack', () => {
  it('lays the minefield on the Japanese log sheet after four undisturbed turns, hidden from the Allies', () => {
    const { state } = playTo(FOUR_TURNS.length + 1);
    expect(state.turn).toBe(5);
    expect(state.logs.Japanese.minefields).toEqual([{ id: 'J5.1', boundary: 'B1/B2', placed: 5, activeFrom: 5 }]);
    expect(game.viewFor(state, 'Allied').logs.Japanese.minefields).toEqual([]);
    expect(game.viewFor(state, 'Allied').fleets.find((f) => f.id === 'JML')?.mission).toBeNull();
    expect(game.viewFor(state, 'Japanese').logs.Japanese.minefields).toHaveLength(1);
    expect(state.ships.find((s) => s.id === 'MADE-UP Tsugaru')?.undisturbedTurns).toBe(0);
  });

  it('stops the Allied fleet at the mined boundary; each ship rolls, then the fleet crosses', () => {
    const before = playTo(FOUR_TURNS.length + 3);
    expect(before.state.crossing).toMatchObject({ fleet: 'TF-A', from: 'B2', to: 'B1', minefields: 1, rolled: [] });
    expect(before.state.fleets.find((f) => f.id === 'TF-A')?.zone).toBe('B2');
    // The mover is told of the minefield; the Japanese side does not see which ships roll.
    expect(before.state.known.Allied.boundaries).toEqual([{ boundary: 'B1/B2', minefields: 1, turn: 5 }]);
    expect(game.viewFor(before.state, 'Japanese').crossing?.toRoll).toEqual([]);
    // While the fleet is stopped, nothing else moves.
    expect(game.check(before.state, { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' }).legal).toBe(
      false,
    );
    const after = playTo(FOUR_TURNS.length + LAY_AND_CROSS.length);
    const rolls = after.events.flat().filter((e) => e.type === 'mine-roll');
    expect(rolls.map((e) => e.data.ship)).toEqual(['MADE-UP Cruiser', 'MADE-UP Destroyer']);
    // Speed 2 adds +2: each roll's modifiers say so, and its total decides.
    for (const roll of rolls) {
      const check = roll.resolution?.steps[0];
      expect(check?.modifiers).toEqual([{ rule: '19.2', label: 'moved at speed 2 this turn', delta: 2 }]);
      expect(roll.data.damaged).toBe((check?.total ?? 0) >= 11);
    }
    expect(after.state.crossing).toBeNull();
    expect(after.state.fleets.find((f) => f.id === 'TF-A')?.zone).toBe('B1');
  });

  it('detects the minefield (its boundary and count revealed) and sweeps it away', () => {
    const through = FOUR_TURNS.length + LAY_AND_CROSS.length;
    const detected = playTo(through + 1);
    expect(detected.events.at(-1)?.[0]?.data).toEqual({
      ship: 'MADE-UP Sweeper',
      zone: 'B1',
      minefields: [{ boundary: 'B1/B2', minefields: 1 }],
    });
    // 19.63: not in the turn of the detection; two full turns after it.
    expect(game.check(detected.state, DETECT_AND_SWEEP[3] as SopacActionInput).legal).toBe(false);
    const swept = playTo(through + DETECT_AND_SWEEP.length);
    const sweep = swept.events.at(-1)?.[0];
    expect(sweep?.data).toMatchObject({ ship: 'MADE-UP Sweeper', boundary: 'B1/B2', removed: ['J5.1'], sunk: false });
    expect(sweep?.resolution?.rolls[0]?.value).toBeGreaterThanOrEqual(4);
    expect(swept.state.logs.Japanese.minefields).toEqual([]);
    // What the Allies know: the detection's turn, and none of what it found left.
    const detectedOn = detected.state.known.Allied.boundaries[0]?.turn;
    expect(swept.state.known.Allied.boundaries).toEqual([{ boundary: 'B1/B2', minefields: 0, turn: detectedOn }]);
    // The sweeper learns how many minefields went, never their ids (the owner's log sheet).
    expect(game.eventsFor(swept.events.at(-1) ?? [], 'Allied').map((e) => e.data)).toEqual([
      { ship: 'MADE-UP Sweeper', boundary: 'B1/B2', sunk: false, minefieldsRemoved: 1 },
    ]);
    // Its own sweep die is the sweeper's to see.
    expect(game.eventsFor(swept.events.at(-1) ?? [], 'Allied')[0]?.resolution).toEqual(sweep?.resolution);
  });

  it('sends the boats out at night, makes contact and attacks; views hide and reveal what they should', () => {
    const upToContact = SCRIPT.length - MTB_ATTACK.length;
    const beforeContact = playTo(upToContact - 1).state;
    expect(beforeContact.light).toBe('night');
    expect(beforeContact.logs.Allied.flotillas).toEqual([
      { id: 'PT-1', base: 'MADE-UP Tulagi', zone: 'A2', boats: 2, aces: 1 },
    ]);
    expect(game.viewFor(beforeContact, 'Japanese').logs.Allied.flotillas).toEqual([]);
    expect(game.viewFor(beforeContact, 'Allied').ships.map((s) => s.id)).not.toContain('MADE-UP Kako');
    const contact = playTo(upToContact);
    expect(contact.events.at(-1)?.[0]).toMatchObject({ type: 'mtb-contact', data: { contact: true } });
    expect(game.viewFor(contact.state, 'Allied').ships.map((s) => s.id)).toEqual(
      expect.arrayContaining(['MADE-UP Kako', 'MADE-UP Yubari']),
    );
    expect(game.viewFor(contact.state, 'Japanese').logs.Allied.flotillas.map((f) => f.id)).toEqual(['PT-1']);
    expect(game.viewFor(contact.state, 'Japanese').logs.Allied.minefields).toEqual([]);

    const attacked = playTo(upToContact + 1);
    expect(attacked.state.mtbAttack).toMatchObject({ side: 'Allied', flotilla: 'PT-1', fleet: 'JTF' });
    const stages = attacked.events.at(-1)?.map((e) => e.type);
    expect(stages?.[0]).toBe('mtb-surprise');
    expect(stages?.at(-1)).toBe('mtb-torpedoes');
    // The attack holds the game until the special gunnery choice.
    expect(game.check(attacked.state, { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' }).legal).toBe(
      false,
    );

    const done = playTo(SCRIPT.length);
    expect(done.state.mtbAttack).toBeNull();
    expect(done.events.at(-1)?.map((e) => e.type)).toEqual(['mtb-gunnery', 'mtb-fire-again']);
    // Boats lost in the attack come off the flotilla and off the base's boats.
    const groups = done.events.at(-1)?.at(-1)?.data.groups as { boatsLost: number; acesLost: number }[];
    const lost = groups.reduce((n, g) => n + g.boatsLost, 0);
    expect(done.state.mtbBases[0]?.boats).toBe(4 - lost);
    expect(done.state.logs.Allied.flotillas.find((f) => f.id === 'PT-1')?.boats ?? 0).toBe(2 - lost);
    expect(done.state.mtbBases[0]?.aces).toBe(1 - groups.reduce((n, g) => n + g.acesLost, 0));
  });

  it('replays to the same state, and every state is plain, valid JSON', () => {
    const first = playTo(SCRIPT.length);
    let state = scenario(SEED);
    for (const action of SCRIPT) {
      state = game.apply(state, action).state;
      expect(sopacGameStateSchema.parse(state)).toEqual(state);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
    expect(state).toEqual(first.state);
    expect(game.replay(scenario(SEED), SCRIPT).state).toEqual(first.state);
  });

  it('brings the boats home at day', () => {
    const { state } = game.replay(scenario(SEED), [
      ...SCRIPT,
      { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' },
    ]);
    expect(state.logs.Allied.flotillas).toEqual([]);
    expect(state.mtbOrders.Allied).toBe('none');
  });
});
