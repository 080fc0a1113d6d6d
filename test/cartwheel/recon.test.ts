import { describe, expect, it } from 'vitest';
import { availableRecon, reconPlacementOrder } from '../../src/cartwheel/recon-availability.js';
import { reconInitiativeConditions, reconScrambleModifier } from '../../src/cartwheel/recon-effects.js';
import { reconFlightInputFor, reconFlightModifiers, resolveReconFlight } from '../../src/cartwheel/recon-flight.js';
import {
  checkAirCombatTarget,
  checkReconPlacement,
  groundRecon,
  placeRecon,
  returnRecon,
} from '../../src/cartwheel/recon-placement.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';
import { at, baseState, counter, ELEVENTH } from './fixtures.js';

const dinah6 = counter('dinah-6', 'R', '6th Hikoshidan', { full: { range: 6, srmp: null } });
const p38 = counter('p38', 'R', 'USAAF', { full: { range: 5, srmp: null } });
const magic = counter('magic', 'R', 'USN', { magic: true, full: { range: 'U', srmp: null } });

const game = (decisions: { hikoshidan?: 'committed' | 'withdrawn'; magicInEffect?: boolean } = {}) =>
  baseState({
    phase: 'initiative',
    decisions: { magicInEffect: false, generalRegroup: false, ...decisions },
    airUnits: [at('rabaul', dinah6), at('truk', ELEVENTH.dinah), at('port-moresby', p38), at('port-moresby', magic)],
  });

const ids = (list: ReturnType<typeof availableRecon>) => list.filter((r) => r.available).map((r) => r.id);

describe('7.3 which recon units fly', () => {
  it('the 6th Hikoshidan Dinah always; the 11th only when the 11th is committed', () => {
    expect(ids(availableRecon(game(), 'Japanese'))).toEqual(['dinah-6']);
    expect(ids(availableRecon(game({ hikoshidan: 'committed' }), 'Japanese'))).toEqual(['dinah-6', '11-Dinah']);
  });

  it('the P-38 every turn; Magic only while its event is in effect', () => {
    expect(ids(availableRecon(game(), 'Allied'))).toEqual(['p38']);
    expect(ids(availableRecon(game({ magicInEffect: true }), 'Allied'))).toEqual(['p38', 'magic']);
  });
});

describe('7.3.2 recon roll', () => {
  it('7 or less flies, 8 or more fails', () => {
    expect(resolveReconFlight({ unitId: 'p38' }, scriptedDice([7])).outcome).toBe('flies');
    expect(resolveReconFlight({ unitId: 'p38' }, scriptedDice([8])).outcome).toBe('fails');
    expect(resolveReconFlight({ unitId: 'p38' }, scriptedDice([10])).outcome).toBe('fails');
  });

  it('+1 on a general regroup turn', () => {
    const r = resolveReconFlight({ unitId: 'p38', generalRegroupTurn: true }, scriptedDice([7]));
    expect(r.total).toBe(8);
    expect(r.outcome).toBe('fails');
    expect(reconFlightModifiers({ unitId: 'p38', generalRegroupTurn: true })).toEqual([
      { rule: '7.3.2', label: 'general regroup turn', delta: 1 },
    ]);
  });

  it('Magic always flies, with no roll', () => {
    const r = resolveReconFlight({ unitId: 'magic', magic: true, generalRegroupTurn: true }, scriptedDice([]));
    expect(r.outcome).toBe('flies');
    expect(r.rolls).toEqual([]);
  });

  it('a failed unit goes to the Flown quadrant; one that flies is placed within range', () => {
    expect(groundRecon(game(), 'p38').airUnits.find((u) => u.unit.id === 'p38')?.flown).toBe(true);
    const placed = placeRecon(game(), { unitId: 'p38', hex: '1010', distance: 5 });
    expect(placed.airUnits.find((u) => u.unit.id === 'p38')?.location).toEqual({
      at: 'hex',
      hex: '1010',
      fromAirbaseId: 'port-moresby',
    });
    expect(checkReconPlacement(game(), 'p38', 6)).toMatchObject({ ok: false, rule: '7.3.2' });
    expect(checkReconPlacement(game({ magicInEffect: true }), 'magic', 60).ok).toBe(true);
    expect(checkReconPlacement(game(), 'magic', 1)).toMatchObject({ ok: false, rule: '7.3' });
    expect(() => groundRecon(game(), '11-Dinah')).toThrow(/not committed/);
  });

  it('players alternate placing, the given side first', () => {
    expect(reconPlacementOrder('Japanese', ['p38', 'magic'], ['dinah-6'])).toEqual([
      { side: 'Japanese', unitId: 'dinah-6' },
      { side: 'Allied', unitId: 'p38' },
      { side: 'Allied', unitId: 'magic' },
    ]);
  });
});

