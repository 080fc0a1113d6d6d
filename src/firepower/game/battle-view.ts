import * as z from 'zod';
import { shipPointsOf } from '../points.js';
import { shipSchema } from '../schemas/ship.js';
import { squadronSchema } from '../schemas/squadron.js';
import {
  type BattleFleet,
  type BattleSide,
  type BattleState,
  battleFleetSchema,
  battleSideSchema,
  battleStateSchema,
} from './battle-state.js';

/** A submerged contact as a player sees it: the enemy's carry no `model`, so real and false look alike. */
export const contactViewSchema = z.strictObject({
  /** The anonymous id both players use, e.g. `'contact-2'`. */
  id: z.string().min(1),
  /** The player who owns the model. */
  side: battleSideSchema,
  /** The real submarine's name or the false model's id: in its owner's view only. */
  model: z.string().min(1).optional(),
});

/**
 * Zod schema of a Firepower battle as one player sees it (`firepowerBattle.viewFor`): the
 * state without the dice, the enemy's submerged submarines that are not revealed left out
 * of its squadrons (a squadron may so show no ship), the enemy's false models left out, and
 * every enemy submerged model shown only as an anonymous contact.
 */
export const battleViewSchema = battleStateSchema.omit({ dice: true }).extend({
  /** Both fleets, A then B, as this player sees them. */
  fleets: z
    .array(
      battleFleetSchema.extend({
        squadrons: z
          .array(squadronSchema.extend({ ships: z.array(shipSchema) }))
          .min(1)
          .max(100),
      }),
    )
    .length(2),
  /** Submerged contacts: the player's own with their model, the enemy's anonymous. */
  contacts: z.array(contactViewSchema),
});
/** A Firepower battle as one player sees it. */
export type BattleView = z.output<typeof battleViewSchema>;

/** The names of `side`'s enemy's submarines that are submerged and not revealed: hidden from `side`. Internal. */
export function hiddenSubmarines(state: BattleState, side: BattleSide): Set<string> {
  const hidden = new Set<string>();
  for (const fleet of state.fleets) {
    if (fleet.side === side) continue;
    for (const squadron of fleet.squadrons) {
      for (const ship of squadron.ships) {
        if (ship.class === 'SM' && ship.submerged && !state.revealed.includes(ship.name)) hidden.add(ship.name);
      }
    }
  }
  return hidden;
}

/**
 * The enemy's fleet as a player sees it: its unrevealed submerged submarines are left out
 * of their squadrons, and out of what counts them, so that real and false models stay
 * alike: the fleet's points (Matrix 13) and each squadron's starting ship count are those
 * of what the player sees. A submarine revealed later is counted from then on.
 */
function enemyFleetSeen(fleet: BattleFleet, hidden: ReadonlySet<string>): BattleFleet {
  let unseenPoints = 0;
  const squadrons = fleet.squadrons.map((squadron) => {
    const unseen = squadron.ships.filter((ship) => hidden.has(ship.name));
    if (unseen.length === 0) return squadron;
    // As set-up priced the fleet: Matrix 13 as printed.
    for (const ship of unseen) unseenPoints += shipPointsOf(ship.class, ship.subClass);
    const ships = squadron.ships.filter((ship) => !hidden.has(ship.name));
    // A squadron of unseen submarines only shows no starting count (a count is at least 1).
    const { startingShips, ...others } = squadron;
    const left = (startingShips ?? squadron.ships.length) - unseen.length;
    return left > 0 ? { ...squadron, startingShips: left, ships } : { ...others, ships };
  });
  return { ...fleet, points: fleet.points - unseenPoints, squadrons };
}

/**
 * The state less its dice, as an object literal in the schema's order (the type fails to
 * compile should a field be missed): a state is frozen, and V8 copies a frozen object by
 * rest or spread field by field, some five times slower here (a whole view 1.3–1.9 µs
 * with it, 0.3–0.4 µs with this, on the states of 10 random battles).
 */
function viewCopy(s: BattleState): Omit<BattleState, 'dice'> {
  return {
    game: s.game,
    rules: s.rules,
    conditions: s.conditions,
    conditionsKnown: s.conditionsKnown,
    fleets: s.fleets,
    phase: s.phase,
    firstTurnChooser: s.firstTurnChooser,
    first: s.first,
    turn: s.turn,
    active: s.active,
    segment: s.segment,
    orderChanged: s.orderChanged,
    controlTested: s.controlTested,
    breakOffMoved: s.breakOffMoved,
    offTable: s.offTable,
    breakOffTested: s.breakOffTested,
    pending: s.pending,
    courses: s.courses,
    engineHalvings: s.engineHalvings,
    shipTurns: s.shipTurns,
    standTurns: s.standTurns,
    wavesThrown: s.wavesThrown,
    aaDiceUsed: s.aaDiceUsed,
    torpedoes: s.torpedoes,
    torpedoesLaunched: s.torpedoesLaunched,
    falseModels: s.falseModels,
    revealed: s.revealed,
    contacts: s.contacts,
    winner: s.winner,
    turnLimit: s.turnLimit,
    endedBy: s.endedBy,
  };
}

/**
 * The battle as one player may see it (Submarines): real and false submerged models look
 * alike until revealed, so the enemy's unrevealed submerged submarines and its false models
 * are left out, and every enemy submerged model is an anonymous contact. Internal.
 */
export function hideFromSide(state: BattleState, side: BattleSide): BattleView {
  const hidden = hiddenSubmarines(state, side);
  const seen = (entry: { readonly ship: string }) => !hidden.has(entry.ship);
  // One copy of the state (less its dice), whose hidden parts are then replaced in place.
  const own = viewCopy(state) as unknown as { -readonly [K in keyof BattleView]: BattleView[K] };
  // With nothing hidden (no enemy submarine submerged unrevealed) the fleets and the
  // records of ships are the state's own, as the rest of it is.
  if (hidden.size > 0) {
    own.fleets = state.fleets.map((fleet) => (fleet.side === side ? fleet : enemyFleetSeen(fleet, hidden)));
    own.courses = state.courses.filter(seen);
    own.engineHalvings = state.engineHalvings.filter(seen);
    own.shipTurns = state.shipTurns.filter(seen);
    own.aaDiceUsed = state.aaDiceUsed.filter(seen);
  }
  if (state.falseModels.length > 0) own.falseModels = state.falseModels.filter((model) => model.side === side);
  if (state.contacts.length > 0) {
    own.contacts = state.contacts.map((contact) =>
      contact.side === side ? contact : { id: contact.id, side: contact.side },
    );
  }
  return own;
}
