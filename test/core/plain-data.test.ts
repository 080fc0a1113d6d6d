import { describe, expect, it } from 'vitest';
import { checkPlainData } from '../../src/core/plain-data.js';
import { RulesError } from '../../src/core/rules-error.js';

/** The RulesError `run` throws (fails the test when it throws nothing or something else). */
function refusal(run: () => void): RulesError {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
  throw new Error('expected a RulesError');
}

describe('checkPlainData', () => {
  it('passes plain data: objects (null-prototype ones too) and arrays with holes', () => {
    const holes: unknown[] = [1];
    holes[2] = 3;
    expect(() =>
      checkPlainData({ a: [1, 'x', true, null, undefined, { b: holes }], c: Object.create(null) }, 'T'),
    ).not.toThrow();
  });

  it('refuses each kind of bad value by path and rule', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(refusal(() => checkPlainData({ ship: cyclic }, 'T'))).toMatchObject({
      rule: 'T',
      path: ['ship', 'self'],
      message: expect.stringMatching(/^T: ship\.self: refers back to itself/),
    });
    const getter = Object.defineProperty({}, 'boom', {
      enumerable: true,
      get: () => {
        throw new Error('read');
      },
    });
    expect(refusal(() => checkPlainData({ x: getter }, 'T')).path).toEqual(['x', 'boom']);
    expect(refusal(() => checkPlainData(JSON.parse('{"a":{"__proto__":1}}'), 'T')).path).toEqual(['a', '__proto__']);
    expect(refusal(() => checkPlainData({ a: [1, () => 1] }, 'T')).path).toEqual(['a', 1]);
    expect(refusal(() => checkPlainData({ a: new Date(0) }, 'T')).message).toMatch(/plain object or array/);
    expect(refusal(() => checkPlainData('x'.repeat(11), 'T', { maxString: 10 })).message).toMatch(/too long/);
    expect(refusal(() => checkPlainData([[[1]]], 'T', { maxDepth: 2 })).message).toMatch(/nested too deeply/);
    expect(refusal(() => checkPlainData([1, 2, 3], 'T', { maxNodes: 3 })).message).toMatch(/too large/);
  });

  it('reads the keys zod reads that a plain walk does not enumerate: hidden keys and hidden elements', () => {
    const hidden: Record<string, unknown> = {};
    Object.defineProperty(hidden, 'secret', { enumerable: false, value: { f: () => 1 } });
    expect(refusal(() => checkPlainData({ hidden }, 'T')).path).toEqual(['hidden', 'secret', 'f']);
    const hiddenGetter = Object.defineProperty([1], 1, { enumerable: false, get: () => 2 });
    expect(refusal(() => checkPlainData(hiddenGetter, 'T')).path).toEqual([1]);
  });

  it('reads an array by its elements only: its other keys are not data, and nothing reads them', () => {
    const list: unknown[] & { extra?: unknown } = [1, 2];
    list.extra = Symbol('x');
    expect(() => checkPlainData({ list }, 'T')).not.toThrow();
  });

  it('never reads a symbol key: it is not data, and neither zod nor the library reads one', () => {
    let read = false;
    const keyed = Object.defineProperty({ a: 1 }, Symbol('s'), {
      enumerable: true,
      get: () => {
        read = true;
        return 1;
      },
    });
    expect(() => checkPlainData(keyed, 'T')).not.toThrow();
    expect(read).toBe(false);
  });

  it('visits a shared (not cyclic) object every time it appears', () => {
    const shared = { n: 1 };
    expect(() => checkPlainData({ a: shared, b: shared, c: [shared, shared] }, 'T')).not.toThrow();
  });
});
