import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mobileCapacity } from '../../src/cartwheel/airbase-capacity.js';
import { checkOperationsAction, startOperations, takeOperationsAction } from '../../src/cartwheel/operations.js';
import { reconPlacementOrder } from '../../src/cartwheel/recon-availability.js';
import { deepFreeze } from '../../src/core/deep-freeze.js';

const side = fc.constantFrom('Allied' as const, 'Japanese' as const);
const action = fc.constantFrom('air-mission' as const, 'naval-mission' as const, 'pass' as const);

describe('operations phase invariants (4.4)', () => {
  it('the initiative player acts first and alone for his opening run; frozen states are never changed', () => {
    fc.assert(
      fc.property(
        side,
        fc.integer({ min: 1, max: 5 }),
        fc.array(action, { maxLength: 30 }),
        (initiative, n, actions) => {
          let ops = startOperations({ initiative, openingMissions: n });
          for (const a of actions) {
            if (ops.ended) break;
            const frozen = deepFreeze(ops);
            ops = takeOperationsAction(frozen, frozen.toAct, a);
            expect(checkOperationsAction(ops, ops.toAct === 'Allied' ? 'Japanese' : 'Allied', 'pass').ok).toBe(false);
          }
          const firstOther = ops.history.findIndex((h) => h.side !== initiative);
          const firstPass = ops.history.findIndex((h) => h.action === 'pass');
          const opening = firstOther === -1 ? ops.history.length : firstOther;
          expect(opening).toBeLessThanOrEqual(n);
          if (firstPass === -1 || firstPass >= n) expect(opening).toBe(Math.min(n, ops.history.length));
          const tail = ops.history.slice(-4);
          expect(ops.ended).toBe(tail.length === 4 && tail.every((h) => h.action === 'pass'));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('after the opening run, no player acts twice running unless the other has none left', () => {
    fc.assert(
      fc.property(side, fc.array(action, { maxLength: 30 }), (initiative, actions) => {
        let ops = startOperations({ initiative, openingMissions: 1 });
        for (const a of actions) if (!ops.ended) ops = takeOperationsAction(ops, ops.toAct, a);
        for (let i = 1; i < ops.history.length; i++) expect(ops.history[i]?.side).not.toBe(ops.history[i - 1]?.side);
      }),
      { numRuns: 100 },
    );
  });
});

describe('hosting and recon order invariants', () => {
  it('a mobile base never hosts more than 3 or fewer than 2', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('F', 'B', 'FB', 'D', 'P', 'S', 'T', 'C', 'R'), { maxLength: 6 }),
        (types) => {
          const capacity = mobileCapacity(types.map((type) => ({ type: type as 'F' })));
          expect([2, 3]).toContain(capacity);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('recon placement order keeps every unit once and each side’s own order', () => {
    fc.assert(
      fc.property(
        side,
        fc.uniqueArray(fc.string(), { maxLength: 3 }),
        fc.uniqueArray(fc.string(), { maxLength: 3 }),
        (first, a, j) => {
          const order = reconPlacementOrder(first, a, j);
          expect(order.filter((s) => s.side === 'Allied').map((s) => s.unitId)).toEqual(a);
          expect(order.filter((s) => s.side === 'Japanese').map((s) => s.unitId)).toEqual(j);
          if (order.length > 0 && (first === 'Allied' ? a.length : j.length) > 0) expect(order[0]?.side).toBe(first);
        },
      ),
      { numRuns: 100 },
    );
  });
});
