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

/** Builds a {@link Refusal}: the rule, the reason and the action field at fault. Internal. */
export function refusal(rule: string, reason: string, ...path: (string | number)[]): Refusal {
  return { rule, reason, path };
}
