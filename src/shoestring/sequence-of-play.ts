import * as z from 'zod';
import { deepFreeze } from '../core/deep-freeze.js';
import { parseInput } from '../core/parse-input.js';

/** When a step happens: every game turn, or odd-numbered game turns only. */
export type StepTurns = 'all' | 'odd';

/** One step (or a phase the variant leaves whole) of the variant's sequence of play. */
export interface SequenceStep {
  /** Its place in the sequence, e.g. `'I.A.4'`, `'II.B.6'`, `'III'`. */
  readonly id: string;
  /** The segment it belongs to, e.g. `'I. Strategic Interphase'`. */
  readonly segment: string;
  /** The phase it belongs to, e.g. `'A. Naval Assignment Phase'`; absent for a segment taken whole. */
  readonly phase?: string;
  /** A short paraphrased title of the step. */
  readonly title: string;
  /** `'odd'` for odd-numbered game turns only, `'all'` for every game turn. */
  readonly turns: StepTurns;
  /** True where the variant marks the step (SAME): it is the base game's, unchanged. */
  readonly baseGame: boolean;
  /** The rules of the variant that act in this step (empty for base-game steps). */
  readonly rules: readonly string[];
}

const I = 'I. Strategic Interphase';
const IA = 'A. Naval Assignment Phase';
const IB = 'B. Supply Determination';
const II = 'II. Naval Segment';
const IIA = 'A. Sea Zone Assignment';
const IIB = 'B. Air Search/Combat Phase';
const IIC = 'C. Surface Search/Combat Phase';
const V = 'V. Naval and Air Return/Extension Segment';

/**
 * The variant's sequence of play (section "Sequence of Play Changes") as data, in order.
 * Segment I and phase V.A happen on odd-numbered game turns only; the rest every turn.
 * Steps the variant marks (SAME) are the base game's (`baseGame: true`).
 *
 * @example
 * ```ts
 * SEQUENCE_OF_PLAY.find((s) => s.id === 'V.A.1')?.turns; // 'odd'
 * ```
 */
