import setUp from '../../../examples/firepower-battle/setup.json' with { type: 'json' };
import { deepFreeze } from '../../core/deep-freeze.js';
import type { BattleSetup } from '../game/battle-setup.js';

/**
 * The library's Firepower set-up, the one the repository's `examples/firepower-battle`
 * plays: a made-up surface action balanced so that either side has a game: Task Force 64
 * (two BB+ and two destroyers) against a bombardment force (a BB−, a heavy cruiser and two
 * destroyers), 12 turns. The docs' studies and the set-ups page play it; an app can too,
 * with the package alone.
 *
 * @example
 * ```ts
 * battleSetupSchema.safeParse(firepowerExampleSetUp).success; // true
 * ```
 */
export const firepowerExampleSetUp: BattleSetup = /* @__PURE__ */ deepFreeze(setUp as unknown as BattleSetup);
