import * as z from 'zod';
import { deepFreeze } from '../../core/deep-freeze.js';
import { d6FaceSchema } from '../../core/die-face.js';

/** The courses of action of Matrix 4. */
export const COURSES_OF_ACTION = /* @__PURE__ */ deepFreeze([
  'intercept',
  'disengage',
  'follow',
  'turn-starboard',
  'turn-port',
  'as-player-wishes',
] as const);
/** A Matrix 4 course of action. */
export const courseOfActionSchema = z.enum(COURSES_OF_ACTION);
/** A Matrix 4 course of action. */
export type CourseOfAction = z.infer<typeof courseOfActionSchema>;

/** The two die columns of Matrix 4. */
export const INITIATIVE_COLUMNS = /* @__PURE__ */ deepFreeze(['flagship', 'other'] as const);
/** A Matrix 4 column: the squadron's flagship, or any other ship. */
export const initiativeColumnSchema = z.enum(INITIATIVE_COLUMNS);
/** A Matrix 4 column. */
export type InitiativeColumn = z.infer<typeof initiativeColumnSchema>;

const faces = z.array(d6FaceSchema).readonly();

/** Matrix 4 as data: each row's course of action, meaning, and its die faces in each column. */
export const ownInitiativeTableSchema = z
  .array(
    z.strictObject({
      /** The course of action. */
      action: courseOfActionSchema,
      /** What the ship does, in short. */
      meaning: z.string().min(1),
      /** Die faces that pick this row for a squadron flagship. */
      flagship: faces,
      /** Die faces that pick this row for any other ship. */
      other: faces,
    }),
  )
  .superRefine((rows, ctx) => {
    for (const column of INITIATIVE_COLUMNS) {
      for (let face = 1; face <= 6; face++) {
        const count = rows.filter((row) => row[column].includes(face)).length;
        if (count !== 1)
          ctx.addIssue({ code: 'custom', message: `${column} column: face ${face} is in ${count} rows` });
      }
    }
  })
  .readonly();
/** Matrix 4 as data. */
export type OwnInitiativeTable = z.infer<typeof ownInitiativeTableSchema>;

/**
 * Matrix 4, acting on own initiative: a d6 in the flagship column (1–2 intercept the
 * nearest enemy of the same or similar class, else engage lower classes; 3–4 disengage;
 * 5 hard to starboard; 6 hard to port) or the other column (1–3 follow the ship ahead in
 * line ahead, else the flagship; 4 starboard; 5 port; 6 as the player wishes).
 */
export const MATRIX_4_OWN_INITIATIVE = /* @__PURE__ */ deepFreeze([
  {
    action: 'intercept',
    meaning: 'intercept an enemy of the same or similar (1 up/down) class; if none, engage lower classes',
    flagship: [1, 2],
    other: [],
  },
  { action: 'disengage', meaning: 'change movement order to break off', flagship: [3, 4], other: [] },
  {
    action: 'follow',
    meaning: 'follow the ship ahead in line ahead, otherwise the flagship',
    flagship: [],
    other: [1, 2, 3],
  },
  {
    action: 'turn-starboard',
    meaning: 'maximum turn to starboard, then straight ahead until control returns',
    flagship: [5],
    other: [4],
  },
  {
    action: 'turn-port',
    meaning: 'maximum turn to port, then straight ahead until control returns',
    flagship: [6],
    other: [5],
  },
  { action: 'as-player-wishes', meaning: 'as the player wishes', flagship: [], other: [6] },
] as const satisfies z.input<typeof ownInitiativeTableSchema>);
