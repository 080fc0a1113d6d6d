import * as z from 'zod';
import { parseInput } from '../../core/parse-input.js';
import { RulesError } from '../../core/rules-error.js';
import { createDice } from '../../dice/create-dice.js';
import { seedSchema } from '../../dice/seed-schema.js';
import { boundaryOf } from '../map-distance.js';
import { gunneryDamageTableSchema } from '../mtb-attack-input.js';
import { resolveSopacRules } from '../rules.js';
import { missionSchema, sopacMapSchema, sopacSideSchema, weatherSchema } from '../schemas.js';
import { type SopacGameState, sopacGameStateSchema } from './game-state.js';

const RULE = 'Scenario set-up';
const id = z.string().min(1).max(60);
const zone = z.string().min(1).max(20);

/**
 * Zod schema of what {@link createSopacGame} takes: the scenario's map, forces and
 * starting minefields, all from your copy of the game.
 *
 * @example
 * ```ts
 * sopacSetupSchema.shape.light.parse('night');
 * ```
 */
export const sopacSetupSchema = z.strictObject({
  /** Seed of the game's dice. */
  seed: seedSchema,
  /** House rules, as `resolveSopacRules` takes them. */
  rules: z.record(z.string(), z.unknown()).default({}),
  /** The base game's map. */
  map: sopacMapSchema,
  /** The first turn's light, from the turn track. */
  light: z.enum(['day', 'night']),
  /** The first turn's weather. */
  weather: weatherSchema,
  /** The scenario's last turn (the base game's): once it ends, the game is over. Default: none (play on). */
  lastTurn: z.number().int().min(1).max(100_000).nullable().default(null),
  /** Your Gunnery Damage Table, for MTB special gunnery (20.42); leave it out to read hits yourself. */
  gunneryDamageTable: gunneryDamageTableSchema.optional(),
  /** Fleet markers with their plotted missions. */
  fleets: z.array(z.strictObject({ id, side: sopacSideSchema, zone, mission: missionSchema })).max(500),
  /** Ships, each in a fleet of its side. */
  ships: z
    .array(
      z.strictObject({
        /** Unique id. */
        id,
        /** Its fleet. */
        fleet: id,
        /** Its type code (ML, MS, SS, CA, DD, AP, …). */
        type: z.string().min(1).max(10),
        /** This scenario lets it lay mines. */
        canLayMines: z.boolean().default(false),
        /** A minesweeper, or named by the scenario as able to sweep. */
        canSweep: z.boolean().default(false),
        /** A merchant counter serving as auxiliary minelayer(s). */
        auxiliaryMinelayer: z.boolean().default(false),
        /** d6 its tertiary and AA guns fire at MTBs (your ship data). */
        fireDice: z.number().int().min(0).max(100).default(0),
        /** Its point value from your ship data (the hit record sheet; the errata gives Australia and Canberra 24): what sinking it scores. */
        points: z.number().int().min(0).max(1000),
      }),
    )
    .max(2000),
  /** MTB bases and ports with their boats (the scenario's; see `SOPAC_SCENARIO_MTBS`). */
  mtbBases: z
    .array(
      z.strictObject({
        id,
        side: sopacSideSchema,
        zone,
        boats: z.number().int().min(1).max(100),
        aces: z.number().int().min(0).max(100).default(0),
        patrolLimit: z.number().int().min(1).max(100),
      }),
    )
    .max(50)
    .default([]),
  /** Minefields the scenario places at the start (19.0), active from turn 1. */
  minefields: z
    .array(
      z.strictObject({
        side: sopacSideSchema,
        zones: z.tuple([zone, zone]),
        count: z.number().int().min(1).max(20).default(1),
      }),
    )
    .max(500)
    .default([]),
});
/** A game set-up as callers write it. */
export type SopacSetup = z.input<typeof sopacSetupSchema>;

function refuse(message: string, path: (string | number)[]): never {
  throw new RulesError(`${RULE}: ${message}`, { code: 'INVALID_INPUT', rule: RULE, path });
}

