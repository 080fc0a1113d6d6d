import type { AirUnitState } from './schemas/air-unit-state.js';
import type { CartwheelStateInput } from './schemas/state.js';
import { findAirbase, parseCartwheelState, unitsAtAirbase } from './state.js';

/** The four quadrants of an airbase display (6.4). */
export type Quadrant = 'ready-undisrupted' | 'ready-disrupted' | 'flown-undisrupted' | 'flown-disrupted';

/**
 * The display quadrant a unit sits in (6.4): Ready or Flown, Undisrupted or Disrupted.
 *
 * @example
 * ```ts
 * quadrantOf({ flown: true, disrupted: true }); // 'flown-disrupted'
 * ```
 */
export function quadrantOf(unit: Pick<AirUnitState, 'flown' | 'disrupted'>): Quadrant {
  return `${unit.flown ? 'flown' : 'ready'}-${unit.disrupted ? 'disrupted' : 'undisrupted'}`;
}

/** An airbase display (6.4): the unit ids in each quadrant. */
export type AirbaseDisplay = Readonly<Record<Quadrant, readonly string[]>>;

/**
 * An airbase's display (6.4): which units are in each of its four quadrants.
 *
 * @example
 * ```ts
 * airbaseDisplay(state, 'rabaul')['flown-disrupted']; // ['F1-Zeke']
 * ```
 */
export function airbaseDisplay(input: CartwheelStateInput, airbaseId: string): AirbaseDisplay {
  const state = parseCartwheelState(input, '6.4');
  findAirbase(state, airbaseId, '6.4');
  const display: Record<Quadrant, string[]> = {
    'ready-undisrupted': [],
    'ready-disrupted': [],
    'flown-undisrupted': [],
    'flown-disrupted': [],
  };
  for (const unit of unitsAtAirbase(state, airbaseId)) display[quadrantOf(unit)].push(unit.unit.id);
  return display;
}
