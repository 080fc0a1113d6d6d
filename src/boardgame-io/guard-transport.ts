import { formatValue } from '../core/format-value.js';
import { expectObject } from '../core/guards.js';
import { RulesError } from '../core/rules-error.js';
import { ACT, WHERE } from './client-game.js';
import { remember } from './remember.js';
import { wholeOption } from './whole-option.js';

/** A socket.io socket, as far as the guard uses it. */
interface GuardedSocket {
  use(middleware: (packet: unknown[], next: (error?: Error) => void) => void): unknown;
  emit(event: string, ...args: unknown[]): boolean;
  on(event: 'disconnect', listener: () => void): unknown;
  listeners(event: string): ((...args: unknown[]) => unknown)[];
  readonly handshake?: { readonly address?: unknown };
}

/** A boardgame.io state as a player is sent it (G is the player view). */
interface SentState {
  readonly G?: { readonly sides?: unknown; readonly pending?: unknown };
  readonly ctx?: Record<string, unknown>;
  readonly _stateID?: number;
}

/** The active players as this player may know them: the sides of its own pending list (boardgame.io's are from everyone's). */
function activeFor(state: SentState): Record<string, null> {
  const active: Record<string, null> = {};
  const { sides, pending } = state.G ?? {};
  if (!Array.isArray(sides) || !Array.isArray(pending)) return active;
  for (const entry of pending as { side?: unknown }[]) {
    const index = sides.indexOf(entry?.side);
    if (index >= 0) active[String(index)] = null;
  }
  return active;
}

/** What a player sees of a state, counters aside: two states alike here are one to that player. */
function seenOf(state: SentState): string {
  const ctx = state.ctx ?? {};
  return JSON.stringify([state.G, activeFor(state), ctx.gameover ?? null, ctx.phase ?? null, ctx.turn ?? null]);
}

/**
 * The state with this player's own counters: the state id and move count are how many
 * states this player was sent that differed from the one before, and the active players
 * are those of its own pending list, so nothing counts or shows the other side's secret
 * moves.
 */
function withOwnCounters(state: SentState, version: number): SentState {
  const active = activeFor(state);
  const zeros = Object.fromEntries(Object.keys(active).map((id) => [id, 0]));
  const ctx = {
    ...state.ctx,
    numMoves: version,
    activePlayers: active,
    _activePlayersNumMoves: zeros,
    _activePlayersMinMoves: null,
    _activePlayersMaxMoves: null,
    _prevActivePlayers: [],
    _nextActivePlayers: null,
  };
  return { ...state, ctx, _stateID: version };
}

/**
 * Wraps what boardgame.io sends one socket: each match's states get this player's own
 * counters, logs are left out (they hold one entry per move, the other side's secret ones
 * too), and a state that shows this player nothing new is not sent at all, unless this
 * player made the move (its own answer). Deltas (`patch`) are never sent: the games here
 * do not use them.
 */
