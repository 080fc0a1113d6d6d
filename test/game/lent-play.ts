/**
 * Shared check of the lent play data (src/play/read-only-bot.ts): the library's own bots,
 * lent a step's legal actions and view, play exactly the games they play when shown frozen
 * copies, and leave a log as frozen as any.
 */
import { expect } from 'vitest';
import type { CatalogueGame } from '../../src/game/catalogue-game.js';
import { issuedBy } from '../../src/game/issued-data.js';
import { type Bot, doctrineBot, playOut, randomBot } from '../../src/index.js';
import { exampleSetup } from './random-play.js';

/** True when `value` and everything in it is frozen. */
const frozenAllDown = (value: unknown): boolean =>
  value === null || typeof value !== 'object' || (Object.isFrozen(value) && Object.values(value).every(frozenAllDown));

/** The same bot behind a wrapper of the caller's: never read-only, so it is shown frozen copies. */
const wrapped = (bot: Bot): Bot => ({ name: `wrapped ${bot.name}`, choose: (turn) => bot.choose(turn) });

/**
 * Plays `seeds` games of the docs set-up `examples/<dir>/setup.json`, the catalogue's
 * doctrine against a random bot weighted by `weights`, once with the library's bots as
 * they are (lent the data) and once wrapped (shown copies): the same actions, outcome and
 * state; every logged action frozen and the game's own; the log replays.
 */
export function expectLentPlaysAsCopied(
  catalogue: CatalogueGame,
  dir: string,
  weights: Readonly<Record<string, number>>,
  seeds = 3,
): void {
  const game = catalogue.game;
  const [a, b] = game.sides as [string, string];
  const doctrine = catalogue.doctrine as never;
  for (let seed = 1; seed <= seeds; seed++) {
    const start = catalogue.create({ ...exampleSetup(dir), seed });
    const lent = playOut(game, start, {
      [a]: doctrineBot({ doctrine, seed }),
      [b]: randomBot({ seed, passWeight: 0.2, weights }),
    });
    const copied = playOut(game, start, {
      [a]: wrapped(doctrineBot({ doctrine, seed })),
      [b]: wrapped(randomBot({ seed, passWeight: 0.2, weights })),
    });
    expect(lent.actions).toEqual(copied.actions);
    expect(lent.outcome).toEqual(copied.outcome);
    expect(lent.state).toEqual(copied.state);
    for (const action of lent.actions) {
      expect(frozenAllDown(action)).toBe(true);
      expect(issuedBy(action)).toBe(game);
    }
    expect(game.replay(start, lent.actions).state).toEqual(lent.state);
  }
}
