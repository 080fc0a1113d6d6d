/**
 * The library's games on boardgame.io: `toBoardgameIo(game, start)` is the `Game` a host
 * runs (one move, `act`; state made on the host at the first move, with dice drawn there;
 * player views that never hold the dice), `toBoardgameIoClient(game)` the one a client
 * imports (no set-up), and `guardTransport` closes what boardgame.io 0.50's socket.io
 * transport lets a client do (act for the other seat, send game events, oversized
 * messages), and `postgresStore(client)` is a store on Postgres or PGlite that several hosts
 * may share. boardgame.io is an optional peer dependency that only this subpath uses, for
 * its types.
 * @packageDocumentation
 */
export { toBoardgameIoClient } from './client-game.js';
export { type GuardableTransport, type GuardOptions, guardTransport } from './guard-transport.js';
export {
  type MatchMetadata,
  type PostgresStore,
  type PostgresStoreOptions,
  postgresStore,
  type SqlClient,
  type StorePubSub,
} from './postgres-store.js';
export {
  type BoardgameIoBot,
  type BoardgameIoHostGame,
  type BoardgameIoOptions,
  type BoardgameIoPlayerView,
  type BoardgameIoRefusal,
  type BoardgameIoSeen,
  type BoardgameIoState,
  toBoardgameIo,
} from './to-boardgame-io.js';
