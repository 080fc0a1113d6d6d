import { deepFreeze } from '../core/deep-freeze.js';
import { internedLabel } from '../core/interned-label.js';
import type { Roll } from '../dice/roll.js';
import { type DamageDieReading, damageDieTableInForce } from './damage-dice.js';
import type { FirepowerRules } from './rules.js';
import type { DamageLevel } from './schemas/enums.js';
import {
  DAMAGE_DIE_COLUMNS,
  type DamageDie,
  type DamageDieCell,
  damageDieCell,
  type HitLevel,
} from './tables/damage-die-cells.js';

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
  /** What it reads for die scores 1 to 6 (without a list aspect), shared by every throw. */
  readonly readings: readonly DamageDieReading[];
  /** The roll records of die scores 1 to 6 under its label, shared by every throw. */
  readonly rolls: readonly Roll[];
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

/** Every level's plan under one set of rules. */
type LevelPlans = Readonly<Record<HitLevel, DamageLevelPlan>>;

/** Plans by rules (deep-frozen, so they cannot change). */
const PLANS = new WeakMap<FirepowerRules, LevelPlans>();

function diePlan(rules: FirepowerRules, die: DamageDie, level: HitLevel): DamageDiePlan {
  const table = damageDieTableInForce(rules, die);
  const cells = [1, 2, 3, 4, 5, 6].map((score) => damageDieCell(table, score, level));
  const readings = cells.map((cell, i): DamageDieReading => ({ die, score: i + 1, level, cell }));
  const label = internedLabel(`${die.toUpperCase()} DIE (${level})`);
  const rolls = readings.map(({ score }): Roll => ({ label, die: 'd6', value: score }));
  return { die, level, label, cells, readings, rolls };
}

/** The damage step's title at a level, e.g. `'Damage at level H'`. Internal. */
export function damageStepTitle(level: DamageLevel): string {
  return `Damage at level ${level}`;
}

function buildPlan(rules: FirepowerRules, level: HitLevel): DamageLevelPlan {
  return {
    title: damageStepTitle(level),
    specialEffectThreshold: rules.tables.specialEffectThresholds[level],
    red: diePlan(rules, 'red', level),
    blue: diePlan(rules, 'blue', level),
    green: diePlan(rules, 'green', level),
    white: diePlan(rules, 'white', level),
  };
}

function buildPlans(rules: FirepowerRules): LevelPlans {
  return deepFreeze(
    Object.fromEntries(DAMAGE_DIE_COLUMNS.map((level) => [level, buildPlan(rules, level)])) as Record<
      HitLevel,
      DamageLevelPlan
    >,
  );
}

function plansFor(rules: FirepowerRules): LevelPlans {
  if (!Object.isFrozen(rules)) return buildPlans(rules);
  let plans = PLANS.get(rules);
  if (plans === undefined) {
    plans = buildPlans(rules);
    PLANS.set(rules, plans);
  }
  return plans;
}

/**
 * The damage dice's plan at `level` under `rules`: worked out once per rules (all six
 * levels at once), so a hit's four dice read their cells by die score instead of looking
 * up table, column and label by name on every throw (those lookups by a key only known at
 * run time were half the cost of a gunnery hit, measured). Internal.
 *
 * @example
 * ```ts
 * damageLevelPlan(resolveFirepowerRules(), 'H').red.cells[5]; // 'black' (RED DIE 6 at H)
 * ```
 */
export function damageLevelPlan(rules: FirepowerRules, level: HitLevel): DamageLevelPlan {
  const plans = plansFor(rules);
  // A switch on the six levels, not plans[level]: a read by a key only known at run time costs a lookup.
  switch (level) {
    case 'S':
      return plans.S;
    case 'L':
      return plans.L;
    case 'M':
      return plans.M;
    case 'H':
      return plans.H;
    case 'E':
      return plans.E;
    case 'C':
      return plans.C;
  }
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
