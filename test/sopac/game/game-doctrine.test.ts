import { describe, expect, it } from 'vitest';
import { sopacCatalogue, sopacDoctrine, sopacGame } from '../../../src/sopac/index.js';
import { stateWhere } from '../../play/state-where.js';

describe('sopacDoctrine', () => {
  it('sweeps only when it pays in points (19.63): half the value held back against a sixth of the sweeper', () => {
    const { state, legal } = stateWhere(sopacCatalogue.game, 'sopac-game', 'Allied', (l) =>
      l.some((a) => a.type === 'sweep'),
    );
    const view = sopacGame.viewFor(state as never, 'Allied');
    const sweep = legal.findIndex((a) => a.type === 'sweep');
    const across = (legal[sweep] as never as { across: string }).across;
    const end = legal.findIndex((a) => a.type === 'end-turn');
    const from = view.fleets.find((f) => f.id === 'MS-1')?.zone;
    const away = view.map.zones.map((z) => z.id).find((z) => z !== from && z !== across) ?? '';
    const ranks = (points: Readonly<Record<string, number>>, cruisersIn = away) => {
      const changed = {
        ...view,
        fleets: view.fleets.map((f) => (f.id === 'TF-A' ? { ...f, zone: cruisersIn } : f)),
        ships: view.ships.map((s) => ({ ...s, points: points[s.id] ?? s.points })),
      };
      const wants = sopacDoctrine({ side: 'Allied', view: changed, legal: legal as never });
      return (wants[sweep] ?? 0) > (wants[end] ?? 0);
    };
    // No own ship held back at the minefield: never worth the sweeper.
    expect(ranks({})).toBe(false);
    // A cruiser force worth 26 waits across the boundary: 13 > 2 / 6, so the sweeper sweeps.
    expect(ranks({}, across)).toBe(true);
    // The same force, but a sweeper worth 100: 13 < 100 / 6, so it steers round.
    expect(ranks({ 'MADE-UP Sweeper': 100 }, across)).toBe(false);
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
