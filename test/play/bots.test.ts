import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  type AnyGame,
  createDice,
  type Dice,
  defineGame,
  diceStateSchema,
  doctrineBot,
  playOut,
  RulesError,
  randomBot,
  searchBot,
} from '../../src/index.js';
import { outcomeValue } from '../../src/play/search-bot.js';
import { createWarAtSeaGame, warAtSeaDoctrine, warAtSeaGame } from '../../src/war-at-sea/index.js';

const setup = JSON.parse(
  readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8'),
);
const start = createWarAtSeaGame(setup);
const legal = [{ type: 'advance' }, { type: 'move' }, { type: 'load' }];
const turn = { legal } as never;

function refusal(run: () => unknown): RulesError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RulesError);
    return error as RulesError;
  }
  throw new Error('no error');
}

describe('randomBot', () => {
  it('repeats its choices for the same seed and differs between seeds', () => {
    const picks = (seed: number) => {
      const bot = randomBot({ seed });
      return Array.from({ length: 40 }, () => bot.choose(turn).type).join(',');
    };
    expect(picks(1)).toBe(picks(1));
    expect(picks(1)).not.toBe(picks(2));
  });

  it('weighs passes down with passWeight, and leaves out a type of weight 0', () => {
    const bot = randomBot({ seed: 3, passWeight: 0.05, weights: { load: 0 } });
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      const type = bot.choose(turn).type;
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    expect(counts.get('load')).toBeUndefined();
    expect(counts.get('advance') ?? 0).toBeLessThan(200); // about 2,000 × 0.05 / 1.05 ≈ 95
    expect(counts.get('move') ?? 0).toBeGreaterThan(1_700);
  });

  it('refuses bad options and an empty list with a RulesError naming the field', () => {
    expect(refusal(() => randomBot({ seed: 1.5 })).path).toEqual(['seed']);
    expect(refusal(() => randomBot(null as never)).path).toEqual(['options']);
    expect(refusal(() => randomBot({ seed: 1, passWeight: -1 })).path).toEqual(['passWeight']);
    expect(refusal(() => randomBot({ seed: 1, weights: { move: Number.NaN } })).path).toEqual(['weights', 'move']);
    expect(refusal(() => randomBot({ seed: 1 }).choose({ legal: [] } as never)).code).toBe('ILLEGAL_ACTION');
  });
});

describe('doctrineBot', () => {
  it('takes the action its doctrine wants most, a tie broken by its seed', () => {
    const bot = doctrineBot({ doctrine: (t) => t.legal.map((a) => (a.type === 'advance' ? 0 : 1)), seed: 1 });
    const types = new Set(Array.from({ length: 30 }, () => bot.choose(turn).type));
    expect([...types].sort()).toEqual(['load', 'move']);
  });

  it('takes a lone legal action without asking its doctrine or drawing from its stream', () => {
    let asked = 0;
    const doctrine = (t: { legal: readonly unknown[] }) => {
      asked++;
      return t.legal.map(() => 1);
    };
    const lone = doctrineBot({ doctrine, seed: 1 });
    const fresh = doctrineBot({ doctrine, seed: 1 });
    expect(lone.choose({ legal: [{ type: 'advance' }] } as never)).toEqual({ type: 'advance' });
    expect(asked).toBe(0);
    // The stream is where a fresh bot's is: the next tie breaks the same way.
    const ties = (bot: typeof lone) => Array.from({ length: 10 }, () => bot.choose(turn).type);
    expect(ties(lone)).toEqual(ties(fresh));
  });

  it('refuses a doctrine that is not a function', () => {
    expect(refusal(() => doctrineBot({ doctrine: 1 as never, seed: 1 })).path).toEqual(['doctrine']);
  });
});

describe('outcomeValue', () => {
  const score = { Allies: 10, Axis: 30 };
  it('is 1 for a win, 0 for a loss, ½ for a draw, and leans with the lead while the game goes on', () => {
    expect(outcomeValue({ over: true, winners: ['Allies'], score, scoring: '' }, 'Allies')).toBe(1);
    expect(outcomeValue({ over: true, winners: ['Axis'], score, scoring: '' }, 'Allies')).toBe(0);
    expect(outcomeValue({ over: true, winners: [], score, scoring: '' }, 'Allies')).toBe(0.5);
    const open = { over: false, winners: [], score, scoring: '' };
    expect(outcomeValue(open, 'Allies')).toBeLessThan(0.5);
    expect(outcomeValue(open, 'Axis')).toBeGreaterThan(0.5);
  });
});

