/**
 * The explorer's panel of whole-game studies: pick a game (its example set-up), a bot a
 * side and a number of games, and see each side's wins with a 95 % interval and the score
 * spread build up live while the worker plays them; Cancel stops it; the address's
 * fragment holds the study, so a link shares it.
 */
import { svgBarChart } from '../../src/cli/svg-chart.js';
import type { SimulationSummary } from '../../src/simulate/index.js';
import { chartWidth } from './chart-width.js';
import { loadChunk } from './chunks.js';
import { ownWorker } from './own-worker.js';
import { scrolling } from './scrolling.js';
import type { StudyChunk } from './serve.js';
import { BOTS, GAMES, setUpLine } from './set-list.js';
import { readStudyInputs } from './study-inputs.js';
import type { StudyReply, StudyRequest } from './study-worker.js';

type BotName = (typeof BOTS)[number];

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function cell(row: HTMLTableRowElement, text: string, header = false): void {
  const c = document.createElement(header ? 'th' : 'td');
  if (header) (c as HTMLTableCellElement).scope = 'row';
  c.textContent = text;
  row.append(c);
}

/** The summary so far as a table of results and a chart of each side's score. */
function renderSummary(summary: SimulationSummary, done: number, runs: number): HTMLElement[] {
  const table = document.createElement('table');
  const caption = document.createElement('caption');
  caption.textContent = `${done.toLocaleString('en-US')} of ${runs.toLocaleString('en-US')} games`;
  const head = table.insertRow();
  for (const text of ['result', 'games', 'share', '95 % interval']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = text;
    head.append(th);
  }
  table.prepend(caption);
  const line = (label: string, rate: { count: number; rate: number; low: number; high: number }) => {
    const row = table.insertRow();
    cell(row, label, true);
    cell(row, rate.count.toLocaleString('en-US'));
    cell(row, pct(rate.rate));
    cell(row, `${pct(rate.low)} to ${pct(rate.high)}`);
  };
  for (const side of summary.sides) {
    const wins = summary.wins[side];
    if (wins !== undefined) line(`${side} win`, wins);
  }
  line('drawn', summary.draws);
  if (summary.unfinished.count > 0) line('not finished', summary.unfinished);
  const out: HTMLElement[] = [scrolling(table, 'study results, scrolls sideways')];
  for (const side of summary.sides) {
    const score = summary.score[side];
    if (score === undefined) continue;
    const n = score.histogram.reduce((sum, [, count]) => sum + count, 0);
    const rows = score.histogram.map(([value, count]) => ({
      label: String(value),
      exact: `${count}/${n}`,
      probability: count / n,
    }));
    const figure = document.createElement('figure');
    // The SVG is the library's own, every text in it escaped.
    figure.innerHTML = svgBarChart(rows, {
      title: `${side}'s score`,
      subtitle: `mean ${score.mean.toFixed(2)}, median ${score.quantiles.p50}, over ${n} games`,
      input: summary.game,
      width: chartWidth($<HTMLDivElement>('study-results')),
    });
    out.push(figure);
  }
  return out;
}

/** Reads a study from the address's fragment: `#study=war-at-sea&bots=doctrine,random&runs=200&seed=1`. */
function studyInHash(): { set: string; bots: string[]; runs: string; seed: string } | undefined {
  const params = new URLSearchParams(location.hash.slice(1));
  const set = params.get('study');
  if (set === null) return undefined;
  return {
    set,
    bots: (params.get('bots') ?? '').split(','),
    runs: params.get('runs') ?? '200',
    seed: params.get('seed') ?? '1',
  };
}

