import { describe, expect, it } from 'vitest';
import { BOTS, GAMES, SETS } from '../../site/src/set-list.js';
import { catalogues } from '../../src/cli/catalogues.js';
import type { GameCatalogue } from '../../src/game/catalogue-game.js';
import { BOT_NAMES } from '../../src/play/named-bot.js';

describe("the explorer's first script's lists", () => {
  it("GAMES are the catalogues' games: title and sides in seat order", () => {
    const games = catalogues
      .filter((c): c is GameCatalogue => 'game' in c)
      .map((c) => ({ set: c.name, title: c.game.title, sides: c.game.game.sides }));
    expect([...GAMES].sort((a, b) => a.set.localeCompare(b.set))).toEqual(
      games.sort((a, b) => a.set.localeCompare(b.set)),
    );
  });

  it("BOTS are namedBot's names", () => {
    expect(BOTS).toEqual(BOT_NAMES);
  });

  it('SETS is empty until the build writes the index in', () => {
    expect(SETS).toEqual([]);
  });
});
