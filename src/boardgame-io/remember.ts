/**
 * Sets `key` of a map that keeps at most `max` keys, as the newest: the oldest key goes
 * when there are more. What the host keeps per match (seats, stored state ids, rows) is
 * bounded by it. Internal.
 */
export function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}
