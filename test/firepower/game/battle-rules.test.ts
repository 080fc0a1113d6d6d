import { describe, expect, it } from 'vitest';
import { type BattleSetup, type BattleState, createBattle, firepowerBattle } from '../../../src/firepower/index.js';
import { isRulesError } from '../../../src/index.js';
import { twoSquadronsASide } from './battle-fixtures.js';
import { inSegmentD, play, refusal, ship, started, withShip } from './battle-steps.js';

const game = firepowerBattle;

describe('Firepower battle: the defects reported against the resolvers alone', () => {
  it('a battery that fires marks its ship as having fired (Matrix 8: +1 against a ship that has fired)', () => {
    const before = inSegmentD();
    const mover = ship(before, 'Washington').ownInitiative ? null : 'Washington';
    expect(mover).toBe('Washington');
    const after = play(before, {
      type: 'fire-gunnery',
      side: 'A',
      ship: 'Washington',
      target: 'Atago',
      distanceInches: 10,
    });
    expect(ship(before, 'Washington').hasFired).toBe(false);
    expect(ship(after, 'Washington').hasFired).toBe(true);
  });

  it('a submarine that fires is revealed, and a submarine may not torpedo a submarine', () => {
    let state = started();
    state = play(state, { type: 'test-control', side: 'A', squadron: 'DesDiv' });
    state = play(state, { type: 'end-segment', side: 'A' }, { type: 'end-segment', side: 'A' });
    const gatoOnOwn = ship(state, 'Gato').ownInitiative;
    if (gatoOnOwn === false) state = play(state, { type: 'end-segment', side: 'A' });
    // I-15 is submerged and not revealed: player A cannot see it, so it is answered as no ship at all.
    const error = refusal(state, {
      type: 'launch-torpedo',
      side: 'A',
      ship: 'Gato',
      target: 'I-15',
      distanceInches: 8,
    });
    expect(error.code).toBe('ILLEGAL_ACTION');
    const unknown = refusal(state, {
      type: 'launch-torpedo',
      side: 'A',
      ship: 'Gato',
      target: 'I-99',
      distanceInches: 8,
    });
    expect(error.message).toBe(unknown.message.replace('I-99', 'I-15'));
    const revealed = { ...state, revealed: ['I-15'], contacts: state.contacts.filter((c) => c.model !== 'I-15') };
    expect(
      refusal(revealed, { type: 'launch-torpedo', side: 'A', ship: 'Gato', target: 'I-15', distanceInches: 8 }).rule,
    ).toBe('Submarines');
    const after = play(state, {
      type: 'launch-torpedo',
      side: 'A',
      ship: 'Gato',
      target: 'Kirishima',
      distanceInches: 8,
    });
    expect(after.revealed).toContain('Gato');
    expect(after.torpedoes).toEqual([
      expect.objectContaining({ id: 'T1', firer: 'Gato', target: 'Kirishima', speedInches: 6, torpedo: 'late' }),
    ]);
  });

  it('only DD and DE engage a submerged submarine, by depth charge within 2", before any die is thrown', () => {
    const state = inSegmentD();
    const error = refusal(state, {
      type: 'fire-gunnery',
      side: 'A',
      ship: 'Washington',
      target: 'I-15',
      distanceInches: 5,
    });
    expect(error.code).toBe('ILLEGAL_ACTION');
    expect(error.message).toContain('sees no ship named I-15');
    const far = withShip(state, 'Walke', (s) => {
      s.ownInitiative = false;
    });
    // A submerged submarine is engaged as an anonymous contact (real and false models look alike).
    const contact = state.contacts.find((c) => c.model === 'I-15')?.id as string;
    expect(contact).toMatch(/^contact-\d+$/);
    expect(
      refusal(far, { type: 'depth-charge', side: 'A', ship: 'Walke', target: contact, distanceInches: 3 }).rule,
    ).toBe('Submarines');
    expect(
      refusal(state, { type: 'depth-charge', side: 'A', ship: 'Washington', target: contact, distanceInches: 1 }).rule,
    ).toBe('Submarines');
  });

  it('a failed control test puts the squadron out of control and its ships on their own initiative; a pass brings them back', () => {
    let seed = 0;
    let state: BattleState | undefined;
    let failed: BattleState | undefined;
    for (seed = 1; seed < 200 && failed === undefined; seed++) {
      state = started(twoSquadronsASide(seed));
      const after = game.apply(state, {
        type: 'test-control',
        side: 'A',
        squadron: 'DesDiv',
        situation: { smoke: true, distanceToFleetFlagshipCm: 120 },
      }).state;
      if (after.fleets[0]?.squadrons[1]?.underControl === false) failed = after;
    }
    expect(failed).toBeDefined();
    if (failed === undefined) return;
    const squadron = failed.fleets[0]?.squadrons[1];
    expect(squadron?.ships.every((s) => s.ownInitiative)).toBe(true);
    expect(failed.courses.map((e) => e.ship).sort()).toEqual(['Gato', 'Preston', 'Walke']);
    // Special effect 1 (C3 hit) keeps a ship on its own initiative for the rest of the game.
    const c3 = withShip(failed, 'Preston', (s) => {
      s.ownInitiativeForGame = true;
    });
    let back: BattleState | undefined;
    let next = c3;
    for (let turn = 0; turn < 30 && back === undefined; turn++) {
      next = play(next, { type: 'end-segment', side: 'A' }, { type: 'end-segment', side: 'A' });
      next = play(next, { type: 'end-segment', side: 'A' }, { type: 'end-segment', side: 'A' });
      next = play(next, { type: 'test-control', side: 'B', squadron: 'Screen' });
      while (next.active === 'B') next = play(next, { type: 'end-segment', side: 'B' });
      next = play(next, { type: 'test-control', side: 'A', squadron: 'DesDiv' });
      if (next.fleets[0]?.squadrons[1]?.underControl) back = next;
    }
    expect(back).toBeDefined();
    expect(ship(back as BattleState, 'Walke').ownInitiative).toBe(false);
    expect(ship(back as BattleState, 'Preston').ownInitiative).toBe(true);
  });

  it('a break-off test falls due as soon as its condition arises, and a squadron that breaks off is marked', () => {
    const state = inSegmentD();
    const sunk = withShip(state, 'Uranami', (s) => {
      s.status = 'sunk';
    });
    // The sunk destroyer counts once the next damage is resolved in the squadron: fire at its leader.
    let after = sunk;
    for (let i = 0; i < 10 && after.pending.length === 0; i++) {
      const shot = game.check(after, {
        type: 'fire-gunnery',
        side: 'A',
        ship: 'Washington',
        target: 'Ayanami',
        distanceInches: 10,
      });
      if (!shot.legal) break;
      after = game.apply(after, {
        type: 'fire-gunnery',
        side: 'A',
        ship: 'Washington',
        target: 'Ayanami',
        distanceInches: 10,
      }).state;
    }
    expect(after.pending).toEqual([{ squadron: 'Screen', side: 'B' }]);
    expect(refusal(after, { type: 'end-segment', side: 'A' }).rule).toBe('Break Off');
    const tested = game.apply(after, { type: 'test-break-off', side: 'B', squadron: 'Screen' });
    const screen = tested.state.fleets[1]?.squadrons[1];
    const outcome = tested.events.find((e) => e.type === 'break-off-test')?.data.outcome;
    expect(screen?.brokenOff).toBe(outcome === 'breaks-off');
    if (outcome === 'breaks-off') {
      expect(screen?.ships.every((s) => s.brokenOff)).toBe(true);
      expect(tested.state.winner).toBe('A');
    }
  });

  it('break-off triggers read the battle\u2019s house rules (Matrix 3: battery classes lost)', () => {
    // Uranami has lost one main battery class: under the printed rules (two) it does not
    // count towards the battery-loss condition; under a house rule of one, it does.
    const damaged = withShip(inSegmentD(), 'Uranami', (s) => {
      s.damage = { ...(s.damage as object), mainBatteryClassesLost: 1 };
    });
    const fire = {
      type: 'fire-gunnery',
      side: 'A',
      ship: 'Washington',
      target: 'Ayanami',
      distanceInches: 10,
    } as const;
    const printed = game.apply(damaged, fire);
    expect(printed.events.filter((e) => e.type === 'break-off-test-due')).toEqual([]);
    const house = game.apply({ ...damaged, rules: { tables: { breakOff: { batteryClassesLost: 1 } } } }, fire);
    expect(house.events.find((e) => e.type === 'break-off-test-due')?.data).toEqual({
      squadron: 'Screen',
      condition: 'batteryLoss',
    });
    expect(house.state.pending).toEqual([{ squadron: 'Screen', side: 'B' }]);
  });

  it('special effect 3 halves the move every turn; lost propulsion stops it; the turn limit is 45\u00b0 for BB', () => {
    const state = inSegmentD();
    expect(refusal(state, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 8.5 }).rule).toBe('Matrix 5');
    expect(
      refusal(state, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 4, turnDegrees: 60 }).rule,
    ).toBe('Game Sequence');
    const engines = withShip(state, 'Washington', (s) => {
      (s.damage as { specialEffects: number[] }).specialEffects = [3];
    });
    engines.engineHalvings = [{ ship: 'Washington', halvings: 1 }];
    expect(refusal(engines, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 4.5 }).rule).toBe(
      'Matrix 5',
    );
    play(engines, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 4 });
    engines.engineHalvings = [{ ship: 'Washington', halvings: 2 }];
    expect(refusal(engines, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 2.5 }).rule).toBe(
      'Matrix 5',
    );
    const dead = withShip(state, 'Washington', (s) => {
      (s.damage as { propulsionLost: boolean }).propulsionLost = true;
    });
    expect(refusal(dead, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 1 }).rule).toBe('BLUE die');
  });

  it('special effect 4 silences the armament; out of range and MTBs without armour are refused before any die', () => {
    const state = inSegmentD();
    const dark = withShip(state, 'Washington', (s) => {
      (s.damage as { specialEffects: number[] }).specialEffects = [4];
    });
    const shot = { type: 'fire-gunnery', side: 'A', ship: 'Washington', target: 'Atago', distanceInches: 10 } as const;
    expect(refusal(dark, shot).rule).toBe('Special effects');
    expect(refusal(state, { ...shot, distanceInches: 36.5 }).rule).toBe('Matrix 7');
    const mtb = withShip(state, 'Ayanami', (s) => {
      s.class = 'MTB';
    });
    const error = refusal(mtb, { ...shot, target: 'Ayanami' });
    expect(error.rule).toBe('Matrix 1');
    expect(error.message).toContain('profile');
    const armoured = withShip(mtb, 'Ayanami', (s) => {
      s.profile = { main: 'T', secondary: null, armour: 'DE', aa: 1 };
    });
    expect(game.check(armoured, { ...shot, target: 'Ayanami' })).toEqual({ legal: true });
  });

  it('only one order changes a turn, only in segment A, and only while the fleet flagship is in action', () => {
    const state = started();
    const once = play(state, { type: 'change-order', side: 'A', squadron: 'DesDiv', formationOrder: 'line-abreast' });
    expect(once.orderChanged).toBe(true);
    expect(
      refusal(once, { type: 'change-order', side: 'A', squadron: 'BatDiv', movementOrder: 'intercept' }).rule,
    ).toBe('Changing Orders');
    const headless = withShip(state, 'Washington', (s) => {
      s.status = 'sunk';
    });
    expect(
      refusal(headless, { type: 'change-order', side: 'A', squadron: 'DesDiv', movementOrder: 'engage' }).message,
    ).toContain('fleet flagship');
  });

  it('turns alternate A\u2013D and refuse the wrong player or segment; every squadron but the flagship\u2019s tests control', () => {
    const state = started();
    expect(refusal(state, { type: 'end-segment', side: 'B' }).rule).toBe('Game Sequence');
    expect(refusal(state, { type: 'end-segment', side: 'A' }).rule).toBe('Matrix 2');
    expect(refusal(state, { type: 'test-control', side: 'A', squadron: 'BatDiv' }).rule).toBe('Matrix 2');
    expect(refusal(state, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 1 }).rule).toBe(
      'Game Sequence',
    );
    const d = inSegmentD(state);
    const b = play(d, { type: 'end-segment', side: 'A' });
    expect([b.active, b.segment, b.turn]).toEqual(['B', 'A', 1]);
  });

  it('a torpedo marker moves 6" a turn (Long Lance 9")', () => {
    let state = inSegmentD();
    state = withShip(state, 'Gato', (s) => {
      s.ownInitiative = false;
    });
    state = play(state, { type: 'launch-torpedo', side: 'A', ship: 'Gato', target: 'Atago', distanceInches: 6 });
    expect(refusal(state, { type: 'move-torpedo', side: 'A', marker: 'T1', distanceInches: 6.5 }).rule).toBe(
      'Torpedoes',
    );
    // Contact only once the moved marker has reached its target.
    expect(refusal(state, { type: 'torpedo-contact', side: 'A', marker: 'T1' }).message).toMatch(/still 6" from Atago/);
    state = play(state, { type: 'move-torpedo', side: 'A', marker: 'T1', distanceInches: 6 });
    const hit = game.apply(state, { type: 'torpedo-contact', side: 'A', marker: 'T1' });
    expect(hit.events.some((e) => e.type === 'torpedo' && e.resolution !== undefined)).toBe(true);
    expect(hit.state.torpedoes).toEqual([]);
  });

  it('a torpedo in the water reaches its target after its firer is sunk: listed, and applied', () => {
    let state = inSegmentD();
    state = withShip(state, 'Gato', (s) => {
      s.ownInitiative = false;
    });
    state = play(state, { type: 'launch-torpedo', side: 'A', ship: 'Gato', target: 'Atago', distanceInches: 6 });
    state = play(state, { type: 'move-torpedo', side: 'A', marker: 'T1', distanceInches: 6 });
    const sunk = withShip(state, 'Gato', (s) => {
      s.status = 'sunk';
    });
    const contact = { type: 'torpedo-contact', side: 'A', marker: 'T1' } as const;
    expect(game.legalActions(sunk, 'A')).toContainEqual(contact);
    const hit = game.apply(sunk, contact);
    expect(hit.events.some((e) => e.type === 'torpedo' && e.resolution !== undefined)).toBe(true);
    expect(hit.state.torpedoes).toEqual([]);
  });

  it('each player\u2019s view hides the other\u2019s false submarine models', () => {
    const state = started();
    expect(state.falseModels).toHaveLength(1);
    expect(game.viewFor(state, 'A').falseModels).toHaveLength(1);
    expect(game.viewFor(state, 'B').falseModels).toEqual([]);
    expect(JSON.stringify(game.viewFor(state, 'B'))).not.toContain('ghost-1');
  });

  it('refuses bad set-ups and bad actions as RulesErrors naming the field', () => {
    const setup = twoSquadronsASide();
    const twice = structuredClone(setup) as { fleets: { squadrons: { ships: { name: string }[] }[] }[] };
    const first = twice.fleets[1]?.squadrons[0]?.ships[0];
    if (first) first.name = 'Washington';
    expect(() => createBattle(twice as BattleSetup)).toThrow(/used twice/);
    expect(() => createBattle({ ...setup, pointsLimit: 10 })).toThrow(/Matrix 13/);
    const error = (() => {
      try {
        game.apply(started(), { type: 'fire-gunery', side: 'A' } as never);
      } catch (e) {
        return e;
      }
    })();
    expect(isRulesError(error)).toBe(true);
  });
});
