import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { sideArg } from './arguments.js';
import type { Side } from './schemas/common.js';
import type { CartwheelStateInput } from './schemas/state.js';
import { serviceSide } from './service-side.js';
import { parseCartwheelState } from './state.js';

// Argument schemas, built once (not on every call).
const RECON_ORDER_ARGS = /* @__PURE__ */ z.strictObject({
  first: sideArg,
  Allied: z.array(z.string()).max(1000),
  Japanese: z.array(z.string()).max(1000),
});

/** Why a recon unit is or is not available this turn (7.3). */
export interface ReconAvailability {
  /** Counter id. */
  readonly id: string;
  /** True when it may fly this turn. */
  readonly available: boolean;
  /** Why, with the rule. */
  readonly reason: string;
}

/**
 * The player's reconnaissance units and whether each may fly this turn (7.3): the 6th
 * Hikoshidan's Dinah always, the 11th's only when the 11th was committed this turn; the
 * Allied P-38 every turn; the PBY Magic marker only while its Random Event is in effect.
 * A unit must also be on an airbase display, in the Ready half.
 *
 * @example
 * ```ts
 * availableRecon(state, 'Japanese').filter((r) => r.available).map((r) => r.id);
 * ```
 */
export function availableRecon(input: CartwheelStateInput, side: Side): ReconAvailability[] {
  const state = parseCartwheelState(input, '7.3');
  return state.airUnits
    .filter((u) => u.unit.type === 'R' && serviceSide(u.unit.service) === side && u.location.at !== 'eliminated')
    .map((u) => {
      const id = u.unit.id;
      if (u.unit.service === '11th Hikoshidan' && state.decisions.hikoshidan !== 'committed')
        return { id, available: false, reason: 'the 11th Hikoshidan was not committed this turn (7.3)' };
      if (u.unit.magic && !state.decisions.magicInEffect)
        return { id, available: false, reason: 'the Magic Intelligence event is not in effect (7.3)' };
      if (u.location.at !== 'airbase')
        return { id, available: false, reason: 'it is not on an airbase display (7.3.1)' };
      if (u.flown) return { id, available: false, reason: 'it is in the Flown half of its airbase (6.4)' };
      return { id, available: true, reason: u.unit.magic ? 'Magic is in effect (7.3)' : 'available (7.3)' };
    });
}

/** One placement slot in the recon order. */
export interface ReconSlot {
  /** Which player places. */
  readonly side: Side;
  /** Which unit. */
  readonly unitId: string;
}

/**
 * The order recon units are placed in (7.3.2): players alternate, `first` leading; when one
 * runs out the other places the rest. Rule 7.3.2 names the Initiative player as first, yet
 * initiative is rolled later (7.4): by the decided reading `first` is the side the
 * Initiative marker shows from the previous turn (the caller passes it).
 *
 * @example
 * ```ts
 * reconPlacementOrder('Allied', ['P-38'], ['Dinah-6', 'Dinah-11']);
 * // [{ side: 'Allied', unitId: 'P-38' }, { side: 'Japanese', unitId: 'Dinah-6' }, { side: 'Japanese', unitId: 'Dinah-11' }]
 * ```
 */
export function reconPlacementOrder(first: Side, allied: readonly string[], japanese: readonly string[]): ReconSlot[] {
  parseInput(
    RECON_ORDER_ARGS,
    { first, Allied: allied, Japanese: japanese },
    { rule: '7.3.4', what: 'recon placement order' },
  );
  const queues: Record<Side, string[]> = { Allied: [...allied], Japanese: [...japanese] };
  const order: ReconSlot[] = [];
  let side: Side = first;
  while (queues.Allied.length + queues.Japanese.length > 0) {
    const next = queues[side].shift();
    if (next !== undefined) order.push({ side, unitId: next });
    side = side === 'Allied' ? 'Japanese' : 'Allied';
  }
  return order;
}
