import * as z from 'zod';
import { type CliArgs, type CliModule, type CliTable, cliResolver } from '../cli/registry.js';
import { parseInput } from '../core/parse-input.js';
import { RulesError } from '../core/rules-error.js';
import { airRole } from './air-units.js';
import { airbaseAaFactor } from './airbase-aa.js';
import { mobileCapacity } from './airbase-capacity.js';
import { type AirbaseEvacuationInput, type EvacuationResult, resolveAirbaseEvacuation } from './airbase-evacuation.js';
import { type InitiativeInput, lookupInitiative, resolveInitiative } from './initiative.js';
import {
  type InitiativeMissionsInput,
  lookupInitiativeMissions,
  resolveInitiativeMissions,
} from './initiative-missions.js';
import {
  MADE_UP_AIRBASE_EVACUATION,
  MADE_UP_INITIATIVE_DRM,
  MADE_UP_INITIATIVE_MISSIONS,
  MADE_UP_RANDOM_EVENTS,
} from './made-up-tables.js';
import { lookupRandomEvent, type RandomEventInput, resolveRandomEvent } from './random-events.js';
import { type ReconFlightInput, resolveReconFlight } from './recon-flight.js';
import { CARTWHEEL_RULES, type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import { airUnitTypeSchema } from './schemas/air-unit.js';
import { airbaseKindSchema } from './schemas/airbase.js';
import { SEQUENCE_OF_PLAY } from './tables/sequence-of-play.js';

const rulesArg = z.strictObject({ rules: z.unknown().optional() }).loose();
function rulesOf(args: CliArgs): CartwheelRulesOverrides | undefined {
  return parseInput(rulesArg, args, { rule: 'Cartwheel', what: 'lookup arguments' }).rules as
    | CartwheelRulesOverrides
    | undefined;
}

const rollArgs = z.strictObject({ roll: z.number().int() }).loose();
const inputTableNote = [
  'Not printed in the rule text: pass your own copy as rules.tables.<name>=<JSON> (see docs/cartwheel.md).',
];

const tables: CliTable[] = [
  {
    name: 'sequence-of-play',
    rule: '4.0',
    title: 'Sequence of play',
    usage: 'phase=initiative',
    view: () => ({
      columns: ['rule', 'phase', 'steps'],
      rows: SEQUENCE_OF_PLAY.map((p) => [p.rule, p.name, p.steps.map((s) => `${s.what} (${s.rule})`).join('; ')]),
    }),
    lookup: (args) => {
      const { phase } = parseInput(z.strictObject({ phase: z.string() }), args, { rule: '4.0', what: 'lookup' });
      const found = SEQUENCE_OF_PLAY.find((p) => p.id === phase || p.rule === phase);
      if (found !== undefined) return found;
      throw new RulesError(
        `4.0: phase: got ${JSON.stringify(phase)}: not a phase id or rule number (${SEQUENCE_OF_PLAY.map((p) => p.id).join(', ')})`,
        { code: 'INVALID_INPUT', rule: '4.0', path: ['phase'] },
      );
    },
  },
  {
    name: 'airbase-aa',
    rule: '6.6.1',
    title: 'Airbase AA factors',
    usage: 'kind=major disrupted=false underConstruction=false',
    view: () => {
      const aa = CARTWHEEL_RULES.airbases.aa;
      return {
        columns: ['airbase', 'AA factor'],
        rows: [
          ['major', `${aa.major}`],
          ['minor', `${aa.minor}`],
          ['mobile', `${aa.mobile}`],
          ['any, disrupted', `${aa.disrupted}`],
          ['mobile, under construction', `${aa.underConstruction}`],
          ['off-board', 'cannot be attacked'],
        ],
      };
    },
    lookup: (args) => {
      const base = parseInput(
        z.strictObject({
          kind: airbaseKindSchema,
          disrupted: z.boolean().default(false),
          underConstruction: z.boolean().default(false),
        }),
        args,
        { rule: '6.6.1', what: 'lookup airbase-aa' },
      );
      return airbaseAaFactor({ ...base, destroyed: false, name: base.kind }, rulesOf(args));
    },
  },
  {
    name: 'mobile-capacity',
    rule: '6.3.2',
    title: 'Mobile airbase hosting capacity',
    usage: 'types=["F","F","R"]',
    view: () => ({
      columns: ['units', 'capacity'],
      rows: [
        ['all one type (recon and FB count as either)', `${CARTWHEEL_RULES.airbases.mobileSameTypeCapacity}`],
        ['mixed types', `${CARTWHEEL_RULES.airbases.mobileMixedCapacity}`],
      ],
    }),
    lookup: (args) => {
      const { types } = parseInput(z.strictObject({ types: z.array(airUnitTypeSchema) }), args, {
        rule: '6.3.2',
        what: 'lookup mobile-capacity',
      });
      const capacity = mobileCapacity(
        types.map((type) => ({ type })),
        rulesOf(args),
      );
      return { capacity, units: types.length, overCapacity: types.length > capacity };
    },
  },
  {
    name: 'air-types',
    rule: '2.2',
    title: 'Aircraft types',
    usage: 'type=FB',
    view: () => ({
      columns: ['type', 'counts as'],
      rows: airUnitTypeSchema.options.map((t) => [t, airRole(t)]),
    }),
    lookup: (args) => {
      const { type } = parseInput(z.strictObject({ type: airUnitTypeSchema }), args, {
        rule: '2.2',
        what: 'lookup air-types',
      });
      return { type, role: airRole(type) };
    },
  },
  {
    name: 'recon-flight',
    rule: '7.3.2',
    title: 'Reconnaissance flight',
    usage: 'roll=8 generalRegroupTurn=true',
    view: () => ({
      columns: ['modified d10', 'result'],
      rows: [
        [`\u2264${CARTWHEEL_RULES.recon.flyMaximum}`, 'flies'],
        [`\u2265${CARTWHEEL_RULES.recon.flyMaximum + 1}`, 'fails: to the Flown quadrant'],
      ],
      notes: ['+1 on a general regroup turn; Magic always flies (7.3.2)'],
    }),
    lookup: (args) => {
      const { roll, generalRegroupTurn } = parseInput(
        rollArgs.extend({ generalRegroupTurn: z.boolean().default(false) }),
        args,
        { rule: '7.3.2', what: 'lookup recon-flight' },
      );
      const recon = resolveCartwheelRules(rulesOf(args)).recon;
      const total = roll + (generalRegroupTurn ? recon.generalRegroupDrm : 0);
      return { total, result: total <= recon.flyMaximum ? 'flies' : 'fails' };
    },
  },
  {
    name: 'initiative',
    rule: '7.4',
    title: 'Initiative determination',
    usage: 'roll=6',
    view: () => ({
      columns: ['modified Allied d10', 'initiative'],
      rows: [
        [`\u2265${CARTWHEEL_RULES.initiative.alliedMinimum}`, 'allied'],
        [`\u2264${CARTWHEEL_RULES.initiative.alliedMinimum - 1}`, 'japanese'],
      ],
      notes: ['modifiers: the Initiative DRM table (PAC), an input; no roll on turn 1'],
    }),
    lookup: (args) => {
      const { roll } = parseInput(rollArgs, args, { rule: '7.4', what: 'lookup initiative' });
      return { roll, initiative: lookupInitiative(roll, rulesOf(args)) };
    },
  },
  {
    name: 'initiative-missions',
    rule: '7.5',
    title: "Initiative Player's Missions table (input)",
    usage: 'roll=4 rules.tables.initiativeMissions=<JSON>',
    view: () => ({ columns: ['d10', 'missions'], rows: [], notes: inputTableNote }),
    lookup: (args) => {
      const { roll } = parseInput(rollArgs, args, { rule: '7.5', what: 'lookup initiative-missions' });
      return { roll, missions: lookupInitiativeMissions(roll, rulesOf(args)) };
    },
  },
  {
    name: 'random-events',
    rule: '5.1',
    title: 'Random Events table (input)',
    usage: 'roll=4 rules.tables.randomEvents=<JSON>',
    view: () => ({ columns: ['d10', 'event'], rows: [], notes: inputTableNote }),
    lookup: (args) => {
      const { roll } = parseInput(rollArgs, args, { rule: '5.1', what: 'lookup random-events' });
      return { roll, event: lookupRandomEvent(roll, rulesOf(args)) };
    },
  },
];

/** Operation Cartwheel as the CLI sees it: its tables and its five random resolvers. */
export const cartwheelModule: CliModule = {
  name: 'cartwheel',
  title: 'Operation Cartwheel, rules 1.0–8.0 (d10, 0 reads 10)',
  tables,
  resolvers: [
    cliResolver<ReconFlightInput, CartwheelRulesOverrides>({
      name: 'recon-flight',
      rule: '7.3.2',
      title: 'reconnaissance flight',
      usage: 'unitId=P-38 generalRegroupTurn=false magic=false',
      example: { unitId: 'P-38', generalRegroupTurn: false },
      resolve: resolveReconFlight,
    }),
    cliResolver<InitiativeInput, CartwheelRulesOverrides>({
      name: 'initiative',
      rule: '7.4',
      title: 'initiative determination (Initiative DRM table is an input)',
      usage: 'turn=2 conditions=["allied-recon-rabaul"] rules.tables.initiativeDrm=<JSON>',
      example: {
        turn: 2,
        conditions: ['allied-recon-rabaul'],
        rules: { tables: { initiativeDrm: MADE_UP_INITIATIVE_DRM } },
      },
      resolve: resolveInitiative,
    }),
    cliResolver<InitiativeMissionsInput, CartwheelRulesOverrides>({
      name: 'initiative-missions',
      rule: '7.5',
      title: "initiative missions (Initiative Player's Missions table is an input)",
      usage: 'initiative=allied rules.tables.initiativeMissions=<JSON>',
      example: { initiative: 'allied', rules: { tables: { initiativeMissions: MADE_UP_INITIATIVE_MISSIONS } } },
      resolve: resolveInitiativeMissions,
    }),
    cliResolver<AirbaseEvacuationInput, CartwheelRulesOverrides>({
      name: 'airbase-evacuation',
      rule: '6.6.5',
      title: 'airbase evacuation (Airbase Evacuation DRMs are an input)',
      usage: 'units=[{"id":"A","srmp":6}] airbaseDisrupted=true rules.tables.airbaseEvacuation=<JSON>',
      example: {
        units: [
          { id: '475FG-1', srmp: 6 },
          { id: '3BG-1', srmp: 4 },
        ],
        airbaseDisrupted: true,
        rules: { tables: { airbaseEvacuation: MADE_UP_AIRBASE_EVACUATION } },
      },
      resolve: resolveAirbaseEvacuation,
      project: (r) => (r.outcome as readonly EvacuationResult[]).map((u) => `${u.id} ${u.result}`).join(', '),
    }),
    cliResolver<RandomEventInput, CartwheelRulesOverrides>({
      name: 'random-event',
      rule: '5.1',
      title: 'random event (Random Events table is an input)',
      usage: 'turn=2 rules.tables.randomEvents=<JSON>',
      example: { turn: 2, rules: { tables: { randomEvents: MADE_UP_RANDOM_EVENTS } } },
      resolve: resolveRandomEvent,
    }),
  ],
};
