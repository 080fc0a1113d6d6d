import { bandRows, defineTable, row, tableToGive } from '../../core/catalogue/define-table.js';
import type { CatalogueTable } from '../../core/catalogue/table.js';
import { resolveShoestringRules, type ShoestringRulesOverrides } from '../rules.js';
import { SEQUENCE_OF_PLAY } from '../sequence-of-play.js';
import { supplyWindow } from '../supply-window.js';
import { victoryPointAwards } from '../victory-points.js';
import { columnGrid } from './column-grid.js';

const d10 = 'd10 read 0\u20139; modified rolls run past both ends';

/**
 * The Shoestring variant's tables as catalogue tables: the printed ones (R18.3, N18.7,
 * O1.0, the sequence of play, the supply window, the VP awards) and the base-game ones
 * (surface combat, anti-aircraft, sea zone search) when the rules in force carry them.
 */
export function shoestringTables(overrides?: ShoestringRulesOverrides): CatalogueTable[] {
  const t = resolveShoestringRules(overrides).tables;
  const charts = (['US', 'Japanese'] as const).flatMap((side) => {
    const chart = t.seaZoneSearch[side];
    const name = `sea-zone-search-${side.toLowerCase()}`;
    const title = `${side === 'US' ? 'U.S.' : 'Japanese'} sea zone search chart`;
    if (chart === undefined)
      return [tableToGive({ name, rule: 'II.B.1', title, given: `rules.tables.seaZoneSearch.${side}` })];
    return [
      defineTable({
        name,
        rule: 'II.B.1',
        title,
        kind: 'list',
        rowKey: { key: 'zone', label: 'sea zone' },
        columns: ['search number'],
        rows: Object.entries(chart.zones).map(([zone, number]) => row(zone, number)),
        notes: ['a modified search roll below the number finds'],
      }),
    ];
  });
  return [
    defineTable({
      name: 'transport-attack',
      rule: 'R18.3',
      title: 'Transport Attack Table (revised)',
      kind: 'bands',
      rowKey: { key: 'roll', label: 'modified roll' },
      columnKey: { key: 'escort', label: 'escort' },
      columns: [
        { label: 'With Escort', key: 'escorted' },
        { label: 'No Escort', key: 'unescorted' },
      ],
      rows: bandRows(t.transportAttack.bands, (result) => [result.withEscort, result.noEscort]),
      notes: [d10],
    }),
    defineTable({
      name: 'extend-patrol',
      rule: 'N18.7',
      title: 'Extend Naval Patrol Table',
      kind: 'bands',
      rowKey: { key: 'roll', label: 'modified roll' },
      columns: ['result'],
      rows: bandRows(t.extendPatrol.bands, (result) => [result]),
      notes: [d10],
    }),
    defineTable({
      name: 'battleship-commitment',
      rule: 'O1.0',
      title: 'Japanese BB Commitment Table',
      kind: 'bands',
      rowKey: { key: 'roll', label: 'modified roll' },
      columns: ['battleships'],
      rows: bandRows(t.battleshipCommitment.bands, (result) => [result]),
      notes: [d10],
    }),
    defineTable({
      name: 'sequence-of-play',
      rule: 'Sequence of Play',
      title: 'Sequence of play (variant)',
      kind: 'list',
      rowKey: { key: 'step', label: 'step' },
      columns: ['segment / phase', 'title', 'turns', 'source', 'rules'],
      rows: SEQUENCE_OF_PLAY.map((s) =>
        row(
          s.id,
          s.phase === undefined ? s.segment : `${s.segment} / ${s.phase}`,
          s.title,
          s.turns === 'odd' ? 'odd only' : 'all',
          s.baseGame ? 'base game (SAME)' : 'variant',
          s.rules.join(' '),
        ),
      ),
    }),
    defineTable({
      name: 'supply-window',
      rule: 'I.B.1',
      title: 'Supply window: transported supply that counts for a turn',
      kind: 'bands',
      rowKey: { key: 'turn', label: 'game turn' },
      columns: ['supply from'],
      rows: [1, 2, 3, 4, 5, 6, 7, 8].map((turn) => {
        const w = supplyWindow(turn, overrides);
        const from = w.kind === 'full-supply' ? 'full supply' : `turns ${w.turns[0]} and ${w.turns[1]}`;
        return { label: String(turn), min: turn, ...(turn < 8 ? { max: turn } : {}), cells: [from] };
      }),
      notes: [
        'from turn 8 on, the pattern of turns 3\u20138 goes on: each odd turn and the even turn after it look back two turns',
      ],
    }),
    defineTable({
      name: 'victory-points',
      rule: 'O1.0\u2013O5.0',
      title: 'Victory points these rules award',
      kind: 'list',
      rowKey: { key: 'event', label: 'event' },
      columns: ['rule', 'to', 'VP', 'per', 'when'],
      rows: victoryPointAwards(overrides).map((a) => row(a.event, a.rule, a.to, a.points, a.per, a.when)),
    }),
    t.surfaceCombat === undefined
      ? tableToGive({
          name: 'surface-combat',
          rule: 'O5.0',
          title: 'Surface-to-Surface Combat Table',
          given: 'rules.tables.surfaceCombat',
        })
      : columnGrid({ name: 'surface-combat', rule: 'O5.0', title: 'Surface-to-Surface Combat Table' }, t.surfaceCombat),
    t.antiAircraft === undefined
      ? tableToGive({
          name: 'anti-aircraft',
          rule: 'II.B.6',
          title: 'Anti-Aircraft Combat Table',
          given: 'rules.tables.antiAircraft',
        })
      : columnGrid({ name: 'anti-aircraft', rule: 'II.B.6', title: 'Anti-Aircraft Combat Table' }, t.antiAircraft),
    ...charts,
  ];
}
