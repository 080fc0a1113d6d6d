/**
 * Lists that model a set refuse a repeated entry (decided per rule in each rule set's
 * docs page), and game states round trip through JSON and their schema.
 */
import { describe, expect, it } from 'vitest';
import { initiativeModifiers } from '../../src/cartwheel/initiative.js';
import { MADE_UP_INITIATIVE_DRM, MADE_UP_INITIATIVE_MISSIONS } from '../../src/cartwheel/made-up-tables.js';
import { parseCartwheelState } from '../../src/cartwheel/state.js';
import { RulesError } from '../../src/core/rules-error.js';
import { resolveFirepowerRules } from '../../src/firepower/rules.js';
import { checkNavalAssignment } from '../../src/shoestring/naval-unit-assignment.js';
import { at, BASES, baseState, counter } from '../cartwheel/fixtures.js';

const rules = { tables: { initiativeDrm: MADE_UP_INITIATIVE_DRM, initiativeMissions: MADE_UP_INITIATIVE_MISSIONS } };

describe('a list that models a set refuses a repeated entry', () => {
  it('Cartwheel 7.4: a condition listed twice is refused, not counted twice', () => {
    const once = initiativeModifiers({ turn: 3, conditions: ['allied-recon-rabaul'] }, rules);
    expect(once).toHaveLength(1);
    expect(() =>
      initiativeModifiers({ turn: 3, conditions: ['allied-recon-rabaul', 'allied-recon-rabaul'] }, rules),
    ).toThrow(/condition "allied-recon-rabaul" is listed twice/);
  });

  it('Firepower house rules: a class named twice among the big ships is refused', () => {
    expect(() => resolveFirepowerRules({ turning: { bigShipClasses: ['BB', 'BB'] } })).toThrow(RulesError);
  });

  it('Shoestring I.A.4: a unit id assigned twice is refused', () => {
    const assignment = (odd: string[]) => ({
      side: 'US' as const,
      oddTurn: 3,
      pool: { units: [{ id: 'Helena', type: 'CL' as const }], transportPoints: 0 },
      odd: { unitIds: odd, transportPoints: 0 },
      even: { unitIds: [], transportPoints: 0 },
    });
    expect(checkNavalAssignment(assignment(['Helena'])).ok).toBe(true);
    expect(() => checkNavalAssignment(assignment(['Helena', 'Helena']))).toThrow(/unit id "Helena" is listed twice/);
  });
});

describe('states are plain JSON', () => {
  it('a Cartwheel state survives JSON and parses back to itself', () => {
    const state = parseCartwheelState(
      baseState({ airUnits: [at(BASES.portMoresby.id, counter('p38', 'F', 'USAAF'))] }),
    );
    const again = parseCartwheelState(JSON.parse(JSON.stringify(state)));
    expect(again).toEqual(state);
  });
});
