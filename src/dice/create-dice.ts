import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { checkDiceState, checkSeed } from './check-dice-input.js';
import type { DiceState } from './dice-state.js';
import { DrawSource } from './draw-source.js';
import { type HostedGenerator, openHosted } from './hosted-registry.js';
import { checkLogOption, type DiceWithLog, diceOver, type MakeDiceOptions, rollLogOf } from './make-dice.js';
import { mixSeed } from './mix-seed.js';

/** Seeded dice: reproducible from their seed, and resumable from `state()`. */
export interface SeededDice extends DiceWithLog {
  /** The current generator state as plain JSON; `restoreDice` continues from it. */
  state(): DiceState;
}

/** Dice drawing from `rng`, saved by `save` with the rolls counted so far. Internal. */
function seededOver(
  rng: RandomGenerator,
  rollsBefore: number,
  log: boolean,
  save: (rolls: number) => DiceState,
): SeededDice {
  const dice = diceOver(DrawSource.seeded(rng), undefined, log);
  const rollLog = rollLogOf(dice);
  return Object.freeze(Object.assign(dice, { state: (): DiceState => save(rollsBefore + rollLog.total) }));
}

/** Dice over a hosted key stream of `key`, saved as where in the stream they stand. Internal. */
export function hostedOver(rng: HostedGenerator, key: string, rollsBefore: number, log: boolean): SeededDice {
  return seededOver(rng, rollsBefore, log, (rolls) => ({ generator: 'chacha20', key, ...rng.position(), rolls }));
}

function seeded(rng: RandomGenerator, rollsBefore: number, log: boolean): SeededDice {
  return seededOver(rng, rollsBefore, log, (rolls) => {
    const [a = 0, b = 0, c = 0, d = 0] = rng.getState();
    return { generator: 'xoroshiro128plus', state: [a, b, c, d], rolls };
  });
}

/**
 * Seeded dice over pure-rand's xoroshiro128+ with unbiased `uniformInt`: fast, for
 * simulations, studies, tests and games among friends. The seed (a 32-bit whole number, or
 * a string of 32 to 64 hexadecimal digits) is mixed into the generator's state
 * (SplitMix32), so nearby seeds give independent streams. Its rolls can be predicted from
 * enough earlier ones: for a match against someone who may cheat, use `createHostedDice`.
 * The same seed gives the same rolls on every platform (Node and browsers alike).
 * `{ log: false }` keeps no roll log (and so no `rolls` in resolutions): for Monte Carlo runs.
 *
 * @example
 * ```ts
 * const dice = createDice(7);
 * const roll = dice.d10('Cartwheel 7.4 initiative'); // 1..10, the same every time for seed 7
 * const fast = createDice(7, { log: false }); // same rolls, no log: for Monte Carlo runs
 * ```
 */
export function createDice(seed: number | string, options: MakeDiceOptions = {}): SeededDice {
  const log = checkLogOption(options, 'createDice');
  return seeded(xoroshiro128plusFromState(mixSeed(checkSeed(seed))), 0, log);
}

/**
 * Restores dice from a saved {@link DiceState}; the restored dice roll exactly what the
 * saved ones would have rolled next. The log starts empty. Hosted dice (`chacha20`) are
 * restored once the app has called `useHostedDice()` or `createHostedDice` (the cipher is
 * left out of bundles that never host a match); before, their state is a RulesError
 * naming `generator`.
 *
 * @example
 * ```ts
 * const a = createDice(7);
 * const b = restoreDice(a.state());
 * a.d6('x') === b.d6('x'); // true
 * ```
 */
export function restoreDice(state: DiceState, options: MakeDiceOptions = {}): SeededDice {
  const log = checkLogOption(options, 'restoreDice');
  return restoreCheckedDice(checkDiceState(state), log);
}

/**
 * {@link restoreDice} of a dice state already validated (a game state's own, parsed with
 * `diceStateSchema`): not checked again. Internal.
 */
export function restoreCheckedDice(valid: DiceState, log = true): SeededDice {
  if (valid.generator === 'chacha20') return hostedOver(openHosted(valid), valid.key, valid.rolls, log);
  return seeded(xoroshiro128plusFromState(valid.state), valid.rolls, log);
}
