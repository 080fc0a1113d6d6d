/**
 * Each example the contract audit reported, as it is answered now: a RulesError naming the
 * field and the rule, or the correct answer where one exists.
 */
import { describe, expect, it } from 'vitest';
import * as cartwheel from '../../src/cartwheel/index.js';
import { MADE_UP_TABLES } from '../../src/cartwheel/made-up-tables.js';
import * as firepower from '../../src/firepower/index.js';
import * as core from '../../src/index.js';
import * as shoestring from '../../src/shoestring/index.js';
import { checkMonotone } from '../../src/testing/index.js';

function rulesError(run: () => unknown): core.RulesError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(core.RulesError);
    return error as core.RulesError;
  }
  throw new Error('expected a RulesError, got a result');
}

describe('the audit examples', () => {
  it('a resolver without dice names dice', () => {
    const e = rulesError(() =>
      firepower.resolveGunnery({ battery: 'BB', target: 'CA', range: 'short' }, undefined as never),
    );
    expect(e.path).toEqual(['dice']);
    expect(e.message).toMatch(/dice is required/);
  });

  it('cyclic house rules are refused before any cache key is built', () => {
    const rules: Record<string, unknown> = {};
    rules.self = rules;
    expect(rulesError(() => firepower.resolveFirepowerRules(rules)).message).toMatch(/cycle/);
  });

  it('exported helpers check what they are given', () => {
    expect(rulesError(() => firepower.lookupClassModifier('ZZ' as never, 'BB')).message).toMatch(/row/);
    expect(rulesError(() => firepower.lookupDamageDie('purple' as never, 1, 'S')).message).toMatch(/die/);
    expect(rulesError(() => core.addFractions(null as never, core.fraction(1n))).path).toEqual(['a']);
    expect(rulesError(() => cartwheel.findAirbase(null as never, 'lae', '6.0')).rule).toBe('6.0');
    expect(rulesError(() => firepower.lookupAntiAircraft(Symbol() as never)).message).toMatch(/score/);
    expect(rulesError(() => firepower.aircraftStand('XX' as never)).rule).toBe('Matrix 12');
    expect(rulesError(() => (firepower.aaDice as () => number)()).message).toMatch(/points: required/);
    expect(rulesError(() => firepower.shiftClass('CA', 'x' as never)).message).toMatch(/steps/);
  });

  it('no silent wrong answers', () => {
    expect(rulesError(() => firepower.shiftClass('CV' as never, 1)).message).toMatch(/cls/);
    expect(rulesError(() => firepower.lookupDepthCharge(9)).message).toMatch(/a d6 reads 1 to 6/);
    expect(rulesError(() => firepower.lookupBattleConditions(0)).message).toMatch(/a d12 reads 1 to 12/);
    expect(rulesError(() => firepower.lookupBattleConditions(13)).message).toMatch(/a d12 reads 1 to 12/);
    expect(rulesError(() => (shoestring.lookupTransportAttack as (roll: number) => unknown)(3)).message).toMatch(
      /escorted: required/,
    );
    const rules = { tables: MADE_UP_TABLES };
    expect(cartwheel.lookupRandomEvent(0, rules)).toEqual(cartwheel.lookupRandomEvent(10, rules));
    expect(rulesError(() => cartwheel.lookupRandomEvent(11, rules)).message).toMatch(/0 reads 10/);
    expect(cartwheel.lookupInitiativeMissions(0, rules)).toBe(cartwheel.lookupInitiativeMissions(10, rules));
    expect(rulesError(() => cartwheel.lookupInitiativeMissions(11, rules)).rule).toBe('7.5');
    expect(
      rulesError(() =>
        cartwheel.initiativeModifiers({ turn: 3, conditions: ['allied-recon-rabaul', 'allied-recon-rabaul'] }, rules),
      ).message,
    ).toMatch(/listed twice/);
  });

  it('typos are refused with the nearest known key', () => {
    const gunnery = { battery: 'BB', target: 'CA', range: 'short', targetHasFird: true };
    expect(rulesError(() => firepower.resolveGunnery(gunnery as never, core.createDice(1))).message).toMatch(
      /targetHasFird: unknown key \(did you mean "targetHasFired"\?\)/,
    );
    expect(
      rulesError(() =>
        shoestring.resolveTransportAttack({ escorted: false, Henderson: 'attacker' } as never, core.createDice(1)),
      ).message,
    ).toMatch(/Henderson: unknown key \(did you mean "henderson"\?\)/);
  });

  it('work is bounded', () => {
    const read = (roll: number) => roll;
    const rank = (result: number) => result;
    const wide = { from: 0, to: 2 ** 31, read, rank, direction: 'nondecreasing' as const };
    expect(rulesError(() => checkMonotone(wide)).path).toEqual(['to']);
    expect(rulesError(() => checkMonotone({ ...wide, from: Number.NEGATIVE_INFINITY, to: 3 })).path).toEqual(['from']);
    const rollAgain = (dice: core.Dice): number => {
      let total = 0;
      for (let face = 6; face === 6; total += face) face = dice.d6('again');
      return total;
    };
    expect(rulesError(() => core.exactOdds(rollAgain)).code).toBe('ODDS_LIMIT');
  });

  it('seeds mix: seeds 0..11 no longer give first d6 2 1 6 5 4 3 2 1 6 5 4 3', () => {
    const firsts = Array.from({ length: 12 }, (_, seed) => core.createDice(seed).d6('first'));
    expect(firsts).not.toEqual([2, 1, 6, 5, 4, 3, 2, 1, 6, 5, 4, 3]);
    expect(
      Array.from({ length: 60 }, (_, s) => core.createDice(s).d6('x') === core.createDice(s + 6).d6('x')),
    ).toContain(false);
  });
});
