import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { cartwheelGame } from '../../src/cartwheel/index.js';
import { createBattle, firepowerBattle } from '../../src/firepower/index.js';
import { createDice, type DiceState, deepFreeze, defineGame, diceStateSchema, isRulesError } from '../../src/index.js';
import { shoestringGame } from '../../src/shoestring/index.js';
import { sopacGame } from '../../src/sopac/index.js';
import { warAtSeaGame } from '../../src/war-at-sea/index.js';
import { twoSquadronsASide } from '../firepower/game/battle-fixtures.js';

const counter = defineGame({
  name: 'counter',
  rule: 'demo',
  sides: ['A', 'B'],
  stateSchema: z.strictObject({ dice: diceStateSchema, total: z.number(), secret: z.string() }),
  viewSchema: z.strictObject({ total: z.number(), secret: z.string() }),
  actionSchema: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('roll') }),
    z.strictObject({ type: z.literal('add'), amount: z.number().int() }),
  ]),
  actionRules: { roll: 'demo 1', add: 'demo 4' },
  refuse: (state, action) =>
    state.total >= 10 ? { rule: 'demo 2', reason: `the count is over (${action.type})`, path: ['type'] } : null,
  perform: (state, action, dice) => {
    const value = action.type === 'roll' ? dice.d6('demo roll') : action.amount;
    state.total += value;
    return [{ type: 'added', rule: 'demo 1', data: { value } }];
  },
  hide: (state, side) => (side === 'A' ? state : { ...state, secret: '' }),
  consistency: (state) =>
    state.total < 0 ? { rule: 'demo 3', reason: 'the count is never below 0', path: ['total'] } : null,
  eventFor: (event, side) => (side === 'A' ? event : { ...event, data: { hidden: true } }),
  pending: (state) => [
    { side: 'A', actions: ['roll', 'add'], rule: 'demo 1', reason: `the count is ${state.total}` },
    { side: 'B', actions: ['add'], rule: 'demo 1', reason: 'B adds in secret', secret: true },
  ],
});

const start = () => ({ dice: createDice(3).state(), total: 0, secret: 'x' });

