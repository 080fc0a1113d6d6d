import * as z from 'zod';
import { naturalD10TableSchema } from './natural-d10-table.js';

/**
 * The Initiative Player's Missions table of the Player's Aid Charts (7.5), which the rule
 * text does not print: a d10 (1–10) read to the number of missions the initiative player
 * flies before the opponent may fly one. Rows are whole numbers of at least 1, since the
 * initiative player always acts first (4.4).
 */
export const initiativeMissionsTableSchema = naturalD10TableSchema(z.number().int().min(1), {
  rule: '7.5',
  name: "Initiative Player's Missions table",
});
