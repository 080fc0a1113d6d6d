import { bandRows, defineTable, row, signed, tableToGive } from '../../core/catalogue/define-table.js';
import type { CatalogueTable } from '../../core/catalogue/table.js';
import { airRole } from '../air-units.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from '../rules.js';
import { airUnitTypeSchema } from '../schemas/air-unit.js';
import { SEQUENCE_OF_PLAY } from '../tables/sequence-of-play.js';

type Drm = { readonly modifiers: readonly { readonly id: string; readonly label: string; readonly delta: number }[] };

function givenOrMissing(
  spec: { name: string; rule: string; title: string; given: string },
  build: () => CatalogueTable | undefined,
): CatalogueTable {
  return build() ?? tableToGive(spec);
}

function drmTable(spec: { name: string; rule: string; title: string; given: string }, table: Drm | undefined) {
  return givenOrMissing(spec, () =>
    table === undefined
      ? undefined
      : defineTable({
          name: spec.name,
          rule: spec.rule,
          title: spec.title,
          kind: 'list',
          rowKey: { key: 'id', label: 'modifier' },
          columns: ['condition', 'DRM'],
          rows: table.modifiers.map((m) => ({ label: m.id, cells: [m.label, signed(m.delta)] })),
        }),
  );
}

/**
 * Operation Cartwheel's tables as catalogue tables: the numbers the rules print (4.0,
 * 2.2, 6.3.2, 6.6.1, 7.3.2, 7.4) and, when the rules in force carry them, the Player's
 * Aid Chart and map tables the text leaves out (5.1, 6.6.5, 7.4, 7.5).
 */
export function cartwheelTables(overrides?: CartwheelRulesOverrides): CatalogueTable[] {
  const r = resolveCartwheelRules(overrides);
  const aa = r.airbases.aa;
  const t = r.tables;
  return [
    defineTable({
      name: 'sequence-of-play',
      rule: '4.0',
      title: 'Sequence of play',
      kind: 'list',
      rowKey: { key: 'phase', label: 'phase' },
      columns: ['rule', 'name', 'steps'],
      rows: SEQUENCE_OF_PLAY.map((p) =>
        row(p.id, p.rule, p.name, p.steps.map((s) => `${s.what} (${s.rule})`).join('; ')),
      ),
    }),
    defineTable({
      name: 'air-types',
      rule: '2.2',
      title: 'Aircraft types',
      kind: 'list',
      rowKey: { key: 'type', label: 'type' },
      columns: ['counts as'],
      rows: airUnitTypeSchema.options.map((type) => row(type, airRole(type))),
    }),
    defineTable({
      name: 'mobile-capacity',
      rule: '6.3.2',
      title: 'Mobile airbase hosting capacity',
      kind: 'list',
      rowKey: { key: 'units', label: 'units' },
      columns: ['capacity'],
      rows: [
        {
          label: 'all one type (recon and FB count as either)',
          key: 'same-type',
          cells: [r.airbases.mobileSameTypeCapacity],
        },
        { label: 'mixed types', key: 'mixed', cells: [r.airbases.mobileMixedCapacity] },
      ],
    }),
    defineTable({
      name: 'airbase-aa',
      rule: '6.6.1',
      title: 'Airbase AA factors',
      kind: 'list',
      rowKey: { key: 'airbase', label: 'airbase' },
      columns: ['AA factor'],
      rows: [
        row('major', aa.major),
        row('minor', aa.minor),
        row('mobile', aa.mobile),
        { label: 'any, disrupted', key: 'disrupted', cells: [aa.disrupted] },
        { label: 'mobile, under construction', key: 'under-construction', cells: [aa.underConstruction] },
        { label: 'off-board', key: 'off-board', cells: ['cannot be attacked'] },
      ],
    }),
    defineTable({
      name: 'recon-flight',
      rule: '7.3.2',
      title: 'Reconnaissance flight',
      kind: 'bands',
      rowKey: { key: 'roll', label: 'modified d10', zeroReadsTen: true },
      columns: ['result'],
      rows: [
        { label: `\u2264${r.recon.flyMaximum}`, max: r.recon.flyMaximum, cells: ['flies'] },
        {
          label: `\u2265${r.recon.flyMaximum + 1}`,
          min: r.recon.flyMaximum + 1,
          cells: ['fails: to the Flown quadrant'],
        },
      ],
      notes: [`${signed(r.recon.generalRegroupDrm)} on a general regroup turn; Magic always flies (7.3.2)`],
    }),
    defineTable({
      name: 'initiative',
      rule: '7.4',
      title: 'Initiative determination',
      kind: 'bands',
      rowKey: { key: 'roll', label: 'modified Allied d10' },
      columns: ['initiative'],
      rows: [
        { label: `\u2264${r.initiative.alliedMinimum - 1}`, max: r.initiative.alliedMinimum - 1, cells: ['Japanese'] },
        { label: `\u2265${r.initiative.alliedMinimum}`, min: r.initiative.alliedMinimum, cells: ['Allied'] },
      ],
      notes: ['modifiers: the Initiative DRM table (an input); no roll on turn 1'],
    }),
    drmTable(
      {
        name: 'initiative-drm',
        rule: '7.4',
        title: 'Initiative DRM table (input)',
        given: 'rules.tables.initiativeDrm',
      },
      t.initiativeDrm,
    ),
    givenOrMissing(
      {
        name: 'initiative-missions',
        rule: '7.5',
        title: "Initiative Player's Missions table (input)",
        given: 'rules.tables.initiativeMissions',
      },
      () =>
        t.initiativeMissions === undefined
          ? undefined
          : defineTable({
              name: 'initiative-missions',
              rule: '7.5',
              title: "Initiative Player's Missions table",
              kind: 'bands',
              rowKey: { key: 'roll', label: 'd10', zeroReadsTen: true, max: 10 },
              columns: ['missions'],
              rows: bandRows(t.initiativeMissions.bands, (missions) => [missions]),
            }),
    ),
    givenOrMissing(
      { name: 'random-events', rule: '5.1', title: 'Random Events table (input)', given: 'rules.tables.randomEvents' },
      () =>
        t.randomEvents === undefined
          ? undefined
          : defineTable({
              name: 'random-events',
              rule: '5.1',
              title: 'Random Events table',
              kind: 'bands',
              rowKey: { key: 'roll', label: 'd10', zeroReadsTen: true, max: 10 },
              columns: ['event', 'text', 'Magic'],
              rows: bandRows(t.randomEvents.bands, (e) => [e.name, e.text ?? null, e.magic === true ? 'yes' : null]),
            }),
    ),
    drmTable(
      {
        name: 'airbase-evacuation',
        rule: '6.6.5',
        title: 'Airbase Evacuation DRMs (input)',
        given: 'rules.tables.airbaseEvacuation',
      },
      t.airbaseEvacuation,
    ),
  ];
}
