import { describe, expect, it } from 'vitest';
import { words } from '../../site/src/form.js';
import { outcomeLabels, readable } from '../../site/src/outcome-labels.js';

describe('the explorer\u2019s outcome labels', () => {
  it('name only the fields that set object outcomes apart', () => {
    const outcomes = [
      { flagship: 'intercept', others: ['hold', 'hold'] },
      { flagship: 'intercept', others: ['hold', 'intercept'] },
    ];
    expect(outcomeLabels(outcomes)).toEqual(['others ["hold","hold"]', 'others ["hold","intercept"]']);
    expect(
      outcomeLabels([
        { a: 1, b: 'x' },
        { a: 2, b: 'y' },
      ]),
    ).toEqual(['a 1, b x', 'a 2, b y']);
  });

  it('leave numbers, names and lone outcomes as they are', () => {
    expect(outcomeLabels([1, 2])).toEqual(['1', '2']);
    expect(outcomeLabels([{ a: 1 }])).toEqual([outcomeLabels([{ a: 1 }, { a: 1 }])[0]]);
  });
});

describe('the explorer\u2019s field labels', () => {
  it('read field names as words, with their unit', () => {
    expect(words('distanceToFleetFlagshipCm')).toBe('distance to fleet flagship (cm)');
    expect(words('attackDice')).toBe('attack dice');
    expect(words('friendlyBrokenOffWithin90cm')).toBe('friendly broken off within 90cm');
    expect(words('AAPoints')).toBe('AA points');
    expect(words('distanceInches')).toBe('distance (inches)');
  });
});

describe('the explorer\u2019s outcomes as words', () => {
  it('read an object as its fields and a list as its items', () => {
    expect(readable({ flagship: 'intercept', others: ['follow', 'follow'] })).toBe(
      'flagship intercept; others follow, follow',
    );
    expect(readable({ a: { b: 1 }, c: [] })).toBe('a (b 1); c none');
    expect(readable(3)).toBe('3');
  });
});
