import * as z from 'zod';
import { type CliArgs, type CliModule, type CliTable, cliResolver } from '../cli/registry.js';
import { type BandTable, lookupBand } from '../core/band-table.js';
import { parseInput } from '../core/parse-input.js';
import { resolveAirSearch } from './air-search.js';
import { resolveBattleshipCommitment } from './battleship-commitment.js';
import {
  MADE_UP_AA_TABLE,
  MADE_UP_JAPANESE_SEARCH_CHART,
  MADE_UP_SURFACE_TABLE,
  MADE_UP_US_SEARCH_CHART,
} from './cli-examples.js';
import { resolveGuadalcanalAntiAircraft } from './guadalcanal-anti-aircraft.js';
import { resolveExtendPatrol } from './patrol-extension.js';
import {
  type PtEngagementOutcome,
  type PtReplyOutcome,
  resolvePtAttack,
  resolvePtEngagement,
  resolvePtReply,
  resolvePtSearch,
} from './pt-engagement.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import { SEQUENCE_OF_PLAY, stepsOfTurn } from './sequence-of-play.js';
import { supplyWindow } from './supply-window.js';
import { antiAircraftTableSchema } from './tables/anti-aircraft-table.js';
import { type ColumnTable, lookupColumnTable } from './tables/column-table.js';
import { seaZoneSearchChartSchema } from './tables/sea-zone-search-chart.js';
import { surfaceCombatTableSchema } from './tables/surface-combat-table.js';
import { resolveTransportAttack } from './transport-attack.js';
import { victoryPointAwards } from './victory-points.js';

const rollArgs = z.looseObject({
  /** The modified roll to read. */
  roll: z.number().int(),
  /** House-rule overrides. */
  rules: z.unknown().optional(),
});

function bandTable<R>(spec: {
  name: string;
  rule: string;
  title: string;
  columns: readonly string[];
  pick: (rules: ReturnType<typeof resolveShoestringRules>) => BandTable<R>;
  cells: (result: R) => readonly string[];
  read: (result: R, args: CliArgs) => unknown;
  usage?: string;
}): CliTable {
  return {
    name: spec.name,
    rule: spec.rule,
    title: spec.title,
    usage: spec.usage ?? 'roll=N',
    view: () => ({
      columns: ['modified roll', ...spec.columns],
      rows: spec.pick(resolveShoestringRules()).bands.map((b) => [b.label, ...spec.cells(b.result)]),
      notes: ['d10 read 0\u20139; modified rolls run past both ends'],
    }),
    lookup: (args) => {
      const { roll, rules } = parseInput(rollArgs, args, { rule: spec.rule, what: `lookup ${spec.name}` });
      const read = lookupBand(spec.pick(resolveShoestringRules(rules as ShoestringRulesOverrides | undefined)), roll);
      return { roll, row: read.row, result: spec.read(read.result, args) };
    },
  };
}

const columnArgs = z.strictObject({
  /** The table, as its owner writes it (JSON). */
  table: z.unknown(),
  /** The value that picks the column (combat or AA value). */
  value: z.number().int(),
  /** The roll that picks the row. */
  roll: z.number().int(),
});

function columnTable(spec: { name: string; rule: string; title: string; schema: z.ZodType<ColumnTable> }): CliTable {
  return {
    name: spec.name,
    rule: spec.rule,
    title: spec.title,
    usage: "table='<json>' value=N roll=N",
    view: () => ({
      columns: ['field', 'what to give'],
      rows: [
        ['noEffect', 'the code printed for no effect (default \u2013)'],
        ['columns[].min / max', 'the values the column covers (open at the ends)'],
        ['columns[].rows[]', '{ min?, max?, result }: rolls 0\u20139 and beyond, each covered once'],
      ],
      notes: [`The ${spec.title} belongs to the base game and is not printed in the variant: supply it as data.`],
    }),
    lookup: (args) => {
      const valid = parseInput(columnArgs, args, { rule: spec.rule, what: `lookup ${spec.name}` });
      const table = parseInput(spec.schema, valid.table, { rule: spec.rule, what: spec.title });
      return lookupColumnTable(table, valid.value, valid.roll);
    },
  };
}

const turnArgs = z.strictObject({
  /** The game turn. */
  turn: z.number().int().min(1),
  /** House-rule overrides. */
  rules: z.unknown().optional(),
});

const searchArgs = z.strictObject({
  /** The chart, as its owner writes it (JSON). */
  chart: z.unknown(),
  /** The sea zone. */
  zone: z.string().min(1),
});

const madeUpTables = {
  seaZoneSearch: { US: MADE_UP_US_SEARCH_CHART, Japanese: MADE_UP_JAPANESE_SEARCH_CHART },
  surfaceCombat: MADE_UP_SURFACE_TABLE,
  antiAircraft: MADE_UP_AA_TABLE,
};

