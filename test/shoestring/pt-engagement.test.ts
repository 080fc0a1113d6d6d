import { describe, expect, it } from 'vitest';
import { isRulesError } from '../../src/core/rules-error.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { probabilityOf } from '../../src/odds/probability-of.js';
import {
  ptAttackOdds,
  ptEngagementOdds,
  ptReplyOdds,
  ptSearchOdds,
  resolvePtAttack,
  resolvePtEngagement,
  resolvePtReply,
  resolvePtSearch,
} from '../../src/shoestring/pt-engagement.js';
import { MADE_UP_RULES } from './made-up.js';

describe('O5.0 PT search', () => {
  it('uses the U.S. chart number for N. Guadalcanal (MADE-UP 6), no modifiers', () => {
    expect(resolvePtSearch({}, scriptedDice([5]), MADE_UP_RULES).outcome).toBe('Found');
    expect(resolvePtSearch({}, scriptedDice([6]), MADE_UP_RULES).outcome).toBe('Not found');
    expect(resolvePtSearch({}, scriptedDice([5]), MADE_UP_RULES).modifiers).toEqual([]);
    expect(probabilityOf(ptSearchOdds({}, MADE_UP_RULES), (o) => o === 'Found')).toEqual({
      numerator: 3n,
      denominator: 5n,
    });
  });
  it('a fixed search number in the rules object replaces the chart', () => {
    const rules = { options: { O5: true }, ptBoats: { searchNumber: 2 } };
    expect(resolvePtSearch({}, scriptedDice([2]), rules).outcome).toBe('Not found');
    expect(resolvePtSearch({}, scriptedDice([1]), rules).outcome).toBe('Found');
  });
});

describe('O5.0 PT attack on the 2-3 column', () => {
  it('reads the 2–3 column of the supplied table without modifiers', () => {
    const r = resolvePtAttack({}, scriptedDice([2]), MADE_UP_RULES);
    expect(r.outcome).toBe('MADE-UP D');
    expect(r.title).toContain('2-3 column');
    expect(resolvePtAttack({}, scriptedDice([3]), MADE_UP_RULES).outcome).toBe('\u2013');
    expect(probabilityOf(ptAttackOdds({}, MADE_UP_RULES), (o) => o === 'MADE-UP D')).toEqual({
      numerator: 3n,
      denominator: 10n,
    });
  });
  it('a table without an exact 2-3 column is TABLE_INVALID naming the table', () => {
    const rules = {
      ...MADE_UP_RULES,
      tables: {
        surfaceCombat: {
          noEffect: 'MADE-UP',
          columns: [
            { max: 2, rows: [{ result: 'MADE-UP' }] },
            { min: 3, rows: [{ result: 'MADE-UP' }] },
          ],
        },
      },
    };
    expect(() => resolvePtAttack({}, scriptedDice([0]), rules)).toThrow(/Surface-to-Surface Combat Table.*2\u20133/);
  });
  it('a "no effect" code the table never prints is refused (every reply would neutralize the PT unit)', () => {
    const rules = {
      ...MADE_UP_RULES,
      tables: {
        surfaceCombat: {
          noEffect: 'NE',
          columns: [
            {
              rows: [
                { max: 4, result: 'D' },
                { min: 5, result: '\u2013' },
              ],
            },
          ],
        },
      },
    };
    expect(() => resolvePtAttack({}, scriptedDice([0]), rules)).toThrow(/no cell of the table reads "NE"/);
  });

  it('without the Surface-to-Surface Combat Table it is MISSING_TABLE naming it', () => {
    try {
      resolvePtAttack({}, scriptedDice([0]), { options: { O5: true } });
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error) && error.code).toBe('MISSING_TABLE');
      expect((error as Error).message).toContain('Surface-to-Surface Combat Table');
    }
  });
});

describe('O5.0 Japanese reply', () => {
  it('reads the column of the DD+CL total; anything but no effect neutralizes', () => {
    expect(resolvePtReply({ japaneseDdClCombatValue: 6 }, scriptedDice([1]), MADE_UP_RULES).outcome).toEqual({
      result: 'MADE-UP X',
      neutralized: true,
    });
    expect(resolvePtReply({ japaneseDdClCombatValue: 6 }, scriptedDice([6]), MADE_UP_RULES).outcome).toEqual({
      result: '\u2013',
      neutralized: false,
    });
    const r = resolvePtReply({ japaneseDdClCombatValue: 1 }, scriptedDice([0]), MADE_UP_RULES);
    expect(r.title).toContain('\u22641 column');
    expect(r.notes[0]).toContain('1 wk box');
  });
  it('honours the table\u2019s own no-effect code', () => {
    const rules = {
      ...MADE_UP_RULES,
      tables: {
        surfaceCombat: {
          noEffect: 'NE',
          columns: [
            { min: 2, max: 3, rows: [{ result: 'NE' }] },
            { max: 1, rows: [{ result: 'NE' }] },
            { min: 4, rows: [{ result: 'NE' }] },
          ],
        },
      },
    };
    expect(resolvePtReply({ japaneseDdClCombatValue: 3 }, scriptedDice([0]), rules).outcome.neutralized).toBe(false);
  });
  it('no DD or CL combat value: no roll, not neutralized', () => {
    const dice = scriptedDice([]);
    const r = resolvePtReply({ japaneseDdClCombatValue: 0 }, dice, MADE_UP_RULES);
    expect(r.outcome).toEqual({ result: null, neutralized: false });
    expect(r.rolls).toEqual([]);
  });
  it('exact odds at DD+CL value 6: neutralized 3/5 (MADE-UP ≥4 column hits on 0–5)', () => {
    expect(probabilityOf(ptReplyOdds({ japaneseDdClCombatValue: 6 }, MADE_UP_RULES), (o) => o.neutralized)).toEqual({
      numerator: 3n,
      denominator: 5n,
    });
  });
});

describe('O5.0 PT engagement', () => {
  it('search, attack and reply in order, each a step', () => {
    const r = resolvePtEngagement({ japaneseDdClCombatValue: 5 }, scriptedDice([0, 1, 3]), MADE_UP_RULES);
    expect(r.steps.map((s) => s.title)).toEqual([
      'PT boat search in N. Guadalcanal',
      'PT boat attack on the 2-3 column of the Surface-to-Surface Combat Table',
      'Japanese reply on the \u22654 column of the Surface-to-Surface Combat Table',
    ]);
    expect(r.outcome).toEqual({ found: true, attack: 'MADE-UP D', reply: 'MADE-UP D', neutralized: true });
  });
  it('nothing found: no attack, no reply', () => {
    const r = resolvePtEngagement({ japaneseDdClCombatValue: 5 }, scriptedDice([9]), MADE_UP_RULES);
    expect(r.outcome).toEqual({ found: false, attack: null, reply: null, neutralized: false });
    expect(r.steps).toHaveLength(1);
  });
  it('exact odds: neutralized = found 3/5 × reply hits 3/5 = 9/25', () => {
    expect(
      probabilityOf(ptEngagementOdds({ japaneseDdClCombatValue: 5 }, MADE_UP_RULES), (o) => o.neutralized),
    ).toEqual({
      numerator: 9n,
      denominator: 25n,
    });
  });
  it('needs O5 switched on', () => {
    expect(() =>
      resolvePtEngagement({ japaneseDdClCombatValue: 5 }, scriptedDice([0]), {
        ...MADE_UP_RULES,
        options: { O5: false },
      }),
    ).toThrow(/O5\.0 U\.S\. PT boats is not in play/);
  });
});
