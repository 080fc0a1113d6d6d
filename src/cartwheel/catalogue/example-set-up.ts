import setUp from '../../../examples/cartwheel-game/setup.json' with { type: 'json' };
import { deepFreeze } from '../../core/deep-freeze.js';
import type { CartwheelSetup } from '../game/game-setup.js';

/**
 * The library's Operation Cartwheel set-up, the one the repository's `examples/cartwheel-
 * game` plays: a made-up board and made-up Player's Aid tables for 3 turns. The base game's
 * points are not in it: an app reports them (`score-points`). The docs' studies and the set-
 * ups page play it; an app can too, with the package alone.
 *
 * @example
 * ```ts
 * cartwheelSetupSchema.safeParse(cartwheelExampleSetUp).success; // true
 * ```
 */
export const cartwheelExampleSetUp: CartwheelSetup = /* @__PURE__ */ deepFreeze(setUp as unknown as CartwheelSetup);
