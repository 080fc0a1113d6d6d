/** The study's progress line: rate, done / total and time left, drawn at most 10 times a second. */
import { describe, expect, it } from 'vitest';
import { progressReporter } from '../../src/cli/progress-line.js';

/** A reporter on a clock the test moves, and every line it drew. */
function reporter() {
  let clock = 1_000;
  const lines: string[] = [];
  const report = progressReporter(
    (text) => lines.push(text),
    () => clock,
  );
  return { lines, report, tick: (ms: number) => (clock += ms) };
}

describe('progressReporter', () => {
  it('draws at most 10 times a second, and always the last game', () => {
    const { lines, report, tick } = reporter();
    // 1,500 games at 1 ms each: 1.5 s.
    for (let done = 1; done <= 1_500; done++) {
      tick(1);
      report(done, 1_500);
    }
    expect(lines.length).toBeLessThanOrEqual(16);
    expect(lines.length).toBeGreaterThanOrEqual(14);
    expect(lines.at(-1)).toBe('1,500 / 1,500 games · 1,000 games/s · took 2 s\n');
    expect(lines.slice(0, -1).every((line) => !line.endsWith('\n'))).toBe(true);
  });

  it('says the rate so far and the time left at that rate', () => {
    const { lines, report, tick } = reporter();
    tick(2_000);
    report(500, 10_000);
    expect(lines).toEqual(['500 / 10,000 games · 250 games/s · 38 s left']);
    tick(30_000);
    report(8_000, 10_000);
    expect(lines.at(-1)).toBe('8,000 / 10,000 games · 250 games/s · 8 s left');
  });

  it('writes long times in minutes and hours', () => {
    const { lines, report, tick } = reporter();
    tick(1_000);
    report(1, 300);
    expect(lines.at(-1)).toBe('1 / 300 games · 1 games/s · 4 min 59 s left');
    tick(1_000);
    report(2, 100_000);
    expect(lines.at(-1)).toBe('2 / 100,000 games · 1 games/s · 27 h 46 min left');
  });
});
