import * as z from 'zod';
import { CHACHA_BLOCKS } from './hosted-registry.js';
import { HOSTED_KEY } from './seed-words.js';

const int32 = z.number().int().min(-0x8000_0000).max(0x7fff_ffff);

/**
 * The zod schema of {@link DiceState}: saved dice, plain JSON. Seeded dice keep four
 * 32-bit integers, not all zero (xoroshiro128+ would stall); hosted dice keep their ChaCha20
 * key and where in its stream they stand.
 */
export const diceStateSchema: z.ZodType<DiceState> = z.discriminatedUnion('generator', [
  z
    .strictObject({
      generator: z.literal('xoroshiro128plus'),
      state: z.tuple([int32, int32, int32, int32]),
      rolls: z.number().int().nonnegative(),
    })
    .refine((value) => value.state.some((word) => word !== 0), {
      message: 'an all-zero xoroshiro128+ state never changes',
      path: ['state'],
    }),
  z.strictObject({
    generator: z.literal('chacha20'),
    key: z.string().regex(HOSTED_KEY, 'the key is 32 to 64 lowercase hexadecimal digits (128 to 256 bits)'),
    block: z
      .number()
      .int()
      .min(0)
      .max(CHACHA_BLOCKS - 1),
    word: z.number().int().min(0).max(15),
    rolls: z.number().int().nonnegative(),
  }),
]);

/** Seeded dice saved by `dice.state()`: the xoroshiro128+ generator of `createDice`. */
export interface SeededDiceState {
  /** The pure-rand generator `createDice` uses. */
  readonly generator: 'xoroshiro128plus';
  /** The generator's internal state: four signed 32-bit integers. */
  readonly state: readonly [number, number, number, number];
  /** How many dice were rolled before this state was taken (informational). */
  readonly rolls: number;
}

/**
 * Hosted dice saved by `dice.state()`: the ChaCha20 stream of `createHostedDice`. The key
 * is the match's secret: keep it on the host, as a game's dice are kept (views never carry them).
 */
export interface HostedDiceState {
  /** The stream cipher (RFC 8439 ChaCha20) whose key stream the dice read. */
  readonly generator: 'chacha20';
  /** The secret seed, 32 to 64 lowercase hexadecimal digits: the key is its digits padded with zeros to 256 bits, the nonce its length. */
  readonly key: string;
  /** The 64-byte block of the key stream the next roll reads from (0 to 2^32 - 1). */
  readonly block: number;
  /** The 32-bit word of that block the next roll reads first (0 to 15). */
  readonly word: number;
  /** How many dice were rolled before this state was taken (informational). */
  readonly rolls: number;
}

/**
 * Dice saved as plain JSON by `dice.state()`: seeded (`createDice`) or hosted
 * (`createHostedDice`). Restoring it with `restoreDice(state)` continues the identical
 * sequence.
 *
 * @example
 * ```ts
 * const saved = JSON.stringify(createDice(7).state());
 * const dice = restoreDice(JSON.parse(saved));
 * ```
 */
export type DiceState = SeededDiceState | HostedDiceState;