describe('playOut', () => {
  it('plays a landing to its end; the log replays to the final state; the bots saw views, never the state', () => {
    const seen: unknown[] = [];
    const spy = (seed: number) => {
      const inner = doctrineBot({ doctrine: warAtSeaDoctrine as never, seed });
      return {
        name: 'spy',
        choose: (t: Parameters<typeof inner.choose>[0]) => {
          seen.push(t.view);
          expect(t.legal.length).toBeGreaterThan(0);
          return inner.choose(t);
        },
      };
    };
    const played = playOut(warAtSeaGame, start, { Allies: spy(1), Axis: spy(2) } as never);
    expect(played.outcome.over).toBe(true);
    expect(played.bounded).toBe(false);
    expect(warAtSeaGame.replay(start, played.actions as never).state).toEqual(played.state);
    for (const view of seen) expect(Object.hasOwn(view as object, 'dice')).toBe(false);
  });

  it('stops at maxActions, saying so', () => {
    const bots = { Allies: randomBot({ seed: 1 }), Axis: randomBot({ seed: 2 }) } as never;
    const played = playOut(warAtSeaGame, start, bots, { maxActions: 5 });
    expect(played.actions).toHaveLength(5);
    expect(played.bounded).toBe(true);
    expect(played.outcome.over).toBe(false);
  });

  it('refuses a missing bot, a bad bound and a bad state with a RulesError', () => {
    const one = { Allies: randomBot({ seed: 1 }) } as never;
    expect(refusal(() => playOut(warAtSeaGame, start, one)).path).toEqual(['bots', 'Axis']);
    const bots = { Allies: randomBot({ seed: 1 }), Axis: randomBot({ seed: 2 }) } as never;
    expect(refusal(() => playOut(warAtSeaGame, start, bots, { maxActions: -1 })).path).toEqual(['maxActions']);
    expect(refusal(() => playOut(warAtSeaGame, { ...start, turn: 'x' } as never, bots)).code).toBe('INVALID_INPUT');
  });

  it('refuses a bot that picks an action the rules do not allow', () => {
    const bad = {
      name: 'bad',
      choose: () => ({
        type: 'attack',
        side: 'Allies',
        unit: 'XP-1',
        attack: 'gunnery',
        range: 0,
        target: { unit: 'AP-1' },
      }),
    };
    expect(refusal(() => playOut(warAtSeaGame, start, { Allies: bad, Axis: bad } as never)).code).toBe(
      'ILLEGAL_ACTION',
    );
  });
});

describe('playOut and what a bot may read', () => {
  it('sends a bot the events since it last acted, as eventsFor gives them', () => {
    const got: unknown[][] = [];
    const reader = (seed: number) => {
      const inner = randomBot({ seed, passWeight: 0.2 });
      return {
        name: 'reader',
        choose: (t: never) => {
          got.push([...(t as { events: unknown[] }).events]);
          return inner.choose(t);
        },
      };
    };
    const played = playOut(warAtSeaGame, start, { Allies: reader(1), Axis: reader(2) } as never, { maxActions: 30 });
    const all = played.events.flat();
    expect(got.flat().length).toBeGreaterThan(0);
    // Every event a bot was sent is one the host recorded (War at Sea hides none).
    for (const event of got.flat()) expect(all).toContainEqual(event);
  });

  it('refuses a bot that reads its turn after choosing, or reads events it said it never reads', () => {
    let kept: { view: unknown } | undefined;
    const late = {
      name: 'late',
      choose: (t: never) => {
        if (kept !== undefined) void kept.view; // the turn before, read once the game moved on
        kept = t;
        return randomBot({ seed: 1 }).choose(t);
      },
    };
    expect(refusal(() => playOut(warAtSeaGame, start, { Allies: late, Axis: late } as never)).path[0]).toBe('bots');
    const liar = {
      name: 'liar',
      readsEvents: false,
      choose: (t: never) => {
        void (t as { events: unknown }).events;
        return randomBot({ seed: 1 }).choose(t);
      },
    };
    const error = refusal(() => playOut(warAtSeaGame, start, { Allies: liar, Axis: liar } as never));
    expect(error.path).toEqual(['bots', 'Allies', 'readsEvents']);
  });
});

describe('searchBot', () => {
  it('picks a legal action, the same one for the same seed', () => {
    const legalNow = warAtSeaGame.legalActions(start, 'Allies');
    const turnNow = {
      side: 'Allies',
      view: warAtSeaGame.viewFor(start, 'Allies'),
      pending: warAtSeaGame.pending(start, 'Allies'),
      legal: legalNow,
      events: [],
      sample: (seed: number) => warAtSeaGame.resample(start, 'Allies', seed),
    } as never;
    const pick = (seed: number) =>
      searchBot({ game: warAtSeaGame, doctrine: warAtSeaDoctrine as never, seed, rollouts: 8 }).choose(turnNow);
    const chosen = pick(4);
    expect(legalNow).toContainEqual(chosen);
    expect(pick(4)).toEqual(chosen);
  });

  it('refuses bad budgets', () => {
    const base = { game: warAtSeaGame, doctrine: warAtSeaDoctrine as never, seed: 1 };
    expect(refusal(() => searchBot({ ...base, rollouts: 0 })).path).toEqual(['rollouts']);
    expect(refusal(() => searchBot({ ...base, width: 1.5 })).path).toEqual(['width']);
    expect(refusal(() => searchBot({ ...base, margin: -1 })).path).toEqual(['margin']);
    expect(refusal(() => searchBot({ ...base, confidence: Number.NaN })).path).toEqual(['confidence']);
    expect(refusal(() => searchBot({ ...base, confidence: '2' as never })).path).toEqual(['confidence']);
    expect(refusal(() => searchBot({ ...base, game: {} as never })).path).toEqual(['game']);
  });
});

