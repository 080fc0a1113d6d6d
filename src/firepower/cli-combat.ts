import * as z from 'zod';
import { type CliResolver, type CliTable, cliResolver } from '../cli/registry.js';
import { lookupBand } from '../core/band-table.js';
import { d6FaceSchema } from '../core/die-face.js';
import type { Resolution } from '../core/resolution.js';
import { type AirToAirInput, type AirToAirOutcome, resolveAirToAir } from './air-to-air.js';
import {
  type AirToShipInput,
  type AirToShipOutcome,
  lookupAirToShipScore,
  resolveAirToShip,
  resolveAirToShipLevel,
  shipTargetColumn,
} from './air-to-ship.js';
import { lookupWaveArrival, resolveWaveArrival, type WaveArrivalInput, waveArrivalScore } from './aircraft-arrival.js';
import {
  type AntiAircraftInput,
  type AntiAircraftOutcome,
  aaDice,
  lookupAntiAircraft,
  resolveAntiAircraft,
} from './anti-aircraft.js';
import { lookupArgs, signed } from './cli-args.js';
import { type DamageInput, type DamageOutcome, resolveDamage } from './damage.js';
import { lookupDamageDie } from './damage-dice.js';
import { type GunneryOutcome, resolveGunnery } from './gunnery.js';
import { lookupClassModifier, resolveGunneryDamageLevel } from './gunnery-damage-level.js';
import { type GunneryInput, lookupGunneryToHit, resolveGunneryToHit } from './gunnery-to-hit.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from './rules.js';
import {
  AIRCRAFT_CLASSES,
  aircraftClassSchema,
  CLASS_LADDER,
  ladderClassSchema,
  shipClassSchema,
  timeOfDaySchema,
  weatherSchema,
} from './schemas/enums.js';
import { BLUE_DIE } from './tables/damage-die-blue.js';
import {
  DAMAGE_DIE_COLUMNS,
  type DamageDie,
  type DamageDieCell,
  type DamageDieTable,
  SPECIAL_EFFECT_THRESHOLDS,
} from './tables/damage-die-cells.js';
import { GREEN_DIE } from './tables/damage-die-green.js';
import { RED_DIE, RED_DIE_ASPECTS } from './tables/damage-die-red.js';
import { WHITE_DIE } from './tables/damage-die-white.js';
import { MATRIX_8_MODIFIERS, MATRIX_8_TO_HIT, RANGE_BANDS } from './tables/matrix-08-to-hit.js';
import { MATRIX_9_AIRCRAFT_ROWS, MATRIX_9_CLASS_MODIFIER } from './tables/matrix-09-class-modifier.js';
import { DAMAGE_LEVEL_NAMES, MATRIX_10_DAMAGE_LEVEL } from './tables/matrix-10-damage-level.js';
import { MATRIX_11_TORPEDO, TORPEDO_MODIFIERS, TORPEDO_PERIODS } from './tables/matrix-11-torpedo.js';
import { MATRIX_12_AIRCRAFT } from './tables/matrix-12-aircraft.js';
import { AA_FIRE_RESULTS, AA_POINTS_PER_DIE } from './tables/matrix-12-anti-aircraft.js';
import { WAVE_ARRIVAL } from './tables/matrix-12-wave-arrival.js';
import { SPECIAL_EFFECTS } from './tables/special-effects.js';
import { resolveTorpedo, resolveTorpedoLevel, type TorpedoInput } from './torpedo.js';

const score = z.number().int();
const face = d6FaceSchema;

