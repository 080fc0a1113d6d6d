import type { BattleSetup } from '../../../src/firepower/index.js';
/** A submarine hunt: three American submarines (two false models each) against a Japanese destroyer screen. */
export function submarineHunt(seed: number): BattleSetup {
  const dd = (name: string, flag?: 'squadron' | 'fleet') => ({
    name,
    class: 'DD' as const,
    nationality: 'Japanese' as const,
    ...(flag ? { flag } : {}),
  });
  return {
    seed,
    period: 'late',
    year: 1943,
    fleets: [
      {
        side: 'A',
        name: 'Submarines',
        squadrons: [
          {
            name: 'SubDiv',
            nationality: 'American',
            movementOrder: 'engage',
            formationOrder: 'line-ahead',
            hasFleetFlagship: true,
            ships: [
              { name: 'Tulsa', class: 'CL', nationality: 'American', flag: 'fleet' },
              { name: 'Gato', class: 'SM', nationality: 'American' },
              { name: 'Wahoo', class: 'SM', nationality: 'American' },
              { name: 'Grayback', class: 'SM', nationality: 'American' },
            ],
          },
        ],
      },
      {
        side: 'B',
        name: 'Escort',
        squadrons: [
          {
            name: 'Convoy',
            nationality: 'Japanese',
            movementOrder: 'engage',
            formationOrder: 'line-ahead',
            hasFleetFlagship: true,
            ships: [
              { name: 'Nachi', class: 'CA', nationality: 'Japanese', flag: 'fleet' },
              dd('Amagiri'),
              dd('Asagiri'),
            ],
          },
          {
            name: 'Screen',
            nationality: 'Japanese',
            movementOrder: 'intercept',
            formationOrder: 'line-ahead',
            ships: [dd('Yugiri', 'squadron'), dd('Sagiri'), dd('Oboro')],
          },
        ],
      },
    ],
    falseModels: [
      { id: 'decoy-1', submarine: 'Gato', distanceInches: 10 },
      { id: 'decoy-2', submarine: 'Wahoo', distanceInches: 12 },
    ],
  } as BattleSetup;
}
