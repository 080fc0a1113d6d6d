import { expectArray, expectFiniteNumber, expectObject, expectString } from './guards.js';

/**
 * One labelled die-roll modifier, applied as data so a resolution can show it.
 *
 * @example
 * ```ts
 * const usGroup: Modifier = { rule: 'N18.7', label: 'U.S. group', delta: -1 };
 * ```
 */
export interface Modifier {
  /** The rule or matrix that grants the modifier, e.g. `'N18.7'`. */
  readonly rule: string;
  /** A short plain-language name for why it applies, e.g. `'U.S. group'`. */
  readonly label: string;
  /** The amount added to the roll (negative to subtract). */
  readonly delta: number;
}

/** A natural roll with its modifiers applied. */
export interface ModifiedRoll {
  /** The natural roll before modifiers. */
  readonly natural: number;
  /** The modifiers that applied, in the order given; zero deltas are dropped. */
  readonly modifiers: readonly Modifier[];
  /** The sum of all deltas. */
  readonly net: number;
  /** `natural + net`. */
  readonly total: number;
}

/**
 * Builds a {@link Modifier}.
 *
 * @example
 * ```ts
 * modifier('N18.7', 'U.S. group', -1); // { rule: 'N18.7', label: 'U.S. group', delta: -1 }
 * ```
 */
export function modifier(rule: string, label: string, delta: number): Modifier {
  const m = { rule, label, delta };
  checkModifier(m, undefined);
  return m;
}

/** Checks one modifier's fields: a rule and a label (strings) and a finite delta. */
function checkModifier(m: unknown, index: number | undefined): asserts m is Modifier {
  // The names are built only for a message: this runs on every modifier summed.
  if (isModifier(m)) return;
  const name = index === undefined ? 'modifier' : `modifiers[${index}]`;
  expectObject(m, 'modifiers', name);
  expectString(m.rule, 'modifiers', `${name}.rule`);
  expectString(m.label, 'modifiers', `${name}.label`);
  expectFiniteNumber(m.delta, 'modifiers', `${name}.delta`, index === undefined ? ['delta'] : [index, 'delta']);
}

/** True when `m` has the shape {@link checkModifier} asks for. */
function isModifier(m: unknown): m is Modifier {
  if (m === null || typeof m !== 'object' || Array.isArray(m)) return false;
  const { rule, label, delta } = m as Record<string, unknown>;
  return typeof rule === 'string' && typeof label === 'string' && typeof delta === 'number' && Number.isFinite(delta);
}

/** The sum of the deltas of `modifiers`. Modifiers are cumulative and order-free. */
export function sumModifiers(modifiers: readonly Modifier[]): number {
  expectArray(modifiers, 'modifiers', 'modifiers');
  let net = 0;
  // An indexed loop, not forEach: forEach skips the holes of a sparse list, which must be refused too.
  for (let index = 0; index < modifiers.length; index++) {
    const m = modifiers[index] as Modifier;
    checkModifier(m, index);
    net += m.delta;
  }
  return net;
}

/**
 * Applies modifiers to a natural roll. Zero-delta modifiers are dropped from the record,
 * so a resolution lists only what changed the roll.
 *
 * @example
 * ```ts
 * applyModifiers(4, [modifier('N18.7', 'U.S. group', -1)]).total; // 3
 * ```
 */
export function applyModifiers(natural: number, modifiers: readonly Modifier[]): ModifiedRoll {
  expectFiniteNumber(natural, 'modifiers', 'natural roll');
  sumModifiers(modifiers);
  return applyCheckedModifiers(natural, modifiers);
}

/**
 * {@link applyModifiers} on a finite roll and modifiers already checked (made by
 * {@link modifier}, or prepared once): the resolvers' hot path. `first`, when given, is
 * applied before the others (saves building a new list for one per-roll modifier). Internal.
 */
export function applyCheckedModifiers(natural: number, modifiers: readonly Modifier[], first?: Modifier): ModifiedRoll {
  const lead = first !== undefined && first.delta !== 0 ? first : undefined;
  let count = lead === undefined ? 0 : 1;
  let net = lead === undefined ? 0 : lead.delta;
  for (const m of modifiers) {
    if (m.delta === 0) continue;
    count++;
    net += m.delta;
  }
  // Sized up front: this runs on every modified roll, and an array grown by push reserves 16 slots.
  const applied: Modifier[] = new Array(count);
  let at = 0;
  if (lead !== undefined) applied[at++] = lead;
  for (const m of modifiers) if (m.delta !== 0) applied[at++] = m;
  return { natural, modifiers: applied, net, total: natural + net };
}

/** Renders a modifier as `+1 U.S. group (N18.7)`. */
export function formatModifier(m: Modifier): string {
  const sign = m.delta > 0 ? '+' : m.delta < 0 ? '\u2212' : '\u00b1';
  return `${sign}${Math.abs(m.delta)} ${m.label} (${m.rule})`;
}
