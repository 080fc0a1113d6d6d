import { describe, expect, it } from 'vitest';
import { navalAndAirReturn } from '../../src/shoestring/naval-and-air-return.js';

describe('V.B Naval and Air Return Phase', () => {
  it('on an odd turn: air units and transports to base, extended units stay for the even turn', () => {
    const result = navalAndAirReturn({
      turn: 3,
      airUnitIds: ['searching LB BMB', 'CV FTR'],
      transportPoints: 4,
      navalUnits: [{ id: 'Helena', extension: 'extended' }, { id: 'Atlanta', extension: 'failed' }, { id: 'Fletcher' }],
    });
    expect(result.airUnitsToBase).toEqual(['searching LB BMB', 'CV FTR']);
    expect(result.transportPointsToBase).toBe(4);
    expect(result.navalUnits).toEqual([
      { id: 'Helena', to: 'even turn', rule: 'N18.7' },
      { id: 'Atlanta', to: 'base', rule: 'V.B.3' },
      { id: 'Fletcher', to: 'base', rule: 'V.B.3' },
    ]);
  });
  it('on the even turn: units that used an extension go to the 1 wk box, damaged ones to normal repair', () => {
    const result = navalAndAirReturn({
      turn: 4,
      navalUnits: [
        { id: 'Helena', extension: 'extended' },
        { id: 'Juneau', extension: 'extended', damaged: true },
        { id: 'Fletcher' },
      ],
    });
    expect(result.navalUnits.map((u) => u.to)).toEqual([
      'Naval Repair Track 1 wk box',
      'Naval Repair Track (normal repair)',
      'base',
    ]);
  });
});
