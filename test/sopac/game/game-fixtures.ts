/**
 * A MADE-UP SOPAC scenario for the game tests: a six-zone map, a Japanese minelayer, an
 * Allied cruiser force, an Allied minesweeper, a Japanese cruiser force and an Allied MTB
 * base. None of it is the base game's data.
 */
import {
  createSopacGame,
  type SopacActionInput,
  type SopacGameState,
  type SopacSetup,
} from '../../../src/sopac/index.js';

/** The MADE-UP map: A1 and B2 coastal, A2 an island, the rest open water. */
export const MAP: SopacSetup['map'] = {
  zones: [
    { id: 'A1', land: 'coastal', neighbours: ['A2', 'B1'] },
    { id: 'A2', land: 'island', neighbours: ['A1', 'A3', 'B2'] },
    { id: 'A3', land: 'none', neighbours: ['A2', 'B3'] },
    { id: 'B1', land: 'none', neighbours: ['A1', 'B2'] },
    { id: 'B2', land: 'coastal', neighbours: ['A2', 'B1', 'B3'] },
    { id: 'B3', land: 'none', neighbours: ['A3', 'B2'] },
  ],
};

/** The MADE-UP scenario's set-up, with a seed; `mined` adds two Japanese minefields on B1/B2 at the start. */
export function scenario(seed: number, mined = false): SopacGameState {
  return createSopacGame({
    seed,
    light: 'day',
    weather: 'Clear',
    map: MAP,
    fleets: [
      { id: 'JML', side: 'Japanese', zone: 'B2', mission: 'Minelaying' },
      { id: 'JTF', side: 'Japanese', zone: 'B3', mission: 'Other' },
      { id: 'TF-A', side: 'Allied', zone: 'A2', mission: 'Other' },
      { id: 'MS-1', side: 'Allied', zone: 'B1', mission: 'Mine Sweeping' },
    ],
    ships: [
      { id: 'MADE-UP Tsugaru', fleet: 'JML', type: 'ML', points: 4, canLayMines: true, fireDice: 1 },
      { id: 'MADE-UP Kako', fleet: 'JTF', type: 'CA', points: 20, fireDice: 2 },
      { id: 'MADE-UP Yubari', fleet: 'JTF', type: 'CL', points: 12, fireDice: 2 },
      { id: 'MADE-UP Cruiser', fleet: 'TF-A', type: 'CA', points: 20, fireDice: 3 },
      { id: 'MADE-UP Destroyer', fleet: 'TF-A', type: 'DD', points: 6, fireDice: 2 },
      { id: 'MADE-UP Sweeper', fleet: 'MS-1', type: 'MS', points: 2, canSweep: true, fireDice: 1 },
    ],
    mtbBases: [{ id: 'MADE-UP Tulagi', side: 'Allied', zone: 'A1', boats: 4, aces: 1, patrolLimit: 2 }],
    minefields: mined ? [{ side: 'Japanese', zones: ['B1', 'B2'], count: 2 }] : [],
  });
}

const end = (light: 'day' | 'night'): SopacActionInput => ({
  type: 'end-turn',
  side: 'Allied',
  light,
  weather: 'Clear',
});

/** Four quiet day turns: the minelayer has stayed four turns undisturbed. */
export const FOUR_TURNS: SopacActionInput[] = [end('day'), end('day'), end('day'), end('day')];

/** Turn 5: the minefield is laid on B1/B2, the Allied cruisers cross it at speed 2, each ship rolls. */
export const LAY_AND_CROSS: SopacActionInput[] = [
  { type: 'lay-minefield', side: 'Japanese', ship: 'MADE-UP Tsugaru', across: 'B1' },
  { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'B2', speed: 2 },
  { type: 'move-fleet', side: 'Allied', fleet: 'TF-A', to: 'B1', speed: 2 },
  { type: 'mine-roll', side: 'Allied', ship: 'MADE-UP Cruiser' },
  { type: 'mine-roll', side: 'Allied', ship: 'MADE-UP Destroyer' },
];

/** The sweeper in B1 detects the minefield, stays two full turns, then sweeps it (19.62, 19.63). */
export const DETECT_AND_SWEEP: SopacActionInput[] = [
  { type: 'detect', side: 'Allied', ship: 'MADE-UP Sweeper' },
  { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' },
  { type: 'end-turn', side: 'Allied', light: 'day', weather: 'Clear' },
  { type: 'sweep', side: 'Allied', ships: ['MADE-UP Sweeper'], across: 'B2' },
];

/** Night falls: two boats (one an Ace) go out to A2, and the Japanese cruisers sail into it. */
export const NIGHT_PATROL: SopacActionInput[] = [
  end('night'),
  {
    type: 'deploy-mtbs',
    side: 'Allied',
    base: 'MADE-UP Tulagi',
    flotillas: [{ id: 'PT-1', zone: 'A2', boats: 2, aces: 1 }],
  },
  { type: 'move-fleet', side: 'Japanese', fleet: 'JTF', to: 'A3', speed: 1 },
  { type: 'move-fleet', side: 'Japanese', fleet: 'JTF', to: 'A2', speed: 1 },
  { type: 'mtb-contact', side: 'Allied', flotilla: 'PT-1', fleet: 'JTF' },
];

/** The attack after contact: both boats on the Kako, then special gunnery. */
export const MTB_ATTACK: SopacActionInput[] = [
  {
    type: 'mtb-attack',
    side: 'Allied',
    flotilla: 'PT-1',
    fleet: 'JTF',
    attacks: [{ target: 'MADE-UP Kako', boats: 2, aces: 1 }],
  },
  { type: 'mtb-gunnery', side: 'Allied', attack: true },
];

/** The state with a MADE-UP Allied submarine `MADE-UP Sub` in its own fleet `SUB`, in zone B2. */
export function withAlliedSubmarine(base: SopacGameState): SopacGameState {
  const sub = {
    ...(base.ships[0] as SopacGameState['ships'][number]),
    id: 'MADE-UP Sub',
    side: 'Allied' as const,
    fleet: 'SUB',
    type: 'SS',
    canLayMines: false,
  };
  return {
    ...base,
    fleets: [...base.fleets, { id: 'SUB', side: 'Allied', zone: 'B2', mission: 'Other', moved: false }],
    ships: [...base.ships, sub],
  };
}
