/**
 * The properties every rule set's catalogue keeps, run once per catalogue: tables that are
 * valid data and read back their own rows, resolvers that are the exported functions
 * under their derived command names, examples that resolve to plain JSON with every logged
 * roll in their steps, and schemas that convert to JSON Schema.
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../src/core/catalogue/catalogue.js';
import { commandName } from '../../../src/core/catalogue/command-name.js';
import { inputJsonSchema } from '../../../src/core/catalogue/json-schema.js';
import { readTable } from '../../../src/core/catalogue/read-table.js';
import { catalogueTableSchema } from '../../../src/core/catalogue/table-schema.js';
import type { Resolution } from '../../../src/core/resolution.js';
import { createDice } from '../../../src/dice/create-dice.js';
import type { Roll } from '../../../src/dice/roll.js';

/** Every roll in a resolution and its steps. */
function allRolls(r: Resolution<unknown>): Roll[] {
  return [...r.rolls, ...r.steps.flatMap(allRolls)];
}

/** The distinct rolls as sorted texts, whatever order (and however often) the steps list them. */
const rollTexts = (rolls: readonly Roll[]): string[] => [...new Set(rolls.map((roll) => JSON.stringify(roll)))].sort();

export function catalogueSuite(catalogue: Catalogue, exported: Readonly<Record<string, unknown>>): void {
  describe(`${catalogue.name} catalogue`, () => {
    it('is exported from its subpath', () => {
      expect(Object.values(exported)).toContain(catalogue);
    });

    it('has unique table, resolver and schema names', () => {
      for (const names of [
        catalogue.tables.map((t) => t.name),
        catalogue.resolvers.map((r) => r.command),
        catalogue.schemas.map((s) => s.name),
      ]) {
        expect(new Set(names).size).toBe(names.length);
      }
    });

    for (const table of catalogue.tables) {
      it(`table ${table.name} is valid data whose every row reads back`, () => {
        expect(catalogueTableSchema.parse(table)).toEqual(table);
        expect(JSON.parse(JSON.stringify(table))).toEqual(table);
        for (const row of table.rows) expect(row.cells, row.label).toHaveLength(table.columns.length);
        const keys = table.rows.map((row) => row.key ?? row.label);
        if (table.rowKey.match === 'exact') expect(new Set(keys).size).toBe(keys.length);
        else {
          table.rows.forEach((row, i) => {
            const next = table.rows[i + 1];
            if (next !== undefined)
              expect(next.min, `${row.label} then ${next.label}`).toBe((row.max ?? Number.NaN) + 1);
          });
        }
        for (const row of table.rows) {
          const value = table.rowKey.match === 'band' ? (row.min ?? row.max) : (row.key ?? row.label);
          const read = readTable(table, { [table.rowKey.key]: value });
          expect(read.row).toBe(row.label);
          const column = table.columns[0];
          if (table.columnKey !== undefined && column !== undefined) {
            const pick = table.columnKey.match === 'band' ? (column.min ?? column.max) : (column.key ?? column.label);
            expect(readTable(table, { [table.rowKey.key]: value, [table.columnKey.key]: pick }).cell).toBe(
              row.cells[0],
            );
          }
        }
      });
    }

    it('tablesWith no house rules gives the printed tables', () => {
      expect(catalogue.tablesWith?.(undefined) ?? catalogue.tables).toEqual(catalogue.tables);
    });

    for (const resolver of catalogue.resolvers) {
      it(`resolver ${resolver.command} is the exported ${resolver.name}, and its example resolves to plain JSON`, () => {
        expect(resolver.command).toBe(commandName(resolver.name));
        expect(exported[resolver.name]).toBe(resolver.resolve);
        const result = resolver.resolve(resolver.example, createDice(11), resolver.exampleRules);
        expect(JSON.parse(JSON.stringify(result))).toEqual(result);
        expect(resolver.input.safeParse(resolver.example).success).toBe(true);
        expect(inputJsonSchema(resolver.input)).toMatchObject({ type: 'object' });
      });
    }

    for (const resolver of catalogue.resolvers) {
      // At least one step: Cartwheel's airbase evacuation also lists its units' rolls on the whole.
      it(`resolver ${resolver.command} puts each logged roll in its steps, and rolls none with the log off`, () => {
        for (let seed = 1; seed <= 12; seed++) {
          const logged = createDice(seed);
          const result = resolver.resolve(resolver.example, logged, resolver.exampleRules);
          expect(logged.log.length).toBeGreaterThan(0);
          const found = allRolls(result);
          expect(found.length).toBeGreaterThanOrEqual(logged.log.length);
          expect(rollTexts(found)).toEqual(rollTexts(logged.log));
          const quiet = resolver.resolve(resolver.example, createDice(seed, { log: false }), resolver.exampleRules);
          expect(allRolls(quiet)).toEqual([]);
          expect(quiet.outcome).toEqual(result.outcome);
        }
      });
    }

    for (const entry of catalogue.schemas) {
      it(`schema ${entry.name} converts to JSON Schema`, () => {
        expect(inputJsonSchema(entry.schema)).toHaveProperty('$schema');
      });
    }
  });
}
