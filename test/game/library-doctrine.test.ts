import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { cartwheelCatalogue } from '../../src/cartwheel/index.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { LENT_TURN, readDoctrineTurn } from '../../src/game/doctrine-turn.js';
import { doctrineGame, libraryDoctrine } from '../../src/game/library-doctrine.js';
import { RulesError } from '../../src/index.js';
import { shoestringCatalogue } from '../../src/shoestring/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { warAtSeaCatalogue, warAtSeaDoctrine, warAtSeaGame } from '../../src/war-at-sea/index.js';

describe('libraryDoctrine', () => {
  it("records every catalogue's doctrine with its own game, and nothing else", () => {
    for (const { game } of [
      warAtSeaCatalogue,
      firepowerCatalogue,
      sopacCatalogue,
      cartwheelCatalogue,
      shoestringCatalogue,
    ]) {
      expect(doctrineGame(game.doctrine)).toBe(game.game);
    }
    expect(doctrineGame(warAtSeaDoctrine)).toBeUndefined();
    expect(doctrineGame((turn: never) => warAtSeaDoctrine(turn))).toBeUndefined();
    expect(doctrineGame(null)).toBeUndefined();
    const mine = libraryDoctrine(() => [], warAtSeaGame);
    expect(doctrineGame(mine)).toBe(warAtSeaGame);
  });
});

describe('readDoctrineTurn', () => {
  const schema = z.object({
    side: z.enum(['A', 'B']),
    view: z.object({ turn: z.number() }),
    legal: z.array(z.unknown()),
  });
  it('parses a turn it does not know, and reads a lent one as it is', () => {
    const bad = { side: 'A', view: { turn: 'one' }, legal: [] };
    expect(() => readDoctrineTurn(schema, bad, 'rule', 'turn', warAtSeaGame)).toThrow(RulesError);
    expect(readDoctrineTurn(schema, { ...bad, [LENT_TURN]: true }, 'rule', 'turn', warAtSeaGame)).toEqual({
      side: 'A',
      view: { turn: 'one' },
      legal: [],
    });
  });
});
