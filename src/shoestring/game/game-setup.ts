import * as z from 'zod';
import { parseInput } from '../../core/parse-input.js';
import { requireTable } from '../../core/require-table.js';
import { RulesError } from '../../core/rules-error.js';
import { createDice } from '../../dice/create-dice.js';
import { seedSchema } from '../../dice/seed-schema.js';
import { resolveShoestringRules } from '../rules.js';
import { airStrengthSchema, NAMED_SEA_ZONES, navalUnitSchema, seaZoneSchema, sideSchema } from '../schemas.js';
import { stepsOfTurn } from '../sequence-of-play.js';
import { antiAircraftTable, surfaceCombatTable } from '../surface-combat.js';
import { type ShoestringGameState, shoestringGameStateSchema } from './game-state.js';
import { isTransport, TRANSPORT_UNIT } from './game-units.js';

const RULE = 'Sequence of Play';

const forcesSetupSchema = z.strictObject({
  /** Naval units available at the start (ids unique within the side); transports are `transportPoints`. */
  naval: z.array(navalUnitSchema).max(500).default([]),
  /** Air units (ids unique within the side). */
  air: z
    .array(
      z.strictObject({
        /** The counter's id. */
        id: z.string().min(1),
        /** Its type as printed, e.g. `'LB BMB'`. */
        type: z.string().min(1),
        /** Full or reduced. */
        strength: airStrengthSchema.default('full'),
      }),
    )
    .max(500)
    .default([]),
  /** Transport points in the pool. */
  transportPoints: z.number().int().min(0).max(10_000).default(0),
});

/** What {@link createShoestringGame} takes. */
export const shoestringSetupSchema = z.strictObject({
  /** Seed of the game's dice. */
  seed: seedSchema,
  /** The scenario's first game turn (odd: a pair of turns starts with the Strategic Interphase). */
  firstTurn: z
    .number()
    .int()
    .min(1)
    .refine((n) => n % 2 === 1, 'a game starts on an odd turn, with its Strategic Interphase')
    .default(1),
  /** The scenario's last game turn. */
  lastTurn: z.number().int().min(1).max(1000),
  /** House rules and the base game's tables (search charts, combat tables), as `resolveShoestringRules` takes them. */
  rules: z.record(z.string(), z.unknown()).default({}),
  /** The base-game map's sea zones besides the five the variant names (and those the search charts list). */
  seaZones: z.array(seaZoneSchema).max(200).default([]),
  /** Both sides' starting forces. */
  forces: z.strictObject({ US: forcesSetupSchema, Japanese: forcesSetupSchema }),
  /** Base game: the side that controls an operational Henderson Field at the start, or null (R18.3 reads it; `report-henderson` changes it). */
  henderson: sideSchema.nullable().default(null),
  /** Base game: supply points each side transported in the two turns before `firstTurn` (I.B.1 of the first turn reads them). */
  supplyTransported: z
    .array(z.strictObject({ turn: z.number().int().min(1), side: sideSchema, points: z.number().int().min(1) }))
    .max(4)
    .default([]),
});
/** What {@link createShoestringGame} takes. */
export type ShoestringSetup = z.input<typeof shoestringSetupSchema>;

function refuse(message: string, path: (string | number)[]): never {
  throw new RulesError(`${RULE}: ${message}`, { code: 'INVALID_INPUT', rule: RULE, path });
}

/**
 * Starts an Operation Shoestring game under the variant naval rules: both sides' forces
 * (unit ids unique within a side), the scenario's turns and sea zones (the five the
 * variant names, those the search charts list and those declared here: any other zone
 * name is refused), the rules in force and the seeded dice. The base-game tables the game
 * will read are checked now (`MISSING_TABLE` naming the one missing): both sea zone search
 * charts, the Anti-Aircraft Combat Table, and with O5.0 the Surface-to-Surface Combat
 * Table. The game stands at the first step of its first turn.
 *
 * @example
 * ```ts
 * const game = createShoestringGame({ seed: 1, lastTurn: 4, rules: { tables: yourTables }, forces: {
 *   US: { naval: [{ id: 'San Francisco', type: 'CA' }] },
 *   Japanese: { naval: [{ id: 'Chokai', type: 'CA' }], transportPoints: 7 },
 * } });
 * game.step; // 'I.A.1'
 * ```
 */
