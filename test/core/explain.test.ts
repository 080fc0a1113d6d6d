import { describe, expect, it } from 'vitest';
import { explain } from '../../src/core/explain.js';
import { resolution } from '../../src/core/resolution.js';
import { stableKey } from '../../src/core/stable-key.js';

describe('explain', () => {
  it('tells how a resolution was reached, sub-steps indented', () => {
    const toHit = resolution({
      rule: 'Matrix 8',
      title: 'To hit',
      rolls: [{ label: 'Matrix 8 to hit', die: 'd6', value: 5 }],
      modifiers: [{ rule: 'Matrix 8', label: 'target turning', delta: -1 }],
      total: 4,
      row: 'short 4+',
      outcome: 'hit',
    });
    const text = explain(
      resolution({
        rule: 'Gunnery',
        title: 'BB fires on CA',
        outcome: { level: 3 },
        steps: [toHit],
        notes: ['interpretation 2'],
      }),
    );
    expect(text).toBe(
      [
        'Gunnery BB fires on CA',
        '  Matrix 8 To hit',
        '    roll d6 = 5 (Matrix 8 to hit)',
        '    −1 target turning (Matrix 8)',
        '    total 4',
        '    row short 4+',
        '    → "hit"',
        '  note: interpretation 2',
        '  → {"level":3}',
      ].join('\n'),
    );
  });

  it('resolution() leaves absent fields out', () => {
    expect(Object.keys(resolution({ rule: 'O2.0', title: 'VP', outcome: 5 }))).not.toContain('total');
  });

  it('stableKey sees structure, not key order', () => {
    expect(stableKey({ a: 1, b: [1, { c: 'x' }] })).toBe(stableKey({ b: [1, { c: 'x' }], a: 1, d: undefined }));
    expect(stableKey([1, '1'])).not.toBe(stableKey(['1', 1]));
    expect(stableKey(5n)).not.toBe(stableKey(5));
  });
});
