import * as z from 'zod';

const int32 = z.number().int().min(-0x8000_0000).max(0x7fff_ffff);

/**
 * The zod schema of {@link DiceState}: a saved seeded dice, plain JSON.
 * The generator state is four 32-bit integers, not all zero (xoroshiro128+ would stall).
 */
export const diceStateSchema: z.ZodType<DiceState> = z
  .strictObject({
    generator: z.literal('xoroshiro128plus'),
    state: z.tuple([int32, int32, int32, int32]),
    rolls: z.number().int().nonnegative(),
  })
  .refine((value) => value.state.some((word) => word !== 0), {
    message: 'an all-zero xoroshiro128+ state never changes',
    path: ['state'],
  });

/**
 * A seeded dice saved as plain JSON by `dice.state()`. Restoring it with
 * `restoreDice(state)` continues the identical sequence.
 *
 * @example
 * ```ts
 * const saved = JSON.stringify(createDice(7).state());
 * const dice = restoreDice(JSON.parse(saved));
 * ```
 */
export interface DiceState {
  /** The pure-rand generator; always `'xoroshiro128plus'`. */
  readonly generator: 'xoroshiro128plus';
  /** The generator's internal state: four signed 32-bit integers. */
  readonly state: readonly [number, number, number, number];
  /** How many dice were rolled before this state was taken (informational). */
  readonly rolls: number;
}
