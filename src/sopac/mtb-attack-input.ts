import * as z from 'zod';

const id = z.string().min(1).max(60);
const DAMAGE_ROLLS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/**
 * Zod schema of the base game's Gunnery Damage Table as far as MTB special gunnery reads
 * it (your input, never built in): the result printed for each 2d6 total. A result of
 * "Hull" or "Critical" is no effect for MTBs (20.42); any other result names the gun box
 * or torpedo mount it knocks out, if that box is unarmoured on the target.
 *
 * @example
 * ```ts
 * gunneryDamageTableSchema.parse({ 2: 'Critical', 3: 'Hull', 4: 'MADE-UP Tertiary', 5: 'Hull', 6: 'Hull', 7: 'Hull', 8: 'MADE-UP AA', 9: 'Hull', 10: 'MADE-UP Torpedo', 11: 'Hull', 12: 'Critical' });
 * ```
 */
export const gunneryDamageTableSchema = z.strictObject(
  Object.fromEntries(DAMAGE_ROLLS.map((roll) => [roll, z.string().min(1).max(60)])) as Record<
    (typeof DAMAGE_ROLLS)[number],
    z.ZodString
  >,
);
/** The Gunnery Damage Table as callers write it. */
export type GunneryDamageTableInput = z.input<typeof gunneryDamageTableSchema>;

/** One target ship and the boats attacking it. */
export const mtbTargetSchema = z.strictObject({
  /** The target ship. */
  target: id,
  /** Boats attacking it. */
  boats: z.number().int().min(1).max(100),
  /** Ace boats among them (20.5). */
  aces: z.number().int().min(0).max(100).default(0),
  /** Torpedo hits that surely sink it on your tables, or null when that is for your tables to judge (it is then taken to float). */
  sinksAfter: z.number().int().min(1).max(100).nullable().default(null),
  /** Its gun boxes and torpedo mounts with no armour, as your Gunnery Damage Table names them (20.42). */
  unarmoured: z.array(z.string().min(1).max(60)).max(50).readonly().default([]),
});

/**
 * Zod schema of an MTB attack on a fleet (20.41–20.5): the boats on each target, every
 * ship of the fleet with the d6 its tertiary and AA guns fire at boats, and whether the
 * boats go on to special gunnery.
 *
 * @example
 * ```ts
 * mtbAttackInputSchema.parse({
 *   attacks: [{ target: 'MADE-UP cruiser', boats: 3, aces: 1 }],
 *   ships: [{ id: 'MADE-UP cruiser', fireDice: 2 }, { id: 'MADE-UP destroyer', fireDice: 1 }],
 * });
 * ```
 */
export const mtbAttackInputSchema = z
  .strictObject({
    /** Each target ship with the boats attacking it; several boats may gang up on one ship. */
    attacks: z.array(mtbTargetSchema).min(1).max(50).readonly(),
    /**
     * Every ship of the fleet: `fireDice` is how many d6 its tertiary and AA guns throw at
     * boats (from your ship data); `firesAt` names the target whose attackers it fires at when
     * it is not a target itself (default the first target).
     */
    ships: z
      .array(
        z.strictObject({
          /** The ship. */
          id,
          /** d6 its tertiary and AA guns fire at boats. */
          fireDice: z.number().int().min(0).max(100),
          /** A target whose attackers this ship fires at, when no boat attacks it. */
          firesAt: id.optional(),
        }),
      )
      .min(1)
      .max(200)
      .readonly(),
    /** True when the surviving boats make special gunnery attacks (20.42), after which the whole fleet fires again. */
    specialGunnery: z.boolean().default(false),
    /** Your Gunnery Damage Table, read for each special gunnery hit; without it each hit's 2d6 is reported for you to read. */
    gunneryDamageTable: gunneryDamageTableSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const ships = new Set<string>();
    input.ships.forEach((s, i) => {
      if (ships.has(s.id))
        ctx.addIssue({ code: 'custom', path: ['ships', i, 'id'], message: `ship ${s.id} is listed twice` });
      ships.add(s.id);
    });
    const targets = new Set<string>();
    input.attacks.forEach((a, i) => {
      if (targets.has(a.target)) {
        ctx.addIssue({
          code: 'custom',
          path: ['attacks', i, 'target'],
          message: `${a.target} is listed twice: put all its boats in one entry`,
        });
      }
      targets.add(a.target);
      if (!ships.has(a.target)) {
        ctx.addIssue({
          code: 'custom',
          path: ['attacks', i, 'target'],
          message: `${a.target} is not a ship of the fleet`,
        });
      }
      if (a.aces > a.boats)
        ctx.addIssue({
          code: 'custom',
          path: ['attacks', i, 'aces'],
          message: `${a.aces} Aces among ${a.boats} boats`,
        });
    });
    input.ships.forEach((s, i) => {
      if (s.firesAt !== undefined && !targets.has(s.firesAt)) {
        ctx.addIssue({ code: 'custom', path: ['ships', i, 'firesAt'], message: `no boats attack ${s.firesAt}` });
      }
    });
  });
/** An MTB attack as callers write it. */
export type MtbAttackInput = z.input<typeof mtbAttackInputSchema>;
/** An MTB attack, validated. */
export type MtbAttack = z.output<typeof mtbAttackInputSchema>;
