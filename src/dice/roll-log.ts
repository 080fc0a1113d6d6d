import { NO_ITEMS } from '../core/no-items.js';
import type { DieName } from './die.js';
import type { Roll } from './roll.js';

/** What a logged label gets after it when read: the two dice of 2d6 and plus-minus, and pool dice. */
export const LABEL_SUFFIXES = ['', ' (1st die)', ' (2nd die)', ' (plus die)', ' (minus die)', ' (pool)'] as const;

/** Index of a suffix in {@link LABEL_SUFFIXES}: 0 none, 1 and 2 the dice of 2d6, 3 and 4 plus and minus, 5 a pool die. */
export type Suffix = 0 | 1 | 2 | 3 | 4 | 5;

/** Die faces read 0 to 999,999, so a face fits under 2^20 and the rest of a packed entry is free. */
const FACE_SPAN = 1_048_576;
/** Suffix codes fit under 8 (3 bits). */
const SUFFIX_SPAN = 8;
const SUFFIX_BITS = 3;

/** Die names given codes up front, so the usual dice need no lookup. */
const COMMON_DICE: readonly DieName[] = ['d6', 'd10', 'd10z', 'd12'];

/** The code of a d6 in every log. */
export const D6_CODE = 0;

/**
 * The roll log of one set of dice, kept compact so logging a roll costs about as much as
 * drawing it: one label reference and one packed number (face, suffix and die code) per
 * roll, in arrays reused after `clear`. Roll records, and the labels with their suffixes,
 * are made only when the log is read. Internal.
 */
export class RollLog {
  /** Rolls logged since the last clear. */
  size = 0;
  // Plain arrays, not typed ones: a typed array past 64 bytes keeps its store outside the
  // heap, and a fresh log growing through those rolled at half the speed (measured).
  private labels: string[] = [];
  private packed: number[] = [];
  private readonly dieNames: DieName[] = [...COMMON_DICE];
  private readonly dieCodes = new Map<DieName, number>(COMMON_DICE.map((die, code) => [die, code]));
  private records: Roll[] = [];

  /** The code of a die name, registering a new one. */
  dieCode(die: DieName): number {
    let code = this.dieCodes.get(die);
    if (code === undefined) {
      code = this.dieNames.length;
      this.dieNames.push(die);
      this.dieCodes.set(die, code);
    }
    return code;
  }

  /** Logs one roll: `label` read with `suffix`, die code `die` (see {@link dieCode}), face `value`. */
  record(label: string, die: number, suffix: Suffix, value: number): void {
    // Writes at `size`: at most the arrays' length, so they grow by appending and stay packed.
    const i = this.size;
    this.labels[i] = label;
    this.packed[i] = value + FACE_SPAN * (suffix + SUFFIX_SPAN * die);
    this.size = i + 1;
  }

  /** The record of the roll logged at index `i`. */
  private recordAt(i: number): Roll {
    // Floor division and bit masks, not `%`: a double's remainder is a slow call in V8.
    const packed = this.packed[i] as number;
    const rest = Math.floor(packed / FACE_SPAN);
    const value = packed - rest * FACE_SPAN;
    const suffix = rest & (SUFFIX_SPAN - 1);
    const die = this.dieNames[rest >>> SUFFIX_BITS] as DieName;
    const label = this.labels[i] as string;
    return { label: suffix === 0 ? label : label + (LABEL_SUFFIXES[suffix] as string), die, value };
  }

  /** The logged rolls as records, oldest first (made once each, on the first read after they were logged). */
  read(): readonly Roll[] {
    const records = this.records;
    for (let i = records.length; i < this.size; i++) records.push(this.recordAt(i));
    return records;
  }

  /**
   * The rolls logged from `mark` on, as fresh records (or the ones `read` made already; the
   * shared frozen empty list when there are none): a resolver's own rolls, without keeping a
   * record of every roll in the log.
   */
  since(mark: number): readonly Roll[] {
    if (mark >= this.size) return NO_ITEMS;
    const rolls: Roll[] = [];
    const made = this.records.length;
    for (let i = mark; i < this.size; i++) rolls.push(i < made ? (this.records[i] as Roll) : this.recordAt(i));
    return rolls;
  }

  /** Forgets every roll; big arrays are let go rather than kept for reuse. */
  clear(): void {
    this.size = 0;
    this.records = [];
    if (this.packed.length > 4096) {
      this.labels = [];
      this.packed = [];
    }
  }
}
