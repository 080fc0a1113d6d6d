import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { shoestringModule } from '../../src/shoestring/cli.js';
import { MADE_UP_SURFACE_TABLE, MADE_UP_US_SEARCH_CHART } from '../../src/shoestring/cli-examples.js';

function run(argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) }, [shoestringModule]);
  return { code, out, err };
}

describe('naval-rules CLI: shoestring', () => {
  it('lists every table and resolver', () => {
    const { code, out } = run(['tables', 'shoestring']);
    expect(code).toBe(0);
    for (const name of [
      'transport-attack',
      'extend-patrol',
      'battleship-commitment',
      'sequence-of-play',
      'supply-window',
      'victory-points',
      'surface-combat',
      'anti-aircraft',
      'sea-zone-search',
      'air-search',
      'pt-engagement',
      'pt-search',
      'pt-attack',
      'pt-reply',
      'guadalcanal-aa',
    ]) {
      expect(out).toContain(name);
    }
  });
  it('prints the Transport Attack Table with both columns', () => {
    const { code, out } = run(['tables', 'shoestring', 'transport-attack']);
    expect(code).toBe(0);
    expect(out).toContain('With Escort');
    expect(out).toMatch(/\u22657\s+\u2013\s+\u2013/);
  });
  it('looks up a modified roll past the printed ends', () => {
    expect(
      JSON.parse(run(['lookup', 'shoestring', 'transport-attack', 'roll=-1', 'escorted=false', '--json']).out),
    ).toEqual({
      roll: -1,
      row: '\u22640',
      result: '1/2 AB',
    });
    expect(JSON.parse(run(['lookup', 'shoestring', 'extend-patrol', 'roll=6', '--json']).out).result).toBe('Return');
    expect(JSON.parse(run(['lookup', 'shoestring', 'battleship-commitment', 'roll=9', '--json']).out).result).toBe(3);
  });
  it('looks up the sequence of play, the supply window and the VP ledger', () => {
    expect(run(['lookup', 'shoestring', 'sequence-of-play', 'turn=2']).out.split('\n')[0]).toBe(
      "II.A.1 Secretly place this turn's naval units and transports in sea zones",
    );
    expect(JSON.parse(run(['lookup', 'shoestring', 'supply-window', 'turn=6', '--json']).out)).toEqual({
      turn: 6,
      from: [3, 4],
    });
    expect(run(['lookup', 'shoestring', 'victory-points', 'option=O5']).out).toContain('O5.0: 6 VP to Japanese');
  });
  it('looks up a supplied base-game table and validates it', () => {
    const good = run([
      'lookup',
      'shoestring',
      'surface-combat',
      `table=${JSON.stringify(MADE_UP_SURFACE_TABLE)}`,
      'value=3',
      'roll=2',
      '--json',
    ]);
    expect(JSON.parse(good.out)).toEqual({ column: '2\u20133', row: '\u22642', result: 'MADE-UP D' });
    const gap = run([
      'lookup',
      'shoestring',
      'anti-aircraft',
      'table={"columns":[{"max":3,"rows":[{"result":"x"}]}]}',
      'value=1',
      'roll=1',
    ]);
    expect(gap.code).toBe(1);
    expect(gap.err).toContain('not covered');
    const chart = run([
      'lookup',
      'shoestring',
      'sea-zone-search',
      `chart=${JSON.stringify(MADE_UP_US_SEARCH_CHART)}`,
      'zone=The Slot',
      '--json',
    ]);
    expect(JSON.parse(chart.out)).toMatchObject({ zone: 'The Slot', number: 4 });
  });
  it('rolls with a seed and explains', () => {
    const { code, out } = run([
      'roll',
      'shoestring',
      'transport-attack',
      'escorted=false',
      'henderson=attacker',
      '--seed',
      '3',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('attacking player controls operational Henderson Field (R18.3)');
    expect(out).toContain('(seed 3)');
  });
  it('computes exact odds', () => {
    const { code, out } = run([
      'odds',
      'shoestring',
      'extend-patrol',
      'side=Japanese',
      'ships=[{"id":"Kongo","type":"BB","zone":"Eastern Solomons"}]',
      '--json',
    ]);
    expect(code).toBe(0);
    const odds = JSON.parse(out) as { outcomes: { outcome: string; fraction: string }[] };
    expect(odds.outcomes).toEqual([
      { outcome: 'Extend', fraction: '3/10', probability: 0.3 },
      { outcome: 'Return', fraction: '7/10', probability: 0.7 },
    ]);
  });
  it('takes house rules and base-game tables as rules.* arguments', () => {
    const { code, out } = run([
      'odds',
      'shoestring',
      'air-search',
      'side=US',
      'zone=The Slot',
      `rules.tables.seaZoneSearch.US=${JSON.stringify(MADE_UP_US_SEARCH_CHART)}`,
      '--json',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(out).outcomes).toContainEqual({ outcome: 'Found', fraction: '2/5', probability: 0.4 });
  });
  it('a missing base-game table is a one-line MISSING_TABLE error, exit 1', () => {
    const { code, err } = run(['roll', 'shoestring', 'guadalcanal-aa', 'survivingBombardUnits=1', '--seed', '1']);
    expect(code).toBe(1);
    expect(err).toContain('MISSING_TABLE');
    expect(err).toContain('Anti-Aircraft Combat Table');
  });
  it('every resolver runs its own example', () => {
    for (const resolver of shoestringModule.resolvers) {
      const args = Object.entries(resolver.example).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
      const { code, err } = run(['roll', 'shoestring', resolver.name, ...args, '--seed', '5']);
      expect(err).toBe('');
      expect(code).toBe(0);
    }
  });
});
