import * as z from 'zod';
import { requireTable } from '../../core/require-table.js';
import type { Dice } from '../../dice/dice.js';
import type { GameEvent, Refusal } from '../../game/game.js';
import { gameEvent as event, refusal as no, onlyFor, withheldFrom } from '../../game/game-helpers.js';
import { applyAirbaseBombing, captureAirbase, checkAirbaseTarget, checkCapture } from '../airbase-attacks.js';
import { checkBasingRules } from '../airbase-basing.js';
import {
  applyEvacuation,
  checkEvacuationDestination,
  evacuationInputFor,
  resolveAirbaseEvacuation,
} from '../airbase-evacuation.js';
import type { Check } from '../check.js';
import {
  beginMobileConstruction,
  checkDismantle,
  checkMobileConstruction,
  dismantleMobileAirbase,
  mobileSiteSchema,
} from '../mobile-airbases.js';
import { resolveCartwheelRules } from '../rules.js';
import { airUnitSchema } from '../schemas/air-unit.js';
import { otherSide, sideSchema } from '../schemas/common.js';
import { serviceSide } from '../service-side.js';
import { updateAirUnits } from '../state.js';
import { onSideBoard, ownUnit, sideBoard } from './game-side-board.js';
import type { CartwheelGameState } from './game-state.js';

const id = z.string().min(1).max(60);

/** The board's changes in 1.0–8.0 and 14 that the game plays (4.2, 6.5, 6.6, 14.1, 15.0), by `type`. */
export const boardActionSchemas = [
  /** 4.2, 6.5: a mobile airbase is begun in the Mobile Airbase Construction Phase (completed as the Regroup Phase ends, 14.3). */
  z.strictObject({ type: z.literal('begin-mobile-airbase'), side: sideSchema, site: mobileSiteSchema }),
  /** 6.5.4: an undisrupted, empty mobile airbase of the player's is dismantled in the Regroup Phase. */
  z.strictObject({ type: z.literal('dismantle-mobile-airbase'), side: sideSchema, airbaseId: id }),
  /** 6.6, 9.10 (base game): a bombing result on an enemy airbase, as the base game's bombing gave it. */
  z.strictObject({
    type: z.literal('report-airbase-bombing'),
    side: sideSchema,
    airbaseId: id,
    result: z.enum(['disrupted', 'destroyed']),
  }),
  /** 6.6.4: the player's ground units occupy an enemy airbase's hex: it is captured; the units on it must evacuate. */
  z.strictObject({ type: z.literal('capture-airbase'), side: sideSchema, airbaseId: id }),
  /** 6.6.5: an unbased unit of a captured airbase rolls to evacuate, to the friendly base named (within its printed range). */
  z.strictObject({
    type: z.literal('evacuate'),
    side: sideSchema,
    unitId: id,
    to: id,
    distance: z.number().int().min(0).max(10_000),
  }),
  /** 15.0 (base game's schedule): a reinforcement air unit arrives at a friendly airbase in the Reinforcement Phase. */
  z.strictObject({ type: z.literal('reinforce'), side: sideSchema, unit: airUnitSchema, airbaseId: id }),
  /** 14.1 (the base game's procedure): a regrouping unit's result, as played: disruption removed, a reduced unit rebuilt, or no change. */
  z.strictObject({
    type: z.literal('report-regroup'),
    side: sideSchema,
    unitId: id,
    result: z.enum(['recovered', 'rebuilt', 'failed']),
  }),
] as const;

/** A board action of the game. */
export type BoardAction = z.output<(typeof boardActionSchemas)[number]>;

const BOARD_TYPES: ReadonlySet<string> = new Set(boardActionSchemas.map((schema) => schema.shape.type.value));

/** True for the board's actions (construction, bombing, capture, evacuation, reinforcement, regroup results). Internal. */
export function isBoardAction<A extends { readonly type: string }>(action: A): action is A & BoardAction {
  return BOARD_TYPES.has(action.type);
}

/** A board check's answer as the game's refusal (under `path`), or null when it allows. Internal. */
export function fromCheck(check: Check, ...path: string[]): Refusal | null {
  return check.ok ? null : no(check.rule, check.reason, ...path);
}

function inPhase(state: CartwheelGameState, phase: string, rule: string): Refusal | null {
  return state.board.phase === phase
    ? null
    : no(rule, `this happens in the ${phase} phase; the game is in ${state.board.phase}`);
}

