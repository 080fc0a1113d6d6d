import { lookupBand } from '../core/band-table.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { rollHits } from '../core/pool-bands.js';
import { type Resolution, resolutionOf } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import type { MtbAttack } from './mtb-attack-input.js';
import type { SopacRules } from './rules.js';
import type { SurpriseResult } from './tables/surprise-table.js';

/** The boats on one target ship and what became of them. */
export interface MtbGroup {
  /** The target ship. */
  readonly target: string;
  /** Boats that attacked it. */
  readonly boats: number;
  /** Ace boats among them. */
  readonly aces: number;
  /** Boats sunk by the fleet's fire, Aces included. */
  readonly boatsLost: number;
  /** Ace boats among those sunk. */
  readonly acesLost: number;
  /** Torpedo hits on the target (their damage is read on your tables). */
  readonly torpedoHits: number;
  /** Special gunnery hits on the target. */
  readonly gunneryHits: number;
  /** True when the target sank before special gunnery (`sinksAfter`, or as your game reports). */
  readonly targetSunk: boolean;
}

/** Where an MTB attack stands: the next stage to play, the surprise roll and each group. */
export interface MtbAttackState {
  /** The next stage: surprise roll, fire before torpedoes, torpedoes, special gunnery, fire after it, or over. */
  readonly stage: 'surprise' | 'fire' | 'torpedoes' | 'gunnery' | 'fire-again' | 'over';
  /** The surprise roll's result, once rolled. */
  readonly surprise: SurpriseResult | null;
  /** One group of boats per target ship. */
  readonly groups: readonly MtbGroup[];
}

/** One special gunnery hit read on your Gunnery Damage Table (20.42). */
export interface GunneryEffect {
  /** The target ship. */
  readonly target: string;
  /** The 2d6 total. */
  readonly roll: number;
  /** What your table prints for it, or null without a table. */
  readonly result: string | null;
  /** `'knocked-out'` an unarmoured box or mount is hit; `'no-effect'` Hull, Critical or an armoured box; `'read-your-table'` no table given. */
  readonly effect: 'knocked-out' | 'no-effect' | 'read-your-table';
}

/** The state at the start of an attack. Internal. */
export function startMtbAttack(attack: MtbAttack): MtbAttackState {
  return {
    stage: 'surprise',
    surprise: null,
    groups: attack.attacks.map((a) => ({
      target: a.target,
      boats: a.boats,
      aces: a.aces,
      boatsLost: 0,
      acesLost: 0,
      torpedoHits: 0,
      gunneryHits: 0,
      targetSunk: false,
    })),
  };
}

/** Boats of a group still afloat. Internal. */
export const left = (g: MtbGroup) => g.boats - g.boatsLost;

/** The d6 fired at each group: the targets at their own attackers; in fleet fire, other ships too. Internal. */
export function fireDice(attack: MtbAttack, groups: readonly MtbGroup[], fleet: boolean): number[] {
  const dice = groups.map(() => 0);
  const afloat = (i: number) => i >= 0 && left(groups[i] as MtbGroup) > 0;
  for (const ship of attack.ships) {
    const own = groups.findIndex((g) => g.target === ship.id);
    // 20.42: the ships that fire again are the fleet's ships afloat; a target the torpedoes sank does not.
    if (groups[own]?.targetSunk === true) continue;
    let at = afloat(own) ? own : -1;
    if (at < 0 && fleet) {
      const chosen = groups.findIndex((g) => g.target === ship.firesAt);
      at = afloat(chosen) ? chosen : groups.findIndex((g) => left(g) > 0);
    }
    if (at >= 0) dice[at] = (dice[at] ?? 0) + ship.fireDice;
  }
  return dice;
}

/** Which of a group's losses are Aces: one die per loss over the boats still afloat, an Ace on a face up to the Aces left (20.5). */
function lossesAmong(dice: Dice, group: MtbGroup, losses: number): number {
  let boats = left(group);
  let aces = group.aces - group.acesLost;
  let acesLost = 0;
  for (let i = 0; i < losses; i++) {
    const ace =
      aces === boats || (aces > 0 && dice.dN(boats, `20.5 which boat attacking ${group.target} is lost`) <= aces);
    if (ace) {
      aces -= 1;
      acesLost += 1;
    }
    boats -= 1;
  }
  return acesLost;
}

/** One stage played: the new state, its resolution, and any special gunnery effects read. Internal. */
export type MtbStep = { state: MtbAttackState; step: Resolution<unknown>; effects: GunneryEffect[] };

