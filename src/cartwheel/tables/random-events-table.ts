import * as z from 'zod';
import { naturalD10TableSchema } from './natural-d10-table.js';

/** One row of the Random Events table. */
export const randomEventSchema = z.strictObject({
  /** The event's name as printed. */
  name: z.string().min(1),
  /** Its text, paraphrased; empty when not given. */
  text: z.string().default(''),
  /** True for the Magic Intelligence event, which brings the PBY Magic recon marker (7.3). */
  magic: z.boolean().default(false),
});
/** One Random Events row. */
export type RandomEvent = z.output<typeof randomEventSchema>;

/**
 * The Random Events table printed on the map (2.1.2, 5.1), which the rule text does not
 * reproduce: a d10 (1–10) read to an event.
 */
export const randomEventsTableSchema = naturalD10TableSchema(randomEventSchema, {
  rule: '5.1',
  name: 'Random Events table',
});
