/**
 * A resolver's input form, generated from its JSON Schema: enums as selects, numbers
 * with their bounds, true/false as a select, a choice of names or something written out
 * (a class or a whole ship) as a select with a JSON box for the latter, anything else as
 * JSON text; labels are the field names in words; optional fields say so and may be left
 * at their default.
 */

import type { JsonSchemaNode } from '../../src/core/catalogue/json-schema.js';

/** One field of the form: how to show a value and how to read it back. */
export interface Field {
  readonly name: string;
  readonly element: HTMLElement;
  readonly set: (value: unknown) => void;
  /** The value, `undefined` when left empty; throws a message when it cannot be read. */
  readonly read: () => unknown;
  readonly error: HTMLElement;
}

/** The fixed choices of a node: its enum, or a union of constants. */
function choicesOf(node: JsonSchemaNode): readonly unknown[] | undefined {
  if (node.enum !== undefined) return node.enum;
  const union = node.anyOf ?? node.oneOf;
  if (union !== undefined && union.length > 0 && union.every((n) => n.const !== undefined || n.enum !== undefined)) {
    return union.flatMap((n) => (n.const !== undefined ? [n.const] : (n.enum ?? [])));
  }
  return undefined;
}

function typeOf(node: JsonSchemaNode): string | undefined {
  return Array.isArray(node.type) ? undefined : (node.type as string | undefined);
}

/** The constant choices a union offers beside other shapes (a class name or a whole ship), if any. */
function namedChoicesOf(node: JsonSchemaNode): readonly unknown[] | undefined {
  const union = node.anyOf ?? node.oneOf;
  if (union === undefined) return undefined;
  const named = union.flatMap((n) => (n.const !== undefined ? [n.const] : (n.enum ?? [])));
  return named.length > 0 ? named : undefined;
}

/** Units a field name ends in, as a reader writes them. */
const UNITS: Readonly<Record<string, string>> = { cm: 'cm', inches: 'inches', degrees: 'degrees', mm: 'mm' };

/**
 * A field name in words: `distanceToFleetFlagshipCm` reads "distance to fleet flagship
 * (cm)", `attackDice` "attack dice".
 *
 * @example
 * ```ts
 * words('distanceToFleetFlagshipCm'); // 'distance to fleet flagship (cm)'
 * ```
 */
export function words(name: string): string {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((part) => part !== '')
    .map((part) => (/^[A-Z]{2,}$/.test(part) ? part : part.toLowerCase()));
  const last = parts.at(-1);
  if (parts.length > 1 && last !== undefined && Object.hasOwn(UNITS, last)) {
    parts.pop();
    return `${parts.join(' ')} (${UNITS[last]})`;
  }
  return parts.join(' ');
}

/** A select of `choices` (each option's value its index), after a blank: "(choose)" or "(default)". */
function choiceSelect(choices: readonly unknown[], required: boolean): HTMLSelectElement {
  const select = document.createElement('select');
  const blank = document.createElement('option');
  blank.value = '';
  blank.textContent = required ? '(choose)' : '(default)';
  select.append(blank);
  choices.forEach((choice, index) => {
    const element = document.createElement('option');
    element.value = String(index);
    element.textContent = String(choice);
    select.append(element);
  });
  return select;
}

let ids = 0;

