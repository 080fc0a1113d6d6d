import { describe, expect, it } from 'vitest';
import {
  airRole,
  bomberEngines,
  bombingAttacks,
  checkActingRole,
  checkRebuildable,
  currentFace,
  isAerialCombatUnit,
  isHeavyBomber,
  movementPoints,
  stepLoss,
} from '../../src/cartwheel/air-units.js';
import { airUnitSchema } from '../../src/cartwheel/schemas/air-unit.js';
import { counter } from './fixtures.js';

describe('2.2 aircraft types and 3.0 classes', () => {
  it('F fighters, B/D/P/S/T bombers, FB either, C transport, R recon', () => {
    expect(['F', 'B', 'FB', 'D', 'P', 'S', 'T', 'C', 'R'].map((t) => airRole(t as never))).toEqual([
      'fighter',
      'bomber',
      'either',
      'bomber',
      'bomber',
      'bomber',
      'bomber',
      'transport',
      'recon',
    ]);
    expect(() => airRole('Z' as never)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('C-47s and recon are not aerial combat units (3.0)', () => {
    expect(isAerialCombatUnit({ type: 'C' })).toBe(false);
    expect(isAerialCombatUnit({ type: 'R' })).toBe(false);
    expect(isAerialCombatUnit({ type: 'FB' })).toBe(true);
  });

  it('the five single-engine bomber models of 3.0; all other bombers are multi-engine', () => {
    for (const model of ['D3A Val', 'D4Y Judy', 'B5N Kate', 'TBF Avenger', 'SBD Dauntless'])
      expect(bomberEngines({ type: 'D', model })).toBe('single');
    expect(bomberEngines({ type: 'B', model: 'B-25 Mitchell' })).toBe('multi');
    expect(bomberEngines({ type: 'B', model: 'G4M Betty' })).toBe('multi');
    expect(bomberEngines({ type: 'F', model: 'P-38' })).toBeNull();
    expect(bomberEngines({ type: 'FB', model: 'Beaufighter' }, 'fighter')).toBeNull();
  });

  it('heavy bombers are the B-17 and B-24 (6.3.4)', () => {
    expect(isHeavyBomber({ model: 'B-17 Flying Fortress' })).toBe(true);
    expect(isHeavyBomber({ model: 'B-24 Liberator' })).toBe(true);
    expect(isHeavyBomber({ model: 'B-25 Mitchell' })).toBe(false);
  });
});

describe('2.2 factors', () => {
  it('a bomber gains one MP once its bombs are dropped; fighters do not', () => {
    const bomber = { type: 'B' as const, model: 'B-25' };
    expect(movementPoints(bomber, { srmp: 4 })).toBe(4);
    expect(movementPoints(bomber, { srmp: 4 }, { bombsDropped: true })).toBe(5);
    expect(movementPoints({ type: 'F', model: 'P-40' }, { srmp: 6 }, { bombsDropped: true })).toBe(6);
    expect(movementPoints({ type: 'R', model: 'Ki-46' }, { srmp: null })).toBeNull();
  });

  it('the MP bonus is a house-rule field', () => {
    expect(
      movementPoints(
        { type: 'B', model: 'B-25' },
        { srmp: 4 },
        { bombsDropped: true },
        { airUnits: { unloadedBomberMpBonus: 2 } },
      ),
    ).toBe(6);
  });

  it('D, P, S and T units bomb regularly or in their special way; strafers strafe', () => {
    expect(bombingAttacks({ type: 'T' }, { strike: { kind: 'bombs', factor: 3, designations: ['T'] } })).toEqual([
      'regular',
      'torpedo',
    ]);
    expect(bombingAttacks({ type: 'B' }, { strike: { kind: 'bombs', factor: 4, designations: ['S', 'P'] } })).toEqual([
      'regular',
      'skip',
      'precision',
    ]);
    expect(bombingAttacks({ type: 'F' }, { strike: { kind: 'strafing', factor: 1 } })).toEqual(['strafing']);
    expect(bombingAttacks({ type: 'F' }, { strike: { kind: 'strafing', factor: 0 } })).toEqual([]);
    expect(bombingAttacks({ type: 'C' }, { strike: { kind: 'cargo' } })).toEqual([]);
  });

  it('the Beaufighter flies as a fighter or a bomber, and as a bomber bombs regularly only', () => {
    const face = { strike: { kind: 'bombs' as const, factor: 2, designations: ['S' as const] } };
    expect(bombingAttacks({ type: 'FB' }, face, 'bomber')).toEqual(['regular']);
    expect(bombingAttacks({ type: 'FB' }, face, 'fighter')).toEqual([]);
    expect(checkActingRole({ type: 'FB' }, 'fighter')).toEqual({ ok: true });
    expect(checkActingRole({ type: 'FB' }, 'bomber')).toEqual({ ok: true });
    expect(checkActingRole({ type: 'B' }, 'fighter')).toMatchObject({ ok: false, rule: '2.2' });
    expect(checkActingRole({ type: 'C' }, 'bomber').ok).toBe(false);
  });

  it('a counter without a reduced side is eliminated instead (C-47s, recon)', () => {
    expect(stepLoss({ reduced: false, hasReducedSide: true })).toEqual({ result: 'reduced' });
    expect(stepLoss({ reduced: false, hasReducedSide: false })).toMatchObject({ result: 'eliminated' });
    expect(stepLoss({ reduced: true, hasReducedSide: true })).toMatchObject({ result: 'eliminated' });
  });

  it('the reduced face is read when the unit is reduced', () => {
    const unit = airUnitSchema.parse(counter('a', 'F', 'USAAF'));
    expect(currentFace({ unit, reduced: false }).srmp).toBe(5);
    expect(currentFace({ unit, reduced: true }).srmp).toBe(4);
  });

  it('a lost recon unit is never rebuilt (7.3.3)', () => {
    expect(checkRebuildable({ type: 'R' })).toMatchObject({ ok: false, rule: '7.3.3' });
    expect(checkRebuildable({ type: 'F' }).ok).toBe(true);
  });

  it('range takes a number or U', () => {
    expect(airUnitSchema.parse(counter('a', 'R', 'USAAF', { full: { range: 'U', srmp: null } })).full.range).toBe('U');
    expect(() =>
      airUnitSchema.parse(counter('a', 'R', 'USAAF', { full: { range: 'X' as never, srmp: null } })),
    ).toThrow();
  });
});
