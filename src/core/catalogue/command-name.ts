import { expectString } from '../guards.js';

/**
 * The command-line name of an API function: `resolveX` drops `resolve`, and the rest is
 * written in kebab-case. So `resolveGunnery` is `gunnery` and `resolveGunneryDamageLevel`
 * is `gunnery-damage-level`: one name per function, in both places.
 *
 * @example
 * ```ts
 * commandName('resolveGunneryDamageLevel'); // 'gunnery-damage-level'
 * commandName('twoD6');                     // 'two-d6'
 * ```
 */
export function commandName(apiName: string): string {
  expectString(apiName, 'commandName', 'apiName');
  const bare = /^resolve[A-Z]/.test(apiName) ? apiName.slice('resolve'.length) : apiName;
  return bare
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
