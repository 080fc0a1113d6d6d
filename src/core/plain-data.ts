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
 * `__proto__` (which zod would drop without a word), and
 * within the size limits. Anything else is a {@link RulesError} (`INVALID_INPUT`) naming
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
  const maxDepth = limits.maxDepth ?? DEFAULT_DEPTH;
  const maxNodes = limits.maxNodes ?? DEFAULT_NODES;
  const maxString = limits.maxString ?? DEFAULT_STRING;
  const ancestors = new Set<object>();
  let nodes = 0;
  const path: (string | number)[] = [];
  const walk = (current: unknown): void => {
    nodes++;
    if (nodes > maxNodes) refuse(rule, [...path], `input is too large (over ${maxNodes} values)`, '…');
    switch (typeof current) {
      case 'number':
      case 'boolean':
      case 'undefined':
        return;
      case 'string':
        if (current.length > maxString)
          refuse(rule, [...path], `string is too long (over ${maxString} characters)`, current);
        return;
      case 'symbol':
      case 'bigint':
      case 'function':
        refuse(rule, [...path], `a ${typeof current} is not plain data`, current);
    }
    if (current === null) return;
    const object = current as object;
    if (ancestors.has(object)) refuse(rule, [...path], 'refers back to itself (a cycle)', '[cycle]');
    if (path.length >= maxDepth) refuse(rule, [...path], `nested too deeply (over ${maxDepth} levels)`, '…');
    if (!isPlainPrototype(object)) {
      const proto = Object.getPrototypeOf(object) as unknown;
      refuse(
        rule,
        path,
        proto === null ? 'must be a plain object, not one with a null prototype' : 'must be a plain object or array',
        Object.prototype.toString.call(object),
      );
    }
    if (Array.isArray(object) && nodes + object.length > maxNodes) {
      refuse(rule, [...path], `input is too large (over ${maxNodes} values)`, '\u2026');
    }
    ancestors.add(object);
    const keys = Reflect.ownKeys(object);
    for (const key of keys) {
      if (typeof key === 'symbol') refuse(rule, [...path], 'has a symbol key', key);
      if (Array.isArray(object) && key === 'length') continue;
      // zod leaves such a key out of a record without a word, and code that copies it sets a
      // prototype: refused, so a name is never silently dropped. Names belong in values.
      if (key === '__proto__')
        refuse(rule, [...path, key], 'a key named __proto__ is not read; give names as values, not keys', key);
      const descriptor = Object.getOwnPropertyDescriptor(object, key);
      if (descriptor === undefined) continue;
      if (descriptor.get !== undefined || descriptor.set !== undefined) {
        refuse(rule, [...path, key], 'an accessor property is not plain data', '[getter]');
      }
      path.push(Array.isArray(object) ? Number(key) : key);
      walk(descriptor.value);
      path.pop();
    }
    ancestors.delete(object);
  };
  walk(value);
}
