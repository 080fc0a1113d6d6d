import * as z from 'zod';
import { parseInput } from '../../core/parse-input.js';
import { requireTable } from '../../core/require-table.js';
import { RulesError } from '../../core/rules-error.js';
import { createDice } from '../../dice/create-dice.js';
import { seedSchema } from '../../dice/seed-schema.js';
import { resolveCartwheelRules } from '../rules.js';
import { sideSchema } from '../schemas/common.js';
import { cartwheelStateSchema } from '../schemas/state.js';
import { CALENDAR_ANCHOR, calendarSchema } from './game-calendar.js';
import { type CartwheelGameState, cartwheelGameStateSchema } from './game-state.js';

/** What {@link createCartwheelGame} takes. */
export const cartwheelSetupSchema = z.strictObject({
  /** Seed of the game's dice. */
  seed: seedSchema,
  /** The scenario's starting board (airbases, ports, air units, VP), at the Random Events Phase of its first turn. */
  board: cartwheelStateSchema,
  /** The scenario's last turn. */
  lastTurn: z.number().int().min(1).max(1000),
  /** The scenario's initiative player on turn 1 (7.0). */
  scenarioInitiative: sideSchema,
  /** House rules and the base game's tables (Random Events, Initiative Missions, …). */
  rules: z.record(z.string(), z.unknown()).default({}),
  /** The Turn Record Track's calendar: one turn with its month and half; default 7.1's Turn 8 (October II). */
  calendar: calendarSchema.default(CALENDAR_ANCHOR),
});
/** What {@link createCartwheelGame} takes. */
export type CartwheelSetup = z.input<typeof cartwheelSetupSchema>;

/**
 * Starts an Operation Cartwheel game from a scenario's board (checked against 6.2 and 2.2
 * like every board), its last turn, its turn-1 initiative player, the Turn Record Track's
 * calendar and the rules in force. The base-game tables the game will read (Random Events,
 * Initiative DRM, Initiative Player's Missions) are checked now: `MISSING_TABLE` names the
 * one missing.
 *
 * @example
 * ```ts
 * const game = createCartwheelGame({ seed: 1, lastTurn: 3, scenarioInitiative: 'Allied', rules: { tables: yourTables }, board: {
 *   turn: 1, airUnits: [],
 *   airbases: [{ id: 'rabaul', name: 'Rabaul', side: 'Japanese', kind: 'major', hex: '1010', capacity: 4 }],
 * } });
 * game.board.phase; // 'random-events'
 * ```
 */
export function createCartwheelGame(setup: CartwheelSetup): CartwheelGameState {
  const valid = parseInput(cartwheelSetupSchema, setup, { rule: '4.0', what: 'Cartwheel game set-up' });
  // The base-game tables the game will read, checked now rather than mid-game: the Random
  // Events table (5.1, every turn), the Initiative DRM table (7.4, from turn 2) and the
  // Initiative Player's Missions table (7.5).
  const tables = resolveCartwheelRules(valid.rules as never).tables;
  requireTable(tables.randomEvents, {
    table: 'Random Events table (printed on the map)',
    rule: '5.1',
    field: 'rules.tables.randomEvents',
  });
  requireTable(tables.initiativeDrm, {
    table: 'Initiative DRM table (Player’s Aid Charts)',
    rule: '7.4',
    field: 'rules.tables.initiativeDrm',
  });
  requireTable(tables.initiativeMissions, {
    table: 'Initiative Player’s Missions table (Player’s Aid Charts)',
    rule: '7.5',
    field: 'rules.tables.initiativeMissions',
  });
  resolveCartwheelRules(valid.rules);
  if (valid.board.phase !== 'random-events') {
    throw new RulesError('4.0: a game starts at the Random Events Phase of its first turn', {
      code: 'INVALID_INPUT',
      rule: '4.0',
      path: ['board', 'phase'],
    });
  }
  if (valid.lastTurn < valid.board.turn) {
    throw new RulesError('4.0: the last turn comes before the first', {
      code: 'INVALID_INPUT',
      rule: '4.0',
      path: ['lastTurn'],
    });
  }
  return parseInput(
    cartwheelGameStateSchema,
    {
      game: 'cartwheel',
      dice: createDice(valid.seed).state(),
      rules: valid.rules,
      lastTurn: valid.lastTurn,
      scenarioInitiative: valid.scenarioInitiative,
      calendar: valid.calendar,
      board: valid.board,
      randomEvent: null,
      reconFlights: [],
      examinations: [],
      initiative: null,
      openingMissions: null,
      operations: null,
      over: false,
    },
    { rule: '4.0', what: 'Cartwheel game state' },
  );
}
