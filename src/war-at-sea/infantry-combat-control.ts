import type { WarAtSeaSide } from './schemas.js';

/** Who holds an island after infantry combat: one side alone, both still fighting, or nobody left. */
export type IslandControl = WarAtSeaSide | 'contested' | 'none';

/** The island after one Infantry Combat phase: counters left on each side and who holds it. */
export interface InfantryCombatOutcome {
  /** Allied counters left. */
  readonly Allies: number;
  /** Axis counters left. */
  readonly Axis: number;
  /** The side alone with troops holds it; both left fight on next turn; none left, nobody holds it. */
  readonly control: IslandControl;
}

/** Who holds an island with these counters. Internal. */
export function controlOf(allies: number, axis: number): IslandControl {
  if (allies > 0 && axis > 0) return 'contested';
  if (allies > 0) return 'Allies';
  if (axis > 0) return 'Axis';
  return 'none';
}