/**
 * A one-move game for the search: side A picks a door, then a die says whether it wins.
 * Door k (a, b, c, …) wins on a roll up to `chances[k]`, after k dice thrown first, so that
 * the doors' rolls differ on the same re-deal.
 */
const doors = (...chances: number[]) => {
  const names = chances.map((_, k) => String.fromCharCode(97 + k));
  return defineGame({
    name: 'doors',
    rule: 'demo',
    sides: ['A', 'B'],
    stateSchema: z.strictObject({ dice: diceStateSchema, won: z.boolean().nullable() }),
    actionSchema: z.strictObject({ type: z.literal('pick'), door: z.enum(names as [string, ...string[]]) }),
    viewSchema: z.strictObject({ won: z.boolean().nullable() }),
    refuse: (state: { won: boolean | null }) => (state.won === null ? null : { rule: 'demo', reason: 'picked' }),
    perform: (state: { won: boolean | null }, action: { door: string }, dice: Dice) => {
      const k = names.indexOf(action.door);
      for (let i = 0; i < k; i++) dice.d6('demo throw');
      state.won = dice.d6('demo roll') <= (chances[k] as number);
      return [];
    },
    hide: ({ dice: _dice, ...view }: { dice: unknown; won: boolean | null }) => view,
    pending: (state: { won: boolean | null }) =>
      state.won === null ? [{ side: 'A', actions: ['pick'], rule: 'demo', reason: 'pick a door' }] : [],
    candidates: () => names.map((door) => ({ type: 'pick' as const, door })),
    outcome: (state: { won: boolean | null }) => ({
      over: state.won !== null,
      winners: state.won === null ? [] : state.won ? ['A'] : ['B'],
      score: { A: 0, B: 0 },
      scoring: 'none',
    }),
  } as never) as unknown as AnyGame;
};

/** The door the search picks for A from the start, the doctrine wanting door a most, then b, and so on. */
function doorPicked(
  game: AnyGame,
  seed: number,
  options: { margin?: number; confidence?: number; width?: number } = {},
): string {
  const begin = { dice: createDice(seed).state(), won: null };
  const wantFirst = (t: { legal: readonly { door?: string }[] }) =>
    t.legal.map((action) => -(action.door ?? 'z').charCodeAt(0));
  const bot = searchBot({ game, doctrine: wantFirst as never, seed, ...options });
  const chosen = bot.choose({
    side: 'A',
    view: game.viewFor(begin, 'A'),
    pending: game.pending(begin, 'A'),
    legal: game.legalActions(begin, 'A'),
    events: [],
    sample: (s: number) => game.resample(begin, 'A', s),
  } as never) as unknown as { door: string };
  return chosen.door;
}

describe('searchBot: when it overrules the doctrine', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
  it('takes a door that wins clearly more often', () => {
    // Door b always wins, door a one time in six.
    expect(seeds.filter((seed) => doorPicked(doors(1, 6), seed) === 'b')).toHaveLength(40);
  });

  it("tries the doctrine's twelve favourites, not only its first four", () => {
    // Door f (the doctrine's sixth choice) always wins, the others one time in six.
    const six = doors(1, 1, 1, 1, 1, 6);
    expect(seeds.filter((seed) => doorPicked(six, seed) === 'f')).toHaveLength(40);
    expect(seeds.filter((seed) => doorPicked(six, seed, { width: 4 }) === 'f')).toHaveLength(0);
  });

  it('keeps the doctrine when the other door only looks better by chance', () => {
    // Both doors win half the time: any lead of b is noise, over 12 re-deals in each round.
    // Without the gate b is taken whenever it leads in both rounds (about one seed in five);
    // with the default gate (a lead of 0.05 and one standard error), far less often.
    const even = doors(3, 3);
    const many = Array.from({ length: 100 }, (_, i) => i + 1);
    const noisy = many.filter((seed) => doorPicked(even, seed, { margin: 0, confidence: 0 }) === 'b').length;
    const gated = many.filter((seed) => doorPicked(even, seed) === 'b').length;
    expect(noisy).toBeGreaterThanOrEqual(10); // 22 of 100 when written
    expect(gated).toBeLessThanOrEqual(10); // 6 of 100 when written
  });
});
