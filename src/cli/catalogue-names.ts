import type { Catalogue } from '../core/catalogue/catalogue.js';

/** The rule sets the `naval-rules` command knows, in the order it lists them (catalogues.ts holds them; a test keeps the two alike). */
export const RULE_SET_NAMES = ['dice', 'firepower', 'shoestring', 'cartwheel', 'war-at-sea', 'sopac'] as const;

/** The rule sets with a game, in the same order. */
export const GAME_SET_NAMES = ['firepower', 'shoestring', 'cartwheel', 'war-at-sea', 'sopac'] as const;

/** Loads one rule set's catalogue alone: a one-rule-set command need not load the other four. */
const LOADERS: Readonly<Record<(typeof RULE_SET_NAMES)[number], () => Promise<Catalogue>>> = {
  dice: async () => (await import('./dice-catalogue.js')).diceCatalogue,
  firepower: async () => (await import('../firepower/catalogue/catalogue.js')).firepowerCatalogue,
  shoestring: async () => (await import('../shoestring/catalogue/catalogue.js')).shoestringCatalogue,
  cartwheel: async () => (await import('../cartwheel/catalogue/catalogue.js')).cartwheelCatalogue,
  'war-at-sea': async () => (await import('../war-at-sea/catalogue/catalogue.js')).warAtSeaCatalogue,
  sopac: async () => (await import('../sopac/catalogue/catalogue.js')).sopacCatalogue,
};

/** One rule set's catalogue, by its name (a simulation worker loads its own). */
export async function loadCatalogue(name: string): Promise<Catalogue | undefined> {
  const one = RULE_SET_NAMES.find((known) => known === name);
  return one === undefined ? undefined : LOADERS[one]();
}

/** Where a command names its rule set: `tables <set>`, `game <step> <set>`, `help <command> <set>`. */
const SET_POSITION: Readonly<Record<string, number>> = {
  tables: 1,
  lookup: 1,
  roll: 1,
  odds: 1,
  schema: 1,
  game: 2,
  simulate: 1,
  help: 2,
};

/**
 * The catalogues a command line needs: only the rule set it names where it names one
 * known set in its set's place (`positional` as the argument parser gives it), else every
 * one. Loading one rule set instead of five is most of a one-rule-set command's start-up.
 */
export async function cataloguesFor(positional: readonly string[] | undefined): Promise<readonly Catalogue[]> {
  const command = positional?.[0];
  const at = command === undefined ? undefined : SET_POSITION[command];
  const named = at === undefined ? undefined : positional?.[at];
  const one = RULE_SET_NAMES.find((name) => name === named);
  if (one !== undefined) return [await LOADERS[one]()];
  return (await import('./catalogues.js')).catalogues;
}