const matrix8: CliTable = {
  name: 'matrix-8',
  rule: 'Matrix 8',
  title: 'Gunnery to hit',
  usage: 'range=short [roll=5]',
  view: () => ({
    columns: ['range', 'score to hit (d6)'],
    rows: RANGE_BANDS.map((band) => [band, `${MATRIX_8_TO_HIT[band]}+`]),
    notes: [
      `modifiers: ${Object.values(MATRIX_8_MODIFIERS)
        .map((m) => `${signed(m.delta)} ${m.label}`)
        .join('; ')}; firer's fires over 6 \u22121, over 8 \u22122`,
      'night fire only with radar or flares (Late Period) or by Japanese ships',
    ],
  }),
  lookup: (input) => {
    const v = lookupArgs(z.strictObject({ range: z.enum(RANGE_BANDS), roll: score.optional() }), input, 'Matrix 8');
    const needed = MATRIX_8_TO_HIT[v.range];
    return v.roll === undefined ? { needed } : { needed, ...lookupGunneryToHit(v.roll, v.range) };
  },
};

const aircraftRowName = (row: string): string => {
  const entry = Object.entries(MATRIX_9_AIRCRAFT_ROWS).find(([, as]) => as === row);
  return entry === undefined ? row : `${row} (${entry[0]})`;
};

const matrix9: CliTable = {
  name: 'matrix-9',
  rule: 'Matrix 9',
  title: 'Firing battery or aircraft class against target class',
  usage: 'battery=BB target=CA   (battery may be an aircraft class: HB, TB, KM, FB)',
  view: () => ({
    columns: ['firing battery (aircraft)', ...CLASS_LADDER],
    rows: CLASS_LADDER.map((row) => [
      aircraftRowName(row),
      ...CLASS_LADDER.map((c) => signed(MATRIX_9_CLASS_MODIFIER[row][c])),
    ]),
    notes: ['added to to-hit margin + d6; the target column is its armour class (Matrix 1)'],
  }),
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({
        battery: z.union([ladderClassSchema, z.enum(['HB', 'TB', 'KM', 'FB'])]),
        target: ladderClassSchema,
      }),
      input,
      'Matrix 9',
    );
    const row = v.battery in MATRIX_9_AIRCRAFT_ROWS ? MATRIX_9_AIRCRAFT_ROWS[v.battery as 'HB'] : (v.battery as 'BB');
    return lookupClassModifier(row, v.target);
  },
};

const matrix10: CliTable = {
  name: 'matrix-10',
  rule: 'Matrix 10',
  title: 'Damage level',
  usage: 'score=5',
  view: () => ({
    columns: ['final modified score', 'code', 'damage level'],
    rows: MATRIX_10_DAMAGE_LEVEL.bands.map((b) => [b.label, b.result, DAMAGE_LEVEL_NAMES[b.result]]),
  }),
  lookup: (input) => {
    const v = lookupArgs(z.strictObject({ score }), input, 'Matrix 10');
    const level = lookupBand(resolveFirepowerRules().tables.damageLevel, v.score).result;
    return { level, name: DAMAGE_LEVEL_NAMES[level] };
  },
};

const matrix11: CliTable = {
  name: 'matrix-11',
  rule: 'Matrix 11',
  title: 'Torpedo period against target class',
  usage: 'torpedo=long-lance target=CA',
  view: () => ({
    columns: ['torpedo period', ...CLASS_LADDER],
    rows: TORPEDO_PERIODS.map((p) => [p, ...CLASS_LADDER.map((c) => signed(MATRIX_11_TORPEDO[p][c]))]),
    notes: [
      `hit: plus die minus die > 0 with ${Object.values(TORPEDO_MODIFIERS)
        .map((m) => `${signed(m.delta)} ${m.label}`)
        .join('; ')}`,
      'then the total + this modifier is read on Matrix 10; RED, BLUE and GREEN dice (not WHITE)',
    ],
  }),
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({ torpedo: z.enum(TORPEDO_PERIODS), target: ladderClassSchema }),
      input,
      'Matrix 11',
    );
    return MATRIX_11_TORPEDO[v.torpedo][v.target];
  },
};

