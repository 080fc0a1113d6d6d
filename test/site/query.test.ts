import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery } from '../../site/src/query.js';

describe('the odds explorer link', () => {
  it('reads a case as the command line reads key=value words', () => {
    expect(readQuery('?set=war-at-sea&resolver=attack-on-troops&attacker=ship&type=gunnery&attackDice=12')).toEqual({
      set: 'war-at-sea',
      resolver: 'attack-on-troops',
      args: { attacker: 'ship', type: 'gunnery', attackDice: 12 },
      estimate: false,
    });
    expect(readQuery('?set=firepower&resolver=gunnery&target.class=CA&target.name=X').args).toEqual({
      target: { class: 'CA', name: 'X' },
    });
  });

  it('writes a case that reads back the same, objects and lists as JSON, text as it is', () => {
    const args = {
      battery: 'BB',
      target: { name: 'MADE-UP', class: 'CA' },
      conditions: ['a'],
      dice: 3,
      flag: true,
      n: '12',
    };
    const query = writeQuery('firepower', 'gunnery', args);
    expect(readQuery(query)).toEqual({ set: 'firepower', resolver: 'gunnery', args, estimate: false });
    // A case shown as an estimate says so, and reads back as one.
    const estimate = writeQuery('firepower', 'gunnery', args, true);
    expect(estimate).toContain('odds=estimate');
    expect(readQuery(estimate)).toEqual({ set: 'firepower', resolver: 'gunnery', args, estimate: true });
  });

  it('skips a key that would reach a prototype: __proto__ is data, never a key', () => {
    const asked = readQuery('?set=dice&resolver=d6&__proto__.polluted=1&a.constructor=2');
    expect(asked.args).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