/** Builds the field for one property, with its label, hint and error line. */
export function makeField(name: string, node: JsonSchemaNode, required: boolean): Field {
  const id = `field-${++ids}`;
  const wrap = document.createElement('div');
  wrap.className = 'field';
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = required ? words(name) : `${words(name)} (optional)`;
  const error = document.createElement('p');
  error.className = 'error';
  error.id = `${id}-error`;
  error.setAttribute('role', 'alert');
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.id = `${id}-hint`;
  const choices = choicesOf(node);
  const named = choices === undefined ? namedChoicesOf(node) : undefined;
  const type = typeOf(node);
  let control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  let set: (value: unknown) => void;
  let read: () => unknown;
  let extra: HTMLElement | undefined;
  if (choices !== undefined || type === 'boolean') {
    const options = choices ?? [true, false];
    const select = choiceSelect(options, required);
    // A value a link gives that is not one of the choices stays, so the library's refusal names it.
    let other: unknown;
    const otherOption = document.createElement('option');
    otherOption.value = 'other';
    set = (value) => {
      const index = options.indexOf(value);
      otherOption.remove();
      if (index >= 0 || value === undefined) {
        select.value = index < 0 ? '' : String(index);
        return;
      }
      other = value;
      otherOption.textContent = `${JSON.stringify(value)} (not a choice)`;
      select.append(otherOption);
      select.value = 'other';
    };
    read = () => {
      if (select.value === '') return undefined;
      return select.value === 'other' ? other : options[Number(select.value)];
    };
    control = select;
  } else if (named !== undefined) {
    // A name from a list, or something written out: a select, and a JSON box for the latter.
    const select = choiceSelect(named, required);
    const written = document.createElement('option');
    written.value = 'json';
    written.textContent = 'written out (JSON below)';
    select.append(written);
    const area = document.createElement('textarea');
    area.rows = 3;
    area.spellcheck = false;
    area.id = `${id}-json`;
    area.setAttribute('aria-label', `${words(name)} written out, as JSON`);
    const showArea = () => {
      area.hidden = select.value !== 'json';
    };
    select.addEventListener('change', showArea);
    set = (value) => {
      const index = named.indexOf(value);
      if (value === undefined || index >= 0) {
        select.value = value === undefined ? '' : String(index);
        area.value = '';
      } else {
        select.value = 'json';
        area.value = JSON.stringify(value);
      }
      showArea();
    };
    read = () => {
      if (select.value === '') return undefined;
      if (select.value !== 'json') return named[Number(select.value)];
      try {
        return JSON.parse(area.value) as unknown;
      } catch {
        throw new Error(`${name}: what is written out is not JSON`);
      }
    };
    control = select;
    extra = area;
  } else if (type === 'integer' || type === 'number') {
    const input = document.createElement('input');
    input.type = 'number';
    input.inputMode = type === 'integer' ? 'numeric' : 'decimal';
    if (type === 'integer') input.step = '1';
    if (node.minimum !== undefined && Number.isFinite(node.minimum)) input.min = String(node.minimum);
    if (node.maximum !== undefined && Number.isFinite(node.maximum)) input.max = String(node.maximum);
    const range = [node.minimum, node.maximum].every((b) => b !== undefined && Math.abs(b) < 1e9)
      ? ` from ${node.minimum} to ${node.maximum}`
      : '';
    hint.textContent = `${type === 'integer' ? 'a whole number' : 'a number'}${range}`;
    set = (value) => {
      input.value = typeof value === 'number' ? String(value) : '';
    };
    read = () => (input.value.trim() === '' ? undefined : Number(input.value));
    control = input;
  } else if (type === 'string') {
    const input = document.createElement('input');
    input.type = 'text';
    set = (value) => {
      input.value = typeof value === 'string' ? value : '';
    };
    read = () => (input.value === '' ? undefined : input.value);
    control = input;
  } else {
    const area = document.createElement('textarea');
    area.rows = 3;
    area.spellcheck = false;
    hint.textContent = 'JSON';
    set = (value) => {
      area.value = value === undefined ? '' : JSON.stringify(value);
    };
    read = () => {
      if (area.value.trim() === '') return undefined;
      try {
        return JSON.parse(area.value) as unknown;
      } catch {
        throw new Error(`${name}: this is not JSON`);
      }
    };
    control = area;
  }
  control.id = id;
  control.name = name;
  control.setAttribute('aria-describedby', `${id}-hint ${id}-error`);
  if (node.description !== undefined)
    hint.textContent = `${node.description}${hint.textContent ? ` (${hint.textContent})` : ''}`;
  wrap.append(label, control, ...(extra === undefined ? [] : [extra]), hint, error);
  return { name, element: wrap, set, read, error };
}