const matrix12: CliTable = {
  name: 'matrix-12',
  rule: 'Matrix 12',
  title: 'Aircraft combat factors and scores to hit ships',
  usage: 'shooter=AS target=HB   or   shooter=TB target=BB (a ship class)',
  view: () => ({
    columns: ['shooter', ...AIRCRAFT_CLASSES, 'CA-', 'BC+'],
    rows: AIRCRAFT_CLASSES.map((a) => {
      const row = MATRIX_12_AIRCRAFT[a];
      const hit = (n: number | null): string => (n === null ? '-' : `${n}+`);
      return [a, ...AIRCRAFT_CLASSES.map((t) => signed(row.versus[t])), hit(row.toHit['CA-']), hit(row.toHit['BC+'])];
    }),
    notes: [
      'aircraft columns: combat factor added to a d6; ship columns: score to hit ("+5"/"+4" read as 5+/4+)',
      'CA-: CA and lower (CL, DD, DE, MTB, SM); BC+: BC and higher and CV, CVE, CVA, AK, AKL',
    ],
  }),
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({ shooter: aircraftClassSchema, target: z.union([aircraftClassSchema, shipClassSchema]) }),
      input,
      'Matrix 12',
    );
    if ((AIRCRAFT_CLASSES as readonly string[]).includes(v.target)) {
      return { combatFactor: MATRIX_12_AIRCRAFT[v.shooter].versus[v.target as 'AS'] };
    }
    const cls = v.target as z.infer<typeof shipClassSchema>;
    return { column: shipTargetColumn(cls), scoreToHit: lookupAirToShipScore(v.shooter, cls) };
  },
};

const cellText = (cell: DamageDieCell): string => (cell === 'black' ? '\u25a0' : cell === 0.5 ? '1/2' : String(cell));

function dieTable(name: string, table: DamageDieTable, die: DamageDie, note: string): CliTable {
  return {
    name,
    rule: table.rule,
    title: `${table.rule} (${table.measures})`,
    usage: 'score=4 level=M',
    view: () => ({
      columns: ['die score', ...DAMAGE_DIE_COLUMNS, ...(die === 'red' ? ['aspect'] : [])],
      rows: [
        ...table.rows.map((row, i) => [
          String(i + 1),
          ...row.map(cellText),
          ...(die === 'red' ? [RED_DIE_ASPECTS[i] ?? ''] : []),
        ]),
        [
          'special effect',
          ...DAMAGE_DIE_COLUMNS.map((l) =>
            SPECIAL_EFFECT_THRESHOLDS[l] === null ? '' : `${SPECIAL_EFFECT_THRESHOLDS[l]}+`,
          ),
        ],
      ],
      notes: ['\u25a0 = black square', note],
    }),
    lookup: (input) => {
      const v = lookupArgs(z.strictObject({ score: face, level: z.enum(DAMAGE_DIE_COLUMNS) }), input, table.rule);
      return lookupDamageDie(die, v.score, v.level);
    },
  };
}

const specialEffects: CliTable = {
  name: 'special-effects',
  rule: 'Special effects',
  title: 'Special effect table (optional rule)',
  usage: 'score=4',
  view: () => ({
    columns: ['die score', 'special effect'],
    rows: Object.entries(SPECIAL_EFFECTS).map(([n, row]) => [n, row.summary]),
    notes: [
      'thrown when one d6 reaches the special-effect score of the hit\u2019s level (L 6+, M 5+, H 4+, E 3+, C 2+)',
    ],
  }),
  lookup: (input) => {
    const v = lookupArgs(z.strictObject({ score: face }), input, 'Special effects');
    return SPECIAL_EFFECTS[v.score as 1];
  },
};

const antiAircraft: CliTable = {
  name: 'anti-aircraft',
  rule: 'Anti-aircraft fire',
  title: 'AA fire: one die per full 5 AA points',
  usage: 'score=5   or   points=25',
  view: () => ({
    columns: ['die score', 'effect on the stand'],
    rows: Object.entries(AA_FIRE_RESULTS).map(([n, r]) => [
      n,
      r === 'destroyed' ? 'destroyed' : r === 0 ? '-' : signed(r),
    ]),
    notes: [`one die per full ${AA_POINTS_PER_DIE} AA points; AA follows the battery class as damage reduces it`],
  }),
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({ score: face.optional(), points: z.number().int().min(0).optional() }),
      input,
      'Anti-aircraft fire',
    );
    return v.points !== undefined ? { dice: aaDice(v.points) } : lookupAntiAircraft(v.score ?? 1);
  },
};

