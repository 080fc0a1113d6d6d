/**
 * Hosted dice (ChaCha20): reproducible from their seed, restored to the identical sequence
 * from any point (batch boundaries included), fair, a fixed-seed snapshot, and bad seeds
 * and states refused by name.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createDice,
  createHostedDice,
  diceStateSchema,
  type HostedDiceState,
  randomSeed,
  restoreDice,
} from '../../src/dice/index.js';
import { isRulesError } from '../../src/index.js';

const SEED = '00112233445566778899aabbccddeeff';
const rolls = (dice: { d6(label: string): number }, n: number) => Array.from({ length: n }, () => dice.d6('test'));

function pathOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return isRulesError(error) ? error.path : `not a RulesError: ${String(error)}`;
  }
  return 'accepted';
}

describe('createHostedDice', () => {
  it('gives the same rolls for the same seed, and others for another', () => {
    expect(rolls(createHostedDice(SEED), 50)).toEqual(rolls(createHostedDice(SEED.toUpperCase()), 50));
    // Trailing zeros count: the seed's length is part of the stream (its nonce).
    expect(rolls(createHostedDice(SEED), 50)).not.toEqual(rolls(createHostedDice(`${SEED}00`), 50));
    expect(rolls(createDice(SEED), 50)).not.toEqual(rolls(createDice(`${SEED}00`), 50));
  });

  it('keeps its fixed-seed sequence (changes only with a major version)', () => {
    const dice = createHostedDice(SEED);
    expect([rolls(dice, 12), dice.d10('x'), dice.twoD6('y'), dice.d12('z')]).toMatchSnapshot();
  });

  it('restores the identical sequence from any point, across the 256-word batches', () => {
    const whole = rolls(createHostedDice(SEED), 700);
    for (const at of [0, 1, 15, 16, 255, 256, 257, 511, 600]) {
      const dice = createHostedDice(SEED);
      rolls(dice, at);
      const saved = JSON.parse(JSON.stringify(dice.state())) as HostedDiceState;
      expect(diceStateSchema.safeParse(saved).success).toBe(true);
      expect(saved.rolls).toBe(at);
      expect(rolls(restoreDice(saved), 700 - at)).toEqual(whole.slice(at));
    }
  });

  it('rolls a fair d6 (chi-square, 5 degrees of freedom, under 20.52 at the 0.1 % level)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const dice = createHostedDice(SEED, { log: false });
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const face = dice.d6('x') - 1;
      counts[face] = (counts[face] ?? 0) + 1;
    }
    const chi = counts.reduce((sum, k) => sum + (k - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.52);
  });

  it('draws a fresh 256-bit seed by default, from randomSeed', () => {
    expect(randomSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeed()).not.toBe(randomSeed());
    const state = createHostedDice().state() as HostedDiceState;
    expect(state.key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a guessable or malformed seed and a bad state, naming the field', () => {
    expect(pathOf(() => createHostedDice(7 as never))).toEqual(['seed']);
    expect(pathOf(() => createHostedDice('abc'))).toEqual(['seed']);
    expect(pathOf(() => createHostedDice(`${SEED}zz`))).toEqual(['seed']);
    const good = createHostedDice(SEED).state();
    expect(pathOf(() => restoreDice({ ...good, key: 'ab' } as never))).toEqual(['key']);
    expect(pathOf(() => restoreDice({ ...good, word: 16 } as never))).toEqual(['word']);
    expect(pathOf(() => restoreDice({ ...good, block: 2 ** 32 } as never))).toEqual(['block']);
    expect(pathOf(() => restoreDice({ ...good, kye: 1 } as never))).toEqual(['kye']);
    expect(diceStateSchema.safeParse({ ...good, word: -1 }).success).toBe(false);
  });
});

describe('restoring hosted dice without the hosted generator', () => {
  it('is a RulesError naming the generator until useHostedDice is called', async () => {
    vi.resetModules();
    const fresh = await import('../../src/dice/create-dice.js');
    const state = { generator: 'chacha20', key: '0'.repeat(64), block: 0, word: 0, rolls: 0 } as const;
    expect(pathOf(() => fresh.restoreDice(state))).toEqual(['generator']);
    const hosted = await import('../../src/dice/hosted-dice.js');
    hosted.useHostedDice();
    expect(fresh.restoreDice(state).d6('x')).toBeGreaterThanOrEqual(1);
  });
});
