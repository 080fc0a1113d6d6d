import * as z from 'zod';
import { hexSchema, sideSchema } from './common.js';

/**
 * The four kinds of airbase of rule 6.2: major on-map (Port Moresby, Guadalcanal, Rabaul,
 * Wewak), minor on-map (towns on the ADC), mobile (built in play, 6.5) and off-board
 * (Australia, South Pacific, Truk).
 */
export const airbaseKindSchema = z.enum(['major', 'minor', 'mobile', 'off-board']);
/** An airbase kind. */
export type AirbaseKind = z.output<typeof airbaseKindSchema>;

/** The three off-board airbases of rule 6.2. */
export const offBoardRegionSchema = z.enum(['Australia', 'South Pacific', 'Truk']);
/** An off-board airbase. */
export type OffBoardRegion = z.output<typeof offBoardRegionSchema>;

/** One airbase as it stands in play: what the Airbase Display Chart (6.4) and the map show. */
export const airbaseSchema = z
  .strictObject({
    /** Unique id, e.g. `'port-moresby'`. */
    id: z.string().min(1),
    /** Name as printed on the ADC, e.g. `'Port Moresby'`. */
    name: z.string().min(1),
    /** The player who controls it now (capture changes it, 6.6.4). */
    side: sideSchema,
    /** Major, minor, mobile or off-board (6.2). */
    kind: airbaseKindSchema,
    /** Which off-board base this is; only for `kind: 'off-board'`. */
    region: offBoardRegionSchema.optional(),
    /** Map hex of an on-map base; absent for off-board bases. */
    hex: hexSchema.optional(),
    /** Hosting capacity printed on the ADC title line, for major and minor bases (6.3.1). */
    capacity: z.number().int().min(0).optional(),
    /** True when the base is in a coastal hex (floatplanes, 6.3.5). */
    coastal: z.boolean().default(false),
    /** True for a mobile base still showing its Under Construction side (6.5.2). */
    underConstruction: z.boolean().default(false),
    /** True when an Airbase Disrupted marker is on it (6.6.2). */
    disrupted: z.boolean().default(false),
    /** True when an Airbase Eliminated marker is on it (6.6.3); not usable until repaired. */
    destroyed: z.boolean().default(false),
  })
  .superRefine((base, ctx) => {
    const offBoard = base.kind === 'off-board';
    if (offBoard && base.region === undefined)
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'an off-board airbase names its region (6.2)' });
    if (!offBoard && base.region !== undefined)
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'only off-board airbases have a region' });
    if (!offBoard && base.hex === undefined)
      ctx.addIssue({ code: 'custom', path: ['hex'], message: 'an on-map airbase has a hex' });
    if (offBoard && base.hex !== undefined)
      ctx.addIssue({ code: 'custom', path: ['hex'], message: 'an off-board airbase has no hex' });
    if ((base.kind === 'major' || base.kind === 'minor') && base.capacity === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: 'major and minor bases take their ADC capacity (6.3.1)',
      });
    if ((base.kind === 'mobile' || offBoard) && base.capacity !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: 'mobile and off-board capacities are set by rule 6.3',
      });
    if (base.underConstruction && base.kind !== 'mobile')
      ctx.addIssue({ code: 'custom', path: ['underConstruction'], message: 'only mobile airbases are built (6.5)' });
    if (offBoard && (base.disrupted || base.destroyed))
      ctx.addIssue({
        code: 'custom',
        path: ['disrupted'],
        message: 'off-board airbases cannot be disrupted or destroyed (6.6.1)',
      });
  });
/** An airbase, as parsed. */
export type Airbase = z.output<typeof airbaseSchema>;
/** An airbase, as written by a caller. */
export type AirbaseInput = z.input<typeof airbaseSchema>;
