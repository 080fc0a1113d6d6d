import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { boundaryOf, zoneDistances } from './map-distance.js';
import { resolveSopacRules, type SopacRules, type SopacRulesOverrides } from './rules.js';
import { missionSchema, type SopacMap, type SopacMapInput, sopacMapSchema } from './schemas.js';

/** A rule check's answer: allowed, or refused with the rule and the reason. */
export type RuleCheck = { readonly ok: true } | { readonly ok: false; readonly rule: string; readonly reason: string };

const no = (rule: string, reason: string): RuleCheck => ({ ok: false, rule, reason });

/**
 * Zod schema of a ship about to lay a minefield (19.31, 19.3).
 *
 * @example
 * ```ts
 * minelayingInputSchema.parse({ canLayMines: true, mission: 'Raid', turnsUndisturbed: 4 });
 * ```
 */
export const minelayingInputSchema = z.strictObject({
  /** True when this scenario's instructions let the ship lay mines (19.3). */
  canLayMines: z.boolean(),
  /** Its fleet's mission. */
  mission: missionSchema,
  /** Turns it has stayed in the zone without moving, firing (bombardment and AA included) or taking damage. */
  turnsUndisturbed: z.number().int().min(0).max(1_000_000),
  /** True once it jettisoned its mines (19.41): it lays no more in this scenario. */
  jettisoned: z.boolean().default(false),
});
/** A minelaying check as callers write it. */
export type MinelayingInput = z.input<typeof minelayingInputSchema>;

/**
 * Whether a ship may lay a minefield now (19.3, 19.31, 19.41): the scenario lets it lay
 * mines, its fleet has a Minelaying or Raid mission, it has not jettisoned its mines, and
 * it has stayed four turns in the zone without moving, firing or taking damage.
 *
 * @example
 * ```ts
 * checkMinelaying({ canLayMines: true, mission: 'Minelaying', turnsUndisturbed: 3 }).ok; // false
 * ```
 */
export function checkMinelaying(input: MinelayingInput, rules?: SopacRulesOverrides): RuleCheck {
  return checkMinelayingParsed(parseInput(minelayingInputSchema, input, { rule: '19.31', what: 'minelaying' }), rules);
}

/** {@link checkMinelaying} on an input already valid (a game's own records, every default given). Internal. */
export function checkMinelayingParsed(
  valid: z.output<typeof minelayingInputSchema>,
  rules?: SopacRulesOverrides,
): RuleCheck {
  const turns = resolveSopacRules(rules).layingTurns;
  if (!valid.canLayMines) return no('19.3', 'the scenario does not let this ship lay mines');
  if (valid.jettisoned) return no('19.41', 'the ship jettisoned its mines and lays no more in this scenario');
  if (valid.mission !== 'Minelaying' && valid.mission !== 'Raid') {
    return no('19.31', `its fleet's mission is ${valid.mission}, not Minelaying or Raid`);
  }
  if (valid.turnsUndisturbed < turns) {
    return no('19.31', `it has stayed ${valid.turnsUndisturbed} of ${turns} turns undisturbed in the zone`);
  }
  return { ok: true };
}

/**
 * Zod schema of where a minefield would go: the zone the minelayer is in and the zone
 * across the boundary it mines.
 *
 * @example
 * ```ts
 * minefieldPlacementSchema.parse({ zone: 'L22', across: 'L21' });
 * ```
 */
export const minefieldPlacementSchema = z.strictObject({
  /** The minelayer's zone. */
  zone: z.string().min(1).max(20),
  /** The zone across the mined boundary (one of the six around `zone`). */
  across: z.string().min(1).max(20),
});
/** A minefield placement as callers write it. */
export type MinefieldPlacementInput = z.input<typeof minefieldPlacementSchema>;

/** A placement's check, with the boundary as the log sheet writes it. */
export type PlacementCheck = RuleCheck & { readonly boundary: string };

/**
 * Whether a minefield may go on a boundary (19.1, 19.32–19.36), on your map: the boundary
 * is one of the minelayer's zone's own; the zone lies within two zones of a zone with
 * coastal land (the minefield's zone counts, the land's zone does not, so a coastal zone
 * and its neighbours qualify; islands do not), or either zone of the boundary holds a
 * major base (19.36). Every boundary may be mined, and minefields stack (19.32, 19.33).
 *
 * @example
 * ```ts
 * const map = { zones: [
 *   { id: 'MADE-UP A1', land: 'coastal', neighbours: ['MADE-UP A2'] },
 *   { id: 'MADE-UP A2', land: 'none', neighbours: ['MADE-UP A1'] },
 * ] };
 * checkMinefieldPlacement(map, { zone: 'MADE-UP A2', across: 'MADE-UP A1' }); // { ok: true, boundary: 'MADE-UP A1/MADE-UP A2' }
 * ```
 */
export function checkMinefieldPlacement(
  map: SopacMapInput,
  placement: MinefieldPlacementInput,
  rules?: SopacRulesOverrides,
): PlacementCheck {
  const m = parseInput(sopacMapSchema, map, { rule: '19.34', what: 'SOPAC map' });
  const p = parseInput(minefieldPlacementSchema, placement, { rule: '19.1', what: 'minefield placement' });
  return placementOnMap(m, p, resolveSopacRules(rules));
}

/** {@link checkMinefieldPlacement} on a validated map and resolved rules (the game's). Internal. */
export function placementOnMap(
  m: SopacMap,
  p: { readonly zone: string; readonly across: string },
  rules: SopacRules,
): PlacementCheck {
  const boundary = boundaryOf(p.zone, p.across);
  const zone = m.zones.find((z) => z.id === p.zone);
  const across = m.zones.find((z) => z.id === p.across);
  if (zone === undefined) return { ...no('19.1', `zone ${p.zone} is not on the map`), boundary };
  if (across === undefined || !zone.neighbours.includes(p.across)) {
    return { ...no('19.1', `${p.across} is not across one of ${p.zone}'s boundaries`), boundary };
  }
  if (zone.majorBase || across.majorBase) return { ok: true, boundary };
  const reach = rules.layingReach;
  const near = zoneDistances(m, p.zone, reach);
  const coastal = m.zones.some((z) => z.land === 'coastal' && near.has(z.id));
  return coastal
    ? { ok: true, boundary }
    : {
        ...no('19.34', `${p.zone} is not within ${reach} zones of coastal land, and no major base borders it`),
        boundary,
      };
}
