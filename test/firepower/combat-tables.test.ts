import { describe, expect, it } from 'vitest';
import { lookupBand } from '../../src/core/band-table.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { lookupAirToShipScore, shipTargetColumn } from '../../src/firepower/air-to-ship.js';
import { aaDice, lookupAntiAircraft } from '../../src/firepower/anti-aircraft.js';
import { lookupDamageDie, lookupListAspect } from '../../src/firepower/damage-dice.js';
import { lookupClassModifier } from '../../src/firepower/gunnery-damage-level.js';
import { lookupGunneryToHit, resolveGunneryToHit } from '../../src/firepower/gunnery-to-hit.js';
import { resolveFirepowerRules } from '../../src/firepower/rules.js';
import { damageDieCell, SPECIAL_EFFECT_THRESHOLDS } from '../../src/firepower/tables/damage-die-cells.js';
import { GREEN_DIE } from '../../src/firepower/tables/damage-die-green.js';
import { RED_DIE } from '../../src/firepower/tables/damage-die-red.js';
import { WHITE_DIE } from '../../src/firepower/tables/damage-die-white.js';
import { MATRIX_8_MODIFIERS, MATRIX_8_TO_HIT } from '../../src/firepower/tables/matrix-08-to-hit.js';
import {
  MATRIX_9_AIRCRAFT_ROWS,
  MATRIX_9_CLASS_MODIFIER,
} from '../../src/firepower/tables/matrix-09-class-modifier.js';
import { MATRIX_10_DAMAGE_LEVEL } from '../../src/firepower/tables/matrix-10-damage-level.js';
import { MATRIX_11_TORPEDO } from '../../src/firepower/tables/matrix-11-torpedo.js';
import { AIR_COMBAT_CASUALTIES, MATRIX_12_AIRCRAFT } from '../../src/firepower/tables/matrix-12-aircraft.js';
import { lookupSpecialEffect } from '../../src/firepower/tables/special-effects.js';

describe('Matrix 8 (to hit)', () => {
  it('needs 4+ at short range and 6+ at long range', () => {
    expect(MATRIX_8_TO_HIT).toEqual({ short: 4, long: 6 });
    expect(lookupGunneryToHit(4, 'short')).toEqual({ hit: true, margin: 0 });
    expect(lookupGunneryToHit(3, 'short')).toEqual({ hit: false, margin: -1 });
    expect(lookupGunneryToHit(5, 'long')).toEqual({ hit: false, margin: -1 });
    expect(lookupGunneryToHit(8, 'long')).toEqual({ hit: true, margin: 2 });
  });

  it('prints eleven lines of modifiers (list split out of bad weather), four +1 and the rest minus', () => {
    const deltas = Object.values(MATRIX_8_MODIFIERS).map((m) => m.delta);
    expect(deltas.filter((d) => d === 1)).toHaveLength(4);
    expect(deltas.filter((d) => d === -1)).toHaveLength(6);
    expect(deltas.filter((d) => d === -2)).toHaveLength(2);
  });
});

describe('Matrix 9 (class modifier)', () => {
  it('reads rows as printed', () => {
    expect(Object.values(MATRIX_9_CLASS_MODIFIER.SB)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Object.values(MATRIX_9_CLASS_MODIFIER.BB)).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(Object.values(MATRIX_9_CLASS_MODIFIER.CL)).toEqual([-4, -3, -2, -1, 0, 1, 2]);
    expect(Object.values(MATRIX_9_CLASS_MODIFIER.DE)).toEqual([-6, -5, -4, -3, -2, -1, 0]);
    expect(lookupClassModifier('BB', 'CA')).toBe(2);
    expect(lookupClassModifier('DD', 'SB')).toBe(-5);
  });

  it('reads aircraft as HB = BB, TB = BC, KM = CA, FB = CL', () => {
    expect(MATRIX_9_AIRCRAFT_ROWS).toEqual({ HB: 'BB', TB: 'BC', KM: 'CA', FB: 'CL' });
  });
});

describe('Matrix 10 (damage level)', () => {
  it.each([
    [-20, '-'],
    [-4, '-'],
    [-3, 'S'],
    [1, 'S'],
    [2, 'L'],
    [3, 'L'],
    [4, 'M'],
    [5, 'M'],
    [6, 'H'],
    [7, 'H'],
    [8, 'E'],
    [9, 'E'],
    [10, 'C'],
    [25, 'C'],
  ])('score %i reads %s', (score, level) => {
    expect(lookupBand(MATRIX_10_DAMAGE_LEVEL, score).result).toBe(level);
  });
});

