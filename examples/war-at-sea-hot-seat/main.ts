/**
 * A two-player War at Sea landing in one page, hot-seat, on the game layer: the host (this
 * page's state) keeps the whole game with its dice; a seat shows only its player's view and
 * events, told in words, the board and the score, and offers the actions the game lists for
 * that player now (`legalActions`). Either side may be played by the computer (the doctrine
 * bot, seeing only that side's view). The game is kept in the browser's local storage, so a
 * reload goes on where it stopped; it can be saved as a file, and a saved game can be
 * watched move by move, never played on (so nobody takes back a roll they have seen).
 * Unit cards are MADE-UP.
 */
// In your app: import { … } from 'naval-rules' and 'naval-rules/war-at-sea'.
import { doctrineBot, type GameEvent } from '../../src/index.js';
import {
  createWarAtSeaGame,
  type WarAtSeaActionInput,
  type WarAtSeaGameState,
  type WarAtSeaSetup,
  warAtSeaDoctrine,
  warAtSeaGame,
} from '../../src/war-at-sea/index.js';
import setUps from '../set-ups.json' with { type: 'json' };
import setupJson from '../war-at-sea-landing/setup.json' with { type: 'json' };
import { drawBoard } from './board.js';
import { describe } from './labels.js';
import { narrate } from './narrate.js';

type Side = 'Allies' | 'Axis';
const SIDES: readonly Side[] = ['Allies', 'Axis'];
/** Where the game in play is kept between visits. */
const STORE = 'naval-rules:war-at-sea-hot-seat';

