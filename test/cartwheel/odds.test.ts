import { describe, expect, it } from 'vitest';
import { resolveAirbaseEvacuation } from '../../src/cartwheel/airbase-evacuation.js';
import { resolveInitiative } from '../../src/cartwheel/initiative.js';
import { resolveInitiativeMissions } from '../../src/cartwheel/initiative-missions.js';
import { MADE_UP_TABLES } from '../../src/cartwheel/made-up-tables.js';
import { resolveRandomEvent } from '../../src/cartwheel/random-events.js';
import { resolveReconFlight } from '../../src/cartwheel/recon-flight.js';
import { exactOdds } from '../../src/odds/exact-odds.js';
import { formatFraction } from '../../src/odds/fraction.js';

const rules = { tables: MADE_UP_TABLES };
const table = <T>(odds: ReturnType<typeof exactOdds<T>>) =>
  Object.fromEntries(odds.outcomes.map((o) => [String(o.outcome), formatFraction(o.fraction)]));

describe('exact odds of every Cartwheel resolver (d10, 0 reads 10)', () => {
  it('recon flight: 7/10, or 3/5 on a general regroup turn; Magic always', () => {
    expect(table(exactOdds((d) => resolveReconFlight({ unitId: 'P-38' }, d).outcome))).toEqual({
      flies: '7/10',
      fails: '3/10',
    });
    expect(
      table(exactOdds((d) => resolveReconFlight({ unitId: 'P-38', generalRegroupTurn: true }, d).outcome)),
    ).toEqual({
      flies: '3/5',
      fails: '2/5',
    });
    expect(table(exactOdds((d) => resolveReconFlight({ unitId: 'PBY', magic: true }, d).outcome))).toEqual({
      flies: '1',
    });
  });

  it('initiative: the Allies win on 6–10, 1/2 unmodified; each +1 is +1/10', () => {
    expect(table(exactOdds((d) => resolveInitiative({ turn: 2 }, d, rules).outcome))).toEqual({
      Japanese: '1/2',
      Allied: '1/2',
    });
    expect(
      table(exactOdds((d) => resolveInitiative({ turn: 2, conditions: ['made-up-allied-carrier'] }, d, rules).outcome)),
    ).toEqual({ Japanese: '3/10', Allied: '7/10' });
  });

  it('initiative missions and random events follow the supplied bands (MADE_UP tables)', () => {
    expect(table(exactOdds((d) => resolveInitiativeMissions({ initiative: 'Allied' }, d, rules).outcome))).toEqual({
      1: '3/10',
      2: '2/5',
      3: '3/10',
    });
    expect(table(exactOdds((d) => resolveRandomEvent({}, d, rules).outcome.name))).toEqual({
      'MADE_UP quiet turn': '2/5',
      'MADE_UP tropical storm': '2/5',
      'MADE_UP Magic intercepts': '1/5',
    });
  });

  it('evacuation: P(escape) = (SR/MP − net DRM)/10, clamped to 0..1', () => {
    const escapeOdds = (srmp: number, airbaseDisrupted: boolean) =>
      table(
        exactOdds(
          (d) =>
            resolveAirbaseEvacuation({ units: [{ id: 'a', srmp }], airbaseDisrupted }, d, rules).outcome[0]?.result,
        ),
      ).evacuates ?? '0';
    expect(escapeOdds(5, false)).toBe('1/2');
    expect(escapeOdds(5, true)).toBe('3/10');
    expect(escapeOdds(2, true)).toBe('0');
    expect(escapeOdds(12, true)).toBe('1');
  });
});
