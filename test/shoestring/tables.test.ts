import { describe, expect, it } from 'vitest';
import { lookupBand } from '../../src/core/band-table.js';
import { lookupBattleshipCommitment } from '../../src/shoestring/battleship-commitment.js';
import { lookupExtendPatrol } from '../../src/shoestring/patrol-extension.js';
import { BATTLESHIP_COMMITMENT_TABLE } from '../../src/shoestring/tables/battleship-commitment-table.js';
import { EXTEND_PATROL_TABLE } from '../../src/shoestring/tables/extend-patrol-table.js';
import { TRANSPORT_ATTACK_TABLE } from '../../src/shoestring/tables/transport-attack-table.js';
import { lookupTransportAttack } from '../../src/shoestring/transport-attack.js';

describe('Transport Attack Table (R18.3), as printed', () => {
  // roll, With Escort, No Escort — copied row by row from the printed table.
  const printed: [number, string, string][] = [
    [0, '1/2 AB', '1/2 AB'],
    [1, 'AB', 'AB'],
    [2, 'AB*', 'AB*'],
    [3, '*', 'AB*'],
    [4, '*', 'AB*'],
    [5, '\u2013', '*'],
    [6, '\u2013', '*'],
    [7, '\u2013', '\u2013'],
  ];
  it.each(printed)('roll %i reads %s with escort and %s without', (roll, withEscort, noEscort) => {
    expect(lookupTransportAttack(roll, true)).toBe(withEscort);
    expect(lookupTransportAttack(roll, false)).toBe(noEscort);
  });
  it('has exactly eight rows, the 0 row open below and the ≥7 row open above', () => {
    expect(TRANSPORT_ATTACK_TABLE.bands.map((b) => b.label)).toEqual([
      '\u22640',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '\u22657',
    ]);
    expect(lookupTransportAttack(-2, false)).toBe('1/2 AB');
    expect(lookupTransportAttack(12, false)).toBe('\u2013');
  });
});

describe('Extend Naval Patrol Table (N18.7)', () => {
  it('reads ≤5 Extend and ≥6 Return', () => {
    expect(lookupExtendPatrol(-3)).toBe('Extend');
    expect(lookupExtendPatrol(5)).toBe('Extend');
    expect(lookupExtendPatrol(6)).toBe('Return');
    expect(lookupExtendPatrol(11)).toBe('Return');
    expect(EXTEND_PATROL_TABLE.bands.map((b) => b.label)).toEqual(['\u22645', '\u22656']);
  });
});

describe('Japanese BB Commitment Table (O1.0)', () => {
  it('reads ≤3 one BB, 4–8 two, ≥9 three', () => {
    expect([0, 3, 4, 8, 9].map((r) => lookupBattleshipCommitment(r))).toEqual([1, 1, 2, 2, 3]);
    expect(BATTLESHIP_COMMITMENT_TABLE.bands.map((b) => b.label)).toEqual(['\u22643', '4\u20138', '\u22659']);
    expect(lookupBand(BATTLESHIP_COMMITMENT_TABLE, 9).row).toBe('\u22659');
  });
});

describe('house-rule tables through the rules object', () => {
  it('reads an overridden Extend Naval Patrol Table', () => {
    const rules = {
      tables: {
        extendPatrol: {
          bands: [
            { max: 3, result: 'Extend' as const },
            { min: 4, result: 'Return' as const },
          ],
        },
      },
    };
    expect(lookupExtendPatrol(4, rules)).toBe('Return');
    expect(lookupExtendPatrol(4)).toBe('Extend');
  });
});
