import { isRulesError } from '../core/rules-error.js';
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
