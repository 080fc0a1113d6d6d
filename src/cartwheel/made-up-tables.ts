/**
 * MADE-UP stand-ins for the Player's Aid Charts tables and the map's Random Events table,
 * which the rule text does not print. They exist only so the CLI examples, the tests and
 * the docs can run; their values are invented and are NOT the game's. Pass the tables
 * from your own copy of the game instead. Not exported from the subpath.
 */

/** MADE UP: an Initiative DRM table (7.4) with only the two recon rows, values invented. */
export const MADE_UP_INITIATIVE_DRM = {
  modifiers: [
    { id: 'japanese-recon-port-moresby', label: 'MADE_UP Japanese recon over Port Moresby', delta: -1 },
    { id: 'allied-recon-rabaul', label: 'MADE_UP Allied recon over Rabaul', delta: 1 },
    { id: 'made-up-allied-carrier', label: 'MADE_UP Allied carriers present', delta: 2 },
  ],
};

/** MADE UP: an Initiative Player's Missions table (7.5), values invented. */
export const MADE_UP_INITIATIVE_MISSIONS = {
  bands: [
    { max: 3, result: 1 },
    { min: 4, max: 7, result: 2 },
    { min: 8, result: 3 },
  ],
};

/** MADE UP: Airbase Evacuation DRMs (6.6.5), values invented. */
export const MADE_UP_AIRBASE_EVACUATION = {
  modifiers: [
    { id: 'airbase-disrupted', label: 'MADE_UP airbase disrupted', delta: 2 },
    { id: 'made-up-night', label: 'MADE_UP night evacuation', delta: 1 },
  ],
};

/** MADE UP: a Random Events table (5.1), events and bands invented. */
export const MADE_UP_RANDOM_EVENTS = {
  bands: [
    { max: 4, result: { name: 'MADE_UP quiet turn' } },
    { min: 5, max: 8, result: { name: 'MADE_UP tropical storm', text: 'invented for tests' } },
    { min: 9, result: { name: 'MADE_UP Magic intercepts', magic: true } },
  ],
};

/** MADE UP: a replacement step worth 1 victory point to the opponent (3.0; the real amount is 16.1's). */
export const MADE_UP_VICTORY_POINTS = { replacementStep: 1 };

/** MADE UP: all five, as `rules.tables`. */
export const MADE_UP_TABLES = {
  victoryPoints: MADE_UP_VICTORY_POINTS,
  initiativeDrm: MADE_UP_INITIATIVE_DRM,
  initiativeMissions: MADE_UP_INITIATIVE_MISSIONS,
  airbaseEvacuation: MADE_UP_AIRBASE_EVACUATION,
  randomEvents: MADE_UP_RANDOM_EVENTS,
};
