import * as z from 'zod';
import { type CliResolver, type CliTable, cliResolver } from '../cli/registry.js';
import {
  type BattleConditionsRollInput,
  lookupBattleConditions,
  resolveBattleConditions,
} from './battle-conditions.js';
import { type BreakOffTestInput, breakOffScore, lookupBreakOff, resolveBreakOffTest } from './break-off-test.js';
import { shiftClass } from './classes.js';
import { lookupArgs, signed } from './cli-args.js';
import { type ControlTestInput, controlScoreNeeded, lookupControlTest, resolveControlTest } from './control-test.js';
import { type DepthChargeInput, lookupDepthCharge, resolveDepthCharge } from './depth-charge.js';
import { type FirstTurnInput, resolveFirstTurn } from './first-turn.js';
import { lookupMovement, maxTurnDegrees } from './movement.js';
import {
  lookupOwnInitiative,
  type OwnInitiativeInput,
  resolveOwnInitiative,
  resolveSquadronInitiative,
  type SquadronInitiativeInput,
} from './own-initiative.js';
import { aircraftPoints, fleetPoints, shipPoints } from './points.js';
import { lookupRangeBand, lookupRanges } from './range-band.js';
import { FIREPOWER_RULES, type FirepowerRulesOverrides } from './rules.js';
import {
  aircraftClassSchema,
  aircraftSubClassSchema,
  formationOrderSchema,
  ladderClassSchema,
  movementOrderSchema,
  nationalitySchema,
  shipClassSchema,
  subClassSchema,
} from './schemas/enums.js';
import { resolveSunEdge, type SunEdge, type SunEdgeInput } from './sun-edge.js';
import { MATRIX_1_AIRCRAFT_CLASSES } from './tables/matrix-01-aircraft-classes.js';
import { MATRIX_1_CLASS_LADDER } from './tables/matrix-01-class-ladder.js';
import { MATRIX_1_SHIP_CLASSES, matrix1Row } from './tables/matrix-01-ship-classes.js';
import { initiativeColumnSchema } from './tables/matrix-04-own-initiative.js';
import type { ConditionsResult } from './tables/matrix-06-conditions.js';
import { victoryTest } from './victory.js';

const dash = (value: string | number | null): string => (value === null ? '-' : String(value));
const faces = (list: readonly number[]): string => (list.length === 0 ? '' : list.join(', '));
const roll = z.number().int();

const matrix1: CliTable = {
  name: 'matrix-1',
  rule: 'Matrix 1',
  title: 'Ship classes',
  usage: 'class=BB',
  view: () => ({
    columns: ['class', 'description', 'main battery', 'secondary battery', 'armour', 'AA'],
    rows: MATRIX_1_SHIP_CLASSES.map((r) => [
      r.class,
      r.description,
      dash(r.main),
      dash(r.secondary),
      dash(r.armour),
      dash(r.aa),
    ]),
    notes: ['T is torpedoes. Early and Middle Period ships ignore the AA column.'],
  }),
  lookup: (input) =>
    matrix1Row(lookupArgs(z.strictObject({ class: shipClassSchema }), input, 'Matrix 1', 'lookup').class),
};

const ladder: CliTable = {
  name: 'matrix-1-ladder',
  rule: 'Matrix 1',
  title: 'Class ladder (x up-class / x down-class)',
  usage: 'class=CL steps=2',
  view: () => ({
    columns: ['rung', 'class'],
    rows: MATRIX_1_CLASS_LADDER.map((c, i) => [String(i + 1), c]),
    notes: ['Positive steps go up-class (toward SB), negative down-class; clamped at both ends.'],
  }),
  lookup: (input) => {
    const v = lookupArgs(z.strictObject({ class: ladderClassSchema, steps: roll }), input, 'Matrix 1', 'ladder lookup');
    return shiftClass(v.class, v.steps);
  },
};

const aircraftClasses: CliTable = {
  name: 'matrix-1-aircraft',
  rule: 'Matrix 1',
  title: 'Aircraft classes',
  usage: 'class=TB',
  view: () => ({
    columns: ['class', 'description'],
    rows: MATRIX_1_AIRCRAFT_CLASSES.map((r) => [r.class, r.description]),
  }),
  lookup: (input) => {
    const v = lookupArgs(z.strictObject({ class: aircraftClassSchema }), input, 'Matrix 1', 'aircraft lookup');
    return MATRIX_1_AIRCRAFT_CLASSES.find((r) => r.class === v.class);
  },
};

