import { describe, expect, it } from 'vitest';
import { MADE_UP_TABLES } from '../../src/cartwheel/made-up-tables.js';
import { CARTWHEEL_RULES, resolveCartwheelRules } from '../../src/cartwheel/rules.js';
import { parseCartwheelState } from '../../src/cartwheel/state.js';
import { checkBandTable } from '../../src/testing/check-band-table.js';
import { BASES, baseState } from './fixtures.js';

describe('the Cartwheel rules object', () => {
  it('carries the printed values and no PAC tables', () => {
    const rules = resolveCartwheelRules();
    expect(rules.recon).toEqual({ flyMaximum: 7, generalRegroupDrm: 1, scrambleDrm: 1 });
    expect(rules.initiative.alliedMinimum).toBe(6);
    expect(rules.airbases.aa).toEqual({ minor: 2, mobile: 2, major: 3, disrupted: 1, underConstruction: 0 });
    expect(rules.airbases.mobileMaximum).toEqual({ Allied: 3, Japanese: 2 });
    expect(rules.hikoshidan).toMatchObject({ commitVp: 1, flownUnitVp: 0.5, eliminatedUnitVp: 1 });
    expect(rules.tables).toEqual({});
    expect(CARTWHEEL_RULES.generalRegroup).toEqual({ maximum: 2, septemberMarkerTurn: 8 });
  });

  it('takes your tables, validated, and checks them as band tables', () => {
    const rules = resolveCartwheelRules({ tables: MADE_UP_TABLES });
    const missions = rules.tables.initiativeMissions;
    const events = rules.tables.randomEvents;
    expect(missions === undefined ? ['missing'] : checkBandTable(missions)).toEqual([]);
    expect(events === undefined ? ['missing'] : checkBandTable(events)).toEqual([]);
    expect(rules.tables.initiativeDrm?.name).toBe('Initiative DRM table');
  });

  it('names the bad field of a bad override', () => {
    expect(() => resolveCartwheelRules({ recon: { flyMaximum: 'x' as never } })).toThrow(/recon\.flyMaximum/);
    expect(() =>
      resolveCartwheelRules({
        tables: {
          airbaseEvacuation: {
            modifiers: [
              { id: 'airbase-disrupted', label: 'a', delta: 1 },
              { id: 'airbase-disrupted', label: 'b', delta: 2 },
            ],
          },
        },
      }),
    ).toThrow(/duplicate id/);
    expect(() =>
      resolveCartwheelRules({
        tables: {
          randomEvents: {
            bands: [
              { max: 4, result: { name: 'x' } },
              { min: 6, result: { name: 'y' } },
            ],
          },
        },
      }),
    ).toThrow(/roll 5 is not covered/);
  });
});

describe('the game state schema', () => {
  it('fills defaults', () => {
    const state = parseCartwheelState(baseState());
    expect(state.phase).toBe('random-events');
    expect(state.vp).toEqual({ Allied: 0, Japanese: 0 });
  });

  it('rejects inconsistent state, naming the field', () => {
    expect(() => parseCartwheelState(baseState({ airbases: [BASES.lae, BASES.lae] }))).toThrow(/duplicate id "lae"/);
    expect(() => parseCartwheelState(baseState({ airbases: [{ ...BASES.truk, disrupted: true }] }))).toThrow(
      /off-board airbases cannot be disrupted/,
    );
    expect(() => parseCartwheelState(baseState({ airbases: [{ ...BASES.lae, hex: '12' }] }))).toThrow(/four-digit/);
    expect(() =>
      parseCartwheelState(
        baseState({
          airUnits: [
            {
              unit: { id: 'a', model: 'C-47', type: 'C', service: 'USAAF', full: { range: 5, srmp: 3 }, reduced: null },
              reduced: true,
              location: { at: 'airbase', airbaseId: 'port-moresby' },
            },
          ],
        }),
      ),
    ).toThrow(/has no reduced side/);
    expect(() =>
      parseCartwheelState(
        baseState({
          airUnits: [
            {
              unit: { id: 'a', model: 'P-40', type: 'F', service: 'USAAF', full: { range: 5, srmp: 3 }, reduced: null },
              location: { at: 'airbase', airbaseId: 'nowhere' },
            },
          ],
        }),
      ),
    ).toThrow(/no airbase "nowhere"/);
    expect(() => parseCartwheelState(baseState({ vp: { Allied: 0.25, Japanese: 0 } }))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});
