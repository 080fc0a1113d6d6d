import * as z from 'zod';
import { parseInput } from '../../core/parse-input.js';
import { RulesError } from '../../core/rules-error.js';
import { createDice } from '../../dice/create-dice.js';
import type { Dice } from '../../dice/dice.js';
import { seedSchema } from '../../dice/seed-schema.js';
import { checkFalseContacts } from '../false-contacts.js';
import { shipPoints, aircraftPoints as standPoints } from '../points.js';
import { type FirepowerRulesOverrides, resolveFirepowerRules } from '../rules.js';
import { aircraftStandSchema } from '../schemas/aircraft.js';
import { nightAidsSchema } from '../schemas/conditions.js';
import { periodSchema, scaleSchema } from '../schemas/enums.js';
import type { Ship } from '../schemas/ship.js';
import { squadronSchema } from '../schemas/squadron.js';
import { type BattleState, battleSideSchema, battleStateSchema, type Contact } from './battle-state.js';

const RULE = 'Battle Set Up';

/** Ids of the form `contact-N` name submerged contacts; no ship, stand or model may take one. */
const CONTACT_ID = /^contact-[0-9]+$/;

/** Mixed into the seed for the stream that deals contact ids (any fixed word would do). */
const CONTACT_STREAM = 0x5bd1_e995;

/** The seed of the contact ids' own stream: the battle's seed with its first 32 bits flipped by CONTACT_STREAM. */
function contactSeed(seed: number | string): number | string {
  if (typeof seed === 'number') return seed ^ CONTACT_STREAM;
  const head = ((Number.parseInt(seed.slice(0, 8), 16) ^ CONTACT_STREAM) >>> 0).toString(16).padStart(8, '0');
  return head + seed.slice(8);
}

/** One player's order of battle: its squadrons with their ships, flagships and opening orders. */
export const orderOfBattleSchema = z.strictObject({
  /** Which player: `'A'` or `'B'`. */
  side: battleSideSchema,
  /** The player's name, for people. */
  name: z.string().min(1),
  /** The squadrons, in the order they come on table. One holds the fleet flagship (`hasFleetFlagship`, and a ship flagged `fleet`). */
  squadrons: z.array(squadronSchema).min(1).max(100),
  /** Aircraft stands, each with the wave it arrives in (Aeroplane Actions); none by default. */
  aircraft: z.array(aircraftStandSchema).max(500).default([]),
  /** This fleet's radar and flares (Use of Radar and Flares: Late Period only); they let it fire at night. */
  nightAids: nightAidsSchema.prefault({}),
});

/** What {@link createBattle} takes. */
export const battleSetupSchema = z.strictObject({
  /** Seed of the battle's dice; the whole battle replays from it. */
  seed: seedSchema,
  /** House rules and options every resolver of the battle takes (e.g. `{ optional: { specialEffects: true } }`); the printed rules by default. */
  rules: z.record(z.string(), z.unknown()).default({}),
  /** The period division, the scale and the year (Matrix 2 reads the year for its nationality modifiers). */
  period: periodSchema,
  /** Model scale: `small` or `large` (1/600–1/700: moves and ranges doubled). */
  scale: scaleSchema.default('small'),
  /** The year of the battle. */
  year: z.number().int().min(1895).max(1945),
  /** The agreed last game turn; leave out for none. After it the battle ends undecided. */
  turnLimit: z.number().int().min(1).max(10_000).optional(),
  /** Time of day and weather agreed instead of diced on Matrix 6; leave out to dice them. */
  agreed: z
    .strictObject({
      timeOfDay: z.enum(['daylight', 'night', 'dusk', 'dawn']),
      weather: z.enum(['good', 'bad']),
    })
    .optional(),
  /** The agreed points value each fleet may spend (Matrix 13); leave out for no limit. */
  pointsLimit: z.number().int().min(1).max(100_000).optional(),
  /** Both orders of battle, A then B. */
  fleets: z.tuple([orderOfBattleSchema, orderOfBattleSchema]),
  /** False submarine models (up to three per real submarine, within 24" of it), hidden from the other player. */
  falseModels: z
    .array(
      z.strictObject({
        /** The model's id. */
        id: z.string().min(1),
        /** The real submarine it shadows. */
        submarine: z.string().min(1),
        /** Its distance from the real submarine, in inches. */
        distanceInches: z.number().min(0),
      }),
    )
    .max(300)
    .default([]),
});
/** What {@link createBattle} takes. */
export type BattleSetup = z.input<typeof battleSetupSchema>;

/**
 * Every submerged model, real or false, as an anonymous contact (Submarines: they look
 * alike until revealed). The ids `contact-1`, `contact-2`, … are dealt in an order the dice draw, so no
 * id tells which model is real. Internal.
 */
