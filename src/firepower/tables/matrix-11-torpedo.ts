import { deepFreeze } from '../../core/deep-freeze.js';
import type { LadderClass } from '../schemas/enums.js';

/** The torpedo periods of Matrix 11, as printed top to bottom. */
export const TORPEDO_PERIODS = /* @__PURE__ */ deepFreeze(['long-lance', 'late', 'middle', 'early'] as const);
/** A Matrix 11 torpedo period; `'long-lance'` is the Japanese Long Lance. */
export type TorpedoPeriod = (typeof TORPEDO_PERIODS)[number];

/**
 * Matrix 11 (Page 16): added to a torpedo hit's score, by the torpedo's period down the
 * side and the target ship's class across the top (SB to DE). The Long Lance has its own row.
 */
export const MATRIX_11_TORPEDO: Readonly<Record<TorpedoPeriod, Readonly<Record<LadderClass, number>>>> =
  /* @__PURE__ */ deepFreeze({
    'long-lance': { SB: 0, BB: 1, BC: 2, CA: 3, CL: 4, DD: 5, DE: 6 },
    late: { SB: -2, BB: 0, BC: 1, CA: 2, CL: 3, DD: 4, DE: 5 },
    middle: { SB: -3, BB: -1, BC: 0, CA: 1, CL: 2, DD: 3, DE: 4 },
    early: { SB: -4, BB: -2, BC: -1, CA: 0, CL: 1, DD: 2, DE: 3 },
  });

/**
 * The torpedo modifiers printed before Matrix 11 (Page 16). Each line applies once when
 * any of its conditions holds.
 */
export const TORPEDO_MODIFIERS = /* @__PURE__ */ deepFreeze({
  /** +1 target is BC, BB, SB, AK, AKE (read AKL), CV, CVE or CVA. */
  largeTarget: { label: 'target is BC, BB, SB, AK, AKL, CV, CVE or CVA', delta: 1 },
  /** −1 bad weather, or the firer has sustained Medium damage. */
  badWeatherOrMedium: { label: 'bad weather or firer sustained Medium damage', delta: -1 },
  /** −1 dusk or dawn. */
  dawnOrDusk: { label: 'dusk or dawn', delta: -1 },
  /** −2 night, a damaged submarine firing, or the firer has sustained Extensive damage. */
  nightOrHeavyDamage: { label: 'night, damaged submarine or firer sustained Extensive damage', delta: -2 },
} as const);

/** Target classes that take the torpedo +1 (the text's AKE is read as AKL, the Matrix 1 class). */
export const TORPEDO_LARGE_TARGETS = /* @__PURE__ */ deepFreeze([
  'BC',
  'BB',
  'SB',
  'AK',
  'AKL',
  'CV',
  'CVE',
  'CVA',
] as const);
