import { describe, expect, it } from 'vitest';
import { initiativeModifiers, lookupInitiative, resolveInitiative } from '../../src/cartwheel/initiative.js';
import { lookupInitiativeMissions, resolveInitiativeMissions } from '../../src/cartwheel/initiative-missions.js';
import { MADE_UP_INITIATIVE_DRM, MADE_UP_INITIATIVE_MISSIONS } from '../../src/cartwheel/made-up-tables.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

const rules = { tables: { initiativeDrm: MADE_UP_INITIATIVE_DRM, initiativeMissions: MADE_UP_INITIATIVE_MISSIONS } };

describe('7.4 initiative determination', () => {
  it('6 or more: the Allies; 5 or less: Japan', () => {
    expect(lookupInitiative(6)).toBe('Allied');
    expect(lookupInitiative(5)).toBe('Japanese');
    expect(resolveInitiative({ turn: 2 }, scriptedDice([6]), rules).outcome).toBe('Allied');
    expect(resolveInitiative({ turn: 2 }, scriptedDice([5]), rules).outcome).toBe('Japanese');
  });

  it('the Initiative DRM table (an input) modifies the Allied roll', () => {
    const r = resolveInitiative({ turn: 3, conditions: ['allied-recon-rabaul'] }, scriptedDice([5]), rules);
    expect(r.total).toBe(6);
    expect(r.outcome).toBe('Allied');
    expect(r.modifiers).toEqual([{ rule: '7.4', label: 'MADE_UP Allied recon over Rabaul', delta: 1 }]);
    expect(
      resolveInitiative({ turn: 3, conditions: ['japanese-recon-port-moresby'] }, scriptedDice([6]), rules).outcome,
    ).toBe('Japanese');
  });

  it('no roll on turn 1: the scenario names the side', () => {
    const r = resolveInitiative({ turn: 1, scenarioInitiative: 'Japanese' }, scriptedDice([]));
    expect(r.outcome).toBe('Japanese');
    expect(r.rolls).toEqual([]);
    expect(() => resolveInitiative({ turn: 1 }, scriptedDice([5]), rules)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', rule: '7.4' }),
    );
    expect(() => resolveInitiative({ turn: 2, scenarioInitiative: 'Allied' }, scriptedDice([5]), rules)).toThrow(
      /from turn 2/,
    );
  });

  it('needs the Initiative DRM table, with the recon rows of 7.3.4', () => {
    expect(() => resolveInitiative({ turn: 2 }, scriptedDice([5]))).toThrow(
      expect.objectContaining({ code: 'MISSING_TABLE', message: expect.stringContaining('Initiative DRM table') }),
    );
    expect(() =>
      resolveInitiative({ turn: 2 }, scriptedDice([5]), {
        tables: { initiativeDrm: { modifiers: [{ id: 'allied-recon-rabaul', label: 'x', delta: 1 }] } },
      }),
    ).toThrow(/needs a row "japanese-recon-port-moresby"/);
    expect(() => initiativeModifiers({ turn: 2, conditions: ['nope'] }, rules)).toThrow(/has no row "nope"/);
  });
});

describe('7.5 initiative missions', () => {
  it('reads the Initiative Player’s Missions table (an input)', () => {
    expect(resolveInitiativeMissions({ initiative: 'Allied' }, scriptedDice([3]), rules).outcome).toBe(1);
    expect(resolveInitiativeMissions({ initiative: 'Japanese' }, scriptedDice([10]), rules).outcome).toBe(3);
    expect(lookupInitiativeMissions(4, rules)).toBe(2);
  });

  it('needs the table, and rejects a malformed one', () => {
    expect(() => resolveInitiativeMissions({ initiative: 'Allied' }, scriptedDice([3]))).toThrow(
      expect.objectContaining({ code: 'MISSING_TABLE', rule: '7.5' }),
    );
    expect(() =>
      lookupInitiativeMissions(4, { tables: { initiativeMissions: { bands: [{ max: 3, result: 1 }] } } }),
    ).toThrow(/covers 1 to 10/);
    expect(() =>
      lookupInitiativeMissions(4, {
        tables: {
          initiativeMissions: {
            bands: [
              { max: 3, result: 0 },
              { min: 4, result: 1 },
            ],
          },
        },
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});