describe('defineGame', () => {
  /** The state of {@link rollingGame}: its dice, a running total, and a note some schemas pass through. */
  type RollingState = { dice: DiceState; total: number; note?: unknown };
  /** A one-action game over `fields` and a running total: roll a d6 and add it. */
  const rollingGame = (name: string, fields: z.ZodRawShape) =>
    defineGame({
      name,
      rule: 'demo',
      sides: ['A'],
      stateSchema: z.strictObject({ ...fields, total: z.number() }) as unknown as z.ZodType<RollingState>,
      viewSchema: z.strictObject({ total: z.number() }),
      actionSchema: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('roll') })]),
      refuse: () => null,
      perform: (state, _action, dice) => {
        state.total += dice.d6('demo roll');
        return [];
      },
      hide: (state) => state,
    });

  it('copies a state whose schema passes a value through, so the caller\u2019s objects are never frozen', () => {
    const notes = rollingGame('notes', { dice: diceStateSchema, note: z.unknown() });
    const note = { text: 'mine' };
    const { state } = notes.apply({ dice: createDice(3).state(), note, total: 0 } as never, { type: 'roll' });
    expect(Object.isFrozen(note)).toBe(false);
    expect(state.note).toEqual(note);
    expect(state.note).not.toBe(note);
  });

  it('checks the dice state of a state from outside when its schema does not', () => {
    const loose = rollingGame('loose', { dice: z.any() });
    const zero = { dice: { generator: 'xoroshiro128plus', state: [0, 0, 0, 0], rolls: 0 }, total: 0 };
    expect(() => loose.apply(zero as never, { type: 'roll' })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => counter.apply({ ...start(), dice: zero.dice as never }, { type: 'roll' })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    const rolled = loose.apply({ dice: createDice(3).state(), total: 0 } as never, { type: 'roll' });
    expect(rolled.state.total).toBeGreaterThan(0);
  });

  it('apply is pure: the given state is unchanged, the dice move on inside the new state', () => {
    const given = deepFreeze(start());
    const { state, events } = counter.apply(given, { type: 'roll' });
    expect(given.total).toBe(0);
    expect(state.dice.rolls).toBe(1);
    expect(events).toEqual([{ type: 'added', rule: 'demo 1', data: { value: state.total } }]);
    expect(state.total).toBe(createDice(3).d6('x'));
  });

  it('refuses an action the rules forbid now as ILLEGAL_ACTION naming the rule; check says the same without throwing', () => {
    const full = { ...start(), total: 10 };
    const checked = counter.check(full, { type: 'roll' });
    expect(checked.legal).toBe(false);
    if (checked.legal) return;
    expect(checked.error.code).toBe('ILLEGAL_ACTION');
    expect(checked.error.rule).toBe('demo 2');
    expect(checked.error.path).toEqual(['type']);
    expect(() => counter.apply(full, { type: 'roll' })).toThrow(checked.error.message);
    expect(counter.check(start(), { type: 'roll' })).toEqual({ legal: true });
  });

  it('check reports bad input as an error too', () => {
    const checked = counter.check(start(), { type: 'rol' } as never);
    expect(checked.legal).toBe(false);
    if (!checked.legal) expect(checked.error.code).toBe('INVALID_INPUT');
  });

  it('replay reproduces the states apply gives, and names the failing action', () => {
    const actions = [{ type: 'roll' }, { type: 'add', amount: 2 }, { type: 'roll' }] as const;
    let state = start();
    for (const action of actions) state = counter.apply(state, action).state;
    expect(counter.replay(start(), actions).state).toEqual(state);
    expect(counter.replay(start(), actions).events).toHaveLength(3);
    expect(() => counter.replay(start(), [{ type: 'add', amount: 20 }, { type: 'roll' }])).toThrow(/action 1/);
    try {
      counter.replay(start(), [{ type: 'add', amount: 20 }, { type: 'roll' }]);
    } catch (error) {
      expect(isRulesError(error) && error.path).toEqual(['actions', 1, 'type']);
    }
  });

  it('viewFor hides per side, never returns the dice, and refuses an unknown side', () => {
    expect(counter.viewFor(start(), 'A')).toEqual({ total: 0, secret: 'x' });
    expect(counter.viewFor(start(), 'B')).toEqual({ total: 0, secret: '' });
    expect(counter.viewSchema.parse(counter.viewFor(start(), 'B'))).toEqual({ total: 0, secret: '' });
    expect(() => counter.viewFor(start(), 'C' as never)).toThrow(/side must be one of A, B/);
  });

  it('eventsFor leaves out events marked for other sides and lets the game trim the rest', () => {
    const events = [
      { type: 'added', rule: 'demo 1', data: { value: 3 } },
      { type: 'added', rule: 'demo 1', data: { value: 4 }, visibleTo: ['A'] },
    ];
    expect(counter.eventsFor(events, 'A')).toEqual(events);
    expect(counter.eventsFor(events, 'B')).toEqual([{ type: 'added', rule: 'demo 1', data: { hidden: true } }]);
    expect(() => counter.eventsFor(events, 'C' as never)).toThrow(/side must be one of A, B/);
    expect(() => counter.eventsFor([null] as never, 'A')).toThrow(/events\[0\] is not a game event/);
    expect(() => counter.eventsFor([{ type: 'x', rule: 'r' }] as never, 'B')).toThrow(
      /events\[0\] is not a game event/,
    );
  });

  it('pending lists what the game waits for; a side sees its own entries and the others that are not secret', () => {
    expect(counter.pending(start()).map((p) => p.side)).toEqual(['A', 'B']);
    expect(counter.pending(start(), 'A').map((p) => p.side)).toEqual(['A']);
    expect(counter.pending(start(), 'B').map((p) => p.side)).toEqual(['A', 'B']);
  });

  it('a state of the right shape that does not hold together is refused everywhere, naming the field', () => {
    const broken = { ...start(), total: -1 };
    for (const call of [
      () => counter.apply(broken, { type: 'roll' }),
      () => counter.viewFor(broken, 'A'),
      () => counter.pending(broken),
      () => counter.replay(broken, []),
    ]) {
      expect(call).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', rule: 'demo 3', path: ['total'] }));
    }
    const checked = counter.check(broken, { type: 'roll' });
    expect(checked.legal === false && checked.error.code).toBe('INVALID_INPUT');
  });

  it('replay refuses a log with a hole instead of skipping it', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point of the test
    const sparse = [{ type: 'roll' }, , { type: 'roll' }] as never;
    expect(() => counter.replay(start(), sparse)).toThrow(expect.objectContaining({ path: ['actions', 1] }));
  });

  it('a malformed action is refused under its type\u2019s rule; an unknown type under the game\u2019s, with a did-you-mean', () => {
    expect(counter.actionRules).toEqual({ roll: 'demo 1', add: 'demo 4' });
    expect(() => counter.apply(start(), { type: 'add', amount: 1.5 })).toThrow(
      expect.objectContaining({
        rule: 'demo 4',
        message: expect.stringMatching(/^demo 4 \(counter add action\): amount/),
      }),
    );
    expect(() => counter.apply(start(), { type: 'ad', amount: 1 } as never)).toThrow(
      expect.objectContaining({ rule: 'demo', message: expect.stringContaining('(did you mean "add"?)') }),
    );
    // a getter on `type` is never run to pick the rule; the plain-data check refuses it
    const sneaky = Object.defineProperty({}, 'type', { get: () => 'add', enumerable: true });
    expect(() => counter.apply(start(), sneaky as never)).toThrow(expect.objectContaining({ rule: 'demo' }));
  });

  it('the action rules of a definition are checked, and a type named __proto__ is an ordinary key', () => {
    const tiny = (actionRules: unknown) =>
      defineGame({
        name: 'tiny',
        rule: 'demo',
        sides: ['A'],
        stateSchema: z.strictObject({ dice: diceStateSchema }),
        viewSchema: z.strictObject({}),
        actionSchema: z.strictObject({ type: z.literal('roll') }),
        actionRules: actionRules as { roll: string },
        refuse: () => null,
        perform: () => [],
        hide: (state) => state,
      });
    expect(() => tiny({ roll: '' })).toThrow(/actionRules\.roll/);
    expect(() => tiny('5.2')).toThrow(/actionRules/);
    const proto = tiny(JSON.parse('{"roll": "demo 1", "__proto__": "demo 5"}'));
    expect(Object.hasOwn(proto.actionRules, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(proto.actionRules)).toBe(Object.prototype);
  });

  it('legalActions weighs its candidates with refuseAll when the game gives one, and refuses a wrong answer from it', () => {
    /** The counter, listing an add of 1 to 5, refused by refuseAll alone as the game says. */
    const listing = (refuseAll: (state: unknown, actions: readonly { amount?: number }[]) => unknown) =>
      defineGame({
        name: 'listing',
        rule: 'demo',
        sides: ['A', 'B'],
        stateSchema: z.strictObject({ dice: diceStateSchema, total: z.number(), secret: z.string() }),
        viewSchema: z.strictObject({ total: z.number(), secret: z.string() }),
        actionSchema: z.discriminatedUnion('type', [z.strictObject({ type: z.literal('add'), amount: z.number() })]),
        refuse: () => null,
        perform: () => [],
        hide: (state) => state,
        pending: () => [{ side: 'A', actions: ['add'], rule: 'demo', reason: 'A adds' }],
        candidates: () => [1, 2, 3, 4, 5].map((amount) => ({ type: 'add' as const, amount })),
        refuseDecides: true,
        refuseAll: refuseAll as never,
      });
    const odd = listing((_state, actions) =>
      actions.map((a) => ((a.amount ?? 0) % 2 === 0 ? { rule: 'demo', reason: 'even' } : null)),
    );
    expect(odd.legalActions(start(), 'A').map((a) => a.amount)).toEqual([1, 3, 5]);
    const short = listing(() => [null]);
    expect(() => short.legalActions(start(), 'A')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('refuses a definition that is not one', () => {
    expect(() => defineGame(null as never)).toThrow(/definition/);
    expect(() => defineGame({ name: 'x' } as never)).toThrow(/refuse/);
  });

  it('every method of a game meets any argument with a result or a RulesError, never a TypeError', () => {
    const battle = createBattle(twoSquadronsASide());
    const anything = fc.anything({ withNullPrototype: true, maxDepth: 3 });
    fc.assert(
      fc.property(
        fc.constantFrom('apply', 'check', 'replay', 'viewFor', 'eventsFor', 'pending'),
        anything,
        anything,
        (method, a, b) => {
          for (const state of [a, battle]) {
            try {
              (firepowerBattle[method] as (x: unknown, y: unknown) => unknown)(state, b);
            } catch (error) {
              expect(isRulesError(error), String(error)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every game\u2019s eventsFor meets arbitrary event lists with a result or a RulesError', () => {
    const games = [firepowerBattle, shoestringGame, cartwheelGame, warAtSeaGame, sopacGame];
    const event = fc.record(
      {
        type: fc.constantFrom('naval-assignment', 'placed', 'move', 'x'),
        rule: fc.string(),
        data: fc.anything({ maxDepth: 2 }),
        visibleTo: fc.anything({ maxDepth: 1 }),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...games),
        fc.array(fc.oneof(event, fc.anything({ maxDepth: 2 }))),
        (game, events) => {
          for (const side of game.sides) {
            try {
              expect(Array.isArray(game.eventsFor(events as never, side as never))).toBe(true);
            } catch (error) {
              expect(isRulesError(error), String(error)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
