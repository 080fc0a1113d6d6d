import { bandRows, defineTable, row, signed } from '../../core/catalogue/define-table.js';
import type { CatalogueTable } from '../../core/catalogue/table.js';
import type { FirepowerRules } from '../rules.js';
import { MATRIX_1_AIRCRAFT_CLASSES } from '../tables/matrix-01-aircraft-classes.js';
import { MATRIX_1_CLASS_LADDER } from '../tables/matrix-01-class-ladder.js';

const dash = (value: string | number | null): string => (value === null ? '-' : String(value));
const PERIODS = ['early', 'middle', 'late'] as const;

/**
 * Firepower's command, movement, conditions, submarine and points tables (Matrices 1–7,
 * 13, depth charges, turning, victory) as catalogue tables, read from the rules in force.
 */
export function commandTables(r: FirepowerRules): CatalogueTable[] {
  const t = r.tables;
  const m = t.control.modifiers;
  return [
    defineTable({
      name: 'matrix-1',
      rule: 'Matrix 1',
      title: 'Ship classes',
      kind: 'list',
      rowKey: { key: 'class', label: 'class' },
      columns: ['description', 'main battery', 'secondary battery', 'armour', 'AA'],
      rows: t.shipClasses.map((c) =>
        row(c.class, c.description, dash(c.main), dash(c.secondary), dash(c.armour), c.aa ?? null),
      ),
      notes: ['T is torpedoes. Early and Middle Period ships ignore the AA column.'],
    }),
    defineTable({
      name: 'matrix-1-ladder',
      rule: 'Matrix 1',
      title: 'Class ladder (x up-class / x down-class)',
      kind: 'list',
      rowKey: { key: 'class', label: 'class' },
      columns: ['rung'],
      rows: MATRIX_1_CLASS_LADDER.map((c, i) => row(c, i + 1)),
      notes: ['Up-class moves toward SB, down-class away from it; a shift stops at either end.'],
    }),
    defineTable({
      name: 'matrix-1-aircraft',
      rule: 'Matrix 1',
      title: 'Aircraft classes',
      kind: 'list',
      rowKey: { key: 'class', label: 'class' },
      columns: ['description'],
      rows: MATRIX_1_AIRCRAFT_CLASSES.map((a) => row(a.class, a.description)),
    }),
    defineTable({
      name: 'matrix-2',
      rule: 'Matrix 2',
      title: 'Control test',
      kind: 'list',
      rowKey: { key: 'order', label: 'current order' },
      columns: ['score needed (d6)'],
      rows: [
        { label: 'Open or Manoeuvre', key: 'open-or-manoeuvre', cells: [`${t.control.openOrManoeuvre}+`] },
        { label: 'other order', key: 'other', cells: [`${t.control.otherOrder}+`] },
      ],
      notes: [
        `modifiers: ${signed(m.beyondDistance)} more than ${m.beyondDistanceCm} cm from the fleet flagship; ${signed(m.damaged)} squadron or fleet flagship damaged; ${signed(m.openFormation)} Open; ${signed(m.manoeuvreOrder)} Manoeuvre; ${signed(m.obscured)} smoke or bad weather; ${signed(m.radioOrRadar)} radio or radar; ${signed(m.japanese)} Japanese before ${m.japaneseBeforeYear}; ${signed(m.americansAtNight)} Americans at night (WW2)`,
      ],
    }),
    defineTable({
      name: 'matrix-3',
      rule: 'Matrix 3',
      title: 'Break off',
      kind: 'list',
      rowKey: { key: 'nationality', label: 'nationality' },
      columns: ['score needed (d6)'],
      rows: t.breakOff.rows.flatMap((b) => b.nationalities.map((n) => row(n, `${b.score}+`))),
      notes: ['+1 for every friendly squadron already broken off within 90 cm.'],
    }),
    defineTable({
      name: 'matrix-4',
      rule: 'Matrix 4',
      title: 'Acting on own initiative',
      kind: 'bands',
      rowKey: { key: 'roll', label: 'd6' },
      columnKey: { key: 'column', label: 'ship' },
      columns: ['flagship', 'other'],
      rows: [1, 2, 3, 4, 5, 6].map((face) => {
        const read = (column: 'flagship' | 'other'): string | null =>
          t.ownInitiative.find((a) => a[column].includes(face))?.meaning ?? null;
        return { label: String(face), min: face, max: face, cells: [read('flagship'), read('other')] };
      }),
    }),
    defineTable({
      name: 'matrix-5',
      rule: 'Matrix 5',
      title: 'Minimum distance and move rate',
      kind: 'list',
      rowKey: { key: 'period', label: 'period' },
      columns: ['minimum distance', 'move rate'],
      rows: PERIODS.map((p) => row(p, `${t.movement[p].minimumDistanceInches}"`, `${t.movement[p].moveRateCm} cm`)),
      notes: ['Move rate for the smaller scales; doubled at 1/600 and 1/700.'],
    }),
    defineTable({
      name: 'matrix-6',
      rule: 'Matrix 6',
      title: 'Time of day and weather',
      kind: 'bands',
      rowKey: { key: 'score', label: 'score' },
      columns: ['time of day', 'weather'],
      rows: bandRows(t.conditions.bands, (c) => [c.timeOfDay, c.weather]),
      notes: [
        'Default: one d12 (interpretation 1); option interpretations.matrix6Dice = 2d6.',
        'Scores below 1 and above 12 cannot be rolled; the open ends are the printed first and last rows.',
      ],
    }),
    defineTable({
      name: 'matrix-7',
      rule: 'Matrix 7',
      title: 'Range',
      kind: 'grid',
      rowKey: { key: 'battery', label: 'battery' },
      columnKey: { key: 'range', label: 'period and range' },
      columns: PERIODS.flatMap((p) => [`${p} short`, `${p} long`]).map((label) => ({
        label,
        key: label.replace(' ', '-'),
      })),
      rows: Object.entries(t.ranges.rows).map(([battery, ranges]) =>
        row(battery, ...PERIODS.flatMap((p) => [`${ranges[p].short}"`, `${ranges[p].long}"`])),
      ),
      notes: ['Doubled at 1/700 scale.'],
    }),
    defineTable({
      name: 'matrix-13',
      rule: 'Matrix 13',
      title: 'Points value',
      kind: 'list',
      rowKey: { key: 'class', label: 'class' },
      columns: ['points', 'examples'],
      rows: [
        ...t.points.ships.flatMap((s) => s.classes.map((c) => row(c, s.points, s.examples))),
        ...Object.entries(t.points.aircraft).map(([sub, points]) => ({
          label: `any aircraft ${sub}`.trim(),
          key: `aircraft${sub}`,
          cells: [points, null],
        })),
      ],
      notes: ['aircraft rows are keyed aircraft, aircraft+ and aircraft++ by sub-class'],
    }),
    defineTable({
      name: 'depth-charge',
      rule: 'Submarines',
      title: 'Depth-charge attack (DD and DE within 2")',
      kind: 'bands',
      rowKey: { key: 'score', label: 'score (d6)' },
      columns: ['effect'],
      rows: [
        { label: `below ${r.submarines.damageOn}`, max: r.submarines.damageOn - 1, cells: ['no effect'] },
        ...(r.submarines.destroyOn > r.submarines.damageOn
          ? [
              {
                label: `${r.submarines.damageOn}${r.submarines.destroyOn - 1 > r.submarines.damageOn ? `-${r.submarines.destroyOn - 1}` : ''}`,
                min: r.submarines.damageOn,
                max: r.submarines.destroyOn - 1,
                cells: ['damaged'],
              },
            ]
          : []),
        { label: `${r.submarines.destroyOn}+`, min: r.submarines.destroyOn, cells: ['destroyed'] },
      ],
      notes: [
        `Up to ${r.submarines.maxFalseModels} false models per real submarine, within ${r.submarines.falseModelRangeInches}" of it.`,
      ],
    }),
    defineTable({
      name: 'turning',
      rule: 'Game Sequence',
      title: 'Turning limits (segment D)',
      kind: 'list',
      rowKey: { key: 'class', label: 'class' },
      columns: ['largest turn'],
      rows: [
        ...r.turning.bigShipClasses.map((c) => row(c, `${r.turning.bigShipDegrees}\u00b0`)),
        { label: 'all others', key: 'other', cells: [`${r.turning.degrees}\u00b0`] },
      ],
    }),
    defineTable({
      name: 'victory',
      rule: 'Victory Conditions',
      title: 'Victory test',
      kind: 'list',
      rowKey: { key: 'condition', label: 'condition' },
      columns: ['result'],
      rows: [
        {
          label: `${r.victory.brokenOffFraction === 0.5 ? 'half' : `${r.victory.brokenOffFraction} fraction`} of a side\u2019s squadrons have broken off`,
          key: 'broken-off',
          cells: ['that side has lost'],
        },
      ],
    }),
  ];
}
