import { formatValue } from './format-value.js';
import { RulesError, type RulesErrorPath } from './rules-error.js';

/** Limits {@link checkPlainData} enforces; inputs past them are refused, never walked for long. */
export interface PlainDataLimits {
  /** Deepest nesting of objects and arrays allowed. Default 64. */
  readonly maxDepth?: number;
  /** Most objects, arrays and values visited in all. Default 200 000. */
  readonly maxNodes?: number;
  /** Longest string allowed. Default 100 000 characters. */
  readonly maxString?: number;
}

const DEFAULT_DEPTH = 64;
const DEFAULT_NODES = 200_000;
const DEFAULT_STRING = 100_000;

function refuse(rule: string, path: RulesErrorPath, what: string, value: unknown): never {
  const where = path.length === 0 ? '(input)' : path.map(String).join('.');
  throw new RulesError(`${rule}: ${where}: ${what}; got ${formatValue(value)}`, {
    code: 'INVALID_INPUT',
    rule,
    path,
  });
}

function isPlainPrototype(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

/**
 * Checks that `value` is plain data a rule can read: numbers, strings, booleans, null,
 * undefined, arrays and plain objects (null-prototype ones too), with no cycle, no symbol,
 * bigint or function, no object of another class, no getter or setter, no own key named
 * `__proto__` (which zod would drop without a word), and within the size limits. A symbol
 * key is not data and is never read (neither zod nor the library reads one); nor is a key
 * of an array other than its elements. Anything else is a {@link RulesError} (`INVALID_INPUT`) naming
 * the path and the rule. It runs before schema validation, so hostile input can never
 * overflow the stack or hang a resolver.
 *
 * @example
 * ```ts
 * const input: Record<string, unknown> = { range: 'short' };
 * input.self = input;
 * checkPlainData(input, 'Matrix 8'); // throws RulesError: Matrix 8: self: refers back to itself (a cycle) ...
 * ```
 */
export function checkPlainData(value: unknown, rule: string, limits: PlainDataLimits = {}): void {
  const walker: Walker = {
    rule,
    maxDepth: limits.maxDepth ?? DEFAULT_DEPTH,
    maxNodes: limits.maxNodes ?? DEFAULT_NODES,
    maxString: limits.maxString ?? DEFAULT_STRING,
    nodes: 0,
    keys: [],
    ancestors: [],
  };
  walk(walker, value, 0);
}

/**
 * Where a walk stands: its limits, the values seen, and by depth the keys and the objects
 * above the current value (slots past the current depth are stale, never read).
 */
interface Walker {
  readonly rule: string;
  readonly maxDepth: number;
  readonly maxNodes: number;
  readonly maxString: number;
  nodes: number;
  readonly keys: (string | number)[];
  readonly ancestors: object[];
}

/** The path to the value at `depth`, with `key` after it when given. */
function pathTo(w: Walker, depth: number, key?: string | number): (string | number)[] {
  const path = w.keys.slice(0, depth);
  if (key !== undefined) path.push(key);
  return path;
}

function walk(w: Walker, current: unknown, depth: number): void {
  if (typeof current !== 'object' || current === null) {
    walkLeaf(w, current, depth);
    return;
  }
  w.nodes++;
  if (w.nodes > w.maxNodes)
    refuse(w.rule, pathTo(w, depth), `input is too large (over ${w.maxNodes} values)`, '\u2026');
  // The objects above are few (the depth is bounded), so a list finds a cycle as fast as a set.
  const ancestors = w.ancestors;
  for (let i = 0; i < depth; i++) {
    if (ancestors[i] === current) refuse(w.rule, pathTo(w, depth), 'refers back to itself (a cycle)', '[cycle]');
  }
  if (depth >= w.maxDepth) refuse(w.rule, pathTo(w, depth), `nested too deeply (over ${w.maxDepth} levels)`, '\u2026');
  if (!isPlainPrototype(current)) {
    refuse(w.rule, pathTo(w, depth), 'must be a plain object or array', Object.prototype.toString.call(current));
  }
  ancestors[depth] = current;
  // An array is read by its elements: zod, the library and JSON read it by index, never by
  // its other keys. An object's own keys are usually all enumerable, walked in one pass;
  // only an object with hidden keys is read again, key by key. (Counting its keys by name
  // is several times faster than listing them all with Reflect.ownKeys.)
  if (Array.isArray(current)) {
    if (w.nodes + current.length > w.maxNodes) {
      refuse(w.rule, pathTo(w, depth), `input is too large (over ${w.maxNodes} values)`, '\u2026');
    }
    for (let index = 0; index < current.length; index++) walkKey(w, current, index, depth);
    return;
  }
  let seen = 0;
  for (const key in current) {
    if (walkKey(w, current, key, depth)) seen++;
  }
  if (Object.getOwnPropertyNames(current).length !== seen) walkHiddenKeys(w, current, depth);
}

/** Checks a value that is not an object or array (null is one), at `depth`; its key is `w.keys[depth - 1]`. */
function walkLeaf(w: Walker, value: unknown, depth: number): void {
  w.nodes++;
  if (w.nodes > w.maxNodes)
    refuse(w.rule, pathTo(w, depth), `input is too large (over ${w.maxNodes} values)`, '\u2026');
  if (typeof value === 'string') {
    if (value.length > w.maxString)
      refuse(w.rule, pathTo(w, depth), `string is too long (over ${w.maxString} characters)`, value);
  } else if (typeof value === 'symbol' || typeof value === 'bigint' || typeof value === 'function') {
    refuse(w.rule, pathTo(w, depth), `a ${typeof value} is not plain data`, value);
  }
}

/** Walks the own property `key` of `object` (at `depth`); false when it has none (a hole, an inherited key). */
function walkKey(w: Walker, object: object, key: string | number, depth: number): boolean {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  if (descriptor === undefined) return false;
  // zod leaves such a key out of a record without a word, and code that copies it sets a
  // prototype: refused, so a name is never silently dropped. Names belong in values.
  if (key === '__proto__')
    refuse(w.rule, pathTo(w, depth, key), 'a key named __proto__ is not read; give names as values, not keys', key);
  if (descriptor.get !== undefined || descriptor.set !== undefined) {
    refuse(w.rule, pathTo(w, depth, key), 'an accessor property is not plain data', '[getter]');
  }
  w.keys[depth] = key;
  // Leaves (most values) are checked here, without the object walk's cycle and depth checks.
  const value: unknown = descriptor.value;
  if (typeof value === 'object' && value !== null) walk(w, value, depth + 1);
  else walkLeaf(w, value, depth + 1);
  return true;
}

/** Walks the hidden (non-enumerable) keys of `object`, which zod reads too (seldom: defineProperty). */
function walkHiddenKeys(w: Walker, object: object, depth: number): void {
  for (const key of Object.getOwnPropertyNames(object)) {
    if (!Object.prototype.propertyIsEnumerable.call(object, key)) walkKey(w, object, key, depth);
  }
}