/** Why the rules refuse a board action now, or null: every check before any die. Internal. */
export function refuseBoardAction(state: CartwheelGameState, action: BoardAction): Refusal | null {
  const board = state.board;
  switch (action.type) {
    case 'begin-mobile-airbase':
      if (action.site.side !== action.side) return no('6.5', 'a player builds only its own airbases', 'site', 'side');
      return fromCheck(checkMobileConstruction(board, action.site, state.rules as never), 'site');
    case 'dismantle-mobile-airbase': {
      const base = board.airbases.find((b) => b.id === action.airbaseId);
      if (base !== undefined && base.side !== action.side) return no('6.5.4', `${base.name} is not yours`, 'airbaseId');
      return fromCheck(checkDismantle(board, action.airbaseId), 'airbaseId');
    }
    case 'report-airbase-bombing': {
      const wrong = inPhase(state, 'air-naval-operations', '6.6');
      if (wrong !== null) return wrong;
      const base = board.airbases.find((b) => b.id === action.airbaseId);
      if (base === undefined) return no('6.6', `there is no airbase "${action.airbaseId}"`, 'airbaseId');
      if (base.side === action.side) return no('6.6', `${base.name} is one of your own airbases`, 'airbaseId');
      return fromCheck(checkAirbaseTarget(base), 'airbaseId');
    }
    case 'capture-airbase': {
      const wrong = inPhase(state, 'ground-operations', '6.6.4');
      if (wrong !== null) return wrong;
      const check = fromCheck(checkCapture(board, action.airbaseId, action.side), 'airbaseId');
      if (check !== null) return check;
      // The evacuation rolls that follow read the base game's table: asked for now, before any die.
      if (resolveCartwheelRules(state.rules as never).tables.airbaseEvacuation === undefined) {
        return no(
          '6.6.5',
          'a capture leads to evacuation rolls: give rules.tables.airbaseEvacuation (the base game\u2019s)',
        );
      }
      return null;
    }
    case 'evacuate': {
      if (ownUnit(board, action.side, action.unitId) === undefined) {
        return no('6.6.5', `${action.unitId} is not one of your air units`, 'unitId');
      }
      const own = sideBoard(board, action.side);
      return fromCheck(
        checkEvacuationDestination(own, action.unitId, action.to, action.distance, state.rules as never),
        'to',
      );
    }
    case 'reinforce': {
      const wrong = inPhase(state, 'reinforcement', '15.0');
      if (wrong !== null) return wrong;
      if (serviceSide(action.unit.service) !== action.side)
        return no('15.0', 'a player receives its own reinforcements', 'unit');
      // 2.2: each side's counters have ids of their own, so only the player's own units are asked.
      if (ownUnit(board, action.side, action.unit.id) !== undefined) {
        return no('2.2', `air unit id ${action.unit.id} is in play already`, 'unit', 'id');
      }
      const base = board.airbases.find((b) => b.id === action.airbaseId);
      if (base === undefined) return no('6.3', `there is no airbase "${action.airbaseId}"`, 'airbaseId');
      return fromCheck(checkBasingRules(action.unit, base, state.rules as never), 'airbaseId');
    }
    case 'report-regroup': {
      const wrong = inPhase(state, 'regroup', '14.1');
      if (wrong !== null) return wrong;
      const unit = ownUnit(board, action.side, action.unitId);
      if (unit === undefined) return no('14.1', `${action.unitId} is not one of your air units`, 'unitId');
      if (!unit.regrouping) return no('14.1', `${action.unitId} is not regrouping (designate it in 7.2)`, 'unitId');
      if (action.result === 'rebuilt' && !unit.reduced) return no('14.1', `${action.unitId} is not reduced`, 'result');
      return null;
    }
  }
}

/** The board with `points` more victory points on `side`'s track (a new board; the given one is unchanged). Internal. */
export function withVp<B extends { readonly vp: Readonly<Record<'Allied' | 'Japanese', number>> }>(
  board: B,
  side: 'Allied' | 'Japanese',
  points: number,
): B {
  return { ...board, vp: { ...board.vp, [side]: board.vp[side] + points } };
}

