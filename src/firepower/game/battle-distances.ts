import { deepFreeze } from '../../core/deep-freeze.js';

/** The distances the battle checks that no matrix prints, as the text gives them (inches, smaller scales). */
export const BATTLE_DISTANCES = /* @__PURE__ */ deepFreeze({
  /** Torpedoes: a marker moves 6" a turn. */
  torpedoInches: 6,
  /** Torpedoes: the Long Lance moves 9" a turn. */
  longLanceInches: 9,
  /** Aeroplane Actions: a stand flies up to 18" a turn (twice this at 1/700). */
  aircraftMoveInches: 18,
  /** Aeroplane Actions: stands within 4" of another stand or a ship may engage it; attackers are placed 4" short. */
  aircraftEngageInches: 4,
} as const);
