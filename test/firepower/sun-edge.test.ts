import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { lookupSunEdge, resolveSunEdge } from '../../src/firepower/sun-edge.js';

/** Made up for this test: the text's sun diagram is not printed, so these names are invented. */
const MADE_UP_SUN_EDGES = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'];

describe('sun edge', () => {
  it('gives the d6 score, and no edge name without the diagram', () => {
    const r = resolveSunEdge({}, scriptedDice([5]));
    expect(r.outcome).toEqual({ score: 5, edge: null });
    expect(r.notes[0]).toMatch(/tables.sunEdges/);
  });

  it('names the edge when the diagram is supplied', () => {
    const rules = { tables: { sunEdges: MADE_UP_SUN_EDGES } };
    expect(resolveSunEdge({}, scriptedDice([2]), rules).outcome).toEqual({ score: 2, edge: 'north-east' });
    expect(lookupSunEdge(6, rules)).toBe('north-west');
  });

  it('the lookup needs the diagram: MISSING_TABLE', () => {
    expect(() => lookupSunEdge(1)).toThrow(expect.objectContaining({ code: 'MISSING_TABLE' }));
  });
});
