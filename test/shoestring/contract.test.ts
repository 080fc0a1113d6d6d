/**
 * The Shoestring input contract (issues "Every export keeps the contract" and the Shoestring
 * validation defects of "Shoestring and Cartwheel on the game layer"): each test here failed
 * on main before the fix beside it.
 */
import { describe, expect, it, vi } from 'vitest';
import { isRulesError, RulesError } from '../../src/core/rules-error.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import {
  airUnitRepairPlacements,
  airUnitReplacements,
  antiAircraftTableSchema,
  checkPatrolGroup,
  combineAirUnits,
  extendPatrolInputSchema,
  lookupBattleshipCommitment,
  lookupColumnTable,
  ptReplyInputSchema,
  resolveExtendPatrol,
  resolveGuadalcanalAntiAircraft,
  resolvePtAttack,
  resolvePtEngagement,
  resolvePtReply,
  SEQUENCE_OF_PLAY,
  surfaceCombatTableSchema,
  tallyVictoryPoints,
} from '../../src/shoestring/index.js';
import { MADE_UP_US_SEARCH_CHART } from './made-up.js';

function thrown(run: () => unknown): RulesError {
  try {
    run();
  } catch (error) {
    if (isRulesError(error)) return error;
    throw error;
  }
  throw new Error('expected a RulesError');
}

/** A MADE-UP Anti-Aircraft Combat Table whose first printed column is 1-8 (not the game's values). */
const AA_FROM_1_8 = {
  columns: [
    {
      min: 1,
      max: 8,
      rows: [
        { max: 1, result: 'MADE-UP HIT' },
        { min: 2, result: '\u2013' },
      ],
    },
    {
      min: 9,
      rows: [
        { max: 3, result: 'MADE-UP HIT' },
        { min: 4, result: '\u2013' },
      ],
    },
  ],
};

/** A MADE-UP Surface-to-Surface Combat Table whose first printed column is 2-3 (not the game's values). */
const SURFACE_FROM_2_3 = {
  columns: [
    {
      min: 2,
      max: 3,
      rows: [
        { max: 2, result: 'MADE-UP D' },
        { min: 3, result: '\u2013' },
      ],
    },
    {
      min: 4,
      rows: [
        { max: 5, result: 'MADE-UP D' },
        { min: 6, result: '\u2013' },
      ],
    },
  ],
};

const PT_RULES = {
  options: { O5: true },
  tables: { seaZoneSearch: { US: MADE_UP_US_SEARCH_CHART }, surfaceCombat: SURFACE_FROM_2_3 },
};

describe('column tables start where the printed table starts', () => {
  it('an Anti-Aircraft table whose first column is 1-8 is entered as printed and read by II.B.6', () => {
    const table = antiAircraftTableSchema.parse(AA_FROM_1_8);
    expect(table.columns.bands.map((b) => b.label)).toEqual(['1\u20138', '\u22659']);
    expect(lookupColumnTable(table, 5, 1)).toEqual({ column: '1\u20138', row: '\u22641', result: 'MADE-UP HIT' });
    const aa = resolveGuadalcanalAntiAircraft({ survivingBombardUnits: 1 }, scriptedDice([1]), {
      tables: { antiAircraft: AA_FROM_1_8 },
    });
    expect(aa.outcome).toBe('MADE-UP HIT');
  });
  it('a value below the first printed column is a RulesError naming the table, not an invented column', () => {
    const table = antiAircraftTableSchema.parse(AA_FROM_1_8);
    const error = thrown(() => lookupColumnTable(table, 0, 1));
    expect(error.message).toContain('Anti-Aircraft Combat Table');
    expect(error.message).toContain('1\u20138');
  });
  it('a Surface-to-Surface table starting 2-3 serves the PT attack; a reply value below it is refused before any roll', () => {
    expect(resolvePtAttack({}, scriptedDice([2]), PT_RULES).outcome).toBe('MADE-UP D');
    expect(resolvePtReply({ japaneseDdClCombatValue: 5 }, scriptedDice([1]), PT_RULES).outcome.neutralized).toBe(true);
    const dice = scriptedDice([0, 0, 0]);
    const error = thrown(() => resolvePtReply({ japaneseDdClCombatValue: 1 }, dice, PT_RULES));
    expect(error.message).toContain('Surface-to-Surface Combat Table');
    expect(error.rule).toBe('O5.0');
    expect(dice.log).toEqual([]);
    const engagementDice = scriptedDice([0, 0, 0]);
    expect(() => resolvePtEngagement({ japaneseDdClCombatValue: 1 }, engagementDice, PT_RULES)).toThrow(RulesError);
    expect(engagementDice.log).toEqual([]);
  });
  it('gaps and overlaps between printed columns are still refused, and the last column stays open-ended', () => {
    const gap = surfaceCombatTableSchema.safeParse({
      columns: [
        { min: 2, max: 3, rows: [{ result: 'x' }] },
        { min: 5, rows: [{ result: 'y' }] },
      ],
    });
    expect(gap.success).toBe(false);
    const closedTop = surfaceCombatTableSchema.safeParse({ columns: [{ min: 2, max: 3, rows: [{ result: 'x' }] }] });
    expect(closedTop.success).toBe(false);
  });
  it('lookupColumnTable refuses a table that is not a checked column table', () => {
    expect(() => lookupColumnTable({} as never, 1, 1)).toThrow(RulesError);
    const table = surfaceCombatTableSchema.parse(SURFACE_FROM_2_3);
    const unordered = { ...table, columns: { ...table.columns, bands: [...table.columns.bands].reverse() } };
    expect(() => lookupColumnTable(unordered, 3, 1)).toThrow(RulesError);
    expect(() => lookupColumnTable(table, Number.NaN, 1)).toThrow(RulesError);
  });
});

