import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import { type DamageOutcome, damageInputSchema, resolveDamage } from '../damage.js';
import { resolveGunnery } from '../gunnery.js';
import { resolveGunneryDamageLevel } from '../gunnery-damage-level.js';
import { gunneryInputSchema, resolveGunneryToHit } from '../gunnery-to-hit.js';
import type { FirepowerRulesOverrides } from '../rules.js';
import { levelAndStatus } from './level-and-status.js';

type Rules = FirepowerRulesOverrides;

/**
 * Firepower's gunnery rolls, in the catalogue's order: to hit (Matrix 8), the damage level
 * (Matrices 8–10), gunnery from die to damage, and the damage dice at a level.
 */
export function firepowerGunneryResolvers(): CatalogueResolver[] {
  return [
    defineResolver<typeof gunneryInputSchema, Rules>({
      name: 'resolveGunneryToHit',
      rule: 'Matrix 8',
      title: 'Gunnery to hit',
      input: gunneryInputSchema,
      example: { battery: 'BB', target: 'CA', range: 'long' },
      resolve: resolveGunneryToHit,
      project: (r) => ((r.outcome as { hit: boolean }).hit ? 'hit' : 'miss'),
    }),
    defineResolver<typeof gunneryInputSchema, Rules>({
      name: 'resolveGunneryDamageLevel',
      rule: 'Matrix 8\u201310',
      title: 'Gunnery damage level (to hit, margin + d6 + Matrix 9, Matrix 10)',
      input: gunneryInputSchema,
      example: { battery: 'BB', target: 'CA', range: 'short' },
      resolve: resolveGunneryDamageLevel,
    }),
    defineResolver<typeof gunneryInputSchema, Rules>({
      name: 'resolveGunnery',
      rule: 'Matrix 8\u201310, damage dice',
      title: 'Gunnery from die to damage (all four damage dice applied); odds by level and target status',
      input: gunneryInputSchema,
      example: { battery: 'BB', target: 'CA', range: 'short' },
      resolve: resolveGunnery,
      project: levelAndStatus,
    }),
    defineResolver<typeof damageInputSchema, Rules>({
      name: 'resolveDamage',
      rule: 'Damage dice',
      title: 'Damage dice at a damage level, applied to a ship',
      input: damageInputSchema,
      example: { ship: { name: 'Hood', class: 'BC', nationality: 'British' }, level: 'H' },
      resolve: resolveDamage,
      project: (r) => (r.outcome as DamageOutcome).ship.status,
    }),
  ];
}
