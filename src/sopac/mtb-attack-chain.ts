import { lookupBand } from '../core/band-table.js';
import { RulesError } from '../core/rules-error.js';
import type { ExactRounds, RoundState } from '../odds/exact-rounds.js';
import { type Fraction, fraction, fractionToNumber, lcm, reducedFraction } from '../odds/fraction.js';
import type { MtbAttack } from './mtb-attack-input.js';
import { fireDice, left, type MtbAttackState, type MtbGroup, startMtbAttack } from './mtb-attack-stages.js';
import type { SopacRules } from './rules.js';

/** The default bound on distinct MTB attack states held at once (about a second's work). */
export const MTB_ATTACK_MAX_STATES = 200_000;

/** An exact weight num/den, left unreduced: each stage brings every weight to one denominator. */
type Weight = { readonly num: bigint; readonly den: bigint };
type Weighted<T> = readonly { readonly value: T; readonly p: Weight }[];

const ONE: Weight = { num: 1n, den: 1n };
const times = (a: Weight, b: Weight): Weight => ({ num: a.num * b.num, den: a.den * b.den });

const choose = (n: number, k: number): bigint => {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
};

/** Hits from `count` d6 that hit on `from` or more, as exact weights (the binomial, as `rollHits` rolls it). */
function hits(count: number, from: number): Weighted<number> {
  if (count === 0 || from > 6) return [{ value: 0, p: ONE }];
  if (from <= 1) return [{ value: count, p: ONE }];
  const hit = BigInt(7 - from);
  const miss = BigInt(from - 1);
  const all = 6n ** BigInt(count);
  return Array.from({ length: count + 1 }, (_, k) => ({
    value: k,
    p: { num: choose(count, k) * hit ** BigInt(k) * miss ** BigInt(count - k), den: all },
  }));
}

/** Aces among `losses` boats lost at random from `boats`, `aces` of them Aces (20.5): hypergeometric. */
function acesLost(boats: number, aces: number, losses: number): Weighted<number> {
  const all = choose(boats, losses);
  const out: { value: number; p: Weight }[] = [];
  for (let j = Math.max(0, losses - (boats - aces)); j <= Math.min(aces, losses); j++) {
    out.push({ value: j, p: { num: choose(aces, j) * choose(boats - aces, losses - j), den: all } });
  }
  return out;
}

/** The binomial and hypergeometric counts of one chain, each worked out once (pure functions of small numbers). */
interface Counts {
  readonly hits: (count: number, from: number) => Weighted<number>;
  readonly acesLost: (boats: number, aces: number, losses: number) => Weighted<number>;
  /** What becomes of group `index` in a stage (`what` names the stage and its dice), worked out once per group value. */
  readonly group: (what: string, index: number, g: MtbGroup, make: () => Weighted<MtbGroup>) => Weighted<MtbGroup>;
}

/** The value kept under `key`, made and kept on first use. */
function remembered<T>(made: Map<string, T>, key: string, make: () => T): T {
  const found = made.get(key);
  if (found !== undefined) return found;
  const value = make();
  made.set(key, value);
  return value;
}

function countsOnce(): Counts {
  const hitsMade = new Map<string, Weighted<number>>();
  const acesMade = new Map<string, Weighted<number>>();
  const groupsMade = new Map<string, Weighted<MtbGroup>>();
  return {
    group: (what, index, g, make) =>
      remembered(
        groupsMade,
        `${what}|${index}|${g.boatsLost},${g.acesLost},${g.torpedoHits},${g.gunneryHits},${g.targetSunk}`,
        make,
      ),
    hits: (count, from) => remembered(hitsMade, `${count},${from}`, () => hits(count, from)),
    acesLost: (boats, aces, losses) =>
      remembered(acesMade, `${boats},${aces},${losses}`, () => acesLost(boats, aces, losses)),
  };
}

/** The sum of two independent hit counts (each list over one denominator, as `hits` gives it). */
function sum(a: Weighted<number>, b: Weighted<number>): Weighted<number> {
  const byValue = new Map<number, bigint>();
  const den = (a[0]?.p.den ?? 1n) * (b[0]?.p.den ?? 1n);
  for (const x of a) {
    for (const y of b) byValue.set(x.value + y.value, (byValue.get(x.value + y.value) ?? 0n) + x.p.num * y.p.num);
  }
  return [...byValue].map(([value, num]) => ({ value, p: { num, den } }));
}

/**
 * A group after the fleet's fire at it: boats sunk, and how many of them were Aces. Hits
 * past the boats afloat sink no more, so equal results are merged here (fewer branches
 * for the stage to multiply out).
 */
