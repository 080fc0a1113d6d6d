import { bandRows, defineTable, row, signed } from '../../core/catalogue/define-table.js';
import type { CatalogueTable } from '../../core/catalogue/table.js';
import { resolveSopacRules, type SopacRulesOverrides } from '../rules.js';
import { SOPAC_ERRATA } from '../tables/errata.js';
import { SOPAC_ISLAND_ZONES, SOPAC_NAMED_COASTAL_ZONES } from '../tables/island-zones.js';
import { SOPAC_SCENARIO_MTBS } from '../tables/scenario-mtbs.js';

const RESULT_TEXT = {
  'sweeper-destroyed': 'the sweeper is destroyed',
  'no-effect': 'no effect',
  'minefield-removed': 'one minefield removed',
  'fleet-fires': 'every ship of the fleet fires first',
  'targets-fire': 'the targets fire first at their attackers',
  surprise: 'surprise: every boat attacks first',
} as const;

/**
 * The SOPAC optional rules' tables as catalogue tables: the Minefield Table, the Minefield
 * Damage Table, sweeping, MTB surprise, the island zones, the scenario additions and the
 * errata, built from the rules in force.
 */
export function sopacTables(overrides?: SopacRulesOverrides): CatalogueTable[] {
  const r = resolveSopacRules(overrides);
  const m = r.minefield;
  return [
    defineTable({
      name: 'minefield',
      rule: '19.2',
      title: `Minefield Table: 2d6 per ship, damaged on ${m.damagedOn}+`,
      kind: 'list',
      rowKey: { key: 'modifier', label: 'modifier' },
      columns: ['value'],
      rows: [
        row(
          'each additional minefield on the boundary',
          `${signed(m.perExtraMinefield)} (at most ${signed(m.maxExtra)})`,
        ),
        row(`ship moved at speed ${m.fastSpeed} or more this turn`, signed(m.speedBonus)),
        row('submarine after attacking in a mined zone (no modifiers)', `sunk on ${m.submarineSunkOn}+`),
      ],
      notes: ['own minefields, MTBs and inactive minefields have no effect; ships leaving the tactical map roll too'],
    }),
    defineTable({
      name: 'mine-damage',
      rule: '19.21',
      title: 'Minefield Damage Table: one d6 per hit',
      kind: 'bands',
      rowKey: { key: 'face', label: 'd6' },
      columns: ['hull', 'speed levels lost', 'dead in the water', 'sinks'],
      rows: bandRows(r.mineDamage.bands, (d) => [
        d.hull,
        d.speedLost,
        d.deadInWater ? 'yes' : 'no',
        d.sinks ? 'yes' : 'no',
      ]),
    }),
    defineTable({
      name: 'sweeping',
      rule: '19.63',
      title: 'Sweeping: one d6 per minesweeper',
      kind: 'bands',
      rowKey: { key: 'face', label: 'd6' },
      columns: ['result'],
      rows: bandRows(r.sweeping.bands, (result) => [RESULT_TEXT[result]]),
      notes: [`detection takes ${r.detectionTurns} turn(s) undisturbed; sweeping ${r.sweepingTurns}`],
    }),
    defineTable({
      name: 'mtb-surprise',
      rule: '20.41',
      title: 'MTB surprise roll: one d6',
      kind: 'bands',
      rowKey: { key: 'face', label: 'd6' },
      columns: ['result'],
      rows: bandRows(r.mtb.surprise.bands, (result) => [RESULT_TEXT[result]]),
      notes: [
        `contact: one d6 a boat, ${r.mtb.contactOn}+ on any die; ships fire tertiary and AA at boats, ${r.mtb.shipFireHitsOn} hits`,
        `torpedoes: ${r.mtb.torpedoFactors} d6 a boat, ${r.mtb.torpedoHitsOn} hits, Aces ${signed(r.mtb.aceBonus)}; special gunnery: ${r.mtb.gunneryHitsOn} hits`,
      ],
    }),
    defineTable({
      name: 'island-zones',
      rule: '19.34',
      title: 'Island sea zones of the SOPAC map',
      kind: 'list',
      rowKey: { key: 'zone', label: 'zone' },
      columns: ['land'],
      rows: [
        ...SOPAC_ISLAND_ZONES.map((zone) => row(zone, 'island')),
        ...SOPAC_NAMED_COASTAL_ZONES.map((zone) => row(zone, 'coastal (Espiritu Santo)')),
      ],
      notes: ['all other land is coastal'],
    }),
    defineTable({
      name: 'scenario-mtbs',
      rule: '20.1',
      title: 'Scenario Book: Allied MTBs added',
      kind: 'list',
      rowKey: { key: 'scenario', label: 'Operational Scenario' },
      columns: ['base', 'zone', 'MTBs', 'out per night'],
      rows: SOPAC_SCENARIO_MTBS.map((s) => row(`#${s.scenario}`, s.base, s.zone, s.total, s.patrolLimit)),
      notes: ['scenario #8 prints the base as "Tugali"'],
    }),
    defineTable({
      name: 'errata',
      rule: 'Errata',
      title: 'Errata: American Capital Ship Hit Record Sheet',
      kind: 'list',
      rowKey: { key: 'ship', label: 'ship' },
      columns: ['torpedo factor', 'points'],
      rows: SOPAC_ERRATA.map((e) => row(e.ship, e.torpedoFactor, e.points)),
    }),
  ];
}
