/**
 * A two-player War at Sea landing in one page, hot-seat, on the game layer: the host (this
 * page's state) keeps the whole game with its dice; a seat shows only its player's view and
 * events, and offers the actions the game lists for that player now (`legalActions`). Either
 * side may be played by the computer (the doctrine bot, seeing only that side's view). The
 * log (set-up and actions) can be saved and replayed. Unit cards are MADE-UP.
 */
// In your app: import { … } from 'naval-rules' and 'naval-rules/war-at-sea'.
import { doctrineBot } from '../../src/index.js';
import {
  createWarAtSeaGame,
  type WarAtSeaActionInput,
  type WarAtSeaGameState,
  type WarAtSeaSetup,
  warAtSeaDoctrine,
  warAtSeaGame,
} from '../../src/war-at-sea/index.js';
import setupJson from '../war-at-sea-landing/setup.json' with { type: 'json' };
import { describe } from './labels.js';

type Side = 'Allies' | 'Axis';
type Event = ReturnType<typeof warAtSeaGame.apply>['events'][number];

const setup = setupJson as unknown as WarAtSeaSetup;
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

// The host's part: state, log and every event, never shown as they are.
let state: WarAtSeaGameState = createWarAtSeaGame(setup);
let log: WarAtSeaActionInput[] = [];
let events: Event[] = [];
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

/** The seat's screen: its view, its events, and the legal actions pending for it. */
function render(): void {
  for (const side of ['Allies', 'Axis'] as const) $(`seat-${side}`).setAttribute('aria-pressed', String(seat === side));
  const screen = $<HTMLDivElement>('screen');
  if (seat === null) {
    screen.replaceChildren(element('p', 'Pass the device: the next player takes a seat.'));
    return;
  }
  const view = warAtSeaGame.viewFor(state, seat);
  const legal = warAtSeaGame.legalActions(state, seat);
  const heading = element('h2', `${seat}: turn ${view.turn}, ${view.phase} phase`);
  const result =
    view.winners.length > 0 ? element('p', `Winners: ${view.winners.join(', ')}`, 'winners') : element('p', '');
  const actions = element('div', '');
  actions.setAttribute('role', 'group');
  actions.setAttribute('aria-label', 'Your actions');
  for (const action of legal) {
    const button = element('button', describe(action)) as HTMLButtonElement;
    button.type = 'button';
    button.dataset.action = JSON.stringify(action);
    button.addEventListener('click', () => act(action));
    actions.append(button);
  }
  if (legal.length === 0) actions.append(element('p', 'Nothing for you to do now: the other player acts.'));
  const units = element('ul', '');
  for (const u of view.units) {
    units.append(
      element(
        'li',
        `${u.id} (${u.side}, ${u.card.type}) in ${u.sector}: ${u.troopsAboard} troops aboard, damage ${u.damage}`,
      ),
    );
  }
  const islands = element('ul', '');
  for (const i of view.islands) {
    islands.append(
      element(
        'li',
        `${i.id} (${i.sector}, ${i.value} points): Allies ${i.troops.Allies.length}, Axis ${i.troops.Axis.length}; held by ${i.claimedBy ?? 'nobody'}`,
      ),
    );
  }
  const seen = element('ol', '');
  for (const e of warAtSeaGame.eventsFor(events, seat).slice(-12)) seen.append(element('li', `${e.type} (${e.rule})`));
  screen.replaceChildren(
    heading,
    result,
    element('h3', 'Your actions'),
    actions,
    element('h3', 'Units'),
    units,
    element('h3', 'Islands'),
    islands,
    element('h3', 'What you saw happen'),
    seen,
  );
}

function take(action: WarAtSeaActionInput): void {
  const applied = warAtSeaGame.apply(state, action);
  state = applied.state;
  log = [...log, action];
  events = [...events, ...applied.events];
  $<HTMLParagraphElement>('status').textContent = `${action.side}: ${describe(action)}`;
}

/** The computer's moves: it acts until it has passed (or has nothing to do), then waits for the player. */
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
    if (action.type === 'advance') return;
  }
}

function act(action: WarAtSeaActionInput): void {
  take(action);
  computerMoves();
  render();
}

for (const side of ['Allies', 'Axis'] as const) {
  $(`seat-${side}`).addEventListener('click', () => {
    seat = side;
    render();
  });
}
$<HTMLSelectElement>('computer').addEventListener('change', (event) => {
  const value = (event.target as HTMLSelectElement).value;
  computer = value === 'Allies' || value === 'Axis' ? value : null;
  computerMoves();
  render();
});
$('leave').addEventListener('click', () => {
  seat = null;
  render();
});
$('save').addEventListener('click', () => {
  $<HTMLTextAreaElement>('log').value = JSON.stringify({ setup, actions: log });
});
$('replay').addEventListener('click', () => {
  const status = $<HTMLParagraphElement>('status');
  try {
    const saved = JSON.parse($<HTMLTextAreaElement>('log').value) as {
      setup: WarAtSeaSetup;
      actions: WarAtSeaActionInput[];
    };
    const replayed = warAtSeaGame.replay(createWarAtSeaGame(saved.setup), saved.actions);
    state = replayed.state;
    log = [...saved.actions];
    events = replayed.events.flat();
    status.textContent = `Replayed ${log.length} actions.`;
  } catch (error) {
    status.textContent = `Not replayed: ${error instanceof Error ? error.message : String(error)}`;
  }
  render();
});
render();
