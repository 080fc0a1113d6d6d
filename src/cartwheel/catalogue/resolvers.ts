import type { CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import {
  airbaseEvacuationInputSchema,
  type EvacuationResult,
  resolveAirbaseEvacuation,
} from '../airbase-evacuation.js';
import { initiativeInputSchema, resolveInitiative } from '../initiative.js';
import { initiativeMissionsInputSchema, resolveInitiativeMissions } from '../initiative-missions.js';
import {
  MADE_UP_AIRBASE_EVACUATION,
  MADE_UP_INITIATIVE_DRM,
  MADE_UP_INITIATIVE_MISSIONS,
  MADE_UP_RANDOM_EVENTS,
} from '../made-up-tables.js';
import { randomEventInputSchema, resolveRandomEvent } from '../random-events.js';
import { reconFlightInputSchema, resolveReconFlight } from '../recon-flight.js';
import type { CartwheelRulesOverrides } from '../rules.js';

type Rules = CartwheelRulesOverrides;

/** Every random resolver of Operation Cartwheel, as its catalogue lists them; examples use MADE-UP input tables. */
export function cartwheelResolvers(): CatalogueResolver[] {
  return [
    defineResolver<typeof reconFlightInputSchema, Rules>({
      name: 'resolveReconFlight',
      rule: '7.3.2',
      title: 'reconnaissance flight',
      input: reconFlightInputSchema,
      example: { unitId: 'P-38', generalRegroupTurn: false },
      resolve: resolveReconFlight,
    }),
    defineResolver<typeof initiativeInputSchema, Rules>({
      name: 'resolveInitiative',
      rule: '7.4',
      title: 'initiative determination (the Initiative DRM table is an input)',
      input: initiativeInputSchema,
      example: { turn: 2, conditions: ['allied-recon-rabaul'] },
      exampleRules: { tables: { initiativeDrm: MADE_UP_INITIATIVE_DRM } },
      resolve: resolveInitiative,
    }),
    defineResolver<typeof initiativeMissionsInputSchema, Rules>({
      name: 'resolveInitiativeMissions',
      rule: '7.5',
      title: "initiative missions (the Initiative Player's Missions table is an input)",
      input: initiativeMissionsInputSchema,
      example: { initiative: 'Allied' },
      exampleRules: { tables: { initiativeMissions: MADE_UP_INITIATIVE_MISSIONS } },
      resolve: resolveInitiativeMissions,
    }),
    defineResolver<typeof airbaseEvacuationInputSchema, Rules>({
      name: 'resolveAirbaseEvacuation',
      rule: '6.6.5',
      title: 'airbase evacuation (the Airbase Evacuation DRMs are an input)',
      input: airbaseEvacuationInputSchema,
      example: {
        units: [
          { id: '475FG-1', srmp: 6 },
          { id: '3BG-1', srmp: 4 },
        ],
        airbaseDisrupted: true,
      },
      exampleRules: { tables: { airbaseEvacuation: MADE_UP_AIRBASE_EVACUATION } },
      resolve: resolveAirbaseEvacuation,
      project: (r) => (r.outcome as readonly EvacuationResult[]).map((u) => `${u.id} ${u.result}`).join(', '),
    }),
    defineResolver<typeof randomEventInputSchema, Rules>({
      name: 'resolveRandomEvent',
      rule: '5.1',
      title: 'random event (the Random Events table is an input)',
      input: randomEventInputSchema,
      example: { turn: 2 },
      exampleRules: { tables: { randomEvents: MADE_UP_RANDOM_EVENTS } },
      resolve: resolveRandomEvent,
    }),
  ];
}
