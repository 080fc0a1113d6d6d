import { describe, expect, it } from 'vitest';
import { checkBasing, checkBasingRules, checkPortBasing } from '../../src/cartwheel/airbase-basing.js';
import { airUnitSchema } from '../../src/cartwheel/schemas/air-unit.js';
import { airbaseSchema } from '../../src/cartwheel/schemas/airbase.js';
import { parseCartwheelState } from '../../src/cartwheel/state.js';
import { at, BASES, baseState, counter } from './fixtures.js';

const unit = (...args: Parameters<typeof counter>) => airUnitSchema.parse(counter(...args));
const base = (input: Parameters<typeof airbaseSchema.parse>[0]) => airbaseSchema.parse(input);

describe('6.3.4 Allied nationality limits', () => {
  it('Australia: USAAF and RAAF only', () => {
    expect(checkBasingRules(unit('a', 'F', 'USAAF'), base(BASES.australia)).ok).toBe(true);
    expect(checkBasingRules(unit('a', 'F', 'RAAF'), base(BASES.australia)).ok).toBe(true);
    expect(checkBasingRules(unit('a', 'F', 'USN'), base(BASES.australia))).toMatchObject({ ok: false, rule: '6.3.4' });
    expect(checkBasingRules(unit('a', 'F', 'USMC'), base(BASES.australia)).ok).toBe(false);
  });

  it('South Pacific: USN and USAAF only', () => {
    expect(checkBasingRules(unit('a', 'F', 'USN'), base(BASES.southPacific)).ok).toBe(true);
    expect(checkBasingRules(unit('a', 'F', 'USAAF'), base(BASES.southPacific)).ok).toBe(true);
    expect(checkBasingRules(unit('a', 'F', 'RAAF'), base(BASES.southPacific)).ok).toBe(false);
  });

  it('any Allied unit at any friendly on-map base', () => {
    for (const service of ['USAAF', 'USN', 'USMC', 'RAAF'] as const)
      expect(checkBasingRules(unit('a', 'F', service), base(BASES.dobodura)).ok).toBe(true);
  });

  it('heavy bombers on the map only at Port Moresby', () => {
    const b17 = unit('b17', 'B', 'USAAF', { model: 'B-17 Flying Fortress' });
    expect(checkBasingRules(b17, base(BASES.portMoresby)).ok).toBe(true);
    expect(checkBasingRules(b17, base(BASES.dobodura))).toMatchObject({ ok: false, rule: '6.3.4' });
    expect(checkBasingRules(b17, base(BASES.australia)).ok).toBe(true);
    expect(checkBasingRules(b17, base(BASES.australia), { airbases: { heavyBomberLimit: 'everywhere' } }).ok).toBe(
      false,
    );
  });

  it('Truk is for the Japanese; enemy bases are never used', () => {
    expect(checkBasingRules(unit('a', 'F', 'USAAF'), base(BASES.truk)).ok).toBe(false);
    expect(checkBasingRules(unit('a', 'F', 'IJN'), base(BASES.truk)).ok).toBe(true);
    expect(checkBasingRules(unit('a', 'F', 'IJN'), base(BASES.portMoresby))).toMatchObject({ ok: false, rule: '6.3' });
  });

  it('destroyed and under-construction bases host nobody', () => {
    expect(checkBasingRules(unit('a', 'F', 'USAAF'), base({ ...BASES.dobodura, destroyed: true }))).toMatchObject({
      ok: false,
      rule: '6.6.3',
    });
    const building = base({ id: 'm', name: 'M', side: 'Allied', kind: 'mobile', hex: '2222', underConstruction: true });
    expect(checkBasingRules(unit('a', 'F', 'USAAF'), building)).toMatchObject({ ok: false, rule: '6.5.2' });
  });
});

describe('6.3.5 Japanese floatplanes', () => {
  const rufe = unit('rufe', 'F', 'IJN', { model: 'A6M2-N Rufe', floatplane: true });
  const mobile = { id: 'm', name: 'M', side: 'Japanese', kind: 'mobile', hex: '1212' } as const;
  it('only at a port or a coastal mobile base (or Truk by the decided reading)', () => {
    expect(checkBasingRules(rufe, base({ ...mobile, coastal: true })).ok).toBe(true);
    expect(checkBasingRules(rufe, base(mobile))).toMatchObject({ ok: false, rule: '6.3.5' });
    expect(checkBasingRules(rufe, base(BASES.rabaul)).ok).toBe(false);
    expect(checkBasingRules(rufe, base(BASES.truk)).ok).toBe(true);
    expect(checkBasingRules(rufe, base(BASES.truk), { airbases: { rufeMayBaseAtTruk: false } }).ok).toBe(false);
  });

  it('ports take floatplanes only, and only friendly ports', () => {
    const state = parseCartwheelState(
      baseState({
        ports: [
          { id: 'rabaul-port', name: 'Rabaul', hex: '1010', side: 'Japanese' },
          { id: 'moresby-port', name: 'Port Moresby', hex: '2530', side: 'Allied' },
        ],
        airUnits: [
          at('rabaul', counter('rufe', 'F', 'IJN', { floatplane: true })),
          at('rabaul', counter('z', 'F', 'IJN')),
        ],
      }),
    );
    expect(checkPortBasing(state, 'rufe', 'rabaul-port').ok).toBe(true);
    expect(checkPortBasing(state, 'rufe', 'moresby-port').ok).toBe(false);
    expect(checkPortBasing(state, 'z', 'rabaul-port')).toMatchObject({ ok: false, rule: '6.3' });
  });
});

describe('checkBasing in a game', () => {
  it('allows an over-capacity move but reports it (6.3.3 penalises rather than forbids)', () => {
    const state = parseCartwheelState(
      baseState({
        airUnits: [
          at('lae', counter('a', 'F', 'IJN')),
          at('lae', counter('b', 'F', 'IJN')),
          at('rabaul', counter('c', 'F', 'IJN')),
        ],
      }),
    );
    expect(checkBasing(state, 'c', 'lae')).toEqual({ ok: true, overCapacity: true });
    expect(checkBasing(state, 'a', 'lae')).toEqual({ ok: true, overCapacity: false });
    expect(checkBasing(state, 'c', 'nowhere').ok).toBe(false);
  });
});