describe('Matrix 11 (torpedoes)', () => {
  it('reads the four periods as printed', () => {
    expect(Object.values(MATRIX_11_TORPEDO['long-lance'])).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(Object.values(MATRIX_11_TORPEDO.late)).toEqual([-2, 0, 1, 2, 3, 4, 5]);
    expect(Object.values(MATRIX_11_TORPEDO.middle)).toEqual([-3, -1, 0, 1, 2, 3, 4]);
    expect(Object.values(MATRIX_11_TORPEDO.early)).toEqual([-4, -2, -1, 0, 1, 2, 3]);
  });
});

describe('Matrix 12 (aircraft)', () => {
  it('reads combat factors as printed', () => {
    expect(MATRIX_12_AIRCRAFT.AS.versus).toEqual({ AS: 0, FB: 1, TB: 2, HB: 3, KM: 2 });
    expect(MATRIX_12_AIRCRAFT.FB.versus).toEqual({ AS: 0, FB: 0, TB: 1, HB: 2, KM: 1 });
    expect(MATRIX_12_AIRCRAFT.TB.versus).toEqual({ AS: 0, FB: 0, TB: 0, HB: 1, KM: 2 });
    expect(MATRIX_12_AIRCRAFT.HB.versus).toEqual({ AS: 0, FB: 0, TB: 0, HB: 0, KM: 0 });
    expect(MATRIX_12_AIRCRAFT.KM.versus).toEqual({ AS: 0, FB: 1, TB: 2, HB: 1, KM: 0 });
  });

  it('reads ship scores, with "+5"/"+4" as 5+/4+ (interpretation 4), and AS cannot attack ships', () => {
    expect(lookupAirToShipScore('FB', 'CA')).toBe(6);
    expect(lookupAirToShipScore('FB', 'BB')).toBe(5);
    expect(lookupAirToShipScore('TB', 'DD')).toBe(5);
    expect(lookupAirToShipScore('TB', 'CV')).toBe(4);
    expect(lookupAirToShipScore('HB', 'CL')).toBe(6);
    expect(lookupAirToShipScore('HB', 'AKL')).toBe(5);
    expect(lookupAirToShipScore('KM', 'DE')).toBe(4);
    expect(lookupAirToShipScore('KM', 'SB')).toBe(3);
    expect(lookupAirToShipScore('AS', 'BB')).toBeNull();
  });

  it('puts CA and lower in CA-, BC and up with carriers and cargo in BC+', () => {
    for (const c of ['CA', 'CL', 'DD', 'DE', 'MTB', 'SM'] as const) expect(shipTargetColumn(c)).toBe('CA-');
    for (const c of ['SB', 'BB', 'BC', 'CV', 'CVE', 'CVA', 'AK', 'AKL'] as const)
      expect(shipTargetColumn(c)).toBe('BC+');
  });

  it('gives the winner 0, -1 or -2 casualties on 1-2, 3-4, 5-6', () => {
    expect(Object.values(AIR_COMBAT_CASUALTIES)).toEqual([0, 0, -1, -1, -2, -2]);
  });
});

