/** The Firepower catalogue prints what the typed tables hold: every cell read through readTable agrees with the lookups the resolvers use. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookupBand } from '../../src/core/band-table.js';
import { readTable } from '../../src/core/catalogue/read-table.js';
import { firepowerCatalogue, lookupDamageDie, resolveFirepowerRules } from '../../src/firepower/index.js';
import { CLASS_LADDER } from '../../src/firepower/schemas/enums.js';
import { DAMAGE_DIE_COLUMNS } from '../../src/firepower/tables/damage-die-cells.js';

const table = (name: string) => {
  const found = firepowerCatalogue.tables.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no table ${name}`);
  return found;
};

describe('Firepower catalogue tables', () => {
  it('Matrix 10 reads the damage level the resolvers read, for any score', () => {
    const bands = resolveFirepowerRules().tables.damageLevel;
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (score) => {
        expect(readTable(table('matrix-10'), { score }).cells?.code).toBe(lookupBand(bands, score).result);
      }),
    );
  });

  it('Matrix 9 prints each class modifier with its sign (BB against CA is +2, as printed)', () => {
    const modifiers = resolveFirepowerRules().tables.classModifier;
    for (const battery of CLASS_LADDER) {
      for (const target of CLASS_LADDER) {
        const cell = readTable(table('matrix-9'), { battery, target }).cell;
        expect(Number(cell)).toBe(modifiers[battery][target]);
      }
    }
    expect(readTable(table('matrix-9'), { battery: 'BB', target: 'CA' }).cell).toBe('+2');
  });

  it('each damage die prints the cell lookupDamageDie reads', () => {
    const dice = ['red', 'blue', 'green', 'white'] as const;
    for (const die of dice) {
      for (let score = 1; score <= 6; score++) {
        for (const level of DAMAGE_DIE_COLUMNS) {
          const cell = readTable(table(`${die}-die`), { score, level }).cell;
          const read = lookupDamageDie(die, score, level);
          expect(cell, `${die} ${score} ${level}`).toBe(read === 'black' ? '\u25a0' : read === 0.5 ? '1/2' : read);
        }
      }
    }
  });

  it('house rules change the tables tablesWith gives, and only those', () => {
    const tables = firepowerCatalogue.tablesWith?.({ submarines: { destroyOn: 5, damageOn: 4 } }) ?? [];
    const depth = tables.find((t) => t.name === 'depth-charge');
    expect(depth === undefined ? undefined : readTable(depth, { score: 5 }).cells).toEqual({ effect: 'destroyed' });
    expect(readTable(table('depth-charge'), { score: 5 }).cells).toEqual({ effect: 'damaged' });
    expect(tables.find((t) => t.name === 'matrix-10')).toEqual(table('matrix-10'));
  });
});
