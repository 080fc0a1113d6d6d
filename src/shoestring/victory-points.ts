import * as z from 'zod';
import { parseInput } from '../core/parse-input.js';
import { RulesError } from '../core/rules-error.js';
import { resolveShoestringRules, type ShoestringRules, type ShoestringRulesOverrides } from './rules.js';
import type { Side } from './schemas.js';

/** One kind of victory point award these rules make. */
export interface VictoryPointAward {
  /** The optional rule that makes it. */
  readonly rule: 'O1.0' | 'O2.0' | 'O4.0' | 'O5.0';
  /** The option switch it depends on. */
  readonly option: 'O1' | 'O2' | 'O4' | 'O5';
  /** What earns it. */
  readonly event:
    | 'yamato-committed'
    | 'battleship-step-eliminated'
    | 'yamato-step-eliminated'
    | 'dd-supply-chosen'
    | 'pt-base-chosen';
  /** The side that scores. */
  readonly to: Side;
  /** Points per occurrence (from the rules object). */
  readonly points: number;
  /** What one occurrence is. */
  readonly per: string;
  /** When the points are scored. */
  readonly when: string;
}

/**
 * The victory points ledger of these rules as data (O1.0, O2.0, O4.0, O5.0), with the
 * points of the rules in force. O2.0 does not name who scores; the ledger gives the U.S.
 * (the side eliminating Japanese battleship steps). O4.0 gives its 10 VP to the Japanese
 * player, as printed.
 *
 * @example
 * ```ts
 * victoryPointAwards().find((a) => a.rule === 'O5.0')?.points; // 6
 * ```
 */
export function victoryPointAwards(rules?: ShoestringRulesOverrides): readonly VictoryPointAward[] {
  return awardsOf(resolveShoestringRules(rules));
}

function awardsOf(r: ShoestringRules): VictoryPointAward[] {
  const vp = r.victoryPoints;
  return [
    {
      rule: 'O1.0',
      option: 'O1',
      event: 'yamato-committed',
      to: 'US',
      points: vp.yamatoCommitted,
      per: 'Naval Unit Assignment (I.A.4) in which the Japanese commit Yamato',
      when: 'end of that game turn',
    },
    {
      rule: 'O2.0',
      option: 'O2',
      event: 'battleship-step-eliminated',
      to: 'US',
      points: vp.battleshipStep,
      per: 'Japanese BB step eliminated, Yamato excepted',
      when: 'as the base game scores eliminated steps',
    },
    {
      rule: 'O2.0',
      option: 'O2',
      event: 'yamato-step-eliminated',
      to: 'US',
      points: vp.yamatoStep,
      per: 'Yamato step eliminated',
      when: 'as the base game scores eliminated steps',
    },
    {
      rule: 'O4.0',
      option: 'O4',
      event: 'dd-supply-chosen',
      to: 'Japanese',
      points: vp.ddSupplyTransport,
      per: 'game in which the Japanese choose DD supply transport',
      when: 'end of the game',
    },
    {
      rule: 'O5.0',
      option: 'O5',
      event: 'pt-base-chosen',
      to: 'Japanese',
      points: vp.ptBoats,
      per: 'game in which the U.S. builds the PT boat base',
      when: 'end of the game',
    },
  ];
}

/**
 * One scoring event of a game, for {@link tallyVictoryPoints}.
 *
 * @example
 * ```ts
 * victoryPointEventSchema.parse({ kind: 'battleship-step-eliminated', yamato: true, steps: 2 });
 * ```
 */
export const victoryPointEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** O1.0: the Japanese committed Yamato in the Naval Unit Assignment of `turn`. */
    kind: z.literal('yamato-committed'),
    /** The odd game turn of that assignment (I.A.4 happens on odd game turns only). */
    turn: z
      .number()
      .int()
      .min(1)
      .refine((n) => n % 2 === 1, 'Yamato is committed in the Naval Unit Assignment (I.A.4), on odd game turns only'),
  }),
  z.strictObject({
    /** O2.0: Japanese battleship steps eliminated. */
    kind: z.literal('battleship-step-eliminated'),
    /** True when the steps are Yamato's. */
    yamato: z.boolean().default(false),
    /** How many steps; default 1. */
    steps: z.number().int().min(1).default(1),
  }),
]);

/** What {@link tallyVictoryPoints} returns. */
export interface VictoryPointTally {
  /** Points the U.S. scores under these rules. */
  readonly US: number;
  /** Points the Japanese player scores under these rules. */
  readonly Japanese: number;
  /** Each award, in order: the event's awards first, then the end-of-game ones of chosen options. */
  readonly entries: readonly {
    readonly rule: string;
    readonly to: Side;
    readonly points: number;
    readonly reason: string;
  }[];
}

/**
 * Adds up the victory points these rules award for a game's events, plus the end-of-game
 * awards of O4.0 and O5.0 when those options are on. An event whose option is off is a
 * RulesError (`ILLEGAL_ACTION`). Base-game victory points are not counted here.
 *
 * @example
 * ```ts
 * tallyVictoryPoints([{ kind: 'battleship-step-eliminated', yamato: true, steps: 2 }], { options: { O2: true } }).US; // 14
 * ```
 */
export function tallyVictoryPoints(
  events: readonly z.input<typeof victoryPointEventSchema>[],
  rules?: ShoestringRulesOverrides,
): VictoryPointTally {
  const valid = parseInput(z.array(victoryPointEventSchema), events, { rule: 'victory points', what: 'events' });
  const resolved = resolveShoestringRules(rules);
  const awards = awardsOf(resolved);
  const award = (event: VictoryPointAward['event']): VictoryPointAward => {
    const found = awards.find((a) => a.event === event) as VictoryPointAward;
    if (!resolved.options[found.option]) {
      throw new RulesError(
        `${found.rule} is not in play, so "${event}" scores nothing under it: switch on options.${found.option}`,
        {
          code: 'ILLEGAL_ACTION',
          rule: found.rule,
          path: ['options', found.option],
        },
      );
    }
    return found;
  };
  const entries: { rule: string; to: Side; points: number; reason: string }[] = [];
  for (const event of valid) {
    if (event.kind === 'yamato-committed') {
      const a = award('yamato-committed');
      entries.push({ rule: a.rule, to: a.to, points: a.points, reason: `Yamato committed in game turn ${event.turn}` });
    } else {
      const a = award(event.yamato ? 'yamato-step-eliminated' : 'battleship-step-eliminated');
      entries.push({
        rule: a.rule,
        to: a.to,
        points: a.points * event.steps,
        reason: `${event.steps} ${event.yamato ? 'Yamato' : 'Japanese BB'} step${event.steps === 1 ? '' : 's'} eliminated`,
      });
    }
  }
  for (const a of awards) {
    if ((a.event === 'dd-supply-chosen' || a.event === 'pt-base-chosen') && resolved.options[a.option]) {
      entries.push({ rule: a.rule, to: a.to, points: a.points, reason: a.per });
    }
  }
  const sum = (side: Side) => entries.filter((e) => e.to === side).reduce((total, e) => total + e.points, 0);
  return { US: sum('US'), Japanese: sum('Japanese'), entries };
}
