import * as z from 'zod';
import { lookupBand } from '../core/band-table.js';
import { expectDice } from '../core/guards.js';
import { logMark, ownRolls } from '../core/log-reader.js';
import { applyModifiers, type Modifier, modifier } from '../core/modifiers.js';
import { parseInput } from '../core/parse-input.js';
import { type Resolution, resolution } from '../core/resolution.js';
import type { Dice } from '../dice/dice.js';
import { type ExactOdds, exactOdds } from '../odds/exact-odds.js';
import { resolveShoestringRules, type ShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import type { TransportAttackCode } from './tables/transport-attack-table.js';

// Argument schemas, built once (not on every call).
const TRANSPORT_ATTACK_ARGS = /* @__PURE__ */ z.strictObject({
  modifiedRoll: z.number().int().min(-1000).max(1000),
  escorted: z.boolean(),
});

/**
 * What {@link resolveTransportAttack} takes: one attack on transports (R18.3, step II.C.4).
 *
 * @example
 * ```ts
 * transportAttackInputSchema.parse({ escorted: true, henderson: 'attacker' });
 * ```
 */
export const transportAttackInputSchema = z.strictObject({
  /** True to read the "With Escort" column, false for "No Escort". */
  escorted: z.boolean(),
  /** Who controls an operational Henderson Field: the attacking player, the transporting player, or neither (not operational). Default neither. */
  henderson: z.enum(['attacker', 'transporter', 'neither']).default('neither'),
  /** True when the transporting player has more ships in the N. Guadalcanal sea zone. Default false. */
  transporterHasMoreShipsInNorthGuadalcanal: z.boolean().default(false),
});
/** A transport attack input as callers write it. */
export type TransportAttackInput = z.input<typeof transportAttackInputSchema>;

/**
 * The modifiers of a transport attack roll (R18.3), cumulative: attacker controls an
 * operational Henderson Field −1; transporter controls it +1; transporter has more ships in
 * the N. Guadalcanal sea zone +1.
 *
 * @example
 * ```ts
 * transportAttackModifiers({ escorted: false, henderson: 'transporter', transporterHasMoreShipsInNorthGuadalcanal: true })
 *   .map((m) => m.delta); // [1, 1]
 * ```
 */
export function transportAttackModifiers(input: TransportAttackInput, rules?: ShoestringRulesOverrides): Modifier[] {
  const valid = parseInput(transportAttackInputSchema, input, { rule: 'R18.3', what: 'transport attack input' });
  return modifiersOf(valid, resolveShoestringRules(rules));
}

/** The modifiers of validated transport attack input under resolved rules. */
function modifiersOf(valid: z.output<typeof transportAttackInputSchema>, rules: ShoestringRules): Modifier[] {
  const r = rules.transportAttack;
  const out: Modifier[] = [];
  if (valid.henderson === 'attacker') {
    out.push(modifier('R18.3', 'attacking player controls operational Henderson Field', r.attackerHenderson));
  }
  if (valid.henderson === 'transporter') {
    out.push(modifier('R18.3', 'transporting player controls operational Henderson Field', r.transporterHenderson));
  }
  if (valid.transporterHasMoreShipsInNorthGuadalcanal) {
    out.push(modifier('R18.3', 'transporting player has more ships in N. Guadalcanal', r.transporterMoreShips));
  }
  return out;
}

/**
 * Reads a modified roll on the revised Transport Attack Table (R18.3) in one column.
 *
 * @example
 * ```ts
 * lookupTransportAttack(3, true);  // '*'
 * lookupTransportAttack(-1, false); // '1/2 AB'
 * ```
 */
export function lookupTransportAttack(
  modifiedRoll: number,
  escorted: boolean,
  rules?: ShoestringRulesOverrides,
): TransportAttackCode {
  parseInput(
    TRANSPORT_ATTACK_ARGS,
    { modifiedRoll, escorted },
    { rule: 'R18.3', what: 'Transport Attack Table lookup (escorted: true or false picks the column)' },
  );
  const row = lookupBand(resolveShoestringRules(rules).tables.transportAttack, modifiedRoll).result;
  return escorted ? row.withEscort : row.noEscort;
}

/**
 * The caller's description of a Transport Attack result code (rules object
 * `transportAttack.descriptions`), or undefined: the codes mean what the base game says.
 *
 * @example
 * ```ts
 * describeTransportAttack('AB', { transportAttack: { descriptions: { AB: 'MADE-UP: aborted' } } }); // 'MADE-UP: aborted'
 * ```
 */
export function describeTransportAttack(code: string, rules?: ShoestringRulesOverrides): string | undefined {
  return resolveShoestringRules(rules).transportAttack.descriptions[code];
}

/**
 * Rolls a transport attack on the revised Transport Attack Table (R18.3): a d10 (0–9) with
 * the cumulative modifiers of {@link transportAttackModifiers}, read in the With Escort or
 * No Escort column. The outcome is the printed code; its effect is the base game's (a
 * caller's description, if given, is added to the notes).
 *
 * @example
 * ```ts
 * resolveTransportAttack({ escorted: false, henderson: 'attacker' }, createDice(7)).outcome; // e.g. 'AB*'
 * ```
 */
export function resolveTransportAttack(
  input: TransportAttackInput,
  dice: Dice,
  rules?: ShoestringRulesOverrides,
): Resolution<TransportAttackCode> {
  expectDice(dice, 'R18.3');
  const valid = parseInput(transportAttackInputSchema, input, { rule: 'R18.3', what: 'transport attack input' });
  const resolved = resolveShoestringRules(rules);
  const modifiers = modifiersOf(valid, resolved);
  const mark = logMark(dice);
  const natural = dice.d10Zero(`R18.3 transport attack (${valid.escorted ? 'with escort' : 'no escort'})`);
  const roll = applyModifiers(natural, modifiers);
  const read = lookupBand(resolved.tables.transportAttack, roll.total);
  const outcome = valid.escorted ? read.result.withEscort : read.result.noEscort;
  const description = resolved.transportAttack.descriptions[outcome];
  return resolution({
    rule: 'R18.3',
    title: `Transport attack, ${valid.escorted ? 'With Escort' : 'No Escort'} column`,
    rolls: ownRolls(dice, mark),
    modifiers: roll.modifiers,
    total: roll.total,
    row: read.row,
    outcome,
    notes: [
      description === undefined
        ? `result ${outcome}: applied as the base game's transport attack rules define it`
        : `result ${outcome}: ${description}`,
    ],
  });
}

/**
 * The exact odds of {@link resolveTransportAttack}.
 *
 * @example
 * ```ts
 * transportAttackOdds({ escorted: true }).outcomes; // 1/2 AB 1/10, AB 1/10, AB* 1/10, * 2/10, – 5/10
 * ```
 */
export function transportAttackOdds(
  input: TransportAttackInput,
  rules?: ShoestringRulesOverrides,
): ExactOdds<TransportAttackCode> {
  return exactOdds((dice) => resolveTransportAttack(input, dice, rules).outcome);
}
