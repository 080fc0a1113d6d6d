import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import type { Resolution } from '../../core/resolution.js';
import { type AirToAirOutcome, airToAirInputSchema, resolveAirToAir } from '../air-to-air.js';
import {
  type AirToShipOutcome,
  airToShipInputSchema,
  resolveAirToShip,
  resolveAirToShipLevel,
} from '../air-to-ship.js';
import { resolveWaveArrival, waveArrivalInputSchema } from '../aircraft-arrival.js';
import { type AntiAircraftOutcome, antiAircraftInputSchema, resolveAntiAircraft } from '../anti-aircraft.js';
import { battleConditionsInputSchema, resolveBattleConditions } from '../battle-conditions.js';
import { breakOffTestInputSchema, resolveBreakOffTest } from '../break-off-test.js';
import { controlTestInputSchema, resolveControlTest } from '../control-test.js';
import { type DamageOutcome, damageInputSchema, resolveDamage } from '../damage.js';
import { depthChargeInputSchema, resolveDepthCharge } from '../depth-charge.js';
import { firstTurnInputSchema, resolveFirstTurn } from '../first-turn.js';
import { type GunneryOutcome, resolveGunnery } from '../gunnery.js';
import { resolveGunneryDamageLevel } from '../gunnery-damage-level.js';
import { gunneryInputSchema, resolveGunneryToHit } from '../gunnery-to-hit.js';
import {
  ownInitiativeInputSchema,
  resolveOwnInitiative,
  resolveSquadronInitiative,
  squadronInitiativeInputSchema,
} from '../own-initiative.js';
import type { FirepowerRulesOverrides } from '../rules.js';
import { resolveSunEdge, type SunEdge, sunEdgeInputSchema } from '../sun-edge.js';
import type { ConditionsResult } from '../tables/matrix-06-conditions.js';
import { resolveTorpedo, resolveTorpedoLevel, torpedoInputSchema } from '../torpedo.js';

type Rules = FirepowerRulesOverrides;

const levelAndStatus = (r: Resolution<unknown>): string => {
  const o = r.outcome as GunneryOutcome;
  return !o.hit && o.damage === null ? 'miss' : `${o.level}, ${o.target.status}`;
};

/** Every random resolver of Firepower, as its catalogue lists them. */
export function firepowerResolvers(): CatalogueResolver[] {
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
    defineResolver<typeof waveArrivalInputSchema, never>({
      name: 'resolveWaveArrival',
      rule: 'Aeroplane actions',
      title: 'Aircraft wave arrival',
      input: waveArrivalInputSchema,
      example: {},
      houseRules: false,
      resolve: resolveWaveArrival,
    }),
    defineResolver<typeof airToAirInputSchema, Rules>({
      name: 'resolveAirToAir',
      rule: 'Matrix 12',
      title: 'Air-to-air combat',
      input: airToAirInputSchema,
      example: { attacker: 'AS', defender: 'TB' },
      resolve: resolveAirToAir,
      project: (r) => {
        const o = r.outcome as AirToAirOutcome;
        const winner =
          o.result === 'attacker-wins' ? o.attacker : o.result === 'defender-wins' ? o.defender : undefined;
        return winner === undefined ? o.result : `${o.result}, casualties ${winner.casualtyModifier}`;
      },
    }),
    defineResolver<typeof airToShipInputSchema, Rules>({
      name: 'resolveAirToShipLevel',
      rule: 'Matrix 12',
      title: 'Air attack damage level (Matrix 12 to hit, Matrix 9, Matrix 10)',
      input: airToShipInputSchema,
      example: { aircraft: 'TB', target: 'BB' },
      resolve: resolveAirToShipLevel,
    }),
    defineResolver<typeof airToShipInputSchema, Rules>({
      name: 'resolveAirToShip',
      rule: 'Matrix 12, damage dice',
      title: 'Air attack from die to damage (all four damage dice applied)',
      input: airToShipInputSchema,
      example: { aircraft: 'FB', target: 'CA' },
      resolve: resolveAirToShip,
      project: (r) => {
        const o = r.outcome as AirToShipOutcome;
        return o.hit ? `${o.level}, ${o.target.status}` : 'miss';
      },
    }),
    defineResolver<typeof antiAircraftInputSchema, Rules>({
      name: 'resolveAntiAircraft',
      rule: 'Anti-aircraft fire',
      title: 'AA fire at an attacking stand',
      input: antiAircraftInputSchema,
      example: { ship: 'CA', aircraft: 'TB' },
      resolve: resolveAntiAircraft,
      project: (r) => {
        const a = (r.outcome as AntiAircraftOutcome).aircraft;
        return a.status === 'destroyed' ? 'destroyed' : `AA modifier ${a.aaModifier}`;
      },
    }),
  ];
}
