/** The shell conventions the command keeps: version, help, input from files and stdin, exit codes, messages. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { runCli } from '../../src/cli/run-cli.js';
import { defineResolver } from '../../src/core/catalogue/define-resolver.js';
import { run, runWith } from './run-in-process.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
const gunnery = '{"battery":"BB","target":"CA","range":"short"}';

describe('CLI conventions', () => {
  it('takes a negative number as an option value', () => {
    expect(run('roll', 'dice', 'd6', '--seed', '-5').out).toBe(run('roll', 'dice', 'd6', '--seed=-5').out);
    expect(run('roll', 'dice', 'd6', '--seed', '-5').code).toBe(0);
  });

  it('--version and -v print the package version', () => {
    expect(run('--version')).toMatchObject({ code: 0, out: pkg.version, err: '' });
    expect(run('-v').out).toBe(pkg.version);
    expect(run('roll', '--version').code).toBe(2);
  });

  it('help names every command and the exit codes; help <command> <set> <name> lists the fields', () => {
    const help = run('help').out;
    for (const command of ['tables', 'lookup', 'roll', 'odds', 'schema', 'help', 'demo'])
      expect(help).toContain(command);
    expect(help).toContain('3 an internal failure');
    const entry = run('help', 'roll', 'firepower', 'gunnery').out;
    expect(entry).toMatch(/^ {2}battery +required +SB\|BB\|BC\|CA\|CL\|DD\|DE$/m);
    expect(entry).toMatch(/^ {2}targetSilhouetted +optional +true\|false +default false$/m);
    expect(entry).toContain('API: resolveGunnery');
  });

  it('reads the input from --input FILE, from - and from --input -, with key=value laid over it', () => {
    const files = { 'shot.json': gunnery, '-': gunnery };
    const fromFile = runWith({ files }, 'odds', 'firepower', 'gunnery-to-hit', '--input', 'shot.json', '--json');
    const fromStdin = runWith({ files }, 'odds', 'firepower', 'gunnery-to-hit', '-', '--json');
    const flagStdin = runWith({ files }, 'odds', 'firepower', 'gunnery-to-hit', '--input', '-', '--json');
    const inline = run('odds', 'firepower', 'gunnery-to-hit', 'battery=BB', 'target=CA', 'range=short', '--json');
    expect(fromFile.code).toBe(0);
    expect(fromFile.out).toBe(inline.out);
    expect(fromStdin.out).toBe(inline.out);
    expect(flagStdin.out).toBe(inline.out);
    const overridden = runWith({ files }, 'odds', 'firepower', 'gunnery-to-hit', '-', 'range=long', '--json');
    expect(overridden.out).toBe(
      run('odds', 'firepower', 'gunnery-to-hit', 'battery=BB', 'target=CA', 'range=long', '--json').out,
    );
  });

  it('an unreadable, non-JSON or non-object input is a usage error naming where it came from', () => {
    expect(runWith({}, 'roll', 'dice', 'd6', '--input', 'gone.json')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/cannot read --input gone.json/),
    });
    expect(runWith({ files: { '-': '{nope' } }, 'roll', 'dice', 'd6', '-')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/standard input is not JSON/),
    });
    expect(runWith({ files: { '-': '[1]' } }, 'roll', 'dice', 'd6', '-')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/one JSON object/),
    });
    expect(runWith({ files: { '-': '{}' } }, 'roll', 'dice', 'd6', '-', '--input', '-').code).toBe(2);
  });

  it('a missing field says required, and every issue is listed', () => {
    const missing = run('roll', 'firepower', 'torpedo', 'firer.name=x');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/target: required; torpedo: required/);
    const many = run('roll', 'firepower', 'gunnery', 'a=1', 'b=2', 'c=3', 'd=4', 'e=5', 'f=6', 'g=7');
    expect(many.code).toBe(1);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'battery', 'target']) expect(many.err).toContain(key);
  });

  it('says "did you mean" for commands, options, rule sets, resolvers, tables and table keys', () => {
    expect(run('tabels').err).toMatch(/did you mean tables\?/);
    expect(run('roll', 'dice', 'd6', '--jsn').err).toMatch(/did you mean --json\?/);
    expect(run('roll', 'firepowr', 'gunnery').err).toMatch(/did you mean firepower\?/);
    expect(run('roll', 'firepower', 'gunery').err).toMatch(/did you mean gunnery\?/);
    expect(run('lookup', 'firepower', 'matrix-100', 'score=1').err).toMatch(/did you mean matrix-10\?/);
    expect(run('lookup', 'firepower', 'matrix-10', 'scor=1').err).toMatch(/did you mean score\?/);
  });

  it('the exact-odds limit speaks of the flags', () => {
    const limited = run('odds', 'firepower', 'gunnery', 'battery=BB', 'target=CA', 'range=short', '--max-paths', '10');
    expect(limited.code).toBe(1);
    expect(limited.err).toMatch(/raise --max-paths or use --estimate/);
    expect(limited.err).not.toMatch(/maxPaths|estimateOdds/);
  });

  it('an internal failure exits 3, apart from rules errors (1) and usage errors (2)', () => {
    const broken = defineResolver({
      name: 'resolveBroken',
      rule: 'test',
      title: 'throws a TypeError',
      input: z.strictObject({}),
      example: {},
      houseRules: false,
      resolve: () => {
        throw new TypeError('boom');
      },
    });
    const err: string[] = [];
    const code = runCli(
      ['roll', 'bugs', 'broken'],
      { out: () => {}, err: (t) => err.push(t), read: () => '', write: () => {} },
      [{ name: 'bugs', title: 'bugs', tables: [], resolvers: [broken], schemas: [] }],
    );
    expect(code).toBe(3);
    expect(err.join('')).toMatch(/internal error: boom \(please report it\)/);
  });

  it('odds --svg FILE writes a standalone SVG chart as well as the text', () => {
    const result = runWith({}, 'odds', 'dice', 'two-d6', '--svg', 'two-d6.svg');
    expect(result.code).toBe(0);
    expect(result.out).toContain('1/6');
    const svg = result.written['two-d6.svg'] ?? '';
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<rect /g)).toHaveLength(12);
  });

  it('schema prints the JSON Schema of an input or a state, and lists them', () => {
    const result = run('schema', 'firepower', 'gunnery');
    expect(result.code).toBe(0);
    const schema = JSON.parse(result.out) as { required: string[]; additionalProperties: boolean; $schema: string };
    expect(schema.required).toEqual(['battery', 'target']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.$schema).toMatch(/2020-12/);
    expect(JSON.parse(run('schema', 'cartwheel', 'state').out)).toMatchObject({ type: 'object' });
    expect(run('schema', 'firepower').out).toMatch(/^ {2}schema +ship/m);
    expect(JSON.parse(run('schema', 'dice', 'state').out)).toMatchObject({
      oneOf: [
        { required: ['generator', 'state', 'rolls'] },
        { required: ['generator', 'key', 'block', 'word', 'rolls'] },
      ],
    });
  });
});