function fireAt(group: MtbGroup, dice: number, rules: SopacRules, counts: Counts): Weighted<MtbGroup> {
  const afloat = left(group);
  const byLosses = new Map<number, Weight>();
  for (const h of counts.hits(dice, rules.mtb.shipFireHitsOn)) {
    const losses = Math.min(h.value, afloat);
    const seen = byLosses.get(losses);
    byLosses.set(losses, seen === undefined ? h.p : { num: seen.num + h.p.num, den: seen.den });
  }
  const out: { value: MtbGroup; p: Weight }[] = [];
  for (const [losses, p] of byLosses) {
    if (losses === 0) {
      out.push({ value: group, p });
      continue;
    }
    for (const a of counts.acesLost(afloat, group.aces - group.acesLost, losses)) {
      out.push({
        value: { ...group, boatsLost: group.boatsLost + losses, acesLost: group.acesLost + a.value },
        p: times(p, a.p),
      });
    }
  }
  return out;
}

/** A group's torpedo attack: its plain boats' and its Aces' dice, and whether the target sinks. */
function torpedoesOf(
  group: MtbGroup,
  sinksAfter: number | null,
  rules: SopacRules,
  counts: Counts,
): Weighted<MtbGroup> {
  const { torpedoFactors, torpedoHitsOn, aceBonus } = rules.mtb;
  const aces = group.aces - group.acesLost;
  const plain = left(group) - aces;
  return sum(
    counts.hits(plain * torpedoFactors, torpedoHitsOn),
    counts.hits(aces * torpedoFactors, torpedoHitsOn - aceBonus),
  ).map((h) => ({
    value: { ...group, torpedoHits: h.value, targetSunk: sinksAfter !== null && h.value >= sinksAfter },
    p: h.p,
  }));
}

/** A group's special gunnery (20.42): one d6 a surviving boat, unless its target sank. */
function gunneryOf(group: MtbGroup, rules: SopacRules, counts: Counts): Weighted<MtbGroup> {
  if (group.targetSunk || left(group) === 0) return [{ value: group, p: ONE }];
  return counts
    .hits(left(group), rules.mtb.gunneryHitsOn)
    .map((h) => ({ value: { ...group, gunneryHits: h.value }, p: h.p }));
}

/** One stage for every group at once: the groups are independent, so their weights multiply. */
function perGroup(
  state: MtbAttackState,
  next: MtbAttackState['stage'],
  each: (group: MtbGroup, index: number) => Weighted<MtbGroup>,
  maxStates: number,
): Weighted<MtbAttackState> {
  const options = state.groups.map(each);
  const size = options.reduce((n, o) => n * o.length, 1);
  if (size > maxStates) tooMany(size, maxStates);
  const surprise = state.surprise;
  if (options.length === 2) {
    // Two targets, the common big case: the pairs made directly, without partial lists.
    const [first, second] = options as [Weighted<MtbGroup>, Weighted<MtbGroup>];
    const out: { value: MtbAttackState; p: Weight }[] = [];
    for (const a of first) {
      for (const b of second) {
        const p = { num: a.p.num * b.p.num, den: a.p.den * b.p.den };
        out.push({ value: { stage: next, surprise, groups: [a.value, b.value] }, p });
      }
    }
    return out;
  }
  let partial: { groups: MtbGroup[]; p: Weight }[] = [{ groups: [], p: ONE }];
  for (const choices of options) {
    const grown: { groups: MtbGroup[]; p: Weight }[] = [];
    for (const sofar of partial) {
      for (const c of choices) grown.push({ groups: [...sofar.groups, c.value], p: times(sofar.p, c.p) });
    }
    partial = grown;
  }
  return partial.map((g) => ({ value: { stage: next, surprise, groups: g.groups }, p: g.p }));
}

function tooMany(states: number, maxStates: number): never {
  throw new RulesError(
    `20.41: the exact MTB attack would hold ${states} states at once, more than maxStates ${maxStates}; raise maxStates or estimate it`,
    { code: 'ODDS_LIMIT', rule: '20.41', path: ['maxStates'] },
  );
}

const STAGES: readonly MtbAttackState['stage'][] = ['surprise', 'fire', 'torpedoes', 'gunnery', 'fire-again', 'over'];
const SURPRISES: readonly MtbAttackState['surprise'][] = [null, 'fleet-fires', 'targets-fire', 'surprise'];

