/** The doctrines the library wrote (its catalogues'), each with the game it judges. */
const LIBRARY = new WeakMap<object, object>();

/**
 * Records `doctrine` as the library's own for `game`: it reads a bot's turn of that game
 * only while it judges and changes nothing of it, so a play loop may lend it the working
 * data instead of frozen copies (see `readOnlyBot`). Returns the doctrine. Internal.
 *
 * @example
 * ```ts
 * const doctrine = libraryDoctrine((turn: { legal: readonly unknown[] }) => turn.legal.map(() => 0), warAtSeaGame);
 * doctrineGame(doctrine) === warAtSeaGame; // true
 * ```
 */
export function libraryDoctrine<F extends object>(doctrine: F, game: object): F {
  LIBRARY.set(doctrine, game);
  return doctrine;
}

/** The game `doctrine` judges, when it is one the library recorded with {@link libraryDoctrine}; else undefined. Internal. */
export function doctrineGame(doctrine: unknown): object | undefined {
  return typeof doctrine === 'function' ? LIBRARY.get(doctrine) : undefined;
}
