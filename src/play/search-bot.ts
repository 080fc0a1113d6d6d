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
  /** Rollouts per move, spread over the actions tried. Default 32. */
  readonly rollouts?: number;
  /** The most actions tried per move: the doctrine's favourites. Default 4. */
  readonly width?: number;
  /** The most actions a rollout plays before it is scored where it stands. Default 200: the docs set-ups' games mostly end sooner, so a rollout is mostly scored by who won. */
  readonly depth?: number;
  /** How much better (on the 0–1 scale of a rollout's score) another action must do to overrule the doctrine's choice. Default 0.05. */
  readonly margin?: number;
  /** How many standard errors of the paired difference (over the same re-deals) another action's lead over the doctrine's choice must also exceed to overrule it; 0 looks at the margin alone. Default 2. */
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
 * A bot that searches: determinized Monte Carlo. For each of the doctrine's favourite
 * legal actions it re-deals what its side cannot see (`turn.sample`, the game's
 * `resample`), takes the action there, plays on with the doctrine for both sides up to
 * `depth` actions, and scores where that ends ({@link outcomeValue}); every action is tried
 * on the same re-deals. The doctrine's own choice stands unless another action's mean beats
 * it by `margin` and by `confidence` standard errors of the paired difference (with one
 * re-deal an action, by the margin alone).
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
  const rollouts = whole(options.rollouts ?? 32, 'rollouts', 1, 100_000);
  const width = whole(options.width ?? 4, 'width', 1, 1_000);
  const depth = whole(options.depth ?? 200, 'depth', 0, 100_000);
  const margin = options.margin ?? 0.05;
  if (typeof margin !== 'number' || !(margin >= 0 && margin <= 1)) {
    throw botOptionError('searchBot', ['margin'], 'a number from 0 to 1', margin);
  }
  const confidence = options.confidence ?? 2;
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
  const bot: Bot<S, A, Side, V> = {
    name: 'search',
    readsEvents: false,
    choose: (turn) => {
      const legal = someLegal(turn.legal, 'searchBot');
      if (legal.length === 1) return legal[0] as A;
      const tried = tryOrder(turn);
      const per = Math.max(1, Math.floor(rollouts / tried.length));
      const seeds = Array.from({ length: per }, () => stream.int(999_999));
      // Each action's score on each re-deal (the same re-deals for every action).
      const scores = tried.map((action) =>
        seeds.map((seed) => {
          const sample = turn.sample(seed);
          let after: S;
          try {
            after = game.apply(sample, action as unknown as AInput).state;
          } catch {
            return 0; // not legal in this re-deal: it scores nothing there
          }
          const bots = {} as Record<Side, Bot<S, A, Side, V>>;
          game.sides.forEach((side, index) => {
            bots[side] = doctrineBot({ doctrine, seed: (seed + index + 1) | 0 });
          });
          return outcomeValue(playOut(game, after, bots, { maxActions: depth }).outcome, turn.side);
        }),
      );
      // The doctrine's choice stands unless another action does clearly better on the same
      // re-deals: by `margin`, and by `confidence` standard errors of the paired difference,
      // so that a few noisy rollouts do not overrule it.
      let best = 0;
      let bestMean = Number.NEGATIVE_INFINITY;
      for (let index = 1; index < tried.length; index++) {
        const lead = pairedLead(scores[index] as number[], scores[0] as number[]);
        if (lead.mean >= margin && lead.mean > confidence * lead.error && lead.mean > bestMean) {
          best = index;
          bestMean = lead.mean;
        }
      }
      return tried[best] as A;
    },
  };
  // With one of the library's doctrines, it reads its turn of that doctrine's game only while choosing.
  return readOnlyWith(bot, doctrine);
}
