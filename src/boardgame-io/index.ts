/**
 * The library's games on boardgame.io: `toBoardgameIo(game, start)` returns a boardgame.io
 * `Game` whose moves are the game's actions, whose player views never hold the dice, and
 * whose active players come from `pending`. boardgame.io is an optional peer dependency
 * that only this subpath uses.
 * @packageDocumentation
 */
export {
  type BoardgameIoOptions,
  type BoardgameIoPlayerView,
  type BoardgameIoState,
  toBoardgameIo,
} from './to-boardgame-io.js';