const matrix2: CliTable = {
  name: 'matrix-2',
  rule: 'Matrix 2',
  title: 'Control test',
  usage: 'movementOrder=engage formationOrder=open [roll=4]',
  view: () => {
    const m = FIREPOWER_RULES.tables.control.modifiers;
    return {
      columns: ['current order', 'score needed (d6)'],
      rows: [
        ['Open or Manoeuvre', `${FIREPOWER_RULES.tables.control.openOrManoeuvre}+`],
        ['other order', `${FIREPOWER_RULES.tables.control.otherOrder}+`],
      ],
      notes: [
        `modifiers: ${signed(m.beyondDistance)} more than ${m.beyondDistanceCm} cm from the fleet flagship; ${signed(m.damaged)} squadron or fleet flagship damaged; ${signed(m.openFormation)} Open; ${signed(m.manoeuvreOrder)} Manoeuvre; ${signed(m.obscured)} smoke or bad weather; ${signed(m.radioOrRadar)} radio or radar; ${signed(m.japanese)} Japanese before ${m.japaneseBeforeYear}; ${signed(m.americansAtNight)} Americans at night (WW2)`,
      ],
    };
  },
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({
        movementOrder: movementOrderSchema,
        formationOrder: formationOrderSchema,
        roll: roll.optional(),
      }),
      input,
      'Matrix 2',
      'lookup',
    );
    const needed = controlScoreNeeded(v);
    return v.roll === undefined ? { needed } : { needed, passes: lookupControlTest(v.roll, v) };
  },
};

const matrix3: CliTable = {
  name: 'matrix-3',
  rule: 'Matrix 3',
  title: 'Break off',
  usage: 'nationality=Japanese [roll=5]',
  view: () => ({
    columns: ['nationality', 'score needed (d6)'],
    rows: FIREPOWER_RULES.tables.breakOff.rows.map((r) => [r.nationalities.join(', '), `${r.score}+`]),
    notes: ['+1 for every friendly squadron already broken off within 90 cm.'],
  }),
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({ nationality: nationalitySchema, roll: roll.optional() }),
      input,
      'Matrix 3',
      'lookup',
    );
    const needed = breakOffScore(v.nationality);
    return v.roll === undefined ? { needed } : { needed, result: lookupBreakOff(v.roll, v.nationality) };
  },
};

const matrix4: CliTable = {
  name: 'matrix-4',
  rule: 'Matrix 4',
  title: 'Acting on own initiative',
  usage: 'column=flagship roll=3',
  view: () => ({
    columns: ['course of action', 'flagship', 'other'],
    rows: FIREPOWER_RULES.tables.ownInitiative.map((r) => [r.meaning, faces(r.flagship), faces(r.other)]),
  }),
  lookup: (input) => {
    const v = lookupArgs(z.strictObject({ column: initiativeColumnSchema, roll }), input, 'Matrix 4', 'lookup');
    return lookupOwnInitiative(v.roll, v.column);
  },
};

const matrix5: CliTable = {
  name: 'matrix-5',
  rule: 'Matrix 5',
  title: 'Minimum distance and move rate',
  usage: 'period=late [scale=large]',
  view: () => ({
    columns: ['period', 'minimum distance', 'move rate'],
    rows: (['early', 'middle', 'late'] as const).map((p) => [
      p,
      `${FIREPOWER_RULES.tables.movement[p].minimumDistanceInches}"`,
      `${FIREPOWER_RULES.tables.movement[p].moveRateCm} cm`,
    ]),
    notes: ['Move rate for the smaller scales; doubled at 1/600 and 1/700.'],
  }),
  lookup: (input) => lookupMovement(input as Parameters<typeof lookupMovement>[0]),
};

const matrix6: CliTable = {
  name: 'matrix-6',
  rule: 'Matrix 6',
  title: 'Time of day and weather',
  usage: 'score=9',
  view: () => ({
    columns: ['score', 'time of day', 'weather'],
    rows: FIREPOWER_RULES.tables.conditions.bands.map((b) => {
      const from = 'min' in b ? b.min : 1;
      const to = 'max' in b ? b.max : 12;
      return [from === to ? String(from) : `${from}-${to}`, b.result.timeOfDay, b.result.weather];
    }),
    notes: ['Default: one d12 (interpretation 1); option interpretations.matrix6Dice = 2d6.'],
  }),
  lookup: (input) =>
    lookupBattleConditions(lookupArgs(z.strictObject({ score: roll }), input, 'Matrix 6', 'lookup').score),
};

