import { describe, expect, it } from 'vitest';
import { type CartwheelGameState, cartwheelGame, createCartwheelGame } from '../../../src/cartwheel/index.js';
import { passOperations, play, smallScenario, throughInitiative, throughRandomEvents } from './game-fixtures.js';

const game = cartwheelGame;

function refused(state: CartwheelGameState, action: Parameters<typeof game.check>[1]) {
  const checked = game.check(state, action);
  if (checked.legal) throw new Error(`${action.type} was accepted`);
  return checked.error;
}

/** The small scenario in its Regroup Phase, 475FG-1 disrupted, reduced and regrouping. */
function regroupingReduced(): CartwheelGameState {
  const base = createCartwheelGame(smallScenario(7));
  return {
    ...base,
    board: {
      ...base.board,
      phase: 'regroup',
      airUnits: base.board.airUnits.map((u) =>
        u.unit.id === '475FG-1' ? { ...u, disrupted: true, regrouping: true, reduced: true } : u,
      ),
    },
  };
}

/** Advances until the board reaches `phase`. */
function toPhase(state: CartwheelGameState, phase: CartwheelGameState['board']['phase']): CartwheelGameState {
  let s = state;
  for (let i = 0; i < 20 && s.board.phase !== phase; i++) {
    s = s.board.phase === 'air-naval-operations' ? passOperations(s) : play(s, { type: 'advance', side: 'Allied' });
  }
  return s;
}

describe('Cartwheel game: the order of play and what the rules award (issue items 9, 10, 12, 13)', () => {
  it('9. 4.1: the random event is rolled before the 11th Hikoshidan decision', () => {
    const start = createCartwheelGame(smallScenario(1));
    expect(refused(start, { type: 'decide-hikoshidan', side: 'Japanese', decision: { commit: false } }).rule).toBe(
      '4.1',
    );
  });

  it('10. 7.0: recon comes after the 7.1 declaration and before the initiative roll', () => {
    const initiative = throughRandomEvents(createCartwheelGame(smallScenario(2)));
    expect(refused(initiative, { type: 'recon-flight', side: 'Allied', unitId: 'P-38' }).message).toMatch(/7.1/);
    const declared = play(initiative, {
      type: 'declare-general-regroup',
      side: 'Allied',
      declaration: { declare: false },
    });
    expect(game.check(declared, { type: 'recon-flight', side: 'Allied', unitId: 'P-38' }).legal).toBe(true);
    const rolled = play(declared, { type: 'roll-initiative', side: 'Allied' });
    expect(refused(rolled, { type: 'recon-flight', side: 'Allied', unitId: 'P-38' }).message).toMatch(/initiative/);
    expect(refused(rolled, { type: 'designate-regroup', side: 'Japanese', unitIds: [] }).rule).toBe('7.0');
  });

  it('12. a regrouping unit may scramble (3.0); a recon unit is not an aerial combat unit (7.3.3)', () => {
    const ops = toPhase(
      throughInitiative(throughRandomEvents(createCartwheelGame(smallScenario(3)))),
      'air-naval-operations',
    );
    const regrouping = {
      ...ops,
      board: {
        ...ops.board,
        airUnits: ops.board.airUnits.map((u) => (u.unit.id === '475FG-1' ? { ...u, regrouping: true } : u)),
      },
    };
    expect(refused(regrouping, { type: 'report-flights', side: 'Allied', flew: ['475FG-1'] }).rule).toBe('3.0');
    expect(
      game.check(regrouping, { type: 'report-flights', side: 'Allied', flew: ['475FG-1'], scrambled: ['475FG-1'] })
        .legal,
    ).toBe(true);
    expect(refused(ops, { type: 'report-flights', side: 'Allied', flew: ['P-38'] }).rule).toBe('7.3.3');
  });

  it('13. the reorganization VP are awarded by the rules as the Regroup Phase ends; only the Allied player may ask sooner', () => {
    const regroup = toPhase(
      throughInitiative(throughRandomEvents(createCartwheelGame(smallScenario(4)), true)),
      'regroup',
    );
    expect(refused(regroup, { type: 'award-hikoshidan-vp', side: 'Japanese' }).rule).toBe('14.2');
    const after = game.apply(regroup, { type: 'advance', side: 'Allied' });
    expect(after.events.map((e) => e.type)).toContain('hikoshidan-vp');
    // Asked for sooner, they are not awarded twice.
    const asked = play(regroup, { type: 'award-hikoshidan-vp', side: 'Allied' });
    expect(game.apply(asked, { type: 'advance', side: 'Allied' }).events.map((e) => e.type)).not.toContain(
      'hikoshidan-vp',
    );
  });
});

