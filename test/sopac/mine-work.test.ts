import { describe, expect, it } from 'vitest';
import { formatFraction, probabilityOf, scriptedDice } from '../../src/index.js';
import {
  checkJettison,
  checkMineClearing,
  checkMinefieldPlacement,
  checkMinelaying,
  isMinelayer,
  minelayerHitOdds,
  resolveMinelayerHit,
  resolveSweep,
  sweepOdds,
} from '../../src/sopac/index.js';

/** MADE-UP map: a line of zones C0 (coastal) – O1 – O2 – O3 – O4 (open), plus an island I and a major base X. */
const LINE = {
  zones: [
    { id: 'C0', land: 'coastal', neighbours: ['O1'] },
    { id: 'O1', land: 'none', neighbours: ['C0', 'O2'] },
    { id: 'O2', land: 'none', neighbours: ['O1', 'O3'] },
    { id: 'O3', land: 'none', neighbours: ['O2', 'O4', 'I'] },
    { id: 'O4', land: 'none', neighbours: ['O3', 'X'] },
    { id: 'I', land: 'island', neighbours: ['O3'] },
    { id: 'X', land: 'none', majorBase: true, neighbours: ['O4'] },
  ],
} as const;

describe('19.3 laying mines', () => {
  it('needs the scenario\u2019s leave, a Minelaying or Raid mission, four undisturbed turns and mines aboard', () => {
    const ok = { canLayMines: true, mission: 'Raid', turnsUndisturbed: 4 } as const;
    expect(checkMinelaying(ok)).toEqual({ ok: true });
    expect(checkMinelaying({ ...ok, mission: 'Minelaying' })).toEqual({ ok: true });
    expect(checkMinelaying({ ...ok, canLayMines: false })).toMatchObject({ ok: false, rule: '19.3' });
    expect(checkMinelaying({ ...ok, mission: 'Other' })).toMatchObject({ ok: false, rule: '19.31' });
    expect(checkMinelaying({ ...ok, turnsUndisturbed: 3 })).toMatchObject({ ok: false, rule: '19.31' });
    expect(checkMinelaying({ ...ok, jettisoned: true })).toMatchObject({ ok: false, rule: '19.41' });
    expect(checkMinelaying({ ...ok, turnsUndisturbed: 3 }, { layingTurns: 3 })).toEqual({ ok: true });
  });

  it('19.34: within two zones of coastal land, counting the minefield\u2019s zone; islands do not count', () => {
    expect(checkMinefieldPlacement(LINE, { zone: 'C0', across: 'O1' })).toEqual({ ok: true, boundary: 'C0/O1' });
    expect(checkMinefieldPlacement(LINE, { zone: 'O2', across: 'O3' }).ok).toBe(true);
    expect(checkMinefieldPlacement(LINE, { zone: 'O3', across: 'I' })).toMatchObject({ ok: false, rule: '19.34' });
    expect(checkMinefieldPlacement(LINE, { zone: 'O3', across: 'O2' }).ok).toBe(false);
  });

  it('19.36: the boundaries of a zone with a major base may be mined; only a zone\u2019s own boundaries', () => {
    expect(checkMinefieldPlacement(LINE, { zone: 'O4', across: 'X' })).toEqual({ ok: true, boundary: 'O4/X' });
    expect(checkMinefieldPlacement(LINE, { zone: 'O1', across: 'O3' })).toMatchObject({ ok: false, rule: '19.1' });
  });

  it('refuses a map whose boundaries do not match', () => {
    const bad = {
      zones: [
        { id: 'A', land: 'none', neighbours: ['B'] },
        { id: 'B', land: 'none', neighbours: [] },
      ],
    } as const;
    expect(() => checkMinefieldPlacement(bad, { zone: 'A', across: 'B' })).toThrow(/does not border/);
  });
});

describe('19.4–19.5 minelayers in combat', () => {
  it('who counts as a minelayer', () => {
    expect(isMinelayer({ kind: 'ML', mission: 'Other', canLayMines: false })).toBe(true);
    expect(isMinelayer({ kind: 'auxiliary', mission: 'Other', canLayMines: true })).toBe(true);
    expect(isMinelayer({ kind: 'warship', mission: 'Minelaying', canLayMines: true })).toBe(true);
    expect(isMinelayer({ kind: 'warship', mission: 'Raid', canLayMines: true })).toBe(false);
    expect(isMinelayer({ kind: 'warship', mission: 'Minelaying', canLayMines: false })).toBe(false);
    expect(isMinelayer({ kind: 'ML', mission: 'Abort', canLayMines: true, jettisoned: true })).toBe(false);
  });

  it('explodes on a 6; jettison never in combat', () => {
    expect(resolveMinelayerHit(scriptedDice([6])).outcome).toEqual({ explodes: true });
    expect(resolveMinelayerHit(scriptedDice([5])).outcome).toEqual({ explodes: false });
    expect(formatFraction(probabilityOf(minelayerHitOdds(), (o) => o.explodes))).toBe('1/6');
    expect(checkJettison({ inCombat: true, jettisoned: false }).ok).toBe(false);
    expect(checkJettison({ inCombat: false, jettisoned: false }).ok).toBe(true);
  });
});

describe('19.6 detection and sweeping', () => {
  const sweeper = { sweeper: true, mission: 'Mine Sweeping', turnsUndisturbed: 2 } as const;
  it('needs a sweeper on a Mine Sweeping mission, a turn to detect and two to sweep a detected minefield', () => {
    expect(checkMineClearing({ ...sweeper, task: 'detect', turnsUndisturbed: 1 })).toEqual({ ok: true });
    expect(checkMineClearing({ ...sweeper, task: 'detect', turnsUndisturbed: 0 })).toMatchObject({ rule: '19.62' });
    expect(checkMineClearing({ ...sweeper, task: 'sweep' })).toEqual({ ok: true });
    expect(checkMineClearing({ ...sweeper, task: 'sweep', turnsUndisturbed: 1 })).toMatchObject({ rule: '19.63' });
    expect(checkMineClearing({ ...sweeper, task: 'sweep', detected: false })).toMatchObject({ rule: '19.62' });
    expect(checkMineClearing({ ...sweeper, task: 'sweep', sweeper: false })).toMatchObject({ rule: '19.6' });
    expect(checkMineClearing({ ...sweeper, task: 'sweep', mission: 'Raid' })).toMatchObject({ rule: '19.61' });
  });

  it('one d6 a sweeper: 1 lost, 2\u20133 nothing, 4\u20136 one minefield removed (never more than there are)', () => {
    expect(resolveSweep({ sweepers: 3, minefields: 1 }, scriptedDice([1, 4, 6])).outcome).toEqual({
      sweepersLost: 1,
      minefieldsRemoved: 1,
    });
    const odds = sweepOdds({ sweepers: 2, minefields: 2 });
    expect(formatFraction(probabilityOf(odds, (o) => o.minefieldsRemoved === 2))).toBe('1/4');
    expect(formatFraction(probabilityOf(odds, (o) => o.sweepersLost === 2))).toBe('1/36');
  });
});
