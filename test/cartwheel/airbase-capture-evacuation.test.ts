import { describe, expect, it } from 'vitest';
import {
  applyAirbaseBombing,
  captureAirbase,
  checkAirbaseTarget,
  checkCapture,
} from '../../src/cartwheel/airbase-attacks.js';
import {
  applyEvacuation,
  checkEvacuationDestination,
  evacuationInputFor,
  evacuationModifiers,
  resolveAirbaseEvacuation,
} from '../../src/cartwheel/airbase-evacuation.js';
import { MADE_UP_AIRBASE_EVACUATION } from '../../src/cartwheel/made-up-tables.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { at, BASES, baseState, counter } from './fixtures.js';

const rules = { tables: { airbaseEvacuation: MADE_UP_AIRBASE_EVACUATION } };

describe('6.6.1 off-board immunity', () => {
  it('off-board bases cannot be attacked, bombed or captured', () => {
    expect(checkAirbaseTarget(BASES.truk)).toMatchObject({ ok: false, rule: '6.6.1' });
    expect(checkAirbaseTarget(BASES.lae).ok).toBe(true);
    expect(() => applyAirbaseBombing(baseState(), 'truk', 'destroyed')).toThrow(/off-board/);
    expect(checkCapture(baseState(), 'australia', 'Japanese')).toMatchObject({ ok: false, rule: '6.6.1' });
  });
});

describe('6.6.2–6.6.3 bombing fixed bases', () => {
  it('disruption and destruction mark the base', () => {
    expect(
      applyAirbaseBombing(baseState(), 'lae', 'disrupted').state.airbases.find((b) => b.id === 'lae'),
    ).toMatchObject({
      disrupted: true,
      destroyed: false,
    });
    expect(
      applyAirbaseBombing(baseState(), 'lae', 'destroyed').state.airbases.find((b) => b.id === 'lae'),
    ).toMatchObject({
      destroyed: true,
    });
  });
});

