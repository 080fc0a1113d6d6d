import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import { type AirToAirOutcome, airToAirInputSchema, resolveAirToAir } from '../air-to-air.js';
import {
  type AirToShipOutcome,
  airToShipInputSchema,
  resolveAirToShip,
  resolveAirToShipLevel,
} from '../air-to-ship.js';
import { resolveWaveArrival, waveArrivalInputSchema } from '../aircraft-arrival.js';
import { type AntiAircraftOutcome, antiAircraftInputSchema, resolveAntiAircraft } from '../anti-aircraft.js';
import type { FirepowerRulesOverrides } from '../rules.js';

type Rules = FirepowerRulesOverrides;

/**
 * Firepower's aircraft rolls, in the catalogue's order: wave arrival, air-to-air and
 * air-to-ship attacks (Matrix 12) and AA fire.
 */
export function firepowerAirResolvers(): CatalogueResolver[] {
  return [
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
