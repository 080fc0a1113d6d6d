import type { Pending, Refusal } from '../../game/game.js';
import { firstRepeated, refusal as no, rulesObjectRefusal } from '../../game/game-helpers.js';
import { resolveFirepowerRules } from '../rules.js';
import { type BattleSide, type BattleState, rulesOf } from './battle-state.js';

const RULE = 'Battle Set Up';

/** The first entry of `list` whose `key` is not among `known`, with its index. */
function dangling<T>(list: readonly T[], name: (entry: T) => string, known: ReadonlySet<string>): number {
  return list.findIndex((entry) => !known.has(name(entry)));
}

/**
 * What is wrong with a battle state that has the right shape but does not hold together,
 * or null: names unique, every name a record uses resolves to a ship, squadron, stand or
 * model of the battle, each contact shadows one of its owner's models. Internal.
 */
export function battleConsistency(state: BattleState): Refusal | null {
  const rules = rulesObjectRefusal(() => resolveFirepowerRules(rulesOf(state)), RULE);
  if (rules !== null) return rules;
  if (state.fleets[0]?.side !== 'A' || state.fleets[1]?.side !== 'B')
    return no(RULE, 'the fleets are A then B', 'fleets');
  // Loops, not flatMap: this runs on every state read from outside (flatMap measured slower).
  const ships: string[] = [];
  const squadrons: string[] = [];
  const stands: string[] = [];
  for (const fleet of state.fleets) {
    for (const squadron of fleet.squadrons) {
      squadrons.push(squadron.name);
      for (const ship of squadron.ships) ships.push(ship.name);
    }
    for (const stand of fleet.aircraft) stands.push(stand.name);
  }
  const double = firstRepeated([...ships, ...stands]);
  if (double !== undefined) return no(RULE, `the name ${double} is used twice`, 'fleets');
  const doubleSquadron = firstRepeated(squadrons);
  if (doubleSquadron !== undefined) return no(RULE, `squadron name ${doubleSquadron} is used twice`, 'fleets');
  const shipSet = new Set(ships);
  const squadronSet = new Set(squadrons);
  const checks: [string, readonly unknown[], (entry: never) => string, ReadonlySet<string>][] = [
    ['controlTested', state.controlTested, (n: string) => n, squadronSet],
    ['breakOffMoved', state.breakOffMoved, (n: string) => n, squadronSet],
    ['offTable', state.offTable, (n: string) => n, squadronSet],
    ['pending', state.pending, (p: { squadron: string }) => p.squadron, squadronSet],
    ['courses', state.courses, (e: { ship: string }) => e.ship, shipSet],
    ['engineHalvings', state.engineHalvings, (e: { ship: string }) => e.ship, shipSet],
    ['shipTurns', state.shipTurns, (e: { ship: string }) => e.ship, shipSet],
    ['aaDiceUsed', state.aaDiceUsed, (e: { ship: string }) => e.ship, shipSet],
    ['standTurns', state.standTurns, (e: { stand: string }) => e.stand, new Set(stands)],
    ['revealed', state.revealed, (n: string) => n, shipSet],
    ['torpedoes', state.torpedoes, (t: { firer: string }) => t.firer, shipSet],
    ['torpedoes', state.torpedoes, (t: { target: string }) => t.target, shipSet],
    ['falseModels', state.falseModels, (m: { submarine: string }) => m.submarine, shipSet],
  ];
  for (const [field, list, name, known] of checks) {
    const index = dangling(list as never[], name, known);
    if (index >= 0) return no(RULE, `${name(list[index] as never)} is not in the battle`, field, index);
    const repeated =
      field === 'torpedoes' || field === 'falseModels' ? undefined : firstRepeated(list.map((e) => name(e as never)));
    if (repeated !== undefined) return no(RULE, `${repeated} is listed twice`, field);
  }
  const contactIds = firstRepeated(state.contacts.map((c) => c.id));
  if (contactIds !== undefined) return no(RULE, `contact ${contactIds} is listed twice`, 'contacts');
  const models = new Map<string, BattleSide>();
  for (const fleet of state.fleets) {
    for (const s of fleet.squadrons)
      for (const ship of s.ships) if (ship.class === 'SM') models.set(ship.name, fleet.side);
  }
  for (const model of state.falseModels) models.set(model.id, model.side);
  for (const [index, contact] of state.contacts.entries()) {
    if (models.get(contact.model) !== contact.side) {
      return no('Submarines', `contact ${contact.id} shadows no model of player ${contact.side}`, 'contacts', index);
    }
  }
  if (state.phase === 'playing' && state.active === null)
    return no(RULE, 'a battle in play has an active player', 'active');
  if (state.phase === 'first-turn' && state.firstTurnChooser === null) {
    return no(RULE, 'the first-turn choice needs the player who won the roll', 'firstTurnChooser');
  }
  return null;
}

// What each segment offers; every segment offers its end too, and aircraft fly in segments
// C and D by day (both are added where the battle waits).
const SEGMENT_ACTIONS = {
  A: ['change-order', 'test-control'],
  B: ['break-off-move'],
  C: ['move', 'surface', 'fire-gunnery', 'depth-charge', 'launch-torpedo', 'move-torpedo', 'torpedo-contact'],
  D: ['move', 'surface', 'fire-gunnery', 'depth-charge', 'launch-torpedo', 'move-torpedo', 'torpedo-contact'],
} as const;
const AIR_ACTIONS = ['wave-arrival', 'move-aircraft', 'air-combat', 'air-attack'] as const;

/** What the battle waits for now (Game Sequence; Break Off: a due test comes before anything else). Internal. */
export function battlePending(state: BattleState): Pending<BattleSide>[] {
  if (state.phase === 'over') return [];
  if (state.pending.length > 0) {
    return state.pending.map((p) => ({
      side: p.side,
      actions: ['test-break-off'],
      rule: 'Matrix 3',
      reason: `${p.squadron} tests for break-off before anything else happens`,
    }));
  }
  const both = (actions: readonly string[], rule: string, reason: string): Pending<BattleSide>[] =>
    (['A', 'B'] as const).map((side) => ({ side, actions, rule, reason }));
  if (state.phase === 'setup') {
    return state.conditionsKnown
      ? both(['roll-first-turn'], 'Game Sequence', 'either player throws for the first turn')
      : both(['roll-conditions'], 'Matrix 6', 'either player dices the battle conditions');
  }
  if (state.phase === 'first-turn' && state.firstTurnChooser !== null) {
    return [
      {
        side: state.firstTurnChooser,
        actions: ['choose-first-turn'],
        rule: 'Game Sequence',
        reason: `player ${state.firstTurnChooser} won the roll and takes the first turn or gives it away`,
      },
    ];
  }
  if (state.active === null) return [];
  const flying = state.conditions.timeOfDay !== 'night' && (state.segment === 'C' || state.segment === 'D');
  return [
    {
      side: state.active,
      actions: [...SEGMENT_ACTIONS[state.segment], ...(flying ? AIR_ACTIONS : []), 'end-segment'],
      rule: 'Game Sequence',
      reason: `segment ${state.segment} of player ${state.active}'s turn ${state.turn}`,
    },
  ];
}