describe('6.6.4 capture', () => {
  const state = baseState({
    airUnits: [
      at('lae', counter('a', 'F', 'IJN')),
      at('lae', counter('b', 'B', 'IJN')),
      at('rabaul', counter('c', 'F', 'IJN')),
    ],
  });

  it('the base changes hands disrupted, and the units on the ground there must try to evacuate', () => {
    const result = captureAirbase(state, 'lae', 'Allied');
    expect(result.effect).toBe('captured');
    expect(result.state.airbases.find((b) => b.id === 'lae')).toMatchObject({ side: 'Allied', disrupted: true });
    expect(result.evacuating).toEqual(['a', 'b']);
    expect(result.state.airUnits[0]?.location).toEqual({ at: 'unbased', formerAirbaseId: 'lae' });
  });

  it('only enemy bases are captured', () => {
    expect(checkCapture(state, 'lae', 'Japanese')).toMatchObject({ ok: false, rule: '6.6.4' });
    expect(() => captureAirbase(state, 'lae', 'Japanese')).toThrow(/already the Japanese player's/);
  });
});

describe('6.6.5 evacuation', () => {
  it('a roll at or below the printed SR/MP escapes; above it, the unit is destroyed', () => {
    const r = resolveAirbaseEvacuation(
      {
        units: [
          { id: 'a', srmp: 5 },
          { id: 'b', srmp: 5 },
        ],
      },
      scriptedDice([5, 6]),
      rules,
    );
    expect(r.outcome).toEqual([
      { id: 'a', result: 'evacuates' },
      { id: 'b', result: 'destroyed' },
    ]);
    expect(r.rolls.map((roll) => roll.value)).toEqual([5, 6]);
  });

  it('the table modifiers apply to every roll (a 0 reads 10, 2.4)', () => {
    const r = resolveAirbaseEvacuation(
      { units: [{ id: 'a', srmp: 6 }], airbaseDisrupted: true, conditions: ['made-up-night'] },
      scriptedDice([3]),
      rules,
    );
    expect(r.steps[0]?.total).toBe(6);
    expect(r.outcome[0]?.result).toBe('evacuates');
    expect(r.modifiers.map((m) => m.delta)).toEqual([2, 1]);
    expect(
      resolveAirbaseEvacuation({ units: [{ id: 'a', srmp: 9 }] }, scriptedDice([10]), rules).outcome[0]?.result,
    ).toBe('destroyed');
  });

  it('a unit with no SR/MP (recon) is destroyed without a roll', () => {
    const r = resolveAirbaseEvacuation({ units: [{ id: 'dinah', srmp: null }] }, scriptedDice([]), rules);
    expect(r.outcome).toEqual([{ id: 'dinah', result: 'destroyed' }]);
    expect(r.rolls).toEqual([]);
  });

  it('needs the Airbase Evacuation table, and knows its rows', () => {
    expect(() => resolveAirbaseEvacuation({ units: [{ id: 'a', srmp: 5 }] }, scriptedDice([1]))).toThrow(
      expect.objectContaining({ code: 'MISSING_TABLE', rule: '6.6.5' }),
    );
    expect(() => evacuationModifiers({ units: [{ id: 'a', srmp: 5 }], conditions: ['nope'] }, rules)).toThrow(
      /has no row "nope"/,
    );
    expect(() =>
      evacuationModifiers({ units: [{ id: 'a', srmp: 5 }] }, { tables: { airbaseEvacuation: { modifiers: [] } } }),
    ).toThrow(/needs a row "airbase-disrupted"/);
  });

  it('counts a disrupted airbase once, given as the flag, as a condition, or both', () => {
    const once = evacuationModifiers({ units: [{ id: 'a', srmp: 5 }], airbaseDisrupted: true }, rules);
    const both = evacuationModifiers(
      { units: [{ id: 'a', srmp: 5 }], airbaseDisrupted: true, conditions: ['airbase-disrupted'] },
      rules,
    );
    expect(both).toEqual(once);
  });

  it('an escaped unit stages to another friendly base within its printed range, into the Flown half', () => {
    const state = baseState({
      airbases: [...Object.values(BASES), { ...BASES.lae, id: 'madang', name: 'Madang', hex: '1818' }],
      airUnits: [at('lae', counter('a', 'F', 'IJN', { full: { range: 3, srmp: 5 } }), { disrupted: true })],
    });
    const captured = captureAirbase(state, 'lae', 'Allied').state;
    expect(checkEvacuationDestination(captured, 'a', 'madang', 3).ok).toBe(true);
    expect(checkEvacuationDestination(captured, 'a', 'madang', 4)).toMatchObject({ ok: false, rule: '6.6.5' });
    expect(checkEvacuationDestination(captured, 'a', 'lae', 0).ok).toBe(false);
    expect(checkEvacuationDestination(captured, 'a', 'port-moresby', 1).ok).toBe(false);
    const moved = applyEvacuation(captured, { id: 'a', result: 'evacuates' }, { to: 'madang', distance: 2 });
    expect(moved.airUnits[0]).toMatchObject({
      location: { at: 'airbase', airbaseId: 'madang' },
      flown: true,
      disrupted: true,
      stageMoved: true,
    });
    expect(() => applyEvacuation(captured, { id: 'a', result: 'evacuates' })).toThrow(/name the friendly airbase/);
    expect(() => applyEvacuation(state, { id: 'a', result: 'destroyed' })).toThrow(/not evacuating/);
    expect(applyEvacuation(captured, { id: 'a', result: 'destroyed' }).airUnits[0]?.location).toEqual({
      at: 'eliminated',
      turn: 2,
    });
  });
});

describe('6.6.5 evacuation reads SR/MP from the units (the reported defect)', () => {
  it('evacuationInputFor lists the unbased units of the captured base with the SR/MP of the face they show', () => {
    const state = baseState({
      airUnits: [
        at('lae', counter('a', 'F', 'IJN', { full: { af: 3, df: 3, strike: { kind: 'none' }, range: 3, srmp: 5 } })),
        at('lae', counter('b', 'F', 'IJN'), { reduced: true }),
        at('lae', counter('dinah', 'R', 'IJN')),
      ],
    });
    const captured = captureAirbase(state, 'lae', 'Allied').state;
    expect(evacuationInputFor(captured, 'lae', { airbaseDisrupted: true })).toEqual({
      units: [
        { id: 'a', srmp: 5 },
        { id: 'b', srmp: 4 },
        { id: 'dinah', srmp: null },
      ],
      airbaseDisrupted: true,
      conditions: [],
    });
    expect(() => evacuationInputFor(captured, 'rabaul')).toThrow(/no air unit is evacuating rabaul/);
  });
});
