import type { AirService } from './schemas/air-unit.js';
import type { Side } from './schemas/common.js';

const ALLIED: readonly AirService[] = ['USAAF', 'USN', 'USMC', 'RAAF'];

/**
 * The player an air service belongs to (2.2).
 *
 * @example
 * ```ts
 * serviceSide('RAAF'); // 'Allied'
 * ```
 */
export function serviceSide(service: AirService): Side {
  return ALLIED.includes(service) ? 'Allied' : 'Japanese';
}