const waveArrival: CliTable = {
  name: 'wave-arrival',
  rule: 'Aeroplane actions',
  title: 'Aircraft wave arrival',
  usage: 'timeOfDay=dusk weather=good [score=5]',
  view: () => ({
    columns: ['conditions', 'score to come on (d6)'],
    rows: [
      ['daylight, good weather', `${WAVE_ARRIVAL.normal}+`],
      ['bad weather, or dusk or dawn', `${WAVE_ARRIVAL.badWeatherOrDuskDawn}+`],
      ['night', 'no aircraft actions'],
    ],
  }),
  lookup: (input) => {
    const v = lookupArgs(
      z.strictObject({
        timeOfDay: timeOfDaySchema.default('daylight'),
        weather: weatherSchema.default('good'),
        score: face.optional(),
      }),
      input,
      'Aeroplane actions',
    );
    const conditions = { period: 'late' as const, timeOfDay: v.timeOfDay, weather: v.weather };
    const needed = waveArrivalScore(conditions);
    return v.score === undefined ? { needed } : { needed, result: lookupWaveArrival(v.score, conditions) };
  },
};

/** Every combat table of Firepower (Matrices 8–12, damage dice, special effects, AA, wave arrival), for `tables` and `lookup`. */
export const combatTables: CliTable[] = [
  matrix8,
  matrix9,
  matrix10,
  matrix11,
  matrix12,
  dieTable('red-die', RED_DIE, 'red', 'flooding: degrees of list, cumulative; past 40\u00b0 or \u25a0 the ship sinks'),
  dieTable('blue-die', BLUE_DIE, 'blue', 'propulsion: inches of move rate lost; at 0 or \u25a0 no propulsion'),
  dieTable('green-die', GREEN_DIE, 'green', 'armament: battery classes lost (secondary at half); \u25a0 explodes'),
  dieTable(
    'white-die',
    WHITE_DIE,
    'white',
    'superstructure: fire points; over 8 leaves formation, over 12 or \u25a0 abandoned',
  ),
  specialEffects,
  antiAircraft,
  waveArrival,
];

const levelAndStatus = (r: Resolution<unknown>): string => {
  const o = r.outcome as GunneryOutcome;
  return !o.hit && o.damage === null ? 'miss' : `${o.level}, ${o.target.status}`;
};