const matrix7: CliTable = {
  name: 'matrix-7',
  rule: 'Matrix 7',
  title: 'Range',
  usage: 'battery=BB period=late [scale=large] [distanceInches=20]',
  view: () => ({
    columns: ['battery', 'early short', 'early long', 'middle short', 'middle long', 'late short', 'late long'],
    rows: Object.entries(FIREPOWER_RULES.tables.ranges.rows).map(([battery, r]) => [
      battery,
      `${r.early.short}"`,
      `${r.early.long}"`,
      `${r.middle.short}"`,
      `${r.middle.long}"`,
      `${r.late.short}"`,
      `${r.late.long}"`,
    ]),
    notes: ['Doubled at 1/700 scale.'],
  }),
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({ distanceInches: z.number().optional() }).loose(),
      input,
      'Matrix 7',
      'lookup',
    );
    return v.distanceInches === undefined
      ? lookupRanges(input as Parameters<typeof lookupRanges>[0])
      : lookupRangeBand(input as Parameters<typeof lookupRangeBand>[0]);
  },
};

const matrix13: CliTable = {
  name: 'matrix-13',
  rule: 'Matrix 13',
  title: 'Points value',
  usage: 'class=BB subClass=+ | aircraft=+ | ships=[{"class":"BB"}] aircraft=[{"class":"TB"}]',
  view: () => ({
    columns: ['class', 'points', 'examples'],
    rows: [
      ...FIREPOWER_RULES.tables.points.ships.map((r) => [r.classes.join(', '), String(r.points), r.examples]),
      ...Object.entries(FIREPOWER_RULES.tables.points.aircraft).map(([sub, points]) => [
        `any aircraft ${sub}`.trim(),
        String(points),
        '',
      ]),
    ],
  }),
  lookup: (input) => {
    const record = input as Record<string, unknown>;
    if (Array.isArray(record.ships) || Array.isArray(record.aircraft)) {
      return fleetPoints(input as Parameters<typeof fleetPoints>[0]);
    }
    if (record.class === undefined) {
      const v = lookupArgs(
        z.strictObject({ aircraft: aircraftSubClassSchema.default('') }),
        input,
        'Matrix 13',
        'lookup',
      );
      return aircraftPoints(v.aircraft);
    }
    const v = lookupArgs(
      z.strictObject({ class: shipClassSchema, subClass: subClassSchema.default('') }),
      input,
      'Matrix 13',
      'lookup',
    );
    return shipPoints(v.class, v.subClass);
  },
};

const depthCharges: CliTable = {
  name: 'depth-charge',
  rule: 'Submarines',
  title: 'Depth-charge attack (DD and DE within 2")',
  usage: 'roll=5 [damaged=true]',
  view: () => ({
    columns: ['score (d6)', 'effect'],
    rows: [
      [`${FIREPOWER_RULES.submarines.destroyOn}+`, 'destroyed'],
      [`${FIREPOWER_RULES.submarines.damageOn}+`, 'damaged'],
      [`below ${FIREPOWER_RULES.submarines.damageOn}`, 'no effect'],
    ],
    notes: ['Up to three false models per real submarine, within 24" of it.'],
  }),
  lookup: (input) => {
    const v = lookupArgs(z.strictObject({ roll, damaged: z.boolean().default(false) }), input, 'Submarines', 'lookup');
    return lookupDepthCharge(v.roll, { damaged: v.damaged });
  },
};

const turning: CliTable = {
  name: 'turning',
  rule: 'Game Sequence',
  title: 'Turning limits (segment D)',
  usage: 'class=BC',
  view: () => ({
    columns: ['classes', 'largest turn'],
    rows: [
      [FIREPOWER_RULES.turning.bigShipClasses.join(', '), `${FIREPOWER_RULES.turning.bigShipDegrees}\u00b0`],
      ['all others', `${FIREPOWER_RULES.turning.degrees}\u00b0`],
    ],
  }),
  lookup: (input) =>
    maxTurnDegrees(lookupArgs(z.strictObject({ class: shipClassSchema }), input, 'Game Sequence', 'lookup').class),
};

