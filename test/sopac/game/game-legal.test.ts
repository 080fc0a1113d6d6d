/** SOPAC's menus are built only for the types offered now, and the legal actions are those of the whole menu. */
import { describe, expect, it } from 'vitest';
import type { GameStateBase } from '../../../src/index.js';
import type { SopacGameState } from '../../../src/sopac/game/game-state.js';
import { sopacCatalogue } from '../../../src/sopac/index.js';
import { expectOfferedMenusWhole } from '../../game/offered-menus.js';
import { expectRefuseAllAlike } from '../../game/refuse-all-alike.js';

const EVERY = [
  'end-turn',
  'set-mission',
  'move-fleet',
  'sweep',
  'lay-minefield',
  'replot',
  'mine-roll',
  'detect',
  'set-fire-orders',
  'jettison',
  'deploy-mtbs',
  'mtb-contact',
  'mtb-attack',
  'mtb-gunnery',
  'reveal-minefield',
];

describe('SOPAC legalActions', () => {
  it('lists what the whole menu holds of the offered types, in order, on every state of random games', () => {
    expectOfferedMenusWhole(sopacCatalogue.game, 'sopac-game', { 'end-turn': 3 }, EVERY);
  });
});

describe("SOPAC refuseAll (each type's gate decided once, ships and fleets indexed)", () => {
  it('answers exactly as refuse does, action by action, on every state of random games', () => {
    // Beyond the menus: every own ship sweeping, laying and detecting whatever its fleet's
    // mission, a missing ship, an enemy fleet moved, and a ship named like an object key.
    const more = (state: GameStateBase, side: string) => {
      const s = state as unknown as SopacGameState;
      const own = s.ships.filter((ship) => ship.side === side);
      const zones = s.map.zones.map((z) => z.id);
      return [
        ...own.flatMap((ship) =>
          zones.flatMap((across) => [
            { type: 'sweep', side, ships: [ship.id], across },
            { type: 'lay-minefield', side, ship: ship.id, across },
          ]),
        ),
        ...s.ships.map((ship) => ({ type: 'detect', side, ship: ship.id })),
        ...s.fleets.map((fleet) => ({
          type: 'move-fleet',
          side,
          fleet: fleet.id,
          to: zones[0],
          speed: 1,
          leavingTacticalMap: false,
        })),
        { type: 'jettison', side, ship: '__proto__' },
        { type: 'set-mission', side, fleet: 'no such fleet', mission: 'Raid' },
      ];
    };
    const weighed = expectRefuseAllAlike(sopacCatalogue.game, 'sopac-game', { 'end-turn': 3 }, EVERY, more);
    expect(weighed).toBeGreaterThan(2_000);
  });
});
