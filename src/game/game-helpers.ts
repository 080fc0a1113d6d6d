import { isRulesError } from '../core/rules-error.js';
import { stableKey } from '../core/stable-key.js';
import type { Dice } from '../dice/dice.js';
import type { GameEvent, Refusal } from './game.js';

/** Builds a {@link GameEvent}, leaving `resolution` out when no dice were thrown. Internal. */
export function gameEvent(
  type: string,
  rule: string,
  data: Record<string, unknown>,
  resolution?: GameEvent['resolution'],
): GameEvent {
  return resolution === undefined ? { type, rule, data } : { type, rule, data, resolution };
}

/** Marks an event as one only `sides` may be sent (the rules keep it from the others). Internal. */
export function onlyFor(event: GameEvent, ...sides: string[]): GameEvent {
  return { ...event, visibleTo: sides };
}

/** Whether `side` is sent this event: it is marked for no side, or for that one among others. Internal. */
export function sentTo(event: GameEvent, side: string): boolean {
  return event.visibleTo === undefined || event.visibleTo.includes(side);
}

/**
 * The event told whole to `owner`, and to `other` without the data fields the rules keep
 * from it (`secret`): two events, each marked for its side. The dice's resolution goes to
 * both: the secret is in the named fields. Internal.
 */
export function withheldFrom(event: GameEvent, owner: string, other: string, secret: readonly string[]): GameEvent[] {
  const data = Object.fromEntries(Object.entries(event.data).filter(([key]) => !secret.includes(key)));
  return [onlyFor(event, owner), { ...event, data, visibleTo: [other] }];
}

/** Builds a {@link Refusal}: the rule, the reason and the action field at fault. Internal. */
export function refusal(rule: string, reason: string, ...path: (string | number)[]): Refusal {
  return { rule, reason, path };
}

/** The first id listed twice, or undefined: a state's ids are checked for uniqueness with it. Internal. */
export function firstRepeated(ids: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
}

/**
 * The refusal of a state whose rules object the rule set refuses (`resolve` throws a
 * RulesError for it), naming the field under `rules`, or null when it is valid. Internal.
 */
export function rulesObjectRefusal(resolve: () => unknown, fallbackRule: string): Refusal | null {
  try {
    resolve();
    return null;
  } catch (error) {
    if (!isRulesError(error)) throw error;
    return refusal(error.rule ?? fallbackRule, error.message, 'rules', ...error.path);
  }
}

/** The items of `list` in an order the dice draw (Fisher–Yates, one die a place). Internal. */
export function shuffled<T>(list: readonly T[], dice: Dice, label: string): T[] {
  const out = [...list];
  for (let last = out.length - 1; last > 0; last--) {
    const pick = dice.dN(last + 1, label) - 1;
    [out[last], out[pick]] = [out[pick] as T, out[last] as T];
  }
  return out;
}

/**
 * The items of `list` drawn into a random order that depends only on which items there
 * are, never on the order they came in: they are put in a canonical order first (by
 * {@link stableKey}), then shuffled. A re-deal hands out secrets this way, so the real
 * assignment cannot be read back from it by replaying the shuffle. Internal.
 */
export function dealtFresh<T>(list: readonly T[], dice: Dice, label: string): T[] {
  const keyed = list.map((item) => ({ item, key: stableKey(item) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return shuffled(
    keyed.map((entry) => entry.item),
    dice,
    label,
  );
}

/**
 * Re-deals what `secret` reads of each item among the items that look alike (`looks`
 * gives the same key): each group's secrets are put in a canonical order and dealt out at
 * random ({@link dealtFresh}), then handed back with `deal`. What a side sees of the group
 * is unchanged; which of them holds which secret is drawn afresh, and the draw depends only
 * on the group's secrets taken together, never on who held which. Internal.
 */
export function redeal<T, X>(
  items: readonly T[],
  looks: (item: T) => string,
  secret: (item: T) => X,
  deal: (item: T, value: X) => void,
  dice: Dice,
  label: string,
): void {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = looks(item);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const values = dealtFresh(group.map(secret), dice, label);
    group.forEach((item, index) => {
      deal(item, values[index] as X);
    });
  }
}
