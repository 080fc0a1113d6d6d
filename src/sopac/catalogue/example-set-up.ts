import setUp from '../../../examples/sopac-game/setup.json' with { type: 'json' };
import { deepFreeze } from '../../core/deep-freeze.js';
import type { SopacSetup } from '../game/game-setup.js';

/**
 * The library's SOPAC set-up, the one the repository's `examples/sopac-game` plays:
 * Operational Scenario #7's MTBs as printed (4 at Tulagi, L23, 2 a night, no Ace) against a
 * Japanese minelayer and cruisers, 8 turns, on a made-up map with made-up ships. The base
 * game's points are not in it: an app reports them (`score-points`). The docs' studies and
 * the set-ups page play it; an app can too, with the package alone.
 *
 * @example
 * ```ts
 * sopacSetupSchema.safeParse(sopacExampleSetUp).success; // true
 * ```
 */
export const sopacExampleSetUp: SopacSetup = /* @__PURE__ */ deepFreeze(setUp as unknown as SopacSetup);
