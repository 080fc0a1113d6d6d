import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Roll } from '../../src/dice/roll.js';
import { LABEL_SUFFIXES, RollLog, type Suffix } from '../../src/dice/roll-log.js';

/** One step against the log: log a roll, read it all, read from a mark (`at`, folded onto the log's size), or clear. */
type Step =
  | {
      readonly kind: 'record';
      readonly label: string;
      readonly sides: number;
      readonly suffix: Suffix;
      readonly face: number;
    }
  | { readonly kind: 'read' }
  | { readonly kind: 'since'; readonly at: number }
  | { readonly kind: 'clear' };

// Few labels, so runs of one label and changes of label both come up often.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      label: fc.constantFrom('a', 'b', 'Matrix 8 to hit', 'a'.repeat(3)),
      // Mostly plain d6 throws, which the log reads back by a path of their own.
      sides: fc.constantFrom(6, 6, 6, 10, 37),
      suffix: fc.constantFrom<Suffix>(0, 0, 0, 0, 1, 2, 3, 4, 5),
      face: fc.nat({ max: 36 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'read' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('since' as const), at: fc.nat({ max: 200 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'clear' as const }) },
);

describe('RollLog properties', () => {
  it('reads back what a plain list of records holds, through runs of labels, reads from any mark and clears', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        const log = new RollLog();
        let model: Roll[] = [];
        for (const s of steps) {
          if (s.kind === 'record') {
            log.record(s.label, log.head(`d${s.sides}`, s.suffix), s.face);
            model.push({ label: s.label + LABEL_SUFFIXES[s.suffix], die: `d${s.sides}`, value: s.face });
          } else if (s.kind === 'read') {
            expect(log.read()).toEqual(model);
          } else if (s.kind === 'since') {
            // Mostly a mark inside the log (where a run may start or go on), sometimes past its end.
            const at = s.at <= 180 ? s.at % (model.length + 1) : model.length + s.at - 180;
            expect(log.since(at)).toEqual(model.slice(at));
          } else {
            log.clear();
            model = [];
          }
          expect(log.size).toBe(model.length);
        }
        expect(log.read()).toEqual(model);
      }),
    );
  });
});
