import { type DoctrineTurn, doctrineTurnSchema, readDoctrineTurn } from '../../game/doctrine-turn.js';
import { sideSchema } from '../schemas/common.js';
import { serviceSide } from '../service-side.js';
import { cartwheelGame } from './game.js';
import { type CartwheelAction, type CartwheelActionInput, cartwheelActionSchema } from './game-actions.js';
import { type CartwheelView, cartwheelViewSchema } from './game-view.js';

type Side = 'Allied' | 'Japanese';

/** What the doctrine reads of a bot's turn: its side, its view and its legal actions. */
export type CartwheelDoctrineTurn = DoctrineTurn<Side, CartwheelView, CartwheelActionInput>;

const turnSchema = /* @__PURE__ */ doctrineTurnSchema(sideSchema, cartwheelViewSchema, cartwheelActionSchema);

/** What the doctrine works out once a turn: the side, its view, the enemy's airbase hexes and how worn its units are. */
interface Aim {
  readonly side: Side;
  readonly view: CartwheelView;
  readonly enemyHexes: ReadonlySet<string>;
  /** The share of the side's units in play that are disrupted. */
  readonly worn: number;
}

function aimOf(side: Side, view: CartwheelView): Aim {
  const own = view.board.airUnits.filter((u) => serviceSide(u.unit.service) === side && u.location.at !== 'eliminated');
  const enemyHexes = new Set(
    view.board.airbases.flatMap((b) => (b.side !== side && b.hex !== undefined ? [b.hex] : [])),
  );
  return { side, view, enemyHexes, worn: own.length === 0 ? 0 : own.filter((u) => u.disrupted).length / own.length };
}

function want(action: CartwheelAction, aim: Aim): number {
  switch (action.type) {
    case 'roll-random-event':
    case 'roll-initiative':
    case 'roll-initiative-missions':
      return 150;
    case 'award-hikoshidan-vp':
      return 200; // 14.2: the points are the Allied player's
    case 'decide-hikoshidan':
      // 5.2: committing the 11th Hikoshidan hands the Allies victory points.
      return action.decision.commit ? -100 : 100;
    case 'declare-usn':
      return action.commit ? 100 : 99;
    case 'declare-general-regroup':
      // 7.1: a general regroup when a third or more of the side's units are disrupted.
      return action.declaration.declare === aim.worn >= 1 / 3 ? 100 : 99;
    case 'designate-regroup':
      return 100 + action.unitIds.length;
    case 'examine-airbase':
      return 130;
    case 'recon-flight':
      return 120;
    case 'place-recon':
      // 7.3.2: over an enemy airbase, where 7.3.4 lets it be examined.
      return aim.enemyHexes.has(action.placement.hex) ? 110 : -5;
    case 'return-recon':
    case 'evacuate':
      return 110;
    case 'operations':
      // 4.4: missions and their combat are the base game's; the doctrine keeps its units ready.
      return action.action === 'pass' ? 10 : 5;
    case 'advance':
      return 0;
    default:
      return -10; // re-staging, dismantling: nothing the variant scores
  }
}

/**
 * Cartwheel doctrine: roll what is due; as the Allies take the 11th Hikoshidan's
 * reorganization points (14.2), as the Japanese never commit it (5.2 gives the Allies
 * points for it); declare the USN committed; declare a general regroup when a third or more
 * of the side's units are disrupted, and designate every disrupted unit to regroup (7.1,
 * 7.2); fly every recon unit, place it over an enemy airbase and examine that airbase,
 * then return it (7.3); pass in the Air/Naval Operations (the missions are the base
 * game's); otherwise advance. It gives one number for each legal action, the higher the
 * more wanted.
 *
 * @example
 * ```ts
 * const view = cartwheelGame.viewFor(state, 'Japanese');
 * cartwheelDoctrine({ side: 'Japanese', view, legal: cartwheelGame.legalActions(state, 'Japanese') });
 * ```
 */
export function cartwheelDoctrine(turn: CartwheelDoctrineTurn): number[] {
  const { side, view, legal } = readDoctrineTurn(turnSchema, turn, '4.0', 'Cartwheel doctrine turn', cartwheelGame);
  const aim = aimOf(side, view);
  return legal.map((action) => want(action, aim));
}
