import { describe, expect, it } from 'vitest';
import { checkRegroupDesignation, designateRegroup } from '../../src/cartwheel/individual-regroup.js';
import { checkAttackMissionUnit } from '../../src/cartwheel/operations.js';
import { parseCartwheelState } from '../../src/cartwheel/state.js';
import { at, baseState, counter } from './fixtures.js';

const state = parseCartwheelState(
  baseState({
    phase: 'initiative',
    decisions: { magicInEffect: false, generalRegroup: false },
    ports: [{ id: 'rabaul-port', name: 'Rabaul', hex: '1010', side: 'Japanese' }],
    airUnits: [
      at('rabaul', counter('zeke', 'F', 'IJN'), { disrupted: true }),
      at('rabaul', counter('betty', 'B', 'IJN')),
      at('rabaul', counter('dinah', 'R', '6th Hikoshidan'), { disrupted: true }),
      at('port-moresby', counter('p40', 'F', 'USAAF'), { disrupted: true }),
      {
        unit: counter('rufe', 'F', 'IJN', { floatplane: true }),
        location: { at: 'port', portId: 'rabaul-port' },
        disrupted: true,
      },
    ],
  }),
);

describe('7.2 individual regroup designation', () => {
  it('marks disrupted aerial combat units of the player at airbases', () => {
    const next = designateRegroup(state, 'Japanese', ['zeke']);
    expect(next.airUnits.find((u) => u.unit.id === 'zeke')?.regrouping).toBe(true);
    expect(designateRegroup(state, 'Japanese', []).airUnits).toEqual(state.airUnits);
  });

  it('refuses undisrupted, enemy, recon and port-based units', () => {
    expect(checkRegroupDesignation(state, 'Japanese', 'betty')).toMatchObject({
      ok: false,
      reason: 'betty is not disrupted',
    });
    expect(checkRegroupDesignation(state, 'Japanese', 'p40').ok).toBe(false);
    expect(checkRegroupDesignation(state, 'Japanese', 'dinah').ok).toBe(false);
    expect(checkRegroupDesignation(state, 'Japanese', 'rufe')).toMatchObject({ ok: false, rule: '7.2' });
    expect(() => designateRegroup(state, 'Japanese', ['zeke', 'betty'])).toThrow(/betty is not disrupted/);
  });

  it('comes after the general regroup declaration', () => {
    expect(() => designateRegroup({ ...state, decisions: { magicInEffect: false } }, 'Japanese', ['zeke'])).toThrow(
      expect.objectContaining({ rule: '7.2' }),
    );
  });

  it('a regrouping unit may not fly an attack mission (3.0)', () => {
    const next = designateRegroup(state, 'Japanese', ['zeke']);
    expect(checkAttackMissionUnit(next, 'zeke')).toMatchObject({ ok: false, rule: '3.0' });
  });
});
