import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { SOPAC_ISLAND_ZONES, SOPAC_NAMED_COASTAL_ZONES } from './tables/island-zones.js';

/** The two sides of SOPAC. */
export const SOPAC_SIDES = /* @__PURE__ */ deepFreeze(['Allied', 'Japanese'] as const);
/** A side of SOPAC. */
export type SopacSide = (typeof SOPAC_SIDES)[number];

/**
 * Zod schema of a side: `'Allied'` or `'Japanese'`.
 *
 * @example
 * ```ts
 * sopacSideSchema.parse('Japanese'); // 'Japanese'
 * ```
 */
export const sopacSideSchema = z.enum(['Allied', 'Japanese']);

/** The base game's weather, mildest first (20.22 names all six). */
export const SOPAC_WEATHER = /* @__PURE__ */ deepFreeze([
  'Clear',
  'Cloudy',
  'Rain',
  'Squall',
  'Storm',
  'Gale',
] as const);
/** A weather state. */
export type SopacWeather = (typeof SOPAC_WEATHER)[number];

/**
 * Zod schema of the weather: Clear, Cloudy, Rain, Squall, Storm or Gale.
 *
 * @example
 * ```ts
 * weatherSchema.parse('Squall'); // 'Squall'
 * ```
 */
export const weatherSchema = z.enum(['Clear', 'Cloudy', 'Rain', 'Squall', 'Storm', 'Gale']);

/**
 * The fleet missions these rules name: Minelaying and Raid (19.31), Mine Sweeping (19.61),
 * Abort (19.41); any other base-game mission is `'Other'`.
 */
export const SOPAC_MISSIONS = /* @__PURE__ */ deepFreeze([
  'Minelaying',
  'Raid',
  'Mine Sweeping',
  'Abort',
  'Other',
] as const);
/** A fleet mission. */
export type SopacMission = (typeof SOPAC_MISSIONS)[number];

/**
 * Zod schema of a fleet mission.
 *
 * @example
 * ```ts
 * missionSchema.parse('Mine Sweeping'); // 'Mine Sweeping'
 * ```
 */
export const missionSchema = z.enum(['Minelaying', 'Raid', 'Mine Sweeping', 'Abort', 'Other']);

const zoneId = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[^/]+$/, 'a zone name may not contain "/", which joins the two zones of a boundary');

/**
 * Zod schema of a sea zone of the base game's map (your input): its land, whether it holds
 * a major base, and the zones across its (at most six) boundaries.
 *
 * @example
 * ```ts
 * seaZoneSchema.parse({ id: 'MADE-UP A1', land: 'coastal', neighbours: ['MADE-UP A2'] });
 * ```
 */
export const seaZoneSchema = z.strictObject({
  /** The zone's name, e.g. `'L23'`. */
  id: zoneId,
  /** Its land (19.34): `'none'` open water; `'island'` land found in this zone alone; `'coastal'` any other land. */
  land: z.enum(['none', 'island', 'coastal']),
  /** True when the zone holds a major base (19.36). */
  majorBase: z.boolean().default(false),
  /** The zones across its boundaries, at most six. */
  neighbours: z.array(zoneId).max(6).readonly(),
});
/** A sea zone as callers write it. */
export type SeaZoneInput = z.input<typeof seaZoneSchema>;
/** A sea zone, validated. */
export type SeaZone = z.output<typeof seaZoneSchema>;

/**
 * Zod schema of the base game's map (your input; never built in): its sea zones. Zone ids
 * are unique, every neighbour is a zone of the map, and boundaries are shared both ways.
 *
 * @example
 * ```ts
 * sopacMapSchema.parse({ zones: [
 *   { id: 'MADE-UP A1', land: 'coastal', neighbours: ['MADE-UP A2'] },
 *   { id: 'MADE-UP A2', land: 'none', neighbours: ['MADE-UP A1'] },
 * ] });
 * ```
 */
export const sopacMapSchema = z
  .strictObject({
    /** The sea zones. */
    zones: z.array(seaZoneSchema).min(1).max(2000).readonly(),
  })
  .superRefine((map, ctx) => {
    const byId = new Map<string, SeaZone>();
    map.zones.forEach((zone, i) => {
      if (byId.has(zone.id))
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'id'], message: `zone ${zone.id} is listed twice` });
      byId.set(zone.id, zone);
      // 19.34: a zone with a SOPAC map id is that zone; the text fixes its island or coastal status.
      const island = (SOPAC_ISLAND_ZONES as readonly string[]).includes(zone.id);
      const coastal = (SOPAC_NAMED_COASTAL_ZONES as readonly string[]).includes(zone.id);
      if ((island && zone.land !== 'island') || (coastal && zone.land !== 'coastal')) {
        ctx.addIssue({
          code: 'custom',
          path: ['zones', i, 'land'],
          message: `19.34 makes ${zone.id} ${island ? 'an island' : 'coastal'} zone, not ${zone.land}`,
        });
      }
    });
    map.zones.forEach((zone, i) => {
      zone.neighbours.forEach((n, j) => {
        const other = byId.get(n);
        const path = ['zones', i, 'neighbours', j];
        if (n === zone.id) ctx.addIssue({ code: 'custom', path, message: `zone ${n} cannot border itself` });
        else if (other === undefined) ctx.addIssue({ code: 'custom', path, message: `zone ${n} is not on the map` });
        else if (!other.neighbours.includes(zone.id)) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: `${zone.id} borders ${n} but ${n} does not border ${zone.id}`,
          });
        }
        if (zone.neighbours.indexOf(n) !== j)
          ctx.addIssue({ code: 'custom', path, message: `zone ${n} is listed twice` });
      });
    });
  });
/** The map as callers write it. */
export type SopacMapInput = z.input<typeof sopacMapSchema>;
/** The map, validated. */
export type SopacMap = z.output<typeof sopacMapSchema>;
