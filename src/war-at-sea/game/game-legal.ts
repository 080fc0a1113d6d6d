import type { Outcome } from '../../game/game.js';
import { capacityOf } from '../loading.js';
import { resolveWarAtSeaRules } from '../rules.js';
import type { AttackType } from '../schemas.js';
import type { WarAtSeaAction } from './game-actions.js';
import { type GameUnit, type WarAtSeaGameState, warAtSeaOver } from './game-state.js';
import { victoryCheckOf } from './game-turn.js';
import type { WarAtSeaView } from './game-view.js';

type Side = 'Allies' | 'Axis';
type AttackTarget = Extract<WarAtSeaAction, { type: 'attack' }>['target'];

const RANGES = [0, 1, 2, 3] as const;

/** Every sector the side's view names: islands', deployment areas and units'. */
function sectorsOf(view: WarAtSeaView): string[] {
  const all = [
    ...view.islands.map((i) => i.sector),
    view.deployment.Allies,
    view.deployment.Axis,
    ...view.units.filter((u) => !u.destroyed).map((u) => u.sector),
  ];
  return [...new Set(all)];
}

function attacksOf(unit: GameUnit, targets: readonly AttackTarget[], side: Side): WarAtSeaAction[] {
  const out: WarAtSeaAction[] = [];
  for (const attack of Object.keys(unit.card.attacks) as AttackType[]) {
    const line = unit.card.attacks[attack];
    for (const range of RANGES) {
      if (line?.[range] === null || line?.[range] === undefined) continue;
      for (const target of targets) out.push({ type: 'attack', side, unit: unit.id, attack, range, target });
    }
  }
  return out;
}

/**
 * The War at Sea actions worth listing for `side`, from its view; `legalActions` keeps
 * those the rules allow now. Menus: a load of 1 up to the unit's free capacity (Ship
 * Capacity); a move to every sector the view names, its own included (islands', deployment areas', units':
 * the distance is the base game's, which the app checks); an unload of 1 up to the
 * troops aboard on each island of the unit's sector; each attack line of the card at
 * every range band it prints dice for (the app reports the range) on every enemy unit
 * and enemy troop counter. Only the `offered` types' menus are built. Reports of base-game results (`report-damage`,
 * `score-points`) are facts the app supplies, not choices: they are never listed. Internal.
 */
export function warAtSeaCandidates(view: WarAtSeaView, side: Side, offered: ReadonlySet<string>): WarAtSeaAction[] {
  const enemy: Side = side === 'Allies' ? 'Axis' : 'Allies';
  const own = view.units.filter((u) => u.side === side && !u.destroyed);
  const out: WarAtSeaAction[] = [{ type: 'advance', side }];
  // Only the menus of the types pending offers now are built.
  const rules = offered.has('load') ? resolveWarAtSeaRules(view.rules as never) : undefined;
  const sectors = offered.has('move') ? sectorsOf(view) : [];
  const targets: AttackTarget[] = offered.has('attack')
    ? [
        ...view.units.filter((u) => u.side === enemy && !u.destroyed).map((u) => ({ unit: u.id })),
        ...view.islands.flatMap((i) => i.troops[enemy].map((c) => ({ island: i.id, side: enemy, counter: c.id }))),
      ]
    : [];
  for (const unit of own) {
    const free = rules === undefined ? 0 : capacityOf(unit.card.abilities, rules) - unit.troopsAboard;
    for (let count = 1; count <= free; count++) out.push({ type: 'load', side, unit: unit.id, count });
    for (const sector of sectors) out.push({ type: 'move', side, unit: unit.id, sector });
    if (offered.has('unload')) {
      for (const island of view.islands) {
        if (island.sector !== unit.sector) continue;
        for (let count = 1; count <= unit.troopsAboard; count++) {
          out.push({ type: 'unload', side, unit: unit.id, island: island.id, count });
        }
      }
    }
    if (targets.length > 0) out.push(...attacksOf(unit, targets, side));
  }
  if (offered.has('infantry-combat')) {
    for (const island of view.islands) out.push({ type: 'infantry-combat', side, island: island.id });
  }
  if (offered.has('rescue')) {
    for (const lost of view.rescuable) {
      if (lost.side !== side) continue;
      for (const rescuer of own) out.push({ type: 'rescue', side, unit: lost.unit, rescuer: rescuer.id });
    }
  }
  return out;
}

/** How many of `side`'s units are destroyed. */
const destroyed = (state: WarAtSeaGameState, side: Side) =>
  state.units.filter((u) => u.side === side && u.destroyed).length;
/** How many islands `side` holds (Objectives). */
const held = (state: WarAtSeaGameState, side: Side) => state.islands.filter((i) => i.claimedBy === side).length;

/**
 * Where a War at Sea landing stands (Checking for Victory): over once a side's total has
 * exceeded the target at a turn's end, or, drawn, once the scenario's last turn (if it has
 * one) has ended; each side's score is its total as the check
 * counts it now (enemy units sunk, the objectives it would claim, other points). Its
 * measures: the enemy units each side has destroyed and the islands it holds. Internal.
 */
export function warAtSeaOutcome(state: WarAtSeaGameState): Outcome<Side> {
  const check = victoryCheckOf(state);
  return {
    over: warAtSeaOver(state),
    winners: [...state.winners],
    score: { Allies: check.totals.Allies.total, Axis: check.totals.Axis.total },
    scoring: 'points: enemy units sunk, objectives claimed and other points (Checking for Victory)',
    measures: {
      'enemy units destroyed': { Allies: destroyed(state, 'Axis'), Axis: destroyed(state, 'Allies') },
      'islands held': { Allies: held(state, 'Allies'), Axis: held(state, 'Axis') },
    },
  };
}
