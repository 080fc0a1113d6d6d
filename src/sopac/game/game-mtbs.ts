import { parseInput } from '../../core/parse-input.js';
import type { Dice } from '../../dice/dice.js';
import type { GameEvent } from '../../game/game.js';
import { gameEvent, onlyFor } from '../../game/game-helpers.js';
import { type MtbAttack, mtbAttackInputSchema } from '../mtb-attack-input.js';
import { type MtbAttackState, type MtbGroup, playMtbStage, startMtbAttack } from '../mtb-attack-stages.js';
import { mtbBaseStatusParsed } from '../mtb-base.js';
import { resolveMtbContact } from '../mtb-contact.js';
import { resolveSopacRules } from '../rules.js';
import type { SopacAction } from './game-actions.js';
import { learnIds } from './game-knowledge.js';
import { afloatIn, enemyOf, flotillaOf } from './game-lookup.js';
import type { SopacGameState } from './game-state.js';

type Of<T extends SopacAction['type']> = Extract<SopacAction, { type: T }>;

/** Flotillas go on the owner's log sheet (20.2, 20.21). Internal. */
export function deployMtbs(state: SopacGameState, action: Of<'deploy-mtbs'>): GameEvent[] {
  for (const f of action.flotillas) {
    state.logs[action.side].flotillas.push({ id: f.id, base: action.base, zone: f.zone, boats: f.boats, aces: f.aces });
  }
  state.mtbOrders[action.side] = 'out';
  // 20.21: the orders and the flotillas stay on the owner's log sheet.
  return [
    onlyFor(
      gameEvent('mtbs-deployed', '20.21', { side: action.side, base: action.base, flotillas: action.flotillas.length }),
      action.side,
    ),
  ];
}

/** The contact roll; on contact the fleet's ships and the flotilla are revealed (20.3). Internal. */
export function mtbContact(state: SopacGameState, action: Of<'mtb-contact'>, dice: Dice): GameEvent[] {
  const flotilla = flotillaOf(state, action.side, action.flotilla);
  if (flotilla === undefined) return [];
  const r = resolveMtbContact({ boats: flotilla.boats }, dice, state.rules);
  state.contacts.push({ flotilla: flotilla.id, fleet: action.fleet, made: r.outcome.contact, attacked: false });
  if (r.outcome.contact) {
    learnIds(
      state.known[action.side].ships,
      afloatIn(state, action.fleet).map((s) => s.id),
    );
    learnIds(state.known[enemyOf(action.side)].flotillas, [flotilla.id]);
  }
  const contact = gameEvent('mtb-contact', '20.3', { flotilla: flotilla.id, fleet: action.fleet, ...r.outcome }, r);
  // 20.3: a flotilla that fails to make contact stays unseen.
  return [r.outcome.contact ? contact : onlyFor(contact, action.side)];
}

/** The attack as the resolver takes it, from the fleet in play. */
function attackOf(
  state: SopacGameState,
  fleet: string,
  groups: readonly { target: string; boats: number; aces: number }[],
): MtbAttack {
  return parseInput(
    mtbAttackInputSchema,
    {
      attacks: groups.map((g) => ({ target: g.target, boats: g.boats, aces: g.aces })),
      ships: afloatIn(state, fleet).map((s) =>
        s.firesAt !== null && groups.some((g) => g.target === s.firesAt)
          ? { id: s.id, fireDice: s.fireDice, firesAt: s.firesAt }
          : { id: s.id, fireDice: s.fireDice },
      ),
      specialGunnery: true,
      ...(state.gunneryDamageTable === null ? {} : { gunneryDamageTable: state.gunneryDamageTable }),
    },
    { rule: '20.41', what: 'MTB attack' },
  );
}

/** Boats lost come off the flotilla and its base; a flotilla with no boats is gone. */
function loseBoats(
  state: SopacGameState,
  side: 'Allied' | 'Japanese',
  flotillaId: string,
  boats: number,
  aces: number,
) {
  const flotilla = flotillaOf(state, side, flotillaId);
  if (flotilla === undefined || boats === 0) return;
  flotilla.boats -= boats;
  flotilla.aces -= aces;
  const base = state.mtbBases.find((b) => b.id === flotilla.base);
  if (base !== undefined) {
    base.boats = Math.max(0, base.boats - boats);
    base.aces = Math.max(0, base.aces - aces);
  }
  if (flotilla.boats === 0) state.logs[side].flotillas = state.logs[side].flotillas.filter((f) => f !== flotilla);
}

