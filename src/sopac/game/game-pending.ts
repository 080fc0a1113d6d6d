import type { Pending, Refusal } from '../../game/game.js';
import { firstRepeated, refusal as no, rulesObjectRefusal } from '../../game/game-helpers.js';
import { resolveSopacRules } from '../rules.js';
import { SOPAC_SIDES, type SopacSide } from '../schemas.js';
import { type SopacGameState, sopacOver } from './game-state.js';

const ANY_TIME = [
  'set-mission',
  'set-fire-orders',
  'move-fleet',
  'lay-minefield',
  'jettison',
  'detect',
  'sweep',
  'submarine-mines',
];
const AT_NIGHT = ['deploy-mtbs', 'mtb-contact', 'mtb-attack'];
const REPORTS = ['report-fire', 'report-damage', 'bombard-mtb-base', 'mtb-base-air-hits', 'score-points', 'end-turn'];

/**
 * What the game waits for now: a fleet stopped at a minefield rolls for its ships or
 * re-plots before anything else (19.2); an MTB attack waits for its special gunnery choice
 * (20.42); otherwise either side may act in the turn. Internal.
 */
export function sopacPending(state: SopacGameState): Pending<SopacSide>[] {
  if (sopacOver(state)) return [];
  if (state.crossing !== null) {
    const owner = state.fleets.find((f) => f.id === state.crossing?.fleet)?.side;
    if (owner !== undefined) {
      return [
        {
          side: owner,
          actions: ['mine-roll', 'replot'],
          rule: '19.2',
          reason: `fleet ${state.crossing.fleet} is stopped at a minefield`,
        },
      ];
    }
  }
  if (state.reveal !== null) {
    return [
      {
        side: state.reveal.owner,
        actions: ['reveal-minefield'],
        rule: '19.24',
        reason: `one minefield in ${state.reveal.zone} is revealed to the submarines' side, the owner choosing which`,
      },
    ];
  }
  if (state.mtbAttack !== null) {
    return [
      {
        side: state.mtbAttack.side,
        actions: ['mtb-gunnery'],
        rule: '20.42',
        reason: `the MTB attack on ${state.mtbAttack.fleet} waits for the special gunnery choice`,
      },
    ];
  }
  const actions = [...ANY_TIME, ...(state.light === 'night' ? AT_NIGHT : []), ...REPORTS];
  return SOPAC_SIDES.map((side) => ({
    side,
    actions,
    rule: 'Sequence of Play',
    reason: `turn ${state.turn} (${state.light}, ${state.weather})`,
  }));
}

/**
 * What is wrong with a SOPAC state that has the right shape but does not hold together,
 * or null: the rules object valid, ids unique, every ship in a fleet of its own side, every
 * zone on the map, every fleet and ship a pending roll names in play. Internal.
 */
export function sopacConsistency(state: SopacGameState): Refusal | null {
  const rules = rulesObjectRefusal(() => resolveSopacRules(state.rules as never), '19.0');
  if (rules !== null) return rules;
  const zones = new Set(state.map.zones.map((z) => z.id));
  const fleets = new Map(state.fleets.map((f) => [f.id, f]));
  const checks: [string, string | undefined][] = [
    ['fleets', firstRepeated(state.fleets.map((f) => f.id))],
    ['ships', firstRepeated(state.ships.map((s) => s.id))],
    ['mtbBases', firstRepeated(state.mtbBases.map((b) => b.id))],
    ['logs', firstRepeated(SOPAC_SIDES.flatMap((side) => state.logs[side].minefields.map((m) => m.id)))],
    ['logs', firstRepeated(SOPAC_SIDES.flatMap((side) => state.logs[side].flotillas.map((f) => f.id)))],
  ];
  for (const [field, id] of checks) if (id !== undefined) return no('Scenario set-up', `id ${id} is used twice`, field);
  for (const [index, fleet] of state.fleets.entries()) {
    if (!zones.has(fleet.zone))
      return no('Scenario set-up', `${fleet.zone} is not a zone of the map`, 'fleets', index, 'zone');
  }
  for (const [index, ship] of state.ships.entries()) {
    if (fleets.get(ship.fleet)?.side !== ship.side) {
      return no(
        'Scenario set-up',
        `${ship.id} is in ${ship.fleet}, which is not a ${ship.side} fleet`,
        'ships',
        index,
        'fleet',
      );
    }
  }
  const ships = new Set(state.ships.map((s) => s.id));
  const crossing = state.crossing;
  if (crossing !== null) {
    if (!fleets.has(crossing.fleet)) return no('19.2', `${crossing.fleet} is not a fleet in play`, 'crossing', 'fleet');
    const stray = [...crossing.toRoll, ...crossing.rolled].find((id) => !ships.has(id));
    if (stray !== undefined) return no('19.2', `${stray} is not a ship in play`, 'crossing');
  }
  if (state.mtbAttack !== null && !fleets.has(state.mtbAttack.fleet)) {
    return no('20.4', `${state.mtbAttack.fleet} is not a fleet in play`, 'mtbAttack', 'fleet');
  }
  const contact = state.contacts.findIndex((c) => !fleets.has(c.fleet));
  if (contact >= 0) return no('20.3', `${state.contacts[contact]?.fleet} is not a fleet in play`, 'contacts', contact);
  return null;
}
