import { RulesError } from '../core/rules-error.js';

/**
 * A fresh 256-bit seed from the platform's cryptographic source
 * (`crypto.getRandomValues`, in Node 20 and every browser): 64 lowercase hexadecimal
 * digits, for `createHostedDice` or any game's `seed`. No two matches share one and nobody
 * can guess it.
 *
 * @example
 * ```ts
 * const seed = randomSeed(); // e.g. '3f9c…' (64 hex digits)
 * const dice = createHostedDice(seed);
 * ```
 */
export function randomSeed(): string {
  const source = (globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } }).crypto;
  if (typeof source?.getRandomValues !== 'function') {
    throw new RulesError('randomSeed: this platform has no crypto.getRandomValues to draw a seed from', {
      code: 'INVALID_INPUT',
      rule: 'dice',
      path: [],
    });
  }
  const bytes = source.getRandomValues(new Uint8Array(32));
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