function sendOwnCounters(
  socket: GuardedSocket,
  playerOf: (matchID: unknown) => unknown,
  advanced: (matchID: unknown, stateID: number, news: boolean) => void,
  afterWrite: (matchID: unknown, state: unknown, send: () => void) => void,
): (matchID: unknown, player: string) => { readonly version: number; readonly stateID: number } | undefined {
  const emit = socket.emit.bind(socket);
  // Per match: this player's own state count, what it last saw and the stored state id it
  // came from (a state older than that is never sent: with several hosts, a read of another
  // host's move can end after this host's next one).
  const sent = new Map<unknown, { version: number; seen: string; active: Record<string, null>; stateID: number }>();
  const send = (event: string, ...args: unknown[]): boolean => {
    if (event === 'sync') {
      const [matchID, info] = args as [unknown, Record<string, unknown> | undefined];
      if (!isRecord(info) || !isRecord(info.state)) return emit(event, ...args);
      const state = info.state as SentState;
      sent.set(matchID, { version: 0, seen: seenOf(state), active: activeFor(state), stateID: stateIdOf(state) });
      const initial = isRecord(info.initialState) ? withOwnCounters(info.initialState as SentState, 0) : undefined;
      return emit(event, matchID, { ...info, state: withOwnCounters(state, 0), log: [], initialState: initial });
    }
    if (event === 'update') {
      const [matchID, state, deltalog] = args as [unknown, SentState, unknown];
      const mine = sent.get(matchID);
      if (mine === undefined || !isRecord(state) || stateIdOf(state) < mine.stateID) return true;
      mine.stateID = stateIdOf(state);
      const player = playerOf(matchID);
      const acted =
        Array.isArray(deltalog) &&
        deltalog.some(
          (entry) =>
            isRecord(entry) &&
            isRecord(entry.action) &&
            isRecord(entry.action.payload) &&
            entry.action.payload.playerID === player,
        );
      const seen = seenOf(state);
      const news = seen !== mine.seen || acted;
      if (news) {
        mine.version += 1;
        mine.seen = seen;
        mine.active = activeFor(state);
        emit(event, matchID, withOwnCounters(state, mine.version), []);
      }
      advanced(matchID, mine.stateID, news);
      return true;
    }
    if (event === 'patch') return true;
    return emit(event, ...args);
  };
  socket.emit = (event: string, ...args: unknown[]): boolean => {
    // A move's result goes out once the store has it: boardgame.io sends before it writes.
    if (event === 'update') {
      afterWrite(args[0], args[1], () => send(event, ...args));
      return true;
    }
    return send(event, ...args);
  };
  // The state id a move of `player` must carry (the last this socket was sent) and the
  // stored state's id it stands for (the latest this socket was given, sent or not: one it
  // was not sent showed it nothing new), while the player is active in it (boardgame.io
  // drops, unanswered, a move of a player who is not).
  return (matchID, player) => {
    const mine = sent.get(matchID);
    return mine !== undefined && player in mine.active ? mine : undefined;
  };
}

/** The koa app boardgame.io's `Server` hands its transport (`app._io` is socket.io's server, `app.context.db` the storage). */
interface ServerApp {
  readonly _io?: { of(name: string): { on(event: 'connection', listener: (socket: GuardedSocket) => void): unknown } };
  readonly context?: {
    readonly db?: {
      fetch(matchID: string, options: { metadata: true }): unknown;
      setState?: (matchID: string, ...rest: unknown[]) => unknown;
    };
  };
}

/** The most matches whose stored state id the guard keeps in memory (and whose seats it caches). */
const MATCH_CACHE = 10_000;

/** Wraps a method of the store object (an own property; its class is left as it was). */
function wrapMethod(
  store: Record<string, unknown> | undefined,
  name: string,
  wrapper: (call: (...args: unknown[]) => unknown, args: unknown[]) => unknown,
): void {
  const method = store?.[name];
  if (store === undefined || typeof method !== 'function') return;
  Object.defineProperty(store, name, {
    configurable: true,
    writable: true,
    value: (...args: unknown[]) => wrapper((...given) => method.apply(store, given), args),
  });
}

const stateIdOf = (state: unknown): number =>
  isRecord(state) && typeof state._stateID === 'number' ? state._stateID : -1;

/**
 * Holds each match's outgoing states until the store has them: boardgame.io 0.50 sends a
 * move's result to the players and then, in the same tick, writes it, so a state newer
 * than any this host knows stored waits for the write that follows it. A state the store
 * returned (another host's move, read to be sent here) is stored and goes at once. A
 * write that fails or is refused (`setState` resolving false: another host's move got
 * there first) sends nothing (the players' next sync, or the other host's move, gives
 * the stored state). The store's `setState` is given no log entries:
 * the guard never sends boardgame.io's log and the games keep their own history in `G`,
 * so a store that appends each move's entries to the match's log (bgio-postgres rewrites
 * the whole log) has nothing to add.
 */