describe('issue-12 validation defects', () => {
  it('a Yamato commitment on an even turn is refused (I.A.4 happens on odd turns)', () => {
    const error = thrown(() => tallyVictoryPoints([{ kind: 'yamato-committed', turn: 2 }], { options: { O1: true } }));
    expect(error.message).toContain('odd game turns');
    expect(tallyVictoryPoints([{ kind: 'yamato-committed', turn: 3 }], { options: { O1: true } }).US).toBe(2);
  });
  it('a unit typed TRANS is a transport like TRAN: it never extends its patrol', () => {
    const group = { side: 'US' as const, ships: [{ id: 'T1', type: 'TRANS', zone: 'The Slot' }] };
    expect(checkPatrolGroup(group)).toMatchObject({ ok: false, rule: 'R18.3' });
    expect(() => resolveExtendPatrol(group, scriptedDice([0]))).toThrow(RulesError);
  });
  it('O3.0 option 2 counts only full-strength eliminated units', () => {
    const rules = { options: { O3: { replacement: true } } };
    const eliminated = [
      { id: 'a', type: 'CV FTR', strength: 'full' as const },
      { id: 'b', type: 'CV FTR', strength: 'reduced' as const },
      { id: 'c', type: 'CV FTR', strength: 'reduced' as const },
    ];
    expect(airUnitReplacements({ eliminated }, rules)).toEqual({});
    expect(
      airUnitReplacements({ eliminated: [...eliminated, { id: 'd', type: 'CV FTR', strength: 'full' }] }, rules),
    ).toEqual({ 'CV FTR': 1 });
  });
  it('O3.0 option 2 needs every unit\u2019s strength; option 3 does not read it', () => {
    const error = thrown(() =>
      airUnitReplacements({ eliminated: [{ id: 'a', type: 'CV FTR' }] }, { options: { O3: { replacement: true } } }),
    );
    expect(error.path).toEqual(['eliminated', 0, 'strength']);
    expect(
      airUnitRepairPlacements({ eliminated: [{ id: 'a', type: 'CV FTR' }] }, { options: { O3: { repair: true } } }),
    ).toEqual([{ id: 'a', to: 'Naval Repair Track 4 wks box' }]);
  });
  it('an air unit listed twice is refused, not counted twice (O3.0)', () => {
    const twice = [
      { id: 'a', type: 'CV FTR', strength: 'full' as const },
      { id: 'a', type: 'CV FTR', strength: 'full' as const },
    ];
    expect(() => airUnitReplacements({ eliminated: twice }, { options: { O3: { replacement: true } } })).toThrow(
      /listed twice/,
    );
    expect(() =>
      combineAirUnits(
        { units: twice.map((u) => ({ ...u, strength: 'reduced' as const })) },
        { options: { O3: { combine: true } } },
      ),
    ).toThrow(/listed twice/);
  });
  it('SEQUENCE_OF_PLAY cannot be changed by a caller', () => {
    expect(Object.isFrozen(SEQUENCE_OF_PLAY)).toBe(true);
    expect(Object.isFrozen(SEQUENCE_OF_PLAY[0])).toBe(true);
  });
});

describe('natural die values', () => {
  it('the BB Commitment lookup reads a natural d10 (0–9) and refuses what the die cannot show', () => {
    expect(lookupBattleshipCommitment(9)).toBe(3);
    for (const roll of [-1, 10, 12, 2.5, Number.NaN]) {
      const error = thrown(() => lookupBattleshipCommitment(roll));
      expect(error.rule).toBe('O1.0');
      expect(error.message).toContain('roll');
    }
  });
});

describe('one parse per call', () => {
  it('resolvePtEngagement parses its input once for all three stages', () => {
    const spy = vi.spyOn(ptReplyInputSchema, 'safeParse');
    try {
      // MADE-UP U.S. chart: N. Guadalcanal 6, so 0 finds; attack 2 on 2-3; reply 1 on ≥4.
      const result = resolvePtEngagement({ japaneseDdClCombatValue: 5 }, scriptedDice([0, 2, 1]), PT_RULES);
      expect(result.outcome).toEqual({ found: true, attack: 'MADE-UP D', reply: 'MADE-UP D', neutralized: true });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
  it('resolveExtendPatrol parses its group once (check, modifiers and roll share it)', () => {
    const spy = vi.spyOn(extendPatrolInputSchema, 'safeParse');
    try {
      resolveExtendPatrol({ side: 'US', ships: [{ id: 'Helena', type: 'CL', zone: 'The Slot' }] }, scriptedDice([3]));
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
