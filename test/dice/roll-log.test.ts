import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/dice/create-dice.js';
import { RollLog } from '../../src/dice/roll-log.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

describe('RollLog', () => {
  it('reads from any mark of a long log, and after a clear reuses its arrays without reading old rolls', () => {
    const log = new RollLog();
    const logRolls = (count: number, salt: number) => {
      const rolls: { label: string; die: 'd6'; value: number }[] = [];
      for (let i = 0; i < count; i++) {
        // Runs of one to three rolls under one label, and plain d6 throws each under its own.
        const label = i % 5 < 2 ? `own ${i}` : `run ${Math.floor(i / 3)}`;
        const value = ((i * 31 + salt) % 6) + 1;
        log.record(label, 0, value);
        rolls.push({ label, die: 'd6', value });
      }
      return rolls;
    };
    for (const [count, salt] of [
      [5_000, 1],
      [1_500, 2],
      [3_100, 3],
      [1_024, 4],
    ] as const) {
      const rolls = logRolls(count, salt);
      for (const mark of [0, 1, 1_022, 1_023, 1_024, 1_025, 2_047, 2_048, count - 2, count - 1, count]) {
        if (mark <= count) expect(log.since(mark), `mark ${mark} of ${count}`).toEqual(rolls.slice(mark));
      }
      expect(log.read()).toEqual(rolls);
      log.clear();
      expect(log.read()).toEqual([]);
    }
  });

  it('checks one d6 and a step\u2019s own d6 throws deep in a log', () => {
    const log = new RollLog();
    for (let i = 0; i < 1_022; i++) log.record(`filler ${i}`, 0, 1);
    const rolls = [
      { label: 'RED DIE (H)', die: 'd6' as const, value: 3 },
      { label: 'BLUE DIE (H)', die: 'd6' as const, value: 5 },
      { label: 'GREEN DIE (H)', die: 'd6' as const, value: 6 },
    ];
    for (const r of rolls) log.record(r.label, 0, r.value);
    expect(log.holdsOwnRunD6(1_022, rolls)).toBe(true);
    expect(log.holdsOwnRunD6(1_022, rolls.slice(0, 2))).toBe(false);
    expect(log.isOnlyD6(1_024, 'GREEN DIE (H)', 6)).toBe(true);
    expect(log.isOnlyD6(1_024, 'GREEN DIE (H)', 5)).toBe(false);
    log.record('GREEN DIE (H)', 0, 2);
    expect(log.isOnlyD6(1_025, 'GREEN DIE (H)', 2)).toBe(true);
    expect(log.since(1_022)).toEqual([...rolls, { label: 'GREEN DIE (H)', die: 'd6', value: 2 }]);
  });

  it('reads back every roll with its label suffix, die and face, across growth', () => {
    const log = new RollLog();
    const d37 = log.head('d37', 5);
    const expected = [];
    for (let i = 0; i < 5_000; i++) {
      const face = ((i * 7919) % 37) + 1;
      log.record(`roll ${i}`, d37, face);
      expected.push({ label: `roll ${i} (pool)`, die: 'd37', value: face });
    }
    log.record('zero face', log.head('d10z', 0), 0);
    log.record('big die', log.head('d999999', 0), 999_999);
    expected.push({ label: 'zero face', die: 'd10z', value: 0 }, { label: 'big die', die: 'd999999', value: 999_999 });
    expect(log.read()).toEqual(expected);
    expect(log.head('d37', 5)).toBe(d37);
  });

  it('decodes every suffix with hundreds of die names registered, and reads the same through since', () => {
    const log = new RollLog();
    const expected = [];
    for (let sides = 2; sides < 600; sides++) {
      const suffix = (sides % 6) as 0 | 1 | 2 | 3 | 4 | 5;
      log.record('r', log.head(`d${sides}`, suffix), sides - 1);
      const label = ['r', 'r (1st die)', 'r (2nd die)', 'r (plus die)', 'r (minus die)', 'r (pool)'][suffix];
      expected.push({ label, die: `d${sides}`, value: sides - 1 });
    }
    expect(log.since(100)).toEqual(expected.slice(100));
    expect(log.read()).toEqual(expected);
    expect(log.since(0)).toEqual(expected);
  });

  it('starts empty after clear, however big it grew', () => {
    const log = new RollLog();
    for (let i = 0; i < 5_000; i++) log.record('x', log.head('d6', 0), 3);
    log.read();
    log.clear();
    expect(log.read()).toEqual([]);
    log.record('after', log.head('d6', 1), 6);
    expect(log.read()).toEqual([{ label: 'after (1st die)', die: 'd6', value: 6 }]);
  });

  it('keeps a plain d6 at entry head 0, the literal the d6 hot path logs with', () => {
    const log = new RollLog();
    expect(log.head('d6', 0)).toBe(0);
    log.record('plain', 0, 4);
    expect(log.read()).toEqual([{ label: 'plain', die: 'd6', value: 4 }]);
  });

  it('starts a new run for a label logged again after a clear, and after another label', () => {
    const log = new RollLog();
    log.record('a', 0, 1);
    log.record('a', 0, 2);
    log.clear();
    log.record('a', 0, 3);
    log.record('b', 0, 4);
    log.record('a', 0, 5);
    expect(log.since(1)).toEqual([
      { label: 'b', die: 'd6', value: 4 },
      { label: 'a', die: 'd6', value: 5 },
    ]);
    expect(log.read().map((roll) => roll.label)).toEqual(['a', 'b', 'a']);
  });
});

describe('dice logs through RollLog', () => {
  it('logs each convention with the label suffix the docs promise', () => {
    const dice = scriptedDice([3, 4, 6, 2, 5, 0, 10, 12, 5, 2, 1, 6]);
    dice.d6('a');
    dice.twoD6('b');
    dice.plusMinus('c');
    dice.d10Zero('d');
    dice.d10('e');
    dice.d12('f');
    dice.dN(5, 'g');
    dice.pool(2, 'd6', 'h');
    dice.roll('d6', 'i');
    expect(dice.log).toEqual([
      { label: 'a', die: 'd6', value: 3 },
      { label: 'b (1st die)', die: 'd6', value: 4 },
      { label: 'b (2nd die)', die: 'd6', value: 6 },
      { label: 'c (plus die)', die: 'd6', value: 2 },
      { label: 'c (minus die)', die: 'd6', value: 5 },
      { label: 'd', die: 'd10z', value: 0 },
      { label: 'e', die: 'd10', value: 10 },
      { label: 'f', die: 'd12', value: 12 },
      { label: 'g', die: 'd5', value: 5 },
      { label: 'h (pool)', die: 'd6', value: 1 },
      { label: 'h (pool)', die: 'd6', value: 2 },
      { label: 'i', die: 'd6', value: 6 },
    ]);
  });

  it('keeps no log with the log off, and the same draws', () => {
    const logged = createDice(9);
    const silent = createDice(9, { log: false });
    for (let i = 0; i < 100; i++) expect(silent.d6('x')).toBe(logged.d6('x'));
    expect(silent.log).toEqual([]);
    expect(logged.log).toHaveLength(100);
    expect(silent.state()).toEqual(logged.state());
  });
});
