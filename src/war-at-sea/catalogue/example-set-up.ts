import setUp from '../../../examples/war-at-sea-landing/setup.json' with { type: 'json' };
import { deepFreeze } from '../../core/deep-freeze.js';
import type { WarAtSeaSetup } from '../game/game-setup.js';

/**
 * The library's War at Sea set-up, the one the repository's `examples/war-at-sea-landing`
 * plays: a made-up landing balanced so that either side has a game: mirror forces land on
 * two islands worth 50 and 30, and a side must pass 60 within 10 turns. Every unit card is
 * `MADE-UP`. The docs' studies and the set-ups page play it; an app can too, with the
 * package alone.
 *
 * @example
 * ```ts
 * warAtSeaSetupSchema.safeParse(warAtSeaExampleSetUp).success; // true
 * ```
 */
export const warAtSeaExampleSetUp: WarAtSeaSetup = /* @__PURE__ */ deepFreeze(setUp as unknown as WarAtSeaSetup);
