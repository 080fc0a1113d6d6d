/**
 * `instanceof RulesError` holds across copies of the library (the ESM and CJS builds in
 * one process, or two bundles): a second copy of the module, loaded as its own module
 * instance, throws errors the first copy's class recognises, and the other way round.
 */
import { describe, expect, it } from 'vitest';
import { isRulesError, RulesError } from '../../src/core/rules-error.js';

describe('RulesError across copies of the library', () => {
  it('a second module instance is a different class, yet instanceof holds both ways', async () => {
    const secondCopy = '../../src/core/rules-error.js?second-copy';
    const other = (await import(/* @vite-ignore */ secondCopy)) as typeof import('../../src/core/rules-error.js');
    expect(other.RulesError).not.toBe(RulesError);
    const fromOther = new other.RulesError('T1: bad', { code: 'INVALID_INPUT', rule: 'T1' });
    const fromThis = new RulesError('T1: bad', { code: 'INVALID_INPUT', rule: 'T1' });
    expect(fromOther instanceof RulesError).toBe(true);
    expect(fromThis instanceof other.RulesError).toBe(true);
    expect(isRulesError(fromOther)).toBe(true);
    expect(other.isRulesError(fromThis)).toBe(true);
  });

  it('an ordinary Error, even one named RulesError, is not a RulesError', () => {
    const impostor = Object.assign(new Error('x'), { name: 'RulesError', code: 'INVALID_INPUT' });
    expect(impostor instanceof RulesError).toBe(false);
    expect(isRulesError(impostor)).toBe(false);
    expect(isRulesError(null)).toBe(false);
    expect(new TypeError('x') instanceof RulesError).toBe(false);
  });

  it('a RulesError is still an Error with its name, code, rule and path', () => {
    const error = new RulesError('Matrix 8: range: got "far"', {
      code: 'INVALID_INPUT',
      rule: 'Matrix 8',
      path: ['range'],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'RulesError', code: 'INVALID_INPUT', rule: 'Matrix 8', path: ['range'] });
  });
});
