import { bandRows, defineTable, row } from '../../core/catalogue/define-table.js';
import type { CatalogueTable } from '../../core/catalogue/table.js';
import { resolveWarAtSeaRules, type WarAtSeaRulesOverrides } from '../rules.js';
import { NO_VICTORY_POINT_ABILITIES } from '../special-rules.js';

/** The rows of a d6 read as failure below `from` and success from it on. */
function splitD6(from: number, below: string, success: string) {
  const fail = from > 1 ? [{ label: `1\u2013${from - 1}`, min: 1, max: from - 1, cells: [below] }] : [];
  return [...fail, { label: `${from}\u20136`, min: from, max: 6, cells: [success] }];
}

/**
 * The War at Sea troop-landing tables as catalogue tables: the base game's attack die, the
 * troop counter's card, Ship Capacity, infantry combat, Bombard and the Rescue roll, and
 * the abilities that score no points, built from the rules in force.
 */
export function warAtSeaTables(overrides?: WarAtSeaRulesOverrides): CatalogueTable[] {
  const r = resolveWarAtSeaRules(overrides);
  return [
    defineTable({
      name: 'attack-die',
      rule: 'Attack',
      title: 'Attack die: successes per d6',
      kind: 'bands',
      rowKey: { key: 'face', label: 'd6' },
      columns: ['successes'],
      rows: bandRows(r.attackDie.bands, (successes) => [successes]),
      notes: [
        'successes \u2265 armour: one hull point; \u2265 vital armour: destroyed; damage applies at the end of the phase',
      ],
    }),
    defineTable({
      name: 'troop-counter',
      rule: 'Troop Counters',
      title: 'Troop counter',
      kind: 'list',
      rowKey: { key: 'property', label: 'property' },
      columns: ['value'],
      rows: [
        row('Armour', r.troopCounter.armour),
        row('Hull Points', r.troopCounter.hullPoints),
        row('Vital Armour', 'none'),
        row('Hard to Kill', 'with more than one hull point left, one attack cannot destroy it'),
        row('Regroup', 'all damage removed at the end of each turn'),
      ],
    }),
    defineTable({
      name: 'ship-capacity',
      rule: 'Ship Capacity',
      title: 'Troop counters carried by special ability',
      kind: 'list',
      rowKey: { key: 'ability', label: 'special ability' },
      columns: ['troop counters'],
      rows: Object.entries(r.capacity).map(([ability, count]) => row(ability, count)),
      notes: ['any other unit carries none; a unit that unloaded this turn makes only anti-air attacks'],
    }),
    defineTable({
      name: 'infantry-combat',
      rule: 'Troop vs. Troop Combat',
      title: 'Infantry combat: one d6 per troop counter',
      kind: 'bands',
      rowKey: { key: 'face', label: 'd6' },
      columns: ['result'],
      rows: splitD6(r.infantryCombat.killsOn, 'miss', 'one enemy counter destroyed'),
      notes: ['losses are removed at the end of the phase; the side alone with troops holds the island'],
    }),
    defineTable({
      name: 'troop-attacks',
      rule: 'Naval Gunfire vs. Troop Combat',
      title: 'Attacks on troop counters',
      kind: 'list',
      rowKey: { key: 'attacker', label: 'attacker' },
      columns: ['phase', 'attacks allowed', 'extra dice'],
      rows: [
        row(
          'ship',
          'Surface Attack',
          'gunnery',
          `${r.bombardment.extraDice} with ${r.bombardment.abilities.join(' or ')}`,
        ),
        row('aircraft', 'Air Attack', 'bomb or gunnery', 0),
      ],
      notes: ['only against troops in an objective sector'],
    }),
    defineTable({
      name: 'rescue-operations',
      rule: 'Special Rules: Rescue Operations',
      title: 'Rescue Operations roll (interpretation 5)',
      kind: 'bands',
      rowKey: { key: 'face', label: 'd6' },
      columns: ['result'],
      rows: splitD6(r.rescue.target, 'troops lost', 'one troop counter onto the rescuer'),
      notes: ['the text gives no target: 4+ is the decided default (rules rescue.target)'],
    }),
    defineTable({
      name: 'no-victory-points',
      rule: 'Special Rules',
      title: 'Special abilities that score no victory points in this format',
      kind: 'list',
      rowKey: { key: 'ability', label: 'special ability' },
      columns: ['victory points'],
      rows: NO_VICTORY_POINT_ABILITIES.map((ability) => row(ability, 'none')),
      notes: ['No Sea Control has no effect in this format'],
    }),
  ];
}