/** Sets up the panel: its selects, its form, and a study the link names. */
export function startStudyPanel(): void {
  const setSelect = $<HTMLSelectElement>('study-set');
  const botsBox = $<HTMLDivElement>('study-bots');
  const runsInput = $<HTMLInputElement>('study-runs');
  const seedInput = $<HTMLInputElement>('study-seed');
  const status = $<HTMLParagraphElement>('study-status');
  const results = $<HTMLDivElement>('study-results');
  const cancel = $<HTMLButtonElement>('study-cancel');
  const share = $<HTMLAnchorElement>('study-share');
  let worker: Worker | null = null;
  let current = 0;
  let runs = 0;

  const show = (reply: StudyReply) => {
    if (reply.id !== current) return;
    if (!reply.ok) {
      status.textContent = `Not played: ${reply.message}`;
      cancel.hidden = true;
      return;
    }
    results.replaceChildren(...renderSummary(reply.summary, reply.done, runs));
    const finished = reply.done >= runs;
    status.textContent = finished
      ? `Done: ${runs.toLocaleString('en-US')} games.`
      : `Playing… ${reply.done.toLocaleString('en-US')} of ${runs.toLocaleString('en-US')} games`;
    cancel.hidden = finished;
  };

  for (const game of GAMES) {
    const option = document.createElement('option');
    option.value = game.set;
    option.textContent = `${game.set}: ${game.title}`;
    setSelect.append(option);
  }
  const fillBots = (chosen: readonly string[] = []) => {
    const game = GAMES.find((g) => g.set === setSelect.value);
    $<HTMLParagraphElement>('study-setup').textContent = setUpLine(setSelect.value);
    botsBox.replaceChildren(
      ...(game?.sides ?? []).map((side, i) => {
        const label = document.createElement('label');
        label.textContent = `${side} played by`;
        const select = document.createElement('select');
        select.dataset.side = side;
        for (const name of BOTS) {
          const option = document.createElement('option');
          option.value = name;
          option.textContent = `the ${name} bot`;
          select.append(option);
        }
        const wanted = chosen[i];
        select.value = wanted !== undefined && (BOTS as readonly string[]).includes(wanted) ? wanted : 'doctrine';
        label.append(select);
        return label;
      }),
    );
  };
  setSelect.addEventListener('change', () => fillBots());

  const play = async () => {
    // Numbers out of range are refused with a word on what is wrong, never changed silently.
    const read = readStudyInputs(runsInput.value, seedInput.value);
    for (const input of [runsInput, seedInput]) input.removeAttribute('aria-invalid');
    if (!read.ok) {
      const box = read.field === 'runs' ? runsInput : seedInput;
      box.setAttribute('aria-invalid', 'true');
      status.textContent = `Not played: ${read.message}`;
      box.focus();
      return;
    }
    runs = read.runs;
    const seed = read.seed;
    const bots = [...botsBox.querySelectorAll('select')].map((s) => s.value as BotName);
    const request: StudyRequest = { kind: 'study', id: ++current, set: setSelect.value, bots, runs, seed };
    const hash = `#study=${encodeURIComponent(request.set)}&bots=${bots.join(',')}&runs=${runs}&seed=${seed}`;
    history.replaceState(null, '', `${location.search}${hash}`);
    share.href = hash;
    results.replaceChildren();
    worker?.terminate();
    worker = null;
    status.textContent = 'Loading the games…';
    let study: StudyChunk;
    try {
      study = await loadChunk<StudyChunk>('study');
    } catch (error) {
      status.textContent = `The games could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
      return;
    }
    if (request.id !== current) return; // another study was asked meanwhile
    status.textContent = `Playing… 0 of ${runs.toLocaleString('en-US')} games`;
    worker = ownWorker<StudyReply>(show, ['study']);
    if (worker === null) {
      setTimeout(() => study.playStudy(request, show), 16); // no worker: played here
      return;
    }
    worker.postMessage(request);
    cancel.hidden = false;
  };
  $<HTMLFormElement>('study-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void play();
  });
  cancel.addEventListener('click', () => {
    worker?.terminate();
    worker = null;
    current++;
    cancel.hidden = true;
    status.textContent = `Cancelled: the results above are of the games played so far.`;
  });

  const linked = studyInHash();
  if (linked !== undefined && GAMES.some((g) => g.set === linked.set)) {
    setSelect.value = linked.set;
    fillBots(linked.bots);
    runsInput.value = linked.runs;
    seedInput.value = linked.seed;
    void play();
  } else fillBots();
}
