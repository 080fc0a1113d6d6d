import { deepFreeze } from '../../core/deep-freeze.js';
import type { FinishedGame, Measure } from '../../game/measure.js';
import type { BattleSide, BattleState } from '../game/battle-state.js';
import type { ShipClass } from '../schemas/enums.js';
import type { Ship } from '../schemas/ship.js';

type Run = FinishedGame<BattleState, BattleSide>;

/** A side's ships that match `which`, over all its squadrons. */
const count = (run: Run, side: BattleSide, which: (ship: Ship) => boolean) =>
  (run.state.fleets.find((f) => f.side === side)?.squadrons ?? []).reduce(
    (sum, squadron) => sum + squadron.ships.filter(which).length,
    0,
  );
const bySide = (of: (side: BattleSide) => number) => ({ A: of('A'), B: of('B') });
/** Sunk or blown up (Matrix 10's Sunk and Explodes). */
const sunk = (ship: Ship) => ship.status === 'sunk' || ship.status === 'exploded';
/** Lost ships of the Matrix 1 classes given. */
const lost = (name: string, title: string, classes: readonly ShipClass[]): Measure<BattleState, BattleSide> => ({
  name,
  title,
  rule: 'Matrix 1, Matrix 10',
  of: (run) => bySide((side) => count(run, side, (ship) => sunk(ship) && classes.includes(ship.class))),
});

/**
 * What a Firepower study measures in each battle by default, beside the outcome's enemy
 * ships out of action (`simulate --help firepower` lists them). Losses by class go by the
 * groups of Matrix 1's classes.
 */
export const firepowerMeasures: readonly Measure<BattleState, BattleSide>[] = /* @__PURE__ */ deepFreeze([
  {
    name: 'ships sunk',
    title: "A side's own ships sunk or blown up",
    rule: 'Matrix 10',
    of: (run: Run) => bySide((side) => count(run, side, sunk)),
  },
  lost('capital ships sunk', "A side's own SB, BB and BC sunk or blown up", ['SB', 'BB', 'BC']),
  lost('cruisers sunk', "A side's own CA and CL sunk or blown up", ['CA', 'CL']),
  lost('destroyers sunk', "A side's own DD and DE sunk or blown up", ['DD', 'DE']),
  {
    name: 'ships damaged',
    title: "A side's own ships still in action at the end with at least one hit's damage",
    rule: 'Matrix 10',
    of: (run: Run) =>
      bySide((side) =>
        count(
          run,
          side,
          (ship) =>
            (ship.status === 'afloat' || ship.status === 'left-formation') && ship.damage.damageLevels.length > 0,
        ),
      ),
  },
  {
    name: 'squadrons broken off',
    title: "A side's squadrons that broke off",
    rule: 'Matrix 3',
    of: (run: Run) =>
      bySide((side) => run.state.fleets.find((f) => f.side === side)?.squadrons.filter((s) => s.brokenOff).length ?? 0),
  },
  {
    name: 'turns',
    title: 'Game turns played: the turn the battle ended in (an unfinished run: the turn it stopped in)',
    rule: 'Game Sequence',
    of: (run: Run) => run.state.turn,
  },
]);
