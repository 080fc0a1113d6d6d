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
 * The work the chain would do, in big-number word operations: each turn every contested
 * state spreads over its kill counts, on numerators that grow by `2N·log2(den)` bits a turn.
 */
function workOf(allies: number, axis: number, turns: number, den: bigint): number {
  const perTurn = (allies * axis * (allies + 1) * (axis + 1)) / 4;
  const bitsPerTurn = 2 * Math.max(allies, axis) * Math.log2(Number(den));
  let work = 0;
  for (let t = 1; t <= turns && work <= Number.MAX_SAFE_INTEGER; t++) work += perTurn * (1 + (t * bitsPerTurn) / 64);
  return work;
}

/**
 * The exact island fight (Troop vs. Troop Combat) as a Markov chain on the counts of
 * counters: each turn each side's kills are binomial (one d6 per counter, a kill on
 * `killsOn` or more), losses taken together. Probabilities are kept as integers over one
 * denominator per turn, so the 40 against 40 fight over 20 turns takes about a second.
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
  while (turns < maxTurns && contested()) {
    const next = new Array<bigint>(mass.length).fill(0n);
    for (let a = 1; a <= allies; a++) {
      const ra = coef[a] as bigint[];
      const ta = tail[a] as bigint[];
      for (let b = 1; b <= axis; b++) {
        const stateMass = mass[a * width + b] as bigint;
        if (stateMass === 0n) continue;
        const w = stateMass * (pad[2 * n - a - b] as bigint);
        const rb = coef[b] as bigint[];
        const tb = tail[b] as bigint[];
        // The Allies kill k1 of the b Axis counters (k1 ≥ b leaves none); the Axis kill k2 of the a Allied ones.
        for (let k1 = 0; k1 <= a && k1 <= b; k1++) {
          const w1 = w * (k1 === b ? (ta[b] as bigint) : (ra[k1] as bigint));
          const left = b - k1;
          for (let k2 = 0; k2 < a && k2 <= b; k2++) {
            const at = (a - k2) * width + left;
            next[at] = (next[at] as bigint) + w1 * (rb[k2] as bigint);
          }
          if (b >= a) next[left] = (next[left] as bigint) + w1 * (tb[a] as bigint);
        }
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
