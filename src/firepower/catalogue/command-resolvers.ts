import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import { battleConditionsInputSchema, resolveBattleConditions } from '../battle-conditions.js';
import { breakOffTestInputSchema, resolveBreakOffTest } from '../break-off-test.js';
import { controlTestInputSchema, resolveControlTest } from '../control-test.js';
import { depthChargeInputSchema, resolveDepthCharge } from '../depth-charge.js';
import { firstTurnInputSchema, resolveFirstTurn } from '../first-turn.js';
import {
  ownInitiativeInputSchema,
  resolveOwnInitiative,
  resolveSquadronInitiative,
  squadronInitiativeInputSchema,
} from '../own-initiative.js';
import type { FirepowerRulesOverrides } from '../rules.js';
import { resolveSunEdge, type SunEdge, sunEdgeInputSchema } from '../sun-edge.js';
import type { ConditionsResult } from '../tables/matrix-06-conditions.js';

type Rules = FirepowerRulesOverrides;

/**
 * Firepower's rolls before and beside the shooting, in the catalogue's order: the control
 * test (Matrix 2), the break-off test (Matrix 3), own initiative (Matrix 4), time of day
 * and weather (Matrix 6), the sun edge, a depth-charge attack and the first turn.
 */
export function firepowerCommandResolvers(): CatalogueResolver[] {
  return [
    defineResolver<typeof controlTestInputSchema, Rules>({
      name: 'resolveControlTest',
      rule: 'Matrix 2',
      title: 'Control test (or change an order)',
      input: controlTestInputSchema,
      example: { movementOrder: 'engage', formationOrder: 'line-ahead', nationality: 'British', year: 1916 },
      resolve: resolveControlTest,
    }),
    defineResolver<typeof breakOffTestInputSchema, Rules>({
      name: 'resolveBreakOffTest',
      rule: 'Matrix 3',
      title: 'Break-off test',
      input: breakOffTestInputSchema,
      example: { nationality: 'Japanese', ships: 4, destroyed: 1, friendlyBrokenOffNearby: 1 },
      resolve: resolveBreakOffTest,
    }),
    defineResolver<typeof ownInitiativeInputSchema, Rules>({
      name: 'resolveOwnInitiative',
      rule: 'Matrix 4',
      title: 'Own-initiative course of action',
      input: ownInitiativeInputSchema,
      example: { column: 'flagship' },
      resolve: resolveOwnInitiative,
    }),
    defineResolver<typeof squadronInitiativeInputSchema, Rules>({
      name: 'resolveSquadronInitiative',
      rule: 'Matrix 4',
      title: 'Own initiative for a whole squadron (flagship, then the others)',
      input: squadronInitiativeInputSchema,
      example: { otherShips: 2 },
      resolve: resolveSquadronInitiative,
    }),
    defineResolver<typeof battleConditionsInputSchema, Rules>({
      name: 'resolveBattleConditions',
      rule: 'Matrix 6',
      title: 'Time of day and weather',
      input: battleConditionsInputSchema,
      example: {},
      resolve: resolveBattleConditions,
      project: (r) => {
        const o = r.outcome as ConditionsResult;
        return `${o.timeOfDay}, ${o.weather} weather`;
      },
    }),
    defineResolver<typeof sunEdgeInputSchema, Rules>({
      name: 'resolveSunEdge',
      rule: 'Battle Area Conditions',
      title: 'Sun edge',
      input: sunEdgeInputSchema,
      example: {},
      resolve: resolveSunEdge,
      project: (r) => (r.outcome as SunEdge).score,
    }),
    defineResolver<typeof depthChargeInputSchema, Rules>({
      name: 'resolveDepthCharge',
      rule: 'Submarines',
      title: 'Depth-charge attack',
      input: depthChargeInputSchema,
      example: { attacker: 'DD', distanceInches: 2 },
      resolve: resolveDepthCharge,
    }),
    defineResolver<typeof firstTurnInputSchema, never>({
      name: 'resolveFirstTurn',
      rule: 'Game Sequence',
      title: 'Who takes the first turn',
      input: firstTurnInputSchema,
      example: { first: 'Jellicoe', second: 'Scheer' },
      houseRules: false,
      resolve: resolveFirstTurn,
    }),
  ];
}