function contactsOf(
  fleets: readonly { readonly side: 'A' | 'B'; readonly squadrons: readonly { readonly ships: readonly Ship[] }[] }[],
  falseModels: readonly { readonly id: string; readonly side: 'A' | 'B' }[],
  dice: Dice,
): Contact[] {
  // Side by side (A's models, then B's) before the shuffle, so the deal of one side's ids
  // never depends on how many of the other side's models are real.
  const models: { side: 'A' | 'B'; model: string }[] = [];
  for (const side of ['A', 'B'] as const) {
    for (const fleet of fleets.filter((f) => f.side === side)) {
      for (const squadron of fleet.squadrons) {
        for (const ship of squadron.ships) if (ship.class === 'SM') models.push({ side, model: ship.name });
      }
    }
    for (const model of falseModels) if (model.side === side) models.push({ side, model: model.id });
  }
  for (let last = models.length - 1; last > 0; last--) {
    const pick = dice.dN(last + 1, 'Submarines: contact ids') - 1;
    [models[last], models[pick]] = [models[pick] as (typeof models)[number], models[last] as (typeof models)[number]];
  }
  return models.map((entry, index) => ({ id: `contact-${index + 1}`, ...entry }));
}

function refuse(message: string, path: (string | number)[]): never {
  throw new RulesError(`${RULE}: ${message}`, { code: 'INVALID_INPUT', rule: RULE, path });
}

/**
 * Sets a Firepower battle up (Battle Set Up; Command, Control, Communication): both
 * orders of battle are checked (ship and squadron names unique, one fleet flagship a
 * side in the squadron marked as holding it, each squadron's flagship flagged), points
 * are worked out from Matrix 13 and held to the agreed limit, submarines start submerged
 * with their false models (Submarines), and the dice are seeded. The battle begins in
 * set-up: dice the conditions (`roll-conditions`) unless they were agreed, then
 * `roll-first-turn`.
 *
 * @example
 * ```ts
 * const ship = (name: string, cls: 'BB' | 'CA', flag: 'fleet' | 'squadron' | 'none' = 'none') =>
 *   ({ name, class: cls, nationality: 'British' as const, flag });
 * const battle = createBattle({
 *   seed: 1, period: 'late', year: 1941,
 *   fleets: [
 *     { side: 'A', name: 'Home Fleet', squadrons: [{ name: 'BS1', nationality: 'British', movementOrder: 'engage',
 *       formationOrder: 'line-ahead', hasFleetFlagship: true, ships: [ship('KGV', 'BB', 'fleet')] }] },
 *     { side: 'B', name: 'Raiders', squadrons: [{ name: 'CS1', nationality: 'German', movementOrder: 'engage',
 *       formationOrder: 'line-ahead', hasFleetFlagship: true,
 *       ships: [{ name: 'Hipper', class: 'CA', subClass: '-', nationality: 'German', flag: 'fleet' }] }] },
 *   ],
 * });
 * battle.fleets[0].points; // 20 (a BB)
 * ```
 */
