import type { Resolution } from '../../core/resolution.js';
import type { GunneryOutcome } from '../gunnery.js';

/** What the odds of a fire roll from die to damage tabulate: `miss`, or the damage level and the target's status. */
export const levelAndStatus = (r: Resolution<unknown>): string => {
  const o = r.outcome as GunneryOutcome;
  return !o.hit && o.damage === null ? 'miss' : `${o.level}, ${o.target.status}`;
};
