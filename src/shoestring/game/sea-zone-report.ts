import * as z from 'zod';
import { parseInput } from '../../core/parse-input.js';
import { seaZoneSchema, sideSchema } from '../schemas.js';
import { type ShoestringGameState, shoestringGameStateSchema } from './game-state.js';

/** What a found side must report (II.B.1): its ship counters in the zone, carriers among them. */
export interface SeaZoneReport {
  /** The zone. */
  readonly zone: string;
  /** The side reporting. */
  readonly side: 'US' | 'Japanese';
  /** Its ship counters in the zone (transports included: they are ship counters). */
  readonly ships: number;
  /** How many of them are carriers (`CV`, `CVL`, `CVE`). */
  readonly carriers: number;
}

const CARRIERS = ['CV', 'CVL', 'CVE'];

const argsSchema = z.strictObject({ side: sideSchema, zone: seaZoneSchema });

/**
 * The report a found side must make (II.B.1): "I have N ship counters, including M
 * carriers, in this sea zone", from the game's record of where its units are.
 *
 * @example
 * ```ts
 * seaZoneReport(game, 'Japanese', 'The Slot'); // { zone: 'The Slot', side: 'Japanese', ships: 3, carriers: 0 }
 * ```
 */
export function seaZoneReport(state: ShoestringGameState, side: 'US' | 'Japanese', zone: string): SeaZoneReport {
  const valid = parseInput(shoestringGameStateSchema, state, { rule: 'II.B.1', what: 'Shoestring game state' });
  const args = parseInput(argsSchema, { side, zone }, { rule: 'II.B.1', what: 'sea zone report' });
  return reportOf(valid, args.side, args.zone);
}

/** {@link seaZoneReport} on a validated state. Internal. */
export function reportOf(state: ShoestringGameState, side: 'US' | 'Japanese', zone: string): SeaZoneReport {
  const units = state.forces[side].naval.filter((u) => u.zone === zone && u.repair === null);
  return { zone, side, ships: units.length, carriers: units.filter((u) => CARRIERS.includes(u.type)).length };
}