function storeThenSend(
  db: NonNullable<ServerApp['context']>['db'],
): (matchID: unknown, state: unknown, send: () => void) => void {
  const queued = new Map<unknown, (() => void)[]>();
  const stored = new Map<string, number>();
  const known = (matchID: string, state: unknown) => {
    const id = stateIdOf(state);
    if (id > (stored.get(matchID) ?? -1)) remember(stored, matchID, id, MATCH_CACHE);
  };
  const store = db as unknown as Record<string, unknown> | undefined;
  if (typeof store?.setState !== 'function') return (_matchID, _state, send) => send();
  wrapMethod(store, 'setState', (call, [matchID, state]) => {
    const waiting = queued.get(matchID) ?? [];
    queued.delete(matchID);
    const written = call(matchID, state, []);
    Promise.resolve(written).then(
      (result) => {
        if (result === false) return;
        known(matchID as string, state);
        for (const send of waiting) send();
      },
      () => undefined,
    );
    return written;
  });
  wrapMethod(store, 'fetch', (call, [matchID, opts]) => {
    const found = call(matchID, opts);
    Promise.resolve(found).then(
      (result) => {
        if (isRecord(result) && result.state !== undefined) known(matchID as string, result.state);
      },
      () => undefined,
    );
    return found;
  });
  return (matchID, state, send) => {
    if (typeof matchID === 'string' && stateIdOf(state) <= (stored.get(matchID) ?? -1)) return send();
    const waiting = queued.get(matchID);
    if (waiting === undefined) queued.set(matchID, [send]);
    else waiting.push(send);
  };
}

/** A match's seats as boardgame.io stores them: who joined, with the credentials the lobby gave. */
type Seats = Readonly<Record<string, { readonly credentials?: unknown } | undefined>>;

/** How long a move may go unanswered before its player may send another. */
const UNANSWERED_MS = 10_000;

/**
 * The seats of the matches this host has read, kept as the store is told them: every
 * `setMetadata` (a join, a leave, and boardgame.io's own after each move) and `createMatch`
 * of this host sets them, `wipe` forgets them, so a move's seat check costs no read. The
 * store's methods are wrapped on the store object (own properties). Only for a store no
 * other host writes: with a shared pub/sub (several hosts) seats are read afresh.
 */
function seatCache(db: NonNullable<ServerApp['context']>['db']): Map<string, Seats> {
  const cache = new Map<string, Seats>();
  const seen = (matchID: unknown, metadata: unknown) => {
    if (typeof matchID !== 'string') return;
    cache.delete(matchID);
    const players = isRecord(metadata) && isRecord(metadata.players) ? (metadata.players as Seats) : undefined;
    if (players !== undefined) remember(cache, matchID, players, MATCH_CACHE);
  };
  const store = db as unknown as Record<string, unknown> | undefined;
  const after = (name: string, look: (args: unknown[]) => void) =>
    wrapMethod(store, name, (call, args) => {
      look(args);
      return call(...args);
    });
  after('setMetadata', ([matchID, metadata]) => seen(matchID, metadata));
  after('createMatch', ([matchID, opts]) => seen(matchID, isRecord(opts) ? opts.metadata : undefined));
  after('wipe', ([matchID]) => cache.delete(matchID as string));
  return cache;
}

/** boardgame.io's socket.io transport (`new SocketIO()` from `boardgame.io/server`), as far as the guard uses it. */
export interface GuardableTransport {
  /** Called by boardgame.io's `Server` with its app and games. */
  init(app: never, games: readonly { readonly name?: string }[], origins?: unknown): void;
}