export const SEQUENCE_OF_PLAY: readonly SequenceStep[] = /* @__PURE__ */ deepFreeze([
  { id: 'I.A.1', segment: I, phase: IA, title: 'Reinforcements arrival', turns: 'odd', baseGame: true, rules: [] },
  {
    id: 'I.A.2',
    segment: I,
    phase: IA,
    title: 'Naval repair',
    turns: 'odd',
    baseGame: true,
    rules: ['O3.0'],
  },
  { id: 'I.A.3', segment: I, phase: IA, title: 'Transport allocation', turns: 'odd', baseGame: true, rules: [] },
  {
    id: 'I.A.4',
    segment: I,
    phase: IA,
    title: 'Naval unit assignment: each naval unit and transport to the odd or the even turn of the pair',
    turns: 'odd',
    baseGame: false,
    rules: ['I.A.4', 'R18.3', 'O1.0'],
  },
  { id: 'I.A.5', segment: I, phase: IA, title: 'Submarine attacks resolved', turns: 'odd', baseGame: true, rules: [] },
  {
    id: 'I.B.1',
    segment: I,
    phase: IB,
    title: 'Determine the supply state from supply transported in the previous two game turns',
    turns: 'odd',
    baseGame: false,
    rules: ['I.B.1'],
  },
  { id: 'I.B.2', segment: I, phase: IB, title: 'Place supply state chits', turns: 'odd', baseGame: true, rules: [] },
  { id: 'I.C', segment: I, title: 'Attrition disease', turns: 'odd', baseGame: true, rules: [] },
  { id: 'I.D', segment: I, title: 'Fatigue recovery', turns: 'odd', baseGame: true, rules: [] },
  { id: 'I.E', segment: I, title: 'Captured hidden unit return', turns: 'odd', baseGame: true, rules: [] },
  {
    id: 'II.A.1',
    segment: II,
    phase: IIA,
    title: "Secretly place this turn's naval units and transports in sea zones",
    turns: 'all',
    baseGame: false,
    rules: ['II.A.1', 'O5.0'],
  },
  {
    id: 'II.A.2',
    segment: II,
    phase: IIA,
    title: 'Secretly assign LB BMB / CV BMB units to sea zones to help search',
    turns: 'all',
    baseGame: false,
    rules: ['N19.3'],
  },
  {
    id: 'II.B.1',
    segment: II,
    phase: IIB,
    title: 'Air search rolls in each sea zone; advantaged player determined',
    turns: 'all',
    baseGame: false,
    rules: ['II.B.1', 'N19.3'],
  },
  {
    id: 'II.B.2',
    segment: II,
    phase: IIB,
    title: 'Air missions assigned and flown',
    turns: 'all',
    baseGame: false,
    rules: [],
  },
  { id: 'II.B.3', segment: II, phase: IIB, title: 'Air-to-air combat', turns: 'all', baseGame: false, rules: [] },
  { id: 'II.B.4', segment: II, phase: IIB, title: 'Anti-aircraft fire', turns: 'all', baseGame: false, rules: [] },
  { id: 'II.B.5', segment: II, phase: IIB, title: 'Air-to-surface strikes', turns: 'all', baseGame: false, rules: [] },
  {
    id: 'II.B.6',
    segment: II,
    phase: IIB,
    title: 'Guadalcanal anti-aircraft fire against surviving "Bombard Guadalcanal" air units',
    turns: 'all',
    baseGame: false,
    rules: ['II.B.6'],
  },
  {
    id: 'II.C.1',
    segment: II,
    phase: IIC,
    title: 'Surface searches where surface units remain; advantaged player determined',
    turns: 'all',
    baseGame: false,
    rules: ['II.C.1', 'O5.0'],
  },
  {
    id: 'II.C.2',
    segment: II,
    phase: IIC,
    title: 'Surface combat where both sides are found, or where the finder chooses it',
    turns: 'all',
    baseGame: false,
    rules: ['II.C.2', 'O4.0', 'O5.0'],
  },
  {
    id: 'II.C.3',
    segment: II,
    phase: IIC,
    title: 'Survivors in the N. Guadalcanal zone may move to the map for bombardment/support',
    turns: 'all',
    baseGame: false,
    rules: ['II.C.3'],
  },
  {
    id: 'II.C.4',
    segment: II,
    phase: IIC,
    title: 'Transport attacks',
    turns: 'all',
    baseGame: false,
    rules: ['R18.3'],
  },
  { id: 'III', segment: 'III. U.S. Player Turn', title: 'U.S. player turn', turns: 'all', baseGame: true, rules: [] },
  {
    id: 'IV',
    segment: 'IV. Japanese Player Turn',
    title: 'Japanese player turn',
    turns: 'all',
    baseGame: true,
    rules: [],
  },
  {
    id: 'V.A.1',
    segment: V,
    phase: 'A. Extend Patrol Phase',
    title: 'Roll on the Extend Naval Patrol Table for each group',
    turns: 'odd',
    baseGame: false,
    rules: ['N18.7'],
  },
  {
    id: 'V.B.1',
    segment: V,
    phase: 'B. Naval and Air Return Phase',
    title: 'Return all air units to base',
    turns: 'all',
    baseGame: false,
    rules: ['N19.3'],
  },
  {
    id: 'V.B.2',
    segment: V,
    phase: 'B. Naval and Air Return Phase',
    title: 'Return all transports to base',
    turns: 'all',
    baseGame: false,
    rules: ['R18.3'],
  },
  {
    id: 'V.B.3',
    segment: V,
    phase: 'B. Naval and Air Return Phase',
    title: 'Return naval units that did not check or failed the extension roll',
    turns: 'all',
    baseGame: false,
    rules: ['N18.7'],
  },
  {
    id: 'V.B.4',
    segment: V,
    phase: 'B. Naval and Air Return Phase',
    title: 'Units that used patrol extension go to the 1 wk box (damaged ones: normal repair)',
    turns: 'all',
    baseGame: false,
    rules: ['N18.7'],
  },
  {
    id: 'VI',
    segment: 'VI. Game Record Interphase',
    title: 'Game record interphase',
    turns: 'all',
    baseGame: true,
    rules: [],
  },
]);

/**
 * A game turn number: a whole number from 1.
 *
 * @example
 * ```ts
 * gameTurnSchema.parse(21);
 * ```
 */
export const gameTurnSchema = z.number().int().min(1, 'game turns start at 1');

/**
 * The steps of game turn `turn`, in order: every-turn steps always, odd-turn-only steps
 * (segment I, phase V.A) on odd turns.
 *
 * @example
 * ```ts
 * stepsOfTurn(2).map((s) => s.id)[0]; // 'II.A.1'
 * stepsOfTurn(1).map((s) => s.id)[0]; // 'I.A.1'
 * ```
 */
export function stepsOfTurn(turn: number): readonly SequenceStep[] {
  const n = Number.isSafeInteger(turn) && turn >= 1 ? turn : checkedTurn(turn);
  return n % 2 === 1 ? ODD_TURN_STEPS : EVEN_TURN_STEPS;
}

/** A game turn that is not a whole number from 1, refused by name (or, if valid, read). */
function checkedTurn(turn: unknown): number {
  return parseInput(gameTurnSchema, turn, { rule: 'Sequence of Play', what: 'game turn' });
}

/** The steps of an odd game turn: all of them. */
const ODD_TURN_STEPS: readonly SequenceStep[] = SEQUENCE_OF_PLAY;
/** The steps of an even game turn: the every-turn steps (frozen, shared by every call). */
const EVEN_TURN_STEPS: readonly SequenceStep[] = /* @__PURE__ */ deepFreeze(
  SEQUENCE_OF_PLAY.filter((step) => step.turns === 'all'),
);
