import type { CatalogueGame } from '../game/catalogue-game.js';

/**
 * The library's games by name, each loaded alone: a simulation thread loads the one its
 * study plays. Only these cross to a thread (a game is code, and a thread is sent data).
 * Internal.
 */
const LOADERS: Readonly<Record<string, () => Promise<CatalogueGame>>> = {
  'firepower-battle': async () => (await import('../firepower/catalogue/catalogue.js')).firepowerCatalogue.game,
  shoestring: async () => (await import('../shoestring/catalogue/catalogue.js')).shoestringCatalogue.game,
  cartwheel: async () => (await import('../cartwheel/catalogue/catalogue.js')).cartwheelCatalogue.game,
  'war-at-sea': async () => (await import('../war-at-sea/catalogue/catalogue.js')).warAtSeaCatalogue.game,
  sopac: async () => (await import('../sopac/catalogue/catalogue.js')).sopacCatalogue.game,
};

/**
 * The library's game named `name` (as `catalogue.game.name`), or undefined. Only the thread
 * imports this (ESM): a module that imports its five catalogues on demand would split the
 * CommonJS build into a chunk a catalogue. Internal.
 */
export async function loadLibraryGame(name: string): Promise<CatalogueGame | undefined> {
  return Object.hasOwn(LOADERS, name) ? (LOADERS[name] as () => Promise<CatalogueGame>)() : undefined;
}