export function createShoestringGame(setup: ShoestringSetup): ShoestringGameState {
  const valid = parseInput(shoestringSetupSchema, setup, { rule: RULE, what: 'Shoestring game set-up' });
  if (valid.lastTurn < valid.firstTurn) refuse('the last turn comes before the first', ['lastTurn']);
  const rules = resolveShoestringRules(valid.rules);
  // The base-game tables the game will read, checked now rather than mid-game: the search
  // charts (II.B.1), the Anti-Aircraft Combat Table (II.B.6), and with O5.0 the
  // Surface-to-Surface Combat Table (the PT engagement).
  requireTable(rules.tables.seaZoneSearch.US, {
    table: 'U.S. sea zone search chart',
    rule: 'II.B.1',
    field: 'rules.tables.seaZoneSearch.US',
  });
  requireTable(rules.tables.seaZoneSearch.Japanese, {
    table: 'Japanese sea zone search chart',
    rule: 'II.B.1',
    field: 'rules.tables.seaZoneSearch.Japanese',
  });
  antiAircraftTable(rules, 'II.B.6');
  if (rules.options.O5) surfaceCombatTable(rules, 'O5.0');
  const charted = [
    ...Object.keys(rules.tables.seaZoneSearch.US?.zones ?? {}),
    ...Object.keys(rules.tables.seaZoneSearch.Japanese?.zones ?? {}),
  ];
  const seaZones = [...new Set([...Object.values(NAMED_SEA_ZONES), ...charted, ...valid.seaZones])];
  for (const [i, e] of valid.supplyTransported.entries()) {
    if (e.turn >= valid.firstTurn)
      refuse(`supply transported on turn ${e.turn} is not before the first turn`, ['supplyTransported', i, 'turn']);
    if (valid.supplyTransported.findIndex((o) => o.turn === e.turn && o.side === e.side) !== i)
      refuse(`${e.side} supply on turn ${e.turn} is given twice`, ['supplyTransported', i]);
  }
  const forces = {} as ShoestringGameState['forces'];
  for (const side of ['US', 'Japanese'] as const) {
    const given = valid.forces[side];
    const ids = new Set<string>();
    const transport = given.naval.findIndex(isTransport);
    if (transport >= 0) refuse(TRANSPORT_UNIT, ['forces', side, 'naval', transport, 'type']);
    for (const [i, unit] of [...given.naval, ...given.air].entries()) {
      if (ids.has(unit.id)) refuse(`${side} unit id ${unit.id} is used twice`, ['forces', side, i]);
      ids.add(unit.id);
    }
    forces[side] = {
      naval: given.naval.map((unit) => ({
        ...unit,
        assignedTo: null,
        zone: null,
        extended: false,
        triedExtension: false,
        eliminated: false,
        repair: null,
      })),
      air: given.air.map((unit) => ({ ...unit, status: 'base' as const, zone: null })),
      transportPoints: { pool: given.transportPoints, odd: 0, even: 0, zones: [] },
      assigned: false,
      placed: false,
      searched: [],
    };
  }
  return parseInput(
    shoestringGameStateSchema,
    {
      game: 'shoestring',
      dice: createDice(valid.seed).state(),
      rules: valid.rules,
      turn: valid.firstTurn,
      lastTurn: valid.lastTurn,
      step: stepsOfTurn(valid.firstTurn)[0]?.id,
      seaZones,
      forces,
      battleshipLimit: null,
      found: [],
      ready: [],
      henderson: valid.henderson,
      supplyTransported: valid.supplyTransported,
      supply: null,
      done: [],
      yamatoCommitted: null,
      vp: { US: 0, Japanese: 0 },
      scored: [],
      over: false,
    },
    { rule: RULE, what: 'Shoestring game state' },
  );
}
