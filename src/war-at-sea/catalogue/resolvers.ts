import type { CatalogueOdds, CatalogueResolver } from '../../core/catalogue/catalogue.js';
import { defineResolver } from '../../core/catalogue/define-resolver.js';
import type { Resolution } from '../../core/resolution.js';
import { fractionToNumber } from '../../odds/fraction.js';
import { type AttackOutcome, attackInputSchema, resolveAttack } from '../attack.js';
import { attackOnTroopsInputSchema, resolveAttackOnTroops } from '../attack-on-troops.js';
import { attackPhaseInputSchema, resolveAttackPhase } from '../attack-phase.js';
import {
  type InfantryFightOutcome,
  infantryFightInputSchema,
  infantryFightOdds,
  infantryForcesSchema,
  resolveInfantryCombat,
  resolveInfantryFight,
} from '../infantry-combat.js';
import { rescueInputSchema, resolveRescue } from '../rescue.js';
import type { WarAtSeaRulesOverrides } from '../rules.js';

type Rules = WarAtSeaRulesOverrides;
const effect = (r: Resolution<unknown>) => (r.outcome as AttackOutcome).effect;

/** An island fight's end without the turns played (a fight still going at the turn limit is just contested). */
function fightEnd(r: Resolution<unknown>) {
  const { Allies, Axis, control } = r.outcome as InfantryFightOutcome;
  return control === 'contested' ? { control } : { Allies, Axis, control };
}

/** The exact odds of a fight to the finish, merged turn by turn; unfinished fights are listed as still contested. */
function fightOdds(input: Parameters<typeof infantryFightOdds>[0], rules?: Rules): CatalogueOdds {
  const odds = infantryFightOdds(input, rules);
  return {
    method: `exact, equal positions merged turn by turn (${odds.rounds} turns played)`,
    outcomes: [
      ...odds.outcomes
        .filter((o) => o.finished)
        .map((o) => ({ outcome: o.state, fraction: o.fraction, probability: o.probability })),
      ...(odds.unfinished.numerator === 0n
        ? []
        : [
            {
              outcome: { control: 'contested' },
              fraction: odds.unfinished,
              probability: fractionToNumber(odds.unfinished),
            },
          ]),
    ],
  };
}

/** Every random resolver of the troop-landing rules, as its catalogue lists them. */
export function warAtSeaResolvers(): CatalogueResolver[] {
  return [
    defineResolver<typeof attackInputSchema, Rules>({
      name: 'resolveAttack',
      rule: 'Attack',
      title: 'one attack: d6 pool, successes against armour and vital armour',
      input: attackInputSchema,
      example: { attackDice: 6, target: { armour: 4, vitalArmour: 8, hullPointsLeft: 3 } },
      resolve: resolveAttack,
      project: effect,
    }),
    defineResolver<typeof attackOnTroopsInputSchema, Rules>({
      name: 'resolveAttackOnTroops',
      rule: 'Naval Gunfire vs. Troop Combat',
      title: 'a ship or aircraft attacks a troop counter',
      input: attackOnTroopsInputSchema,
      example: { attacker: 'ship', type: 'gunnery', attackDice: 12 },
      resolve: resolveAttackOnTroops,
      project: effect,
    }),
    defineResolver<typeof attackPhaseInputSchema, Rules>({
      name: 'resolveAttackPhase',
      rule: 'Attack',
      title: 'a phase of attacks, damage applied together at its end',
      input: attackPhaseInputSchema,
      example: {
        targets: { troops: { armour: 5, vitalArmour: null, hullPointsLeft: 2, hardToKill: true } },
        attacks: [
          { target: 'troops', attackDice: 8 },
          { target: 'troops', attackDice: 8 },
        ],
      },
      resolve: resolveAttackPhase,
    }),
    defineResolver<typeof infantryForcesSchema, Rules>({
      name: 'resolveInfantryCombat',
      rule: 'Troop vs. Troop Combat',
      title: 'one Infantry Combat phase on an island',
      input: infantryForcesSchema,
      example: { Allies: 6, Axis: 5 },
      resolve: resolveInfantryCombat,
    }),
    defineResolver<typeof infantryFightInputSchema, Rules>({
      name: 'resolveInfantryFight',
      rule: 'Troop vs. Troop Combat',
      title: 'an island fight played turn after turn to the finish',
      input: infantryFightInputSchema,
      example: { Allies: 6, Axis: 5 },
      resolve: resolveInfantryFight,
      project: fightEnd,
      exactOdds: fightOdds,
    }),
    defineResolver<typeof rescueInputSchema, Rules>({
      name: 'resolveRescue',
      rule: 'Special Rules: Rescue Operations',
      title: 'Rescue Operations roll for troops aboard a destroyed unit',
      input: rescueInputSchema,
      example: { troopsAboard: 2, rescuerInSector: true },
      resolve: resolveRescue,
    }),
  ];
}
