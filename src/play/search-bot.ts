import type { Game, GameActionBase, GameStateBase, Outcome } from '../game/game.js';
import type { Bot, BotTurn } from './bot.js';
import { botOptionError, botOptions, botStream, someLegal } from './bot-stream.js';
import { type Doctrine, doctrineBot } from './doctrine-bot.js';
import { playOut } from './play-out.js';
import { readOnlyWith } from './read-only-bot.js';

/** Options of {@link searchBot}. */
export interface SearchBotOptions<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput, V> {
  /** The game searched (its `apply`, `outcome` and the rest play the rollouts). */
  readonly game: Game<S, A, Side, AInput, V>;
  /** The doctrine both sides follow in the rollouts, and that picks which actions to try. */
  readonly doctrine: Doctrine<S, A, Side, V>;
  /** Seed of the bot's stream: the re-deals and the rollouts' bots derive from it. */
  readonly seed: number;
  /** Rollouts a move: half for round one over the actions tried (at least one each, so a small budget may be passed), half for round two. Default 48. */
  readonly rollouts?: number;
  /** The most actions tried per move: the doctrine's favourites. Default 12. */
  readonly width?: number;
  /** The most actions a rollout plays before it is scored where it stands. Default 200: the docs set-ups' games mostly end sooner, so a rollout is mostly scored by who won. */
  readonly depth?: number;
  /** How much better (on the 0–1 scale of a rollout's score) another action must do to overrule the doctrine's choice. Default 0.05. */
  readonly margin?: number;
  /** How many standard errors of the paired difference (over the second round's re-deals) the other action's lead over the doctrine's choice must also exceed to overrule it; 0 looks at the margin alone. Default 1. */
  readonly confidence?: number;
}

function whole(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw botOptionError('searchBot', [path], `a whole number from ${min} to ${max}`, value);
  }
  return value;
}

/**
 * How good an outcome is for `side`, from 0 to 1: 1 for a win, 0 for a loss, ½ for a draw;
 * a game not over scores ½ moved by the side's lead in score. Internal.
 */
