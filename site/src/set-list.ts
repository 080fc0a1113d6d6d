/**
 * What the explorer's first script knows without loading a rule set: every rule set and
 * every roll (name, title, rule, the script holding it), written in by the build from the
 * catalogues; each game's title and sides and the bots, for the study panel (a test keeps
 * these equal to the library's).
 */
import setUps from '../../examples/set-ups.json' with { type: 'json' };
import type { SiteRoll } from './rolls-chunk.js';

/** A roll as the index lists it: with the script (`parts/<part>.js`) that counts it. */
export interface IndexedRoll extends SiteRoll {
  readonly part: string;
}

/** A rule set the explorer offers. */
export interface IndexedSet {
  /** Its name, as its subpath: `firepower`. */
  readonly name: string;
  /** Its catalogue's title. */
  readonly title: string;
  /** Its rolls, in the catalogue's order. */
  readonly rolls: readonly IndexedRoll[];
}

/** The index the build writes in (scripts/build-site.mjs); absent from an unbuilt script. */
declare const NAVAL_INDEX: readonly IndexedSet[] | undefined;

/** The rule sets, as the library's catalogues list them (none before the build). */
export const SETS: readonly IndexedSet[] = typeof NAVAL_INDEX === 'undefined' ? [] : NAVAL_INDEX;

/** A game the study panel plays: its rule set, its title, its sides in seat order. */
export interface GameEntry {
  readonly set: string;
  readonly title: string;
  readonly sides: readonly string[];
}

/** The games, in the order the study panel offers them. */
export const GAMES: readonly GameEntry[] = [
  { set: 'war-at-sea', title: 'War at Sea landing game', sides: ['Allies', 'Axis'] },
  { set: 'firepower', title: 'Firepower battle', sides: ['A', 'B'] },
  { set: 'sopac', title: 'SOPAC game', sides: ['Allied', 'Japanese'] },
  { set: 'cartwheel', title: 'Operation Cartwheel game', sides: ['Allied', 'Japanese'] },
  { set: 'shoestring', title: 'Operation Shoestring game', sides: ['US', 'Japanese'] },
];

/** The set-up a study of `set` plays, in one line: scenario or made-up, and what it is (examples/set-ups.json). */
export function setUpLine(set: string): string {
  const described = setUps.find((entry) => entry.game === set);
  return described === undefined ? '' : `The set-up (${described.kind}): ${described.line}`;
}

/** The bots a study can seat, as `namedBot` knows them. */
export const BOTS = ['random', 'doctrine', 'search'] as const;
