import * as z from 'zod';
import { airUnitSchema } from './air-unit.js';
import { hexSchema } from './common.js';

/** Where an air unit is. */
export const airLocationSchema = z.discriminatedUnion('at', [
  z.strictObject({
    /** On an airbase's display (6.4). */
    at: z.literal('airbase'),
    /** The airbase's id. */
    airbaseId: z.string().min(1),
  }),
  z.strictObject({
    /** A floatplane kept on the map hex of a port (6.3.5). */
    at: z.literal('port'),
    /** The port's id. */
    portId: z.string().min(1),
  }),
  z.strictObject({
    /** A recon unit placed on a map hex (7.3.2) until the Operations Conclusion Phase. */
    at: z.literal('hex'),
    /** The hex it watches. */
    hex: hexSchema,
    /** The airbase it flew from. */
    fromAirbaseId: z.string().min(1),
  }),
  z.strictObject({
    /** Its base was removed (a mobile base bombed away, 6.5.3); rules 9.10–9.11, not in the text, decide what follows. */
    at: z.literal('unbased'),
    /** The base it was on. */
    formerAirbaseId: z.string().min(1),
  }),
  z.strictObject({
    /** Eliminated. */
    at: z.literal('eliminated'),
    /** The turn it was eliminated on (the 11th Hikoshidan VP of 5.2 count this turn's losses). */
    turn: z.number().int().min(1),
  }),
]);
/** Where an air unit is. */
export type AirLocation = z.output<typeof airLocationSchema>;

/** An air unit in play: its counter and its status markers. */
export const airUnitStateSchema = z.strictObject({
  /** The counter. */
  unit: airUnitSchema,
  /** True when it shows its reduced face (2.2). */
  reduced: z.boolean().default(false),
  /** Where it is. */
  location: airLocationSchema,
  /** True in the Flown half of its display (it flew a mission or interception, 6.4); false in Ready. */
  flown: z.boolean().default(false),
  /** True in the Disrupted half of its display (6.4), or with a Disruption marker at a port (6.3.5). */
  disrupted: z.boolean().default(false),
  /** True while a Regroup marker is on it (7.2). */
  regrouping: z.boolean().default(false),
  /** True when it made a stage move this turn (9.3); it may not then fly an attack mission (3.0). */
  stageMoved: z.boolean().default(false),
});
/** An air unit in play, as parsed. */
export type AirUnitState = z.output<typeof airUnitStateSchema>;
/** An air unit in play, as written by a caller. */
export type AirUnitStateInput = z.input<typeof airUnitStateSchema>;
