import { deepFreeze } from '../../core/deep-freeze.js';
import type { FinishedGame, Measure } from '../../game/measure.js';
import type { WarAtSeaGameState } from '../game/game-state.js';
import { capacityOf } from '../loading.js';
import { resolveWarAtSeaRules } from '../rules.js';

type Side = 'Allies' | 'Axis';
type Run = FinishedGame<WarAtSeaGameState, Side>;
const enemy = (side: Side): Side => (side === 'Allies' ? 'Axis' : 'Allies');
const bySide = (count: (side: Side) => number) => ({ Allies: count('Allies'), Axis: count('Axis') });

/** The point value of `side`'s destroyed units of one category: what the enemy scored by sinking them. */
const valueLost = (run: Run, side: Side, category: 'ship' | 'aircraft') =>
  run.state.units
    .filter((u) => u.side === side && u.destroyed && u.card.category === category)
    .reduce((sum, u) => sum + u.card.points, 0);

/**
 * What a War at Sea study measures in each landing by default, beside the outcome's enemy
 * units destroyed and islands held (`simulate --help war-at-sea` lists them).
 */
export const warAtSeaMeasures: readonly Measure<WarAtSeaGameState, Side>[] = /* @__PURE__ */ deepFreeze([
  {
    name: 'enemy ship value sunk',
    title: "Point value of the enemy's ships (submarines included) each side destroyed",
    rule: 'Checking for Victory',
    of: (run: Run) => bySide((side) => valueLost(run, enemy(side), 'ship')),
  },
  {
    name: 'enemy aircraft value destroyed',
    title: "Point value of the enemy's aircraft each side destroyed",
    rule: 'Checking for Victory',
    of: (run: Run) => bySide((side) => valueLost(run, enemy(side), 'aircraft')),
  },
  {
    name: 'transports lost',
    title: "A side's own units that may carry troops (Ship Capacity above 0, as the house rules set it) destroyed",
    rule: 'Ship Capacity',
    of: (run: Run) => {
      const rules = resolveWarAtSeaRules(run.state.rules);
      return bySide(
        (side) =>
          run.state.units.filter((u) => u.side === side && u.destroyed && capacityOf(u.card.abilities, rules) > 0)
            .length,
      );
    },
  },
  {
    name: 'troop counters lost ashore',
    title: "A side's troop counters landed on islands and since removed (Infantry Combat, attacks on troops)",
    rule: 'Troop Counters',
    of: (run: Run) =>
      bySide((side) => run.state.islands.reduce((sum, i) => sum + i.landed[side] - i.troops[side].length, 0)),
  },
  {
    name: 'turns',
    title: 'Game turns played: the turn the landing was decided (an unfinished run: the turn it stopped in)',
    rule: 'Checking for Victory',
    of: (run: Run) => (run.outcome.over ? run.state.turn - 1 : run.state.turn),
  },
]);
