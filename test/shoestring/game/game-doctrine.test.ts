import { describe, expect, it } from 'vitest';
import type { GameActionBase } from '../../../src/index.js';
import { shoestringCatalogue, shoestringDoctrine, shoestringGame } from '../../../src/shoestring/index.js';
import { stateWhere } from '../../play/state-where.js';

type Assign = GameActionBase & { odd: string[]; even: string[] };
const sendsYamato = (a: GameActionBase) =>
  a.type === 'assign-naval-units' && [...(a as Assign).odd, ...(a as Assign).even].includes('Yamato');

describe('shoestringDoctrine', () => {
  it('as the Japanese, never assigns Yamato while O1.0 would score it for the U.S., but assigns the most else', () => {
    const { state, legal } = stateWhere(shoestringCatalogue.game, 'shoestring-game', 'Japanese', (l) =>
      l.some(sendsYamato),
    );
    const wants = shoestringDoctrine({
      side: 'Japanese',
      view: shoestringGame.viewFor(state as never, 'Japanese'),
      legal: legal as never,
    });
    const best = legal[wants.indexOf(Math.max(...wants))] as Assign;
    expect(best.type).toBe('assign-naval-units');
    expect(sendsYamato(best)).toBe(false);
    expect(best.odd.length + best.even.length).toBeGreaterThan(0);
  });

  it('wants no empty bomber assignment above advancing (it would change nothing, again and again)', () => {
    const { state, legal } = stateWhere(shoestringCatalogue.game, 'shoestring-game', 'US', (l) =>
      l.some((a) => a.type === 'assign-search-bombers'),
    );
    const wants = shoestringDoctrine({
      side: 'US',
      view: shoestringGame.viewFor(state as never, 'US'),
      legal: legal as never,
    });
    legal.forEach((action, i) => {
      if (action.type === 'assign-search-bombers' && (action as never as { bombers: unknown[] }).bombers.length === 0) {
        expect(wants[i]).toBeLessThan(0);
      }
    });
  });

  it('refuses a turn that is not one, naming the rule', () => {
    expect(() => shoestringDoctrine({ side: 'US', view: {}, legal: [] } as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', rule: 'Sequence of Play' }),
    );
  });
});