/** The range of each field of a group in a state key: boats lost, Aces lost, torpedo hits, gunnery hits, sunk. */
type Radices = readonly [number, number, number, number, number];

/**
 * The key of a state in one attack: equal states, equal keys (targets are fixed by the
 * input's order). A number in mixed radix while every field's range fits a safe integer
 * (a number keys a Map several times faster than a string), a string otherwise.
 */
function keyMaker(attack: MtbAttack, rules: SopacRules): (state: MtbAttackState) => number | string {
  const radices: Radices[] = attack.attacks.map((a) => [
    a.boats + 1,
    a.aces + 1,
    a.boats * rules.mtb.torpedoFactors + 1,
    a.boats + 1,
    2,
  ]);
  const span = radices.flat().reduce((n, r) => n * r, STAGES.length * SURPRISES.length);
  if (span > Number.MAX_SAFE_INTEGER) {
    return (state) => {
      let key = `${state.stage}|${state.surprise}`;
      for (const g of state.groups) {
        key += `|${g.boatsLost},${g.acesLost},${g.torpedoHits},${g.gunneryHits},${g.targetSunk ? 1 : 0}`;
      }
      return key;
    };
  }
  return (state) => {
    let key = STAGES.indexOf(state.stage) * SURPRISES.length + SURPRISES.indexOf(state.surprise);
    state.groups.forEach((g, i) => {
      const [boats, aces, torpedoes, gunnery, sunk] = radices[i] as Radices;
      key = (key * boats + g.boatsLost) * aces + g.acesLost;
      key = ((key * torpedoes + g.torpedoHits) * gunnery + g.gunneryHits) * sunk + (g.targetSunk ? 1 : 0);
    });
    return key;
  };
}

/** The weighted states one stage of the attack leads to (the same stages `playMtbStage` plays). */
function stage(
  state: MtbAttackState,
  attack: MtbAttack,
  rules: SopacRules,
  maxStates: number,
  counts: Counts,
): Weighted<MtbAttackState> {
  switch (state.stage) {
    case 'surprise': {
      const byResult = new Map<string, { value: MtbAttackState; p: Weight }>();
      for (let face = 1; face <= 6; face++) {
        const result = lookupBand(rules.mtb.surprise, face).result;
        const value = { ...state, surprise: result, stage: result === 'surprise' ? 'torpedoes' : 'fire' } as const;
        byResult.set(result, { value, p: { num: (byResult.get(result)?.p.num ?? 0n) + 1n, den: 6n } });
      }
      return [...byResult.values()];
    }
    case 'fire':
    case 'fire-again': {
      const fleet = state.stage === 'fire-again' || state.surprise === 'fleet-fires';
      const dice = fireDice(attack, state.groups, fleet);
      const next = state.stage === 'fire' ? 'torpedoes' : 'over';
      const fire = (g: MtbGroup, i: number) =>
        counts.group(`fire ${dice[i] ?? 0}`, i, g, () => fireAt(g, dice[i] ?? 0, rules, counts));
      return perGroup(state, next, fire, maxStates);
    }
    case 'torpedoes':
      return perGroup(
        state,
        attack.specialGunnery ? 'gunnery' : 'over',
        (g, i) =>
          counts.group('torpedoes', i, g, () => torpedoesOf(g, attack.attacks[i]?.sinksAfter ?? null, rules, counts)),
        maxStates,
      );
    case 'gunnery':
      return perGroup(
        state,
        'fire-again',
        (g, i) => counts.group('gunnery', i, g, () => gunneryOf(g, rules, counts)),
        maxStates,
      );
    case 'over':
      return [{ value: state, p: ONE }];
  }
}

/** The primes up to 101: the chain's denominators are products of 6s and of binomials of at most 100 boats. */
const SMALL_PRIMES = [
  2n,
  3n,
  5n,
  7n,
  11n,
  13n,
  17n,
  19n,
  23n,
  29n,
  31n,
  37n,
  41n,
  43n,
  47n,
  53n,
  59n,
  61n,
  67n,
  71n,
  73n,
  79n,
  83n,
  89n,
  97n,
  101n,
];

/** Adds the small-prime exponents of `n` to `exponents`; what is left of `n` (1 when it had no larger factor). */
function factorInto(exponents: Map<bigint, number>, n: bigint): bigint {
  let rest = n;
  for (const p of SMALL_PRIMES) {
    while (rest % p === 0n) {
      rest /= p;
      exponents.set(p, (exponents.get(p) ?? 0) + 1);
    }
  }
  return rest;
}

