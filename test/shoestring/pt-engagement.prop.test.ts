import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDice } from '../../src/dice/create-dice.js';
import {
  resolvePtAttack,
  resolvePtEngagement,
  resolvePtReply,
  resolvePtSearch,
} from '../../src/shoestring/pt-engagement.js';
import { resolverProperties } from '../../src/testing/resolver-properties.js';
import { MADE_UP_RULES } from './made-up.js';

const valueArb = fc.integer({ min: 0, max: 12 }).map((japaneseDdClCombatValue) => ({ japaneseDdClCombatValue }));
const noInput = fc.constant(null).map(() => ({}));

describe('O5.0 resolvers: shared resolver properties', () => {
  const suites = [
    ...resolverProperties({
      name: 'PT search',
      resolve: (input: Record<string, never>, dice) => resolvePtSearch(input, dice, MADE_UP_RULES),
      input: noInput,
    }),
    ...resolverProperties({
      name: 'PT attack',
      resolve: (input: Record<string, never>, dice) => resolvePtAttack(input, dice, MADE_UP_RULES),
      input: noInput,
    }),
    ...resolverProperties({
      name: 'PT reply',
      resolve: (input: { japaneseDdClCombatValue: number }, dice) => resolvePtReply(input, dice, MADE_UP_RULES),
      input: valueArb,
    }),
    ...resolverProperties({
      name: 'PT engagement',
      resolve: (input: { japaneseDdClCombatValue: number }, dice) => resolvePtEngagement(input, dice, MADE_UP_RULES),
      input: valueArb,
    }),
  ];
  for (const { name, property } of suites) {
    it(name, () => fc.assert(property, { numRuns: name.startsWith('PT engagement: exactOdds') ? 8 : 25 }));
  }
});

describe('O5.0 engagement invariants', () => {
  it('neutralized only after an attack, and only by a result other than no effect', () => {
    fc.assert(
      fc.property(valueArb, fc.integer(), (input, seed) => {
        const o = resolvePtEngagement(input, createDice(seed), MADE_UP_RULES).outcome;
        if (!o.found) expect(o).toEqual({ found: false, attack: null, reply: null, neutralized: false });
        expect(o.neutralized).toBe(o.reply !== null && o.reply !== '\u2013');
      }),
      { numRuns: 60 },
    );
  });
});
