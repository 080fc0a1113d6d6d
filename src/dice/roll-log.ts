import { NO_ITEMS } from '../core/no-items.js';
import type { DieName } from './die.js';
import type { Roll } from './roll.js';

/** What a logged label gets after it when read: the two dice of 2d6 and plus-minus, and pool dice. */
export const LABEL_SUFFIXES = ['', ' (1st die)', ' (2nd die)', ' (plus die)', ' (minus die)', ' (pool)'] as const;

/** Index of a suffix in {@link LABEL_SUFFIXES}: 0 none, 1 and 2 the dice of 2d6, 3 and 4 plus and minus, 5 a pool die. */
export type Suffix = 0 | 1 | 2 | 3 | 4 | 5;

/** Die faces read 0 to 999,999, so a face fits under 2^20 and the rest of a packed entry is free. */
const FACE_SPAN = 1_048_576;
const FACE_BITS = 20;
/** Suffix codes fit under 8 (3 bits). */
const SUFFIX_SPAN = 8;
const SUFFIX_BITS = 3;

/** Die names given codes up front, so the usual dice need no lookup. */
const COMMON_DICE: readonly DieName[] = ['d6', 'd10', 'd10z', 'd12'];

/**
 * The roll log of one set of dice, kept compact so logging a roll costs about as much as
 * drawing it: one packed number (face, suffix and die code) per roll, in an array reused
 * after `clear`, and a label only where it changes. Rolls logged one after another under
 * one label form a run; the run's label is kept once, and the first entry of each run is
 * stored negated (`-entry - 1`) to mark where it starts. A roll under the same label as the
 * one before it so stores a small integer and nothing else (a label reference costs V8 a
 * write barrier besides the store). Roll records, and the labels with their suffixes, are
 * made only when the log is read. Internal.
 */
export class RollLog {
  /** Rolls logged since the last clear. */
  size = 0;
  /** Rolls logged before the last clear. */
  private cleared = 0;
  /** Rolls made with the log off: counted, not kept. */
  private unlogged = 0;
  // Plain arrays, not typed ones: a typed array past 64 bytes keeps its store outside the
  // heap, and a fresh log growing through those rolled at half the speed (measured).
  private packed: number[] = [];
  /** The label of each run, oldest first; `runCount` of them are in use. */
  private runs: string[] = [];
  private runCount = 0;
  /** The label of the newest run, kept beside `runs` for the same-label check on every roll: '' when there is none, as no roll has an empty label. */
  private last = '';
  /** The run of the newest record `read` made (-1 before the first). */
  private readRun = -1;
  private readonly dieNames: DieName[] = [...COMMON_DICE];
  private readonly dieCodes = new Map<DieName, number>(COMMON_DICE.map((die, code) => [die, code]));
  private records: Roll[] = [];

  /**
   * The head of an entry for a roll of `die` read with `suffix`: the packed number less the
   * face, for {@link record}. A plain d6's head is 0 (die code 0, no suffix); the d6 hot path
   * passes that as a literal, since V8 cannot fold module constants into it (the bundle
   * makes them `var`s) and the multiply cost a tenth of a logged roll (measured).
   */
  head(die: DieName, suffix: Suffix): number {
    return FACE_SPAN * (suffix + SUFFIX_SPAN * this.dieCode(die));
  }

  /** The code of a die name, registering a new one. */
  private dieCode(die: DieName): number {
    let code = this.dieCodes.get(die);
    if (code === undefined) {
      code = this.dieNames.length;
      this.dieNames.push(die);
      this.dieCodes.set(die, code);
    }
    return code;
  }

  /** Logs one roll: `label`, the entry head from {@link head} (die and suffix), face `value`. */
  record(label: string, head: number, value: number): void {
    // Writes at `size` and `runCount`: at most the arrays' lengths, so they grow by appending and stay packed.
    const i = this.size;
    const entry = head + value;
    if (label === this.last) {
      this.packed[i] = entry;
    } else {
      this.runs[this.runCount++] = label;
      this.last = label;
      this.packed[i] = -entry - 1;
    }
    this.size = i + 1;
  }

  /** Whether the entry at `i` starts a run. */
  private startsRun(i: number): boolean {
    return (this.packed[i] as number) < 0;
  }

  /** The record of the roll logged at index `i`, in run `run`. */
  private recordAt(i: number, run: number): Roll {
    const stored = this.packed[i] as number;
    const packed = stored < 0 ? -stored - 1 : stored;
    // Shifts while the entry fits 31 bits (die codes under 256); past that, floor division
    // (not `%`: a double's remainder is a slow call in V8).
    const rest = packed <= 0x7fff_ffff ? packed >>> FACE_BITS : Math.floor(packed / FACE_SPAN);
    const value = packed - rest * FACE_SPAN;
    const suffix = rest & (SUFFIX_SPAN - 1);
    const die = this.dieNames[rest >>> SUFFIX_BITS] as DieName;
    const label = this.runs[run] as string;
    return { label: suffix === 0 ? label : label + (LABEL_SUFFIXES[suffix] as string), die, value };
  }

