/**
 * Self-play of every game from its docs set-up (`examples/<game>/setup.json`): random
 * against random over many seeds. Every game must end by its own rules (never at the
 * action bound, never with nobody able to act), every chosen action is accepted (playOut
 * applies it), and the log replays to the final state. War at Sea's doctrine runs in its
 * own file (war-at-sea.self-play.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue } from '../../src/cartwheel/index.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { type CatalogueGame, randomBot } from '../../src/index.js';
import { shoestringCatalogue } from '../../src/shoestring/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { selfPlay } from './self-play.js';

interface Case {
  readonly game: CatalogueGame;
  readonly setup: string;
  readonly seeds: number;
  /** Weights of the random bots by action type: passes and endless re-staging made rarer so games move on. */
  readonly weights: Readonly<Record<string, number>>;
}

const SEEDS = Number(process.env.SELF_PLAY_SEEDS ?? 50);
const cases: Case[] = [
  { game: firepowerCatalogue.game, setup: 'firepower-battle', seeds: SEEDS, weights: { concede: 0 } },
  { game: shoestringCatalogue.game, setup: 'shoestring-game', seeds: SEEDS, weights: {} },
  { game: sopacCatalogue.game, setup: 'sopac-game', seeds: SEEDS, weights: { 'end-turn': 3 } },
  { game: cartwheelCatalogue.game, setup: 'cartwheel-game', seeds: SEEDS, weights: { 'stage-move': 0.02 } },
];

for (const { game, setup, seeds, weights } of cases) {
  const start = JSON.parse(readFileSync(new URL(`../../examples/${setup}/setup.json`, import.meta.url), 'utf8'));
  describe(`${game.name} self-play on examples/${setup}/setup.json`, () => {
    it(`random against random: ${seeds} games end by the rules and replay`, { timeout: 240_000 }, () => {
      const [a, b] = game.game.sides as [string, string];
      const tally = new Map<string, number>();
      for (let seed = 1; seed <= seeds; seed++) {
        const bots = [randomBot({ seed, weights }), randomBot({ seed: seed + 100_000, weights })] as const;
        const { outcome } = selfPlay(game.game, game.create({ ...start, seed }), bots, 20_000);
        const key = outcome.winners.join('+') || 'draw';
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
      console.info(`${game.name} random vs random (${a}, ${b}):`, Object.fromEntries(tally));
      expect([...tally.values()].reduce((x, y) => x + y, 0)).toBe(seeds);
    });
  });
}
