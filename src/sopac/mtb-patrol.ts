import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { zoneDistances } from './map-distance.js';
import type { RuleCheck } from './minelaying.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';
import { type SopacMap, type SopacMapInput, sopacMapSchema, weatherSchema } from './schemas.js';

/**
 * Zod schema of a flotilla's patrol zone and the zone of the port or MTB base its boats
 * sail from (20.2).
 *
 * @example
 * ```ts
 * patrolZoneInputSchema.parse({ base: 'L23', zone: 'L22' });
 * ```
 */
export const patrolZoneInputSchema = z.strictObject({
  /** The zone of the boats' port or MTB base. */
  base: z.string().min(1).max(20),
  /** The patrol zone. */
  zone: z.string().min(1).max(20),
});
/** A patrol zone as callers write it. */
export type PatrolZoneInput = z.input<typeof patrolZoneInputSchema>;

/**
 * Whether a flotilla may patrol a zone (20.2), on your map: a coastal or island zone
 * within two zones of the boats' port or base, reached by a way whose zones in between
 * all have land (a zone of open water may not be the only way there and back). The text
 * counts hexes; on the SOPAC map each zone is a hex.
 *
 * @example
 * ```ts
 * const map = { zones: [
 *   { id: 'MADE-UP B1', land: 'coastal', neighbours: ['MADE-UP B2'] },
 *   { id: 'MADE-UP B2', land: 'none', neighbours: ['MADE-UP B1', 'MADE-UP B3'] },
 *   { id: 'MADE-UP B3', land: 'island', neighbours: ['MADE-UP B2'] },
 * ] };
 * checkPatrolZone(map, { base: 'MADE-UP B1', zone: 'MADE-UP B3' }).ok; // false: only across open water
 * ```
 */
export function checkPatrolZone(map: SopacMapInput, input: PatrolZoneInput, rules?: SopacRulesOverrides): RuleCheck {
  const m = parseInput(sopacMapSchema, map, { rule: '20.2', what: 'SOPAC map' });
  const v = parseInput(patrolZoneInputSchema, input, { rule: '20.2', what: 'patrol zone' });
  return patrolZoneOnMap(m, v, resolveSopacRules(rules));
}

/** {@link checkPatrolZone} on a validated map and resolved rules (the game's). Internal. */
export function patrolZoneOnMap(
  m: SopacMap,
  v: { readonly base: string; readonly zone: string },
  rules: SopacRules,
): RuleCheck {
  const zone = m.zones.find((z) => z.id === v.zone);
  if (!m.zones.some((z) => z.id === v.base))
    return { ok: false, rule: '20.2', reason: `zone ${v.base} is not on the map` };
  if (zone === undefined) return { ok: false, rule: '20.2', reason: `zone ${v.zone} is not on the map` };
  if (zone.land === 'none')
    return { ok: false, rule: '20.2', reason: `${v.zone} is open water: patrol zones are coastal or island zones` };
  const reach = rules.mtb.patrolReach;
  const byId = new Map(m.zones.map((z) => [z.id, z]));
  if (!zoneDistances(m, v.base, reach).has(v.zone)) {
    return { ok: false, rule: '20.2', reason: `${v.zone} is more than ${reach} zones from ${v.base}` };
  }
  const byLand = zoneDistances(m, v.base, reach, (id) => byId.get(id)?.land !== 'none');
  return byLand.has(v.zone)
    ? { ok: true }
    : { ok: false, rule: '20.2', reason: `the only way from ${v.base} to ${v.zone} crosses open water` };
}

/**
 * Zod schema of a night's MTB deployment (20.1, 20.21, 20.22).
 *
 * @example
 * ```ts
 * mtbDeploymentInputSchema.parse({ light: 'night', afterDayTurn: true, weather: 'Rain', flotillas: [{ boats: 2, aces: 0 }], patrolLimit: 4, boatsAtBase: 8 });
 * ```
 */
