import { describe, expect, it } from 'vitest';
import type { ShoestringGameState } from '../../../src/shoestring/index.js';
import { createShoestringGame, seaZoneReport, shoestringGame } from '../../../src/shoestring/index.js';
import { advanceTo, play, smallGame } from './game-fixtures.js';

const unit = (state: ShoestringGameState, side: 'US' | 'Japanese', id: string) => {
  const found = state.forces[side].naval.find((u) => u.id === id);
  if (found === undefined) throw new Error(id);
  return found;
};

function refusal(state: ShoestringGameState, action: Parameters<typeof shoestringGame.check>[1]) {
  const checked = shoestringGame.check(state, action);
  if (checked.legal) throw new Error(`expected ${action.type} to be refused`);
  expect(checked.error.code).toBe('ILLEGAL_ACTION');
  return checked.error;
}

/** Turn 1 at I.A.4 with the Japanese commitment rolled and both sides assigned. */
function assigned(seed = 1, firstTurn = 1): ShoestringGameState {
  let game = advanceTo(createShoestringGame({ ...smallGame(seed, firstTurn + 1), firstTurn }), 'I.A.4');
  game = play(game, { type: 'roll-battleship-commitment', side: 'Japanese' });
  const bb = (game.battleshipLimit ?? 0) >= 1 ? ['Kirishima'] : [];
  return play(
    game,
    {
      type: 'assign-naval-units',
      side: 'US',
      odd: ['San Francisco', 'Laffey'],
      even: ['Helena'],
      oddTransportPoints: 2,
    },
    { type: 'assign-naval-units', side: 'Japanese', odd: ['Chokai', ...bb], even: ['Ayanami'], evenTransportPoints: 7 },
  );
}

/** Finds a seed whose patrol extension of the U.S. group in The Slot succeeds. */
function extendedPair(): { odd: ShoestringGameState; seed: number } {
  for (let seed = 1; seed < 200; seed++) {
    let game = advanceTo(assigned(seed), 'II.A.1');
    game = play(
      game,
      {
        type: 'place-naval-units',
        side: 'US',
        placements: [
          { unit: 'San Francisco', zone: 'The Slot' },
          { unit: 'Laffey', zone: 'The Slot' },
        ],
      },
      { type: 'place-naval-units', side: 'Japanese', placements: [{ unit: 'Chokai', zone: 'The Slot' }] },
    );
    game = advanceTo(game, 'V.A.1');
    game = play(game, { type: 'extend-patrol', side: 'US', zone: 'The Slot', units: ['San Francisco'] });
    if (unit(game, 'US', 'San Francisco').extended) return { odd: game, seed };
  }
  throw new Error('no seed extends');
}