/** Options of {@link guardTransport}. */
export interface GuardOptions {
  /** The most bytes of one message's arguments (as JSON); larger ones are dropped unread. Default 16,384. */
  readonly maxBytes?: number;
  /** The most messages one socket may send in a second; the rest of that second's are dropped unread. Default 200. */
  readonly maxMessagesPerSecond?: number;
  /**
   * The most messages all sockets from one address may send in a second, and the most
   * sockets one address may hold open at once; past them messages are dropped unread and
   * new sockets closed. Behind a proxy every client has the proxy's address: raise it there.
   * Default 2,000 messages and 100 sockets.
   */
  readonly maxPerAddress?: { readonly messagesPerSecond?: number; readonly sockets?: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isSeat = (value: unknown): value is '0' | '1' => value === '0' || value === '1';
const isPlayer = (value: unknown) => value === null || value === undefined || isSeat(value);
const isCredentials = (value: unknown) => value === undefined || typeof value === 'string';

function sizeOf(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Whether an `update` (a move) is one this library's games take: a move (never a game
 * event such as `endGame` or `setActivePlayers`, never undo), named `act`, with one
 * argument, by the very player the credentials are checked for (boardgame.io 0.50 checks
 * the outer player id and runs the move as the one inside the action).
 */
function fairUpdate(args: readonly unknown[]): boolean {
  const [action, stateID, matchID, playerID] = args;
  if (args.length !== 4 || !isRecord(action) || typeof stateID !== 'number' || typeof matchID !== 'string') {
    return false;
  }
  const payload = action.payload;
  if (action.type !== 'MAKE_MOVE' || !isRecord(payload) || payload.type !== ACT) return false;
  if (typeof playerID !== 'string' || payload.playerID !== playerID || !isCredentials(payload.credentials)) {
    return false;
  }
  // An action names no side: the seat is the side (the move would refuse it unanswered).
  return (
    Array.isArray(payload.args) &&
    payload.args.length === 1 &&
    isRecord(payload.args[0]) &&
    !Object.hasOwn(payload.args[0], 'side')
  );
}

/**
 * Guards a boardgame.io socket.io transport so that nothing a client sends can act for the
 * other seat, end the game or hurt the host: every message is checked before boardgame.io
 * reads it, and one that fails is dropped unanswered. It lets through only
 *
 * - a move (`update`) named `act` with one argument naming no side, sent by the same
 *   player id as the move carries inside (boardgame.io 0.50 authenticates the outer id and
 *   runs the inner), on a match this socket synced as that seat, with the credentials the
 *   lobby gave the player who joined it (checked again as the move is taken), on the state
 *   id this player was last sent and not while its previous move is unanswered (so a
 *   resend counts once); never a game event from a client (`endGame`,
 *   `setActivePlayers`, `endTurn`…), undo or redo;
 * - `sync` of a match that exists (boardgame.io would make one on demand for any id), as
 *   the joined player of seat `'0'` or `'1'` with its credentials (a seat nobody joined
 *   takes nothing, where boardgame.io alone takes any move until someone joins), or as a
 *   spectator (no player id; boardgame.io's `Client` sends `null` credentials);
 * - `chat`; and none larger than `maxBytes` (socket.io's own frame cap is set to four
 *   times that), nor past `maxMessagesPerSecond` from one socket in a second or
 *   `maxPerAddress` from one address (a socket past its `sockets` is closed).
 *
 * What it sends each player is that player's own too: a state that shows the player
 * nothing new is not sent (unless it answers the player's own move), the state id and move
 * count are how many states that player was sent, the active players are those of its own
 * pending list, and boardgame.io's logs (one entry a move) are left out. So nothing a
 * player receives counts or shows the other side's secret moves. boardgame.io is handed,
 * with each move, the id of the stored state the player's view stands for, and takes the
 * move only on that state (two moves on one view, from one socket or two, apply once); a
 * move overtaken by a state that shows its player nothing new is handed over again on it.
 * And a move's result is sent only once the server's store has it (boardgame.io sends
 * first), so a host that dies at any moment loses no move a client saw.
 *
 * Returns a guarded transport for boardgame.io's `Server({ games, transport })` (the one
 * given is left unchanged; use only the returned one).
 *
 * @example
 * ```ts sketch
 * const { Server, SocketIO } = createRequire(import.meta.url)('boardgame.io/server');
 * const server = Server({ games: [game], transport: guardTransport(new SocketIO()) });
 * ```
 */
export function guardTransport<T extends GuardableTransport>(transport: T, options: GuardOptions = {}): T {
  expectObject(transport, WHERE, 'transport');
  expectObject(options, WHERE, 'options');
  const maxBytes = wholeOption(options.maxBytes, 'maxBytes', 256, 16_777_216, 16_384);
  const maxPerSecond = wholeOption(options.maxMessagesPerSecond, 'maxMessagesPerSecond', 1, 10_000, 200);
  const perAddress = options.maxPerAddress === undefined ? {} : options.maxPerAddress;
  expectObject(perAddress, WHERE, 'options.maxPerAddress');
  const addressPerSecond = wholeOption(
    perAddress.messagesPerSecond,
    'maxPerAddress.messagesPerSecond',
    1,
    1_000_000,
    2_000,
  );
  const addressSockets = wholeOption(perAddress.sockets, 'maxPerAddress.sockets', 1, 1_000_000, 100);
  if (typeof transport.init !== 'function') {
    throw new RulesError(
      `${WHERE}: transport must be boardgame.io's SocketIO transport; got ${formatValue(transport)}`,
      {
        code: 'INVALID_INPUT',
        rule: 'boardgame.io',
        path: ['transport'],
      },
    );
  }
  // A transport of its own that inherits the given one (which is left as it was): socket.io's
  // frame cap set in the options the transport passes on, and init guarded.
  // (Own properties, defined: the given transport may be frozen.)
  const guarded = Object.create(transport) as T & {
    socketOpts?: Record<string, unknown>;
    pubSub?: { shared?: unknown };
  };
  const own = (key: string, value: unknown) =>
    Object.defineProperty(guarded, key, { value, writable: true, enumerable: true, configurable: true });
  own('socketOpts', { ...guarded.socketOpts, maxHttpBufferSize: maxBytes * 4 });
  const init = transport.init;
  own('init', (app: never, games: Parameters<GuardableTransport['init']>[1], origins: unknown) => {
    init.call(guarded, app, games, origins);
    const { _io: io, context } = app as ServerApp;
    if (io === undefined) throw new Error(`${WHERE}: guardTransport found no socket.io server on boardgame.io's app`);
    // A refused write (another host's move came first) sends nothing: that host's state,
    // heard through the pub/sub, settles the move or hands it over again.
    const afterWrite = storeThenSend(context?.db);
    // A pub/sub that says it is shared (several hosts on one store) means seats change elsewhere.
    const seats = guarded.pubSub?.shared === true ? undefined : seatCache(context?.db);
    /** The match's seats, or undefined when there is no such match. */
    const seatsOf = async (matchID: unknown): Promise<Seats | undefined> => {
      if (typeof matchID !== 'string' || matchID.length > 256 || context?.db === undefined) return undefined;
      const known = seats?.get(matchID);
      if (known !== undefined) return known;
      const found = (await context.db.fetch(matchID, { metadata: true })) as
        | { metadata?: { players?: Seats } }
        | undefined;
      if (found?.metadata === undefined) return undefined;
      const players = found.metadata.players ?? {};
      if (seats !== undefined) remember(seats, matchID, players, MATCH_CACHE);
      return players;
    };
    // Per address: sockets open, and messages in the current second.
    const addresses = new Map<string, { sockets: number; second: number; count: number }>();
    /** Whether `seat` of the match was joined with exactly these credentials (an unjoined seat has none). */
    const joined = (seats: Seats | undefined, seat: string, credentials: unknown): boolean => {
      const stored = seats?.[seat]?.credentials;
      return typeof stored === 'string' && stored.length > 0 && stored === credentials;
    };
    for (const game of games) {
      io.of(game.name ?? 'default').on('connection', (socket) => {
        const address = String(socket.handshake?.address ?? '');
        const from = addresses.get(address) ?? { sockets: 0, second: 0, count: 0 };
        addresses.set(address, from);
        if (from.sockets >= addressSockets) {
          (socket as GuardedSocket & { disconnect?: (close?: boolean) => void }).disconnect?.(true);
          return;
        }
        from.sockets += 1;
        // What this socket synced, match by match: a joined seat with its credentials, or a
        // spectator (null). Only a synced socket is sent a match's states, and only its seat
        // may move there.
        const synced = new Map<string, { readonly seat: '0' | '1' | null; readonly credentials?: unknown }>();
        // Matches where this socket's move is on its way and not yet answered: a second
        // move before the answer (a resend) is dropped, as is one on a stale state id.
        const inFlight = new Map<
          unknown,
          { readonly timer: ReturnType<typeof setTimeout>; on: number; readonly args: unknown[] }
        >();
        const settle = (matchID: unknown) => {
          clearTimeout(inFlight.get(matchID)?.timer);
          inFlight.delete(matchID);
        };
        socket.on('disconnect', () => {
          from.sockets -= 1;
          if (from.sockets === 0) addresses.delete(address);
          for (const { timer } of inFlight.values()) clearTimeout(timer);
        });
        const versionOf = sendOwnCounters(
          socket,
          (matchID) => (typeof matchID === 'string' ? synced.get(matchID)?.seat : undefined),
          // A newer state that answers the move or shows the player something settles it (a
          // move on an older view can no longer apply). One that shows the player nothing new
          // (the other side's secret move came first) leaves the move as good as made on it:
          // it is handed to boardgame.io again on that state, so no player can tell from its
          // own moves' fate that the other side moved.
          (matchID, stateID, news) => {
            const move = inFlight.get(matchID);
            if (move === undefined || move.on >= stateID) return;
            if (news) return settle(matchID);
            move.on = stateID;
            const again = [...move.args];
            again[1] = stateID;
            queueMicrotask(() => {
              for (const listener of socket.listeners('update')) listener(...again);
            });
          },
          afterWrite,
        );
        let second = 0;
        let count = 0;
        socket.use((packet, next) => {
          const now = Math.floor(Date.now() / 1000);
          if (now !== second) {
            second = now;
            count = 0;
          }
          if (++count > maxPerSecond) return;
          if (now !== from.second) {
            from.second = now;
            from.count = 0;
          }
          if (++from.count > addressPerSecond) return;
          const [event, ...args] = Array.isArray(packet) ? packet : [];
          if (sizeOf(args) > maxBytes) return;
          if (event === 'update') {
            if (!fairUpdate(args)) return;
            const [action, stateID, matchID, playerID] = args as [
              { payload: { credentials?: unknown } },
              number,
              string,
              string,
            ];
            const seat = synced.get(matchID);
            if (seat === undefined || seat.seat === null || seat.seat !== playerID) return;
            if (action.payload.credentials !== seat.credentials) return;
            const known = versionOf(matchID, playerID);
            if (inFlight.has(matchID) || known === undefined || stateID !== known.version) return;
            // boardgame.io is handed the stored state's id the player's view stands for: it
            // takes the move only on that state, so two moves sent on one view (a resend, or
            // two sockets, on one host or two) never both apply.
            (packet as unknown[])[2] = known.stateID;
            // A move boardgame.io drops unanswered (the match just ended) frees the seat in time.
            const timer = setTimeout(() => inFlight.delete(matchID), UNANSWERED_MS);
            timer.unref?.();
            inFlight.set(matchID, {
              timer,
              on: known.stateID,
              args: [...args.slice(0, 1), known.stateID, ...args.slice(2)],
            });
            // The seat is checked again as the move is taken: a player who left gives it up.
            seatsOf(matchID).then(
              (seats) => {
                if (joined(seats, seat.seat as string, seat.credentials)) next();
                else settle(matchID);
              },
              () => settle(matchID),
            );
          } else if (event === 'sync') {
            const [matchID, playerID, credentials] = args;
            if (args.length > 4 || typeof matchID !== 'string' || !isPlayer(playerID)) return;
            if (credentials !== null && !isCredentials(credentials)) return;
            seatsOf(matchID).then(
              (seats) => {
                if (seats === undefined) return;
                if (isSeat(playerID)) {
                  // A seat is synced only by the player who joined it, with its credentials.
                  if (!joined(seats, playerID, credentials)) return;
                  synced.set(matchID, { seat: playerID, credentials });
                } else synced.set(matchID, { seat: null }); // a spectator, as boardgame.io's Client sends one
                settle(matchID);
                next();
              },
              () => undefined,
            );
          } else if (event === 'chat') {
            const [matchID, message, credentials] = args;
            if (typeof matchID === 'string' && isRecord(message) && isCredentials(credentials)) next();
          }
        });
      });
    }
  });
  return guarded;
}
