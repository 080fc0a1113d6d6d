/**
 * An ability name as cards print it, folded for matching: case and runs of spaces do not
 * count, so `'landing 10'` and `'Landing  10'` read as `Landing 10`. Internal.
 */
export function abilityKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** True when `list` holds the ability `name`, matched as cards print names. Internal. */
export function hasAbilityIn(list: readonly string[], name: string): boolean {
  const wanted = abilityKey(name);
  return list.some((a) => abilityKey(a) === wanted);
}
