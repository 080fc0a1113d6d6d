import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules-error.js';
import type { Measure } from '../../src/game/measure.js';
import { compareRules, simulate } from '../../src/simulate/index.js';
import { warAtSeaCatalogue, warAtSeaExampleSetUp } from '../../src/war-at-sea/index.js';

const study = {
  game: warAtSeaCatalogue.game,
  setup: warAtSeaExampleSetUp,
  bots: { Allies: 'doctrine', Axis: 'random' } as const,
  runs: 8,
  seed: 2,
};

const refusal = (measures: unknown) => {
  try {
    simulate({ ...study, measures: measures as never });
  } catch (error) {
    expect(error).toBeInstanceOf(RulesError);
    return (error as RulesError).message;
  }
  throw new Error('not refused');
};

describe("a study's measures", () => {
  it("takes an app's own, a number a side or one for the game, reading the start and the events when asked", () => {
    const seen: { start: boolean; events: number }[] = [];
    const phases: Measure = {
      name: 'phase events',
      title: 'Phase changes the run went through',
      reads: ['start', 'events'],
      of: (run) => {
        seen.push({ start: run.start !== undefined, events: run.events?.length ?? 0 });
        return run.events?.filter((e) => e.type === 'phase').length ?? 0;
      },
    };
    const units: Measure<{ units: { side: string }[] }> = {
      name: 'units',
      title: 'Units in the game, by side',
      of: (run) => ({
        Allies: run.state.units.filter((u) => u.side === 'Allies').length,
        Axis: run.state.units.filter((u) => u.side === 'Axis').length,
      }),
    };
    const summary = simulate({ ...study, measures: ['turns', phases, units as Measure<never>] });
    expect(Object.keys(summary.measures)).toEqual([
      'enemy units destroyed',
      'islands held',
      'phase events',
      'turns',
      'units',
    ]);
    expect(seen).toHaveLength(8);
    expect(seen.every((s) => s.start && s.events > 0)).toBe(true);
    expect(summary.measures['phase events']?.game?.min).toBeGreaterThan(0);
    expect(summary.measures.units?.Allies?.histogram).toEqual([[4, 8]]);
  });

  it('passes the start and events only to a measure that reads them', () => {
    const given: unknown[] = [];
    const noting = (run: { start?: unknown; events?: unknown }) => {
      given.push(run.start, run.events);
      return 0;
    };
    simulate({ ...study, runs: 2, measures: [{ name: 'x', title: 'x', of: noting }] });
    expect(given).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('refuses a bad choice or a bad measure, naming it', () => {
    expect(refusal(['turn'])).toMatch(
      /measures\[0\] names "turn", not a measure of war-at-sea \(did you mean "turns"\?\)/,
    );
    expect(refusal(['turns', 'turns'])).toMatch(/"turns" twice/);
    expect(refusal('turns')).toMatch(/measures must be a list/);
    expect(refusal([{ name: 'game', title: 't', of: () => 0 }])).toMatch(
      /measures\.0\.name must be a text .*not "game"/,
    );
    expect(refusal([{ name: 'x', title: 't' }])).toMatch(/measures\.0\.of must be a function/);
    expect(refusal([{ name: 'x', title: 't', of: () => 0, reads: ['state'] }])).toMatch(/measures\.0\.reads/);
    expect(refusal([{ name: 'islands held', title: 't', of: () => 0 }])).toMatch(/outcome already gives/);
  });

  it('refuses a value that is not a finite number, or one a side, naming the measure and the run', () => {
    const giving = (value: unknown) => [{ name: 'bad', title: 't', of: () => value }];
    for (const value of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '3',
      null,
      { Allies: 1 },
      { Allies: 1, Axis: 2, x: 3 },
    ]) {
      expect(refusal(giving(value))).toMatch(
        /measure "bad" gave .* on run 0: it must give a finite number, or one a side/,
      );
    }
    expect(
      refusal([
        {
          name: 'throws',
          title: 't',
          of: () => {
            throw new TypeError('boom');
          },
        },
      ]),
    ).toMatch(/measure "throws" failed on run 0: TypeError: boom/);
  });

  it('keeps a name from the user as data: __proto__ is an ordinary measure', () => {
    const summary = simulate({ ...study, runs: 2, measures: [{ name: '__proto__', title: 't', of: () => 1 }] });
    expect(Object.hasOwn(summary.measures, '__proto__')).toBe(true);
    const parsed = JSON.parse(JSON.stringify(summary));
    expect(Object.getOwnPropertyDescriptor(parsed.measures, '__proto__')?.value.game.mean).toBe(1);
  });

  it('compares each measure on paired runs, with a verdict that says which way it moved', () => {
    const c = compareRules({
      ...study,
      runs: 60,
      measures: ['transports lost'],
      a: undefined,
      b: { capacity: { 'Landing 10': 1 } },
    });
    const allies = c.measures['transports lost']?.Allies;
    expect(allies?.low).toBeLessThanOrEqual(allies?.mean ?? Number.NaN);
    expect(allies?.verdict).toMatch(/^(raises|lowers|no effect on|leaves) Allies' transports lost/);
    expect(Object.keys(c.measures)).toEqual(['enemy units destroyed', 'islands held', 'transports lost']);
  });
});
