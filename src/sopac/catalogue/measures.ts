import { deepFreeze } from '../../core/deep-freeze.js';
import type { GameEvent } from '../../game/game.js';
import type { FinishedGame, Measure } from '../../game/measure.js';
import type { SopacGameState } from '../game/game-state.js';
import type { SopacSide } from '../schemas.js';

type Run = FinishedGame<SopacGameState, SopacSide>;
const other = (side: SopacSide): SopacSide => (side === 'Allied' ? 'Japanese' : 'Allied');

/**
 * Whether `side` is sent this event: an event with a secret part is recorded once for
 * each side that sees it (the part withheld from one copy), so each is counted once, in
 * the copy of the side it is credited to.
 */
const seenBy = (event: GameEvent, side: SopacSide) => event.visibleTo === undefined || event.visibleTo.includes(side);

/** Sums `add(event)` into the side it names, for each of the run's events that side sees. */
function tally(
  run: Run,
  add: (event: GameEvent, sideOf: (ship: unknown) => SopacSide | undefined) => [SopacSide, number] | undefined,
) {
  const sides = new Map(run.state.ships.map((s) => [s.id, s.side]));
  const sideOf = (ship: unknown) => (typeof ship === 'string' ? sides.get(ship) : undefined);
  const out = { Allied: 0, Japanese: 0 };
  for (const event of run.events ?? []) {
    const added = add(event, sideOf);
    if (added !== undefined && seenBy(event, added[0])) out[added[0]] += added[1];
  }
  return out;
}

/** The MTB groups of an attack's stage event, as 20.41–20.5 record them. */
const groupsOf = (event: GameEvent) =>
  (Array.isArray(event.data.groups) ? event.data.groups : []) as readonly {
    readonly target?: unknown;
    readonly torpedoHits?: unknown;
  }[];

/**
 * What a SOPAC study measures in each game by default, beside the outcome's enemy ships
 * sunk (`simulate --help sopac` lists them). They read the run's events: a ship's loss is
 * told by the roll that sank it.
 */
export const sopacMeasures: readonly Measure<SopacGameState, SopacSide>[] = /* @__PURE__ */ deepFreeze([
  {
    name: 'ships lost to mines',
    title: "A side's own ships sunk by mines: crossing a mined boundary, sweeping, or a submarine's brush with them",
    rule: '19.2, 19.24, 19.63',
    reads: ['events'],
    of: (run: Run) =>
      tally(run, (event, sideOf) => {
        if (event.type !== 'mine-roll' && event.type !== 'sweep' && event.type !== 'submarine-mines') return undefined;
        if (event.data.sunk !== true) return undefined;
        const side = sideOf(event.data.ship ?? event.data.sub);
        return side === undefined ? undefined : [side, 1];
      }),
  },
  {
    name: 'minefields swept',
    title: "Minefields each side's sweepers removed (the enemy's, or its own)",
    rule: '19.62, 19.63',
    reads: ['events'],
    of: (run: Run) =>
      tally(run, (event, sideOf) => {
        const side = event.type === 'sweep' ? sideOf(event.data.ship) : undefined;
        const removed = event.data.minefieldsRemoved;
        return side === undefined || typeof removed !== 'number' ? undefined : [side, removed];
      }),
  },
  {
    name: 'MTB torpedo hits',
    title: "Torpedo hits each side's MTBs scored on enemy ships (their damage is the base game's)",
    rule: '20.41',
    reads: ['events'],
    of: (run: Run) => {
      const out = { Allied: 0, Japanese: 0 };
      for (const event of run.events ?? []) {
        if (event.type !== 'mtb-torpedoes') continue;
        tallyGroups(run, event, out);
      }
      return out;
    },
  },
  {
    name: 'turns',
    title: 'Game-turns played (an unfinished run: the turn it stopped in)',
    rule: 'Sequence of Play (base game)',
    of: (run: Run) => (run.outcome.over ? run.state.turn - 1 : run.state.turn),
  },
]);

/** Adds a torpedo stage's hits to the side whose boats scored them: the other side from each target's. */
function tallyGroups(run: Run, event: GameEvent, out: Record<SopacSide, number>): void {
  for (const group of groupsOf(event)) {
    const target = run.state.ships.find((s) => s.id === group.target);
    if (target === undefined || typeof group.torpedoHits !== 'number' || !seenBy(event, other(target.side))) continue;
    out[other(target.side)] += group.torpedoHits;
  }
}