export function createBattle(setup: BattleSetup): BattleState {
  const valid = parseInput(battleSetupSchema, setup, { rule: RULE, what: 'battle set-up' });
  resolveFirepowerRules(valid.rules as FirepowerRulesOverrides);
  if (valid.fleets[0].side !== 'A' || valid.fleets[1].side !== 'B') {
    refuse('the fleets must be given A then B', ['fleets']);
  }
  const ships = new Map<string, { side: 'A' | 'B'; cls: string; path: (string | number)[] }>();
  const squadronNames = new Set<string>();
  for (const [f, fleet] of valid.fleets.entries()) {
    const holders = fleet.squadrons.filter((s) => s.hasFleetFlagship);
    if (holders.length !== 1) {
      refuse(`${fleet.name} must have exactly one squadron holding the fleet flagship; ${holders.length} do`, [
        'fleets',
        f,
        'squadrons',
      ]);
    }
    for (const [q, squadron] of fleet.squadrons.entries()) {
      const path = ['fleets', f, 'squadrons', q];
      if (squadronNames.has(squadron.name)) refuse(`squadron name ${squadron.name} is used twice`, [...path, 'name']);
      squadronNames.add(squadron.name);
      const fleetFlags = squadron.ships.filter((s) => s.flag === 'fleet').length;
      const squadronFlags = squadron.ships.filter((s) => s.flag === 'squadron').length;
      if (fleetFlags !== (squadron.hasFleetFlagship ? 1 : 0)) {
        refuse(
          squadron.hasFleetFlagship
            ? `${squadron.name} holds the fleet flagship, so exactly one of its ships is flagged fleet`
            : `${squadron.name} does not hold the fleet flagship, so none of its ships may be flagged fleet`,
          [...path, 'ships'],
        );
      }
      if (fleetFlags + squadronFlags !== 1) {
        refuse(`${squadron.name} must have exactly one flagship (a ship flagged squadron, or the fleet flagship)`, [
          ...path,
          'ships',
        ]);
      }
      for (const [s, ship] of squadron.ships.entries()) {
        if (ships.has(ship.name)) refuse(`ship name ${ship.name} is used twice`, [...path, 'ships', s, 'name']);
        if (CONTACT_ID.test(ship.name)) {
          refuse(`ship name ${ship.name}: names of the form contact-N are kept for submerged contacts`, [
            ...path,
            'ships',
            s,
            'name',
          ]);
        }
        ships.set(ship.name, { side: fleet.side, cls: ship.class, path: [...path, 'ships', s] });
      }
    }
  }
  const fleets = valid.fleets.map((fleet, f) => {
    const points = fleet.squadrons.reduce(
      (sum, squadron) => sum + squadron.ships.reduce((n, ship) => n + shipPoints(ship.class, ship.subClass), 0),
      0,
    );
    const squadrons = fleet.squadrons.map((squadron) => ({
      ...squadron,
      startingShips: squadron.startingShips ?? squadron.ships.length,
      // Submarines start the game submerged (Submarines).
      ships: squadron.ships.map((ship) => (ship.class === 'SM' ? { ...ship, submerged: true } : ship)),
    }));
    for (const [a, stand] of fleet.aircraft.entries()) {
      const path = ['fleets', f, 'aircraft', a];
      if (ships.has(stand.name) || CONTACT_ID.test(stand.name)) {
        refuse(`aircraft stand name ${stand.name} is used twice, is a ship's name or has the form contact-N`, path);
      }
      ships.set(stand.name, { side: fleet.side, cls: stand.class, path });
      if (stand.wave === undefined)
        refuse(`aircraft stand ${stand.name} needs the wave it arrives in`, [...path, 'wave']);
    }
    const aircraftPoints = fleet.aircraft.reduce((n, stand) => n + standPoints(stand.subClass), 0);
    const total = points + aircraftPoints;
    if (valid.pointsLimit !== undefined && total > valid.pointsLimit) {
      refuse(`${fleet.name} costs ${total} points (Matrix 13), over the agreed ${valid.pointsLimit}`, ['fleets', f]);
    }
    const aircraft = fleet.aircraft.map((stand) => ({ ...stand, status: 'waiting' as const }));
    if (valid.period !== 'late' && (fleet.nightAids.radar || fleet.nightAids.flares)) {
      refuse('radar and flares are Late Period only (Use of Radar and Flares)', ['fleets', f, 'nightAids']);
    }
    const flagship = fleet.squadrons.flatMap((s) => s.ships).find((s) => s.flag === 'fleet');
    if (flagship !== undefined && flagship.status !== 'afloat' && flagship.status !== 'left-formation') {
      refuse(
        `the fleet flagship ${flagship.name} is ${flagship.status}: a battle begins with its fleet flagship in action`,
        ['fleets', f, 'squadrons'],
      );
    }
    return { side: fleet.side, name: fleet.name, points: total, squadrons, aircraft, nightAids: fleet.nightAids };
  });
  const bySub = new Map<string, number[]>();
  for (const [m, model] of valid.falseModels.entries()) {
    const sub = ships.get(model.submarine);
    if (sub === undefined || sub.cls !== 'SM') {
      refuse(`false model ${model.id} must shadow a submarine of the battle; ${model.submarine} is not one`, [
        'falseModels',
        m,
        'submarine',
      ]);
    }
    if (
      ships.has(model.id) ||
      valid.falseModels.findIndex((other) => other.id === model.id) !== m ||
      CONTACT_ID.test(model.id)
    ) {
      refuse(`false model id ${model.id} is already a ship's name or another model's id, or has the form contact-N`, [
        'falseModels',
        m,
        'id',
      ]);
    }
    bySub.set(model.submarine, [...(bySub.get(model.submarine) ?? []), model.distanceInches]);
  }
  for (const [submarine, distances] of bySub) {
    const legal = checkFalseContacts({ falseModelDistancesInches: distances });
    if (!legal.ok) refuse(`${submarine}: ${legal.reason}`, ['falseModels']);
  }
  const falseModels = valid.falseModels.map((model) => ({
    id: model.id,
    side: (ships.get(model.submarine) as { side: 'A' | 'B' }).side,
    submarine: model.submarine,
  }));
  const state = {
    game: 'firepower-battle' as const,
    rules: valid.rules,
    // The contact ids are dealt from a stream of their own, so the battle's dice run as before.
    contacts: contactsOf(fleets, falseModels, createDice(contactSeed(valid.seed))),
    dice: createDice(valid.seed).state(),
    conditions: {
      period: valid.period,
      scale: valid.scale,
      year: valid.year,
      // Night aids belong to each fleet (fleets[].nightAids), not to the battle.
      ...(valid.agreed ?? {}),
    },
    conditionsKnown: valid.agreed !== undefined,
    fleets,
    phase: 'setup' as const,
    firstTurnChooser: null,
    first: null,
    turn: 0,
    active: null,
    segment: 'A' as const,
    orderChanged: false,
    controlTested: [],
    breakOffMoved: [],
    offTable: [],
    breakOffTested: [],
    pending: [],
    courses: [],
    engineHalvings: [],
    shipTurns: [],
    standTurns: [],
    wavesThrown: [],
    aaDiceUsed: [],
    torpedoes: [],
    torpedoesLaunched: 0,
    falseModels,
    revealed: [],
    winner: null,
    turnLimit: valid.turnLimit ?? null,
    endedBy: null,
  };
  return parseInput(battleStateSchema, state, { rule: RULE, what: 'battle state' });
}
