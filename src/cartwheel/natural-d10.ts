import { dieFaceSchema } from '../core/die-face.js';
import { parseInput } from '../core/parse-input.js';

const d10Face = dieFaceSchema(0, 10, 'd10 (0 reads 10)');

/**
 * A natural d10 as a Cartwheel table reads it (2.4): the 0 face is a ten, so 0 and 10
 * both read 10; anything outside 0–10 is a RulesError naming the rule.
 *
 * @example
 * ```ts
 * naturalD10(0, '7.4'); // 10
 * naturalD10(7, '7.4'); // 7
 * ```
 */
export function naturalD10(roll: number, rule: string): number {
  parseInput(d10Face, roll, { rule, what: 'natural d10' });
  return roll === 0 ? 10 : roll;
}
