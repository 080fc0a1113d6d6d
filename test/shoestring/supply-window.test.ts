import { describe, expect, it } from 'vitest';
import { suppliedPoints, supplyWindow } from '../../src/shoestring/supply-window.js';

describe('I.B.1 supply window', () => {
  it('turns 1 and 2 are in full supply', () => {
    expect(supplyWindow(1)).toEqual({ kind: 'full-supply', turn: 1 });
    expect(supplyWindow(2)).toEqual({ kind: 'full-supply', turn: 2 });
    expect(suppliedPoints({ turn: 2, transported: {} })).toBe('full');
  });
  it('an odd turn counts the supply transported in the two turns before it', () => {
    expect(supplyWindow(3)).toEqual({ kind: 'transported', turn: 3, determinedOn: 3, turns: [1, 2] });
    expect(supplyWindow(9)).toMatchObject({ turns: [7, 8] });
  });
  it('an even turn keeps the state of its odd turn by default', () => {
    expect(supplyWindow(4)).toEqual({ kind: 'transported', turn: 4, determinedOn: 3, turns: [1, 2] });
  });
  it('the other reading counts every turn\u2019s own two previous turns', () => {
    expect(supplyWindow(4, { supplyWindow: { evenTurns: 'previous-two-turns' } })).toMatchObject({ turns: [2, 3] });
  });
  it('adds the transported points of the window only', () => {
    expect(suppliedPoints({ turn: 5, transported: { 2: 9, 3: 2, 4: 1, 5: 7 } })).toBe(3);
    expect(suppliedPoints({ turn: 6, transported: { 3: 2 } })).toBe(2);
  });
});
