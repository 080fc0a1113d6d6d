import { describe, expect, it } from 'vitest';
import { internedLabel } from '../../src/core/interned-label.js';

describe('internedLabel', () => {
  it('gives back the same text, for labels built at run time and for names objects treat specially', () => {
    const built = ['RED', 'BLUE'].map((die) => `${die} DIE (H)`);
    for (const text of [
      ...built,
      'Matrix 8 to hit (BB battery, short range)',
      '123',
      '__proto__',
      'constructor',
      ' ',
    ]) {
      expect(internedLabel(text)).toBe(text);
      expect(typeof internedLabel(text)).toBe('string');
    }
  });
});
