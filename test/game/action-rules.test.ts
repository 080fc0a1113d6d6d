import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { cartwheelGame, createCartwheelGame } from '../../src/cartwheel/index.js';
import { createBattle, firepowerBattle } from '../../src/firepower/index.js';
import { createShoestringGame, shoestringGame } from '../../src/shoestring/index.js';
import { sopacGame } from '../../src/sopac/index.js';
import { warAtSeaGame } from '../../src/war-at-sea/index.js';
import { smallScenario } from '../cartwheel/game/game-fixtures.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';
import { smallGame } from '../shoestring/game/game-fixtures.js';
import { scenario } from '../sopac/game/game-fixtures.js';
import { landingGame } from '../war-at-sea/game/game-fixtures.js';

type AnyGame = {
  readonly name: string;
  readonly sides: readonly string[];
  readonly actionSchema: z.ZodType;
  readonly actionRules: Readonly<Record<string, string>>;
  apply(state: never, action: never): unknown;
};

/** The `type` of each option of a game's action union, as the schema lists them. */
function schemaTypes(game: AnyGame): string[] {
  const options = (game.actionSchema as unknown as { options: { shape: { type: { value: string } } }[] }).options;
  return options.map((option) => option.shape.type.value);
}

const GAMES: readonly (readonly [AnyGame, () => unknown])[] = [
  [firepowerBattle, () => createBattle(twoSquadronsASide())],
  [cartwheelGame, () => createCartwheelGame(smallScenario())],
  [shoestringGame, () => createShoestringGame(smallGame())],
  [warAtSeaGame, () => landingGame()],
  [sopacGame, () => scenario(1)],
];

describe('action rules', () => {
  it.each([firepowerBattle, shoestringGame, cartwheelGame, warAtSeaGame, sopacGame] as AnyGame[])(
    '$name names a rule for every action type of its schema, and no other',
    (game) => {
      expect(Object.keys(game.actionRules).sort()).toEqual(schemaTypes(game).sort());
      for (const rule of Object.values(game.actionRules)) expect(rule).toMatch(/\S/);
    },
  );

  it.each(GAMES)('%#: a malformed action of each type is refused under that type\u2019s rule', (game, start) => {
    const state = start();
    for (const type of schemaTypes(game)) {
      const malformed = { type, side: game.sides[0], notAField: 1 };
      expect(() => game.apply(state as never, malformed as never), type).toThrow(
        expect.objectContaining({
          code: 'INVALID_INPUT',
          rule: game.actionRules[type],
          message: expect.stringContaining(`(${game.name} ${type} action)`),
        }),
      );
    }
  });

  it('a misspelt type or side is answered with a did-you-mean', () => {
    const state = createCartwheelGame(smallScenario());
    expect(() => cartwheelGame.apply(state, { type: 'decide-hikoshidn', side: 'Japanese' } as never)).toThrow(
      /type: got "decide-hikoshidn".*\(did you mean "decide-hikoshidan"\?\)/,
    );
    expect(() => cartwheelGame.apply(state, { type: 'advance', side: 'allied' } as never)).toThrow(
      expect.objectContaining({ rule: '4.0', message: expect.stringContaining('(did you mean "Allied"?)') }),
    );
  });

  it.each(GAMES)(
    '%#: every side is one capitalized name, and its lower-case spelling is refused by name',
    (game, start) => {
      const state = start();
      for (const side of game.sides) {
        expect(side).toMatch(/^[A-Z]/);
        const type = schemaTypes(game)[0] as string;
        expect(() => game.apply(state as never, { type, side: side.toLowerCase() } as never)).toThrow(
          expect.objectContaining({
            code: 'INVALID_INPUT',
            message: expect.stringContaining(`side: got "${side.toLowerCase()}"`),
          }),
        );
        expect(() => game.apply(state as never, { type, side: side.toLowerCase() } as never)).toThrow(
          `(did you mean "${side}"?)`,
        );
      }
    },
  );
});
