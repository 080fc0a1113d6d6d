import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../src/index.js';
import {
  type SopacActionInput,
  type SopacGameState,
  sopacGame,
  sopacGameStateSchema,
} from '../../../src/sopac/index.js';
import {
  expectLegalActions,
  expectPrototypesUntouched,
  expectTrustworthyStep,
  prototypesNow,
  renamed,
} from '../../game/trust.js';
import { scenario } from './game-fixtures.js';

const game = sopacGame;
const ZONES = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3'];
const WEATHER = ['Clear', 'Rain', 'Squall'] as const;

/** Actions worth trying now (the game says which are legal); `pick` varies the choices. */
function candidates(state: SopacGameState, pick: number): SopacActionInput[] {
  const zone = ZONES[pick % ZONES.length] as string;
  const out: SopacActionInput[] = [
    {
      type: 'end-turn',
      side: 'Allied',
      light: pick % 3 === 0 ? 'night' : 'day',
      weather: WEATHER[pick % 3] ?? 'Clear',
    },
    { type: 'mtb-gunnery', side: 'Allied', attack: pick % 2 === 0 },
    {
      type: 'deploy-mtbs',
      side: 'Allied',
      base: 'MADE-UP Tulagi',
      flotillas: [{ id: `PT-${pick % 3}`, zone: pick % 2 === 0 ? 'B2' : zone, boats: 1 + (pick % 2), aces: pick % 2 }],
    },
  ];
  for (const fleet of state.fleets) {
    // Minelayers and sweepers mostly keep still: their work needs quiet turns (19.31, 19.62, 19.63).
    const quiet = (fleet.mission === 'Mine Sweeping' || fleet.mission === 'Minelaying') && pick % 5 !== 0;
    // Toward an enemy minefield, so random play meets mines.
    const enemy = fleet.side === 'Allied' ? 'Japanese' : 'Allied';
    for (const field of state.logs[enemy].minefields) {
      const [a, b] = field.boundary.split('/');
      const to = fleet.zone === a ? b : fleet.zone === b ? a : undefined;
      if (to !== undefined && !quiet) {
        out.unshift({ type: 'move-fleet', side: fleet.side, fleet: fleet.id, to, speed: pick % 3 });
      }
    }
    if (!quiet) out.push({ type: 'move-fleet', side: fleet.side, fleet: fleet.id, to: zone, speed: pick % 3 });
    // Enemy fleets sail into the boats' patrol zones, where contact is rolled (20.3).
    if (fleet.side === 'Japanese' && !quiet) {
      for (const flotilla of state.logs.Allied.flotillas) {
        out.unshift({ type: 'move-fleet', side: fleet.side, fleet: fleet.id, to: flotilla.zone, speed: 1 });
      }
    }
    out.push({ type: 'replot', side: fleet.side, fleet: fleet.id });
    for (const flotilla of state.logs.Allied.flotillas) {
      out.unshift({ type: 'mtb-contact', side: 'Allied', flotilla: flotilla.id, fleet: fleet.id });
      const targets = state.ships.filter((s) => s.fleet === fleet.id && !s.sunk);
      if (targets[0] !== undefined) {
        out.push({
          type: 'mtb-attack',
          side: 'Allied',
          flotilla: flotilla.id,
          fleet: fleet.id,
          attacks: [{ target: targets[0].id, boats: flotilla.boats, aces: flotilla.aces }],
        });
      }
    }
  }
  // Boats go out at the start of a night turn, before the fleets move.
  if (state.light === 'night') out.unshift(out.splice(2, 1)[0] as SopacActionInput);
  for (const ship of state.ships) {
    const side = ship.side;
    out.push({ type: 'mine-roll', side, ship: ship.id });
    out.push({ type: 'lay-minefield', side, ship: ship.id, across: zone });
    // A sweep first when the rules allow it (after detection and two quiet turns), so random play reaches it.
    const known = state.known[side].boundaries.length > 0;
    if (known) out.push({ type: 'detect', side, ship: ship.id });
    else out.unshift({ type: 'detect', side, ship: ship.id });
    for (const across of ZONES) out.unshift({ type: 'sweep', side, ships: [ship.id], across });
    if (pick % 11 === 0) out.push({ type: 'report-damage', side, ship: ship.id, hull: 1, cause: 'gunfire' });
    if (pick % 7 === 0) out.push({ type: 'report-fire', side, ship: ship.id });
  }
  return out;
}

