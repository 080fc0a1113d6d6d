import { describe, expect, it } from 'vitest';
import { createDice, scriptedDice } from '../../src/index.js';
import {
  destroyedUnitFate,
  IGNORED_ABILITIES,
  rescueOdds,
  resolveRescue,
  scoresAbilityPoints,
  warAtSeaGame,
} from '../../src/war-at-sea/index.js';
import { BOMBER, landingGame, TRANSPORT } from './game/game-fixtures.js';

const auxiliary = TRANSPORT;

describe('Special Rules', () => {
  it('no victory points for the landing-type abilities or Rescue Operations', () => {
    for (const ability of [
      'Vital Cargo',
      'Secret Cargo',
      'Landing 10',
      'Beach Landing 3',
      'Tokyo Express',
      'Evacuate',
      'Land Secret Cargo 2',
      'Rescue Operations',
    ]) {
      expect(scoresAbilityPoints(ability), ability).toBe(false);
    }
    expect(scoresAbilityPoints('Landing 7')).toBe(false);
    expect(scoresAbilityPoints('MADE-UP Ace Pilot')).toBe(true);
    expect(IGNORED_ABILITIES).toContain('No Sea Control');
  });

  it('Rescue Operations: one d6, 4+ puts one troop counter on the rescuer (interpretation 5)', () => {
    expect(resolveRescue({ troopsAboard: 2, rescuerInSector: true }, scriptedDice([4])).outcome).toEqual({
      rescued: 1,
      lost: 1,
    });
    expect(resolveRescue({ troopsAboard: 2, rescuerInSector: true }, scriptedDice([3])).outcome).toEqual({
      rescued: 0,
      lost: 2,
    });
    expect(rescueOdds({ troopsAboard: 1, rescuerInSector: true }).outcomes.map((o) => o.probability)).toEqual([
      0.5, 0.5,
    ]);
  });

  it('the rescue target is a house-rule option', () => {
    const odds = rescueOdds({ troopsAboard: 1, rescuerInSector: true }, { rescue: { target: 6 } });
    expect(odds.outcomes.find((o) => o.outcome.rescued === 1)?.probability).toBeCloseTo(1 / 6, 15);
  });

  it('no rescuer in the sector: the roll is not allowed', () => {
    expect(() => resolveRescue({ troopsAboard: 1, rescuerInSector: false }, createDice(1))).toThrow(
      /Rescue Operations/,
    );
  });
});

describe('Optional Rules: a destroyed Auxiliary returns', () => {
  it('off: it is gone, scores its points, and counts as a Ship', () => {
    expect(destroyedUnitFate(auxiliary)).toEqual({ points: 6, returnsToDeployment: false, countsAsShip: true });
  });

  it('on: it returns to its deployment area, still scores, and is no Ship for the bonus', () => {
    expect(destroyedUnitFate(auxiliary, { options: { auxiliaryReturns: true } })).toEqual({
      points: 6,
      returnsToDeployment: true,
      countsAsShip: false,
    });
    expect(
      destroyedUnitFate({ ...auxiliary, type: 'Destroyer' }, { options: { auxiliaryReturns: true } })
        .returnsToDeployment,
    ).toBe(false);
  });
});

describe('Checking for Victory: what a destroyed unit scores', () => {
  it('a ship scores its card value; an aircraft scores nothing, the text counting enemy ships sunk', () => {
    expect(destroyedUnitFate(auxiliary).points).toBe(6);
    expect(destroyedUnitFate(BOMBER).points).toBe(0);
  });

  it('options.aircraftPoints (not in the text) makes a destroyed aircraft score its card value', () => {
    expect(destroyedUnitFate(BOMBER, { options: { aircraftPoints: true } }).points).toBe(10);
  });

  it('in the game: a reported bomber loss adds 0 to the Allies, or 10 with the option', () => {
    const report = { type: 'report-damage', side: 'Axis', unit: 'VB-1', destroyed: true } as const;
    const sunk = (state: ReturnType<typeof landingGame>) => warAtSeaGame.apply(state, report).state.points.Allies.sunk;
    expect(sunk(landingGame(7, 40))).toBe(0);
    expect(sunk({ ...landingGame(7, 40), rules: { options: { aircraftPoints: true } } })).toBe(10);
  });
});
