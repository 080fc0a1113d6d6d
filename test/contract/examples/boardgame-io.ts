/**
 * Valid examples of `naval-rules/boardgame-io` for the contract fuzz test. Unit cards are
 * MADE-UP, not the base game's.
 */
import type * as api from '../../../src/boardgame-io/index.js';
import {
  createWarAtSeaGame,
  type WarAtSeaSetup,
  warAtSeaCatalogue,
  warAtSeaGame,
} from '../../../src/war-at-sea/index.js';
import { TRANSPORT } from '../../war-at-sea/game/game-fixtures.js';
import type { SubpathExamples } from '../contract-examples.js';

const setup: WarAtSeaSetup = {
  seed: 3,
  target: 40,
  deployment: { Allies: 'south', Axis: 'north' },
  islands: [{ id: 'MADE-UP atoll', sector: 'C3' }],
  units: [{ id: 'AP-1', side: 'Allies', card: TRANSPORT }],
};

export const boardgameIo: SubpathExamples<typeof api> = {
  examples: {
    toBoardgameIo: () => [
      [warAtSeaCatalogue.game, setup],
      [warAtSeaGame, createWarAtSeaGame(setup), { name: 'landing' }],
      [warAtSeaCatalogue.game, () => setup, { seed: () => '01'.repeat(16) }],
    ],
    toBoardgameIoClient: () => [[warAtSeaCatalogue.game], [warAtSeaGame, { name: 'landing' }]],
    // A transport as boardgame.io's Server calls it (init with its app and games).
    guardTransport: () => [
      [{ init: () => undefined }],
      [{ init: () => undefined }, { maxBytes: 4_096, maxPerAddress: { messagesPerSecond: 500, sockets: 20 } }],
    ],
    // A client as postgresStore uses it (node-postgres's Pool or PGlite): query(text, params).
    postgresStore: () => [
      [{ query: async () => ({ rows: [] }) }],
      [{ query: async () => ({ rows: [] }) }, { table: 'matches', pageSize: 20, listen: () => undefined }],
    ],
  },
  exempt: {},
};
