import type { AirUnitInput } from '../../src/cartwheel/schemas/air-unit.js';
import type { AirUnitStateInput } from '../../src/cartwheel/schemas/air-unit-state.js';
import type { AirbaseInput } from '../../src/cartwheel/schemas/airbase.js';
import type { CartwheelStateInput } from '../../src/cartwheel/schemas/state.js';

/*
 * Test fixtures. Hex numbers, ADC capacities and counter factors below are MADE UP for the
 * tests (the rule text prints none of them); only the rules under test are the game's.
 */

/** MADE UP airbases: names and kinds from rule 6.2, hexes and capacities invented. */
export const BASES = {
  portMoresby: { id: 'port-moresby', name: 'Port Moresby', side: 'Allied', kind: 'major', hex: '2530', capacity: 4 },
  rabaul: { id: 'rabaul', name: 'Rabaul', side: 'Japanese', kind: 'major', hex: '1010', capacity: 4 },
  lae: { id: 'lae', name: 'Lae', side: 'Japanese', kind: 'minor', hex: '2020', capacity: 2 },
  dobodura: { id: 'dobodura', name: 'Dobodura', side: 'Allied', kind: 'minor', hex: '2325', capacity: 3 },
  australia: { id: 'australia', name: 'Australia', side: 'Allied', kind: 'off-board', region: 'Australia' },
  southPacific: {
    id: 'south-pacific',
    name: 'South Pacific',
    side: 'Allied',
    kind: 'off-board',
    region: 'South Pacific',
  },
  truk: { id: 'truk', name: 'Truk', side: 'Japanese', kind: 'off-board', region: 'Truk' },
} satisfies Record<string, AirbaseInput>;

/** A MADE UP air counter of the given type and service. */
export function counter(
  id: string,
  type: AirUnitInput['type'],
  service: AirUnitInput['service'],
  extra: Partial<AirUnitInput> = {},
): AirUnitInput {
  const bomber = ['B', 'D', 'P', 'S', 'T', 'FB'].includes(type);
  return {
    id,
    model: extra.model ?? `${type}-model`,
    type,
    service,
    full: {
      af: type === 'R' ? 0 : 3,
      df: type === 'R' ? 0 : 3,
      strike: bomber ? { kind: 'bombs', factor: 2 } : { kind: 'none' },
      range: 8,
      srmp: type === 'R' ? null : 5,
    },
    reduced: type === 'R' || type === 'C' ? null : { af: 2, df: 2, range: 8, srmp: 4 },
    ...extra,
  };
}

/** An air unit in play at an airbase. */
export function at(airbaseId: string, unit: AirUnitInput, status: Partial<AirUnitStateInput> = {}): AirUnitStateInput {
  return { unit, location: { at: 'airbase', airbaseId }, ...status };
}

/** A small game: the major, minor and off-board bases above and a few units. */
export function baseState(extra: Partial<CartwheelStateInput> = {}): CartwheelStateInput {
  return {
    turn: 2,
    airbases: Object.values(BASES),
    ports: [{ id: 'rabaul-port', name: 'Rabaul', hex: '1010', side: 'Japanese' }],
    airUnits: [],
    ...extra,
  };
}

/** The three 11th Hikoshidan units of the 5.2 example, plus its Rufe and Dinah. */
export const ELEVENTH = {
  zeke1: counter('11-A6M-1', 'F', '11th Hikoshidan'),
  zeke2: counter('11-A6M-2', 'F', '11th Hikoshidan'),
  betty: counter('11-G4M-1', 'B', '11th Hikoshidan'),
  rufe: counter('11-Rufe', 'F', '11th Hikoshidan', { model: 'A6M2-N Rufe', floatplane: true }),
  dinah: counter('11-Dinah', 'R', '11th Hikoshidan', { model: 'Ki-46 Dinah' }),
};
