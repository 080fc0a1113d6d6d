import { describe, expect, it } from 'vitest';
import {
  checkDdSupplyLoad,
  ddSupplyTransportReinforcement,
  japaneseTacticalAdvantageApplies,
} from '../../src/shoestring/dd-supply-transport.js';

const O4 = { options: { O4: true } };
const dds = [
  { id: 'Kagero', type: 'DD' },
  { id: 'Kuroshio', type: 'DD' },
];

describe('O4.0 Japanese DD supply transport', () => {
  it('one supply point per DD from Rabaul', () => {
    expect(checkDdSupplyLoad({ ships: dds, supplyPoints: 2, port: 'Rabaul' }, O4)).toEqual({ ok: true });
    expect(checkDdSupplyLoad({ ships: dds, supplyPoints: 3, port: 'Rabaul' }, O4)).toMatchObject({
      ok: false,
      rule: 'O4.0',
    });
    expect(checkDdSupplyLoad({ ships: dds, supplyPoints: 1, port: 'Shortlands' }, O4)).toMatchObject({ ok: false });
  });
  it('no troops, and only DDs', () => {
    expect(checkDdSupplyLoad({ ships: dds, supplyPoints: 1, troops: 1, port: 'Rabaul' }, O4)).toMatchObject({
      ok: false,
    });
    expect(
      checkDdSupplyLoad({ ships: [{ id: 'Jintsu', type: 'CL' }], supplyPoints: 1, port: 'Rabaul' }, O4),
    ).toMatchObject({
      ok: false,
    });
  });
  it('supply DDs caught in surface combat lose the Japanese Tactical Advantage modifier', () => {
    expect(japaneseTacticalAdvantageApplies({ supplyDdsCaught: true }, O4)).toBe(false);
    expect(japaneseTacticalAdvantageApplies({ supplyDdsCaught: false }, O4)).toBe(true);
    expect(japaneseTacticalAdvantageApplies({ supplyDdsCaught: true })).toBe(true);
  });
  it('turn 9 TRANS reinforcements drop to 10; other turns and O4 off keep the base game', () => {
    expect(ddSupplyTransportReinforcement(9, O4)).toBe(10);
    expect(ddSupplyTransportReinforcement(8, O4)).toBeUndefined();
    expect(ddSupplyTransportReinforcement(9)).toBeUndefined();
  });
  it('the load check needs O4 switched on', () => {
    expect(() => checkDdSupplyLoad({ ships: dds, supplyPoints: 1, port: 'Rabaul' })).toThrow(/O4\.0/);
  });
});
