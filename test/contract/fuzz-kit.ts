/**
 * The pieces of the contract fuzz test: how a call is judged, which bad values replace
 * a part of a valid input, and how a valid input is walked and copied.
 */
import { RulesError } from '../../src/core/rules-error.js';

/** What one call did. */
export type Verdict = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: string };

/**
 * The longest a single call may take: a guard against hangs, not a speed target (the bench
 * measures speed). Exact odds answer within seconds or refuse with ODDS_LIMIT, and a big
 * case (gunneryOdds of every outcome, about a second alone) runs here beside other test
 * files on two cores, so the guard sits well above it.
 */
export const CALL_LIMIT_MS = 5000;

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`;
  return `a thrown ${typeof error}`;
}

/** Finds a NaN or an infinite number anywhere in a result (cycle-safe, bounded). */
export function findNonFinite(value: unknown): string | undefined {
  const seen = new Set<unknown>();
  let budget = 200_000;
  const walk = (current: unknown, path: string): string | undefined => {
    if (--budget < 0) return undefined;
    if (typeof current === 'number') return Number.isFinite(current) ? undefined : `${path} is ${current}`;
    if (current === null || typeof current !== 'object' || seen.has(current)) return undefined;
    if ('_zod' in current) return undefined;
    seen.add(current);
    for (const key of Object.keys(current)) {
      let child: unknown;
      try {
        child = (current as Record<string, unknown>)[key];
      } catch {
        continue;
      }
      const found = walk(child, `${path}.${key}`);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(value, 'result');
}

/**
 * Calls `run` and judges it: a return without NaN or Infinity anywhere, or a RulesError,
 * is fine; any other throw, a non-finite number or a call over the limit is a problem.
 */
export function judge(run: () => unknown, allowNonFinite = false): Verdict | { readonly ok: 'rules-error' } {
  const started = performance.now();
  let value: unknown;
  try {
    value = run();
  } catch (error) {
    const took = performance.now() - started;
    if (took > CALL_LIMIT_MS) return { ok: false, problem: `took ${Math.round(took)} ms before throwing` };
    if (error instanceof RulesError) return { ok: 'rules-error' };
    return { ok: false, problem: `threw ${describeError(error)}` };
  }
  const took = performance.now() - started;
  if (took > CALL_LIMIT_MS) return { ok: false, problem: `took ${Math.round(took)} ms` };
  const nonFinite = allowNonFinite ? undefined : findNonFinite(value);
  if (nonFinite !== undefined) return { ok: false, problem: `returned a non-finite number: ${nonFinite}` };
  return { ok: true, value };
}

/** True for the dice objects (seeded, scripted): they are passed by reference, never walked. */
export function isDiceLike(value: unknown): boolean {
  return value !== null && typeof value === 'object' && typeof (value as { d6?: unknown }).d6 === 'function';
}

function isPlain(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object' || isDiceLike(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

/** A deep copy of the plain parts of a value; dice, functions and other objects are shared. */
export function copyPlain<T>(value: T): T {
  if (!isPlain(value)) return value;
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = copyPlain(child);
  return copy as T;
}

/** A fingerprint of a value's plain parts, to tell whether a call changed its input. */
export function fingerprint(value: unknown): string {
  const seen = new Set<unknown>();
  const walk = (current: unknown): string => {
    if (typeof current === 'function') return '<fn>';
    if (typeof current === 'bigint') return `${current}n`;
    if (typeof current === 'symbol') return '<symbol>';
    if (current === undefined) return 'undefined';
    if (current === null || typeof current !== 'object') return JSON.stringify(current) ?? String(current);
    if (isDiceLike(current)) return '<dice>';
    const proto = Object.getPrototypeOf(current);
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return '<object>';
    if (seen.has(current)) return '<cycle>';
    if (Array.isArray(current) && current.length > 1000) return `<array of ${current.length}>`;
    seen.add(current);
    const keys = Object.keys(current).sort();
    const body = keys.map((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(current, key);
      return `${key}:${descriptor?.get !== undefined ? '<getter>' : walk(descriptor?.value)}`;
    });
    seen.delete(current);
    return `${Array.isArray(current) ? '[' : '{'}${body.join(',')}${Array.isArray(current) ? ']' : '}'}`;
  };
  return walk(value);
}

/** Every path into a value's plain parts (objects, arrays and leaves), outermost first, bounded. */
export function pathsOf(value: unknown, limit = 80): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (current: unknown, path: (string | number)[]): void => {
    if (paths.length >= limit || path.length > 6) return;
    paths.push(path);
    if (!isPlain(current)) return;
    if (Array.isArray(current)) {
      for (const [index, child] of current.entries()) walk(child, [...path, index]);
    } else for (const [key, child] of Object.entries(current)) walk(child, [...path, key]);
  };
  walk(value, []);
  return paths;
}

/** A copy of `value` with the part at `path` replaced by `make(old)` (the root when `path` is empty). */
export function replaceAt(
  value: unknown,
  path: readonly (string | number)[],
  make: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return make(value);
  const copy = copyPlain(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  parent[last] = make(parent[last]);
  return copy;
}

/** A throwing getter under a key, for inputs that must never be read past the guard. */
function withThrowingGetter(): object {
  const object = {};
  Object.defineProperty(object, 'boom', {
    enumerable: true,
    get() {
      throw new Error('a getter that throws');
    },
  });
  return object;
}

function cyclic(): object {
  const object: Record<string, unknown> = { a: 1 };
  object.self = object;
  return object;
}

/** Bad values that replace one part of a valid input, each with a name for the report. */
export const BAD_VALUES: readonly {
  readonly name: string;
  readonly make: (old: unknown) => unknown;
  readonly nonFinite?: true;
}[] = [
  { name: 'undefined', make: () => undefined },
  { name: 'null', make: () => null },
  { name: 'NaN', make: () => Number.NaN, nonFinite: true },
  { name: 'Infinity', make: () => Number.POSITIVE_INFINITY, nonFinite: true },
  { name: '-Infinity', make: () => Number.NEGATIVE_INFINITY, nonFinite: true },
  { name: 'huge number', make: () => 1e300 },
  { name: 'negative', make: () => -1 },
  { name: 'fraction', make: () => 0.5 },
  { name: 'max int', make: () => 2 ** 31 },
  { name: 'empty string', make: () => '' },
  { name: 'long string', make: () => 'x'.repeat(100_000) },
  { name: 'boolean', make: () => true },
  { name: 'empty array', make: () => [] },
  { name: 'empty object', make: () => ({}) },
  { name: 'symbol', make: () => Symbol('fuzz') },
  { name: 'bigint', make: () => 10n },
  { name: 'function', make: () => () => 1 },
  { name: 'cycle', make: () => cyclic() },
  { name: 'throwing getter', make: () => withThrowingGetter() },
  { name: 'Date', make: () => new Date(0) },
  {
    name: 'extra key',
    make: (old) => (isPlain(old) && !Array.isArray(old) ? { ...old, zzUnknownKey: 1 } : { zzUnknownKey: 1 }),
  },
  {
    name: 'misspelt key',
    make: (old) => {
      if (!isPlain(old) || Array.isArray(old)) return old;
      const entries = Object.entries(old);
      if (entries.length === 0) return old;
      const [key, child] = entries[0] as [string, unknown];
      const { [key]: _dropped, ...rest } = old;
      return { ...rest, [`${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`]: child };
    },
  },
  {
    name: 'null prototype',
    make: (old) => (isPlain(old) && !Array.isArray(old) ? Object.assign(Object.create(null), old) : old),
  },
  { name: 'very long array', make: () => Array.from({ length: 300_000 }, () => 1) },
  { name: 'sparse array', make: (old) => (Array.isArray(old) ? new Array(Math.max(2, old.length)) : new Array(2)) },
  { name: 'array with null items', make: () => [null, 0] },
  { name: 'own __proto__ key', make: () => JSON.parse('{"__proto__": 0}') },
  { name: 'prototype member name', make: () => 'constructor' },
  { name: 'prototype member names', make: () => ['toString', 'valueOf'] },
  { name: 'deep nesting', make: () => Array.from({ length: 500 }).reduce((inner) => ({ inner }), {}) },
];

/** Deep-freezes the plain parts of a value (a frozen input must still work). */
export function freezePlain<T>(value: T): T {
  if (isPlain(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezePlain(child);
  }
  return value;
}

/** The first part of a plain-data export that is not frozen, or undefined when all are. */
export function firstUnfrozen(value: unknown, path = ''): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return undefined;
  if (!Object.isFrozen(value)) return path || '(the export itself)';
  for (const [key, child] of Object.entries(value)) {
    const found = firstUnfrozen(child, `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
