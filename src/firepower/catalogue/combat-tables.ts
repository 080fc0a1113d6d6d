import { bandRows, defineTable, row, signed } from '../../core/catalogue/define-table.js';
import type { CatalogueTable } from '../../core/catalogue/table.js';
import type { FirepowerRules } from '../rules.js';
import { AIRCRAFT_CLASSES, CLASS_LADDER } from '../schemas/enums.js';
import { DAMAGE_DIE_COLUMNS, type DamageDieCell, type DamageDieTable } from '../tables/damage-die-cells.js';
import { RED_DIE_ASPECTS } from '../tables/damage-die-red.js';
import { MATRIX_8_MODIFIERS, RANGE_BANDS } from '../tables/matrix-08-to-hit.js';
import { MATRIX_9_AIRCRAFT_ROWS } from '../tables/matrix-09-class-modifier.js';
import { DAMAGE_LEVEL_NAMES } from '../tables/matrix-10-damage-level.js';
import { TORPEDO_MODIFIERS, TORPEDO_PERIODS } from '../tables/matrix-11-torpedo.js';
import { SHIP_TARGET_COLUMNS } from '../tables/matrix-12-aircraft.js';
import { AA_FIRE_RESULTS, AA_POINTS_PER_DIE } from '../tables/matrix-12-anti-aircraft.js';
import { WAVE_ARRIVAL } from '../tables/matrix-12-wave-arrival.js';
import { SPECIAL_EFFECTS } from '../tables/special-effects.js';

const FACES = [1, 2, 3, 4, 5, 6] as const;
const faceRow = (face: number, ...cells: (string | number | null)[]) => ({
  label: String(face),
  min: face,
  max: face,
  cells,
});
const cellText = (cell: DamageDieCell): string | number => (cell === 'black' ? '\u25a0' : cell === 0.5 ? '1/2' : cell);
const hitScore = (n: number | null): string | null => (n === null ? null : `${n}+`);
const aircraftRowName = (row: string): string => {
  const entry = Object.entries(MATRIX_9_AIRCRAFT_ROWS).find(([, as]) => as === row);
  return entry === undefined ? row : `${row} (${entry[0]})`;
};

function dieTable(
  name: string,
  table: DamageDieTable,
  red: boolean,
  note: string,
  thresholds: FirepowerRules['tables']['specialEffectThresholds'],
): CatalogueTable {
  return defineTable({
    name,
    rule: table.rule,
    title: `${table.rule} (${table.measures})`,
    kind: 'bands',
    rowKey: { key: 'score', label: 'die score' },
    columnKey: { key: 'level', label: 'damage level' },
    columns: [...DAMAGE_DIE_COLUMNS, ...(red ? ['aspect'] : [])],
    rows: table.rows.map((cells, i) =>
      faceRow(i + 1, ...cells.map(cellText), ...(red ? [RED_DIE_ASPECTS[i] ?? null] : [])),
    ),
    notes: [
      '\u25a0 = black square',
      note,
      `special effect on one die of: ${DAMAGE_DIE_COLUMNS.filter((l) => thresholds[l] !== null)
        .map((l) => `${l} ${thresholds[l]}+`)
        .join(', ')}`,
    ],
  });
}

/**
 * Firepower's combat tables (Matrices 8–12, the four damage dice, special effects, AA
 * fire, wave arrival) as catalogue tables, read from the rules in force.
 */
