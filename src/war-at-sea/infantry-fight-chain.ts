import { RulesError } from '../core/rules-error.js';
import type { RoundState } from '../odds/exact-rounds.js';
import { type Fraction, fractionToNumber, gcd, reducedFraction } from '../odds/fraction.js';
import { controlOf, type InfantryCombatOutcome } from './infantry-combat-control.js';

/** The default bound on an island fight's exact work (big-number word operations), about 3 s. */
export const INFANTRY_FIGHT_MAX_WORK = 1_000_000_000;

/** What {@link infantryFightChain} answers: the end states and the mass still fighting. */
export interface InfantryFightChain {
  /** End states (one side gone, or both), then the states still contested at the turn limit. */
  readonly outcomes: readonly RoundState<InfantryCombatOutcome>[];
  /** The probability still fighting after the last turn played. */
  readonly unfinished: Fraction;
  /** Turns played. */
  readonly rounds: number;
}

/** How many times the prime `p` divides `w` (w > 0), by repeated squaring. */
function valuation(w: bigint, p: bigint): number {
  const powers = [p];
  while ((powers[powers.length - 1] as bigint) <= w) powers.push((powers[powers.length - 1] as bigint) ** 2n);
  let rest = w;
  let v = 0;
  for (let i = powers.length - 1; i >= 0; i--) {
    const power = powers[i] as bigint;
    if (rest % power === 0n) {
      rest /= power;
      v += 2 ** i;
    }
  }
  return v;
}

/**
 * `w / den^e` in lowest terms, for a square-free `den` (6, 3, 2 or 1): only den's primes
 * can cancel, so their valuations reduce it, far faster than a gcd of numbers thousands of
 * bits long.
 */
function overPower(w: bigint, den: bigint, e: number): Fraction {
  if (w === 0n) return reducedFraction(0n, 1n);
  let numerator = w;
  let denominator = 1n;
  for (const p of [2n, 3n]) {
    if (den % p !== 0n) continue;
    const v = Math.min(valuation(numerator, p), e);
    numerator /= p ** BigInt(v);
    denominator *= p ** BigInt(e - v);
  }
  return reducedFraction(numerator, denominator);
}

/**
 * The work the chain would do, in big-number word operations: each turn, for every Axis
 * count left, a Horner step over every Allied count for every Axis count, and the Allies'
 * kills spread once; on numerators that grow by `2N·log2(den)` bits a turn.
 */
function workOf(allies: number, axis: number, turns: number, den: bigint): number {
  const perTurn = (axis + 1) * axis * (allies + axis + 1 + allies / 2);
  const bitsPerTurn = 2 * Math.max(allies, axis) * Math.log2(Number(den));
  let work = 0;
  for (let t = 1; t <= turns && work <= Number.MAX_SAFE_INTEGER; t++) work += perTurn * (1 + (t * bitsPerTurn) / 64);
  return work;
}

/**
 * One Horner step of the Axis fire, in place: every entry times (miss + num·x), where x
 * moves mass one Allied counter down (index i takes miss·acc[i] + num·acc[i + 1]). Returns
 * the new lowest index that may hold mass.
 */
function axisFire(acc: bigint[], low: number, miss: bigint, num: bigint): number {
  const from = Math.max(0, low - 1);
  for (let i = from; i < acc.length; i++) {
    const here = acc[i] as bigint;
    const above = i + 1 < acc.length ? (acc[i + 1] as bigint) : 0n;
    acc[i] = (here === 0n ? 0n : miss * here) + (above === 0n ? 0n : num === 1n ? above : num * above);
  }
  return from;
}

/**
 * The exact island fight (Troop vs. Troop Combat) as a Markov chain on the counts of
 * counters: each turn each side's kills are binomial (one d6 per counter, a kill on
 * `killsOn` or more), losses taken together. Probabilities are kept as integers over one
 * denominator per turn; the Axis fire of every count at once is a Horner scheme (see
 * {@link axisFire}), so the 40 against 40 fight over 20 turns takes about a third of a second.
 * Past `maxWork` it refuses at once with `ODDS_LIMIT`, naming the option. Internal.
 */
