import type { CatalogueOdds, CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import type { Resolution } from '../../core/resolution.js';
import { stableKey } from '../../core/stable-key.js';
import { addFractions, type Fraction, fractionToNumber } from '../../odds/fraction.js';
import { mineCheckInputSchema, resolveMineCheck } from '../mine-check.js';
import { resolveMinefieldCrossing } from '../minefield-crossing.js';
import { type MtbAttackOutcome, mtbAttackOdds, resolveMtbAttack } from '../mtb-attack.js';
import { mtbAttackInputSchema } from '../mtb-attack-input.js';
import type { MtbAttackState } from '../mtb-attack-stages.js';
import { mtbContactInputSchema, resolveMtbContact } from '../mtb-contact.js';
import type { SopacRulesOverrides } from '../rules.js';
import { resolveSubmarineMineAttack, submarineMinesInputSchema } from '../submarine-mines.js';
import { resolveSweep, sweepInputSchema } from '../sweeping.js';

type Rules = SopacRulesOverrides;

/** An MTB attack summed over its targets: boats lost, torpedo hits, special gunnery hits. */
function attackTotals(state: MtbAttackState) {
  const sum = (key: 'boatsLost' | 'torpedoHits' | 'gunneryHits') => state.groups.reduce((n, g) => n + g[key], 0);
  return { boatsLost: sum('boatsLost'), torpedoHits: sum('torpedoHits'), gunneryHits: sum('gunneryHits') };
}

/** The exact odds of a whole MTB attack, stage by stage, summed over its targets. */
function attackOdds(input: Parameters<typeof mtbAttackOdds>[0], rules?: Rules): CatalogueOdds {
  const odds = mtbAttackOdds(input, rules);
  const merged = new Map<string, { outcome: unknown; fraction: Fraction }>();
  for (const o of odds.outcomes) {
    const outcome = attackTotals(o.state);
    const key = stableKey(outcome);
    const seen = merged.get(key);
    merged.set(key, { outcome, fraction: seen === undefined ? o.fraction : addFractions(seen.fraction, o.fraction) });
  }
  return {
    method: `exact, equal positions merged stage by stage (${odds.rounds} stages)`,
    outcomes: [...merged.values()].map((o) => ({ ...o, probability: fractionToNumber(o.fraction) })),
  };
}

/** Every random resolver of the SOPAC optional rules, as its catalogue lists them. */
export function sopacResolvers(): CatalogueResolver[] {
  return [
    defineResolver<typeof mineCheckInputSchema, Rules>({
      name: 'resolveMineCheck',
      rule: '19.2',
      title: 'one ship on the Minefield Table: damaged or through',
      input: mineCheckInputSchema,
      example: { minefields: 2, speed: 2 },
      resolve: resolveMineCheck,
    }),
    defineResolver<typeof mineCheckInputSchema, Rules>({
      name: 'resolveMinefieldCrossing',
      rule: '19.2',
      title: 'one ship crosses a mined boundary: Minefield Table, then Mine Damage',
      input: mineCheckInputSchema,
      example: { minefields: 1, speed: 1 },
      resolve: resolveMinefieldCrossing,
    }),
    defineResolver<typeof submarineMinesInputSchema, Rules>({
      name: 'resolveSubmarineMineAttack',
      rule: '19.24',
      title: 'a submarine flotilla meets mines after attacking',
      input: submarineMinesInputSchema,
      example: { survivingSubs: 2 },
      resolve: resolveSubmarineMineAttack,
    }),
    defineResolver<typeof sweepInputSchema, Rules>({
      name: 'resolveSweep',
      rule: '19.63',
      title: 'minesweepers roll to sweep a detected minefield',
      input: sweepInputSchema,
      example: { sweepers: 2, minefields: 2 },
      resolve: resolveSweep,
    }),
    defineResolver<typeof mtbContactInputSchema, Rules>({
      name: 'resolveMtbContact',
      rule: '20.3',
      title: 'a flotilla rolls for contact with a fleet entering its zone',
      input: mtbContactInputSchema,
      example: { boats: 4 },
      resolve: resolveMtbContact,
    }),
    defineResolver<typeof mtbAttackInputSchema, Rules>({
      name: 'resolveMtbAttack',
      rule: '20.41',
      title: 'a whole MTB attack: surprise, fire, torpedoes, special gunnery',
      input: mtbAttackInputSchema,
      example: {
        attacks: [{ target: 'MADE-UP cruiser', boats: 2, aces: 1 }],
        ships: [
          { id: 'MADE-UP cruiser', fireDice: 2 },
          { id: 'MADE-UP destroyer', fireDice: 1 },
        ],
      },
      resolve: resolveMtbAttack,
      project: (r: Resolution<unknown>) => attackTotals(r.outcome as MtbAttackOutcome),
      exactOdds: attackOdds,
    }),
  ];
}
