import { type Modifier, modifier } from '../core/modifiers.js';
import { type CartwheelRulesOverrides, resolveCartwheelRules } from './rules.js';
import type { Side } from './schemas/common.js';
import type { CartwheelStateInput } from './schemas/state.js';
import { serviceSide } from './service-side.js';
import { airbaseNamed, parseCartwheelState } from './state.js';
import { RECON_INITIATIVE_TARGETS } from './tables/aircraft-classes.js';
import { INITIATIVE_RECON_DRM_IDS } from './tables/initiative-drm-table.js';

/**
 * The scramble modifier recon gives (7.3.4): +1 to the opposing player's scramble roll for
 * fighters intercepting in a mission's target hex when the mission player's recon unit (or
 * Magic marker) is on that hex. `undefined` when none applies.
 *
 * @example
 * ```ts
 * reconScrambleModifier(state, 'Allied', '1234'); // { rule: '7.3.4', label: 'enemy recon over the target', delta: 1 }
 * ```
 */
export function reconScrambleModifier(
  input: CartwheelStateInput,
  missionSide: Side,
  targetHex: string,
  rules?: CartwheelRulesOverrides,
): Modifier | undefined {
  const state = parseCartwheelState(input, '7.3.4');
  const watching = state.airUnits.some(
    (u) =>
      u.unit.type === 'R' &&
      serviceSide(u.unit.service) === missionSide &&
      u.location.at === 'hex' &&
      u.location.hex === targetHex,
  );
  if (!watching) return undefined;
  return modifier('7.3.4', 'enemy recon over the target', resolveCartwheelRules(rules).recon.scrambleDrm);
}

/**
 * The Initiative DRM table rows that recon turns on (7.3.4): Japanese recon over Port
 * Moresby, Allied recon over Rabaul. Pass them as `conditions` to {@link resolveInitiative}.
 *
 * @example
 * ```ts
 * reconInitiativeConditions(state); // ['allied-recon-rabaul']
 * ```
 */
export function reconInitiativeConditions(input: CartwheelStateInput): string[] {
  const state = parseCartwheelState(input, '7.3.4');
  const conditions: string[] = [];
  for (const side of ['Japanese', 'Allied'] as const) {
    const target = airbaseNamed(state, RECON_INITIATIVE_TARGETS[side]);
    if (target?.hex === undefined) continue;
    const over = state.airUnits.some(
      (u) =>
        u.unit.type === 'R' &&
        serviceSide(u.unit.service) === side &&
        u.location.at === 'hex' &&
        u.location.hex === target.hex,
    );
    if (over) conditions.push(INITIATIVE_RECON_DRM_IDS[side]);
  }
  return conditions;
}
