import { chacha20 } from '@noble/ciphers/chacha.js';
import { RulesError } from '../core/rules-error.js';
import type { HostedDiceState } from './dice-state.js';
import { CHACHA_BLOCKS, type HostedGenerator } from './hosted-registry.js';

/** Blocks of key stream made at once once a stream is rolling: 1 KiB, 256 outputs. */
const BATCH = 16;
const ZEROS = /* @__PURE__ */ new Uint8Array(64 * BATCH);
const EMPTY = /* @__PURE__ */ new Int32Array(0);

/** The 256-bit key: the seed's digits, padded with zeros on the right to 64. */
function keyBytes(seed: string): Uint8Array {
  const hex = seed.padEnd(64, '0');
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** The 96-bit nonce: the seed's length in digits, then zeros, so `'ab…'` and `'ab…00'` differ. */
function nonceOf(seed: string): Uint8Array {
  const nonce = new Uint8Array(12);
  nonce[0] = seed.length;
  return nonce;
}

/**
 * A pure-rand generator over the ChaCha20 key stream (RFC 8439, from `@noble/ciphers`)
 * of a seed of 32 to 64 hexadecimal digits (the key: the digits padded with zeros; the
 * nonce: their count): each output is the next 32-bit little-endian word of the
 * stream, read as a signed integer. The stream is made a batch of blocks at a time; its
 * position (block and word) is the whole of its state besides the key, so a saved state
 * reopens exactly where it stood. Nothing about the key or the words to come can be
 * computed from words already read (the cipher's security), unlike xoroshiro128+, whose
 * low bits are linear in its state. Internal.
 */
export class ChaChaStream implements HostedGenerator {
  readonly #hex: string;
  readonly #key: Uint8Array;
  readonly #nonce: Uint8Array;
  /** The block `#words` starts at. */
  #first: number;
  #words: Int32Array = EMPTY;
  #next = 0;
  /** The word to start at, until the first block is made (lazily: a restored state that rolls nothing costs nothing). */
  #start: number | null;

  constructor(state: Pick<HostedDiceState, 'key' | 'block' | 'word'>) {
    this.#hex = state.key;
    this.#key = keyBytes(state.key);
    this.#nonce = nonceOf(state.key);
    this.#first = state.block;
    this.#start = state.word;
  }

  /** Makes `blocks` blocks of key stream from `block` on (fewer at the counter's end). */
  #fill(block: number, blocks: number): void {
    if (block >= CHACHA_BLOCKS) {
      throw new RulesError('dice: this hosted key stream is used up (2^32 blocks); start the match on a new key', {
        code: 'INVALID_INPUT',
        rule: 'dice',
        path: ['block'],
      });
    }
    const count = Math.min(blocks, CHACHA_BLOCKS - block);
    const bytes = chacha20(this.#key, this.#nonce, ZEROS.subarray(0, 64 * count), undefined, block);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const words = new Int32Array(16 * count);
    for (let i = 0; i < words.length; i++) words[i] = view.getInt32(4 * i, true);
    this.#first = block;
    this.#words = words;
    this.#next = 0;
  }

  next(): number {
    if (this.#next >= this.#words.length) {
      if (this.#start === null) this.#fill(this.#first + this.#words.length / 16, BATCH);
      else {
        // The first draw after a restore: the one block it stands in (most game steps roll a few dice).
        this.#fill(this.#first, 1);
        this.#next = this.#start;
        this.#start = null;
      }
    }
    return this.#words[this.#next++] as number;
  }

  position(): { readonly block: number; readonly word: number } {
    if (this.#start !== null) return { block: this.#first, word: this.#start };
    return { block: this.#first + Math.floor(this.#next / 16), word: this.#next % 16 };
  }

  clone(): ChaChaStream {
    return new ChaChaStream({ key: this.#hex, ...this.position() });
  }

  getState(): readonly number[] {
    const { block, word } = this.position();
    return [block, word];
  }
}
