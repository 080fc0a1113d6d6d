import { describe, expect, it } from 'vitest';
import { cartwheelModule } from '../../src/cartwheel/cli.js';
import { MADE_UP_INITIATIVE_MISSIONS } from '../../src/cartwheel/made-up-tables.js';
import { runCli } from '../../src/cli/run-cli.js';

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) }, [cartwheelModule]);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('naval-rules cartwheel', () => {
  it('is registered as "cartwheel" with its tables and resolvers', () => {
    expect(cartwheelModule.name).toBe('cartwheel');
    const listing = run('tables', 'cartwheel');
    expect(listing.code).toBe(0);
    for (const name of ['sequence-of-play', 'airbase-aa', 'recon-flight', 'initiative', 'airbase-evacuation'])
      expect(listing.out).toContain(name);
  });

  it('prints the sequence of play', () => {
    const r = run('tables', 'cartwheel', 'sequence-of-play');
    expect(r.out).toContain('Air/Naval Operations Phase');
    expect(r.out).toContain('4.10');
  });

  it('looks up AA factors, mobile capacity and the initiative threshold', () => {
    expect(JSON.parse(run('lookup', 'cartwheel', 'airbase-aa', 'kind=major', '--json').out)).toMatchObject({
      factor: 3,
    });
    expect(
      JSON.parse(run('lookup', 'cartwheel', 'airbase-aa', 'kind=minor', 'disrupted=true', '--json').out),
    ).toMatchObject({
      factor: 1,
    });
    expect(JSON.parse(run('lookup', 'cartwheel', 'mobile-capacity', 'types=["F","F","R"]', '--json').out)).toEqual({
      capacity: 3,
      units: 3,
      overCapacity: false,
    });
    expect(JSON.parse(run('lookup', 'cartwheel', 'initiative', 'roll=6', '--json').out)).toEqual({
      roll: 6,
      initiative: 'allied',
    });
    expect(
      JSON.parse(run('lookup', 'cartwheel', 'recon-flight', 'roll=7', 'generalRegroupTurn=true', '--json').out),
    ).toEqual({
      total: 8,
      result: 'fails',
    });
  });

  it('reads an input table passed on the command line, and names it when missing', () => {
    const table = JSON.stringify(MADE_UP_INITIATIVE_MISSIONS);
    expect(
      JSON.parse(
        run(
          'lookup',
          'cartwheel',
          'initiative-missions',
          'roll=9',
          `rules.tables.initiativeMissions=${table}`,
          '--json',
        ).out,
      ),
    ).toEqual({ roll: 9, missions: 3 });
    const missing = run('lookup', 'cartwheel', 'initiative-missions', 'roll=9');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('MISSING_TABLE: 7.5 needs the Initiative Player’s Missions table');
  });

  it('rolls with a seed and explains', () => {
    const r = run('roll', 'cartwheel', 'recon-flight', 'unitId=P-38', '--seed', '7');
    expect(r.code).toBe(0);
    expect(r.out).toContain('7.3.2 Recon flight of P-38');
    expect(r.out).toContain('(seed 7)');
  });

  it('computes exact odds', () => {
    const r = run('odds', 'cartwheel', 'recon-flight', 'unitId=P-38', '--json');
    expect(JSON.parse(r.out).outcomes).toEqual([
      { outcome: 'flies', fraction: '7/10', probability: 0.7 },
      { outcome: 'fails', fraction: '3/10', probability: 0.3 },
    ]);
    const table = JSON.stringify(MADE_UP_INITIATIVE_MISSIONS);
    const missions = run(
      'odds',
      'cartwheel',
      'initiative-missions',
      'initiative=allied',
      `rules.tables.initiativeMissions=${table}`,
      '--json',
    );
    expect(JSON.parse(missions.out).outcomes.map((o: { fraction: string }) => o.fraction)).toEqual([
      '3/10',
      '2/5',
      '3/10',
    ]);
  });

  it('every resolver example runs', () => {
    for (const resolver of cartwheelModule.resolvers) {
      const r = run(
        'roll',
        'cartwheel',
        resolver.name,
        ...Object.entries(resolver.example).map(([k, v]) => `${k}=${JSON.stringify(v)}`),
        '--seed',
        '1',
      );
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
    }
  });

  it('the demo includes cartwheel', () => {
    const r = run('demo');
    expect(r.code).toBe(0);
    expect(r.out).toContain('== cartwheel');
  });

  it('bad arguments are rules errors', () => {
    expect(run('lookup', 'cartwheel', 'airbase-aa', 'kind=huge').code).toBe(1);
    expect(run('lookup', 'cartwheel', 'sequence-of-play', 'phase=lunch').err).toContain('not a phase id');
  });
});