/**
 * The Shoestring variant as the `naval-rules` command sees it: its printed tables, the
 * base-game tables as validated inputs, the sequence of play, supply window and VP ledger
 * for `lookup`, and every resolver for `roll` and `odds`. Examples that need base-game
 * tables use MADE-UP ones.
 */
export const shoestringModule: CliModule = {
  name: 'shoestring',
  title: 'Operation Shoestring variant naval rules (d10 read 0\u20139)',
  tables: [
    bandTable({
      name: 'transport-attack',
      rule: 'R18.3',
      title: 'Transport Attack Table (revised)',
      columns: ['With Escort', 'No Escort'],
      usage: 'roll=N [escorted=true|false]',
      pick: (r) => r.tables.transportAttack,
      cells: (row) => [row.withEscort, row.noEscort],
      read: (row, args) => {
        if (args.escorted === undefined) return row;
        const escorted = parseInput(z.boolean(), args.escorted, { rule: 'R18.3', what: 'escorted' });
        return escorted ? row.withEscort : row.noEscort;
      },
    }),
    bandTable({
      name: 'extend-patrol',
      rule: 'N18.7',
      title: 'Extend Naval Patrol Table',
      columns: ['result'],
      pick: (r) => r.tables.extendPatrol,
      cells: (result) => [result],
      read: (result) => result,
    }),
    bandTable({
      name: 'battleship-commitment',
      rule: 'O1.0',
      title: 'Japanese BB Commitment Table',
      columns: ['battleships'],
      pick: (r) => r.tables.battleshipCommitment,
      cells: (result) => [String(result)],
      read: (result) => result,
    }),
    {
      name: 'sequence-of-play',
      rule: 'Sequence of Play',
      title: 'Sequence of play (variant)',
      usage: 'turn=N',
      view: () => ({
        columns: ['step', 'segment / phase', 'title', 'turns', 'source', 'rules'],
        rows: SEQUENCE_OF_PLAY.map((s) => [
          s.id,
          s.phase === undefined ? s.segment : `${s.segment} / ${s.phase}`,
          s.title,
          s.turns === 'odd' ? 'odd only' : 'all',
          s.baseGame ? 'base game (SAME)' : 'variant',
          s.rules.join(' '),
        ]),
      }),
      lookup: (args) => {
        const { turn } = parseInput(turnArgs, args, { rule: 'Sequence of Play', what: 'lookup sequence-of-play' });
        return stepsOfTurn(turn)
          .map((s) => `${s.id} ${s.title}${s.baseGame ? ' (SAME)' : ''}`)
          .join('\n');
      },
    },
    {
      name: 'supply-window',
      rule: 'I.B.1',
      title: 'Supply window: transported supply that counts for a turn',
      usage: 'turn=N',
      view: () => ({
        columns: ['game turn', 'supply from'],
        rows: [1, 2, 3, 4, 5, 6, 7, 8].map((turn) => {
          const w = supplyWindow(turn);
          return [String(turn), w.kind === 'full-supply' ? 'full supply' : `turns ${w.turns[0]} and ${w.turns[1]}`];
        }),
      }),
      lookup: (args) => {
        const { turn, rules } = parseInput(turnArgs, args, { rule: 'I.B.1', what: 'lookup supply-window' });
        const w = supplyWindow(turn, rules as ShoestringRulesOverrides | undefined);
        return { turn, from: w.kind === 'full-supply' ? 'full supply' : w.turns };
      },
    },
    {
      name: 'victory-points',
      rule: 'O1.0\u2013O5.0',
      title: 'Victory points these rules award',
      usage: '[option=O1|O2|O4|O5]',
      view: () => ({
        columns: ['rule', 'to', 'VP', 'per', 'when'],
        rows: victoryPointAwards().map((a) => [a.rule, a.to, String(a.points), a.per, a.when]),
      }),
      lookup: (args) => {
        const { option } = parseInput(z.strictObject({ option: z.enum(['O1', 'O2', 'O4', 'O5']).optional() }), args, {
          rule: 'victory points',
          what: 'lookup victory-points',
        });
        return victoryPointAwards()
          .filter((a) => option === undefined || a.option === option)
          .map((a) => `${a.rule}: ${a.points} VP to ${a.to} per ${a.per} (${a.when})`)
          .join('\n');
      },
    },
    columnTable({
      name: 'surface-combat',
      rule: 'O5.0',
      title: 'Surface-to-Surface Combat Table',
      schema: surfaceCombatTableSchema,
    }),
    columnTable({
      name: 'anti-aircraft',
      rule: 'II.B.6',
      title: 'Anti-Aircraft Combat Table',
      schema: antiAircraftTableSchema,
    }),
    {
      name: 'sea-zone-search',
      rule: 'II.B.1',
      title: 'Sea zone search chart (one per side)',
      usage: "chart='<json>' zone=NAME",
      view: () => ({
        columns: ['field', 'what to give'],
        rows: [['zones', '{ "<sea zone>": <number> }: a modified search roll below the number finds']],
        notes: ["Each side's chart belongs to the base game and is not printed in the variant: supply it as data."],
      }),
      lookup: (args) => {
        const valid = parseInput(searchArgs, args, { rule: 'II.B.1', what: 'lookup sea-zone-search' });
        const chart = parseInput(seaZoneSearchChartSchema, valid.chart, {
          rule: 'II.B.1',
          what: 'sea zone search chart',
        });
        const number = chart.zones[valid.zone];
        return number === undefined
          ? { zone: valid.zone, number: null, note: 'the chart has no such zone' }
          : { zone: valid.zone, number, found: `modified roll < ${number}` };
      },
    },
  ],
  resolvers: [
    cliResolver({
      name: 'extend-patrol',
      rule: 'N18.7',
      title: 'extend a naval patrol',
      usage: 'side=US|Japanese ships=\'[{"id":..,"type":..,"zone":..,"damaged":..}]\' [turn=N]',
      example: { side: 'US', ships: [{ id: 'Helena', type: 'CL', zone: 'The Slot' }], turn: 3 },
      resolve: resolveExtendPatrol,
    }),
    cliResolver({
      name: 'transport-attack',
      rule: 'R18.3',
      title: 'attack transports (revised table)',
      usage:
        'escorted=true|false [henderson=attacker|transporter|neither] [transporterHasMoreShipsInNorthGuadalcanal=true]',
      example: { escorted: false, henderson: 'attacker' },
      resolve: resolveTransportAttack,
    }),
    cliResolver({
      name: 'battleship-commitment',
      rule: 'O1.0',
      title: 'Japanese battleship commitment roll',
      usage: 'turn=N (odd) rules.options.O1=true',
      example: { turn: 1, rules: { options: { O1: true } } },
      resolve: resolveBattleshipCommitment,
    }),
    cliResolver({
      name: 'air-search',
      rule: 'N19.3',
      title: 'air search in a sea zone',
      usage:
        'side=US|Japanese zone=NAME [bombers=\'[{"type":"LB BMB","strength":"full"}]\'] rules.tables.seaZoneSearch.<side>=<chart>',
      example: {
        side: 'US',
        zone: 'The Slot',
        bombers: [{ type: 'LB BMB', strength: 'full' }],
        rules: { tables: { seaZoneSearch: { US: MADE_UP_US_SEARCH_CHART } } },
      },
      resolve: resolveAirSearch,
    }),
    cliResolver({
      name: 'pt-engagement',
      rule: 'O5.0',
      title: 'PT boat search, attack and Japanese reply',
      usage:
        'japaneseDdClCombatValue=N rules.options.O5=true rules.tables.surfaceCombat=<table> rules.tables.seaZoneSearch.US=<chart>',
      example: { japaneseDdClCombatValue: 5, rules: { options: { O5: true }, tables: madeUpTables } },
      resolve: resolvePtEngagement,
      project: (r) => {
        const o = r.outcome as PtEngagementOutcome;
        return o.found
          ? `found; attack ${o.attack}; ${o.neutralized ? 'PT neutralized' : 'PT not neutralized'}`
          : 'not found';
      },
    }),
    cliResolver({
      name: 'pt-search',
      rule: 'O5.0',
      title: 'PT boat search',
      usage: 'rules.options.O5=true rules.tables.seaZoneSearch.US=<chart>',
      example: { rules: { options: { O5: true }, tables: madeUpTables } },
      resolve: resolvePtSearch,
    }),
    cliResolver({
      name: 'pt-attack',
      rule: 'O5.0',
      title: 'PT boat attack on the 2-3 column',
      usage: 'rules.options.O5=true rules.tables.surfaceCombat=<table>',
      example: { rules: { options: { O5: true }, tables: madeUpTables } },
      resolve: resolvePtAttack,
    }),
    cliResolver({
      name: 'pt-reply',
      rule: 'O5.0',
      title: 'Japanese reply to a PT attack',
      usage: 'japaneseDdClCombatValue=N rules.options.O5=true rules.tables.surfaceCombat=<table>',
      example: { japaneseDdClCombatValue: 5, rules: { options: { O5: true }, tables: madeUpTables } },
      resolve: resolvePtReply,
      project: (r) => ((r.outcome as PtReplyOutcome).neutralized ? 'PT neutralized' : 'PT not neutralized'),
    }),
    cliResolver({
      name: 'guadalcanal-aa',
      rule: 'II.B.6',
      title: 'Guadalcanal anti-aircraft fire (1-8 column)',
      usage: 'survivingBombardUnits=N rules.tables.antiAircraft=<table>',
      example: { survivingBombardUnits: 2, rules: { tables: madeUpTables } },
      resolve: resolveGuadalcanalAntiAircraft,
    }),
  ],
};
