import { describe, expect, it } from 'vitest';
import { aircraftPoints, fleetPoints, shipPoints } from '../../src/firepower/points.js';
import { MATRIX_13_POINTS } from '../../src/firepower/tables/matrix-13-points.js';

describe('Matrix 13 points', () => {
  it.each([
    ['SB', '', 30],
    ['BB', '+', 25],
    ['BB', '', 20],
    ['BB', '-', 15],
    ['BC', '+', 12],
    ['BC', '', 10],
    ['BC', '-', 8],
    ['BC', '--', 7],
    ['CA', '+', 6],
    ['CA', '', 5],
    ['CA', '-', 4],
    ['CL', '', 3],
    ['DD', '', 1],
    ['DE', '', 1],
    ['SM', '', 1],
    ['MTB', '', 1],
    ['CVA', '', 10],
    ['CV', '', 7],
    ['CVE', '', 5],
    ['AK', '', 1],
    ['AKL', '', 1],
  ] as const)('%s%s costs %i', (cls, sub, points) => {
    expect(shipPoints(cls, sub)).toBe(points);
  });

  it('aircraft: + 3, standard 2, − 1, whatever the class', () => {
    expect(aircraftPoints('+')).toBe(3);
    expect(aircraftPoints('')).toBe(2);
    expect(aircraftPoints('-')).toBe(1);
  });

  it('an unprinted sub-class is MISSING_TABLE until a house rule prices it', () => {
    expect(() => shipPoints('CL', '+')).toThrow(expect.objectContaining({ code: 'MISSING_TABLE' }));
    const rules = {
      tables: { points: { ships: [...MATRIX_13_POINTS.ships, { classes: ['CL+'], points: 4, examples: 'MADE_UP' }] } },
    };
    expect(shipPoints('CL', '+', rules)).toBe(4);
  });

  it('totals a fleet', () => {
    const fleet = fleetPoints({
      ships: [{ name: 'Washington', class: 'BB', subClass: '+' }, { class: 'DD' }, { class: 'DD' }],
      aircraft: [{ class: 'TB' }, { class: 'AS', subClass: '+' }],
    });
    expect(fleet).toMatchObject({ ships: 27, aircraft: 5, total: 32 });
    expect(fleet.items[0]).toEqual({ name: 'Washington', key: 'BB+', points: 25 });
  });
});
