/**
 * The library's own bots (random, and doctrine or search with a catalogue's doctrine) are
 * lent a play loop's working data instead of frozen copies (src/play/read-only-bot.ts): no
 * bot or doctrine of the caller's may ever be lent anything. That they play the same games
 * either way is checked on each game (test/game/lent-play.ts).
 */
import { describe, expect, it } from 'vitest';
import { firepowerCatalogue } from '../../src/firepower/index.js';
import { type Bot, doctrineBot, playOut, randomBot, searchBot } from '../../src/index.js';
import { readOnlyBot, readsOnly } from '../../src/play/read-only-bot.js';
import { warAtSeaCatalogue, warAtSeaDoctrine, warAtSeaGame } from '../../src/war-at-sea/index.js';
import { exampleSetup } from '../game/random-play.js';

const frozenAllDown = (value: unknown): boolean =>
  value === null || typeof value !== 'object' || (Object.isFrozen(value) && Object.values(value).every(frozenAllDown));

/** The same bot behind a wrapper of the caller's: never read-only, so it is shown frozen copies. */
const wrapped = (bot: Bot): Bot => ({ name: `wrapped ${bot.name}`, choose: (turn) => bot.choose(turn) });

describe('read-only bots', () => {
  it('are the random bot in any game, and doctrine or search bots with a catalogue doctrine in its own game', () => {
    const own = warAtSeaCatalogue.game.doctrine as never;
    expect(readsOnly(randomBot({ seed: 1 }), warAtSeaGame)).toBe(true);
    expect(readsOnly(randomBot({ seed: 1 }), firepowerCatalogue.game.game)).toBe(true);
    expect(readsOnly(doctrineBot({ doctrine: own, seed: 1 }), warAtSeaGame)).toBe(true);
    expect(readsOnly(doctrineBot({ doctrine: own, seed: 1 }), firepowerCatalogue.game.game)).toBe(false);
    expect(readsOnly(searchBot({ game: warAtSeaGame, doctrine: own, seed: 1 }), warAtSeaGame)).toBe(true);
    // The exported doctrine called from a function of the caller's is the caller's doctrine.
    const mine = (turn: unknown) => warAtSeaDoctrine(turn as never);
    expect(readsOnly(doctrineBot({ doctrine: mine, seed: 1 }), warAtSeaGame)).toBe(false);
    expect(readsOnly(wrapped(randomBot({ seed: 1 })), warAtSeaGame)).toBe(false);
    expect(readsOnly(null, warAtSeaGame)).toBe(false);
    expect(readsOnly(readOnlyBot({ name: 'x' }, warAtSeaGame), firepowerCatalogue.game.game)).toBe(false);
  });

  it('are frozen: their choose cannot be swapped for code of the caller’s', () => {
    const bot = randomBot({ seed: 1 }) as { choose: unknown };
    expect(Object.isFrozen(bot)).toBe(true);
    expect(() => {
      bot.choose = () => undefined;
    }).toThrow(TypeError);
  });

  it('never lend anything to a doctrine of the caller’s: it is shown frozen data', () => {
    const start = warAtSeaCatalogue.game.create({ ...exampleSetup('war-at-sea-landing'), seed: 2 });
    let turns = 0;
    const mine = (turn: { view: unknown; legal: readonly unknown[] }) => {
      turns++;
      expect(frozenAllDown(turn.view)).toBe(true);
      expect(frozenAllDown(turn.legal)).toBe(true);
      return warAtSeaDoctrine(turn as never);
    };
    playOut(warAtSeaGame, start, {
      Allies: doctrineBot({ doctrine: mine as never, seed: 1 }),
      Axis: searchBot({ game: warAtSeaGame, doctrine: mine as never, seed: 2, rollouts: 2 }),
    });
    expect(turns).toBeGreaterThan(0);
  });
});
