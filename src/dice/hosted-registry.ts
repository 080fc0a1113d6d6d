import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { RulesError } from '../core/rules-error.js';
import type { HostedDiceState } from './dice-state.js';

/** The most blocks one ChaCha20 key gives (the block counter is 32 bits). Internal. */
export const CHACHA_BLOCKS = 0x1_0000_0000;

/** A generator over a hosted key stream, which says where it stands. Internal. */
export interface HostedGenerator extends RandomGenerator {
  /** The block and word the next output is read from. */
  position(): { readonly block: number; readonly word: number };
}

/** Opens the key stream of a saved hosted dice state. Internal. */
export type HostedOpener = (state: HostedDiceState) => HostedGenerator;

/*
 * The ChaCha20 generator is registered by `createHostedDice` and `useHostedDice` rather
 * than imported here, so that an app that never hosts a match (seeded dice, resolvers, a
 * game in the browser) does not bundle a cipher it never uses.
 */
let opener: HostedOpener | undefined;

/** Registers the hosted generator (idempotent). Internal. */
export function registerHostedOpener(open: HostedOpener): void {
  opener = open;
}

/** The key stream of a hosted dice state, or a RulesError saying how to enable hosted dice. Internal. */
export function openHosted(state: HostedDiceState): HostedGenerator {
  if (opener === undefined) {
    throw new RulesError(
      'dice (dice state): generator: got "chacha20": hosted dice are restored once the app has called useHostedDice() (or createHostedDice) from naval-rules/dice',
      { code: 'INVALID_INPUT', rule: 'dice', path: ['generator'] },
    );
  }
  return opener(state);
}
