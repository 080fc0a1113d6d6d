import { deepFreeze } from '../../core/deep-freeze.js';
/**
 * The single-engine bomber models named in rule 3.0 (every other bomber is multi-engine),
 * as the model codes to look for in a counter's model name.
 */
export const SINGLE_ENGINE_BOMBER_MODELS = /* @__PURE__ */ deepFreeze(['D3A', 'D4Y', 'B5N', 'TBF', 'SBD'] as const);

/** The Allied heavy bomber models of rule 6.3.4, which base on the map only at Port Moresby. */
export const HEAVY_BOMBER_MODELS = /* @__PURE__ */ deepFreeze(['B-17', 'B-24'] as const);

/** The on-map airbase that rule 6.3.4 reserves for heavy bombers. */
export const HEAVY_BOMBER_BASE = 'Port Moresby';

/** The two airbases whose recon coverage changes initiative (7.3.4): Japanese recon over Port Moresby, Allied over Rabaul. */
export const RECON_INITIATIVE_TARGETS = /* @__PURE__ */ deepFreeze({
  Japanese: 'Port Moresby',
  Allied: 'Rabaul',
} as const);

/** The major base the 11th Hikoshidan enters at when committed (5.2), and its off-board home. */
export const HIKOSHIDAN_BASES = /* @__PURE__ */ deepFreeze({ onMap: 'Rabaul', offBoard: 'Truk' } as const);
