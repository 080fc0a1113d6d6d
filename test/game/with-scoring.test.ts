import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'boardgame.io/client';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBoardgameIo } from '../../src/boardgame-io/index.js';
import { doctrineBot, type Outcome, playOut, randomBot, type Scoring, withScoring } from '../../src/index.js';
import { compareRules, simulate } from '../../src/simulate/index.js';
import { gamePlays } from '../../src/testing/index.js';
import {
  createWarAtSeaGame,
  type WarAtSeaGameState,
  warAtSeaCatalogue,
  warAtSeaDoctrine,
  warAtSeaGame,
} from '../../src/war-at-sea/index.js';
import { runWith } from '../cli/run-in-process.js';

type Side = 'Allies' | 'Axis';
const setupText = readFileSync(new URL('../../examples/war-at-sea-landing/setup.json', import.meta.url), 'utf8');
const setup = JSON.parse(setupText);
const start = createWarAtSeaGame(setup);

/** A MADE-UP scenario's scoring: the game ends after turn 1; the side ahead on the rules' points wins. */
const twoTurns: Scoring<WarAtSeaGameState, Side> = {
  name: 'one turn, most points wins',
  outcome: (state, own) => {
    const over = own.over || state.turn > 1;
    const { Allies, Axis } = own.score;
    const ahead: Side[] = Allies === Axis ? [] : [Allies > Axis ? 'Allies' : 'Axis'];
    return { over, winners: over ? ahead : [], score: own.score };
  },
};

/** A scoring that hands the Axis every game, over from the start: easy to tell from the rules' own. */
const axisAlways: Scoring<WarAtSeaGameState, Side> = {
  name: 'the Axis always',
  outcome: (_state, own) => ({ over: true, winners: ['Axis'], score: own.score }),
};

const doctrine = (seed: number) => doctrineBot({ doctrine: warAtSeaDoctrine, seed });

describe('withScoring: an app’s own scoring, taken by every consumer', () => {
  it('playOut plays to the app’s end and reports its winners, score and name', () => {
    const game = withScoring(warAtSeaGame, twoTurns);
    const played = playOut(game, start, { Allies: doctrine(1), Axis: doctrine(2) });
    expect(played.state.turn).toBe(2);
    expect(played.outcome.over).toBe(true);
    expect(played.outcome.scoring).toBe('one turn, most points wins');
    const rules = warAtSeaGame.outcome(played.state);
    expect(played.outcome.score).toEqual(rules.score);
    expect(played.outcome.measures).toEqual(rules.measures);
    // The rules' own game plays on past turn 1.
    expect(rules.over).toBe(false);
    // The same rules: a scored game's states replay in the plain one.
    expect(warAtSeaGame.replay(start, played.actions).state).toEqual(played.state);
  });

  it('simulate and compareRules count by it (a catalogue’s game scored)', () => {
    const game = withScoring(warAtSeaCatalogue.game, axisAlways);
    const summary = simulate({ game, setup, bots: { Allies: 'doctrine', Axis: 'doctrine' }, runs: 20, seed: 1 });
    expect(summary.wins.Axis.count).toBe(20);
    expect(summary.length.max).toBe(0); // over before the first action
    const compared = compareRules({
      game,
      setup,
      bots: { Allies: 'random', Axis: 'random' },
      runs: 10,
      seed: 1,
      a: {},
      b: { rescue: { target: 6 } },
    });
    expect(compared.a.wins.Axis.count).toBe(10);
    expect(compared.b.wins.Axis.count).toBe(10);
  });

  it('gamePlays stops where the app’s scoring ends the game', () => {
    const game = withScoring(warAtSeaGame, twoTurns);
    fc.assert(
      fc.property(gamePlays(game, start, { maxActions: 400 }), (play) => {
        expect(play.state.turn).toBeLessThanOrEqual(2);
        const before = game.replay(start, play.actions.slice(0, -1)).state;
        if (play.actions.length > 0) expect(game.outcome(before).over).toBe(false);
      }),
      { numRuns: 5 },
    );
  });

  it('toBoardgameIo ends the match by it, with its winner and outcome', () => {
    // Over once a side has passed: the Allies' first move ends the match, the Axis winning.
    const axisOnFirstPass: Scoring<WarAtSeaGameState, Side> = {
      name: 'the Axis always',
      outcome: (state, own) => ({ over: state.passed !== null, winners: ['Axis'], score: own.score }),
    };
    const bgio = toBoardgameIo(withScoring(warAtSeaGame, axisOnFirstPass), start);
    const client = Client({ game: bgio, numPlayers: 2, playerID: '0', debug: false });
    client.start();
    expect(client.getState()?.ctx.gameover).toBeUndefined();
    client.moves.act?.({ type: 'advance' });
    const gameover = client.getState()?.ctx.gameover as { winner?: string; outcome?: Outcome } | undefined;
    expect(gameover?.winner).toBe('1');
    expect(gameover?.outcome?.scoring).toBe('the Axis always');
    client.stop();
  });

  it('a scoring that answers what no outcome is, is a RulesError naming the field', () => {
    const bad = (outcome: unknown) =>
      withScoring(warAtSeaGame, { name: 'bad', outcome: () => outcome as never }).outcome(start);
    expect(() => bad({ over: 'yes', winners: [], score: { Allies: 0, Axis: 0 } })).toThrow(/outcome\.over/);
    expect(() => bad({ over: true, winners: ['Japan'], score: { Allies: 0, Axis: 0 } })).toThrow(/winners/);
    expect(() => bad({ over: true, winners: [], score: { Allies: Number.NaN, Axis: 0 } })).toThrow(/score\.Allies/);
    expect(() => bad({ over: true, winners: [], score: { Allies: 0, Axis: 0, __proto__x: 1 } })).toThrow(/not a side/);
    expect(() => bad(null)).toThrow(/must be an object/);
    expect(() => withScoring(warAtSeaGame, { name: '', outcome: () => null } as never)).toThrow(/name/);
    expect(() => withScoring(warAtSeaGame, { name: 'x' } as never)).toThrow(/outcome must be a function/);
    expect(() => withScoring(null as never, twoTurns)).toThrow(/takes a game/);
    try {
      bad({ over: true, winners: [], score: {} });
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_INPUT', rule: 'scoring', path: ['score', 'Allies'] });
    }
  });

  it('the library’s bots play a scored game as they play the plain one (the same choices)', () => {
    const game = withScoring(warAtSeaGame, { name: 'the rules’ own', outcome: (_state, own) => own });
    const plain = playOut(warAtSeaGame, start, { Allies: doctrine(1), Axis: randomBot({ seed: 3 }) });
    const scored = playOut(game, start, { Allies: doctrine(1), Axis: randomBot({ seed: 3 }) });
    expect(scored.actions).toEqual(plain.actions);
    expect({ ...scored.outcome, scoring: '' }).toEqual({ ...plain.outcome, scoring: '' });
  });
});

