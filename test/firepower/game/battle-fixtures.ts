import type { BattleSetup } from '../../../src/firepower/index.js';

/** Two squadrons a side, a submarine with a false model for A, Late Period 1942. */
export function twoSquadronsASide(seed = 7): BattleSetup {
  return {
    seed,
    period: 'late',
    year: 1942,
    fleets: [
      {
        side: 'A',
        name: 'Allied',
        squadrons: [
          {
            name: 'BatDiv',
            nationality: 'American',
            movementOrder: 'engage',
            formationOrder: 'line-ahead',
            hasFleetFlagship: true,
            ships: [
              { name: 'Washington', class: 'BB', subClass: '+', nationality: 'American', flag: 'fleet' },
              { name: 'South Dakota', class: 'BB', subClass: '+', nationality: 'American' },
            ],
          },
          {
            name: 'DesDiv',
            nationality: 'American',
            movementOrder: 'intercept',
            formationOrder: 'line-ahead',
            ships: [
              { name: 'Walke', class: 'DD', nationality: 'American', flag: 'squadron' },
              { name: 'Preston', class: 'DD', nationality: 'American' },
              { name: 'Gato', class: 'SM', nationality: 'American' },
            ],
          },
        ],
      },
      {
        side: 'B',
        name: 'Japanese',
        squadrons: [
          {
            name: 'Bombardment',
            nationality: 'Japanese',
            movementOrder: 'engage',
            formationOrder: 'line-ahead',
            hasFleetFlagship: true,
            ships: [
              { name: 'Kirishima', class: 'BB', subClass: '-', nationality: 'Japanese', flag: 'fleet' },
              { name: 'Atago', class: 'CA', subClass: '+', nationality: 'Japanese' },
            ],
          },
          {
            name: 'Screen',
            nationality: 'Japanese',
            movementOrder: 'intercept',
            formationOrder: 'line-ahead',
            ships: [
              { name: 'Ayanami', class: 'DD', nationality: 'Japanese', flag: 'squadron' },
              { name: 'Uranami', class: 'DD', nationality: 'Japanese' },
              { name: 'I-15', class: 'SM', nationality: 'Japanese' },
            ],
          },
        ],
      },
    ],
    falseModels: [{ id: 'ghost-1', submarine: 'Gato', distanceInches: 12 }],
  };
}
