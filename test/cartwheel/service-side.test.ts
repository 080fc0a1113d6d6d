import { describe, expect, it } from 'vitest';
import { airServiceSchema } from '../../src/cartwheel/schemas/air-unit.js';
import { serviceSide } from '../../src/cartwheel/service-side.js';

describe('2.2 the player each air service belongs to', () => {
  it('the four Allied services and the three Japanese ones', () => {
    const sides = Object.fromEntries(airServiceSchema.options.map((s) => [s, serviceSide(s)]));
    expect(sides).toEqual({
      USAAF: 'Allied',
      USN: 'Allied',
      USMC: 'Allied',
      RAAF: 'Allied',
      '6th Hikoshidan': 'Japanese',
      '11th Hikoshidan': 'Japanese',
      IJN: 'Japanese',
    });
  });
});
