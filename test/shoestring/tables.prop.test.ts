import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandProblems, lookupBand } from '../../src/core/band-table.js';
import { isRulesError } from '../../src/core/rules-error.js';
import { resolveShoestringRules, SHOESTRING_RULES } from '../../src/shoestring/rules.js';
import { antiAircraftTableSchema } from '../../src/shoestring/tables/anti-aircraft-table.js';
import { BATTLESHIP_COMMITMENT_TABLE } from '../../src/shoestring/tables/battleship-commitment-table.js';
import { EXTEND_PATROL_TABLE } from '../../src/shoestring/tables/extend-patrol-table.js';
import { surfaceCombatTableSchema } from '../../src/shoestring/tables/surface-combat-table.js';
import { TRANSPORT_ATTACK_CODES, TRANSPORT_ATTACK_TABLE } from '../../src/shoestring/tables/transport-attack-table.js';
import { checkBandTable, checkMonotone } from '../../src/testing/index.js';
import { MADE_UP_AA_TABLE, MADE_UP_SURFACE_TABLE } from './made-up.js';

/** Rank for the attacker: the No Escort column prints the codes from worst for the transports down. */
const attackerRank = (code: string): number =>
  TRANSPORT_ATTACK_CODES.length - TRANSPORT_ATTACK_CODES.indexOf(code as never);

describe('printed tables: bands cover every roll once', () => {
  it.each([
    ['Transport Attack', TRANSPORT_ATTACK_TABLE],
    ['Extend Naval Patrol', EXTEND_PATROL_TABLE],
    ['Japanese BB Commitment', BATTLESHIP_COMMITMENT_TABLE],
  ] as const)('%s Table', (_name, table) => {
    expect(checkBandTable(table as never, { from: -20, to: 30 })).toEqual([]);
  });
  it('every roll from -50 to 50 reads exactly one band whose bounds hold it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (roll) => {
        for (const table of [TRANSPORT_ATTACK_TABLE, EXTEND_PATROL_TABLE, BATTLESHIP_COMMITMENT_TABLE] as const) {
          const holding = table.bands.filter(
            (b) => (b.min ?? Number.NEGATIVE_INFINITY) <= roll && roll <= (b.max ?? Number.POSITIVE_INFINITY),
          );
          expect(holding).toHaveLength(1);
          expect(lookupBand(table as never, roll).index).toBe(table.bands.indexOf(holding[0] as never));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('Transport Attack Table invariants (R18.3)', () => {
  it.each([
    ['With Escort', true],
    ['No Escort', false],
  ] as const)('the %s column never gets better for the attacker as the roll rises', (_name, escorted) => {
    expect(
      checkMonotone({
        from: -10,
        to: 20,
        read: (roll) => {
          const row = lookupBand(TRANSPORT_ATTACK_TABLE, roll).result;
          return escorted ? row.withEscort : row.noEscort;
        },
        rank: attackerRank,
        direction: 'nonincreasing',
      }),
    ).toEqual([]);
  });
  it('an escort never makes a roll better for the attacker', () => {
    for (let roll = -5; roll <= 15; roll++) {
      const row = lookupBand(TRANSPORT_ATTACK_TABLE, roll).result;
      expect(attackerRank(row.withEscort)).toBeLessThanOrEqual(attackerRank(row.noEscort));
    }
  });
  it('every printed code is ranked by the rules object', () => {
    const { severity } = resolveShoestringRules().transportAttack;
    for (const band of TRANSPORT_ATTACK_TABLE.bands) {
      expect(severity).toContain(band.result.withEscort);
      expect(severity).toContain(band.result.noEscort);
    }
  });
});

describe('other printed tables are monotone', () => {
  it('Extend Naval Patrol: a higher roll never turns Return into Extend', () => {
    expect(
      checkMonotone({
        from: -10,
        to: 20,
        read: (r) => lookupBand(EXTEND_PATROL_TABLE, r).result,
        rank: (x) => (x === 'Extend' ? 1 : 0),
        direction: 'nonincreasing',
      }),
    ).toEqual([]);
  });
  it('BB Commitment: a higher roll never allows fewer battleships', () => {
    expect(
      checkMonotone({
        from: -10,
        to: 20,
        read: (r) => lookupBand(BATTLESHIP_COMMITMENT_TABLE, r).result,
        rank: (x) => x,
        direction: 'nondecreasing',
      }),
    ).toEqual([]);
  });
});

describe('base-game tables are validated with the same checks', () => {
  it('the MADE_UP tables pass, column by column', () => {
    for (const [schema, data] of [
      [surfaceCombatTableSchema, MADE_UP_SURFACE_TABLE],
      [antiAircraftTableSchema, MADE_UP_AA_TABLE],
    ] as const) {
      const table = schema.parse(data);
      expect(checkBandTable(table.columns)).toEqual([]);
      for (const column of table.columns.bands) expect(checkBandTable(column.result)).toEqual([]);
    }
  });
  it('a column table is accepted exactly when its columns and rows have no band problems', () => {
    const band = fc.record(
      {
        min: fc.option(fc.integer({ min: -3, max: 12 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: -3, max: 12 }), { nil: undefined }),
      },
      { noNullPrototype: true },
    );
    const column = fc.tuple(band, fc.array(band, { minLength: 1, maxLength: 4 }));
    fc.assert(
      fc.property(fc.array(column, { minLength: 1, maxLength: 3 }), (columns) => {
        const data = {
          noEffect: 'MADE-UP',
          columns: columns.map(([c, rows]) => ({ ...c, rows: rows.map((r) => ({ ...r, result: 'MADE-UP' })) })),
        };
        // The first column (lowest min) may start where the printed table starts: a value
        // below it is refused when the table is read, so it counts as open below here.
        const first = data.columns.reduce((a, b) =>
          (b.min ?? Number.NEGATIVE_INFINITY) < (a.min ?? Number.NEGATIVE_INFINITY) ? b : a,
        );
        const sound =
          bandProblems(data.columns.map((c) => ({ min: c === first ? undefined : c.min, max: c.max, result: 0 })))
            .length === 0 && data.columns.every((c) => bandProblems(c.rows).length === 0);
        expect(surfaceCombatTableSchema.safeParse(data).success).toBe(sound);
      }),
      { numRuns: 100, seed: -535_909_313 },
    );
  });
  it('a house-rule table with a gap is a RulesError naming the field', () => {
    try {
      resolveShoestringRules({
        tables: {
          battleshipCommitment: {
            bands: [
              { max: 3, result: 1 },
              { min: 5, result: 2 },
            ],
          },
        },
      });
      expect.unreachable();
    } catch (error) {
      expect(isRulesError(error)).toBe(true);
      expect((error as Error).message).toContain('tables.battleshipCommitment.bands');
      expect((error as Error).message).toContain('roll 4 is not covered');
    }
  });
  it('the printed rules object is frozen', () => {
    expect(Object.isFrozen(SHOESTRING_RULES.tables)).toBe(true);
    expect(Object.isFrozen(resolveShoestringRules().tables.transportAttack)).toBe(true);
  });
});
