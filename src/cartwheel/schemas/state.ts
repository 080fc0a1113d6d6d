import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { keysInOrder } from '../../core/keys-in-order.js';
import { serviceSide } from '../service-side.js';
import { PHASE_IDS } from '../tables/sequence-of-play.js';
import { airUnitStateSchema } from './air-unit-state.js';
import { airbaseSchema } from './airbase.js';
import { hexSchema, monthSchema, sideSchema } from './common.js';

/** A port on the map, where Rufe floatplanes may base (6.3.5). */
export const portSchema = z.strictObject({
  /** Unique id, e.g. `'rabaul-port'`. */
  id: z.string().min(1),
  /** Name as printed. */
  name: z.string().min(1),
  /** Map hex. */
  hex: hexSchema,
  /** The player who controls it. */
  side: sideSchema,
});
/** A port. */
export type Port = z.output<typeof portSchema>;

/** A general regroup turn declared by the Allied player (7.1). */
export const generalRegroupSchema = z.strictObject({
  /** Turn number it was declared on. */
  turn: z.number().int().min(1),
  /** The month of that turn on the Turn Record Track. */
  month: monthSchema,
});
/** A declared general regroup turn. */
export type GeneralRegroup = z.output<typeof generalRegroupSchema>;

/** Decisions and events of the current turn, cleared when a new turn starts. */
export const turnDecisionsSchema = z.strictObject({
  /** The 11th Hikoshidan decision (5.2): `'committed'`, `'withdrawn'`, or absent before it is made. */
  hikoshidan: z.enum(['committed', 'withdrawn']).optional(),
  /** The USN TF-36 decision (5.3); absent before it is made. */
  usnCommitted: z.boolean().optional(),
  /** True when the Magic Intelligence Random Event is in effect this turn (7.3). */
  magicInEffect: z.boolean().default(false),
  /** The Allied general regroup declaration (7.1); absent before it is made. */
  generalRegroup: z.boolean().optional(),
  /** True once this turn's 11th Hikoshidan Airbase Reorganization VP were awarded (5.2, 14.2). */
  hikoshidanVpAwarded: z.boolean().optional(),
});
/** Decisions of the current turn. */
export type TurnDecisions = z.output<typeof turnDecisionsSchema>;

/** The turn's decisions with `made` added, keys in the schema's order (one JSON a state). Internal. */
export function withDecision(decisions: TurnDecisions, made: Partial<TurnDecisions>): TurnDecisions {
  return keysInOrder({ ...decisions, ...made }, Object.keys(turnDecisionsSchema.shape));
}

/** The four major on-map airbases 6.2 names. */
export const MAJOR_AIRBASES = /* @__PURE__ */ deepFreeze(['Port Moresby', 'Guadalcanal', 'Rabaul', 'Wewak'] as const);

/** The most mobile airbases each player may have (6.2): 3 Allied, 2 Japanese. */
export const MOBILE_AIRBASES_MAX = /* @__PURE__ */ deepFreeze({ Allied: 3, Japanese: 2 } as const);

