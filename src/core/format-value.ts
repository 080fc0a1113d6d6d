/**
 * A short, single-line rendering of any value for error messages and explanations:
 * strings are quoted, objects are compact JSON, renderings longer than `limit` (default 60)
 * characters are cut (`explain` shows outcomes in full).
 */
export function formatValue(value: unknown, limit = 60): string {
  let text: string;
  if (typeof value === 'string') text = JSON.stringify(value);
  else if (typeof value === 'bigint') text = `${value}n`;
  else if (value === undefined) text = 'undefined';
  else if (typeof value === 'number' || typeof value === 'boolean' || value === null) text = String(value);
  else if (typeof value === 'function') text = '[function]';
  else {
    try {
      text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v)) ?? String(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
  }
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}
