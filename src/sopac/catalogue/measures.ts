import { deepFreeze } from '../../core/deep-freeze.js';
import type { GameEvent } from '../../game/game.js';
import { sentTo } from '../../game/game-helpers.js';
import type { FinishedGame, Measure } from '../../game/measure.js';
import type { SopacGameState } from '../game/game-state.js';
import type { SopacSide } from '../schemas.js';

type Run = FinishedGame<SopacGameState, SopacSide>;
const other = (side: SopacSide): SopacSide => (side === 'Allied' ? 'Japanese' : 'Allied');

/**
 * Sums what `read` credits each side with, over the run's events. An event with a secret
 * part is recorded once for each side sent it (a sweep of the enemy's minefields is), so
 * a credit counts only from the copy sent to the side credited: each event counts once.
 */
function tally(
  run: Run,
  read: (
    event: GameEvent,
    sideOf: (ship: unknown) => SopacSide | undefined,
    credit: (side: SopacSide, n: number) => void,
  ) => void,
) {
  const sides = new Map(run.state.ships.map((s) => [s.id, s.side]));
  const sideOf = (ship: unknown) => (typeof ship === 'string' ? sides.get(ship) : undefined);
  const out = { Allied: 0, Japanese: 0 };
  for (const event of run.events ?? []) {
    read(event, sideOf, (side, n) => {
      if (sentTo(event, side)) out[side] += n;
    });
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
      tally(run, (event, sideOf, credit) => {
        const mined = event.type === 'mine-roll' || event.type === 'sweep' || event.type === 'submarine-mines';
        const side = mined && event.data.sunk === true ? sideOf(event.data.ship ?? event.data.sub) : undefined;
        if (side !== undefined) credit(side, 1);
      }),
  },
  {
    name: 'minefields swept',
    title: "Minefields each side's sweepers removed (the enemy's, or its own)",
    rule: '19.62, 19.63',
    reads: ['events'],
    of: (run: Run) =>
      tally(run, (event, sideOf, credit) => {
        const side = event.type === 'sweep' ? sideOf(event.data.ship) : undefined;
        const removed = event.data.minefieldsRemoved;
        if (side !== undefined && typeof removed === 'number') credit(side, removed);
      }),
  },
  {
    name: 'MTB torpedo hits',
    title: "Torpedo hits each side's MTBs scored on enemy ships (their damage is the base game's)",
    rule: '20.41',
    reads: ['events'],
    // Each group's hits go to the side whose boats scored them: the other side from the target's.
    of: (run: Run) =>
      tally(run, (event, sideOf, credit) => {
        if (event.type !== 'mtb-torpedoes') return;
        for (const group of groupsOf(event)) {
          const target = sideOf(group.target);
          if (target !== undefined && typeof group.torpedoHits === 'number') credit(other(target), group.torpedoHits);
        }
      }),
  },
  {
    name: 'turns',
    title: 'Game-turns played (an unfinished run: the turn it stopped in)',
    rule: 'Sequence of Play (base game)',
    of: (run: Run) => (run.outcome.over ? run.state.turn - 1 : run.state.turn),
  },
]);
