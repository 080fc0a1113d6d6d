import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { aircraftClassSchema, aircraftSubClassSchema, nationalitySchema } from './enums.js';

/** Where an aircraft stand is: waiting in its wave, on table, destroyed, or removed (a kamikaze that hit). */
export const AIRCRAFT_STATUSES = /* @__PURE__ */ deepFreeze(['waiting', 'on-table', 'destroyed', 'removed'] as const);
/** An aircraft stand's status. */
export const aircraftStatusSchema = z.enum(AIRCRAFT_STATUSES);
/** An aircraft stand's status. */
export type AircraftStatus = z.infer<typeof aircraftStatusSchema>;

/** One aircraft stand (a flight of up to five aircraft; an HB stand is 2 four-engine or 4 twin-engine bombers). */
export const aircraftStandSchema = z.strictObject({
  /** The stand's name, e.g. `'VT-8 (1)'`. */
  name: z.string().min(1),
  /** Its class for the whole game: AS, TB, FB, HB or KM. */
  class: aircraftClassSchema,
  /** Its finer grading: `'+'`, `''` or `'-'` (Matrix 13; +1/−1 on Matrix 12 against aircraft when the +/− rule is used). */
  subClass: aircraftSubClassSchema.default(''),
  /** Its navy. */
  nationality: nationalitySchema,
  /** The wave it belongs to (waves are organised before the game), when known. */
  wave: z.number().int().min(1).optional(),
  /** Lasting modifier from casualties taken when winning air-to-air combat (0, −1 or −2, cumulative). */
  casualtyModifier: z.number().int().max(0).default(0),
  /** Lasting modifier from anti-aircraft fire (−1 on a 4, −2 on a 5, cumulative). */
  aaModifier: z.number().int().max(0).default(0),
  /** Waiting, on table, destroyed or removed. */
  status: aircraftStatusSchema.default('waiting'),
});
/** An aircraft stand after parsing. */
export type AircraftStand = z.output<typeof aircraftStandSchema>;
/** An aircraft stand as given. */
export type AircraftStandInput = z.input<typeof aircraftStandSchema>;
