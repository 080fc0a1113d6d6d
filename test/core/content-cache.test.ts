import { describe, expect, it } from 'vitest';
import { contentCache } from '../../src/core/content-cache.js';
import { plainEqual } from '../../src/core/plain-equal.js';

describe('contentCache', () => {
  it('finds a result by the content of another object, and keeps a frozen copy of the key', () => {
    const cache = contentCache<string>(4);
    const key = { a: [1, { b: 'x' }] };
    cache.set(key, 'found');
    expect(cache.get({ a: [1, { b: 'x' }] })).toBe('found');
    key.a.push(2); // changing the original afterwards changes nothing remembered
    expect(cache.get({ a: [1, { b: 'x' }] })).toBe('found');
    expect(cache.get(key)).toBeUndefined();
  });

  it('tells apart values that share a JSON text through "null"', () => {
    const cache = contentCache<string>(4);
    cache.set({ x: null, list: [null] }, 'nulls');
    expect(cache.get({ x: null, list: [null] })).toBe('nulls');
    expect(cache.get({ x: Number.NaN, list: [null] })).toBeUndefined();
    expect(cache.get({ x: null, list: [undefined] })).toBeUndefined();
    expect(cache.get({ x: Number.POSITIVE_INFINITY, list: [null] })).toBeUndefined();
  });

  it('holds the last `size` entries', () => {
    const cache = contentCache<number>(2);
    cache.set({ n: 1 }, 1);
    cache.set({ n: 2 }, 2);
    cache.set({ n: 3 }, 3);
    expect(cache.get({ n: 1 })).toBeUndefined();
    expect([cache.get({ n: 2 }), cache.get({ n: 3 })]).toEqual([2, 3]);
  });
});

describe('plainEqual', () => {
  it('compares content, not identity or key order; NaN equals NaN', () => {
    expect(plainEqual({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(plainEqual({ a: Number.NaN }, { a: Number.NaN })).toBe(true);
    expect(plainEqual({ a: Number.NaN }, { a: null })).toBe(false);
    expect(plainEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(plainEqual({ a: undefined }, {})).toBe(false);
  });

  it('tells apart an extra key on either side, a list from an object, and a hole from undefined', () => {
    expect(plainEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(plainEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(plainEqual({ 0: 1 }, [1])).toBe(false);
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    expect(plainEqual([1, , 3], [1, undefined, 3])).toBe(false);
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point
    expect(plainEqual([1, , 3], [1, , 3])).toBe(true);
    expect(plainEqual(Object.assign(Object.create(null), { a: [1] }), { a: [1] })).toBe(true);
  });
});
