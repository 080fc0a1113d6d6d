import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import type { FirepowerRulesOverrides } from '../rules.js';
import { resolveTorpedo, resolveTorpedoLevel, torpedoInputSchema } from '../torpedo.js';
import { levelAndStatus } from './level-and-status.js';

type Rules = FirepowerRulesOverrides;

/** Firepower's torpedo rolls, in the catalogue's order: the damage level (Matrix 11) and the attack from die to damage. */
export function firepowerTorpedoResolvers(): CatalogueResolver[] {
  return [
    defineResolver<typeof torpedoInputSchema, Rules>({
      name: 'resolveTorpedoLevel',
      rule: 'Matrix 11',
      title: 'Torpedo damage level (plus die minus die, Matrix 11, Matrix 10)',
      input: torpedoInputSchema,
      example: { target: 'BB', torpedo: 'long-lance' },
      resolve: resolveTorpedoLevel,
    }),
    defineResolver<typeof torpedoInputSchema, Rules>({
      name: 'resolveTorpedo',
      rule: 'Matrix 11, damage dice',
      title: 'Torpedo attack from die to damage (RED, BLUE, GREEN applied)',
      input: torpedoInputSchema,
      example: { target: 'BB', torpedo: 'late' },
      resolve: resolveTorpedo,
      project: levelAndStatus,
    }),
  ];
}
