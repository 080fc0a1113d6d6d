import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import { airSearchInputSchema, resolveAirSearch } from '../air-search.js';
import { battleshipCommitmentInputSchema, resolveBattleshipCommitment } from '../battleship-commitment.js';
import { guadalcanalAntiAircraftInputSchema, resolveGuadalcanalAntiAircraft } from '../guadalcanal-anti-aircraft.js';
import {
  MADE_UP_AA_TABLE,
  MADE_UP_JAPANESE_SEARCH_CHART,
  MADE_UP_SURFACE_TABLE,
  MADE_UP_US_SEARCH_CHART,
} from '../made-up-tables.js';
import { extendPatrolInputSchema, resolveExtendPatrol } from '../patrol-extension.js';
import {
  type PtEngagementOutcome,
  type PtReplyOutcome,
  ptReplyInputSchema,
  ptSearchInputSchema,
  resolvePtAttack,
  resolvePtEngagement,
  resolvePtReply,
  resolvePtSearch,
} from '../pt-engagement.js';
import type { ShoestringRulesOverrides } from '../rules.js';
import { resolveTransportAttack, transportAttackInputSchema } from '../transport-attack.js';

type Rules = ShoestringRulesOverrides;

/** Made-up base-game tables (not the base game's values) so the examples can run. */
const madeUp = {
  seaZoneSearch: { US: MADE_UP_US_SEARCH_CHART, Japanese: MADE_UP_JAPANESE_SEARCH_CHART },
  surfaceCombat: MADE_UP_SURFACE_TABLE,
  antiAircraft: MADE_UP_AA_TABLE,
};
const withPt = { options: { O5: true }, tables: madeUp };

/** Every random resolver of the Shoestring variant, as its catalogue lists them. */
export function shoestringResolvers(): CatalogueResolver[] {
  return [
    defineResolver<typeof extendPatrolInputSchema, Rules>({
      name: 'resolveExtendPatrol',
      rule: 'N18.7',
      title: 'extend a naval patrol',
      input: extendPatrolInputSchema,
      example: { side: 'US', ships: [{ id: 'Helena', type: 'CL', zone: 'The Slot' }], turn: 3 },
      resolve: resolveExtendPatrol,
    }),
    defineResolver<typeof transportAttackInputSchema, Rules>({
      name: 'resolveTransportAttack',
      rule: 'R18.3',
      title: 'attack transports (revised table)',
      input: transportAttackInputSchema,
      example: { escorted: false, henderson: 'attacker' },
      resolve: resolveTransportAttack,
    }),
    defineResolver<typeof battleshipCommitmentInputSchema, Rules>({
      name: 'resolveBattleshipCommitment',
      rule: 'O1.0',
      title: 'Japanese battleship commitment roll (odd turns, option O1)',
      input: battleshipCommitmentInputSchema,
      example: { turn: 1 },
      exampleRules: { options: { O1: true } },
      resolve: resolveBattleshipCommitment,
    }),
    defineResolver<typeof airSearchInputSchema, Rules>({
      name: 'resolveAirSearch',
      rule: 'N19.3',
      title: 'air search in a sea zone (the side\u2019s search chart is a house-rules table)',
      input: airSearchInputSchema,
      example: { side: 'US', zone: 'The Slot', bombers: [{ type: 'LB BMB', strength: 'full' }] },
      exampleRules: { tables: madeUp },
      resolve: resolveAirSearch,
    }),
    defineResolver<typeof ptReplyInputSchema, Rules>({
      name: 'resolvePtEngagement',
      rule: 'O5.0',
      title: 'PT boat search, attack and Japanese reply (option O5)',
      input: ptReplyInputSchema,
      example: { japaneseDdClCombatValue: 5 },
      exampleRules: withPt,
      resolve: resolvePtEngagement,
      project: (r) => {
        const o = r.outcome as PtEngagementOutcome;
        return o.found
          ? `found; attack ${o.attack}; ${o.neutralized ? 'PT neutralized' : 'PT not neutralized'}`
          : 'not found';
      },
    }),
    defineResolver<typeof ptSearchInputSchema, Rules>({
      name: 'resolvePtSearch',
      rule: 'O5.0',
      title: 'PT boat search (option O5)',
      input: ptSearchInputSchema,
      example: {},
      exampleRules: withPt,
      resolve: resolvePtSearch,
    }),
    defineResolver<typeof ptSearchInputSchema, Rules>({
      name: 'resolvePtAttack',
      rule: 'O5.0',
      title: 'PT boat attack on the 2-3 column (option O5)',
      input: ptSearchInputSchema,
      example: {},
      exampleRules: withPt,
      resolve: resolvePtAttack,
    }),
    defineResolver<typeof ptReplyInputSchema, Rules>({
      name: 'resolvePtReply',
      rule: 'O5.0',
      title: 'Japanese reply to a PT attack (option O5)',
      input: ptReplyInputSchema,
      example: { japaneseDdClCombatValue: 5 },
      exampleRules: withPt,
      resolve: resolvePtReply,
      project: (r) => ((r.outcome as PtReplyOutcome).neutralized ? 'PT neutralized' : 'PT not neutralized'),
    }),
    defineResolver<typeof guadalcanalAntiAircraftInputSchema, Rules>({
      name: 'resolveGuadalcanalAntiAircraft',
      rule: 'II.B.6',
      title: 'Guadalcanal anti-aircraft fire (1-8 column)',
      input: guadalcanalAntiAircraftInputSchema,
      example: { survivingBombardUnits: 2 },
      exampleRules: { tables: madeUp },
      resolve: resolveGuadalcanalAntiAircraft,
    }),
  ];
}