describe('Shoestring game: an odd/even turn pair with a patrol extension', () => {
  it('the extended group serves in the even turn and goes to the 1 wk box at its return, then cannot be assigned', () => {
    const { odd } = extendedPair();
    // V.B at the end of the odd turn: the extended unit stays out, the one that did not extend comes home.
    let game = advanceTo(odd, 'V.B.4');
    expect(unit(game, 'US', 'San Francisco').zone).toBe('The Slot');
    expect(unit(game, 'US', 'Laffey').zone).toBeNull();
    game = advanceTo(game, 'II.A.1', 2);
    // Even turn: it may be placed beside the units assigned to the even turn; an odd-turn unit may not.
    expect(
      refusal(game, { type: 'place-naval-units', side: 'US', placements: [{ unit: 'Laffey', zone: 'The Slot' }] }).rule,
    ).toBe('I.A.4');
    game = play(
      game,
      {
        type: 'place-naval-units',
        side: 'US',
        placements: [
          { unit: 'San Francisco', zone: 'The Slot' },
          { unit: 'Helena', zone: 'The Slot' },
        ],
      },
      { type: 'place-naval-units', side: 'Japanese', placements: [] },
    );
    game = advanceTo(game, 'V.B.4', 2);
    expect(unit(game, 'US', 'San Francisco').repair).toBe('1 wk');
    expect(unit(game, 'US', 'Helena').repair).toBeNull();
  });

  it('a unit in a repair box is refused at the next assignment', () => {
    let game = createShoestringGame(smallGame(1, 4));
    game = advanceTo(game, 'I.A.2');
    game = play(game, { type: 'report-repair', side: 'US', unit: 'Helena', box: '4 wks' });
    game = advanceTo(game, 'I.A.4');
    const error = refusal(game, { type: 'assign-naval-units', side: 'US', odd: ['Helena'], even: [] });
    expect(error.message).toContain('4 wks');
  });

  it('the PT unit deploys from its arrival turn (O5.0: 21) and stays in N. Guadalcanal when the others go home', () => {
    expect(
      refusal(advanceTo(assigned(), 'II.A.1'), {
        type: 'place-naval-units',
        side: 'US',
        placements: [{ unit: 'PT-1', zone: 'N. Guadalcanal' }],
      }).message,
    ).toMatch(/arrives on turn 21/);
    let game = advanceTo(assigned(1, 21), 'II.A.1');
    game = play(
      game,
      { type: 'place-naval-units', side: 'US', placements: [{ unit: 'PT-1', zone: 'N. Guadalcanal' }] },
      { type: 'place-naval-units', side: 'Japanese', placements: [] },
    );
    game = advanceTo(game, 'VI');
    expect(unit(game, 'US', 'PT-1').zone).toBe('N. Guadalcanal');
    expect(
      refusal(advanceTo(assigned(1, 21), 'II.A.1'), {
        type: 'place-naval-units',
        side: 'US',
        placements: [{ unit: 'PT-1', zone: 'The Slot' }],
      }).rule,
    ).toBe('O5.0');
  });

  it('bombers on air search are kept out of combat and come home in V.B', () => {
    let game = advanceTo(assigned(), 'II.A.2');
    game = play(game, { type: 'assign-search-bombers', side: 'US', bombers: [{ unit: 'VMSB-231', zone: 'The Slot' }] });
    game = advanceTo(game, 'II.B.3');
    expect(refusal(game, { type: 'report-air-result', side: 'US', unit: 'VMSB-231', result: 'eliminated' }).rule).toBe(
      'N19.3',
    );
    play(game, { type: 'report-air-result', side: 'US', unit: 'VMF-223', result: 'reduced' });
    game = advanceTo(game, 'V.B.1');
    expect(game.forces.US.air.find((u) => u.id === 'VMSB-231')?.status).toBe('base');
  });

  it('a misspelt sea zone is refused, naming the zone it was probably meant to be', () => {
    const game = advanceTo(assigned(), 'II.A.1');
    const error = refusal(game, {
      type: 'place-naval-units',
      side: 'US',
      placements: [{ unit: 'Laffey', zone: 'the slot' }],
    });
    expect(error.message).toContain('did you mean "The Slot"');
  });

  it('a side found by air search reports its ship counters and carriers in the zone', () => {
    let game = advanceTo(assigned(), 'II.A.1');
    game = play(
      game,
      { type: 'place-naval-units', side: 'US', placements: [{ unit: 'Laffey', zone: 'The Slot' }] },
      {
        type: 'place-naval-units',
        side: 'Japanese',
        placements: [{ unit: 'Chokai', zone: 'The Slot' }],
      },
    );
    expect(seaZoneReport(game, 'Japanese', 'The Slot')).toEqual({
      zone: 'The Slot',
      side: 'Japanese',
      ships: 1,
      carriers: 0,
      transportPoints: 0,
    });
    game = advanceTo(game, 'II.B.1');
    const searched = shoestringGame.apply(game, { type: 'air-search', side: 'US', zone: 'The Slot' });
    const event = searched.events.find((e) => e.type === 'air-search');
    if (event?.data.outcome === 'Found') {
      expect(event.data.report).toEqual({
        zone: 'The Slot',
        side: 'Japanese',
        ships: 1,
        carriers: 0,
        transportPoints: 0,
      });
      expect(searched.state.found).toEqual([
        { zone: 'The Slot', side: 'Japanese', ships: 1, carriers: 0, transportPoints: 0 },
      ]);
    } else {
      expect(event?.data).toMatchObject({ outcome: 'Not found', report: null });
      expect(searched.state.found).toEqual([]);
    }
    expect(refusal(searched.state, { type: 'air-search', side: 'US', zone: 'The Slot' }).rule).toBe('II.B.1');
  });

  it('Yamato committed scores 2 VP for the U.S. once, at the end of the turn; the commitment is rolled on odd turns only', () => {
    for (let seed = 1; seed < 100; seed++) {
      let game = advanceTo(createShoestringGame(smallGame(seed)), 'I.A.4');
      game = play(game, { type: 'roll-battleship-commitment', side: 'Japanese' });
      if ((game.battleshipLimit ?? 0) < 1) continue;
      game = play(
        game,
        { type: 'assign-naval-units', side: 'US', odd: [], even: [] },
        { type: 'assign-naval-units', side: 'Japanese', odd: ['Yamato'], even: [] },
      );
      expect(game.vp.US).toBe(0);
      game = advanceTo(game, 'II.A.1', 2);
      expect(game.vp.US).toBe(2);
      game = advanceTo(game, 'VI', 2);
      expect(game.vp.US).toBe(2);
      expect(refusal(game, { type: 'roll-battleship-commitment', side: 'Japanese' }).rule).toBe('O1.0');
      return;
    }
    throw new Error('no seed allowed a battleship');
  });

  it('each side sees the other\u2019s assignment and placement never, and of a found zone only the report (II.B.1)', () => {
    let game = advanceTo(assigned(), 'II.A.1');
    game = play(
      game,
      { type: 'place-naval-units', side: 'US', placements: [{ unit: 'Laffey', zone: 'The Slot' }] },
      { type: 'place-naval-units', side: 'Japanese', placements: [{ unit: 'Chokai', zone: 'The Slot' }] },
    );
    const view = shoestringGame.viewFor(game, 'US');
    expect(view.forces.Japanese.naval.every((u) => u.zone === null && u.assignedTo === null)).toBe(true);
    expect(view.forces.US.naval.find((u) => u.id === 'Laffey')?.zone).toBe('The Slot');
    const found = {
      ...game,
      found: [{ zone: 'The Slot', side: 'Japanese' as const, ships: 1, carriers: 0, transportPoints: 0 }],
    };
    const seen = shoestringGame.viewFor(found, 'US');
    expect(seen.forces.Japanese.naval.find((u) => u.id === 'Chokai')?.zone).toBe(null);
    expect(seen.found).toEqual([{ zone: 'The Slot', side: 'Japanese', ships: 1, carriers: 0, transportPoints: 0 }]);
    expect(seen).not.toHaveProperty('dice');
  });

  it('the game refuses to move past assignment or placement until both sides have made them', () => {
    const game = advanceTo(createShoestringGame(smallGame()), 'I.A.4');
    expect(refusal(game, { type: 'advance', side: 'US' }).rule).toBe('I.A.4');
    const at = advanceTo(assigned(), 'II.A.1');
    expect(refusal(at, { type: 'advance', side: 'US' }).rule).toBe('II.A.1');
  });
});

describe('Shoestring resolvers and misspelt zone names', () => {
  it('a patrol group in "the slot" is refused instead of silently losing its +2 (N18.7)', async () => {
    const { checkPatrolGroup, namedZoneMisspelling } = await import('../../../src/shoestring/index.js');
    expect(namedZoneMisspelling('the slot')).toBe('The Slot');
    expect(namedZoneMisspelling('Iron Bottom Sound')).toBeUndefined();
    const verdict = checkPatrolGroup({ side: 'US', ships: [{ id: 'Helena', type: 'CL', zone: 'the slot' }] });
    expect(verdict).toMatchObject({ ok: false, rule: 'N18.7' });
    expect(checkPatrolGroup({ side: 'US', ships: [{ id: 'Helena', type: 'CL', zone: 'The Slot' }] }).ok).toBe(true);
  });
});
