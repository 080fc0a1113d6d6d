import { describe, expect, it } from 'vitest';
import { captureAirbase } from '../../src/cartwheel/airbase-attacks.js';
import { applyEvacuation } from '../../src/cartwheel/airbase-evacuation.js';
import { returnRecon } from '../../src/cartwheel/recon-placement.js';
import { parseCartwheelState } from '../../src/cartwheel/state.js';
import { at, baseState, counter } from './fixtures.js';

const dobodura = (state: ReturnType<typeof parseCartwheelState>) =>
  state.airUnits.filter((u) => u.location.at === 'airbase' && u.location.airbaseId === 'dobodura');

describe('6.3.3 over capacity after a recon return or an evacuation (the reported defect)', () => {
  const full = () => [0, 1, 2].map((i) => at('dobodura', counter(`f${i}`, 'F', 'USAAF')));

  it('a recon unit returning to a full minor base puts every unit there in the Flown half', () => {
    const state = {
      ...parseCartwheelState(
        baseState({
          airUnits: [
            ...full(),
            {
              unit: counter('P-38', 'R', 'USAAF', { model: 'P-38 Photo' }),
              location: { at: 'hex', hex: '2020', fromAirbaseId: 'port-moresby' },
            },
          ],
        }),
      ),
      phase: 'operations-conclusion' as const,
    };
    const back = returnRecon(state, 'P-38', 'dobodura', 3);
    expect(dobodura(back)).toHaveLength(4);
    expect(dobodura(back).every((u) => u.flown)).toBe(true);
  });

  it('an evacuee landing at a full base does the same', () => {
    const state = baseState({ airUnits: [...full(), at('lae', counter('b', 'F', 'USAAF'))] });
    const lae = {
      ...state,
      airbases: state.airbases?.map((b) => (b.id === 'lae' ? { ...b, side: 'Allied' as const } : b)),
    };
    const captured = captureAirbase(lae, 'lae', 'Japanese').state;
    const landed = applyEvacuation(captured, { id: 'b', result: 'evacuates' }, { to: 'dobodura', distance: 3 });
    expect(dobodura(landed)).toHaveLength(4);
    expect(dobodura(landed).every((u) => u.flown)).toBe(true);
  });
});
