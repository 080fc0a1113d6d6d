import { formatValue } from './format-value.js';
import { expectArray, expectFiniteNumber, expectObject, expectString } from './guards.js';
import { formatModifier } from './modifiers.js';
import type { Resolution } from './resolution.js';

function checkResolution(r: unknown, name: string): asserts r is Resolution<unknown> {
  expectObject(r, 'explain', name);
  expectString(r.rule, 'explain', `${name}.rule`);
  expectString(r.title, 'explain', `${name}.title`);
  for (const key of ['rolls', 'modifiers', 'steps', 'notes'] as const) expectArray(r[key], 'explain', `${name}.${key}`);
  for (const [i, roll] of (r.rolls as unknown[]).entries()) {
    expectObject(roll, 'explain', `${name}.rolls[${i}]`);
    expectString(roll.label, 'explain', `${name}.rolls[${i}].label`);
    expectString(roll.die, 'explain', `${name}.rolls[${i}].die`);
    expectFiniteNumber(roll.value, 'explain', `${name}.rolls[${i}].value`);
  }
  for (const [i, m] of (r.modifiers as unknown[]).entries()) {
    expectObject(m, 'explain', `${name}.modifiers[${i}]`);
    expectString(m.rule, 'explain', `${name}.modifiers[${i}].rule`);
    expectString(m.label, 'explain', `${name}.modifiers[${i}].label`);
    expectFiniteNumber(m.delta, 'explain', `${name}.modifiers[${i}].delta`);
  }
  if (r.total !== undefined) expectFiniteNumber(r.total, 'explain', `${name}.total`);
  if (r.row !== undefined) expectString(r.row, 'explain', `${name}.row`);
  for (const [i, note] of (r.notes as unknown[]).entries()) expectString(note, 'explain', `${name}.notes[${i}]`);
  for (const [i, step] of (r.steps as unknown[]).entries()) checkResolution(step, `${name}.steps[${i}]`);
}

function lines(r: Resolution<unknown>, depth: number): string[] {
  const pad = '  '.repeat(depth);
  const out = [`${pad}${r.rule} ${r.title}`];
  for (const roll of r.rolls) out.push(`${pad}  roll ${roll.die} = ${roll.value} (${roll.label})`);
  for (const m of r.modifiers) out.push(`${pad}  ${formatModifier(m)}`);
  if (r.total !== undefined && (r.modifiers.length > 0 || r.rolls.length !== 1)) out.push(`${pad}  total ${r.total}`);
  if (r.row !== undefined) out.push(`${pad}  row ${r.row}`);
  for (const step of r.steps) out.push(...lines(step, depth + 1));
  for (const note of r.notes) out.push(`${pad}  note: ${note}`);
  // The outcome in full: it is the answer (a damage record is long, and it is what was asked).
  out.push(`${pad}  \u2192 ${formatValue(r.outcome, Number.POSITIVE_INFINITY)}`);
  return out;
}

/**
 * A plain-text account of how a resolution was reached: rolls, modifiers, total, row,
 * sub-steps and notes, one per line.
 *
 * @example
 * ```ts
 * console.log(explain(resolution({ rule: 'O2.0', title: 'Battleship step VP', outcome: 5 })));
 * // O2.0 Battleship step VP
 * //   → 5
 * ```
 */
export function explain(r: Resolution<unknown>): string {
  checkResolution(r, 'resolution');
  return lines(r, 0).join('\n');
}