function fire(state: MtbAttackState, attack: MtbAttack, dice: Dice, rules: SopacRules, fleet: boolean): MtbGroup[] {
  const counts = fireDice(attack, state.groups, fleet);
  return state.groups.map((g, i) => {
    const hits = rollHits(dice, counts[i] ?? 0, rules.mtb.shipFireHitsOn, `20.41 fire at boats attacking ${g.target}`);
    const losses = Math.min(hits, left(g));
    if (losses === 0) return g;
    const acesLost = lossesAmong(dice, g, losses);
    return { ...g, boatsLost: g.boatsLost + losses, acesLost: g.acesLost + acesLost };
  });
}

function torpedoes(state: MtbAttackState, attack: MtbAttack, dice: Dice, rules: SopacRules): MtbGroup[] {
  const { torpedoFactors, torpedoHitsOn, aceBonus } = rules.mtb;
  return state.groups.map((g, i) => {
    const aces = g.aces - g.acesLost;
    const plain = left(g) - aces;
    const label = `20.41 torpedoes at ${g.target}`;
    const hits =
      rollHits(dice, plain * torpedoFactors, torpedoHitsOn, label) +
      rollHits(dice, aces * torpedoFactors, torpedoHitsOn - aceBonus, `${label}, Aces`);
    const sinksAfter = attack.attacks[i]?.sinksAfter ?? null;
    return { ...g, torpedoHits: hits, targetSunk: sinksAfter !== null && hits >= sinksAfter };
  });
}

/** Reads one special gunnery hit on the user's table. */
function gunneryEffect(attack: MtbAttack, target: string, dice: Dice): GunneryEffect {
  const roll = dice.twoD6(`20.42 special gunnery damage on ${target}`);
  const table = attack.gunneryDamageTable;
  if (table === undefined) return { target, roll, result: null, effect: 'read-your-table' };
  const result = table[String(roll) as keyof typeof table];
  const unarmoured = attack.attacks.find((a) => a.target === target)?.unarmoured ?? [];
  const box = !/^(hull|critical)$/i.test(result.trim()) && unarmoured.includes(result);
  return { target, roll, result, effect: box ? 'knocked-out' : 'no-effect' };
}

/**
 * Plays the next stage of an MTB attack (20.41–20.5). With `readEffects` each special
 * gunnery hit also rolls on the user's table; exact odds leave that out. Internal.
 */
export function playMtbStage(
  state: MtbAttackState,
  attack: MtbAttack,
  dice: Dice,
  rules: SopacRules,
  readEffects: boolean,
): MtbStep {
  const mark = logMark(dice);
  const made = (
    title: string,
    next: MtbAttackState,
    rule: string,
    extra: Partial<Resolution<unknown>> = {},
    effects: GunneryEffect[] = [],
  ): MtbStep => ({
    state: next,
    effects,
    step: resolutionOf({ rule, title, rolls: ownRolls(dice, mark), outcome: next, ...extra }),
  });
  switch (state.stage) {
    case 'surprise': {
      const roll = dice.d6('20.41 surprise roll');
      const read = lookupBand(rules.mtb.surprise, roll);
      const next = {
        ...state,
        surprise: read.result,
        stage: read.result === 'surprise' ? 'torpedoes' : 'fire',
      } as const;
      return made('MTB surprise roll', next, '20.41', { total: roll, row: read.row });
    }
    case 'fire':
      return made(
        state.surprise === 'fleet-fires' ? 'The whole fleet fires at the boats' : 'The targets fire at their attackers',
        { ...state, stage: 'torpedoes', groups: fire(state, attack, dice, rules, state.surprise === 'fleet-fires') },
        '20.41',
      );
    case 'torpedoes':
      return made(
        'Torpedo attacks by the surviving boats',
        { ...state, stage: attack.specialGunnery ? 'gunnery' : 'over', groups: torpedoes(state, attack, dice, rules) },
        '20.41',
      );
    case 'gunnery': {
      const effects: GunneryEffect[] = [];
      const groups = state.groups.map((g) => {
        if (g.targetSunk || left(g) === 0) return g;
        const hits = rollHits(dice, left(g), rules.mtb.gunneryHitsOn, `20.42 special gunnery at ${g.target}`);
        if (readEffects) for (let i = 0; i < hits; i++) effects.push(gunneryEffect(attack, g.target, dice));
        return { ...g, gunneryHits: hits };
      });
      return made(
        'Special gunnery by the surviving boats',
        { ...state, stage: 'fire-again', groups },
        '20.42',
        {
          notes: [
            'Hull and Critical results are no effect; only unarmoured gun boxes and torpedo mounts; no Secondary Penetration',
          ],
        },
        effects,
      );
    }
    case 'fire-again':
      return made(
        'The whole fleet fires at the boats again',
        { ...state, stage: 'over', groups: fire(state, attack, dice, rules, true) },
        '20.42',
      );
    case 'over':
      return made('The MTB attack is over', state, '20.4');
  }
}