describe('damage dice', () => {
  it('RED: upper-left blanks are no effect, "S" cells are black squares (interpretation 3)', () => {
    expect(lookupDamageDie('red', 1, 'M')).toBe('-');
    expect(lookupDamageDie('red', 2, 'L')).toBe('-');
    expect(lookupDamageDie('red', 1, 'H')).toBe(5);
    expect(lookupDamageDie('red', 3, 'C')).toBe(25);
    expect(lookupDamageDie('red', 4, 'C')).toBe('black');
    expect(lookupDamageDie('red', 6, 'H')).toBe('black');
    expect(RED_DIE.rows[5]).toEqual([15, 20, 25, 'black', 'black', 'black']);
  });

  it('RED: the aspect column reads bow, stern, port, port, starboard, starboard', () => {
    expect([1, 2, 3, 4, 5, 6].map(lookupListAspect)).toEqual([
      'bow',
      'stern',
      'port',
      'port',
      'starboard',
      'starboard',
    ]);
  });

  it('BLUE: half-inch losses and up to 6"', () => {
    expect(lookupDamageDie('blue', 5, 'S')).toBe(0.5);
    expect(lookupDamageDie('blue', 1, 'E')).toBe(0.5);
    expect(lookupDamageDie('blue', 6, 'C')).toBe(6);
    expect(lookupDamageDie('blue', 4, 'S')).toBe('-');
  });

  it('GREEN: classes lost, lower-right blanks are black squares (explodes)', () => {
    expect(lookupDamageDie('green', 3, 'M')).toBe(-1);
    expect(lookupDamageDie('green', 3, 'C')).toBe(-3);
    expect(lookupDamageDie('green', 4, 'C')).toBe('black');
    expect(lookupDamageDie('green', 6, 'H')).toBe('black');
    expect(lookupDamageDie('green', 5, 'H')).toBe(-3);
    expect(damageDieCell(GREEN_DIE, 1, 'S')).toBe('-');
  });

  it('WHITE: fire points, lower-right blanks are black squares (abandoned)', () => {
    expect(lookupDamageDie('white', 1, 'S')).toBe(1);
    expect(lookupDamageDie('white', 3, 'C')).toBe(8);
    expect(lookupDamageDie('white', 4, 'C')).toBe('black');
    expect(damageDieCell(WHITE_DIE, 6, 'M')).toBe(8);
  });

  it('has no cell for a level that is not a column, even one named like an object method', () => {
    for (const level of ['toString', '__proto__', 'X']) {
      expect(() => damageDieCell(WHITE_DIE, 1, level as 'S')).toThrow(/no cell for die score 1/);
    }
  });

  it('reads blanks as no effect under interpretations.damageDieBlanks = no-effect', () => {
    const rules = { interpretations: { damageDieBlanks: 'no-effect' } } as const;
    expect(lookupDamageDie('green', 4, 'C', rules)).toBe('-');
    expect(lookupDamageDie('white', 6, 'H', rules)).toBe('-');
    expect(lookupDamageDie('red', 4, 'C', rules)).toBe('black');
  });

  it('rejects a die score outside 1-6', () => {
    expect(() => lookupDamageDie('red', 7, 'S')).toThrow(/1 to 6/);
  });

  it('special-effect row: L 6+, M 5+, H 4+, E 3+, C 2+, none at S', () => {
    expect(SPECIAL_EFFECT_THRESHOLDS).toEqual({ S: null, L: 6, M: 5, H: 4, E: 3, C: 2 });
  });
});

describe('special effects and AA', () => {
  it('reads the special effect table 1-6', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => lookupSpecialEffect(n).kind)).toEqual([
      'own-initiative',
      'roll-damage-again',
      'engine-room',
      'power-lost',
      'fuel-fire',
      'munitions',
    ]);
  });

  it('gives one AA die per full 5 points; 6 destroys, 5 is -2, 4 is -1', () => {
    expect([0, 4, 5, 9, 10, 25, 30].map(aaDice)).toEqual([0, 0, 1, 1, 2, 5, 6]);
    expect([1, 2, 3, 4, 5, 6].map(lookupAntiAircraft)).toEqual([0, 0, 0, -1, -2, 'destroyed']);
  });
});

describe('combat tables as house rules', () => {
  it('a Matrix 10 override with a gap is a RulesError naming the rolls', () => {
    expect(() =>
      resolveFirepowerRules({
        tables: {
          damageLevel: {
            bands: [
              { max: 0, result: '-' },
              { min: 2, result: 'C' },
            ],
          },
        },
      }),
    ).toThrow(/roll 1 is not covered/);
  });

  it('a house-rule Matrix 8 changes what the resolver reads', () => {
    const rules = { tables: { toHit: { short: 3, long: 5 } } } as const;
    expect(
      resolveGunneryToHit({ battery: 'CA', target: 'CA', range: 'long' }, scriptedDice([5]), rules).outcome.hit,
    ).toBe(true);
    expect(resolveGunneryToHit({ battery: 'CA', target: 'CA', range: 'long' }, scriptedDice([5])).outcome.hit).toBe(
      false,
    );
  });

  it('the printed combat options are the decided readings, optional rules off', () => {
    const rules = resolveFirepowerRules();
    expect(rules.interpretations).toMatchObject({
      missedShot: 'no-damage',
      damageDieBlanks: 'black-squares',
      secondaryBatteryLoss: 'total',
      batteryBelowDe: 'silenced',
      aircraftDamageScore: 'to-hit-score',
    });
    expect(rules.optional).toMatchObject({ plusMinusClasses: false, specialEffects: false, listAspect: false });
  });
});
