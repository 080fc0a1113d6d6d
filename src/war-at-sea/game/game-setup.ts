import * as z from 'zod';
import { parseInput } from '../../core/parse-input.js';
import { RulesError } from '../../core/rules-error.js';
import { createDice } from '../../dice/create-dice.js';
import { seedSchema } from '../../dice/seed-schema.js';
import { resolveWarAtSeaRules } from '../rules.js';
import { unitCardSchema, warAtSeaSideSchema } from '../schemas.js';
import { type WarAtSeaGameState, warAtSeaGameStateSchema } from './game-state.js';

const RULE = 'Setting Up';
const id = z.string().min(1).max(60);
const sector = z.string().min(1).max(60);

/**
 * Zod schema of what {@link createWarAtSeaGame} takes.
 *
 * @example
 * ```ts
 * warAtSeaSetupSchema.shape.target.parse(300);
 * ```
 */
export const warAtSeaSetupSchema = z.strictObject({
  /** Seed of the game's dice. */
  seed: seedSchema,
  /** The points a side must exceed to win (the scenario's). */
  target: z.number().int().min(0).max(100_000),
  /** The scenario's last turn, when it has one: if no side has won by its end, the game ends drawn. Default: none (play on). */
  lastTurn: z.number().int().min(1).max(10_000).nullable().default(null),
  /** House rules, as `resolveWarAtSeaRules` takes them. */
  rules: z.record(z.string(), z.unknown()).default({}),
  /** Each side's Ship deployment area, as a sector name. */
  deployment: z.strictObject({
    /** The Allied deployment area. */
    Allies: sector,
    /** The Axis deployment area. */
    Axis: sector,
  }),
  /** The islands, on the objective spots (Setting Up). */
  islands: z
    .array(
      z.strictObject({
        /** The island's name. */
        id,
        /** Its sector. */
        sector,
        /** Its objective value; default the rules' (50 in the Standard scenario). */
        value: z.number().int().min(0).max(1000).optional(),
      }),
    )
    .max(100),
  /** The units: each deploys with no troops aboard (Loading/Unloading). */
  units: z
    .array(
      z.strictObject({
        /** Unique id. */
        id,
        /** Its side. */
        side: warAtSeaSideSchema,
        /** Its card. */
        card: unitCardSchema,
        /** Where it deploys; default its side's deployment area. */
        sector: sector.optional(),
      }),
    )
    .max(500),
});
/** A game set-up as callers write it. */
export type WarAtSeaSetup = z.input<typeof warAtSeaSetupSchema>;

function refuse(message: string, path: (string | number)[]): never {
  throw new RulesError(`${RULE}: ${message}`, { code: 'INVALID_INPUT', rule: RULE, path });
}

/**
 * Starts a War at Sea troop-landing game: islands on the objective spots, both sides'
 * units deployed with no troops aboard, the victory target, the rules in force and the
 * seeded dice. The game stands at the Initiative phase of turn 1.
 *
 * @example
 * ```ts
 * const game = createWarAtSeaGame({
 *   seed: 1, target: 150, deployment: { Allies: 'south', Axis: 'north' },
 *   islands: [{ id: 'MADE-UP atoll', sector: 'C3' }], units: [],
 * });
 * game.islands[0]?.value; // 50
 * ```
 */
export function createWarAtSeaGame(setup: WarAtSeaSetup): WarAtSeaGameState {
  const valid = parseInput(warAtSeaSetupSchema, setup, { rule: RULE, what: 'War at Sea game set-up' });
  const rules = resolveWarAtSeaRules(valid.rules);
  const ids = new Set<string>();
  for (const [i, unit] of valid.units.entries()) {
    if (ids.has(unit.id)) refuse(`unit id ${unit.id} is used twice`, ['units', i, 'id']);
    ids.add(unit.id);
  }
  const islands = new Set<string>();
  for (const [i, island] of valid.islands.entries()) {
    if (islands.has(island.id)) refuse(`island ${island.id} is listed twice`, ['islands', i, 'id']);
    islands.add(island.id);
  }
  return parseInput(
    warAtSeaGameStateSchema,
    {
      game: 'war-at-sea',
      dice: createDice(valid.seed).state(),
      rules: valid.rules,
      turn: 1,
      phase: 'Initiative',
      passed: null,
      target: valid.target,
      lastTurn: valid.lastTurn,
      deployment: valid.deployment,
      units: valid.units.map((unit) => ({
        id: unit.id,
        side: unit.side,
        card: unit.card,
        sector: unit.sector ?? valid.deployment[unit.side],
        damage: 0,
        attacked: false,
        troopsAboard: 0,
        moved: false,
        unloaded: false,
        destroyed: false,
      })),
      islands: valid.islands.map((island) => ({
        id: island.id,
        sector: island.sector,
        value: island.value ?? rules.objectiveValue,
        troops: { Allies: [], Axis: [] },
        landed: { Allies: 0, Axis: 0 },
        claimedBy: null,
        fought: false,
      })),
      pending: [],
      rescuable: [],
      points: { Allies: { sunk: 0, other: 0 }, Axis: { sunk: 0, other: 0 } },
      winners: [],
    },
    { rule: RULE, what: 'War at Sea game' },
  );
}