/**
 * `w / D` in lowest terms, where `D` is the product of `exponents` (primes to powers): only
 * D's primes can cancel, and the power of each in `w` is read from `w`'s remainder by the
 * largest power of it under 2^53, in plain numbers (twos from the low bits), far faster than
 * a gcd of two numbers hundreds of bits long (that gcd was a sixth of a big attack's time).
 */
function reducer(exponents: ReadonlyMap<bigint, number>): (w: bigint) => Fraction {
  const primes = [...exponents].map(([p, e]) => {
    let k = 0;
    let chunk = 1n;
    while (chunk * p < 2n ** 53n) {
      chunk *= p;
      k++;
    }
    return { p, small: Number(p), e, k, chunk, powers: new Map<number, bigint>() };
  });
  const power = (entry: (typeof primes)[number], n: number): bigint => {
    const found = entry.powers.get(n);
    if (found !== undefined) return found;
    const value = entry.p ** BigInt(n);
    entry.powers.set(n, value);
    return value;
  };
  return (w) => {
    if (w === 0n) return reducedFraction(0n, 1n);
    let numerator = w;
    let denominator = 1n;
    for (const entry of primes) {
      let v = 0;
      for (;;) {
        // The power of p in numerator, up to k, from its remainder by p^k (a safe integer).
        let rest = Number(numerator % entry.chunk);
        let found = 0;
        if (rest === 0) found = entry.k;
        else
          while (rest % entry.small === 0) {
            rest /= entry.small;
            found++;
          }
        const take = Math.min(found, entry.e - v);
        if (take > 0) numerator /= power(entry, take);
        v += take;
        if (found < entry.k || v >= entry.e) break;
      }
      if (v < entry.e) denominator *= power(entry, entry.e - v);
    }
    return reducedFraction(numerator, denominator);
  };
}

/**
 * The exact odds of an MTB attack (20.41, 20.42, 20.5), stage by stage: the fire at the
 * boats and the torpedoes as binomial counts, the Aces among the boats lost as a
 * hypergeometric count (the die a loss of `resolveMtbAttack`, counted), the groups
 * independent within a stage, equal states merged after each stage. Past `maxStates`
 * states at once it refuses with `ODDS_LIMIT`. Internal.
 */
export function mtbAttackChain(attack: MtbAttack, rules: SopacRules, maxStates: number): ExactRounds<MtbAttackState> {
  // Every state's weight is an integer over one denominator per stage.
  let states = new Map<number | string, { state: MtbAttackState; w: bigint }>();
  const counts = countsOnce();
  const first = startMtbAttack(attack);
  const keyOf = keyMaker(attack, rules);
  states.set(keyOf(first), { state: first, w: 1n });
  let denominator = 1n;
  // The denominator's primes and what of it they do not explain (1 for any valid input).
  const exponents = new Map<bigint, number>();
  let unexplained = 1n;
  let rounds = 0;
  while ([...states.values()].some((s) => s.state.stage !== 'over')) {
    // Each state's moves are merged as they are made, over one common denominator that grows
    // (rescaling what is merged so far) when a move's denominator does not divide it.
    let common = 1n;
    const scales = new Map<bigint, bigint>();
    const next = new Map<number | string, { state: MtbAttackState; w: bigint }>();
    for (const from of states.values()) {
      for (const t of stage(from.state, attack, rules, maxStates, counts)) {
        let scale = scales.get(t.p.den);
        if (scale === undefined) {
          if (common % t.p.den !== 0n) {
            const grown = lcm(common, t.p.den);
            const factor = grown / common;
            for (const entry of next.values()) entry.w *= factor;
            common = grown;
            scales.clear();
          }
          scale = common / t.p.den;
          scales.set(t.p.den, scale);
        }
        const key = keyOf(t.value);
        const weight = from.w * t.p.num * scale;
        const seen = next.get(key);
        if (seen === undefined) next.set(key, { state: t.value, w: weight });
        else seen.w += weight;
      }
      if (next.size > maxStates) tooMany(next.size, maxStates);
    }
    states = next;
    denominator *= common;
    unexplained *= factorInto(exponents, common);
    rounds++;
  }
  const reduce = unexplained === 1n ? reducer(exponents) : (w: bigint) => fraction(w, denominator);
  const outcomes: RoundState<MtbAttackState>[] = [...states.values()].map(({ state, w }) => {
    const p = reduce(w);
    return { state, fraction: p, probability: fractionToNumber(p), finished: true };
  });
  return { exact: true, outcomes, unfinished: fraction(0n), rounds };
}