const victory: CliTable = {
  name: 'victory',
  rule: 'Victory Conditions',
  title: 'Victory test',
  usage: 'sides=[{"side":"British","squadrons":4,"brokenOff":2}]',
  view: () => ({
    columns: ['condition', 'result'],
    rows: [['half of a side\u2019s squadrons have broken off', 'that side has lost']],
  }),
  lookup: (input) => victoryTest(input as Parameters<typeof victoryTest>[0]),
};

/** Every command, movement, submarine and points table of Firepower, for `tables` and `lookup`. */
export const commandTables: CliTable[] = [
  matrix1,
  ladder,
  aircraftClasses,
  matrix2,
  matrix3,
  matrix4,
  matrix5,
  matrix6,
  matrix7,
  matrix13,
  depthCharges,
  turning,
  victory,
];

/** Every command, conditions and submarine resolver of Firepower, for `roll` and `odds`. */
export const commandResolvers: CliResolver[] = [
  cliResolver<ControlTestInput, FirepowerRulesOverrides>({
    name: 'control-test',
    rule: 'Matrix 2',
    title: 'Control test (or change an order)',
    usage:
      'movementOrder=engage formationOrder=line-ahead nationality=British year=1916 [purpose=change-order] [radio=true] …',
    example: { movementOrder: 'engage', formationOrder: 'line-ahead', nationality: 'British', year: 1916 },
    resolve: resolveControlTest,
  }),
  cliResolver<BreakOffTestInput, FirepowerRulesOverrides>({
    name: 'break-off',
    rule: 'Matrix 3',
    title: 'Break-off test',
    usage: 'nationality=Japanese ships=4 destroyed=1 [lostTwoMainBatteryClasses=2] [friendlyBrokenOffNearby=1]',
    example: { nationality: 'Japanese', ships: 4, destroyed: 1, friendlyBrokenOffNearby: 1 },
    resolve: resolveBreakOffTest,
  }),
  cliResolver<OwnInitiativeInput, FirepowerRulesOverrides>({
    name: 'own-initiative',
    rule: 'Matrix 4',
    title: 'Own-initiative course of action',
    usage: 'column=flagship|other',
    example: { column: 'flagship' },
    resolve: resolveOwnInitiative,
  }),
  cliResolver<SquadronInitiativeInput, FirepowerRulesOverrides>({
    name: 'squadron-initiative',
    rule: 'Matrix 4',
    title: 'Own initiative for a whole squadron (flagship, then the others)',
    usage: 'otherShips=3',
    example: { otherShips: 2 },
    resolve: resolveSquadronInitiative,
  }),
  cliResolver<BattleConditionsRollInput, FirepowerRulesOverrides>({
    name: 'conditions',
    rule: 'Matrix 6',
    title: 'Time of day and weather',
    usage: '(no arguments)',
    example: {},
    resolve: resolveBattleConditions,
    project: (r) => {
      const o = r.outcome as ConditionsResult;
      return `${o.timeOfDay}, ${o.weather} weather`;
    },
  }),
  cliResolver<SunEdgeInput, FirepowerRulesOverrides>({
    name: 'sun-edge',
    rule: 'Battle Area Conditions',
    title: 'Sun edge',
    usage: '(no arguments)',
    example: {},
    resolve: resolveSunEdge,
    project: (r) => (r.outcome as SunEdge).score,
  }),
  cliResolver<DepthChargeInput, FirepowerRulesOverrides>({
    name: 'depth-charge',
    rule: 'Submarines',
    title: 'Depth-charge attack',
    usage: 'attacker=DD distanceInches=2 [damaged=true] [falseTarget=true]',
    example: { attacker: 'DD', distanceInches: 2 },
    resolve: resolveDepthCharge,
  }),
  cliResolver<FirstTurnInput, FirepowerRulesOverrides>({
    name: 'first-turn',
    rule: 'Game Sequence',
    title: 'Who takes the first turn',
    usage: '[first=Jellicoe] [second=Scheer]',
    example: { first: 'Jellicoe', second: 'Scheer' },
    resolve: resolveFirstTurn,
  }),
];