  /** The logged rolls as records, oldest first (made once each, on the first read after they were logged). */
  read(): readonly Roll[] {
    const records = this.records;
    for (let i = records.length; i < this.size; i++) {
      if (this.startsRun(i)) this.readRun++;
      records.push(this.recordAt(i, this.readRun));
    }
    return records;
  }

  /**
   * The rolls logged from `mark` on, as fresh records (or the ones `read` made already; the
   * shared frozen empty list when there are none): a resolver's own rolls, without keeping a
   * record of every roll in the log.
   */
  since(mark: number): readonly Roll[] {
    const size = this.size;
    if (mark >= size) return NO_ITEMS;
    const made = this.records.length;
    // One roll not read yet, the usual case (a resolver step's own roll): the newest entry,
    // in the newest run, as a literal (an array grown by push reserves 16 slots).
    if (mark === size - 1 && mark >= made) return [this.recordAt(mark, this.runCount - 1)];
    const packed = this.packed;
    if (mark >= made && this.allOwnRunD6(mark)) {
      // Plain d6 throws, each under a label of its own (a resolver step names each roll for
      // its rule): the entries are the faces and the newest runs their labels, read as they are.
      const runs = this.runs;
      const firstRun = this.runCount - (size - mark);
      const own: Roll[] = new Array(size - mark);
      for (let i = mark; i < size; i++) {
        own[i - mark] = { label: runs[firstRun + i - mark] as string, die: 'd6', value: -(packed[i] as number) - 1 };
      }
      return own;
    }
    // The newest entry is in the newest run; walking back to `mark` finds the run it is in.
    let run = this.runCount - 1;
    for (let i = size - 1; i > mark; i--) if (this.startsRun(i)) run--;
    // Sized up front, as every resolver step reads its rolls here.
    const rolls: Roll[] = new Array(size - mark);
    for (let i = mark; i < size; i++) {
      if (i > mark && this.startsRun(i)) run++;
      rolls[i - mark] = i < made ? (this.records[i] as Roll) : this.recordAt(i, run);
    }
    return rolls;
  }

  /** True when every entry from `mark` on is a plain d6 (entry head 0) starting a run of its own. */
  private allOwnRunD6(mark: number): boolean {
    const packed = this.packed;
    for (let i = mark; i < this.size; i++) {
      // A run's first entry is stored as -entry - 1; a plain d6's entry is its face, under FACE_SPAN.
      const stored = packed[i] as number;
      if (stored >= 0 || stored < -FACE_SPAN) return false;
    }
    return true;
  }

  /**
   * True when the log holds exactly one roll from `mark` on, a plain d6 that read `value`
   * under `label`: what {@link since} would decode, checked without decoding it.
   */
  isOnlyD6(mark: number, label: string, value: number): boolean {
    if (this.size !== mark + 1) return false;
    // A plain d6's entry head is 0, so its entry is the face (negated and less one when it starts a run).
    const stored = this.packed[mark];
    return (stored === value || stored === -value - 1) && this.last === label;
  }

  /**
   * True when the log holds exactly `rolls` from `mark` on, each a plain d6 starting a run
   * of its own (a resolver step's dice, each named for its rule): what {@link since} would
   * decode, checked without decoding it.
   */
  holdsOwnRunD6(mark: number, rolls: readonly Roll[]): boolean {
    const count = rolls.length;
    if (this.size !== mark + count) return false;
    const firstRun = this.runCount - count;
    for (let i = 0; i < count; i++) {
      const roll = rolls[i] as Roll;
      if (this.packed[mark + i] !== -roll.value - 1 || roll.die !== 'd6' || this.runs[firstRun + i] !== roll.label)
        return false;
    }
    return true;
  }

  /** Counts `count` rolls made with the log off, which are not kept. */
  skip(count: number): void {
    this.unlogged += count;
  }

  /** Rolls made since the log was made: logged (cleared ones included) and skipped. */
  get total(): number {
    return this.cleared + this.size + this.unlogged;
  }

  /** Forgets every roll; big arrays are let go rather than kept for reuse. */
  clear(): void {
    this.cleared += this.size;
    this.size = 0;
    this.runCount = 0;
    this.last = '';
    this.readRun = -1;
    this.records = [];
    if (this.packed.length > 4096) this.packed = [];
    if (this.runs.length > 4096) this.runs = [];
  }
}
