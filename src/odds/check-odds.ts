import { expectArray, expectObject } from '../core/guards.js';

/** Checks that `odds` looks like an `exactOdds` result, or throws a RulesError. */
export function checkOdds(odds: unknown, where: string): void {
  expectObject(odds, where, 'odds');
  expectArray(odds.outcomes, where, 'odds.outcomes');
  odds.outcomes.forEach((entry, i) => {
    expectObject(entry, where, `odds.outcomes[${i}]`);
    expectObject(entry.fraction, where, `odds.outcomes[${i}].fraction`);
    expectArray(entry.path, where, `odds.outcomes[${i}].path`);
  });
}