/** Carries out an allowed board action on the game's copy. Internal. */
export function performBoardAction(state: CartwheelGameState, action: BoardAction, dice: Dice): GameEvent[] {
  switch (action.type) {
    case 'begin-mobile-airbase':
      state.board = beginMobileConstruction(state.board, action.site, state.rules as never);
      return [
        event('mobile-airbase-begun', '6.5', { side: action.side, airbaseId: action.site.id, hex: action.site.hex }),
      ];
    case 'dismantle-mobile-airbase':
      state.board = dismantleMobileAirbase(state.board, action.airbaseId);
      return [event('mobile-airbase-dismantled', '6.5.4', { side: action.side, airbaseId: action.airbaseId })];
    case 'report-airbase-bombing': {
      const r = applyAirbaseBombing(state.board, action.airbaseId, action.result);
      state.board = r.state;
      return [event('airbase-bombed', '6.6', { airbaseId: action.airbaseId, effect: r.effect, stranded: r.stranded })];
    }
    case 'capture-airbase': {
      const r = captureAirbase(state.board, action.airbaseId, action.side);
      state.board = r.state;
      // 6.1: the former owner's airbase display stays hidden at capture (only recon or
      // Magic disclose it), so which of its units were on the ground and now evacuate is
      // told to it alone; the capturer learns the capture and its effect.
      return withheldFrom(
        event('airbase-captured', '6.6.4', {
          side: action.side,
          airbaseId: action.airbaseId,
          effect: r.effect,
          evacuating: r.evacuating,
        }),
        otherSide(action.side),
        action.side,
        ['evacuating'],
      );
    }
    case 'evacuate': {
      const unit = ownUnit(state.board, action.side, action.unitId);
      const from = unit?.location.at === 'unbased' ? unit.location.formerAirbaseId : '';
      const input = evacuationInputFor(sideBoard(state.board, action.side), from);
      const mine = { ...input, units: input.units.filter((u) => u.id === action.unitId) };
      const r = resolveAirbaseEvacuation(mine, dice, state.rules as never);
      const result = r.outcome[0] ?? { id: action.unitId, result: 'destroyed' as const };
      const to = { to: action.to, distance: action.distance };
      state.board = onSideBoard(state.board, action.side, (b) => applyEvacuation(b, result, to, state.rules as never));
      const evacuation = event(
        'evacuation',
        '6.6.5',
        { side: action.side, unitId: action.unitId, result: result.result, to: action.to },
        r,
      );
      // 6.1: a unit that escapes goes on to its owner's hidden display: the other player
      // learns nothing of it. One destroyed is eliminated, which both players see: the
      // other player learns that, not where it was bound.
      return result.result === 'destroyed'
        ? withheldFrom(evacuation, action.side, otherSide(action.side), ['to'])
        : [onlyFor(evacuation, action.side)];
    }
    case 'reinforce':
      state.board = {
        ...state.board,
        airUnits: [
          ...state.board.airUnits,
          {
            unit: airUnitSchema.parse(action.unit),
            reduced: false,
            location: { at: 'airbase', airbaseId: action.airbaseId },
            flown: false,
            disrupted: false,
            regrouping: false,
            stageMoved: false,
          },
        ],
      };
      // 15.0 and 6.1: the unit arrives on the owner's airbase display; where is hidden from the other player.
      return withheldFrom(
        event('reinforcement', '15.0', { side: action.side, unitId: action.unit.id, airbaseId: action.airbaseId }),
        action.side,
        otherSide(action.side),
        ['airbaseId'],
      );
    case 'report-regroup': {
      // 3.0: the opponent receives victory points for each replacement step received; the
      // amount a step is 16.1's, not in the text: an input, asked for before anything changes.
      const points =
        action.result === 'rebuilt'
          ? requireTable(resolveCartwheelRules(state.rules as never).tables.victoryPoints, {
              table: 'victory points of a replacement step (16.1)',
              rule: '3.0',
              field: 'rules.tables.victoryPoints',
            }).replacementStep
          : 0;
      const to = otherSide(action.side);
      state.board = updateAirUnits(
        state.board,
        [action.unitId],
        (u) =>
          action.result === 'failed'
            ? u
            : { ...u, disrupted: false, reduced: action.result === 'rebuilt' ? false : u.reduced },
        action.side,
      );
      if (points > 0) state.board = withVp(state.board, to, points);
      const result = event('regroup-result', '14.1', {
        side: action.side,
        unitId: action.unitId,
        result: action.result,
      });
      return points > 0 ? [result, event('replacement-vp', '3.0', { side: to, points })] : [result];
    }
  }
}