/** Every combat resolver of Firepower, for `roll` and `odds`. */
export const combatResolvers: CliResolver[] = [
  cliResolver<GunneryInput, FirepowerRulesOverrides>({
    name: 'gunnery',
    rule: 'Matrix 8\u201310',
    title: 'Gunnery damage level (to hit, margin + d6 + Matrix 9, Matrix 10)',
    usage: 'battery=BB target=CA range=short [conditions.timeOfDay=dusk] [targetHasFired=true] ...',
    example: { battery: 'BB', target: 'CA', range: 'short' },
    resolve: resolveGunneryDamageLevel,
  }),
  cliResolver<GunneryInput, FirepowerRulesOverrides>({
    name: 'gunnery-to-hit',
    rule: 'Matrix 8',
    title: 'Gunnery to hit',
    usage: 'battery=BB target=CA range=long',
    example: { battery: 'BB', target: 'CA', range: 'long' },
    resolve: resolveGunneryToHit,
    project: (r) => ((r.outcome as { hit: boolean }).hit ? 'hit' : 'miss'),
  }),
  cliResolver<GunneryInput, FirepowerRulesOverrides>({
    name: 'gunnery-damage',
    rule: 'Matrix 8\u201310, damage dice',
    title: 'Gunnery from die to damage (all four damage dice applied)',
    usage: 'battery=BB target=CA range=short  (odds: damage level and target status)',
    example: { battery: 'BB', target: 'CA', range: 'short' },
    resolve: resolveGunnery,
    project: levelAndStatus,
  }),
  cliResolver<DamageInput, FirepowerRulesOverrides>({
    name: 'damage',
    rule: 'Damage dice',
    title: 'Damage dice at a damage level, applied to a ship',
    usage: 'ship.name=Hood ship.class=BC ship.nationality=British level=H [dice=["red","blue","green"]]',
    example: { ship: { name: 'Hood', class: 'BC', nationality: 'British' }, level: 'H' },
    resolve: resolveDamage,
    project: (r) => (r.outcome as DamageOutcome).ship.status,
  }),
  cliResolver<TorpedoInput, FirepowerRulesOverrides>({
    name: 'torpedo',
    rule: 'Matrix 11',
    title: 'Torpedo damage level (plus die minus die, Matrix 11, Matrix 10)',
    usage: 'target=BB torpedo=long-lance [conditions.timeOfDay=night]',
    example: { target: 'BB', torpedo: 'long-lance' },
    resolve: resolveTorpedoLevel,
  }),
  cliResolver<TorpedoInput, FirepowerRulesOverrides>({
    name: 'torpedo-damage',
    rule: 'Matrix 11, damage dice',
    title: 'Torpedo attack from die to damage (RED, BLUE, GREEN applied)',
    usage: 'target=BB torpedo=late',
    example: { target: 'BB', torpedo: 'late' },
    resolve: resolveTorpedo,
    project: levelAndStatus,
  }),
  cliResolver<WaveArrivalInput, FirepowerRulesOverrides>({
    name: 'wave-arrival',
    rule: 'Aeroplane actions',
    title: 'Aircraft wave arrival',
    usage: '[conditions.weather=bad] [conditions.timeOfDay=dawn]',
    example: {},
    resolve: resolveWaveArrival,
  }),
  cliResolver<AirToAirInput, FirepowerRulesOverrides>({
    name: 'air-to-air',
    rule: 'Matrix 12',
    title: 'Air-to-air combat',
    usage: 'attacker=AS defender=TB  (or attacker.name=... attacker.class=... for a stand with modifiers)',
    example: { attacker: 'AS', defender: 'TB' },
    resolve: resolveAirToAir,
    project: (r) => {
      const o = r.outcome as AirToAirOutcome;
      const winner = o.result === 'attacker-wins' ? o.attacker : o.result === 'defender-wins' ? o.defender : undefined;
      return winner === undefined ? o.result : `${o.result}, casualties ${winner.casualtyModifier}`;
    },
  }),
  cliResolver<AirToShipInput, FirepowerRulesOverrides>({
    name: 'air-to-ship',
    rule: 'Matrix 12',
    title: 'Air attack damage level (Matrix 12 to hit, Matrix 9, Matrix 10)',
    usage: 'aircraft=TB target=BB',
    example: { aircraft: 'TB', target: 'BB' },
    resolve: resolveAirToShipLevel,
  }),
  cliResolver<AirToShipInput, FirepowerRulesOverrides>({
    name: 'air-to-ship-damage',
    rule: 'Matrix 12, damage dice',
    title: 'Air attack from die to damage (all four damage dice applied)',
    usage: 'aircraft=FB target=CA',
    example: { aircraft: 'FB', target: 'CA' },
    resolve: resolveAirToShip,
    project: (r) => {
      const o = r.outcome as AirToShipOutcome;
      return o.hit ? `${o.level}, ${o.target.status}` : 'miss';
    },
  }),
  cliResolver<AntiAircraftInput, FirepowerRulesOverrides>({
    name: 'anti-aircraft',
    rule: 'Anti-aircraft fire',
    title: 'AA fire at an attacking stand',
    usage: 'ship=BB aircraft=TB [dice=2]',
    example: { ship: 'CA', aircraft: 'TB' },
    resolve: resolveAntiAircraft,
    project: (r) => {
      const a = (r.outcome as AntiAircraftOutcome).aircraft;
      return a.status === 'destroyed' ? 'destroyed' : `AA modifier ${a.aaModifier}`;
    },
  }),
];
