/** Names folded already, by their text (a few dozen on any table and unit roster). */
const FOLDED = new Map<string, string>();
/** How many folded names are kept before the memory starts again. */
const MAX_FOLDED = 1024;

/**
 * An ability name as cards print it, folded for matching: case and runs of spaces do not
 * count, so `'landing 10'` and `'Landing  10'` read as `Landing 10`. A name is folded once
 * and found again by its text (rules checks fold the same few names at every step).
 * Internal.
 */
export function abilityKey(name: string): string {
  const known = FOLDED.get(name);
  if (known !== undefined) return known;
  const folded = name.trim().replace(/\s+/g, ' ').toLowerCase();
  if (FOLDED.size >= MAX_FOLDED) FOLDED.clear();
  FOLDED.set(name, folded);
  return folded;
}

/** True when `list` holds the ability `name`, matched as cards print names. Internal. */
export function hasAbilityIn(list: readonly string[], name: string): boolean {
  const wanted = abilityKey(name);
  return list.some((a) => abilityKey(a) === wanted);
}