export function combatTables(r: FirepowerRules): CatalogueTable[] {
  const t = r.tables;
  return [
    defineTable({
      name: 'matrix-8',
      rule: 'Matrix 8',
      title: 'Gunnery to hit',
      kind: 'list',
      rowKey: { key: 'range', label: 'range' },
      columns: ['score to hit (d6)'],
      rows: RANGE_BANDS.map((band) => row(band, `${t.toHit[band]}+`)),
      notes: [
        `modifiers: ${Object.values(MATRIX_8_MODIFIERS)
          .map((m) => `${signed(m.delta)} ${m.label}`)
          .join('; ')}; firer's fires over 6 \u22121, over 8 \u22122`,
        'night fire only with radar or flares (Late Period) or by Japanese ships',
      ],
    }),
    defineTable({
      name: 'matrix-9',
      rule: 'Matrix 9',
      title: 'Firing battery or aircraft class against target class',
      kind: 'grid',
      rowKey: { key: 'battery', label: 'firing battery (aircraft)' },
      columnKey: { key: 'target', label: 'target class' },
      columns: [...CLASS_LADDER],
      rows: CLASS_LADDER.map((battery) => ({
        label: aircraftRowName(battery),
        key: battery,
        cells: CLASS_LADDER.map((c) => signed(t.classModifier[battery][c])),
      })),
      notes: ['added to to-hit margin + d6; the target column is its armour class (Matrix 1)'],
    }),
    defineTable({
      name: 'matrix-10',
      rule: 'Matrix 10',
      title: 'Damage level',
      kind: 'bands',
      rowKey: { key: 'score', label: 'final modified score' },
      columns: ['code', 'damage level'],
      rows: bandRows(t.damageLevel.bands, (level) => [level, DAMAGE_LEVEL_NAMES[level]]),
    }),
    defineTable({
      name: 'matrix-11',
      rule: 'Matrix 11',
      title: 'Torpedo period against target class',
      kind: 'grid',
      rowKey: { key: 'torpedo', label: 'torpedo period' },
      columnKey: { key: 'target', label: 'target class' },
      columns: [...CLASS_LADDER],
      rows: TORPEDO_PERIODS.map((p) => row(p, ...CLASS_LADDER.map((c) => signed(t.torpedo[p][c])))),
      notes: [
        `hit: plus die minus die > 0 with ${Object.values(TORPEDO_MODIFIERS)
          .map((m) => `${signed(m.delta)} ${m.label}`)
          .join('; ')}`,
        'then the total + this modifier is read on Matrix 10; RED, BLUE and GREEN dice (not WHITE)',
      ],
    }),
    defineTable({
      name: 'matrix-12',
      rule: 'Matrix 12',
      title: 'Aircraft combat factors and scores to hit ships',
      kind: 'grid',
      rowKey: { key: 'shooter', label: 'shooter' },
      columnKey: { key: 'target', label: 'target' },
      columns: [...AIRCRAFT_CLASSES, ...SHIP_TARGET_COLUMNS],
      rows: AIRCRAFT_CLASSES.map((a) =>
        row(
          a,
          ...AIRCRAFT_CLASSES.map((v) => signed(t.aircraft[a].versus[v])),
          ...SHIP_TARGET_COLUMNS.map((c) => hitScore(t.aircraft[a].toHit[c])),
        ),
      ),
      notes: [
        'aircraft columns: combat factor added to a d6; ship columns: score to hit ("+5"/"+4" read as 5+/4+)',
        'CA-: CA and lower (CL, DD, DE, MTB, SM); BC+: BC and higher and CV, CVE, CVA, AK, AKL',
      ],
    }),
    dieTable(
      'red-die',
      t.redDie,
      true,
      'flooding: degrees of list, cumulative; past 40\u00b0 or \u25a0 the ship sinks',
      t.specialEffectThresholds,
    ),
    dieTable(
      'blue-die',
      t.blueDie,
      false,
      'propulsion: inches of move rate lost; at 0 or \u25a0 no propulsion',
      t.specialEffectThresholds,
    ),
    dieTable(
      'green-die',
      t.greenDie,
      false,
      'armament: battery classes lost (secondary at half); \u25a0 explodes',
      t.specialEffectThresholds,
    ),
    dieTable(
      'white-die',
      t.whiteDie,
      false,
      'superstructure: fire points; over 8 leaves formation, over 12 or \u25a0 abandoned',
      t.specialEffectThresholds,
    ),
    defineTable({
      name: 'special-effects',
      rule: 'Special effects',
      title: 'Special effect table (optional rule)',
      kind: 'bands',
      rowKey: { key: 'score', label: 'die score' },
      columns: ['special effect'],
      rows: FACES.map((face) => faceRow(face, SPECIAL_EFFECTS[face].summary)),
      notes: ['thrown when one damage die reaches the special-effect score of the hit\u2019s level'],
    }),
    defineTable({
      name: 'anti-aircraft',
      rule: 'Anti-aircraft fire',
      title: `AA fire: one die per full ${AA_POINTS_PER_DIE} AA points`,
      kind: 'bands',
      rowKey: { key: 'score', label: 'die score' },
      columns: ['effect on the stand'],
      rows: FACES.map((face) => {
        const effect = AA_FIRE_RESULTS[face];
        return faceRow(face, effect === 'destroyed' ? 'destroyed' : effect === 0 ? '-' : signed(effect));
      }),
      notes: [`one die per full ${AA_POINTS_PER_DIE} AA points; AA follows the battery class as damage reduces it`],
    }),
    defineTable({
      name: 'wave-arrival',
      rule: 'Aeroplane actions',
      title: 'Aircraft wave arrival',
      kind: 'list',
      rowKey: { key: 'conditions', label: 'conditions' },
      columns: ['score to come on (d6)'],
      rows: [
        { label: 'daylight, good weather', key: 'normal', cells: [`${WAVE_ARRIVAL.normal}+`] },
        { label: 'bad weather, or dusk or dawn', key: 'poor', cells: [`${WAVE_ARRIVAL.badWeatherOrDuskDawn}+`] },
        { label: 'night', key: 'night', cells: ['no aircraft actions'] },
      ],
    }),
  ];
}