export const mtbDeploymentInputSchema = z.strictObject({
  /** Whether this turn is a day or a night turn (the base game's turn track). */
  light: z.enum(['day', 'night']),
  /** True on the first night turn after a day turn, when flotillas are recorded in the Orders Phase. */
  afterDayTurn: z.boolean(),
  /** True when bad weather kept the boats in on an earlier turn of this night (20.22). */
  heldByWeather: z.boolean().default(false),
  /** This turn's weather. */
  weather: weatherSchema,
  /** The flotillas going out: boats in each, and Ace boats among them (20.5). */
  flotillas: z
    .array(
      z.strictObject({
        /** Boats in the flotilla (at least one). */
        boats: z.number().int().min(1).max(100),
        /** Ace boats among them. */
        aces: z.number().int().min(0).max(100).default(0),
      }),
    )
    .min(1)
    .max(50)
    .readonly(),
  /** How many boats the scenario lets out on patrol at once. */
  patrolLimit: z.number().int().min(1).max(100),
  /** Boats still in play at the port or base. */
  boatsAtBase: z.number().int().min(0).max(100),
});
/** A night's deployment as callers write it. */
export type MtbDeploymentInput = z.input<typeof mtbDeploymentInputSchema>;

/**
 * Whether flotillas may go out now (20.1, 20.21, 20.22): only on a night turn, recorded in
 * the Orders Phase of the first night turn after a day turn (or of a later night turn when
 * bad weather kept them in), only in Clear, Cloudy or Rain; each flotilla holds one boat or
 * more, its Aces among them, and all together no more than the patrol limit or the boats
 * at the base.
 *
 * @example
 * ```ts
 * checkMtbDeployment({ light: 'night', afterDayTurn: true, weather: 'Gale', flotillas: [{ boats: 1 }], patrolLimit: 2, boatsAtBase: 4 }).ok; // false
 * ```
 */
export function checkMtbDeployment(input: MtbDeploymentInput, rules?: SopacRulesOverrides): RuleCheck {
  return checkMtbDeploymentParsed(
    parseInput(mtbDeploymentInputSchema, input, { rule: '20.21', what: 'MTB deployment' }),
    rules,
  );
}

/** {@link checkMtbDeployment} on an input already valid (a game's own records, every default given). Internal. */
export function checkMtbDeploymentParsed(
  v: z.output<typeof mtbDeploymentInputSchema>,
  rules?: SopacRulesOverrides,
): RuleCheck {
  const weather = resolveSopacRules(rules).mtb.weather;
  if (v.light !== 'night') return { ok: false, rule: '20.21', reason: 'MTBs go out only at night' };
  if (!v.afterDayTurn && !v.heldByWeather) {
    return { ok: false, rule: '20.21', reason: 'flotillas are recorded on the first night turn after a day turn' };
  }
  if (!weather.includes(v.weather)) return { ok: false, rule: '20.22', reason: `MTBs stay in during ${v.weather}` };
  const total = v.flotillas.reduce((n, f) => n + f.boats, 0);
  const aces = v.flotillas.findIndex((f) => f.aces > f.boats);
  if (aces >= 0) return { ok: false, rule: '20.5', reason: `flotilla ${aces + 1} has more Aces than boats` };
  if (total > v.patrolLimit)
    return { ok: false, rule: '20.1', reason: `${total} boats out, over the patrol limit of ${v.patrolLimit}` };
  if (total > v.boatsAtBase)
    return { ok: false, rule: '20.1', reason: `${total} boats out, but ${v.boatsAtBase} are at the base` };
  return { ok: true };
}

/**
 * Whether flotillas already out are active in this turn's weather (20.22): in Squall,
 * Storm or Gale they lie up in a cove and do nothing until it clears.
 *
 * @example
 * ```ts
 * mtbsActiveIn('Storm'); // false
 * ```
 */
export function mtbsActiveIn(weather: z.input<typeof weatherSchema>, rules?: SopacRulesOverrides): boolean {
  const w = parseInput(weatherSchema, weather, { rule: '20.22', what: 'weather' });
  return resolveSopacRules(rules).mtb.weather.includes(w);
}
