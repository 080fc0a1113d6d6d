import { deepFreeze } from '../../core/deep-freeze.js';
import { drmListSchema } from './drm-list.js';

/** The row ids rule 7.3.4 says the Initiative DRM table has: Japanese recon over Port Moresby, Allied recon over Rabaul. */
export const INITIATIVE_RECON_DRM_IDS = /* @__PURE__ */ deepFreeze({
  Japanese: 'japanese-recon-port-moresby',
  Allied: 'allied-recon-rabaul',
} as const);

/**
 * The Initiative DRM table of the Player's Aid Charts (7.4), which the rule text does not
 * print: a list of modifiers to the Allied initiative roll. It must have the two recon rows
 * of 7.3.4 (ids in {@link INITIATIVE_RECON_DRM_IDS}); their values come from your chart.
 */
export const initiativeDrmTableSchema = drmListSchema({ rule: '7.4', name: 'Initiative DRM table' }, [
  INITIATIVE_RECON_DRM_IDS.Japanese,
  INITIATIVE_RECON_DRM_IDS.Allied,
]);
