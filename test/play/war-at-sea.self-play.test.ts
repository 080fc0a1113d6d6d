import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyGame, Doctrine } from '../../src/index.js';
import { createWarAtSeaGame, warAtSeaDoctrine, warAtSeaGame } from '../../src/war-at-sea/index.js';
import { type BotKind, makeBot, rate, selfPlay } from './self-play.js';

const setup = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
);
const game = warAtSeaGame as unknown as AnyGame;
const doctrine = warAtSeaDoctrine as unknown as Doctrine;
const SEEDS = Number(process.env.SELF_PLAY_SEEDS ?? 50);

function series(allies: BotKind, axis: BotKind, seeds: number): Record<string, number> {
  const wins: Record<string, number> = { Allies: 0, Axis: 0, both: 0, draw: 0 };
  for (let seed = 1; seed <= seeds; seed++) {
    const start = createWarAtSeaGame({ ...setup, seed });
    const bots = [makeBot(allies, game, doctrine, seed), makeBot(axis, game, doctrine, seed + 100_000)] as const;
    const { outcome } = selfPlay(game, start, bots, 5_000);
    const key = outcome.winners.length === 2 ? 'both' : (outcome.winners[0] ?? 'draw');
    wins[key] = (wins[key] ?? 0) + 1;
  }
  return wins;
}

describe('War at Sea self-play on the docs landing (examples/war-at-sea-landing/setup.json)', () => {
  it(`random against random: ${SEEDS} games end by the rules and replay`, () => {
    const wins = series('random', 'random', SEEDS);
    expect(Object.values(wins).reduce((a, b) => a + b, 0)).toBe(SEEDS);
  });

  it(`doctrine against doctrine: ${SEEDS} games end by the rules and replay`, () => {
    const wins = series('doctrine', 'doctrine', SEEDS);
    expect(Object.values(wins).reduce((a, b) => a + b, 0)).toBe(SEEDS);
  });

  it('doctrine beats random in at least 80 % of games, from either side', () => {
    const asAllies = series('doctrine', 'random', 100).Allies ?? 0;
    const asAxis = series('random', 'doctrine', 100).Axis ?? 0;
    console.info(`War at Sea doctrine vs random: as Allies ${rate(asAllies, 100)}; as Axis ${rate(asAxis, 100)}`);
    expect(asAllies).toBeGreaterThanOrEqual(80);
    expect(asAxis).toBeGreaterThanOrEqual(80);
  });
});
