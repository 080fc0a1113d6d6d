import { describe, expect, it } from 'vitest';
import type { CartwheelActionInput, CartwheelGameState } from '../../../src/cartwheel/index.js';
import { cartwheelGame, createCartwheelGame } from '../../../src/cartwheel/index.js';
import { passOperations, play, smallScenario, throughInitiative, throughRandomEvents } from './game-fixtures.js';

function refusal(state: CartwheelGameState, action: CartwheelActionInput) {
  const checked = cartwheelGame.check(state, action);
  if (checked.legal) throw new Error(`expected ${action.type} to be refused`);
  return checked.error;
}

const unit = (state: CartwheelGameState, id: string) => {
  const found = state.board.airUnits.find((u) => u.unit.id === id);
  if (found === undefined) throw new Error(id);
  return found;
};

describe('Cartwheel game: a turn from Random Events to the end of Air/Naval Operations', () => {
  it('records the random event, initiative and opening missions, and refuses to skip them', () => {
    let game = createCartwheelGame(smallScenario());
    expect(refusal(game, { type: 'advance', side: 'Allied' }).rule).toBe('4.1');
    game = throughRandomEvents(game);
    expect(game.randomEvent).not.toBeNull();
    expect(game.board.phase).toBe('initiative');
    expect(refusal(game, { type: 'advance', side: 'Allied' }).rule).toBe('7.4');
    game = throughInitiative(game);
    expect(game.initiative).toBe('Allied'); // turn 1: the scenario's
    expect(game.openingMissions).toBeGreaterThanOrEqual(1);
    expect(game.board.phase).toBe('air-naval-operations');
    expect(refusal(game, { type: 'advance', side: 'Allied' }).rule).toBe('4.4');
    game = passOperations(game);
    expect(game.board.phase).toBe('ground-operations');
  });

  it('a recon unit is placed only after a successful flight roll', () => {
    let game = throughRandomEvents(createCartwheelGame(smallScenario()));
    game = play(game, {
      type: 'declare-general-regroup',
      side: 'Allied',
      declaration: { declare: false },
    });
    const place = {
      type: 'place-recon',
      side: 'Allied',
      placement: { unitId: 'P-38', hex: '1010', distance: 6 },
    } as const;
    expect(refusal(game, place).rule).toBe('7.3.2');
    const flown = cartwheelGame.apply(game, { type: 'recon-flight', side: 'Allied', unitId: 'P-38' });
    const outcome = flown.events[0]?.data.outcome;
    if (outcome === 'flies') {
      const placed = play(flown.state, place);
      expect(unit(placed, 'P-38').location).toMatchObject({ at: 'hex', hex: '1010' });
      // 7.3.4: the Allied player examines Rabaul; the Japanese player discloses its fighters and bombers.
      const examined = cartwheelGame.apply(placed, { type: 'examine-airbase', side: 'Allied', airbaseId: 'rabaul' });
      expect(examined.events[0]?.data).toMatchObject({ airbaseId: 'rabaul', fighters: 1, bombers: 0 });
    } else {
      expect(refusal(flown.state, place).rule).toBe('7.3.2');
      expect(unit(flown.state, 'P-38').flown).toBe(true);
    }
    expect(refusal(flown.state, { type: 'recon-flight', side: 'Allied', unitId: 'P-38' }).rule).toBe('7.3.2');
  });

  it('units that fly are Flown (or Flown-Disrupted) and Ready again next turn (6.4, 14.2)', () => {
    let game = throughInitiative(throughRandomEvents(createCartwheelGame(smallScenario())));
    game = play(game, { type: 'report-flights', side: 'Allied', flew: ['475FG-1', '3BG-1'], disrupted: ['3BG-1'] });
    expect(unit(game, '475FG-1')).toMatchObject({ flown: true, disrupted: false });
    expect(unit(game, '3BG-1')).toMatchObject({ flown: true, disrupted: true });
    expect(refusal(game, { type: 'report-flights', side: 'Allied', flew: ['475FG-1'] }).rule).toBe('6.4');
    expect(refusal(game, { type: 'report-flights', side: 'Allied', flew: ['6-Ki43'] }).rule).toBe('6.4');
    game = passOperations(game);
    while (game.board.turn === 1) game = play(game, { type: 'advance', side: 'Allied' });
    expect(unit(game, '475FG-1').flown).toBe(false);
    expect(unit(game, '3BG-1')).toMatchObject({ flown: false, disrupted: true });
    expect(game.randomEvent).toBeNull();
    expect(game.initiative).toBeNull();
  });

  it('each player sees its own airbase displays, not the other\u2019s (6.1)', () => {
    const game = createCartwheelGame(smallScenario());
    const allied = cartwheelGame.viewFor(game, 'Allied');
    expect(allied.board.airUnits.map((u) => u.unit.id).sort()).toEqual(['3BG-1', '475FG-1', 'P-38']);
    const japanese = cartwheelGame.viewFor(game, 'Japanese');
    expect(japanese.board.airUnits.some((u) => u.unit.id === 'P-38')).toBe(false);
  });

  it('the game ends after the last turn', () => {
    let game = createCartwheelGame(smallScenario(1, 1));
    game = throughInitiative(throughRandomEvents(game));
    game = passOperations(game);
    while (!game.over) game = play(game, { type: 'advance', side: 'Allied' });
    expect(refusal(game, { type: 'advance', side: 'Allied' }).rule).toBe('4.10');
  });
});

describe('Cartwheel game: base-game losses feed the 11th Hikoshidan award (5.2, 14.2)', () => {
  it('a committed 11th unit that flew and one eliminated this turn earn the Allies \u00bd and 1 VP', () => {
    let game = createCartwheelGame(smallScenario());
    game = play(
      game,
      { type: 'roll-random-event', side: 'Allied' },
      {
        type: 'decide-hikoshidan',
        side: 'Japanese',
        decision: {
          commit: true,
          placements: [
            { at: 'airbase', unitId: '11-A6M-1', airbaseId: 'rabaul' },
            { at: 'airbase', unitId: '11-G4M-1', airbaseId: 'rabaul' },
          ],
        },
      },
      { type: 'declare-usn', side: 'Allied', commit: false },
      { type: 'advance', side: 'Allied' },
      { type: 'advance', side: 'Allied' },
    );
    game = throughInitiative(game);
    game = play(
      game,
      { type: 'report-flights', side: 'Japanese', flew: ['11-A6M-1', '11-G4M-1'] },
      { type: 'report-losses', side: 'Japanese', eliminated: ['11-G4M-1'] },
    );
    expect(unit(game, '11-G4M-1').location).toEqual({ at: 'eliminated', turn: 1 });
    game = passOperations(game);
    while (game.board.phase !== 'regroup') game = play(game, { type: 'advance', side: 'Allied' });
    const before = game.board.vp.Allied;
    game = play(game, { type: 'award-hikoshidan-vp', side: 'Allied' });
    expect(game.board.vp.Allied - before).toBe(1.5);
    expect(refusal(game, { type: 'award-hikoshidan-vp', side: 'Allied' }).rule).toBe('14.2');
  });
});
