import setUp from '../../../examples/shoestring-game/setup.json' with { type: 'json' };
import { deepFreeze } from '../../core/deep-freeze.js';
import type { ShoestringSetup } from '../game/game-setup.js';

/**
 * The library's Operation Shoestring set-up, the one the repository's `examples/shoestring-
 * game` plays: a made-up order of battle for 4 turns with options O1.0 and O2.0. The base
 * game's points are not in it: an app reports them (`score-points`). The docs' studies and
 * the set-ups page play it; an app can too, with the package alone.
 *
 * @example
 * ```ts
 * shoestringSetupSchema.safeParse(shoestringExampleSetUp).success; // true
 * ```
 */
export const shoestringExampleSetUp: ShoestringSetup = /* @__PURE__ */ deepFreeze(setUp as unknown as ShoestringSetup);
