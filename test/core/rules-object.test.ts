import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { bandTableSchema, lookupBand } from '../../src/core/band-table.js';
import { requireTable } from '../../src/core/require-table.js';
import { createRulesResolver, mergeRules, resolveRules } from '../../src/core/rules-object.js';

const schema = z.object({
  options: z.object({ O1: z.boolean(), rescueTarget: z.number().int().min(1).max(6) }),
  tables: z.object({
    patrol: bandTableSchema(z.enum(['Extend', 'Return']), { rule: 'N18.7', name: 'Extend Naval Patrol' }),
  }),
});
const DEFAULTS = {
  options: { O1: false, rescueTarget: 4 },
  tables: {
    patrol: {
      bands: [
        { max: 5, result: 'Extend' as const },
        { min: 6, result: 'Return' as const },
      ],
    },
  },
};

describe('house rules', () => {
  it('merge overrides key by key and replace tables whole, without changing the defaults', () => {
    const before = JSON.stringify(DEFAULTS);
    const rules = resolveRules(schema, DEFAULTS, { options: { O1: true } }, 'test rules');
    expect(rules.options).toEqual({ O1: true, rescueTarget: 4 });
    expect(lookupBand(rules.tables.patrol, 5).result).toBe('Extend');
    const house = resolveRules(
      schema,
      DEFAULTS,
      {
        tables: {
          patrol: {
            bands: [
              { max: 3, result: 'Extend' },
              { min: 4, result: 'Return' },
            ],
          },
        },
      },
      'x',
    );
    expect(lookupBand(house.tables.patrol, 5).result).toBe('Return');
    expect(JSON.stringify(DEFAULTS)).toBe(before);
    expect(mergeRules({ a: 1 }, undefined)).toEqual({ a: 1 });
  });

  it('reject an override with a gap, naming the field', () => {
    expect(() =>
      resolveRules(
        schema,
        DEFAULTS,
        {
          tables: {
            patrol: {
              bands: [
                { max: 3, result: 'Extend' },
                { min: 5, result: 'Return' },
              ],
            },
          },
        },
        'Shoestring rules',
      ),
    ).toThrow(
      'Shoestring rules (rules object): tables.patrol.bands: got [{"max":3,"result":"Extend"},{"min":5,"result":"Return"}]: roll 4 is not covered',
    );
    expect(() => resolveRules(schema, DEFAULTS, { options: { rescueTarget: 7 } }, 'WaS rules')).toThrow(
      /options.rescueTarget: got 7/,
    );
  });

  it('requireTable names the missing base-game table', () => {
    expect(() =>
      requireTable(undefined, { table: 'Anti-Aircraft Combat Table', rule: 'II.B.6', field: 'tables.antiAircraft' }),
    ).toThrow(expect.objectContaining({ code: 'MISSING_TABLE', rule: 'II.B.6', path: ['tables', 'antiAircraft'] }));
    expect(requireTable(3, { table: 't', rule: 'r', field: 'f' })).toBe(3);
  });
});

describe('createRulesResolver', () => {
  it('resolves the printed rules once and freezes them', () => {
    const resolve = createRulesResolver(schema, DEFAULTS, 'test rules');
    const rules = resolve();
    expect(resolve()).toBe(rules);
    expect(Object.isFrozen(rules.options)).toBe(true);
  });

  it('remembers overrides by content, and a mutated overrides object is never served stale rules', () => {
    const resolve = createRulesResolver(schema, DEFAULTS, 'test rules');
    const overrides = { options: { rescueTarget: 5 } };
    const first = resolve(overrides);
    expect(first.options.rescueTarget).toBe(5);
    expect(resolve({ options: { rescueTarget: 5 } })).toBe(first);
    overrides.options.rescueTarget = 6;
    expect(resolve(overrides).options.rescueTarget).toBe(6);
    expect(() => resolve({ options: { rescueTarget: 9 } })).toThrow(/options.rescueTarget: got 9/);
  });

  it('two overrides with one JSON text are told apart by their content', () => {
    const nullable = z.strictObject({ x: z.number().nullable() });
    const resolve = createRulesResolver(nullable, { x: 1 }, 'test rules');
    expect(resolve({ x: null })).toEqual({ x: null });
    // NaN reads "null" in JSON as null does; it is resolved on its own, and refused.
    expect(() => resolve({ x: Number.NaN })).toThrow(/x/);
    expect(resolve({ x: null })).toEqual({ x: null });
  });

  it('finds deep-frozen overrides again by identity, and equal ones by content', () => {
    const resolve = createRulesResolver(schema, DEFAULTS, 'test rules');
    const frozen = Object.freeze({ options: Object.freeze({ rescueTarget: 4 }) });
    const first = resolve(frozen);
    expect(resolve(frozen)).toBe(first);
    expect(resolve({ options: { rescueTarget: 4 } })).toBe(first);
    expect(resolve({ options: { rescueTarget: 3 } })).not.toBe(first);
  });
});
