import { RulesError } from '../core/rules-error.js';
import type { ShoestringRules } from './rules.js';

/** The optional rules that are switched with one boolean. */
export type SimpleOption = 'O1' | 'O2' | 'O4' | 'O5';

const titles: Record<SimpleOption, string> = {
  O1: 'O1.0 Japanese Battleship Commitment',
  O2: 'O2.0 Japanese Battleship Victory Points',
  O4: 'O4.0 Japanese DD Supply Transport',
  O5: 'O5.0 U.S. PT boats',
};

/**
 * Throws a RulesError (`ILLEGAL_ACTION`) when an optional rule is used while switched off
 * in the rules object (`options.<option>`).
 *
 * @example
 * ```ts
 * requireOption(resolveShoestringRules(), 'O5'); // throws: O5.0 U.S. PT boats is not in play …
 * ```
 */
export function requireOption(rules: ShoestringRules, option: SimpleOption): void {
  if (!rules.options[option]) {
    throw new RulesError(`${titles[option]} is not in play: switch it on with rules { options: { ${option}: true } }`, {
      code: 'ILLEGAL_ACTION',
      rule: `${option}.0`,
      path: ['options', option],
    });
  }
}