/** What is kept and saved: the set-up (with its seed), every action, and who the computer plays. */
interface Saved {
  readonly setup: WarAtSeaSetup;
  readonly actions: WarAtSeaActionInput[];
  readonly computer: Side | null;
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

// The set-up in one line, as the docs describe it (examples/set-ups.json).
const described = setUps.find((entry) => entry.game === 'war-at-sea');
if (described !== undefined) $('setup-line').textContent = `The set-up (${described.kind}): ${described.line}`;

// The host's part: state, log and every event, never shown as they are.
let setup = setupJson as unknown as WarAtSeaSetup;
let state: WarAtSeaGameState = createWarAtSeaGame(setup);
let log: WarAtSeaActionInput[] = [];
let events: GameEvent[] = [];
let seat: Side | null = null;
/** The side the computer plays, if any; its bot sees only that side's view. */
let computer: Side | null = null;
const bot = doctrineBot({ doctrine: warAtSeaDoctrine, seed: 1 });

function element(tag: string, text: string, className?: string): HTMLElement {
  const e = document.createElement(tag);
  e.textContent = text;
  if (className !== undefined) e.className = className;
  return e;
}

function status(text: string): void {
  $<HTMLParagraphElement>('status').textContent = text;
}

/** The score line: each side's points as the rules count them, and the target to pass. */
function scoreLine(game: WarAtSeaGameState): string {
  const { score } = warAtSeaGame.outcome(game);
  return `Score: Allies ${score.Allies}, Axis ${score.Axis} points; a side wins with more than ${game.target} at a victory check (last turn ${game.lastTurn ?? 'open'}).`;
}

/** How the game ended, in words, or null while it goes on. */
function endLine(game: WarAtSeaGameState): string | null {
  const outcome = warAtSeaGame.outcome(game);
  if (!outcome.over) return null;
  if (outcome.winners.length === 0) return 'Game over: a draw.';
  return `Game over: the ${outcome.winners.join(' and the ')} win.`;
}

/** A list of the units as `side` sees them: destroyed ones marked. */
function unitList(game: WarAtSeaGameState, side: Side): HTMLElement {
  const list = element('ul', '', 'units');
  for (const u of warAtSeaGame.viewFor(game, side).units) {
    const item = element(
      'li',
      `${u.id} (${u.side}, ${u.card.type}) in ${u.sector}: ${u.troopsAboard} troops aboard${
        u.destroyed ? '' : `, damage ${u.damage} of ${u.card.hullPoints}`
      }`,
    );
    if (u.destroyed) {
      item.classList.add('destroyed');
      item.append(element('strong', ' (destroyed)'));
    }
    list.append(item);
  }
  return list;
}

/** The seat's screen: the score, the board, its actions, what it saw happen, its units. */
function render(): void {
  for (const side of SIDES) $(`seat-${side}`).setAttribute('aria-pressed', String(seat === side));
  $<HTMLSelectElement>('computer').value = computer ?? '';
  const screen = $<HTMLDivElement>('screen');
  if (seat === null) {
    screen.replaceChildren(element('p', 'Pass the device: the next player takes a seat.'));
    return;
  }
  const view = warAtSeaGame.viewFor(state, seat);
  const legal = warAtSeaGame.legalActions(state, seat);
  const end = endLine(state);
  const heading = element('h2', `${seat}: turn ${view.turn}, ${view.phase} phase`);
  heading.tabIndex = -1; // focused after a move, so the screen reader reads on from the new turn
  const actions = element('div', '', 'actions');
  actions.setAttribute('role', 'group');
  actions.setAttribute('aria-label', 'Your actions');
  for (const action of legal) {
    const button = element('button', describe(action)) as HTMLButtonElement;
    button.type = 'button';
    button.dataset.action = JSON.stringify(action);
    button.addEventListener('click', () => act(action));
    actions.append(button);
  }
  if (end !== null) actions.append(element('p', 'The game is over: nothing more to do.'));
  else if (legal.length === 0) actions.append(element('p', 'Nothing for you to do now: the other player acts.'));
  const seen = element('ol', '', 'narration');
  for (const e of warAtSeaGame.eventsFor(events, seat).slice(-15)) seen.append(element('li', narrate(e)));
  screen.replaceChildren(
    heading,
    element('p', scoreLine(state), 'score'),
    ...(end === null ? [] : [element('p', end, 'winners')]),
    element('h3', 'Your actions'),
    actions,
    element('h3', 'What happened (newest last)'),
    seen,
    element('h3', 'The board'),
    drawBoard(view),
    element('h3', 'Units'),
    unitList(state, seat),
  );
}

function keep(): void {
  const saved: Saved = { setup, actions: log, computer };
  try {
    localStorage.setItem(STORE, JSON.stringify(saved));
  } catch {
    // Storage full or switched off: the game goes on, it is only not kept.
  }
}

function take(action: WarAtSeaActionInput): void {
  const applied = warAtSeaGame.apply(state, action);
  state = applied.state;
  log = [...log, action];
  events = [...events, ...applied.events];
  const told = applied.events.filter((e) => e.visibleTo === undefined).map(narrate);
  status(`${action.side}: ${describe(action)}. ${told.slice(0, 3).join(' ')}`);
}

/** The computer's moves: it acts while it has something to do, then waits for the player. */
function computerMoves(): void {
  for (let steps = 0; computer !== null && steps < 500 && !warAtSeaGame.outcome(state).over; steps++) {
    const side: Side = computer;
    const legal = warAtSeaGame.legalActions(state, side);
    if (legal.length === 0) return;
    const action = bot.choose({
      side,
      view: warAtSeaGame.viewFor(state, side),
      pending: warAtSeaGame.pending(state, side),
      legal,
      events: [],
      sample: (seed) => warAtSeaGame.resample(state, side, seed),
    });
    take(action);
  }
}

function act(action: WarAtSeaActionInput): void {
  take(action);
  computerMoves();
  keep();
  render();
  $<HTMLElement>('screen').querySelector<HTMLElement>('h2')?.focus();
}

/** Starts `saved` again from its set-up and actions, or says why it cannot. */
function restore(saved: Saved): boolean {
  try {
    const replayed = warAtSeaGame.replay(createWarAtSeaGame(saved.setup), saved.actions);
    setup = saved.setup;
    state = replayed.state;
    log = [...saved.actions];
    events = replayed.events.flat();
    computer = saved.computer === 'Allies' || saved.computer === 'Axis' ? saved.computer : null;
    return true;
  } catch (error) {
    status(`The kept game could not be read back (${error instanceof Error ? error.message : String(error)}).`);
    return false;
  }
}

/** A fresh game of the example set-up with a seed of its own. */
function newGame(): void {
  const seed = crypto.getRandomValues(new Int32Array(1))[0] ?? 1;
  setup = { ...(setupJson as unknown as WarAtSeaSetup), seed };
  state = createWarAtSeaGame(setup);
  log = [];
  events = [];
  seat = null;
  computerMoves();
  keep();
  status('A new game: the Allies take their seat first.');
  render();
}

// Watching a saved game: move by move, read-only.
let watched: { states: WarAtSeaGameState[]; events: GameEvent[][] } | null = null;
let at = 0;

function renderWatch(): void {
  const panel = $<HTMLDivElement>('watch-screen');
  if (watched === null) {
    panel.replaceChildren();
    return;
  }
  const shown = watched.states[at] as WarAtSeaGameState;
  const told = element('ol', '', 'narration');
  for (const e of watched.events[at - 1] ?? []) told.append(element('li', narrate(e)));
  const end = endLine(shown);
  panel.replaceChildren(
    element('p', `Move ${at} of ${watched.states.length - 1}: turn ${shown.turn}, ${shown.phase} phase.`, 'watch-at'),
    element('p', scoreLine(shown), 'score'),
    ...(end === null ? [] : [element('p', end, 'winners')]),
    told,
    drawBoard(warAtSeaGame.viewFor(shown, 'Allies')),
  );
}

function watch(text: string): void {
  try {
    const saved = JSON.parse(text) as Saved;
    let current = createWarAtSeaGame(saved.setup);
    const states = [current];
    const moves: GameEvent[][] = [];
    for (const action of saved.actions) {
      const applied = warAtSeaGame.apply(current, action);
      current = applied.state;
      states.push(current);
      moves.push([...applied.events]);
    }
    watched = { states, events: moves };
    at = states.length - 1;
    status(`Watching a saved game of ${saved.actions.length} actions (it cannot be played on).`);
  } catch (error) {
    watched = null;
    status(`Not a saved game: ${error instanceof Error ? error.message : String(error)}`);
  }
  renderWatch();
}

for (const side of SIDES) {
  $(`seat-${side}`).addEventListener('click', () => {
    seat = side;
    render();
  });
}
$<HTMLSelectElement>('computer').addEventListener('change', (event) => {
  const value = (event.target as HTMLSelectElement).value;
  computer = value === 'Allies' || value === 'Axis' ? value : null;
  computerMoves();
  keep();
  render();
});
$('leave').addEventListener('click', () => {
  seat = null;
  render();
});
$('new-game').addEventListener('click', newGame);
$('save').addEventListener('click', () => {
  const file = new Blob([JSON.stringify({ setup, actions: log, computer } satisfies Saved, null, 1)], {
    type: 'application/json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `war-at-sea-game-${log.length}-actions.json`;
  link.click();
  URL.revokeObjectURL(link.href);
  status(`Saved the game (${log.length} actions) as a file.`);
});
$<HTMLInputElement>('watch-file').addEventListener('change', async (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file !== undefined) watch(await file.text());
});
$('watch-first').addEventListener('click', () => {
  at = 0;
  renderWatch();
});
$('watch-back').addEventListener('click', () => {
  at = Math.max(0, at - 1);
  renderWatch();
});
$('watch-next').addEventListener('click', () => {
  at = Math.min((watched?.states.length ?? 1) - 1, at + 1);
  renderWatch();
});

const kept = localStorage.getItem(STORE);
if (kept !== null && restore(JSON.parse(kept) as Saved)) {
  status(`Welcome back: the game goes on from action ${log.length}.`);
}
render();
