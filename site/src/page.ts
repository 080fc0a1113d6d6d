/**
 * The odds explorer: pick a rule set and a resolver, fill in its input (a form made from
 * its JSON Schema, prefilled with the catalogue's example), and see the exact distribution
 * as a table and a chart, computed in the page by the library itself. The URL holds the
 * case, so a link shares it; input the library refuses shows its message by the field.
 * The rolls are listed from the first script's index; the script that counts a roll, and
 * the rule set's tables, are loaded when first needed.
 */
import { display } from '../../src/cli/format.js';
import { svgBarChart } from '../../src/cli/svg-chart.js';
import type { CatalogueTable } from '../../src/core/catalogue/table.js';
import { focusableBars } from './chart-focus.js';
import { chartWidth } from './chart-width.js';
import { loadChunk } from './chunks.js';
import { type Field, makeField } from './form.js';
import type { OddsReply, OddsRequest, OddsRow } from './odds-request.js';
import { ownWorker } from './own-worker.js';
import { readQuery, writeQuery } from './query.js';
import { readableFraction } from './readable-fraction.js';
import type { RollsChunk } from './rolls-chunk.js';
import { scrolling } from './scrolling.js';
import { type IndexedRoll, type IndexedSet, SETS } from './set-list.js';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const setSelect = $<HTMLSelectElement>('set');
const resolverSelect = $<HTMLSelectElement>('resolver');
const fieldsBox = $<HTMLDivElement>('fields');
const status = $<HTMLParagraphElement>('status');
const results = $<HTMLDivElement>('results');
const formError = $<HTMLParagraphElement>('form-error');
const share = $<HTMLAnchorElement>('share');
const tablesBox = $<HTMLDivElement>('tables');
const cancel = $<HTMLButtonElement>('cancel');

let fields: Field[] = [];
/** The script counting the roll shown, loaded (the page waits for it before anything reads it). */
let chunk!: RollsChunk;
/** Whether a roll's script has come: until then the buttons do nothing. */
let ready = false;

/** The rule set a link names, or Firepower when it names none (or one there is not). */
const setNamed = (name: string | undefined): IndexedSet =>
  SETS.find((s) => s.name === name) ?? (SETS.find((s) => s.name === 'firepower') as IndexedSet);
const currentSet = (): IndexedSet => setNamed(setSelect.value);
const currentRoll = (): IndexedRoll => {
  const set = currentSet();
  return set.rolls.find((r) => r.command === resolverSelect.value) ?? (set.rolls[0] as IndexedRoll);
};

function option(value: string, text: string): HTMLOptionElement {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}

function fillResolvers(chosen?: string): void {
  const { rolls } = currentSet();
  resolverSelect.replaceChildren(...rolls.map((r) => option(r.command, `${r.command}: ${r.title} (${r.rule})`)));
  if (chosen !== undefined && rolls.some((r) => r.command === chosen)) resolverSelect.value = chosen;
}

/**
 * Loads the script counting `roll` (once) and builds its form, filled with `args` (the
 * example when none are given); false when another roll was picked meanwhile or the
 * script cannot be loaded (the reason then shown).
 */
