import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { parseInput } from '../../src/core/parse-input.js';
import { isRulesError, RulesError } from '../../src/core/rules-error.js';

const schema = z.object({ group: z.object({ units: z.array(z.object({ steps: z.number().int().min(1) })) }) });

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { group: { units: [{ steps: 2 }] } }, { rule: 'N18.7' })).toEqual({
      group: { units: [{ steps: 2 }] },
    });
  });

  it('throws a RulesError naming field, value and rule, carrying the zod issues', () => {
    const input = { group: { units: [{ steps: 2 }, { steps: 0 }] } };
    try {
      parseInput(schema, input, { rule: 'N18.7', what: 'patrol extension input' });
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error)).toBe(true);
      const e = error as RulesError;
      expect(e.message).toBe(
        'N18.7 (patrol extension input): group.units[1].steps: got 0: Too small: expected number to be >=1',
      );
      expect(e).toMatchObject({ code: 'INVALID_INPUT', rule: 'N18.7', path: ['group', 'units', 1, 'steps'] });
      expect(e.issues).toHaveLength(1);
    }
  });

  it('lists the values an enum allows, or a union of values and other forms, with the nearest one', () => {
    const message = (schema: z.ZodType, input: unknown) => {
      try {
        parseInput(schema, input, { rule: 'Matrix 8' });
      } catch (error) {
        return (error as RulesError).message;
      }
      throw new Error('not refused');
    };
    const target = z.object({ target: z.union([z.enum(['BB', 'CA', 'DD']), z.object({ class: z.string() })]) });
    expect(message(target, { target: 'CX' })).toBe(
      'Matrix 8: target: got "CX": expected one of BB, CA, DD, or an object (did you mean "CA"?)',
    );
    expect(message(z.object({ range: z.enum(['short', 'long']) }), { range: 'shrt' })).toBe(
      'Matrix 8: range: got "shrt": Invalid option: expected one of "short"|"long" (did you mean "short"?)',
    );
    const values = z.object({ n: z.union([z.literal(1), z.literal(2)]) });
    expect(message(values, { n: 3 })).toBe('Matrix 8: n: got 3: expected one of 1, 2');
    // A union with no branch of values keeps zod's words.
    expect(message(z.object({ v: z.union([z.number(), z.boolean()]) }), { v: 'x' })).toMatch(
      /^Matrix 8: v: got "x": Invalid input/,
    );
  });

  it('names the input as a whole and counts further issues', () => {
    expect(() => parseInput(schema, null, { rule: 'R18.3' })).toThrow(/^R18.3: \(input\): got null/);
    expect(() => parseInput(z.object({ a: z.number(), b: z.number() }), {}, { rule: 'X' })).toThrow(
      /^X: a: required; b: required/,
    );
  });

  it('never lets a bare TypeError out, whatever the input', () => {
    for (const input of [undefined, 3, 'x', [], { group: 'x' }, { group: { units: 'x' } }, Object.create(null)]) {
      expect(() => parseInput(schema, input, { rule: 'X' })).toThrow(RulesError);
    }
  });
});

describe('parseInput with reuseFrozen', () => {
  const schema = z.strictObject({ roll: z.number().int(), list: z.array(z.number()).default([]) });
  const context = { rule: 'T1', reuseFrozen: true } as const;

  it('validates a deep-frozen input once and gives back the same frozen value', () => {
    const input = deepFreeze({ roll: 3, list: [1] });
    const first = parseInput(schema, input, context);
    expect(parseInput(schema, input, context)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.list)).toBe(true);
    expect(first).toEqual({ roll: 3, list: [1] });
  });

  it('parses afresh an input that is not deep-frozen, or without the option', () => {
    const shallow = Object.freeze({ roll: 3, list: [1] });
    expect(parseInput(schema, shallow, context)).not.toBe(parseInput(schema, shallow, context));
    const frozen = deepFreeze({ roll: 3 });
    expect(parseInput(schema, frozen, { rule: 'T1' })).not.toBe(parseInput(schema, frozen, { rule: 'T1' }));
    expect(Object.isFrozen(parseInput(schema, frozen, { rule: 'T1' }))).toBe(false);
  });

  it('still refuses a bad frozen input every time', () => {
    const bad = deepFreeze({ roll: 'x' });
    for (const _ of [1, 2]) expect(() => parseInput(schema, bad, context)).toThrow(/roll/);
  });
});
