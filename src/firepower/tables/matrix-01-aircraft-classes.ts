import { deepFreeze } from '../../core/deep-freeze.js';
import type { AircraftClass } from '../schemas/enums.js';

/**
 * Matrix 1 notes, aircraft classes: what each class code stands for. A stand is a flight
 * of up to five aircraft; an HB stand is 2 four-engine or 4 twin-engine bombers.
 */
export const MATRIX_1_AIRCRAFT_CLASSES = /* @__PURE__ */ deepFreeze([
  { class: 'AS', description: 'Air superiority fighters' },
  { class: 'TB', description: 'Torpedo bombers' },
  { class: 'FB', description: 'Fighter bombers and dive bombers' },
  { class: 'HB', description: 'Heavy bombers' },
  { class: 'KM', description: 'Kamikaze' },
] as const satisfies readonly { class: AircraftClass; description: string }[]);