async function showRoll(roll: IndexedRoll, args?: Record<string, unknown>): Promise<boolean> {
  ready = false;
  status.textContent = 'Loading the roll…';
  try {
    const loaded = await loadChunk<RollsChunk>(roll.part);
    if (currentRoll() !== roll) return false;
    chunk = loaded;
  } catch (error) {
    status.textContent = `The roll could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
    return false;
  }
  buildForm(roll, args);
  ready = true;
  return true;
}

/** Builds the roll's form and fills it with `args` (the example when none are given). */
function buildForm(roll: IndexedRoll, args?: Record<string, unknown>): void {
  const { schema, example } = chunk.formOf(roll.command);
  const required = new Set(schema.required ?? []);
  fields = Object.entries(schema.properties ?? {}).map(([name, node]) => makeField(name, node, required.has(name)));
  if (roll.houseRules)
    fields.push(makeField('rules', { description: 'house rules: any part of the rules object' }, false));
  const values = args ?? example;
  for (const field of fields) field.set(values[field.name]);
  fieldsBox.replaceChildren(...fields.map((f) => f.element));
  results.replaceChildren();
  status.textContent = '';
  formError.textContent = '';
}

function readForm(): Record<string, unknown> | undefined {
  const args: Record<string, unknown> = {};
  let ok = true;
  for (const field of fields) {
    field.error.textContent = '';
    try {
      const value = field.read();
      if (value !== undefined) args[field.name] = value;
    } catch (error) {
      field.error.textContent = error instanceof Error ? error.message : String(error);
      ok = false;
    }
  }
  return ok ? args : undefined;
}

/** Shows a refusal (as the counting sends it back) beside the field it names, or above the results. */
function showError(refused: {
  readonly message: string;
  readonly code: string | undefined;
  readonly path: readonly (string | number)[];
}): void {
  const { message } = refused;
  if (refused.code === 'ODDS_LIMIT') {
    // Too many die sequences to count: said in a player's words, the estimate offered here,
    // where the answer is (on a phone the form's Estimate button is screens above).
    status.textContent = 'Too big to count exactly: this case has more die sequences than the page counts.';
    const estimate = document.createElement('button');
    estimate.type = 'button';
    estimate.id = 'estimate-here';
    estimate.textContent = 'Estimate it from 20,000 seeded samples';
    estimate.addEventListener('click', () => compute(true));
    results.replaceChildren(estimate);
    return;
  }
  const field = fields.find((f) => f.name === refused.path[0]);
  if (field !== undefined) field.error.textContent = message;
  else formError.textContent = message;
  status.textContent = `Refused: ${message}`;
}

/** Brings the answer (result or refusal) into view and gives it focus, so it is seen and read out. */
function showAnswer(): void {
  const answer = $<HTMLElement>('answer');
  answer.scrollIntoView({ block: 'start' });
  answer.focus({ preventScroll: true });
}

function renderResults(title: string, heading: string, rows: readonly OddsRow[], input: string): void {
  const table = document.createElement('table');
  const caption = document.createElement('caption');
  caption.textContent = `${title}: ${heading}`;
  const head = document.createElement('tr');
  for (const text of ['outcome', heading.startsWith('estimate') ? '± error' : 'exact', 'percent']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = text;
    head.append(th);
  }
  table.append(caption, head);
  const readable = rows.map((row) => readableFraction(row.exact, row.probability));
  rows.forEach((row, i) => {
    const tr = document.createElement('tr');
    const read = readable[i] ?? { shown: row.exact };
    for (const [n, text] of [row.full, read.shown, `${(row.probability * 100).toFixed(2)}%`].entries()) {
      const td = document.createElement('td');
      if (n === 1 && read.exact !== undefined) {
        // A long fraction: its decimal, the exact fraction a click away, wrapped in its cell.
        const details = document.createElement('details');
        const summary = document.createElement('summary');
        summary.textContent = text;
        const exact = document.createElement('code');
        exact.className = 'long-fraction';
        exact.textContent = read.exact;
        details.append(summary, exact);
        td.append(details);
      } else td.textContent = text;
      tr.append(td);
    }
    table.append(tr);
  });
  const chart = document.createElement('figure');
  // The SVG is the library's own, every text in it escaped; long fractions go in as their decimals.
  const charted = rows.map((row, i) => ({ ...row, exact: readable[i]?.shown ?? row.exact }));
  chart.innerHTML = svgBarChart(charted, { title, subtitle: heading, input, width: chartWidth(results) });
  focusableBars(chart);
  results.replaceChildren(scrolling(table, 'table, scrolls sideways'), chart);
}

/**
 * The worker counting the shown roll's cases off the page's thread (started with the
 * script of rolls that holds it, again for another such script or after Cancel), or null
 * where none can be made.
 */
let worker: { readonly part: string; readonly worker: Worker | null } | undefined;
function workerFor(part: string): Worker | null {
  if (worker?.part !== part) {
    worker?.worker?.terminate();
    worker = { part, worker: ownWorker<OddsReply>(answer, [part]) };
  }
  return worker.worker;
}
/** The case asked last: an answer to any other is stale and dropped. */
let asked: { id: number; title: string; input: string; reveal: boolean; started: number } | null = null;
let nextId = 0;
let ticking: ReturnType<typeof setInterval> | undefined;
/** Who waits for the case asked to be answered or cancelled. */
let waiting: (() => void)[] = [];
function settle(): void {
  const waited = waiting;
  waiting = [];
  for (const resume of waited) resume();
}
/** When the case asked (if any) has been answered or cancelled. */
const whenSettled = (): Promise<void> =>
  asked === null ? Promise.resolve() : new Promise((resume) => waiting.push(resume));

function stopTicking(): void {
  clearInterval(ticking);
  ticking = undefined;
  cancel.hidden = true;
}

function answer(reply: OddsReply): void {
  if (asked === null || reply.id !== asked.id) return;
  const { title, input, reveal } = asked;
  asked = null;
  stopTicking();
  if (reply.ok) {
    renderResults(title, reply.heading, reply.rows, input);
    status.textContent = `Done in ${Math.round(reply.ms)} ms.`;
  } else showError(reply);
  if (reveal) showAnswer();
  settle();
}

/**
 * Computes the case in the form (exactly, or an estimate) in the worker, the page showing
 * how long it has counted and offering to cancel; `reveal`: the answer is then brought
 * into view with focus (not on the page's first load, which shows the first screen as it
 * is); `here`: a case known to be small, counted on the page without waiting for the worker.
 */
function compute(estimate: boolean, reveal = true, here = false): void {
  if (!ready) return;
  formError.textContent = '';
  const args = readForm();
  if (args === undefined) {
    const first = fields.find((f) => f.error.textContent !== '');
    status.textContent = `Refused: ${first?.error.textContent ?? 'see the fields marked'}`;
    if (reveal) showAnswer();
    return;
  }
  const resolver = currentRoll();
  const query = writeQuery(chunk.set, resolver.command, args, estimate);
  history.replaceState(null, '', `${query}${location.hash}`); // the study's fragment kept
  share.href = query;
  const doing = estimate ? 'Estimating (20,000 seeded samples)' : 'Counting every die sequence';
  status.textContent = `${doing}…`;
  results.replaceChildren();
  const request: OddsRequest = { id: ++nextId, part: chunk.part, resolver: resolver.command, args, estimate };
  const input = `${resolver.command} ${Object.entries(args)
    .map(([k, v]) => `${k}=${display(v)}`)
    .join(' ')}`;
  asked = { id: request.id, title: `${resolver.title} (${resolver.rule})`, input, reveal, started: performance.now() };
  stopTicking();
  const counter = here ? null : workerFor(chunk.part);
  if (counter === null) {
    // No worker (or a small case asked to be counted here): after the page has painted the note.
    const shown = chunk;
    setTimeout(() => answer(shown.count(request)), 16);
    return;
  }
  counter.postMessage(request);
  ticking = setInterval(() => {
    if (asked === null) return stopTicking();
    const seconds = ((performance.now() - asked.started) / 1000).toFixed(1);
    status.textContent = `${doing}… ${seconds} s`;
    cancel.hidden = false;
  }, 500);
}

cancel.addEventListener('click', () => {
  // A worker cannot be interrupted: it is let go, and a fresh one counts the next case.
  worker?.worker?.terminate();
  worker = undefined;
  asked = null;
  stopTicking();
  status.textContent = 'Cancelled. A case this big is quicker to estimate: press Estimate.';
  settle();
});

function tableElement(t: CatalogueTable): HTMLElement {
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = `${t.title} (${t.rule})`;
  const table = document.createElement('table');
  const head = document.createElement('tr');
  for (const text of [t.rowKey.label, ...t.columns.map((c) => c.label)]) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = text;
    head.append(th);
  }
  table.append(head);
  for (const row of t.rows) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = row.label;
    tr.append(th);
    for (const cell of row.cells) {
      const td = document.createElement('td');
      td.textContent = cell === null ? '–' : String(cell);
      tr.append(td);
    }
    table.append(tr);
  }
  details.append(summary, scrolling(table, 'table, scrolls sideways'));
  if (t.rows.length === 0)
    details.append(
      Object.assign(document.createElement('p'), {
        textContent: 'Not printed in the rule text: the base game you own holds it.',
      }),
    );
  for (const note of t.notes ?? []) details.append(Object.assign(document.createElement('p'), { textContent: note }));
  return details;
}

/** Shows the rule set's printed tables, loaded as data (after the first result). */
async function showTables(set: IndexedSet): Promise<void> {
  try {
    const tables = await loadChunk<readonly CatalogueTable[]>(`${set.name}-tables`);
    if (currentSet() === set) tablesBox.replaceChildren(...tables.map(tableElement));
  } catch (error) {
    tablesBox.textContent = `The tables could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  }
}