function unique(list: readonly { id: string }[], what: string, at: string): void {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id)) refuse(`${what} ${item.id} is listed twice`, [at, i, 'id']);
    seen.add(item.id);
  });
}

/**
 * Starts a SOPAC game under these optional rules: fleets and ships on your map, MTB bases
 * with their boats, the scenario's minefields on their owners' log sheets, the first
 * turn's light and weather, and the seeded dice.
 *
 * @example
 * ```ts
 * const game = createSopacGame({
 *   seed: 1, light: 'day', weather: 'Clear',
 *   map: { zones: [{ id: 'MADE-UP A1', land: 'coastal', neighbours: [] }] },
 *   fleets: [], ships: [],
 * });
 * game.turn; // 1
 * ```
 */
export function createSopacGame(setup: SopacSetup): SopacGameState {
  const v = parseInput(sopacSetupSchema, setup, { rule: RULE, what: 'SOPAC game set-up' });
  resolveSopacRules(v.rules);
  const zones = new Map(v.map.zones.map((z) => [z.id, z]));
  unique(v.fleets, 'fleet', 'fleets');
  unique(v.ships, 'ship', 'ships');
  unique(v.mtbBases, 'MTB base', 'mtbBases');
  v.fleets.forEach((f, i) => {
    if (!zones.has(f.zone)) refuse(`zone ${f.zone} is not on the map`, ['fleets', i, 'zone']);
  });
  v.mtbBases.forEach((b, i) => {
    if (!zones.has(b.zone)) refuse(`zone ${b.zone} is not on the map`, ['mtbBases', i, 'zone']);
    if (b.aces > b.boats) refuse(`${b.aces} Aces among ${b.boats} boats`, ['mtbBases', i, 'aces']);
  });
  const ships = v.ships.map((s, i) => {
    const fleet = v.fleets.find((f) => f.id === s.fleet);
    if (fleet === undefined) refuse(`there is no fleet ${s.fleet}`, ['ships', i, 'fleet']);
    return {
      ...s,
      side: fleet.side,
      speed: 0,
      hull: 0,
      speedLost: 0,
      deadInWater: false,
      sunk: false,
      jettisoned: false,
      disturbed: false,
      undisturbedTurns: 0,
      firesAt: null,
    };
  });
  const logs = {
    Allied: { minefields: [], flotillas: [] },
    Japanese: { minefields: [], flotillas: [] },
  } as SopacGameState['logs'];
  v.minefields.forEach((m, i) => {
    const [a, b] = m.zones;
    if (!zones.get(a)?.neighbours.includes(b)) refuse(`${a} and ${b} share no boundary`, ['minefields', i, 'zones']);
    for (let k = 0; k < m.count; k++) {
      const list = logs[m.side].minefields;
      list.push({ id: `M${i + 1}.${k + 1}`, boundary: boundaryOf(a, b), placed: 0, activeFrom: 1 });
    }
  });
  const none = { boundaries: [], ships: [], flotillas: [] };
  return parseInput(
    sopacGameStateSchema,
    {
      game: 'sopac',
      dice: createDice(v.seed).state(),
      rules: v.rules,
      map: v.map,
      gunneryDamageTable: v.gunneryDamageTable ?? null,
      turn: 1,
      lastTurn: v.lastTurn,
      light: v.light,
      afterDayTurn: true,
      weather: v.weather,
      fleets: v.fleets.map((f) => ({ ...f, moved: false })),
      ships,
      logs,
      known: { Allied: none, Japanese: none },
      mtbBases: v.mtbBases.map((b) => ({ ...b, hits: 0, bombarded: false })),
      points: { Allied: 0, Japanese: 0 },
      mtbOrders: { Allied: 'none', Japanese: 'none' },
      contacts: [],
      crossing: null,
      reveal: null,
      mtbAttack: null,
    },
    { rule: RULE, what: 'SOPAC game' },
  );
}
