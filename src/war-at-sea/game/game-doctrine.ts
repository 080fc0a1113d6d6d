import { type DoctrineTurn, doctrineTurnSchema, readDoctrineTurn } from '../../game/doctrine-turn.js';
import { capacityOf } from '../loading.js';
import { resolveWarAtSeaRules } from '../rules.js';
import { warAtSeaSideSchema } from '../schemas.js';
import { warAtSeaGame } from './game.js';
import { type WarAtSeaAction, type WarAtSeaActionInput, warAtSeaActionSchema } from './game-actions.js';
import type { GameIsland, GameUnit } from './game-state.js';
import { type WarAtSeaView, warAtSeaViewSchema } from './game-view.js';

type Side = 'Allies' | 'Axis';

/** What the doctrine reads of a bot's turn: its side, its view and its legal actions. */
export type WarAtSeaDoctrineTurn = DoctrineTurn<Side, WarAtSeaView, WarAtSeaActionInput>;

const turnSchema = /* @__PURE__ */ doctrineTurnSchema(warAtSeaSideSchema, warAtSeaViewSchema, warAtSeaActionSchema);

/** What the doctrine works out once a turn: the side, its view, the island it wants and its rules. */
interface Aim {
  readonly side: Side;
  readonly view: WarAtSeaView;
  readonly goal: GameIsland | undefined;
  readonly rules: ReturnType<typeof resolveWarAtSeaRules>;
}

/** The island the side most wants: the most valuable one it does not hold, enemy troops on it counting against. */
function goal(view: WarAtSeaView, side: Side): GameIsland | undefined {
  const enemy: Side = side === 'Allies' ? 'Axis' : 'Allies';
  let best: GameIsland | undefined;
  let bestWant = Number.NEGATIVE_INFINITY;
  for (const island of view.islands) {
    const held = island.troops[side].length > 0 && island.troops[enemy].length === 0;
    const want = island.value - (held ? 1_000 : 0) - 10 * island.troops[enemy].length;
    if (want > bestWant) {
      bestWant = want;
      best = island;
    }
  }
  return best;
}

function unitOf(view: WarAtSeaView, id: string): GameUnit | undefined {
  return view.units.find((u) => u.id === id);
}

/**
 * How much hurting the target is worth: a troop counter by its share of its island's value;
 * a unit by the points sinking it scores (Checking for Victory: ships, and aircraft only
 * where the rules count them) and, for a transport, the counters it can bring to an island,
 * each worth a counter's share of the side's goal; both for the hull left.
 */
function targetWorth(aim: Aim, action: Extract<WarAtSeaAction, { type: 'attack' }>): number {
  const { view, rules } = aim;
  const target = action.target;
  if ('unit' in target) {
    const unit = unitOf(view, target.unit);
    if (unit === undefined) return 0;
    const left = unit.card.hullPoints - unit.damage;
    const scores = unit.card.category === 'ship' || rules.options.aircraftPoints ? unit.card.points : 0;
    const carried = capacityOf(unit.card.abilities, rules) * ((aim.goal?.value ?? 0) / 4);
    return (scores + carried) / Math.max(1, left);
  }
  const island = view.islands.find((i) => i.id === target.island);
  return island === undefined ? 0 : island.value / Math.max(1, island.troops[target.side].length);
}

/**
 * War at Sea doctrine (a landing played to hold islands): fight every Infantry Combat;
 * land troops on the island of the unit's sector, then load them in the deployment area;
 * sail loaded ships to the most valuable island the side does not hold, and warships with
 * them; send empty transports home to load again; attack with the most dice the card prints at the range given, first troop
 * counters on islands worth the most for the counters on them, then the units whose
 * points are worth the most for the hull left; rescue stranded troops; otherwise pass.
 * Moves that lead nowhere count below a pass. It gives one number for each legal action,
 * the higher the more wanted; `doctrineBot` and `searchBot` play by it.
 *
 * @example
 * ```ts
 * const game = createWarAtSeaGame({ seed: 1, target: 40, deployment: { Allies: 'south', Axis: 'north' }, islands: [], units: [] });
 * const view = warAtSeaGame.viewFor(game, 'Allies');
 * warAtSeaDoctrine({ side: 'Allies', view, legal: warAtSeaGame.legalActions(game, 'Allies') }); // [0]: only a pass
 * ```
 */
export function warAtSeaDoctrine(turn: WarAtSeaDoctrineTurn): number[] {
  const { side, view, legal } = readDoctrineTurn(
    turnSchema,
    turn,
    'Sequence of Play',
    'War at Sea doctrine turn',
    warAtSeaGame,
  );
  const aim: Aim = { side, view, goal: goal(view, side), rules: resolveWarAtSeaRules(view.rules as never) };
  return legal.map((action) => want(action, aim));
}

function want(action: WarAtSeaAction, aim: Aim): number {
  const { side, view, goal: target, rules } = aim;
  switch (action.type) {
    case 'infantry-combat':
      return 200;
    case 'unload': {
      const island = view.islands.find((i) => i.id === action.island);
      return 150 + action.count + (island?.value ?? 0) / 100;
    }
    case 'load':
      return 120 + action.count;
    case 'rescue':
      return 110;
    case 'attack': {
      const unit = unitOf(view, action.unit);
      const dice = unit?.card.attacks[action.attack]?.[action.range] ?? 0;
      return 50 + dice * 5 + targetWorth(aim, action) / 10;
    }
    case 'move': {
      const unit = unitOf(view, action.unit);
      if (unit === undefined) return -1;
      const carrier = capacityOf(unit.card.abilities, rules) > 0;
      // An empty transport goes home to load again (Loading/Unloading: in the deployment area).
      if (carrier && unit.troopsAboard === 0) return action.sector === view.deployment[side] ? 40 : -1;
      if (target === undefined || action.sector !== target.sector) return -1;
      return unit.troopsAboard > 0 ? 100 : 30;
    }
    case 'advance':
      return 0;
    default:
      return -10;
  }
}
