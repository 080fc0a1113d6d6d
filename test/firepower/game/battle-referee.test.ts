import { describe, expect, it } from 'vitest';
import {
  type BattleSetup,
  type BattleState,
  controlScoreNeeded,
  createBattle,
  firepowerBattle,
  resolveGunneryToHit,
  resolveTorpedo,
} from '../../../src/firepower/index.js';
import { isRulesError, scriptedDice } from '../../../src/index.js';
import { twoSquadronsASide } from './battle-fixtures.js';
import { inSegmentD, play, refusal, ship, started, withShip } from './battle-steps.js';

const game = firepowerBattle;

/** A set-up error's message (createBattle throws a RulesError). */
function setupError(setup: BattleSetup): string {
  try {
    createBattle(setup);
  } catch (error) {
    if (isRulesError(error)) return error.message;
    throw error;
  }
  throw new Error('the set-up was accepted');
}

describe('Firepower battle: every rule it holds is refereed (issue items 1–9)', () => {
  it('1. takes house rules and options, and a ship set up with special effect 3 moves at half rate', () => {
    const battle = createBattle({ ...twoSquadronsASide(), rules: { optional: { specialEffects: true } } });
    expect(battle.rules).toEqual({ optional: { specialEffects: true } });
    expect(() => createBattle({ ...twoSquadronsASide(), rules: { optional: { specialEffect: true } } })).toThrow(
      /specialEffect/,
    );
    const state = withShip(inSegmentD(), 'Washington', (s) => {
      s.ownInitiative = false;
      s.damage = { specialEffects: [3] };
    });
    // Late Period 20 cm = 8": halved to 4" by the engine-room fire.
    expect(refusal(state, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 4.5 }).rule).toBe('Matrix 5');
    play(state, { type: 'move', side: 'A', ship: 'Washington', distanceInches: 4 });
  });

  it('2. a depth charge that damages a submarine reveals it but leaves it submerged: only DD and DE may engage it', () => {
    for (let seed = 1; seed < 200; seed++) {
      let state = inSegmentD(started(twoSquadronsASide(seed)));
      while (state.active === 'A') state = game.apply(state, { type: 'end-segment', side: 'A' }).state;
      for (const squadron of ['Screen']) state = game.apply(state, { type: 'test-control', side: 'B', squadron }).state;
      while (state.segment !== 'D') state = game.apply(state, { type: 'end-segment', side: 'B' }).state;
      const dd = state.fleets[1]?.squadrons.flatMap((q) => q.ships).find((s) => s.class === 'DD' && !s.ownInitiative);
      const gato = state.contacts.find((c) => c.model === 'Gato')?.id;
      if (dd === undefined || gato === undefined) continue;
      const after = game.apply(state, {
        type: 'depth-charge',
        side: 'B',
        ship: dd.name,
        target: gato,
        distanceInches: 1,
      });
      if (after.events.find((e) => e.type === 'depth-charge')?.data.outcome !== 'damaged') continue;
      expect(ship(after.state, 'Gato')).toMatchObject({ submerged: true, damage: { submarineDamaged: true } });
      expect(after.state.revealed).toContain('Gato');
      const gunnery = refusal(after.state, {
        type: 'fire-gunnery',
        side: 'B',
        ship: 'Kirishima',
        target: 'Gato',
        distanceInches: 5,
      });
      expect(gunnery.message).toMatch(/submerged|segment/);
      return;
    }
    throw new Error('no seed damaged Gato');
  });

  it('3. a side with no ship in action loses; a player may concede; an agreed turn limit ends the battle undecided', () => {
    const conceded = game.apply(started(), { type: 'concede', side: 'B' });
    expect(conceded.state).toMatchObject({ phase: 'over', winner: 'A', endedBy: 'concession' });
    const limited = started({ ...twoSquadronsASide(), turnLimit: 1 });
    let state = play(limited, { type: 'test-control', side: 'A', squadron: 'DesDiv' });
    while (state.phase !== 'over') {
      const side = state.active as 'A' | 'B';
      const untested = state.fleets
        .find((f) => f.side === side)
        ?.squadrons.find((s) => !s.hasFleetFlagship && !state.controlTested.includes(s.name));
      state =
        state.segment === 'A' && untested !== undefined
          ? game.apply(state, { type: 'test-control', side, squadron: untested.name }).state
          : game.apply(state, { type: 'end-segment', side }).state;
      if (state.pending[0] !== undefined) {
        const due = state.pending[0];
        state = game.apply(state, { type: 'test-break-off', side: due.side, squadron: due.squadron }).state;
      }
    }
    expect(state).toMatchObject({ winner: null, endedBy: 'turn-limit', turn: 1 });
    // Wiped out: B's last ship afloat sinks (found by seed) and B has lost at once.
    for (let seed = 1; seed < 300; seed++) {
      let s = inSegmentD(started(twoSquadronsASide(seed)));
      s = structuredClone(s);
      const enemy = s.fleets[1];
      if (enemy === undefined) throw new Error('no fleet B');
      for (const squadron of enemy.squadrons)
        for (const target of squadron.ships) if (target.name !== 'Atago') target.status = 'sunk';
      const atago = enemy.squadrons.flatMap((q) => q.ships).find((t) => t.name === 'Atago');
      if (atago === undefined) throw new Error('no Atago');
      atago.damage.listDegrees = 39;
      const washington = s.fleets[0]?.squadrons[0]?.ships[0];
      if (washington === undefined || washington.ownInitiative) continue;
      const fired = game.check(s, {
        type: 'fire-gunnery',
        side: 'A',
        ship: 'Washington',
        target: 'Atago',
        distanceInches: 8,
      });
      if (!fired.legal) continue;
      const after = game.apply(s, {
        type: 'fire-gunnery',
        side: 'A',
        ship: 'Washington',
        target: 'Atago',
        distanceInches: 8,
      });
      if (ship(after.state, 'Atago').status === 'afloat' || ship(after.state, 'Atago').status === 'left-formation')
        continue;
      expect(after.state).toMatchObject({ phase: 'over', winner: 'A', endedBy: 'no-ships' });
      return;
    }
    throw new Error('no seed sank the Atago');
  });

  it('4. a torpedo launch reaches no farther than Matrix 7\u2019s torpedo row', () => {
    const state = withShip(inSegmentD(), 'Gato', (s) => {
      s.ownInitiative = false;
    });
    expect(
      refusal(state, { type: 'launch-torpedo', side: 'A', ship: 'Gato', target: 'Atago', distanceInches: 18.5 }).rule,
    ).toBe('Matrix 7');
    play(state, { type: 'launch-torpedo', side: 'A', ship: 'Gato', target: 'Atago', distanceInches: 18 });
  });

  it('5. a silhouetted target counts only at dusk or dawn (Matrix 8), in the battle and the resolver', () => {
    const state = inSegmentD();
    const mover = ship(state, 'Washington').ownInitiative ? undefined : 'Washington';
    if (mover !== undefined) {
      expect(
        refusal(state, {
          type: 'fire-gunnery',
          side: 'A',
          ship: mover,
          target: 'Atago',
          distanceInches: 8,
          targetSilhouetted: true,
        }).rule,
      ).toBe('Matrix 8');
    }
    const shot = { battery: 'BB', target: 'CA', range: 'short', targetSilhouetted: true } as const;
    expect(() => resolveGunneryToHit(shot, scriptedDice([4]))).toThrow(/dusk or dawn/);
    const dusk = { period: 'late', timeOfDay: 'dusk' } as const;
    const lit = resolveGunneryToHit({ ...shot, conditions: dusk }, scriptedDice([4])).total;
    const plain = resolveGunneryToHit({ ...shot, targetSilhouetted: false, conditions: dusk }, scriptedDice([4])).total;
    expect(lit).toBe((plain ?? 0) + 1);
  });

  it('6. the +1 for friendly squadrons broken off cannot exceed the squadrons the state shows broken off (Matrix 3)', () => {
    const state: BattleState = { ...started(), pending: [{ squadron: 'DesDiv', side: 'A' }] };
    const claimed = refusal(state, {
      type: 'test-break-off',
      side: 'A',
      squadron: 'DesDiv',
      friendlyBrokenOffWithin90cm: 7,
    });
    expect(claimed.rule).toBe('Matrix 3');
    play(state, { type: 'test-break-off', side: 'A', squadron: 'DesDiv', friendlyBrokenOffWithin90cm: 0 });
  });

  it('7. Matrix 4: a flagship\u2019s disengage or intercept changes its squadron\u2019s order; a maximum turn is held to', () => {
    let changed = false;
    for (let seed = 1; seed < 300 && !changed; seed++) {
      const after = game.apply(started(twoSquadronsASide(seed)), {
        type: 'test-control',
        side: 'A',
        squadron: 'DesDiv',
      });
      const course = after.state.courses.find((c) => c.ship === 'Walke')?.course;
      const order = after.state.fleets[0]?.squadrons[1]?.movementOrder;
      if (course === 'disengage') {
        expect(order).toBe('break-off');
        changed = true;
      }
      if (course === 'intercept') expect(order).toBe('intercept');
    }
    expect(changed).toBe(true);
    const d = withShip(inSegmentD(), 'Preston', (s) => {
      s.ownInitiative = true;
    });
    const held: BattleState = {
      ...d,
      segment: 'C',
      courses: [{ ship: 'Preston', course: 'turn-port', turned: false }],
    };
    expect(refusal(held, { type: 'move', side: 'A', ship: 'Preston', distanceInches: 2 }).rule).toBe('Matrix 4');
    expect(
      refusal(held, {
        type: 'move',
        side: 'A',
        ship: 'Preston',
        distanceInches: 2,
        turnDegrees: 90,
        turnDirection: 'starboard',
      }).rule,
    ).toBe('Matrix 4');
    const turned = play(held, {
      type: 'move',
      side: 'A',
      ship: 'Preston',
      distanceInches: 2,
      turnDegrees: 90,
      turnDirection: 'port',
    });
    expect(turned.courses).toEqual([{ ship: 'Preston', course: 'turn-port', turned: true }]);
  });

  it('8. night: torpedoes and guns need the firer\u2019s own radar or flares, or Japanese ships; aids belong to a fleet', () => {
    const night = { period: 'late', timeOfDay: 'night' } as const;
    expect(() => resolveTorpedo({ target: 'CA', torpedo: 'late', conditions: night }, scriptedDice([6, 1]))).toThrow(
      /night/,
    );
    expect(
      resolveTorpedo(
        { target: 'CA', torpedo: 'late', conditions: { ...night, nightAids: { radar: true } } },
        scriptedDice([1, 6]),
      ).outcome.hit,
    ).toBe(false);
    expect(
      resolveTorpedo({ target: 'CA', torpedo: 'long-lance', conditions: night }, scriptedDice([1, 6])).outcome.hit,
    ).toBe(false);
    const setup = twoSquadronsASide();
    const [a, b] = setup.fleets;
    const battle = createBattle({
      ...setup,
      agreed: { timeOfDay: 'night', weather: 'good' },
      fleets: [{ ...a, nightAids: { radar: true } }, b],
    });
    expect(battle.fleets[0]?.nightAids).toEqual({ radar: true, flares: false });
    expect(battle.fleets[1]?.nightAids).toEqual({ radar: false, flares: false });
    expect(() => createBattle({ ...setup, nightAids: { radar: true } } as never)).toThrow(/nightAids/);
  });

  it('9. cross-checks: the year within its period, the Long Lance Japanese, a fleet flagship in action at set-up', () => {
    expect(setupError({ ...twoSquadronsASide(), period: 'early', year: 1942 })).toMatch(
      /early period runs from 1895 to 1906/,
    );
    const setup = twoSquadronsASide();
    const [a, b] = setup.fleets;
    const sunk = structuredClone(a);
    const flagship = sunk.squadrons[0]?.ships[0];
    if (flagship === undefined) throw new Error('no flagship');
    Object.assign(flagship, { status: 'sunk' });
    expect(setupError({ ...setup, fleets: [sunk, b] })).toMatch(/fleet flagship Washington is sunk/);
    const state = withShip(inSegmentD(), 'Gato', (s) => {
      s.ownInitiative = false;
    });
    expect(
      refusal(state, {
        type: 'launch-torpedo',
        side: 'A',
        ship: 'Gato',
        target: 'Atago',
        distanceInches: 5,
        torpedo: 'long-lance',
      }).rule,
    ).toBe('Matrix 11');
    const input = { movementOrder: 'engage', formationOrder: 'open', nationality: 'British', year: 1941 } as const;
    expect(controlScoreNeeded(input)).toBe(controlScoreNeeded({ movementOrder: 'engage', formationOrder: 'open' }));
  });
});