describe('7.3.4 recon effects', () => {
  it('+1 to the opposing scramble roll where friendly recon watches the target', () => {
    const placed = placeRecon(game(), { unitId: 'p38', hex: '1010', distance: 5 });
    expect(reconScrambleModifier(placed, 'Allied', '1010')).toEqual({
      rule: '7.3.4',
      label: 'enemy recon over the target',
      delta: 1,
    });
    expect(reconScrambleModifier(placed, 'Allied', '2020')).toBeUndefined();
    expect(reconScrambleModifier(placed, 'Japanese', '1010')).toBeUndefined();
  });

  it('Allied recon over Rabaul and Japanese recon over Port Moresby turn on Initiative DRM rows', () => {
    let state = placeRecon(game(), { unitId: 'p38', hex: '1010', distance: 5 });
    expect(reconInitiativeConditions(state)).toEqual(['allied-recon-rabaul']);
    state = placeRecon(state, { unitId: 'dinah-6', hex: '2530', distance: 6 });
    expect(reconInitiativeConditions(state)).toEqual(['japanese-recon-port-moresby', 'allied-recon-rabaul']);
  });
});

describe('7.3.3 and 7.3.5 recon restrictions and return', () => {
  it('recon units cannot be intercepted or fight', () => {
    expect(checkAirCombatTarget({ type: 'R', id: 'dinah-6' })).toMatchObject({ ok: false, rule: '7.3.3' });
    expect(checkAirCombatTarget({ type: 'F', id: 'zeke' }).ok).toBe(true);
  });

  it('the recon input follows the general regroup declaration and the Magic flag', () => {
    const regroup = { ...game({ magicInEffect: true }), decisions: { magicInEffect: true, generalRegroup: true } };
    expect(reconFlightInputFor(regroup, 'p38')).toEqual({ unitId: 'p38', magic: false, generalRegroupTurn: true });
    expect(reconFlightInputFor(game(), 'magic')).toEqual({ unitId: 'magic', magic: true, generalRegroupTurn: false });
    expect(() => reconFlightInputFor({ ...game(), airUnits: [at('rabaul', counter('z', 'F', 'IJN'))] }, 'z')).toThrow(
      /not a reconnaissance unit/,
    );
  });

  it('returns in the Operations Conclusion Phase to a friendly base within range', () => {
    const out = {
      ...placeRecon(game(), { unitId: 'p38', hex: '1010', distance: 5 }),
      phase: 'operations-conclusion' as const,
    };
    const home = returnRecon(out, 'p38', 'dobodura', 5);
    expect(home.airUnits.find((u) => u.unit.id === 'p38')).toMatchObject({
      location: { at: 'airbase', airbaseId: 'dobodura' },
      flown: true,
    });
    expect(() => returnRecon(out, 'p38', 'dobodura', 6)).toThrow(/beyond p38's range of 5/);
    expect(() => returnRecon(out, 'p38', 'rabaul', 1)).toThrow(expect.objectContaining({ rule: '6.3' }));
    expect(() => returnRecon({ ...out, phase: 'regroup' }, 'p38', 'dobodura', 1)).toThrow(/Operations Conclusion/);
  });
});