describe('Cartwheel: natural d10 tables as printed (issue item 16, rule 2.4)', () => {
  it('a table typed 1 to 10 is accepted and reads a 0 as 10; 11 is no natural roll', async () => {
    const { cartwheelCatalogue, lookupRandomEvent, resolveCartwheelRules } = await import(
      '../../../src/cartwheel/index.js'
    );
    const { readTable } = await import('../../../src/index.js');
    const typed = {
      bands: [
        { min: 1, max: 4, result: { name: 'MADE-UP quiet' } },
        { min: 5, max: 10, result: { name: 'MADE-UP storm' } },
      ],
    };
    const rules = { tables: { randomEvents: typed } };
    expect(() => resolveCartwheelRules(rules)).not.toThrow();
    expect(lookupRandomEvent(0, rules).name).toBe('MADE-UP storm');
    const short = {
      bands: [
        { min: 1, max: 4, result: { name: 'a' } },
        { min: 5, max: 9, result: { name: 'b' } },
      ],
    };
    expect(() => resolveCartwheelRules({ tables: { randomEvents: short } })).toThrow(/covers 1 to 10/);
    const tables = cartwheelCatalogue.tablesWith?.(rules) ?? [];
    const events = tables.find((t) => t.name === 'random-events');
    const recon = cartwheelCatalogue.tables.find((t) => t.name === 'recon-flight');
    if (events === undefined || recon === undefined) throw new Error('catalogue tables missing');
    expect(readTable(events, { roll: 0 }).row).toBe(readTable(events, { roll: 10 }).row);
    expect(() => readTable(events, { roll: 11 })).toThrow(/at most 10/);
    expect(readTable(recon, { roll: 0 }).cells?.result).toMatch(/fails/);
  });
});

describe('Cartwheel: the turn calendar (issue item 15, rule 7.1)', () => {
  it('the game knows each turn\u2019s month from the Turn Record Track (Turn 8 is October II) and checks a given month', async () => {
    const { monthOf, CALENDAR_ANCHOR } = await import('../../../src/cartwheel/game/game-calendar.js');
    expect(monthOf(CALENDAR_ANCHOR, 8)).toEqual({ month: 'October', half: 'II' });
    expect(monthOf(CALENDAR_ANCHOR, 1)).toEqual({ month: 'July', half: 'I' });
    expect(monthOf(CALENDAR_ANCHOR, 12)).toEqual({ month: 'December', half: 'II' });
    const state = throughRandomEvents(createCartwheelGame(smallScenario(5)));
    expect(state.calendar).toEqual(CALENDAR_ANCHOR);
    const wrong = refused(state, {
      type: 'declare-general-regroup',
      side: 'Allied',
      declaration: { declare: false, month: 'December' },
    });
    expect(wrong.message).toMatch(/turn 1 is July I/);
    expect(
      game.check(state, {
        type: 'declare-general-regroup',
        side: 'Allied',
        declaration: { declare: false, month: 'July' },
      }).legal,
    ).toBe(true);
  });
});

describe('Cartwheel: the base-game tables a game will read are checked when it starts (issue item 8)', () => {
  it('a game without the Initiative DRM table is refused at set-up, not at turn 2', async () => {
    const { MADE_UP_TABLES } = await import('../../../src/cartwheel/made-up-tables.js');
    const { initiativeDrm: _drm, ...rest } = MADE_UP_TABLES;
    expect(() => createCartwheelGame({ ...smallScenario(1), rules: { tables: rest } })).toThrow(
      expect.objectContaining({ code: 'MISSING_TABLE', rule: '7.4' }),
    );
  });
});

