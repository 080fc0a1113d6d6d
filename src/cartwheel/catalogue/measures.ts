import { deepFreeze } from '../../core/deep-freeze.js';
import type { FinishedGame, Measure } from '../../game/measure.js';
import type { CartwheelGameState } from '../game/game-state.js';
import type { AirUnitState } from '../schemas/air-unit-state.js';
import type { Side } from '../schemas/common.js';
import { serviceSide } from '../service-side.js';

type Run = FinishedGame<CartwheelGameState, Side>;
const other = (side: Side): Side => (side === 'Allied' ? 'Japanese' : 'Allied');

/** Steps an air unit has (2.2): two for a counter with a reduced face, one without; none once eliminated. */
function stepsOf(unit: AirUnitState): number {
  if (unit.location.at === 'eliminated') return 0;
  return unit.unit.reduced !== null && !unit.reduced ? 2 : 1;
}

/** Each air unit's steps at the start, by side and id (ids are unique within a side, 2.2). */
function stepsAtStart(start: CartwheelGameState | undefined): Map<string, number> {
  const steps = new Map<string, number>();
  for (const unit of start?.board.airUnits ?? [])
    steps.set(`${serviceSide(unit.unit.service)}\u0000${unit.unit.id}`, stepsOf(unit));
  return steps;
}

/**
 * What an Operation Cartwheel study measures in each game by default (`simulate --help
 * cartwheel` lists them). They compare the end with the start: a unit that joined later is
 * counted from its full strength.
 */
export const cartwheelMeasures: readonly Measure<CartwheelGameState, Side>[] = /* @__PURE__ */ deepFreeze([
  {
    name: 'air steps lost',
    title: "Steps a side's air units lost: reduced (one step) or eliminated (every step left)",
    rule: '2.2',
    reads: ['start'],
    of: (run: Run) => {
      const before = stepsAtStart(run.start);
      const out = { Allied: 0, Japanese: 0 };
      for (const unit of run.state.board.airUnits) {
        const side = serviceSide(unit.unit.service);
        const full = unit.unit.reduced === null ? 1 : 2;
        out[side] += (before.get(`${side}\u0000${unit.unit.id}`) ?? full) - stepsOf(unit);
      }
      return out;
    },
  },
  {
    name: 'airbases captured',
    title: 'Enemy airbases each side captured: taken over, or a mobile base removed by capture',
    rule: '6.6.4',
    reads: ['start'],
    of: (run: Run) => {
      const owner = new Map((run.start?.board.airbases ?? []).map((b) => [b.id, b.side]));
      const out = { Allied: 0, Japanese: 0 };
      for (const base of run.state.board.airbases) {
        const was = owner.get(base.id);
        if (was !== undefined && was !== base.side) out[base.side] += 1;
      }
      for (const side of ['Allied', 'Japanese'] as const) {
        out[other(side)] += run.state.board.mobileAirbasesLost[side] - (run.start?.board.mobileAirbasesLost[side] ?? 0);
      }
      return out;
    },
  },
  {
    name: 'turns',
    title: 'Game turns played (an unfinished run: the turn it stopped in)',
    rule: '4.0',
    of: (run: Run) => run.state.board.turn,
  },
]);
