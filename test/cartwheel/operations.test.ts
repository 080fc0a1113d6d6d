import { describe, expect, it } from 'vitest';
import {
  checkAttackMissionUnit,
  checkOperationsAction,
  type OperationsAction,
  type OperationsState,
  startOperations,
  takeOperationsAction,
} from '../../src/cartwheel/operations.js';
import { at, baseState, counter } from './fixtures.js';

function play(state: OperationsState, moves: ['Allied' | 'Japanese', OperationsAction][]): OperationsState {
  return moves.reduce((s, [side, action]) => takeOperationsAction(s, side, action), state);
}

describe('4.4 and 7.5 mission alternation', () => {
  it('the initiative player flies his opening missions, then the players alternate', () => {
    let ops = startOperations({ initiative: 'Allied', openingMissions: 3 });
    ops = play(ops, [
      ['Allied', 'air-mission'],
      ['Allied', 'naval-mission'],
    ]);
    expect(ops.toAct).toBe('Allied');
    expect(checkOperationsAction(ops, 'Japanese', 'air-mission')).toMatchObject({
      ok: false,
      reason: "it is the Allied player's turn to act (1 opening missions left, 7.5)",
    });
    ops = play(ops, [
      ['Allied', 'air-mission'],
      ['Japanese', 'air-mission'],
      ['Allied', 'air-mission'],
      ['Japanese', 'naval-mission'],
    ]);
    expect(ops.toAct).toBe('Allied');
    expect(ops.history.map((h) => h.side)).toEqual(['Allied', 'Allied', 'Allied', 'Japanese', 'Allied', 'Japanese']);
  });

  it('ends once both players have passed twice in a row', () => {
    let ops = startOperations({ initiative: 'Japanese', openingMissions: 1 });
    ops = play(ops, [
      ['Japanese', 'air-mission'],
      ['Allied', 'pass'],
      ['Japanese', 'pass'],
      ['Allied', 'pass'],
    ]);
    expect(ops.ended).toBe(false);
    ops = takeOperationsAction(ops, 'Japanese', 'pass');
    expect(ops.ended).toBe(true);
    expect(() => takeOperationsAction(ops, 'Allied', 'air-mission')).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_ACTION', rule: '4.4' }),
    );
  });

  it('a mission between passes starts the count again', () => {
    const ops = play(startOperations({ initiative: 'Allied', openingMissions: 1 }), [
      ['Allied', 'pass'],
      ['Japanese', 'pass'],
      ['Allied', 'air-mission'],
      ['Japanese', 'pass'],
      ['Allied', 'pass'],
      ['Japanese', 'pass'],
    ]);
    expect(ops.consecutivePasses).toBe(3);
    expect(ops.ended).toBe(false);
  });

  it('a pass hands over at once and ends the opening run', () => {
    const ops = play(startOperations({ initiative: 'Allied', openingMissions: 3 }), [
      ['Allied', 'air-mission'],
      ['Allied', 'pass'],
      ['Japanese', 'air-mission'],
    ]);
    expect(ops.openingRemaining).toBe(0);
    expect(ops.toAct).toBe('Allied');
  });

  it('the literal two-pass reading is a rules option', () => {
    let ops = startOperations({ initiative: 'Allied', openingMissions: 1 });
    ops = takeOperationsAction(ops, 'Allied', 'pass', { operations: { consecutivePassesToEnd: 2 } });
    ops = takeOperationsAction(ops, 'Japanese', 'pass', { operations: { consecutivePassesToEnd: 2 } });
    expect(ops.ended).toBe(true);
  });

  it('at least one opening mission', () => {
    expect(() => startOperations({ initiative: 'Allied', openingMissions: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});

describe('3.0 who may fly an attack mission', () => {
  const state = baseState({
    ports: [{ id: 'rabaul-port', name: 'Rabaul', hex: '1010', side: 'Japanese' }],
    airUnits: [
      at('rabaul', counter('ready', 'F', 'IJN')),
      at('rabaul', counter('staged', 'F', 'IJN'), { stageMoved: true }),
      at('rabaul', counter('regroup', 'F', 'IJN'), { regrouping: true, disrupted: true }),
      at('rabaul', counter('flown', 'B', 'IJN'), { flown: true }),
      at('rabaul', counter('dinah', 'R', 'IJN')),
      at('port-moresby', counter('c47', 'C', 'USAAF')),
      { unit: counter('rufe', 'F', 'IJN', { floatplane: true }), location: { at: 'port', portId: 'rabaul-port' } },
    ],
  });
  it('ready aerial combat units that are neither regrouping nor stage-moved', () => {
    expect(checkAttackMissionUnit(state, 'ready')).toEqual({ ok: true });
    expect(checkAttackMissionUnit(state, 'rufe')).toEqual({ ok: true });
    expect(checkAttackMissionUnit(state, 'staged')).toMatchObject({ ok: false, rule: '3.0' });
    expect(checkAttackMissionUnit(state, 'regroup')).toMatchObject({ ok: false, rule: '3.0' });
    expect(checkAttackMissionUnit(state, 'flown')).toMatchObject({ ok: false, rule: '6.4' });
    expect(checkAttackMissionUnit(state, 'dinah')).toMatchObject({ ok: false, rule: '3.0' });
    expect(checkAttackMissionUnit(state, 'c47')).toMatchObject({ ok: false, rule: '3.0' });
  });
});