function checkInvariants(before: SopacGameState, after: SopacGameState): void {
  expect(sopacGameStateSchema.parse(after)).toEqual(after);
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  for (const ship of before.ships) if (ship.sunk) expect(after.ships.find((s) => s.id === ship.id)?.sunk).toBe(true);
  const base = (s: SopacGameState) => s.mtbBases[0]?.boats ?? 0;
  expect(base(after)).toBeLessThanOrEqual(base(before));
  const out = after.logs.Allied.flotillas.reduce((n, f) => n + f.boats, 0);
  expect(out).toBeLessThanOrEqual(Math.min(base(after), after.mtbBases[0]?.patrolLimit ?? 0));
  for (const side of ['Allied', 'Japanese'] as const) {
    const them = side === 'Allied' ? 'Japanese' : 'Allied';
    const view = game.viewFor(after, side);
    expect(view.logs[them].minefields).toEqual([]);
    expect(view.fleets.filter((f) => f.side === them).every((f) => f.mission === null)).toBe(true);
    expect(view.logs[side]).toEqual(after.logs[side]);
  }
}

/** Base-game reports and submarine minelaying: never listed. */
const UNLISTED = ['report-fire', 'report-damage', 'bombard-mtb-base', 'mtb-base-air-hits', 'submarine-mines'];
/** Fields a menu narrows: speeds, light and weather, flotilla ids and sizes, sweepers, attacks, fire orders, activation. */
const MENU_FIELDS = new Set([
  'speed',
  'light',
  'weather',
  'flotillas',
  'ships',
  'attacks',
  'firesAt',
  'activeFrom',
  'owner',
  'minefield',
]);
function sameUpToMenus(candidate: { type: string }, listed: readonly { type: string }[]): boolean {
  const core = (action: object) =>
    JSON.stringify(Object.entries(game.actionSchema.parse(action) as object).filter(([key]) => !MENU_FIELDS.has(key)));
  const want = core(candidate);
  return listed.some((a) => core(a) === want);
}

describe('SOPAC game: random play keeps the invariants', () => {
  it('schema, JSON, no mutation, sunk ships stay sunk, boats never come back, views hide, replay agrees', {
    timeout: 90_000,
  }, () => {
    let reached = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 20, maxLength: 120 }),
        fc.integer({ min: 1, max: 1000 }),
        (picks, seed) => {
          let state = deepFreeze(scenario(seed, true));
          const taken: SopacActionInput[] = [];
          for (const pick of picks) {
            const all = candidates(state, pick);
            const options = all.filter((a) => game.check(state, a).legal);
            const action = pick % 3 === 0 ? options[0] : options[pick % Math.max(1, options.length)];
            if (action === undefined) continue;
            const applied = game.apply(state, action);
            checkInvariants(state, applied.state);
            expectTrustworthyStep(game, state, all, pick, action, applied);
            expectLegalActions(game, state, options as never, { unlisted: UNLISTED, covered: sameUpToMenus, pick });
            for (const e of applied.events) reached.add(e.type);
            taken.push(action);
            state = deepFreeze(applied.state);
          }
          expect(game.replay(scenario(seed, true), taken).state).toEqual(state);
        },
      ),
      { seed: 1942, numRuns: 8 },
    );
    const wanted = [
      'minefield-laid',
      'minefield-entered',
      'mine-roll',
      'minefields-detected',
      'sweep',
      'mtbs-deployed',
      'mtb-contact',
    ];
    reached = new Set([...reached].filter((t) => wanted.includes(t)));
    expect([...reached].sort()).toEqual([...wanted].sort());
  });

  it('plays alike with hostile names: fleets, ships and bases named after Object.prototype members', () => {
    const names = new Map([
      ['JTF', '__proto__'],
      ['TF-A', 'constructor'],
      ['MADE-UP Kako', 'toString'],
      ['MADE-UP Cruiser', 'valueOf'],
      ['MADE-UP Tulagi', 'hasOwnProperty'],
      ['MADE-UP Tsugaru', '__proto__'],
    ]);
    const before = prototypesNow();
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 20, maxLength: 60 }),
        fc.integer({ min: 1, max: 1000 }),
        (picks, seed) => {
          const initial = renamed(scenario(seed, true), names);
          let state = deepFreeze(initial);
          const taken: SopacActionInput[] = [];
          for (const pick of picks) {
            const options = candidates(state, pick).filter((a) => game.check(state, a).legal);
            const action = options[pick % Math.max(1, options.length)];
            if (action === undefined) continue;
            state = deepFreeze(game.apply(state, action).state);
            taken.push(action);
          }
          expect(game.replay(initial, taken).state).toEqual(state);
          expectPrototypesUntouched(before);
        },
      ),
      { seed: 1943, numRuns: 3 },
    );
  });
});