export function infantryFightChain(
  allies: number,
  axis: number,
  maxTurns: number,
  killsOn: number,
  maxWork: number,
): InfantryFightChain {
  // The kill chance as a reduced fraction num/den (5–6 of a d6 is 1/3).
  const g = gcd(BigInt(7 - killsOn), 6n);
  const num = BigInt(7 - killsOn) / g;
  const den = 6n / g;
  const miss = den - num;
  const work = workOf(allies, axis, maxTurns, den);
  if (work > maxWork) {
    throw new RulesError(
      `Troop vs. Troop Combat: an exact ${allies} against ${axis} fight over ${maxTurns} turns is about ${work.toExponential(1)} operations, more than maxWork ${maxWork}; raise maxWork or estimate it`,
      { code: 'ODDS_LIMIT', rule: 'Troop vs. Troop Combat', path: ['maxWork'] },
    );
  }
  const n = Math.max(allies, axis);
  // coef[c][k]: k kills from c dice, over den^c; tail[c][k]: k or more. A state of a + b
  // counters is brought to den^(2n) by one factor, den^(2n - a - b), before it spreads.
  const coef: bigint[][] = [];
  const tail: bigint[][] = [];
  const pad: bigint[] = [];
  for (let d = 0; d <= 2 * n; d++) pad.push(den ** BigInt(d));
  for (let c = 0; c <= n; c++) {
    const row: bigint[] = [];
    let choose = 1n;
    for (let k = 0; k <= c; k++) {
      row.push(choose * num ** BigInt(k) * miss ** BigInt(c - k));
      choose = (choose * BigInt(c - k)) / BigInt(k + 1);
    }
    const sums = new Array<bigint>(c + 2).fill(0n);
    for (let k = c; k >= 0; k--) sums[k] = (sums[k + 1] as bigint) + (row[k] as bigint);
    coef.push(row);
    tail.push(sums);
  }
  const width = axis + 1;
  const turnScale = den ** BigInt(2 * n);
  let mass = new Array<bigint>((allies + 1) * width).fill(0n);
  mass[allies * width + axis] = 1n;
  let turns = 0;
  const contested = () => mass.some((w, i) => w !== 0n && i % width !== 0 && i >= width);
  // The Axis fire as a polynomial: b dice kill k with the coefficient of x^k in
  // (miss + num·x)^b, and a kill moves the Allied count down one. So the Axis fire of every
  // b at once is a Horner scheme in (miss + num·x) over b, on vectors indexed by the Allied
  // count (from −axis, every count of 0 or less being "none left"): N steps of a shift and
  // an add per destination Axis count, N³ a turn where kill by kill is N⁴.
  const span = allies + axis + 1; // Allied counts −axis … allies, at index count + axis
  const acc = new Array<bigint>(span).fill(0n);
  const padded = new Array<bigint>(mass.length).fill(0n);
  while (turns < maxTurns && contested()) {
    const next = new Array<bigint>(mass.length).fill(0n);
    for (let a = 1; a <= allies; a++) {
      for (let b = 1; b <= axis; b++) {
        const w = mass[a * width + b] as bigint;
        padded[a * width + b] = w === 0n ? 0n : w * (pad[2 * n - a - b] as bigint);
      }
    }
    for (let left = 0; left <= axis; left++) {
      // Σ over b of V_b·(miss + num·x)^b, V_b[a] = the mass of (a, b) after the Allies' fire
      // has left `left` Axis counters: Horner from b = axis down to 1, then one step more.
      acc.fill(0n);
      let low = span; // lowest index that may hold mass
      for (let b = axis; b >= 1; b--) {
        if (low < span) low = axisFire(acc, low, miss, num);
        const k1 = b - left; // the Allies' kills; left = 0 means k1 ≥ b
        if (k1 < 0) continue;
        for (let a = Math.max(1, k1); a <= allies; a++) {
          const w = padded[a * width + b] as bigint;
          if (w === 0n) continue;
          const p = left === 0 ? ((tail[a] as bigint[])[b] ?? 0n) : ((coef[a] as bigint[])[k1] as bigint);
          if (p === 0n) continue;
          acc[a + axis] = (acc[a + axis] as bigint) + w * p;
          if (a + axis < low) low = a + axis;
        }
      }
      if (low < span) low = axisFire(acc, low, miss, num);
      let none = 0n; // no Allied counter left
      for (let i = low; i <= axis; i++) none += acc[i] as bigint;
      if (none !== 0n) next[left] = (next[left] as bigint) + none;
      for (let a = 1; a <= allies; a++) {
        const w = acc[a + axis] as bigint;
        if (w !== 0n) next[a * width + left] = (next[a * width + left] as bigint) + w;
      }
    }
    // States already decided stay as they are, over the new denominator.
    for (let i = 0; i < mass.length; i++) {
      const w = mass[i] as bigint;
      if (w !== 0n && (i < width || i % width === 0)) next[i] = (next[i] as bigint) + w * turnScale;
    }
    mass = next;
    turns++;
  }
  const outcomes: RoundState<InfantryCombatOutcome>[] = [];
  const stillContested: RoundState<InfantryCombatOutcome>[] = [];
  let unfinished = 0n;
  for (let a = allies; a >= 0; a--) {
    for (let b = axis; b >= 0; b--) {
      const w = mass[a * width + b] as bigint;
      if (w === 0n) continue;
      const state: InfantryCombatOutcome = { Allies: a, Axis: b, control: controlOf(a, b) };
      const p = overPower(w, den, 2 * n * turns);
      const finished = state.control !== 'contested';
      if (!finished) unfinished += w;
      (finished ? outcomes : stillContested).push({ state, fraction: p, probability: fractionToNumber(p), finished });
    }
  }
  return {
    outcomes: [...outcomes, ...stillContested],
    unfinished: overPower(unfinished, den, 2 * n * turns),
    rounds: turns,
  };
}
