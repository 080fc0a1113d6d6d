import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArgv } from '../../src/cli/args.js';
import { catalogues } from '../../src/cli/catalogues.js';
import { hasGame } from '../../src/cli/game-file.js';
import { inputJsonSchema } from '../../src/core/catalogue/json-schema.js';
import { createWarAtSeaGame, type WarAtSeaActionInput, warAtSeaGame } from '../../src/war-at-sea/index.js';
import { run, runWith } from './run-in-process.js';

const example = new URL('../../examples/war-at-sea-landing/', import.meta.url);
const setupText = readFileSync(new URL('setup.json', example), 'utf8');
const actions = JSON.parse(readFileSync(new URL('actions.json', example), 'utf8')) as WarAtSeaActionInput[];

/** Runs one game step with `files` readable; `-` is standard input. */
function step(files: Record<string, string>, ...argv: string[]) {
  const result = runWith({ files }, 'game', ...argv);
  return { ...result, json: result.code === 0 || argv[0] === 'check' ? (JSON.parse(result.out) as unknown) : null };
}

describe('naval-rules game', () => {
  it('plays the example landing step by step exactly as the API does, to the victory check', () => {
    let api = createWarAtSeaGame(JSON.parse(setupText));
    const started = step({ 'setup.json': setupText }, 'new', 'war-at-sea', '--input', 'setup.json');
    expect(started.code).toBe(0);
    expect(started.json).toEqual(api);
    let text = started.out;
    for (const action of actions) {
      const applied = warAtSeaGame.apply(api, action);
      api = applied.state;
      const cli = step({ '-': text }, 'apply', '--action', JSON.stringify(action), '--json');
      expect(cli.code).toBe(0);
      expect(cli.err).toBe('');
      expect(cli.json).toEqual(JSON.parse(JSON.stringify(applied)));
      text = cli.out;
    }
    expect(api.winners).toEqual(['Allies']);
    const log = JSON.stringify({ game: 'war-at-sea', setup: JSON.parse(setupText), actions });
    const replayed = step({ 'log.json': log }, 'replay', '--input', 'log.json');
    expect((replayed.json as { state: unknown }).state).toEqual(api);
  });

  it('view and pending answer for one side, and the view holds no dice', () => {
    const state = started();
    const view = step({ 's.json': state }, 'view', '--player', 'Axis', '--state', 's.json');
    expect(view.code).toBe(0);
    expect(view.json).toEqual(warAtSeaGame.viewFor(JSON.parse(state), 'Axis'));
    expect(view.out).not.toContain('"dice"');
    const pending = step({ 's.json': state }, 'pending', '--player', 'Allies', '--state', 's.json');
    expect(pending.json).toEqual(warAtSeaGame.pending(JSON.parse(state), 'Allies'));
    expect(pending.err).toMatch(/^waiting for: Allies: /);
  });

  it('check answers legal with exit 0, and not legal with exit 1 and the error as data', () => {
    const state = started();
    const legal = step({ '-': state }, 'check', '--action', '{"type":"advance","side":"Allies"}');
    expect([legal.code, legal.json]).toEqual([0, { legal: true }]);
    const refused = step({ '-': state }, 'check', '--action', '{"type":"advance","side":"allies"}');
    expect(refused.code).toBe(1);
    expect(refused.json).toMatchObject({
      legal: false,
      error: { code: 'INVALID_INPUT', rule: 'Sequence of Play', path: ['side'] },
    });
  });

  it('an illegal action exits 1, a usage fault 2, and --json makes the error JSON', () => {
    const state = started();
    const illegal = step(
      { '-': state },
      'apply',
      '--action',
      '{"type":"unload","side":"Allies","unit":"AP-1","island":"MADE-UP atoll","count":1}',
      '--json',
    );
    expect(illegal.code).toBe(1);
    expect(JSON.parse(illegal.err)).toMatchObject({ error: { code: 'ILLEGAL_ACTION' } });
    expect(step({ '-': state }, 'apply').code).toBe(2);
    expect(step({ '-': state }, 'aply', '--action', '{}').err).toContain('did you mean apply?');
    expect(step({ '-': '{"turn":1}' }, 'pending').err).toContain('names no game');
    expect(step({ '-': state }, 'pending', 'sopac').err).toContain('is a war-at-sea game, not sopac');
    expect(step({ '-': 'not json' }, 'pending').code).toBe(2);
    const usage = runWith({}, 'game', 'new', 'war-at-sea', '--json');
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.err)).toEqual({ error: { code: 'USAGE', message: expect.stringContaining('--input') } });
  });

  it('starts every rule set that has a game, and the game keeps its own name', () => {
    const games = catalogues.filter(hasGame);
    expect(games.map((c) => c.name)).toEqual(['firepower', 'shoestring', 'cartwheel', 'war-at-sea', 'sopac']);
    for (const catalogue of games) {
      expect(catalogue.game.name).toBe(catalogue.game.game.name);
      const bad = run('game', 'new', catalogue.name, '--input', '{"seed":1}');
      expect(bad.code).toBe(1);
      expect(bad.err).toMatch(/INVALID_INPUT/);
    }
  });
});