describe('Cartwheel: the whole board plays through the game (issue item 14)', () => {
  it('construction, bombing, capture and evacuation, reinforcement and regroup results are actions, and replay', () => {
    const start = createCartwheelGame(smallScenario(6));
    const log: Parameters<typeof game.apply>[1][] = [];
    let state = start;
    const act = (action: Parameters<typeof game.apply>[1]) => {
      log.push(action);
      state = game.apply(state, action).state;
    };
    const advanceTo = (phase: CartwheelGameState['board']['phase']) => {
      for (let i = 0; i < 20 && state.board.phase !== phase; i++) {
        if (state.board.phase === 'air-naval-operations') {
          for (const side of [
            state.operations?.toAct ?? 'Allied',
            state.operations?.toAct === 'Allied' ? 'Japanese' : 'Allied',
          ] as const) {
            if (state.operations?.ended !== true) act({ type: 'operations', side, action: 'pass' });
          }
          if (state.operations?.ended !== true) continue;
        }
        act({ type: 'advance', side: 'Allied' });
      }
    };
    act({ type: 'roll-random-event', side: 'Allied' });
    act({ type: 'decide-hikoshidan', side: 'Japanese', decision: { commit: false } });
    act({ type: 'declare-usn', side: 'Allied', commit: false });
    act({ type: 'advance', side: 'Allied' });
    const site = {
      id: 'm1',
      side: 'Allied',
      hex: '2222',
      terrain: 'land',
      controlledBy: 'Allied',
      supplied: true,
    } as const;
    act({ type: 'begin-mobile-airbase', side: 'Allied', site });
    expect(state.board.airbases.find((b) => b.id === 'm1')?.underConstruction).toBe(true);
    act({ type: 'advance', side: 'Allied' });
    act({ type: 'declare-general-regroup', side: 'Allied', declaration: { declare: false } });
    act({ type: 'roll-initiative', side: 'Allied' });
    act({ type: 'roll-initiative-missions', side: state.initiative ?? 'Allied' });
    act({ type: 'advance', side: 'Allied' });
    act({ type: 'report-airbase-bombing', side: 'Allied', airbaseId: 'lae', result: 'disrupted' });
    expect(state.board.airbases.find((b) => b.id === 'lae')?.disrupted).toBe(true);
    advanceTo('ground-operations');
    act({ type: 'capture-airbase', side: 'Allied', airbaseId: 'rabaul' });
    const fled = state.board.airUnits.filter((u) => u.location.at === 'unbased').map((u) => u.unit.id);
    expect(fled.length).toBeGreaterThan(0);
    for (const unitId of fled) act({ type: 'evacuate', side: 'Japanese', unitId, to: 'lae', distance: 1 });
    expect(state.board.airUnits.some((u) => u.location.at === 'unbased')).toBe(false);
    advanceTo('regroup');
    act({ type: 'advance', side: 'Allied' });
    expect(state.board.airbases.find((b) => b.id === 'm1')?.underConstruction).toBe(false);
    advanceTo('reinforcement');
    const p40 = {
      id: 'R-1',
      model: 'P-40',
      type: 'F',
      service: 'USAAF',
      full: { range: 6, srmp: 3 },
      reduced: null,
    } as const;
    act({ type: 'reinforce', side: 'Allied', unit: p40, airbaseId: 'port-moresby' });
    expect(state.board.airUnits.some((u) => u.unit.id === 'R-1')).toBe(true);
    expect(game.replay(start, log).state).toEqual(state);
  });

  it('a regrouping unit\u2019s result is reported in the Regroup Phase: disruption removed, a reduced unit rebuilt', () => {
    const regroup = regroupingReduced();
    const after = game.apply(regroup, { type: 'report-regroup', side: 'Allied', unitId: '475FG-1', result: 'rebuilt' });
    expect(after.state.board.airUnits.find((u) => u.unit.id === '475FG-1')).toMatchObject({
      disrupted: false,
      reduced: false,
    });
    expect(
      refused(regroup, { type: 'report-regroup', side: 'Allied', unitId: '3BG-1', result: 'recovered' }).rule,
    ).toBe('14.1');
  });

  it('3.0: a replacement step received scores for the opponent, at the value a step the set-up gives (16.1)', () => {
    const regroup = regroupingReduced();
    const rebuilt = { type: 'report-regroup', side: 'Allied', unitId: '475FG-1', result: 'rebuilt' } as const;
    const after = game.apply(regroup, rebuilt);
    // The MADE-UP value of a step is 1: the Japanese receive it, the Allies nothing.
    expect(after.state.board.vp).toEqual({ Allied: regroup.board.vp.Allied, Japanese: regroup.board.vp.Japanese + 1 });
    expect(after.events.map((e) => [e.type, e.rule, e.data])).toContainEqual([
      'replacement-vp',
      '3.0',
      { side: 'Japanese', points: 1 },
    ]);
    expect(game.outcome(after.state).score.Japanese).toBe(regroup.board.vp.Japanese + 1);
    // A unit that only recovers received no step: no points.
    const recovered = game.apply(regroup, { ...rebuilt, result: 'recovered' });
    expect(recovered.state.board.vp).toEqual(regroup.board.vp);
    // Without the value (16.1 is not in the text) the report is refused, naming the input, and nothing changes.
    const { victoryPoints: _vp, ...others } = regroup.rules.tables as Record<string, unknown>;
    const unpriced = { ...regroup, rules: { ...regroup.rules, tables: others } };
    const checked = game.check(unpriced, rebuilt);
    expect(checked.legal).toBe(false);
    if (!checked.legal) {
      expect(checked.error).toMatchObject({ code: 'MISSING_TABLE', rule: '3.0' });
      expect(checked.error.message).toMatch(/rules\.tables\.victoryPoints/);
    }
  });

  it('16.1: the base game’s points are reported with their source, named by pending in the Victory Points Phase', () => {
    const base = createCartwheelGame(smallScenario(8));
    const start = { ...base, board: { ...base.board, phase: 'victory-points' as const } };
    expect(game.pending(start, 'Japanese')[0]?.actions).toContain('score-points');
    const scored = game.apply(start, {
      type: 'score-points',
      side: 'Japanese',
      points: 2.5,
      reason: 'MADE-UP capture',
    });
    expect(scored.state.board.vp.Japanese).toBe(start.board.vp.Japanese + 2.5);
    expect(game.eventsFor(scored.events, 'Allied')).toEqual([
      { type: 'points', rule: '16.1 (base game)', data: { side: 'Japanese', points: 2.5, reason: 'MADE-UP capture' } },
    ]);
    expect(game.legalActions(start, 'Japanese').some((a) => a.type === 'score-points')).toBe(false);
  });
});
