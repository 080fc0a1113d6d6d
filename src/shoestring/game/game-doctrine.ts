import { type DoctrineTurn, doctrineTurnSchema, readDoctrineTurn } from '../../game/doctrine-turn.js';
import { sideSchema } from '../schemas.js';
import { shoestringGame } from './game.js';
import { type ShoestringAction, type ShoestringActionInput, shoestringActionSchema } from './game-actions.js';
import { type ShoestringView, shoestringViewSchema } from './game-view.js';

type Side = 'US' | 'Japanese';

/** What the doctrine reads of a bot's turn: its side, its view and its legal actions. */
export type ShoestringDoctrineTurn = DoctrineTurn<Side, ShoestringView, ShoestringActionInput>;

const turnSchema = /* @__PURE__ */ doctrineTurnSchema(sideSchema, shoestringViewSchema, shoestringActionSchema);

/** Whether the assignment sends Yamato out (O1.0: 2 VP to the U.S. at the end of each turn it is committed). */
function commitsYamato(
  view: ShoestringView,
  side: Side,
  action: Extract<ShoestringAction, { type: 'assign-naval-units' }>,
) {
  const yamato = new Set(view.forces[side].naval.filter((u) => u.yamato).map((u) => u.id));
  return [...action.odd, ...action.even].some((id) => yamato.has(id));
}

function want(view: ShoestringView, side: Side, action: ShoestringAction): number {
  switch (action.type) {
    case 'roll-battleship-commitment':
      return 200;
    case 'assign-naval-units': {
      // I.A.4: as many units and points out as the menu allows, but never Yamato for the
      // Japanese when O1.0 would score it for the U.S.
      const out = action.odd.length + action.even.length + action.oddTransportPoints + action.evenTransportPoints;
      const yamato = side === 'Japanese' && view.yamatoCommitted === null && commitsYamato(view, side, action);
      return 100 + out / 100 - (yamato ? 50 : 0);
    }
    case 'place-naval-units':
      // II.A.1: everything serving goes out to sea (where is the seed's choice).
      return 100 + (action.placements.length + action.transports.length) / 100;
    case 'air-search':
      return 150;
    case 'assign-search-bombers':
      // None sent changes nothing: below advancing.
      return action.bombers.length > 0 ? 90 + action.bombers.length / 100 : -1;
    case 'extend-patrol':
      return 80;
    case 'advance':
      return 0;
    default:
      return -10;
  }
}

/**
 * Shoestring doctrine: roll the O1.0 battleship commitment when due; assign as many units
 * and transport points as the menu allows, but as the Japanese never commit Yamato when
 * O1.0 would score 2 VP a turn for the U.S.; put every serving unit and transport point to
 * sea; fly every air search the chart allows and send the search bombers out; try every
 * patrol extension (N18.7); otherwise advance. The variant scores only a few victory
 * points (the base game's reports score the rest), so the doctrine's aim is chiefly to
 * give none away. It gives one number for each legal action, the higher the more wanted.
 *
 * @example
 * ```ts
 * const view = shoestringGame.viewFor(state, 'Japanese');
 * shoestringDoctrine({ side: 'Japanese', view, legal: shoestringGame.legalActions(state, 'Japanese') });
 * ```
 */
export function shoestringDoctrine(turn: ShoestringDoctrineTurn): number[] {
  const { side, view, legal } = readDoctrineTurn(
    turnSchema,
    turn,
    'Sequence of Play',
    'Shoestring doctrine turn',
    shoestringGame,
  );
  return legal.map((action) => want(view, side, action));
}
