import { expectArray, expectObject } from '../core/guards.js';

/**
 * Checks that `odds` looks like an `exactOdds` result (or, with `rounds`, an `exactRounds`
 * one: its entries hold a `state` and no path), or throws a RulesError.
 */
export function checkOdds(odds: unknown, where: string, rounds = false): void {
  expectObject(odds, where, 'odds');
  expectArray(odds.outcomes, where, 'odds.outcomes');
  odds.outcomes.forEach((entry, i) => {
    expectObject(entry, where, `odds.outcomes[${i}]`);
    expectObject(entry.fraction, where, `odds.outcomes[${i}].fraction`);
    if (rounds && Object.hasOwn(entry, 'state') && !Object.hasOwn(entry, 'path')) return;
    expectArray(entry.path, where, `odds.outcomes[${i}].path`);
  });
}
