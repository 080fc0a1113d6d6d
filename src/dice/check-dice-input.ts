import { didYouMean } from '../core/did-you-mean.js';
import { formatValue } from '../core/format-value.js';
import { checkPlainData } from '../core/plain-data.js';
import { RulesError, type RulesErrorPath } from '../core/rules-error.js';
import type { DiceState } from './dice-state.js';
import { CHACHA_BLOCKS } from './hosted-registry.js';
import { HEX_SEED, HOSTED_KEY } from './seed-words.js';

/*
 * The dice check their few inputs by hand rather than with zod, so `naval-rules/dice`
 * runs without zod. `seedSchema` and `diceStateSchema` say the same in zod for apps; a
 * property test keeps each pair in agreement.
 */

const INT32_MIN = -0x8000_0000;
const INT32_MAX = 0x7fff_ffff;

function refuse(what: string, path: RulesErrorPath, value: unknown, message: string): never {
  const where =
    path.length === 0
      ? ''
      : `${path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${key}`)).join('')}: `;
  throw new RulesError(`dice (${what}): ${where}got ${formatValue(value)}: ${message}`, {
    code: 'INVALID_INPUT',
    rule: 'dice',
    path,
  });
}

const isInt32 = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;

/** A seed: a signed 32-bit integer, or 32 to 64 hexadecimal digits (128 to 256 bits). */
export function checkSeed(seed: unknown): number | string {
  if (typeof seed === 'string') {
    if (!HEX_SEED.test(seed)) {
      refuse('seed', [], seed, 'a seed string must be 32 to 64 hexadecimal digits (128 to 256 bits)');
    }
    return seed;
  }
  if (typeof seed !== 'number') {
    refuse('seed', [], seed, 'a seed must be a 32-bit whole number or a string of 32 to 64 hexadecimal digits');
  }
  if (!Number.isInteger(seed)) refuse('seed', [], seed, 'a seed must be a whole number');
  if (!isInt32(seed)) refuse('seed', [], seed, 'a seed must be a 32-bit integer (try seed | 0)');
  return seed;
}

const SEEDED_KEYS = ['generator', 'state', 'rolls'];
const HOSTED_KEYS = ['generator', 'key', 'block', 'word', 'rolls'];

function checkKeys(record: Record<string, unknown>, keys: readonly string[]): void {
  for (const key of Object.keys(record)) {
    if (!keys.includes(key)) {
      const near = didYouMean(key, keys);
      refuse('dice state', [key], record[key], `unknown key${near === undefined ? '' : ` (did you mean "${near}"?)`}`);
    }
  }
}

function checkCount(record: Record<string, unknown>, key: string, max: number, message: string): number {
  const value = record[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max) {
    refuse('dice state', [key], value, message);
  }
  return value;
}

/**
 * A saved dice state: `{ generator: 'xoroshiro128plus', state: [four int32, not all 0], rolls }`
 * or `{ generator: 'chacha20', key: 32 to 64 lowercase hex digits, block, word, rolls }`.
 */
export function checkDiceState(state: unknown): DiceState {
  checkPlainData(state, 'dice');
  if (state === null || typeof state !== 'object' || Array.isArray(state)) {
    refuse('dice state', [], state, 'a dice state is an object { generator, … }');
  }
  const record = state as Record<string, unknown>;
  if (record.generator === 'chacha20') {
    checkKeys(record, HOSTED_KEYS);
    const key = record.key;
    if (typeof key !== 'string' || !HOSTED_KEY.test(key)) {
      refuse('dice state', ['key'], key, 'the key is 32 to 64 lowercase hexadecimal digits (128 to 256 bits)');
    }
    const block = checkCount(record, 'block', CHACHA_BLOCKS - 1, 'block must be a whole number from 0 to 2^32 - 1');
    const word = checkCount(record, 'word', 15, 'word must be a whole number from 0 to 15');
    const rolls = checkCount(record, 'rolls', Number.MAX_SAFE_INTEGER, 'rolls must be a whole number, 0 or more');
    return { generator: 'chacha20', key, block, word, rolls };
  }
  checkKeys(record, SEEDED_KEYS);
  if (record.generator !== 'xoroshiro128plus') {
    refuse('dice state', ['generator'], record.generator, 'the generator must be "xoroshiro128plus" or "chacha20"');
  }
  const words = record.state;
  if (!Array.isArray(words) || words.length !== 4) {
    refuse('dice state', ['state'], words, 'the state must be four 32-bit integers');
  }
  words.forEach((word: unknown, index) => {
    if (!isInt32(word)) refuse('dice state', ['state', index], word, 'each state word must be a 32-bit integer');
  });
  if (words.every((word) => word === 0)) {
    refuse('dice state', ['state'], words, 'an all-zero xoroshiro128+ state never changes');
  }
  const rolls = checkCount(record, 'rolls', Number.MAX_SAFE_INTEGER, 'rolls must be a whole number, 0 or more');
  const [a, b, c, d] = words as number[];
  return { generator: 'xoroshiro128plus', state: [a as number, b as number, c as number, d as number], rolls };
}

/** Scripted values: an array of whole numbers. */
export function checkScript(values: unknown): number[] {
  checkPlainData(values, 'dice');
  if (!Array.isArray(values)) refuse('scripted values', [], values, 'scripted values are an array of whole numbers');
  values.forEach((value: unknown, index) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      refuse('scripted values', [index], value, 'each scripted value must be a whole number');
    }
  });
  return [...(values as number[])];
}
