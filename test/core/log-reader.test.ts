import { describe, expect, it } from 'vitest';
import { logMark, ownD6Roll, ownD6Rolls, sharedD6Index } from '../../src/core/log-reader.js';
import { rollsSince } from '../../src/core/resolution.js';
import { createDice } from '../../src/dice/create-dice.js';
import { scriptedDice } from '../../src/dice/scripted-dice.js';

/**
 * Copies of the library dice whose d6 logs under another label, logs two dice, or says it
 * read another face (10 more) than it logged.
 */
function miscopied(dice: ReturnType<typeof createDice>) {
  return {
    relabelled: { ...dice, d6: (label: string) => dice.roll('d6', `${label}!`) },
    doubled: { ...dice, d6: (label: string) => dice.twoD6(label) },
    liar: { ...dice, d6: (label: string) => dice.d6(label) + 10 },
  };
}

describe('logMark and rollsSince on the library dice', () => {
  it('mark where dice.log.length would, and read the same rolls as dice.log.slice', () => {
    const dice = createDice(3);
    dice.d6('first');
    const mark = logMark(dice);
    dice.twoD6('second');
    dice.pool(3, 'd6', 'third');
    // Read before the log has made any records, then again after it has.
    const fresh = rollsSince(dice, mark);
    expect(fresh).toHaveLength(5);
    expect(fresh[0]?.label).toBe('second (1st die)');
    expect(mark).toBe(1);
    expect(dice.log.length).toBe(6);
    expect(rollsSince(dice, mark)).toEqual(dice.log.slice(mark));
    expect(fresh).toEqual(dice.log.slice(mark));
    expect(rollsSince(dice, 0)).toEqual(dice.log);
  });

  it('start again after clearLog, and read nothing past the end', () => {
    const dice = scriptedDice([4, 5, 6]);
    dice.d6('a');
    dice.clearLog();
    expect(logMark(dice)).toBe(0);
    dice.d6('b');
    expect(rollsSince(dice, 0)).toEqual([{ label: 'b', die: 'd6', value: 5 }]);
    expect(rollsSince(dice, 7)).toEqual([]);
  });

  it('read nothing from dice with the log off', () => {
    const dice = createDice(3, { log: false });
    dice.d6('a');
    expect(logMark(dice)).toBe(0);
    expect(rollsSince(dice, 0)).toEqual([]);
  });

  it('fall back to dice.log for dice the library did not make', () => {
    const own = { log: [{ label: 'x', die: 'd6' as const, value: 2 }] };
    expect(logMark(own)).toBe(1);
    expect(rollsSince(own, 0)).toEqual(own.log);
    expect(rollsSince(own, 0)).not.toBe(own.log);
  });
});

describe('ownD6Roll', () => {
  it('gives the one d6 a step rolled, equal to what the log holds, on dice logging or not', () => {
    const dice = createDice(8);
    dice.d6('before');
    for (const label of ['to hit', 'to hit', 'damage']) {
      const mark = logMark(dice);
      const value = dice.d6(label);
      const rolls = ownD6Roll(dice, mark, label, value);
      expect(rolls).toEqual([{ label, die: 'd6', value }]);
      expect(rolls).toEqual(dice.log.slice(mark));
    }
    const silent = createDice(8, { log: false });
    const mark = logMark(silent);
    expect(ownD6Roll(silent, mark, 'to hit', silent.d6('to hit'))).toEqual([]);
  });

  it('reads the log instead when the step logged something else than that one d6', () => {
    const dice = createDice(9);
    const { relabelled, doubled, liar } = miscopied(dice);
    let mark = logMark(relabelled);
    let value = relabelled.d6('to hit');
    expect(ownD6Roll(relabelled, mark, 'to hit', value)).toEqual([{ label: 'to hit!', die: 'd6', value }]);
    mark = logMark(doubled);
    value = doubled.d6('to hit');
    expect(ownD6Roll(doubled, mark, 'to hit', value)).toEqual(dice.log.slice(mark));
    expect(ownD6Roll(doubled, mark, 'to hit', value)).toHaveLength(2);
    // A d6 that says it read another face than it logged is read from the log too.
    mark = logMark(liar);
    value = liar.d6('to hit');
    expect(ownD6Roll(liar, mark, 'to hit', value)).toEqual([{ label: 'to hit', die: 'd6', value: value - 10 }]);
  });

  it('reads dice the library did not make from their log', () => {
    const log: { label: string; die: 'd6'; value: number }[] = [];
    // Only string keys: the library's dice keep their log reader under a symbol.
    const dice = {
      ...Object.fromEntries(Object.entries(scriptedDice([4]))),
      d6: (label: string) => {
        log.push({ label: `${label} (own)`, die: 'd6', value: 4 });
        return 4;
      },
      log,
    };
    expect(ownD6Roll(dice, 0, 'to hit', dice.d6('to hit'))).toEqual([{ label: 'to hit (own)', die: 'd6', value: 4 }]);
  });
});