export function outcomeValue<Side extends string>(outcome: Outcome<Side>, side: Side): number {
  if (outcome.over) {
    if (outcome.winners.includes(side)) return 1;
    return outcome.winners.length > 0 ? 0 : 0.5;
  }
  const own = outcome.score[side] ?? 0;
  let best = Number.NEGATIVE_INFINITY;
  for (const [other, value] of Object.entries(outcome.score) as [Side, number][])
    if (other !== side) best = Math.max(best, value);
  if (!Number.isFinite(best)) return 0.5;
  const lead = own - best;
  return 0.5 + (0.4 * lead) / (1 + Math.abs(own) + Math.abs(best));
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mean of `a − b` over paired scores, and its standard error (0 with one pair). Internal. */
export function pairedLead(a: readonly number[], b: readonly number[]): { mean: number; error: number } {
  const n = a.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (a[i] as number) - (b[i] as number);
  const mean = sum / n;
  if (n < 2) return { mean, error: 0 };
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((a[i] as number) - (b[i] as number) - mean) ** 2;
  return { mean, error: Math.sqrt(squares / (n - 1) / n) };
}

/**
 * A bot that searches: determinized Monte Carlo in two rounds. A rollout re-deals what its
 * side cannot see (`turn.sample`, the game's `resample`), takes an action there, plays on
 * with the doctrine for both sides up to `depth` actions, and scores where that ends
 * ({@link outcomeValue}). Round one tries each of the doctrine's `width` favourite legal
 * actions on the same re-deals (half the `rollouts`, at least one each) and picks the best
 * other than the doctrine's own choice. If that one led, round two plays it and the
 * doctrine's choice on fresh re-deals (the other half): it overrules the doctrine only if
 * its lead there is at least `margin` and more than `confidence` standard errors of the
 * paired difference (with one re-deal, the margin alone). Otherwise the doctrine's choice stands.
 *
 * @example
 * ```ts
 * import { warAtSeaDoctrine, warAtSeaGame } from 'naval-rules/war-at-sea';
 * const bot = searchBot({ game: warAtSeaGame, doctrine: warAtSeaDoctrine, seed: 1, rollouts: 8 });
 * bot.name; // 'search'
 * ```
 */
export function searchBot<S extends GameStateBase, A extends GameActionBase, Side extends string, AInput, V>(
  options: SearchBotOptions<S, A, Side, AInput, V>,
): Bot<S, A, Side, V> {
  botOptions(options, 'searchBot');
  const { game, doctrine } = options;
  if (game === null || typeof game !== 'object' || typeof game.apply !== 'function') {
    throw botOptionError('searchBot', ['game'], 'a game', game);
  }
  if (typeof doctrine !== 'function') throw botOptionError('searchBot', ['doctrine'], 'a function', doctrine);
  const stream = botStream(options.seed, 'searchBot');
  const rollouts = whole(options.rollouts ?? 48, 'rollouts', 1, 100_000);
  const width = whole(options.width ?? 12, 'width', 1, 1_000);
  const depth = whole(options.depth ?? 200, 'depth', 0, 100_000);
  const margin = options.margin ?? 0.05;
  if (typeof margin !== 'number' || !(margin >= 0 && margin <= 1)) {
    throw botOptionError('searchBot', ['margin'], 'a number from 0 to 1', margin);
  }
  const confidence = options.confidence ?? 1;
  if (typeof confidence !== 'number' || !(confidence >= 0 && confidence <= 10)) {
    throw botOptionError('searchBot', ['confidence'], 'a number from 0 to 10', confidence);
  }
  const tryOrder = (turn: BotTurn<S, A, Side, V>): A[] => {
    const wants = doctrine(turn);
    const ranked = turn.legal.map((action, index) => ({
      action,
      index,
      want: wants[index] ?? Number.NEGATIVE_INFINITY,
    }));
    ranked.sort((a, b) => b.want - a.want || a.index - b.index);
    return ranked.slice(0, width).map((r) => r.action);
  };
  /** `count` seeds of re-deals from the bot's stream (at least one). */
  const redeals = (count: number): number[] => Array.from({ length: Math.max(1, count) }, () => stream.int(999_999));
  /** One rollout: `action` on the re-deal of `seed`, played on by the doctrine for both sides, scored for the turn's side. */
  const rollout = (turn: BotTurn<S, A, Side, V>, action: A, seed: number): number => {
    let after: S;
    try {
      after = game.apply(turn.sample(seed), action as unknown as AInput).state;
    } catch {
      return 0; // not legal in this re-deal: it scores nothing there
    }
    const bots = {} as Record<Side, Bot<S, A, Side, V>>;
    game.sides.forEach((side, index) => {
      bots[side] = doctrineBot({ doctrine, seed: (seed + index + 1) | 0 });
    });
    return outcomeValue(playOut(game, after, bots, { maxActions: depth }).outcome, turn.side);
  };
  const bot: Bot<S, A, Side, V> = {
    name: 'search',
    readsEvents: false,
    choose: (turn) => {
      const legal = someLegal(turn.legal, 'searchBot');
      if (legal.length === 1) return legal[0] as A;
      const tried = tryOrder(turn);
      if (tried.length === 1) return tried[0] as A;
      // Round one: every action tried on the same few re-deals, to find the best other
      // than the doctrine's choice (the first tried).
      const first = redeals(Math.floor(rollouts / 2 / tried.length));
      const means = tried.map((action) => mean(first.map((seed) => rollout(turn, action, seed))));
      let rival = 1;
      for (let index = 2; index < tried.length; index++) {
        if ((means[index] as number) > (means[rival] as number)) rival = index;
      }
      if ((means[rival] as number) <= (means[0] as number)) return tried[0] as A;
      // Round two, on fresh re-deals (round one's best is flattered by having been picked):
      // the rival overrules the doctrine only if it does clearly better on the same
      // re-deals, by `margin` and by `confidence` standard errors of the paired difference.
      const second = redeals(Math.floor(rollouts / 4));
      const lead = pairedLead(
        second.map((seed) => rollout(turn, tried[rival] as A, seed)),
        second.map((seed) => rollout(turn, tried[0] as A, seed)),
      );
      return (lead.mean >= margin && lead.mean > confidence * lead.error ? tried[rival] : tried[0]) as A;
    },
  };
  // With one of the library's doctrines, it reads its turn of that doctrine's game only while choosing.
  return readOnlyWith(bot, doctrine);
}