describe('the CLI’s --scoring MODULE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'naval-scoring-'));
  const module = join(dir, 'axis.mjs');
  writeFileSync(
    module,
    "export default { name: 'the Axis always', outcome: (_state, own) => ({ over: true, winners: ['Axis'], score: own.score }) };\n",
  );
  writeFileSync(join(dir, 'setup.json'), setupText);
  const cli = (...argv: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...argv], { encoding: 'utf8' });

  it('game play and simulate play and count by the module’s default export', () => {
    const played = cli('game', 'play', 'war-at-sea', '--input', join(dir, 'setup.json'), '--scoring', module);
    expect(played.status).toBe(0);
    expect(JSON.parse(played.stdout).outcome).toMatchObject({ winners: ['Axis'], scoring: 'the Axis always' });
    const studied = cli(
      'simulate',
      'war-at-sea',
      '--input',
      join(dir, 'setup.json'),
      '--runs',
      '5',
      '--json',
      `--scoring=${module}`,
    );
    expect(studied.status).toBe(0);
    expect(JSON.parse(studied.stdout).wins.Axis.count).toBe(5);
  });

  it('a module that is missing or exports no scoring is a usage error (exit 2)', () => {
    const missing = cli(
      'game',
      'play',
      'war-at-sea',
      '--input',
      join(dir, 'setup.json'),
      '--scoring',
      join(dir, 'none.mjs'),
    );
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--scoring .*cannot be loaded/);
    writeFileSync(join(dir, 'empty.mjs'), 'export const x = 1;\n');
    const empty = cli(
      'simulate',
      'war-at-sea',
      '--input',
      join(dir, 'setup.json'),
      '--runs',
      '2',
      '--scoring',
      join(dir, 'empty.mjs'),
    );
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/export a scoring/);
  });

  it('in process, a --scoring the command did not load is refused, never ignored', () => {
    const result = runWith(
      { files: { 's.json': setupText } },
      'game',
      'play',
      'war-at-sea',
      '--input',
      's.json',
      '--scoring',
      'm.mjs',
    );
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/--scoring m\.mjs was not loaded/);
  });
});