describe('sharedD6Index', () => {
  it('places a logged d6 at its face less one and an unlogged one six further on', () => {
    // Every face, the first starting a run of the label and the rest continuing it.
    const scripted = scriptedDice([1, 2, 3, 4, 5, 6]);
    const indices = [1, 2, 3, 4, 5, 6].map(() =>
      sharedD6Index(scripted, logMark(scripted), 'to hit', scripted.d6('to hit')),
    );
    expect(indices).toEqual([0, 1, 2, 3, 4, 5]);
    const dice = createDice(8);
    const mark = logMark(dice);
    const value = dice.d6('damage');
    expect(sharedD6Index(dice, mark, 'damage', value)).toBe(value - 1);
    const silent = createDice(8, { log: false });
    const unlogged = silent.d6('to hit');
    expect(sharedD6Index(silent, 0, 'to hit', unlogged)).toBe(unlogged + 5);
  });

  it('shares nothing when the log holds something else, the face is off the die, or the dice are not the library\u2019s', () => {
    for (const copy of Object.values(miscopied(createDice(9)))) {
      const mark = logMark(copy);
      expect(sharedD6Index(copy, mark, 'to hit', copy.d6('to hit'))).toBe(-1);
    }
    for (const face of [0, 7, 2.5, Number.NaN])
      expect(sharedD6Index(createDice(1, { log: false }), 0, 'x', face)).toBe(-1);
    expect(sharedD6Index({ log: [] }, 0, 'to hit', 3)).toBe(-1);
  });
});

describe('ownD6Rolls', () => {
  const records = (labels: readonly string[], values: readonly number[]) =>
    labels.map((label, i) => ({ label, die: 'd6' as const, value: values[i] as number }));

  it('gives the expected records themselves once the log holds exactly them', () => {
    const dice = createDice(4);
    dice.d6('before');
    const mark = logMark(dice);
    const labels = ['RED DIE (H)', 'BLUE DIE (H)', 'GREEN DIE (H)', 'WHITE DIE (H)'];
    const expected = records(
      labels,
      labels.map((label) => dice.d6(label)),
    );
    expect(ownD6Rolls(dice, mark, expected)).toBe(expected);
    expect(expected).toEqual(dice.log.slice(mark));
  });

  it('reads the log when it holds other rolls than the expected ones', () => {
    const dice = createDice(5);
    const labels = ['a', 'b', 'c'];
    let mark = logMark(dice);
    let values = labels.map((label) => dice.d6(label));
    // A face, a label, a die or a count that differs; and two rolls under one label (one run).
    const wrong = [
      records(labels, [values[0] as number, values[1] as number, ((values[2] as number) % 6) + 1]),
      records(['a', 'b', 'x'], values),
      records(labels, values).map((r, i) => (i === 1 ? { ...r, die: 'd10' as const } : r)),
      records(labels.slice(0, 2), values),
    ];
    for (const expected of wrong) {
      const got = ownD6Rolls(dice, mark, expected);
      expect(got).not.toBe(expected);
      expect(got).toEqual(dice.log.slice(mark));
    }
    mark = logMark(dice);
    values = [dice.d6('same'), dice.d6('same')];
    const same = records(['same', 'same'], values);
    expect(ownD6Rolls(dice, mark, same)).not.toBe(same);
    expect(ownD6Rolls(dice, mark, same)).toEqual(same);
    mark = logMark(dice);
    dice.twoD6('two');
    expect(ownD6Rolls(dice, mark, [])).toEqual(dice.log.slice(mark));
  });

  it('gives no rolls with the log off, and reads other dice from their log', () => {
    const silent = createDice(5, { log: false });
    expect(ownD6Rolls(silent, 0, records(['a'], [silent.d6('a')]))).toEqual([]);
    const own = { log: [{ label: 'x', die: 'd6' as const, value: 2 }] };
    expect(ownD6Rolls(own, 0, own.log)).toEqual(own.log);
    expect(ownD6Rolls(own, 0, own.log)).not.toBe(own.log);
  });
});
