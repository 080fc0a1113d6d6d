/**
 * A canonical string for a plain value, equal for structurally equal values: object keys
 * are sorted, `undefined` properties dropped, and numbers, bigints, strings, booleans,
 * null, arrays and plain objects are told apart. Used to merge equal outcomes.
 */
export function stableKey(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? '0' : String(value);
    case 'bigint':
      return `${value}n`;
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'undefined';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${stableKey(record[key])}`).join(',')}}`;
    }
    default:
      return `<${typeof value}>`;
  }
}