/** Plays stages until `stop`; applies losses, returns the events and the state reached. */
function play(
  state: SopacGameState,
  side: 'Allied' | 'Japanese',
  flotilla: string,
  attack: MtbAttack,
  start: MtbAttackState,
  stop: MtbAttackState['stage'],
  dice: Dice,
): { reached: MtbAttackState; events: GameEvent[] } {
  const rules = resolveSopacRules(state.rules);
  let now = start;
  const events: GameEvent[] = [];
  while (now.stage !== stop && now.stage !== 'over') {
    const before = now;
    const played = playMtbStage(now, attack, dice, rules, true);
    now = played.state;
    const lost = now.groups.reduce((n, g, i) => n + g.boatsLost - (before.groups[i]?.boatsLost ?? 0), 0);
    const aces = now.groups.reduce((n, g, i) => n + g.acesLost - (before.groups[i]?.acesLost ?? 0), 0);
    loseBoats(state, side, flotilla, lost, aces);
    events.push(
      gameEvent(
        `mtb-${before.stage}`,
        played.step.rule,
        { flotilla, surprise: now.surprise, groups: now.groups, effects: played.effects },
        played.step,
      ),
    );
  }
  return { reached: now, events };
}

/** Surprise, fire and torpedoes; the attack then waits for the special gunnery choice (20.41). Internal. */
export function mtbAttack(state: SopacGameState, action: Of<'mtb-attack'>, dice: Dice): GameEvent[] {
  const contact = state.contacts.find((c) => c.flotilla === action.flotilla && c.fleet === action.fleet);
  if (contact !== undefined) contact.attacked = true;
  const attack = attackOf(state, action.fleet, action.attacks);
  const { reached, events } = play(
    state,
    action.side,
    action.flotilla,
    attack,
    startMtbAttack(attack),
    'gunnery',
    dice,
  );
  const survivors = reached.groups.filter((g) => g.boats > g.boatsLost);
  state.mtbAttack =
    reached.stage === 'gunnery' && survivors.length > 0
      ? {
          side: action.side,
          flotilla: action.flotilla,
          fleet: action.fleet,
          groups: reached.groups.map((g) => ({
            target: g.target,
            boats: g.boats,
            aces: g.aces,
            boatsLost: g.boatsLost,
            acesLost: g.acesLost,
            torpedoHits: g.torpedoHits,
          })),
        }
      : null;
  return events;
}

/** Special gunnery by the boats whose target still floats, then the fleet fires again (20.42); or the attack ends. Internal. */
export function mtbGunnery(state: SopacGameState, action: Of<'mtb-gunnery'>, dice: Dice): GameEvent[] {
  const pending = state.mtbAttack;
  state.mtbAttack = null;
  if (pending === null) return [];
  if (!action.attack)
    return [gameEvent('mtb-attack-over', '20.42', { flotilla: pending.flotilla, specialGunnery: false })];
  const attack = attackOf(state, pending.fleet, pending.groups);
  const sunk = (target: string) => state.ships.find((s) => s.id === target)?.sunk ?? true;
  const groups: MtbGroup[] = pending.groups.map((g) => ({ ...g, gunneryHits: 0, targetSunk: sunk(g.target) }));
  const { events } = play(
    state,
    action.side,
    pending.flotilla,
    attack,
    { stage: 'gunnery', surprise: null, groups },
    'over',
    dice,
  );
  return events;
}

/** An enemy bombardment closes the base for the scenario (20.71). Internal. */
export function bombardBase(state: SopacGameState, action: Of<'bombard-mtb-base'>): GameEvent[] {
  const base = state.mtbBases.find((b) => b.id === action.base);
  if (base === undefined) return [];
  base.bombarded = true;
  return [gameEvent('mtb-base-bombarded', '20.71', { base: base.id, boatsOut: state.light === 'night' })];
}

/** Air-strike hits accumulate; the knock-out hit ends the boats' part in the scenario at once (20.72). Internal. */
export function airHitsOnBase(state: SopacGameState, action: Of<'mtb-base-air-hits'>): GameEvent[] {
  const base = state.mtbBases.find((b) => b.id === action.base);
  if (base === undefined) return [];
  base.hits += action.hits;
  const status = mtbBaseStatusParsed({ hits: base.hits, bombarded: base.bombarded }, state.rules);
  if (!status.serves) {
    base.boats = 0;
    base.aces = 0;
    state.logs[base.side].flotillas = state.logs[base.side].flotillas.filter((f) => f.base !== base.id);
  }
  return [gameEvent('mtb-base-hit', '20.72', { base: base.id, hits: base.hits, knockedOut: !status.serves })];
}