setSelect.replaceChildren(...SETS.map((s) => option(s.name, `${s.name}: ${s.title}`)));
/**
 * Whether a select's change came from keys stepping through its list while it is closed
 * (arrows, Page Up/Down, Home, End, a letter): the roll is then shown and counted, but
 * focus stays on the select so that the next key steps on. A change by pointer or from the
 * open list brings the answer into view as before.
 */
const stepping = new WeakSet<HTMLSelectElement>();
for (const select of [setSelect, resolverSelect]) {
  select.addEventListener('keydown', (event) => {
    if (!event.altKey && /^(Arrow|Page|Home$|End$)|^.$/.test(event.key)) stepping.add(select);
  });
  for (const name of ['pointerdown', 'blur'] as const) select.addEventListener(name, () => stepping.delete(select));
}
const steppedWithKeys = (select: HTMLSelectElement): boolean => {
  const keys = stepping.has(select);
  stepping.delete(select);
  return keys;
};
setSelect.addEventListener('change', async () => {
  const reveal = !steppedWithKeys(setSelect);
  fillResolvers();
  tablesBox.replaceChildren();
  if (!(await showRoll(currentRoll()))) return;
  compute(false, reveal);
  void showTables(currentSet());
});
resolverSelect.addEventListener('change', async () => {
  const reveal = !steppedWithKeys(resolverSelect);
  if (await showRoll(currentRoll())) compute(false, reveal);
});
// A changed input makes the shown odds stale: they go, with a word on what to press.
fieldsBox.addEventListener('input', () => {
  if (results.childElementCount === 0 && status.textContent === '') return;
  results.replaceChildren();
  formError.textContent = '';
  status.textContent = 'The input changed: press Exact odds (or Estimate) for its odds.';
});
$<HTMLFormElement>('form').addEventListener('submit', (event) => {
  event.preventDefault();
  compute(false);
});
$<HTMLButtonElement>('estimate').addEventListener('click', () => compute(true));

/** Opens the case the link names (or Firepower's first roll), shows its result, then loads the tables. */
async function open(): Promise<void> {
  const asks = readQuery(location.search);
  setSelect.value = setNamed(asks.set).name;
  fillResolvers(asks.resolver);
  // A link that names the roll but gives no input opens with the roll's example input.
  const linked = asks.set !== undefined && asks.resolver !== undefined && Object.keys(asks.args).length > 0;
  if (!(await showRoll(currentRoll(), linked ? asks.args : undefined))) return;
  // The first screen shows a result: the linked case (in the worker: a link may name a big
  // one), or the example of the first roll, small, counted here without waiting for the
  // worker to start.
  compute(asks.estimate, false, !linked);
  // What the first result does not need comes after it (the mark lets a test tell what did).
  await whenSettled();
  performance.mark('explorer:first-result');
  void showTables(currentSet());
}

void open().finally(async () => {
  // The study panel's code comes after the first result.
  try {
    (await loadChunk<{ start: () => void }>('study-panel')).start();
  } catch (error) {
    $<HTMLParagraphElement>('study-status').textContent =
      `The study panel could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
  }
});
