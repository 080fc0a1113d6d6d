import { describe, expect, it } from 'vitest';
import { sopacCatalogue, sopacDoctrine, sopacGame } from '../../../src/sopac/index.js';
import { stateWhere } from '../../play/state-where.js';

describe('sopacDoctrine', () => {
  it('never sweeps (19.63 may sink the sweeper; the score is ships sunk): a sweep ranks below ending the turn', () => {
    const { state, legal } = stateWhere(sopacCatalogue.game, 'sopac-game', 'Allied', (l) =>
      l.some((a) => a.type === 'sweep'),
    );
    const wants = sopacDoctrine({
      side: 'Allied',
      view: sopacGame.viewFor(state as never, 'Allied'),
      legal: legal as never,
    });
    const end = wants[legal.findIndex((a) => a.type === 'end-turn')] ?? 0;
    legal.forEach((action, i) => {
      if (action.type === 'sweep') expect(wants[i]).toBeLessThan(end);
    });
  });

  it('never moves a fleet across a boundary it knows to be mined', () => {
    const { state, legal } = stateWhere(sopacCatalogue.game, 'sopac-game', 'Allied', (l) => {
      return l.some((a) => a.type === 'move-fleet');
    });
    const view = sopacGame.viewFor(state as never, 'Allied');
    const wants = sopacDoctrine({ side: 'Allied', view, legal: legal as never });
    const mined = new Set(view.known.Allied.boundaries.filter((b) => b.minefields > 0).map((b) => b.boundary));
    legal.forEach((action, i) => {
      if (action.type !== 'move-fleet') return;
      const move = action as never as { fleet: string; to: string };
      const from = view.fleets.find((f) => f.id === move.fleet)?.zone ?? '';
      const boundary = from < move.to ? `${from}/${move.to}` : `${move.to}/${from}`;
      if (mined.has(boundary)) expect(wants[i]).toBeLessThan(0);
    });
  });
});