describe('options and inputs', () => {
  it('no option of the command shares its name with a field of a resolver input', () => {
    for (const catalogue of catalogues) {
      for (const resolver of catalogue.resolvers) {
        const fields = Object.keys((inputJsonSchema(resolver.input).properties ?? {}) as object);
        for (const field of fields)
          expect(() => parseArgv(['roll', catalogue.name, resolver.command, `${field}=1`])).not.toThrow();
      }
    }
  });
});

function started(): string {
  return step({ 'setup.json': setupText }, 'new', 'war-at-sea', '--input', 'setup.json').out;
}

describe('naval-rules game legal, outcome, bot and play', () => {
  const state = JSON.stringify(createWarAtSeaGame(JSON.parse(setupText)));

  it('legal lists what the API lists; outcome is the API outcome', () => {
    const legal = step({ '-': state }, 'legal', '--player', 'Allies', '--json');
    expect(legal.code).toBe(0);
    expect(legal.json).toEqual(warAtSeaGame.legalActions(JSON.parse(state), 'Allies'));
    const outcome = step({ '-': state }, 'outcome', '--json');
    expect(outcome.json).toEqual(warAtSeaGame.outcome(JSON.parse(state)));
    expect(step({ '-': state }, 'legal', '--json').code).toBe(2); // --player is needed
  });

  it('bot picks one of the legal actions, the same for the same seed', () => {
    const pick = (bot: string, seed: string) =>
      step({ '-': state }, 'bot', '--player', 'Axis', '--bot', bot, '--seed', seed, '--json');
    const doctrine = pick('doctrine', '3');
    expect(warAtSeaGame.legalActions(JSON.parse(state), 'Axis')).toContainEqual(doctrine.json);
    expect(pick('doctrine', '3').json).toEqual(doctrine.json);
    expect(pick('chess', '3').code).toBe(2);
    expect(pick('random', '1.5').code).toBe(2);
  });

  it('play runs bots to the end; its log replays to the same outcome', () => {
    const play = (bots: string) =>
      runWith(
        { files: { 'setup.json': setupText } },
        'game',
        'play',
        'war-at-sea',
        '--input',
        'setup.json',
        '--bots',
        bots,
      );
    const played = play('doctrine,random');
    expect(played.code).toBe(0);
    const { log, outcome, bounded } = JSON.parse(played.out);
    expect(bounded).toBe(false);
    expect(outcome.over).toBe(true);
    expect(played.err).toMatch(/actions; over/);
    const replayed = step({ 'log.json': JSON.stringify(log) }, 'replay', '--input', 'log.json', '--json');
    expect(warAtSeaGame.outcome((replayed.json as { state: never }).state)).toEqual(outcome);
    // What play --json wrote, whole, replays too (game play --json > p.json; game replay --input p.json).
    const whole = step({ 'p.json': played.out }, 'replay', '--input', 'p.json', '--json');
    expect(whole.json).toEqual(replayed.json);
    // A field a log does not have is named as such.
    const odd = runWith(
      { files: { 'p.json': JSON.stringify({ ...log, notes: 1 }) } },
      'game',
      'replay',
      '--input',
      'p.json',
    );
    expect(odd.code).toBe(2);
    expect(odd.err).toMatch(
      /"notes" is not a field of a replay log: give \{ game, setup or initial, actions \}, or what game play --json wrote/,
    );
    const wrong = play('doctrine'); // one bot for two sides
    expect(wrong.code).toBe(2);
  });
});
