import { type DoctrineTurn, doctrineTurnSchema, readDoctrineTurn } from '../../game/doctrine-turn.js';
import { shipPointsOf } from '../points.js';
import { firepowerBattle } from './battle.js';
import { type BattleAction, type BattleActionInput, battleActionSchema } from './battle-actions.js';
import { type BattleSide, battleSideSchema } from './battle-state.js';
import { type BattleView, battleViewSchema } from './battle-view.js';

/** What the doctrine reads of a bot's turn: its side, its view and its legal actions. */
export type FirepowerDoctrineTurn = DoctrineTurn<BattleSide, BattleView, BattleActionInput>;

const turnSchema = /* @__PURE__ */ doctrineTurnSchema(battleSideSchema, battleViewSchema, battleActionSchema);

/** Matrix 13 points of a ship the view shows, by name (0 when it shows none): each name worked out once a turn. */
function pointsOf(view: BattleView): (name: string) => number {
  const known = new Map<string, number>();
  // The view's ships by name (the first of a name, fleet by fleet), indexed on the first miss.
  let ships: Map<string, BattleView['fleets'][number]['squadrons'][number]['ships'][number]> | undefined;
  return (name) => {
    let points = known.get(name);
    if (points === undefined) {
      if (ships === undefined) {
        ships = new Map();
        for (const fleet of view.fleets) {
          for (const squadron of fleet.squadrons) {
            for (const ship of squadron.ships) if (!ships.has(ship.name)) ships.set(ship.name, ship);
          }
        }
      }
      const ship = ships.get(name);
      points = ship === undefined ? 0 : shipPointsOf(ship.class, ship.subClass, view.rules as never);
      known.set(name, points);
    }
    return points;
  };
}

function want(action: BattleAction, worth: (name: string) => number, side: BattleSide): number {
  switch (action.type) {
    case 'test-break-off':
    case 'test-control':
    case 'roll-conditions':
    case 'roll-first-turn':
      return 100;
    case 'choose-first-turn':
      return action.first === side ? 1 : 0;
    case 'torpedo-contact':
      return 90;
    case 'depth-charge':
      return 85;
    case 'move-torpedo':
      return 80;
    case 'wave-arrival':
      return 75;
    // Fire at the closest band, the main battery first, at the ship worth most.
    case 'fire-gunnery':
      return 60 + (action.battery === 'main' ? 5 : 0) - action.distanceInches / 10 + worth(action.target) / 100;
    case 'launch-torpedo':
      return 55 - action.distanceInches / 10 + worth(action.target) / 100;
    case 'air-attack':
      return 50 + worth(action.target) / 100;
    case 'air-combat':
      return 45;
    // Close with the enemy at full speed, straight on.
    case 'move':
      return 20 + action.distanceInches / 10 - (action.turnDegrees > 0 ? 1 : 0);
    case 'move-aircraft':
      return 15;
    case 'break-off-move':
      return action.leftTable ? -2 : -1;
    case 'end-segment':
      return 0;
    case 'change-order':
    case 'surface':
      return -5;
    case 'concede':
      return -1_000;
  }
}

/**
 * Firepower doctrine (a gun battle fought close): make every test the rules call for;
 * bring torpedo markers home and depth-charge contacts; launch waves; fire every battery
 * at the nearest band it may (Matrix 7: closer hits more often), the main battery first, at
 * the enemy ship of most Matrix 13 points; launch torpedoes likewise; attack ships from the
 * air; move at the whole allowance straight on; otherwise end the segment. It never changes
 * an order, surfaces a submarine or concedes. One number for each legal action, the higher
 * the more wanted; `doctrineBot` and `searchBot` play by it.
 *
 * @example
 * ```ts
 * // battle: a state from createBattle (the battle's set-up)
 * const view = firepowerBattle.viewFor(battle, 'A');
 * firepowerDoctrine({ side: 'A', view, legal: firepowerBattle.legalActions(battle, 'A') }); // [100, …]
 * ```
 */
export function firepowerDoctrine(turn: FirepowerDoctrineTurn): number[] {
  const { side, view, legal } = readDoctrineTurn(
    turnSchema,
    turn,
    'Game Sequence',
    'Firepower doctrine turn',
    firepowerBattle,
  );
  const worth = pointsOf(view);
  return legal.map((action) => want(action, worth, side));
}
