import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue, cartwheelDoctrine, cartwheelGame } from '../../../src/cartwheel/index.js';
import { stateWhere } from '../../play/state-where.js';

describe('cartwheelDoctrine', () => {
  it('as the Japanese, never commits the 11th Hikoshidan (5.2 scores it for the Allies)', () => {
    const { state, legal } = stateWhere(cartwheelCatalogue.game, 'cartwheel-game', 'Japanese', (l) =>
      l.some((a) => a.type === 'decide-hikoshidan'),
    );
    const wants = cartwheelDoctrine({
      side: 'Japanese',
      view: cartwheelGame.viewFor(state as never, 'Japanese'),
      legal: legal as never,
    });
    const best = legal[wants.indexOf(Math.max(...wants))];
    expect(best).toMatchObject({ type: 'decide-hikoshidan', decision: { commit: false } });
    expect(
      legal.some(
        (a) => a.type === 'decide-hikoshidan' && (a as never as { decision: { commit: boolean } }).decision.commit,
      ),
    ).toBe(true);
  });

  it('places a flown recon unit over an enemy airbase rather than its own', () => {
    const { state, legal } = stateWhere(cartwheelCatalogue.game, 'cartwheel-game', 'Allied', (l) =>
      l.some((a) => a.type === 'place-recon'),
    );
    const view = cartwheelGame.viewFor(state as never, 'Allied');
    const wants = cartwheelDoctrine({ side: 'Allied', view, legal: legal as never });
    const enemy = new Set(view.board.airbases.filter((b) => b.side === 'Japanese').map((b) => b.hex));
    const best = legal[wants.indexOf(Math.max(...wants))] as never as { type: string; placement?: { hex: string } };
    if (best.type === 'place-recon') expect(enemy.has(best.placement?.hex)).toBe(true);
    else expect(best.type).not.toBe('advance');
  });
});
