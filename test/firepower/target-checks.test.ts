import { describe, expect, it } from 'vitest';
import {
  resolveAirToShip,
  resolveGunnery,
  resolveGunneryToHit,
  resolveTorpedo,
  torpedoLevelOdds,
} from '../../src/firepower/index.js';
import { scriptedDice } from '../../src/index.js';

const submerged = { name: 'U-47', class: 'SM', nationality: 'German', submerged: true } as const;

/** The error a call throws, asserting it is thrown. */
function thrown(call: () => unknown): { code: string; rule: string; message: string } {
  try {
    call();
  } catch (error) {
    return error as { code: string; rule: string; message: string };
  }
  throw new Error('expected an error');
}

describe('attacks on ships are checked before any die is thrown', () => {
  it('no battery may fire on a submerged submarine (only DD and DE engage it, by depth charge)', () => {
    const error = thrown(() => resolveGunnery({ battery: 'BB', target: submerged, range: 'short' }, scriptedDice([])));
    expect([error.code, error.rule]).toEqual(['ILLEGAL_ACTION', 'Submarines']);
    expect(
      thrown(() => resolveGunneryToHit({ battery: 'DD', target: submerged, range: 'short' }, scriptedDice([]))).rule,
    ).toBe('Submarines');
    // Surfaced, it is fair game like any DE-armoured ship.
    expect(
      resolveGunneryToHit(
        { battery: 'DD', target: { ...submerged, submerged: false }, range: 'short' },
        scriptedDice([4]),
      ).outcome.hit,
    ).toBe(true);
  });

  it('no aircraft may attack a submerged submarine', () => {
    const error = thrown(() => resolveAirToShip({ aircraft: 'TB', target: submerged }, scriptedDice([])));
    expect([error.code, error.rule]).toEqual(['ILLEGAL_ACTION', 'Submarines']);
  });

  it('a submarine torpedoes surface targets only', () => {
    const firer = { name: 'I-19', class: 'SM', nationality: 'Japanese' } as const;
    const error = thrown(() =>
      resolveTorpedo({ target: { ...submerged, submerged: false }, torpedo: 'late', firer }, scriptedDice([])),
    );
    expect([error.code, error.rule]).toEqual(['ILLEGAL_ACTION', 'Submarines']);
    expect(resolveTorpedo({ target: 'CV', torpedo: 'late', firer }, scriptedDice([1, 6])).outcome.hit).toBe(false);
  });

  it('an MTB target needs its armour class as an input, asked for before the dice', () => {
    for (const call of [
      () => resolveGunnery({ battery: 'CL', target: 'MTB', range: 'short' }, scriptedDice([])),
      () => resolveTorpedo({ target: 'MTB', torpedo: 'late' }, scriptedDice([])),
      () => torpedoLevelOdds({ target: 'MTB', torpedo: 'late' }),
      () => resolveAirToShip({ aircraft: 'FB', target: 'MTB' }, scriptedDice([])),
    ]) {
      const error = thrown(call);
      expect(error.code).toBe('INVALID_INPUT');
      expect(error.message).toContain('profile');
    }
    const vosper = {
      name: 'MTB 74',
      class: 'MTB',
      nationality: 'British',
      profile: { main: 'T', secondary: null, armour: 'DE', aa: 1 },
    } as const;
    expect(resolveGunnery({ battery: 'CL', target: vosper, range: 'short' }, scriptedDice([3])).outcome.hit).toBe(
      false,
    );
  });
});

describe('gunnery from a distance (Matrix 7)', () => {
  const shot = { battery: 'BB', target: 'CA' } as const;

  it('reads the band from the distance for the battery, period and scale', () => {
    expect(resolveGunneryToHit({ ...shot, distanceInches: 18 }, scriptedDice([6])).row).toBe('short range 4+');
    expect(resolveGunneryToHit({ ...shot, distanceInches: 18.5 }, scriptedDice([6])).row).toBe('long range 6+');
    const large = { ...shot, distanceInches: 72, conditions: { period: 'late', scale: 'large' } } as const;
    expect(resolveGunneryToHit(large, scriptedDice([6])).row).toBe('long range 6+');
    const middle = { ...shot, distanceInches: 12, conditions: { period: 'middle' } } as const;
    expect(resolveGunneryToHit(middle, scriptedDice([6])).row).toBe('short range 4+');
  });

  it('refuses a shot beyond long range before any die is thrown', () => {
    const error = thrown(() => resolveGunnery({ ...shot, distanceInches: 36.5 }, scriptedDice([])));
    expect([error.code, error.rule]).toEqual(['ILLEGAL_ACTION', 'Matrix 7']);
    expect(error.message).toContain('36"');
  });

  it('needs a band or a distance, and refuses the two when they disagree', () => {
    expect(thrown(() => resolveGunnery(shot as never, scriptedDice([]))).code).toBe('INVALID_INPUT');
    const both = thrown(() => resolveGunnery({ ...shot, range: 'short', distanceInches: 30 }, scriptedDice([])));
    expect([both.code, both.rule]).toEqual(['INVALID_INPUT', 'Matrix 7']);
    expect(resolveGunneryToHit({ ...shot, range: 'long', distanceInches: 30 }, scriptedDice([6])).row).toBe(
      'long range 6+',
    );
  });
});
