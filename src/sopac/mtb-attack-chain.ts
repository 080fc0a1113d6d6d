import { lookupBand } from '../core/band-table.js';
import { RulesError } from '../core/rules-error.js';
import type { ExactRounds, RoundState } from '../odds/exact-rounds.js';
import { fraction, fractionToNumber, lcm } from '../odds/fraction.js';
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

/** The sum of two independent hit counts (each list over one denominator, as `hits` gives it). */
function sum(a: Weighted<number>, b: Weighted<number>): Weighted<number> {
  const byValue = new Map<number, bigint>();
  const den = (a[0]?.p.den ?? 1n) * (b[0]?.p.den ?? 1n);
  for (const x of a) {
    for (const y of b) byValue.set(x.value + y.value, (byValue.get(x.value + y.value) ?? 0n) + x.p.num * y.p.num);
  }
  return [...byValue].map(([value, num]) => ({ value, p: { num, den } }));
}

/** A group after the fleet's fire at it: boats sunk, and how many of them were Aces. */
function fireAt(group: MtbGroup, dice: number, rules: SopacRules): Weighted<MtbGroup> {
  const out: { value: MtbGroup; p: Weight }[] = [];
  for (const h of hits(dice, rules.mtb.shipFireHitsOn)) {
    const losses = Math.min(h.value, left(group));
    if (losses === 0) {
      out.push({ value: group, p: h.p });
      continue;
    }
    for (const a of acesLost(left(group), group.aces - group.acesLost, losses)) {
      out.push({
        value: { ...group, boatsLost: group.boatsLost + losses, acesLost: group.acesLost + a.value },
        p: times(h.p, a.p),
      });
    }
  }
  return out;
}

/** A group's torpedo attack: its plain boats' and its Aces' dice, and whether the target sinks. */
function torpedoesOf(group: MtbGroup, sinksAfter: number | null, rules: SopacRules): Weighted<MtbGroup> {
  const { torpedoFactors, torpedoHitsOn, aceBonus } = rules.mtb;
  const aces = group.aces - group.acesLost;
  const plain = left(group) - aces;
  return sum(hits(plain * torpedoFactors, torpedoHitsOn), hits(aces * torpedoFactors, torpedoHitsOn - aceBonus)).map(
    (h) => ({
      value: { ...group, torpedoHits: h.value, targetSunk: sinksAfter !== null && h.value >= sinksAfter },
      p: h.p,
    }),
  );
}

/** A group's special gunnery (20.42): one d6 a surviving boat, unless its target sank. */
function gunneryOf(group: MtbGroup, rules: SopacRules): Weighted<MtbGroup> {
  if (group.targetSunk || left(group) === 0) return [{ value: group, p: ONE }];
  return hits(left(group), rules.mtb.gunneryHitsOn).map((h) => ({ value: { ...group, gunneryHits: h.value }, p: h.p }));
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
  let partial: { groups: MtbGroup[]; p: Weight }[] = [{ groups: [], p: ONE }];
  for (const choices of options) {
    const grown: { groups: MtbGroup[]; p: Weight }[] = [];
    for (const sofar of partial) {
      for (const c of choices) grown.push({ groups: [...sofar.groups, c.value], p: times(sofar.p, c.p) });
    }
    partial = grown;
  }
  return partial.map((g) => ({ value: { ...state, stage: next, groups: g.groups }, p: g.p }));
}

function tooMany(states: number, maxStates: number): never {
  throw new RulesError(
    `20.41: the exact MTB attack would hold ${states} states at once, more than maxStates ${maxStates}; raise maxStates or estimate it`,
    { code: 'ODDS_LIMIT', rule: '20.41', path: ['maxStates'] },
  );
}

/** A compact key of a state: equal states, equal keys (targets are fixed by the input's order). */
function keyOf(state: MtbAttackState): string {
  let key = `${state.stage}|${state.surprise}`;
  for (const g of state.groups) {
    key += `|${g.boatsLost},${g.acesLost},${g.torpedoHits},${g.gunneryHits},${g.targetSunk ? 1 : 0}`;
  }
  return key;
}

/** The weighted states one stage of the attack leads to (the same stages `playMtbStage` plays). */
function stage(
  state: MtbAttackState,
  attack: MtbAttack,
  rules: SopacRules,
  maxStates: number,
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
      return perGroup(state, next, (g, i) => fireAt(g, dice[i] ?? 0, rules), maxStates);
    }
    case 'torpedoes':
      return perGroup(
        state,
        attack.specialGunnery ? 'gunnery' : 'over',
        (g, i) => torpedoesOf(g, attack.attacks[i]?.sinksAfter ?? null, rules),
        maxStates,
      );
    case 'gunnery':
      return perGroup(state, 'fire-again', (g) => gunneryOf(g, rules), maxStates);
    case 'over':
      return [{ value: state, p: ONE }];
  }
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
  let states = new Map<string, { state: MtbAttackState; w: bigint }>();
  const first = startMtbAttack(attack);
  states.set(keyOf(first), { state: first, w: 1n });
  let denominator = 1n;
  let rounds = 0;
  while ([...states.values()].some((s) => s.state.stage !== 'over')) {
    const moves = [...states.values()].map((from) => ({ w: from.w, to: stage(from.state, attack, rules, maxStates) }));
    let common = 1n;
    for (const den of new Set(moves.flatMap((m) => m.to.map((t) => t.p.den)))) common = lcm(common, den);
    const next = new Map<string, { state: MtbAttackState; w: bigint }>();
    for (const { w, to } of moves) {
      for (const t of to) {
        const key = keyOf(t.value);
        const weight = w * t.p.num * (common / t.p.den);
        const seen = next.get(key);
        if (seen === undefined) next.set(key, { state: t.value, w: weight });
        else seen.w += weight;
      }
      if (next.size > maxStates) tooMany(next.size, maxStates);
    }
    states = next;
    denominator *= common;
    rounds++;
  }
  const outcomes: RoundState<MtbAttackState>[] = [...states.values()].map(({ state, w }) => {
    const p = fraction(w, denominator);
    return { state, fraction: p, probability: fractionToNumber(p), finished: true };
  });
  return { exact: true, outcomes, unfinished: fraction(0n), rounds };
}
