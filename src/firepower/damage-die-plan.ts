import { deepFreeze } from '../core/deep-freeze.js';
import { internedLabel } from '../core/interned-label.js';
import { damageDieTableInForce } from './damage-dice.js';
import type { FirepowerRules } from './rules.js';
import { type DamageDie, type DamageDieCell, damageDieCell, type HitLevel } from './tables/damage-die-cells.js';

/** What throwing one damage die at one damage level needs, read from the tables once. Internal. */
export interface DamageDiePlan {
  /** Which die. */
  readonly die: DamageDie;
  /** The damage level it is read at. */
  readonly level: HitLevel;
  /** Its roll label, e.g. `'RED DIE (H)'`. */
  readonly label: string;
  /** Its cells at this level for die scores 1 to 6 (the table in force, blanks read as the rules say). */
  readonly cells: readonly DamageDieCell[];
}

/** The damage dice at one damage level under one set of rules: each die's plan, and the level's own figures. Internal. */
export interface DamageLevelPlan {
  /** The damage step's title, e.g. `'Damage at level H'`. */
  readonly title: string;
  /** The score the optional special-effect check needs at this level, or null for none. */
  readonly specialEffectThreshold: number | null;
  /** RED DIE. */
  readonly red: DamageDiePlan;
  /** BLUE DIE. */
  readonly blue: DamageDiePlan;
  /** GREEN DIE. */
  readonly green: DamageDiePlan;
  /** WHITE DIE. */
  readonly white: DamageDiePlan;
}

/** Plans by rules (deep-frozen, so they cannot change) and level. */
const PLANS = new WeakMap<FirepowerRules, Map<HitLevel, DamageLevelPlan>>();

function diePlan(rules: FirepowerRules, die: DamageDie, level: HitLevel): DamageDiePlan {
  const table = damageDieTableInForce(rules, die);
  const cells = [1, 2, 3, 4, 5, 6].map((score) => damageDieCell(table, score, level));
  return { die, level, label: internedLabel(`${die.toUpperCase()} DIE (${level})`), cells };
}

function buildPlan(rules: FirepowerRules, level: HitLevel): DamageLevelPlan {
  return deepFreeze({
    title: `Damage at level ${level}`,
    specialEffectThreshold: rules.tables.specialEffectThresholds[level],
    red: diePlan(rules, 'red', level),
    blue: diePlan(rules, 'blue', level),
    green: diePlan(rules, 'green', level),
    white: diePlan(rules, 'white', level),
  });
}

/**
 * The damage dice's plan at `level` under `rules`: worked out once per rules and level, so
 * a hit's four dice read their cells by die score instead of looking up table, column and
 * label by name on every throw (those lookups by a key only known at run time were half
 * the cost of a gunnery hit, measured). Internal.
 *
 * @example
 * ```ts
 * damageLevelPlan(resolveFirepowerRules(), 'H').red.cells[5]; // 'black' (RED DIE 6 at H)
 * ```
 */
export function damageLevelPlan(rules: FirepowerRules, level: HitLevel): DamageLevelPlan {
  if (!Object.isFrozen(rules)) return buildPlan(rules, level);
  let byLevel = PLANS.get(rules);
  if (byLevel === undefined) {
    byLevel = new Map();
    PLANS.set(rules, byLevel);
  }
  let plan = byLevel.get(level);
  if (plan === undefined) {
    plan = buildPlan(rules, level);
    byLevel.set(level, plan);
  }
  return plan;
}

/** One die's plan out of a level's plan. Internal. */
export function planOfDie(plan: DamageLevelPlan, die: DamageDie): DamageDiePlan {
  switch (die) {
    case 'red':
      return plan.red;
    case 'blue':
      return plan.blue;
    case 'green':
      return plan.green;
    case 'white':
      return plan.white;
  }
}
