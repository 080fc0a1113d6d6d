import * as z from 'zod';
import { parseInput } from '../../core/parse-input.js';
import { seaZoneSchema, sideSchema } from '../schemas.js';
import { type ShoestringGameState, shoestringGameStateSchema } from './game-state.js';

/**
 * What a found side must report (II.B.1): its ship counters in the zone, carriers among
 * them, and its transport points there, counted apart (the text gives no number of
 * counters per transport point).
 */
export interface SeaZoneReport {
  /** The zone. */
  readonly zone: string;
  /** The side reporting. */
  readonly side: 'US' | 'Japanese';
  /** Its naval unit counters in the zone, out of repair (transports are not units: see `transportPoints`). */
  readonly ships: number;
  /** How many of them are carriers (`CV`, `CVL`, `CVE`). */
  readonly carriers: number;
  /** Its transport points at sea in the zone (II.A.1's placement). */
  readonly transportPoints: number;
}

const CARRIERS = ['CV', 'CVL', 'CVE'];

const argsSchema = z.strictObject({ side: sideSchema, zone: seaZoneSchema });

/**
 * The report a found side must make (II.B.1): how many ship counters it has in the sea
 * zone and how many of them are carriers, from the game's record of where its units are,
 * with its transport points at sea there as a figure of their own.
 *
 * @example
 * ```ts
 * seaZoneReport(game, 'Japanese', 'The Slot'); // { zone: 'The Slot', side: 'Japanese', ships: 3, carriers: 0, transportPoints: 5 }
 * ```
 */
export function seaZoneReport(state: ShoestringGameState, side: 'US' | 'Japanese', zone: string): SeaZoneReport {
  const valid = parseInput(shoestringGameStateSchema, state, { rule: 'II.B.1', what: 'Shoestring game state' });
  const args = parseInput(argsSchema, { side, zone }, { rule: 'II.B.1', what: 'sea zone report' });
  return reportOf(valid, args.side, args.zone);
}

/** {@link seaZoneReport} on a validated state. Internal. */
export function reportOf(state: ShoestringGameState, side: 'US' | 'Japanese', zone: string): SeaZoneReport {
  const forces = state.forces[side];
  const units = forces.naval.filter((u) => u.zone === zone && u.repair === null);
  const transportPoints = forces.transportPoints.zones.find((z) => z.zone === zone)?.points ?? 0;
  return {
    zone,
    side,
    ships: units.length,
    carriers: units.filter((u) => CARRIERS.includes(u.type)).length,
    transportPoints,
  };
}
