import { formatValue } from '../core/format-value.js';
import { RulesError } from '../core/rules-error.js';
import { ChaChaStream } from './chacha-stream.js';
import { hostedOver, type SeededDice } from './create-dice.js';
import { registerHostedOpener } from './hosted-registry.js';
import { checkLogOption, type MakeDiceOptions } from './make-dice.js';
import { randomSeed } from './random-seed.js';
import { HEX_SEED } from './seed-words.js';

/**
 * Lets `restoreDice` and every game restore hosted dice (`generator: 'chacha20'`) saved
 * earlier, in this process or another: call it once where an app reads hosted matches
 * back (the boardgame.io host and `createHostedDice` call it themselves). Kept apart so
 * that a bundle that never hosts a match leaves the cipher out.
 *
 * @example
 * ```ts
 * // In another process, reading back a match whose state was saved as JSON:
 * const saved = JSON.parse(JSON.stringify(createHostedDice().state()));
 * useHostedDice();
 * const dice = restoreDice(saved); // continues the match's dice
 * ```
 */
export function useHostedDice(): void {
  registerHostedOpener((state) => new ChaChaStream(state));
}

/**
 * Hosted dice: rolls nobody can predict, for matches between players who may cheat. They
 * read the ChaCha20 key stream (RFC 8439, `@noble/ciphers`, audited) of a key made from
 * `seed`, a string of 32 to 64 hexadecimal digits (by default a fresh one from
 * `randomSeed()`), so no number of past rolls tells the next one, as it does for
 * xoroshiro128+, whose parity is linear in its state. The state saves and restores like
 * seeded dice (`state()`, `restoreDice`), so a saved game and its replay still reproduce
 * every roll; it holds the key, so keep it on the host. About four times the cost of
 * `createDice` a d6 (`npm run bench`): use `createDice` for simulations.
 *
 * @example
 * ```ts
 * const dice = createHostedDice(); // a fresh secret key
 * dice.d6('Matrix 2 control test');
 * const again = createHostedDice('00112233445566778899aabbccddeeff'); // a 128-bit seed: reproducible
 * ```
 */
export function createHostedDice(seed: string = randomSeed(), options: MakeDiceOptions = {}): SeededDice {
  const log = checkLogOption(options, 'createHostedDice');
  if (typeof seed !== 'string' || !HEX_SEED.test(seed)) {
    throw new RulesError(
      `dice (seed): got ${formatValue(seed)}: hosted dice take a seed of 32 to 64 hexadecimal digits (128 to 256 bits; randomSeed() draws one), never a guessable number`,
      { code: 'INVALID_INPUT', rule: 'dice', path: ['seed'] },
    );
  }
  useHostedDice();
  const key = seed.toLowerCase();
  return hostedOver(new ChaChaStream({ key, block: 0, word: 0 }), key, 0, log);
}
