import { drmListSchema } from './drm-list.js';

/** The row id rule 6.6.2 implies the Airbase Evacuation table has: a disrupted airbase hinders evacuation. */
export const EVACUATION_DISRUPTED_DRM_ID = 'airbase-disrupted';

/**
 * The Airbase Evacuation DRMs of the Player's Aid Charts (6.6.5), which the rule text does
 * not print: modifiers to each unit's evacuation roll. It must have the disrupted-airbase
 * row that 6.6.2 refers to; its value comes from your chart.
 */
export const airbaseEvacuationTableSchema = drmListSchema({ rule: '6.6.5', name: 'Airbase Evacuation table' }, [
  EVACUATION_DISRUPTED_DRM_ID,
]);
