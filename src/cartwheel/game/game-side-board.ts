import { firstByKey } from '../../core/first-by-key.js';
import { scopedValue } from '../../core/scoped-value.js';
import type { AirUnitState } from '../schemas/air-unit-state.js';
import type { Side } from '../schemas/common.js';
import type { CartwheelState } from '../schemas/state.js';
import { serviceSide } from '../service-side.js';

/** Whether `unit` is one of `side`'s air units (2.2). Internal. */
export function belongsTo(unit: AirUnitState, side: Side): boolean {
  return serviceSide(unit.unit.service) === side;
}

/** Each side's board and its units by id, for one board, while {@link withSideBoards} runs on it. */
const kept = scopedValue<{
  readonly board: CartwheelState;
  readonly sides: Map<Side, { readonly own: CartwheelState; readonly units: Map<string, AirUnitState> }>;
}>();

/**
 * Runs `run` with each side's board ({@link sideBoard}) made at most once for `board`, and
 * its units indexed by id for {@link ownUnit}: for many refusals on one state that nothing
 * changes meanwhile (legalActions weighs every candidate). Lasts only while `run` runs.
 * Internal.
 */
export function withSideBoards<T>(board: CartwheelState, run: () => T): T {
  return kept.run({ board, sides: new Map() }, run);
}

/** `side`'s board and units by id, made once while {@link withSideBoards} runs on `board`; else undefined. */
function keptSide(board: CartwheelState, side: Side) {
  const boards = kept.current();
  if (boards?.board !== board) return undefined;
  let found = boards.sides.get(side);
  if (found === undefined) {
    // Frozen at its top: shared by every refusal that asks for it, so none may change it.
    const own = boardOf(board, side);
    Object.freeze(own.airUnits);
    Object.freeze(own);
    found = { own, units: firstByKey(own.airUnits, (unit) => unit.unit.id) };
    boards.sides.set(side, found);
  }
  return found;
}

/** `side`'s air unit with counter id `unitId`, if it has one (2.2: each side's ids are its own). Internal. */
export function ownUnit(board: CartwheelState, side: Side, unitId: string): AirUnitState | undefined {
  const own = keptSide(board, side);
  if (own !== undefined) return own.units.get(unitId);
  return board.airUnits.find((u) => u.unit.id === unitId && belongsTo(u, side));
}

/**
 * The board as one side's own actions read it: everything but the other side's air units,
 * so that each id names one unit (2.2: an Allied and a Japanese unit may share an id).
 * Internal.
 */
export function sideBoard(board: CartwheelState, side: Side): CartwheelState {
  return keptSide(board, side)?.own ?? boardOf(board, side);
}

function boardOf(board: CartwheelState, side: Side): CartwheelState {
  return { ...board, airUnits: board.airUnits.filter((u) => belongsTo(u, side)) };
}

/**
 * The board after `change` ran on `side`'s board ({@link sideBoard}): the other side's air
 * units stay as and where they were; `side`'s units are the changed ones, in their places,
 * new ones at the end. Internal.
 */
export function onSideBoard(
  board: CartwheelState,
  side: Side,
  change: (own: CartwheelState) => CartwheelState,
): CartwheelState {
  const changed = change(sideBoard(board, side));
  const after = new Map(changed.airUnits.map((u) => [u.unit.id, u]));
  const airUnits: AirUnitState[] = [];
  for (const unit of board.airUnits) {
    if (!belongsTo(unit, side)) airUnits.push(unit);
    else {
      const now = after.get(unit.unit.id);
      if (now !== undefined) airUnits.push(now);
      after.delete(unit.unit.id);
    }
  }
  return { ...changed, airUnits: [...airUnits, ...after.values()] };
}
