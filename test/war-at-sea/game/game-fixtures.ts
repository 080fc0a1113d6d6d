/** MADE-UP unit cards and a set-up for the War at Sea game tests (not the base game's cards). */
import { createWarAtSeaGame } from '../../../src/war-at-sea/index.js';

export const TRANSPORT = {
  name: 'MADE-UP transport',
  category: 'ship',
  type: 'Auxiliary',
  points: 6,
  armour: 2,
  vitalArmour: 4,
  hullPoints: 1,
  attacks: { 'anti-air': [1, null, null, null] },
  abilities: ['Landing 10'],
} as const;

export const CRUISER = {
  name: 'MADE-UP cruiser',
  category: 'ship',
  type: 'Cruiser',
  points: 20,
  armour: 4,
  vitalArmour: 8,
  hullPoints: 3,
  attacks: { gunnery: [5, 4, 3, null], 'anti-air': [2, 1, null, null] },
  abilities: ['Bombard', 'Rescue Operations'],
} as const;

export const BOMBER = {
  name: 'MADE-UP bomber',
  category: 'aircraft',
  type: 'Bomber',
  points: 10,
  armour: 2,
  vitalArmour: 4,
  hullPoints: 1,
  attacks: { bomb: [4, null, null, null] },
  abilities: [],
} as const;

/** Two islands, an Allied transport and cruiser, an Axis transport and bomber. */
export function landingGame(seed = 7, target = 40) {
  return createWarAtSeaGame({
    seed,
    target,
    deployment: { Allies: 'south', Axis: 'north' },
    islands: [
      { id: 'MADE-UP atoll', sector: 'C3' },
      { id: 'MADE-UP reef', sector: 'D4', value: 30 },
    ],
    units: [
      { id: 'AP-1', side: 'Allies', card: TRANSPORT },
      { id: 'AP-2', side: 'Allies', card: TRANSPORT },
      { id: 'CA-1', side: 'Allies', card: CRUISER },
      { id: 'XP-1', side: 'Axis', card: TRANSPORT },
      { id: 'VB-1', side: 'Axis', card: BOMBER },
    ],
  });
}
