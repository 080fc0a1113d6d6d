/**
 * Cartwheel's per-unit menus are built only when one of their types is offered, and the
 * legal actions are those of the whole menu; a recon unit's return is refused before it runs.
 */
import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue } from '../../../src/cartwheel/index.js';
import { type GameStateBase, randomBot } from '../../../src/index.js';
import { expectOfferedMenusWhole } from '../../game/offered-menus.js';
import { exampleSetup, walkRandomPlay } from '../../game/random-play.js';
import { expectRefuseAllAlike } from '../../game/refuse-all-alike.js';

const EVERY = ['recon-flight', 'place-recon', 'return-recon', 'evacuate', 'stage-move'];

describe('Cartwheel legalActions', () => {
  it('lists what the whole menu holds of the offered types, in order, on every state of random games', () => {
    expectOfferedMenusWhole(cartwheelCatalogue.game, 'cartwheel-game', { 'stage-move': 0.02 }, EVERY, 2);
  });
});

describe("Cartwheel refuseAll (each side's board made once, its units indexed)", () => {
  it('answers exactly as refuse does, action by action, on every state of random games', () => {
    // Beyond the menus: every unit of either side staged, returned and evacuated to every
    // airbase (the other side's ids too), and a unit named like an object key.
    const more = (state: GameStateBase, side: string) => {
      const board = (
        state as unknown as { board: { airUnits: { unit: { id: string } }[]; airbases: { id: string }[] } }
      ).board;
      return board.airUnits.flatMap(({ unit }) =>
        board.airbases.flatMap((base) => [
          { type: 'stage-move', side, move: { unitId: unit.id, airbaseId: base.id, distance: 3 } },
          { type: 'return-recon', side, unitId: unit.id, airbaseId: base.id, distance: 3 },
          { type: 'evacuate', side, unitId: unit.id, to: base.id, distance: 3 },
          { type: 'stage-move', side, move: { unitId: '__proto__', airbaseId: base.id, distance: 1 } },
        ]),
      );
    };
    const weighed = expectRefuseAllAlike(
      cartwheelCatalogue.game,
      'cartwheel-game',
      { 'stage-move': 0.02 },
      EVERY,
      more,
      2,
    );
    expect(weighed).toBeGreaterThan(5_000);
  });
});

describe('Cartwheel return-recon (7.3.5), decided before it runs', () => {
  it("refuses a return to another side's airbase, to none, or beyond range, in returnRecon's words, with the field at fault", () => {
    const setup = exampleSetup('cartwheel-game');
    const game = cartwheelCatalogue.game.game;
    let found = 0;
    const refusals = (state: GameStateBase) => {
      for (const side of game.sides) {
        const back = game.legalActions(state, side).find((a) => a.type === 'return-recon');
        if (back?.type !== 'return-recon') continue;
        found++;
        expect(game.check(state, back)).toEqual({ legal: true });
        const board = (state as unknown as { board: { airbases: { id: string; side: string }[] } }).board;
        const foreign = board.airbases.find((b) => b.side !== side);
        const refusal = (changed: object) => {
          const checked = game.check(state, { ...back, ...changed });
          return checked.legal ? undefined : checked.error;
        };
        if (foreign !== undefined) {
          expect(refusal({ airbaseId: foreign.id })).toMatchObject({ rule: '6.3', path: ['airbaseId'] });
        }
        expect(refusal({ airbaseId: 'nowhere' })).toMatchObject({ rule: '7.3.5', path: ['airbaseId'] });
        expect(refusal({ airbaseId: 'nowhere' })?.message).toMatch(/there is no airbase "nowhere"/);
        const far = refusal({ distance: 10_000 });
        if (far !== undefined) expect(far.path).toEqual(['distance']);
      }
    };
    for (let seed = 1; seed <= 6 && found === 0; seed++) {
      const bots = {
        Allied: randomBot({ seed, weights: { 'stage-move': 0.02 } }),
        Japanese: randomBot({ seed: seed + 50, weights: { 'stage-move': 0.02 } }),
      };
      walkRandomPlay(cartwheelCatalogue.game, { ...setup, seed }, bots, refusals);
    }
    expect(found).toBeGreaterThan(0);
  });
});
