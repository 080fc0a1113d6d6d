import * as z from 'zod';
import { scorePointsAction } from '../../game/score-points-action.js';
import { missionSchema, sopacSideSchema, weatherSchema } from '../schemas.js';

const id = z.string().min(1).max(60);
const zone = z.string().min(1).max(20);
const side = sopacSideSchema;

/**
 * Every action of a SOPAC game under these optional rules, by `type`; `side` is the player
 * who takes it. The base game's own steps (plotting, movement allowances, combat, the turn
 * track) stay the app's: it reports them (`end-turn`, `set-mission`, `move-fleet`,
 * `report-fire`, `report-damage`, `bombard-mtb-base`, `mtb-base-air-hits`).
 *
 * @example
 * ```ts
 * sopacActionSchema.parse({ type: 'mtb-contact', side: 'Allied', flotilla: 'PT-1', fleet: 'MADE-UP TF' }).type;
 * ```
 */
export const sopacActionSchema = z.discriminatedUnion('type', [
  /** The turn ends: ships' undisturbed turns are counted, and the next turn begins with the light and weather of your turn track. */
  z.strictObject({ type: z.literal('end-turn'), side, light: z.enum(['day', 'night']), weather: weatherSchema }),
  /** Base game: a fleet's plotted mission changes (its ships start counting undisturbed turns again). */
  z.strictObject({ type: z.literal('set-mission'), side, fleet: id, mission: missionSchema }),
  /** Base game: a fleet moves across one boundary at a speed; a mined boundary stops it (19.2). */
  z.strictObject({
    type: z.literal('move-fleet'),
    side,
    fleet: id,
    to: zone,
    speed: z.number().int().min(0).max(10),
    leavingTacticalMap: z.boolean().default(false),
  }),
  /** 19.2: one ship of the stopped fleet rolls on the Minefield Table. */
  z.strictObject({ type: z.literal('mine-roll'), side, ship: id }),
  /** 19.26: after a quarter of its ships rolled, the fleet stops short of the boundary and re-plots. */
  z.strictObject({ type: z.literal('replot'), side, fleet: id }),
  /** 19.31: a minelayer that stayed four turns undisturbed lays a minefield on one of its zone's boundaries. */
  z.strictObject({
    type: z.literal('lay-minefield'),
    side,
    ship: id,
    across: zone,
    activeFrom: z.number().int().min(1).optional(),
  }),
  /** 19.41: a minelayer jettisons its mines; its fleet's mission becomes Abort. */
  z.strictObject({ type: z.literal('jettison'), side, ship: id }),
  /** 19.62: a sweeper that stayed a turn undisturbed detects its zone's enemy minefields. */
  z.strictObject({ type: z.literal('detect'), side, ship: id }),
  /** 19.63: sweepers that stayed two turns undisturbed sweep a detected boundary of their zone (one d6 each). */
  z.strictObject({
    type: z.literal('sweep'),
    side,
    ships: z.array(id).min(1).max(50),
    across: zone,
    owner: sopacSideSchema.optional(),
    /** 19.63: which of the sweeping side's own minefields a success removes (the sweeper's choice); enemy minefields on a boundary look alike, the oldest goes first. */
    minefield: id.optional(),
  }),
  /** 20.41–20.42: the owner's standing order for a ship that boats do not attack: whose attackers it fires at (`null`: the first group left). */
  z.strictObject({ type: z.literal('set-fire-orders'), side, ship: id, firesAt: id.nullable() }),
  /** 19.24: the minefields' owner reveals one of its active minefields on a boundary of the submarines' zone. */
  z.strictObject({ type: z.literal('reveal-minefield'), side, boundary: z.string().min(3).max(41) }),
  /** 19.24: submarines that attacked in a zone with enemy minefields on its boundaries meet the mines. */
  z.strictObject({ type: z.literal('submarine-mines'), side, zone, subs: z.array(id).min(1).max(50) }),
  /** 20.21: flotillas go out on the first night turn after a day turn. */
  z.strictObject({
    type: z.literal('deploy-mtbs'),
    side,
    base: id,
    flotillas: z
      .array(
        z.strictObject({
          id,
          zone,
          boats: z.number().int().min(1).max(100),
          aces: z.number().int().min(0).max(100).default(0),
        }),
      )
      .min(1)
      .max(50),
  }),
  /** 20.3: a flotilla rolls for contact with an enemy fleet in its patrol zone. */
  z.strictObject({ type: z.literal('mtb-contact'), side, flotilla: id, fleet: id }),
  /** 20.41: after contact, every boat attacks a target; surprise, fire and torpedoes are resolved. */
  z.strictObject({
    type: z.literal('mtb-attack'),
    side,
    flotilla: id,
    fleet: id,
    attacks: z
      .array(
        z.strictObject({
          target: id,
          boats: z.number().int().min(1).max(100),
          aces: z.number().int().min(0).max(100).default(0),
        }),
      )
      .min(1)
      .max(50),
  }),
  /** 20.42: the surviving boats make special gunnery attacks (`attack: true`) or the MTB attack ends. */
  z.strictObject({ type: z.literal('mtb-gunnery'), side, attack: z.boolean() }),
  /** Base game: a ship fired (bombardment and AA included). */
  z.strictObject({ type: z.literal('report-fire'), side, ship: id }),
  /** Base game: a ship took damage or sank; a minelayer hit by gunfire, bombs or torpedoes rolls for explosion (19.4). */
  z.strictObject({
    type: z.literal('report-damage'),
    side,
    ship: id,
    hull: z.number().int().min(0).max(100).default(0),
    sunk: z.boolean().default(false),
    cause: z.enum(['gunfire', 'bombs', 'torpedoes', 'other']),
  }),
  /** Base game: victory points its scenario awards (anything but ships sunk, which the game counts), with their source. */
  scorePointsAction(side, z.number().int().min(1).max(10_000)),
  /** 20.71: an enemy shore bombardment hits an MTB base. */
  z.strictObject({ type: z.literal('bombard-mtb-base'), side, base: id }),
  /** 20.72: hits from an air strike on an MTB base (your Land Strike rules, the base's AA 8). */
  z.strictObject({ type: z.literal('mtb-base-air-hits'), side, base: id, hits: z.number().int().min(1).max(20) }),
]);
/** The rule each SOPAC action answers to: a malformed action is refused under it. */
export const SOPAC_ACTION_RULES: Readonly<Record<SopacAction['type'], string>> = {
  'end-turn': 'Sequence of Play (base game)',
  'set-mission': 'Sequence of Play (base game)',
  'move-fleet': '19.2',
  'mine-roll': '19.2',
  replot: '19.26',
  'lay-minefield': '19.31',
  jettison: '19.41',
  detect: '19.62',
  sweep: '19.63',
  'set-fire-orders': '20.41',
  'reveal-minefield': '19.24',
  'submarine-mines': '19.24',
  'deploy-mtbs': '20.21',
  'mtb-contact': '20.3',
  'mtb-attack': '20.41',
  'mtb-gunnery': '20.42',
  'report-fire': 'Sequence of Play (base game)',
  'report-damage': '19.4',
  'bombard-mtb-base': '20.71',
  'mtb-base-air-hits': '20.72',
  'score-points': 'Victory points (base game)',
};
/** A SOPAC action. */
export type SopacAction = z.output<typeof sopacActionSchema>;
/** A SOPAC action as callers write it. */
export type SopacActionInput = z.input<typeof sopacActionSchema>;
