import { describe, expect, it } from 'vitest';
import { airUnitRepairPlacements, airUnitReplacements, combineAirUnits } from '../../src/shoestring/air-unit-repair.js';
import { resolveShoestringRules } from '../../src/shoestring/rules.js';

describe('O3.0 air unit repair/replacement', () => {
  it('option 1 pairs damaged units of one type into full-strength units', () => {
    const result = combineAirUnits(
      {
        units: [
          { id: 'a', type: 'LB BMB', strength: 'reduced' },
          { id: 'b', type: 'CV FTR', strength: 'reduced' },
          { id: 'c', type: 'LB BMB', strength: 'full' },
          { id: 'd', type: 'LB BMB', strength: 'reduced' },
        ],
      },
      { options: { O3: { combine: true } } },
    );
    expect(result.combined).toEqual([{ type: 'LB BMB', fullStrength: 'a', removed: 'd' }]);
    expect(result.unpaired).toEqual(['b']);
  });
  it('option 2 brings back one unit per two eliminated of a type', () => {
    const eliminated = ['x', 'y', 'z'].map((id) => ({ id, type: 'CV FTR', strength: 'full' as const }));
    expect(
      airUnitReplacements(
        { eliminated: [...eliminated, { id: 'w', type: 'LB BMB', strength: 'full' }] },
        { options: { O3: { replacement: true } } },
      ),
    ).toEqual({ 'CV FTR': 1 });
  });
  it('option 3 places eliminated units in the 4 wks box', () => {
    expect(
      airUnitRepairPlacements({ eliminated: [{ id: 'x', type: 'CV DB' }] }, { options: { O3: { repair: true } } }),
    ).toEqual([{ id: 'x', to: 'Naval Repair Track 4 wks box' }]);
  });
  it('each option must be switched on', () => {
    expect(() => combineAirUnits({ units: [] })).toThrow(/O3\.0 option 1/);
    expect(() => airUnitReplacements({ eliminated: [] })).toThrow(/O3\.0 option 2/);
    expect(() => airUnitRepairPlacements({ eliminated: [] })).toThrow(/O3\.0 option 3/);
  });
  it('options 2 and 3 cannot both be on', () => {
    expect(() => resolveShoestringRules({ options: { O3: { replacement: true, repair: true } } })).toThrow(
      /choose one/,
    );
  });
});
