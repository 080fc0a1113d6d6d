/**
 * Compiled parsing (naval-rules/compiled) changes nothing but the time: every game's
 * recorded log plays to the same states and events, from JSON at every step, and bad
 * input is refused with the same RulesError, with it on and off.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useCompiledParsers } from '../../src/compiled/index.js';
import { parserOf } from '../../src/core/schema-compiler.js';
import { createDice } from '../../src/dice/index.js';
import { firepowerBattle, resolveGunnery, shipSchema } from '../../src/firepower/index.js';
import type { AnyGame } from '../../src/game/index.js';
import { RulesError } from '../../src/index.js';
import { GAMES, LOGS } from '../game/recorded-logs.js';

/** Plays a log with every step on a state read back from JSON; the JSON of each state and its events. */
function playFromJson(game: AnyGame, log: (typeof LOGS)[string]): string[] {
  const seen: string[] = [];
  let json = JSON.stringify(log.initial);
  for (const action of log.actions) {
    const { state, events } = game.apply(JSON.parse(json), action);
    json = JSON.stringify(state);
    seen.push(json, JSON.stringify(events));
  }
  return seen;
}

/** The RulesError `run` throws, as data. */
function refusal(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof RulesError) return { message: error.message, code: error.code, path: error.path };
    throw error;
  }
  throw new Error('expected a RulesError');
}

afterEach(() => {
  useCompiledParsers(false);
});

describe('useCompiledParsers', () => {
  it('turns compiled parsing on and off, and says which is in force', () => {
    expect(parserOf(shipSchema)).toBe(shipSchema);
    expect(useCompiledParsers()).toBe(true);
    expect(parserOf(shipSchema)).not.toBe(shipSchema);
    expect(parserOf(shipSchema)).toBe(parserOf(shipSchema)); // compiled once
    expect(useCompiledParsers(false)).toBe(false);
    expect(parserOf(shipSchema)).toBe(shipSchema);
  });

  it('refuses anything but a boolean, naming the argument', () => {
    expect(() => useCompiledParsers('yes' as unknown as boolean)).toThrowError(
      /useCompiledParsers: on must be true or false; got "yes"/,
    );
  });

  for (const [name, game] of Object.entries(GAMES)) {
    it(`plays the ${name} log to the same states and events`, () => {
      const log = LOGS[name] as (typeof LOGS)[string];
      const plain = playFromJson(game, log);
      useCompiledParsers();
      expect(playFromJson(game, log)).toEqual(plain);
    });
  }

  it('refuses bad states, actions and inputs with the same errors', () => {
    const log = LOGS.firepower as (typeof LOGS)[string];
    const state = JSON.parse(JSON.stringify(log.initial)) as Record<string, unknown>;
    const bad = [
      () => firepowerBattle.apply({ ...state, turn: -1 } as never, log.actions[0] as never),
      () => firepowerBattle.apply({ ...state, fleets: 'none' } as never, log.actions[0] as never),
      () => firepowerBattle.apply(state as never, { type: 'fire-gunery' } as never),
      () =>
        resolveGunnery({ battery: 'BB', target: { name: 'X', class: 'ZZ' }, range: 'short' } as never, createDice(1)),
      () => resolveGunnery({ battery: 'BB', target: 'CA', range: 'short', extra: 1 } as never, createDice(1)),
    ];
    const plain = bad.map(refusal);
    useCompiledParsers();
    expect(bad.map(refusal)).toEqual(plain);
  });

  it('resolves fresh inputs to the same results', () => {
    const ships = {
      target: { name: 'MADE-UP target', class: 'CA', nationality: 'Japanese', damage: { firePoints: 2 } },
      firer: { name: 'MADE-UP firer', class: 'BB', nationality: 'American', hasFired: true },
    } as const;
    const throwAll = () =>
      Array.from({ length: 20 }, (_, seed) =>
        resolveGunnery({ battery: 'BB', ...structuredClone(ships), range: 'short' }, createDice(seed)),
      );
    const plain = throwAll();
    useCompiledParsers();
    expect(throwAll()).toEqual(plain);
  });
});
