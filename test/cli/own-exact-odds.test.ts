import { describe, expect, it } from 'vitest';
import { infantryFightOdds } from '../../src/war-at-sea/index.js';
import { run } from './run-in-process.js';

describe('naval-rules odds with a resolver that works out its own exact odds', () => {
  it('a 6-against-5 island fight to the finish: exact, merged turn by turn, summing to 1', () => {
    const result = run('odds', 'war-at-sea', 'infantry-fight', 'Allies=6', 'Axis=5', '--json');
    expect(result.code).toBe(0);
    const data = JSON.parse(result.out) as {
      exact: boolean;
      method: string;
      outcomes: { outcome: { control: string }; probability: number }[];
    };
    expect(data.exact).toBe(true);
    expect(data.method).toMatch(/merged turn by turn/);
    const allies = data.outcomes.filter((o) => o.outcome.control === 'Allies').reduce((p, o) => p + o.probability, 0);
    const api = infantryFightOdds({ Allies: 6, Axis: 5 })
      .outcomes.filter((o) => o.state.control === 'Allies')
      .reduce((p, o) => p + o.probability, 0);
    expect(allies).toBeCloseTo(api, 12);
    expect(data.outcomes.reduce((p, o) => p + o.probability, 0)).toBeCloseTo(1, 12);
    // The fights still going after 20 turns are one outcome, never dropped.
    expect(data.outcomes.filter((o) => o.outcome.control === 'contested')).toHaveLength(1);
  });

  it('prints the chart, and refuses --max-paths, which does not apply', () => {
    expect(run('odds', 'war-at-sea', 'infantry-fight', 'Allies=2', 'Axis=2').out).toMatch(
      /exact, equal positions merged/,
    );
    const limited = run('odds', 'war-at-sea', 'infantry-fight', 'Allies=2', 'Axis=2', '--max-paths', '10');
    expect(limited.code).not.toBe(0);
    expect(limited.err).toMatch(/--max-paths does not apply/);
  });

  it('an estimate of the same fight agrees within its error', () => {
    const estimate = JSON.parse(
      run('odds', 'war-at-sea', 'infantry-fight', 'Allies=6', 'Axis=5', '--estimate', '--samples', '20000', '--json')
        .out,
    ) as { outcomes: { outcome: { control: string }; probability: number }[] };
    const allies = estimate.outcomes
      .filter((o) => o.outcome.control === 'Allies')
      .reduce((p, o) => p + o.probability, 0);
    expect(Math.abs(allies - 0.737)).toBeLessThan(0.02);
  });
});
