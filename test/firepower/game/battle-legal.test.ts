/**
 * Firepower's legal actions (battle-legal.ts): a ship out of its segment is offered no
 * move and no fire, a battery that has fired is offered no target, every listed action is
 * one `check` accepts, and nothing `check` accepts is pruned away.
 */
import { describe, expect, it } from 'vitest';
import type { BattleState } from '../../../src/firepower/game/battle-state.js';
import { firepowerBattle, firepowerCatalogue } from '../../../src/firepower/index.js';
import type { GameStateBase } from '../../../src/index.js';
import { expectRefuseAllAlike } from '../../game/refuse-all-alike.js';
import { inSegmentD, play } from './battle-steps.js';

const game = firepowerBattle;

describe('Firepower legalActions', () => {
  const state = inSegmentD();
  const legal = game.legalActions(state, 'A');

  it('in segment D lists fire and moves only for ships under control, each one legal', () => {
    expect(legal.some((a) => a.type === 'fire-gunnery')).toBe(true);
    for (const action of legal) expect(game.check(state, action), JSON.stringify(action)).toEqual({ legal: true });
    const own = new Set(
      state.fleets[0]?.squadrons.flatMap((s) => s.ships.filter((x) => x.ownInitiative).map((x) => x.name)),
    );
    for (const action of legal) {
      if ('ship' in action && (action.type === 'fire-gunnery' || action.type === 'move')) {
        expect(own.has(action.ship as string), `${action.ship} acts on its own initiative: segment C`).toBe(false);
      }
    }
  });

  it('after a shot, every action still legal is listed, and the battery that fired is offered no target', () => {
    const shot = legal.find((a) => a.type === 'fire-gunnery' && a.battery === 'main');
    if (shot?.type !== 'fire-gunnery') throw new Error('no main battery to fire');
    const after = play(state, shot);
    const listed = new Set(game.legalActions(after, 'A').map((a) => JSON.stringify(a)));
    // Nothing the rules still allow was pruned away (the list before the shot as probes).
    for (const action of legal) {
      if (game.check(after, action).legal)
        expect(listed.has(JSON.stringify(action)), JSON.stringify(action)).toBe(true);
    }
    for (const action of listed) {
      const a = JSON.parse(action);
      expect(a.type === 'fire-gunnery' && a.ship === shot.ship && a.battery === 'main').toBe(false);
    }
  });

  it('offers nothing but what pending offers: no segment-D menus in segment A', () => {
    const types = new Set(game.pending(state, 'A').flatMap((p) => (p.side === 'A' ? p.actions : [])));
    for (const action of legal) expect(types.has(action.type)).toBe(true);
  });
});

describe('Firepower refuseAll (the candidates weighed with the ships indexed)', () => {
  it('answers exactly as refuse does, candidate by candidate, on every state of random games', () => {
    const every = ['move', 'fire-gunnery', 'launch-torpedo', 'depth-charge', 'surface', 'move-aircraft'];
    // Also what the menus leave out because the ship's record of the turn refuses it: every
    // own ship firing, launching, depth-charging and moving again, whatever it did already.
    const more = (state: GameStateBase, side: string) => {
      const battle = state as unknown as BattleState;
      const ships = (s: string) =>
        battle.fleets.filter((f) => f.side === s).flatMap((f) => f.squadrons.flatMap((q) => q.ships));
      const out: unknown[] = [];
      for (const ship of ships(side)) {
        for (const target of ships(side === 'A' ? 'B' : 'A')) {
          for (const battery of ['main', 'secondary']) {
            out.push({
              type: 'fire-gunnery',
              side,
              ship: ship.name,
              battery,
              target: target.name,
              distanceInches: 4,
              targetSilhouetted: false,
            });
          }
          out.push({ type: 'launch-torpedo', side, ship: ship.name, target: target.name, distanceInches: 4 });
          out.push({ type: 'depth-charge', side, ship: ship.name, target: target.name, distanceInches: 1 });
        }
        out.push({ type: 'move', side, ship: ship.name, distanceInches: 1, turnDegrees: 0 });
      }
      return out;
    };
    expect(
      expectRefuseAllAlike(firepowerCatalogue.game, 'firepower-battle', { concede: 0 }, every, more),
    ).toBeGreaterThan(2_000);
  });
});
