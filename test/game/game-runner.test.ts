/**
 * The runner that playOut and simulate play on (src/game/game-runner.ts) changes its
 * working state in place: here, step by step on every game's docs set-up, it must answer
 * exactly as the public methods answer on the chain of states `apply` gives (pending,
 * legal actions, views, over and outcome, events, the state itself), refuse as `apply`
 * refuses without changing anything, and hand out only frozen data of its own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cartwheelCatalogue } from '../../src/cartwheel/index.js';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { gameRunner } from '../../src/game/game-runner.js';
import { type AnyGame, type CatalogueGame, type GameStateBase, RulesError, randomBot } from '../../src/index.js';
import { shoestringCatalogue } from '../../src/shoestring/index.js';
import { sopacCatalogue } from '../../src/sopac/index.js';
import { warAtSeaCatalogue } from '../../src/war-at-sea/index.js';

const CASES: readonly (readonly [CatalogueGame, string])[] = [
  [warAtSeaCatalogue.game, 'war-at-sea-landing'],
  [firepowerCatalogue.game, 'firepower-battle'],
  [sopacCatalogue.game, 'sopac-game'],
  [cartwheelCatalogue.game, 'cartwheel-game'],
  [shoestringCatalogue.game, 'shoestring-game'],
];

const setupOf = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../examples/${name}/setup.json`, import.meta.url), 'utf8'));

/** Writing into frozen data throws in a module (strict mode). */
const frozenAllDown = (value: unknown): boolean =>
  value === null || typeof value !== 'object' || (Object.isFrozen(value) && Object.values(value).every(frozenAllDown));

for (const [catalogue, setupName] of CASES)
  describe(`the runner of ${catalogue.name}`, () => {
    const game = catalogue.game as unknown as AnyGame;
    const setup = setupOf(setupName);

    it('answers as the public methods do on the states apply gives, step by step', () => {
      for (let seed = 1; seed <= 3; seed++) {
        let state = catalogue.create({ ...setup, seed });
        const runner = gameRunner(game, state);
        const bot = randomBot({ seed, passWeight: 0.3, weights: { concede: 0, 'stage-move': 0.05 } });
        for (let step = 0; step < 150 && !game.outcome(state).over; step++) {
          expect(runner.over()).toBe(false);
          expect(runner.pending()).toEqual(game.pending(state));
          // What a reader is given is its own: changing it changes nothing for the runner.
          for (const entry of runner.pending()) (entry.actions as string[]).length = 0;
          runner.pending().splice(0);
          expect(runner.pending()).toEqual(game.pending(state));
          const side = game.sides.find((s) => game.legalActions(state, s).length > 0);
          if (side === undefined) break;
          const legal = runner.legal(side);
          expect(legal).toEqual(game.legalActions(state, side));
          expect(frozenAllDown(legal)).toBe(true);
          const view = runner.view(side);
          expect(view).toEqual(game.viewFor(state, side));
          expect(frozenAllDown(view)).toBe(true);
          expect(runner.pending(side)).toEqual(game.pending(state, side));
          const action = bot.choose({ side, legal } as never);
          const applied = game.apply(state, action);
          expect(runner.act(action)).toEqual(applied.events);
          state = applied.state;
          expect(runner.snapshot()).toEqual(state);
          expect(runner.outcome()).toEqual(game.outcome(state));
        }
        expect(runner.over()).toBe(game.outcome(state).over);
        // A snapshot is the game's own frozen state: apply takes it as it takes one it returned.
        const snapshot = runner.snapshot();
        expect(frozenAllDown(snapshot)).toBe(true);
        expect(game.viewFor(snapshot, game.sides[0] as string)).toEqual(game.viewFor(state, game.sides[0] as string));
      }
    });

    it("lends a read-only bot the step's own data: the same legal actions and view, nothing unfrozen shared", () => {
      const runner = gameRunner(game, catalogue.create({ ...setup, seed: 4 }));
      const bot = randomBot({ seed: 4, passWeight: 0.3, weights: { concede: 0, 'stage-move': 0.05 } });
      for (let step = 0; step < 60 && !runner.over(); step++) {
        const side = game.sides.find((s) => runner.legal(s).length > 0);
        if (side === undefined) break;
        const lent = runner.legal(side, true);
        expect(lent).toEqual(runner.legal(side));
        // A lent action is flat or a frozen copy: the step that follows cannot change it.
        for (const action of lent) {
          for (const value of Object.values(action)) {
            if (value !== null && typeof value === 'object') expect(frozenAllDown(action)).toBe(true);
          }
        }
        expect(runner.view(side, true)).toEqual(runner.view(side));
        const before = structuredClone(lent);
        runner.act(bot.choose({ side, legal: lent } as never));
        expect(lent).toEqual(before);
      }
    });

    it('refuses as apply refuses, and changes nothing then', () => {
      const state = catalogue.create({ ...setup, seed: 5 });
      const runner = gameRunner(game, state);
      const before = runner.snapshot();
      for (const bad of [{ type: 'no-such-action' }, null, { type: 'advance', side: 'Nobody' }]) {
        let expected: unknown;
        try {
          game.apply(state, bad as never);
        } catch (error) {
          expected = error;
        }
        expect(expected).toBeInstanceOf(RulesError);
        expect(() => runner.act(bad)).toThrow((expected as RulesError).message);
        expect(runner.snapshot()).toEqual(before);
        expect(runner.steps).toBe(0);
      }
    });

    it('starts from other dice when asked, as a state with those dice would', () => {
      const state = catalogue.create({ ...setup, seed: 1 });
      const other = catalogue.create({ ...setup, seed: 2 });
      const runner = gameRunner(game, state as GameStateBase, other.dice);
      expect(runner.snapshot()).toEqual(game.replay({ ...state, dice: other.dice }, []).state);
      expect(() => gameRunner(game, state as GameStateBase, { generator: 'xoroshiro128plus' } as never)).toThrow(
        RulesError,
      );
    });
  });

describe('a game an app built itself (not by defineGame)', () => {
  it('is run through its public methods, with the same answers', () => {
    const { game } = warAtSeaCatalogue.game as unknown as { game: AnyGame };
    const own = { ...game } as AnyGame; // its own object: no runner of the library's is known for it
    const start = warAtSeaCatalogue.game.create({ ...setupOf('war-at-sea-landing'), seed: 3 });
    const mine = gameRunner(own, start);
    const library = gameRunner(game, start);
    for (let step = 0; step < 40 && !library.over(); step++) {
      const side = game.sides.find((s) => library.legal(s).length > 0) as string;
      expect(mine.legal(side)).toEqual(library.legal(side));
      const action = library.legal(side)[step % library.legal(side).length];
      expect(mine.act(action)).toEqual(library.act(action));
    }
    expect(mine.snapshot()).toEqual(library.snapshot());
  });
});