/** The air and base side of an Operation Cartwheel game: what rules 2–8 need to check and advance play. */
export const cartwheelStateSchema = z
  .strictObject({
    /** Current game turn, from 1. */
    turn: z.number().int().min(1),
    /** Current phase of the sequence of play (4.0). */
    phase: z.enum(PHASE_IDS).default('random-events'),
    /** Every airbase in play, both players' (6.2). */
    airbases: z.array(airbaseSchema),
    /** Ports on the map that floatplanes may use (6.3.5). */
    ports: z.array(portSchema).default([]),
    /** Every air unit in play or eliminated; ids are unique within each side (2.2). */
    airUnits: z.array(airUnitStateSchema),
    /** Victory points on each player's track; halves occur (5.2). */
    vp: z
      .strictObject({
        /** Allied victory points. */
        Allied: z.number().multipleOf(0.5).default(0),
        /** Japanese victory points. */
        Japanese: z.number().multipleOf(0.5).default(0),
      })
      .default({ Allied: 0, Japanese: 0 }),
    /** This turn's decisions. */
    decisions: turnDecisionsSchema.default({ magicInEffect: false }),
    /** General regroup turns declared so far (7.1). */
    generalRegroups: z.array(generalRegroupSchema).default([]),
    /** Mobile airbase counters removed from the game by capture (6.6.4), per player. */
    mobileAirbasesLost: z
      .strictObject({
        /** Allied counters lost for good. */
        Allied: z.number().int().min(0).default(0),
        /** Japanese counters lost for good. */
        Japanese: z.number().int().min(0).default(0),
      })
      .default({ Allied: 0, Japanese: 0 }),
  })
  .superRefine((state, ctx) => {
    const unique = (ids: readonly string[], path: string) => {
      const seen = new Set<string>();
      ids.forEach((id, index) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [path, index, 'id'], message: `duplicate id "${id}"` });
        seen.add(id);
      });
    };
    unique(
      state.airbases.map((b) => b.id),
      'airbases',
    );
    unique(
      state.ports.map((p) => p.id),
      'ports',
    );
    // 2.2: each side's counters have ids of their own; an Allied and a Japanese unit may share one.
    const seen = { Allied: new Set<string>(), Japanese: new Set<string>() };
    state.airUnits.forEach(({ unit }, index) => {
      const side = serviceSide(unit.service);
      if (seen[side].has(unit.id))
        ctx.addIssue({
          code: 'custom',
          path: ['airUnits', index, 'unit', 'id'],
          message: `duplicate id "${unit.id}" among the ${side} air units`,
        });
      seen[side].add(unit.id);
    });
    state.airbases.forEach((base, index) => {
      const named = (MAJOR_AIRBASES as readonly string[]).includes(base.name);
      if (base.kind === 'major' && !named)
        ctx.addIssue({
          code: 'custom',
          path: ['airbases', index, 'kind'],
          message: `${base.name} is not a major airbase: 6.2 names four (${MAJOR_AIRBASES.join(', ')})`,
        });
      if (named && (base.kind === 'minor' || base.kind === 'mobile'))
        ctx.addIssue({
          code: 'custom',
          path: ['airbases', index, 'kind'],
          message: `${base.name} is one of the four major airbases of 6.2`,
        });
    });
    for (const [side, most] of Object.entries(MOBILE_AIRBASES_MAX)) {
      const mobile = state.airbases.filter((b) => b.kind === 'mobile' && b.side === side).length;
      if (mobile > most)
        ctx.addIssue({
          code: 'custom',
          path: ['airbases'],
          message: `${mobile} ${side} mobile airbases; 6.2 allows at most ${most}`,
        });
    }
    const bases = new Set(state.airbases.map((b) => b.id));
    const ports = new Set(state.ports.map((p) => p.id));
    state.airUnits.forEach((u, index) => {
      const where = u.location;
      if (where.at === 'airbase' && !bases.has(where.airbaseId))
        ctx.addIssue({
          code: 'custom',
          path: ['airUnits', index, 'location', 'airbaseId'],
          message: `no airbase "${where.airbaseId}"`,
        });
      if (where.at === 'hex' && !bases.has(where.fromAirbaseId))
        ctx.addIssue({
          code: 'custom',
          path: ['airUnits', index, 'location', 'fromAirbaseId'],
          message: `no airbase "${where.fromAirbaseId}"`,
        });
      if (where.at === 'port' && !ports.has(where.portId))
        ctx.addIssue({
          code: 'custom',
          path: ['airUnits', index, 'location', 'portId'],
          message: `no port "${where.portId}"`,
        });
      if (u.unit.type === 'C' && u.unit.reduced !== null)
        ctx.addIssue({
          code: 'custom',
          path: ['airUnits', index, 'unit', 'reduced'],
          message: `${u.unit.id} is a C-47: C-47s have no reduced side (2.2)`,
        });
      if (u.reduced && u.unit.reduced === null)
        ctx.addIssue({
          code: 'custom',
          path: ['airUnits', index, 'reduced'],
          message: `${u.unit.id} has no reduced side (2.2)`,
        });
    });
  });
/** The game state, as parsed (every default filled in). */
export type CartwheelState = z.output<typeof cartwheelStateSchema>;
/** The game state, as written by a caller. */
export type CartwheelStateInput = z.input<typeof cartwheelStateSchema>;
