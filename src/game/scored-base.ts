/** Each scored game (withScoring) with the library game it scores. */
const BASES = new WeakMap<object, object>();

/** Records that `game` is `base` scored another way: the same rules, so base's read-only bots may be lent its data. Internal. */
export function registerBase(game: object, base: object): void {
  BASES.set(game, BASES.get(base) ?? base);
}

/** The library game `game` scores (withScoring), or `game` itself. Internal. */
export function baseGame(game: object): object {
  return BASES.get(game) ?? game;
}
