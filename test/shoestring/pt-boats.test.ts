import { describe, expect, it } from 'vitest';
import { checkPtDeployment, ptReturnsToNoumea } from '../../src/shoestring/pt-boats.js';

const O5 = { options: { O5: true } };
const ready = { turn: 22, zone: 'N. Guadalcanal', inGuadalcanalArea: true };

describe('O5.0 PT boat deployment', () => {
  it('deploys in N. Guadalcanal from turn 21 once in the area', () => {
    expect(checkPtDeployment(ready, O5)).toEqual({ ok: true });
    expect(checkPtDeployment({ ...ready, turn: 21 }, O5)).toEqual({ ok: true });
  });
  it('not before turn 21, not before it is transported, not while neutralized, not in another zone', () => {
    expect(checkPtDeployment({ ...ready, turn: 20 }, O5)).toMatchObject({ ok: false });
    expect(checkPtDeployment({ ...ready, inGuadalcanalArea: false }, O5)).toMatchObject({ ok: false });
    expect(checkPtDeployment({ ...ready, neutralized: true }, O5)).toMatchObject({ ok: false });
    expect(checkPtDeployment({ ...ready, zone: 'The Slot' }, O5)).toMatchObject({ ok: false });
  });
  it('returns to Noumea only when the U.S. controls no coastal hex', () => {
    expect(ptReturnsToNoumea({ usControlsCoastalHex: true }, O5)).toBe(false);
    expect(ptReturnsToNoumea({ usControlsCoastalHex: false }, O5)).toBe(true);
  });
  it('needs O5 switched on', () => {
    expect(() => checkPtDeployment(ready)).toThrow(/O5\.0/);
  });
});
