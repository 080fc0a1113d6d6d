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

/** Builds a {@link Refusal}: the rule, the reason and the action field at fault. Internal. */
export function refusal(rule: string, reason: string, ...path: (string | number)[]): Refusal {
  return { rule, reason, path };
}
