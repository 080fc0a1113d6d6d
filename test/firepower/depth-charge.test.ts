import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import {
  applyDepthCharge,
  checkDepthCharge,
  lookupDepthCharge,
  resolveDepthCharge,
} from '../../src/firepower/depth-charge.js';
import { checkFalseContacts, isSubmarineRevealed } from '../../src/firepower/false-contacts.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { probabilityOf } from '../../src/odds/probability-of.js';

describe('submarines: depth charges', () => {
  it.each([
    [1, 'no-effect'],
    [4, 'no-effect'],
    [5, 'damaged'],
    [6, 'destroyed'],
  ] as const)('a %i: %s', (roll, outcome) => {
    expect(lookupDepthCharge(roll)).toBe(outcome);
    expect(resolveDepthCharge({ attacker: 'DE', distanceInches: 1 }, scriptedDice([roll])).outcome).toBe(outcome);
  });

  it('only DD and DE, within 2"', () => {
    expect(checkDepthCharge({ attacker: 'DD', distanceInches: 2 })).toEqual({ ok: true });
    expect(checkDepthCharge({ attacker: 'CL', distanceInches: 1 })).toMatchObject({ ok: false, rule: 'Submarines' });
    expect(checkDepthCharge({ attacker: 'DE', distanceInches: 2.5 })).toMatchObject({ ok: false });
    expect(() => resolveDepthCharge({ attacker: 'BB', distanceInches: 1 }, scriptedDice([6]))).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_ACTION' }),
    );
  });

  it('a false model is revealed without a die', () => {
    const r = resolveDepthCharge({ attacker: 'DD', distanceInches: 0, falseTarget: true }, scriptedDice([]));
    expect(r.outcome).toBe('false-contact');
    expect(r.rolls).toEqual([]);
  });

  it('a damaged submarine damaged again stays damaged, or is destroyed under the option', () => {
    const input = { attacker: 'DD', distanceInches: 1, damaged: true } as const;
    expect(resolveDepthCharge(input, scriptedDice([5])).outcome).toBe('damaged');
    const option = { interpretations: { damagedSubmarineHitAgain: 'destroyed' } } as const;
    expect(resolveDepthCharge(input, scriptedDice([5]), option).outcome).toBe('destroyed');
  });

  it('exact odds: destroyed 1/6, damaged 1/6', () => {
    const odds = exactOdds((d) => resolveDepthCharge({ attacker: 'DD', distanceInches: 2 }, d).outcome);
    expect(probabilityOf(odds, (o) => o === 'destroyed')).toEqual({ numerator: 1n, denominator: 6n });
    expect(probabilityOf(odds, (o) => o === 'damaged')).toEqual({ numerator: 1n, denominator: 6n });
  });

  it('records the result on the submarine without changing the one given', () => {
    const u47 = { name: 'U-47', class: 'SM', nationality: 'German', submerged: true } as const;
    const damaged = applyDepthCharge(u47, 'damaged');
    // Revealed and damaged, not surfaced (Submarines).
    expect(damaged).toMatchObject({ status: 'afloat', submerged: true, damage: { submarineDamaged: true } });
    expect(u47.submerged).toBe(true);
    expect(applyDepthCharge(damaged, 'destroyed').status).toBe('sunk');
    expect(applyDepthCharge(u47, 'no-effect')).toMatchObject({ submerged: true, damage: { submarineDamaged: false } });
    expect(() => applyDepthCharge({ name: 'Ajax', class: 'CL', nationality: 'British' }, 'damaged')).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_ACTION' }),
    );
  });
});

describe('submarines: false contacts', () => {
  it('up to three false models, each within 24" of the real submarine', () => {
    expect(checkFalseContacts({ falseModelDistancesInches: [24, 10, 0] })).toEqual({ ok: true });
    expect(checkFalseContacts({ falseModelDistancesInches: [1, 2, 3, 4] })).toMatchObject({ ok: false });
    expect(checkFalseContacts({ falseModelDistancesInches: [10, 30] })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/false model 2/),
    });
  });

  it('a real submarine is revealed when it surfaces, fires or is engaged', () => {
    expect(isSubmarineRevealed({})).toBe(false);
    expect(isSubmarineRevealed({ surfaced: true })).toBe(true);
    expect(isSubmarineRevealed({ fired: true })).toBe(true);
    expect(isSubmarineRevealed({ engaged: true })).toBe(true);
  });
});
