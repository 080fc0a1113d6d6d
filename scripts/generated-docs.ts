/**
 * The parts of the docs that are generated from the code, never written by hand: the
 * README's table of rule sets, the table of command-line names in docs/cli.md, one odds chart per rule set and
 * two study charts in docs/charts/, and each game page's table of actions and their fields (from the game's
 * action schema). `npm run docs:generate` writes them; a test fails when they are stale.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import { cartwheelCatalogue, cartwheelGame } from '../src/cartwheel/index.js';
import { catalogues } from '../src/cli/catalogues.js';
import { runCli } from '../src/cli/run-cli.js';
import { firepowerBattle, firepowerCatalogue } from '../src/firepower/index.js';
import type { Measure } from '../src/game/measure.js';
import { shoestringCatalogue, shoestringGame } from '../src/shoestring/index.js';
import { sopacCatalogue, sopacGame } from '../src/sopac/index.js';
import { warAtSeaCatalogue, warAtSeaGame } from '../src/war-at-sea/index.js';

/** One chart: a resolver of a rule set and its arguments. */
interface Chart {
  readonly set: string;
  readonly resolver: string;
  readonly args: readonly string[];
}

/** The charts the docs show: one resolver's odds per rule set, with its arguments. */
export const CHARTS: readonly Chart[] = [
  { set: 'dice', resolver: 'two-d6', args: [] },
  { set: 'firepower', resolver: 'gunnery-damage-level', args: ['battery=BB', 'target=CA', 'range=short'] },
  { set: 'shoestring', resolver: 'transport-attack', args: ['escorted=false', 'henderson=attacker'] },
  { set: 'cartwheel', resolver: 'recon-flight', args: ['unitId=P-38', 'generalRegroupTurn=true'] },
  { set: 'war-at-sea', resolver: 'attack-on-troops', args: ['attacker=ship', 'type=gunnery', 'attackDice=12'] },
  { set: 'sopac', resolver: 'mine-check', args: ['minefields=2', 'speed=2'] },
];

const START = '<!-- generated: names -->';
const END = '<!-- end generated: names -->';

/** The markdown table of every resolver's command-line and API names, and every table. */
export function namesTable(): string {
  const lines = ['| rule set | command-line name | API function | rule | what |', '| --- | --- | --- | --- | --- |'];
  for (const c of catalogues) {
    for (const r of c.resolvers)
      lines.push(`| ${c.name} | \`${r.command}\` | \`${r.name}\` | ${r.rule} | ${r.title.replace(/\|/g, '\\|')} |`);
  }
  lines.push('', '| rule set | table | rule | kind | title |', '| --- | --- | --- | --- | --- |');
  for (const c of catalogues) {
    for (const t of c.tables)
      lines.push(`| ${c.name} | \`${t.name}\` | ${t.rule} | ${t.kind} | ${t.title.replace(/\|/g, '\\|')} |`);
  }
  return lines.join('\n');
}

/** docs/cli.md with its generated section replaced by the current names table. */
export function withNames(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/cli.md needs the markers ${START} and ${END}`);
  return `${page.slice(0, start + START.length)}\n${namesTable()}\n${page.slice(end)}`;
}

/** The study charts docs/measuring-house-rules.md shows: a study of the War at Sea example, and a house rule against the printed rules. */
const STUDY =
  'simulate war-at-sea --input examples/war-at-sea-landing/setup.json --runs 200 --bots doctrine,doctrine --seed 1 --measure turns';
export const STUDY_CHARTS: readonly (readonly string[])[] = [
  [...STUDY.split(' '), '--svg', 'charts/study-war-at-sea.svg'],
  [...STUDY.split(' '), '--compare', '{"options":{"aircraftPoints":true}}', '--svg', 'charts/compare-war-at-sea.svg'],
];

/** Each chart's path under docs/ and its SVG text, from the CLI's own `--svg`. */
export function charts(): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = [
    ...CHARTS.map((chart) => [
      'odds',
      chart.set,
      chart.resolver,
      ...chart.args,
      '--svg',
      `charts/${chart.set}-${chart.resolver}.svg`,
    ]),
    ...STUDY_CHARTS,
  ];
  for (const line of lines) {
    const errors: string[] = [];
    const code = runCli(line, {
      out: () => {},
      err: (text) => errors.push(text),
      read: (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'),
      write: (file, text) => {
        out[file] = text;
      },
    });
    if (code !== 0) throw new Error(`chart ${line.at(-1)}: ${errors.join(' ')}`);
  }
  return out;
}

/** What the docs read of a game: its action schema and the rule of each action. */
export type DocumentedGame = {
  readonly actionSchema: z.ZodType;
  readonly actionRules: Readonly<Record<string, string>>;
};

/** Each game's docs page, its game and its catalogue measures: the page holds the game's generated actions and measures tables. */
export const GAME_PAGES: readonly {
  readonly page: string;
  readonly game: DocumentedGame;
  readonly measures: readonly Measure<never>[];
}[] = [
  { page: 'firepower-battle.md', game: firepowerBattle, measures: firepowerCatalogue.game.measures ?? [] },
  { page: 'shoestring.md', game: shoestringGame, measures: shoestringCatalogue.game.measures ?? [] },
  { page: 'cartwheel.md', game: cartwheelGame, measures: cartwheelCatalogue.game.measures ?? [] },
  { page: 'war-at-sea.md', game: warAtSeaGame, measures: warAtSeaCatalogue.game.measures ?? [] },
  { page: 'sopac.md', game: sopacGame, measures: sopacCatalogue.game.measures ?? [] },
];

const MEASURES_START = '<!-- generated: measures -->';
const MEASURES_END = '<!-- end generated: measures -->';

/** The markdown table of a game's catalogue measures: name, what it counts, the rule it reads. */
export function measuresTable(measures: readonly Measure<never>[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    "| measure (`--measure`) | what it counts (by side unless it is the game's) | rule | reads |",
    '| --- | --- | --- | --- |',
    ...measures.map(
      (m) =>
        `| ${m.name} | ${cell(m.title)} | ${cell(m.rule ?? '—')} | ${['the final state', ...(m.reads ?? []).map((r) => (r === 'start' ? 'the start' : 'the events'))].join(', ')} |`,
    ),
  ].join('\n');
}

/** A game page with its generated measures section replaced by the catalogue's current table. */
export function withMeasures(page: string, measures: readonly Measure<never>[]): string {
  const start = page.indexOf(MEASURES_START);
  const end = page.indexOf(MEASURES_END);
  if (start < 0 || end < start) throw new Error(`a game page needs the markers ${MEASURES_START} and ${MEASURES_END}`);
  return `${page.slice(0, start + MEASURES_START.length)}\n${measuresTable(measures)}\n${page.slice(end)}`;
}

type JsonSchema = {
  readonly type?: string;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly items?: JsonSchema;
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
};

/** A field's type in a few words: its enum, its range, or its JSON type. */
function typeOf(field: JsonSchema): string {
  if (field.enum !== undefined) return field.enum.map((v) => `\`${String(v)}\``).join(', ');
  const union = field.anyOf ?? field.oneOf;
  if (union !== undefined) return union.map(typeOf).join(' or ');
  if (field.type === 'array') return `list of ${field.items === undefined ? 'values' : typeOf(field.items)}`;
  if (field.type === 'integer' || field.type === 'number') {
    const range =
      field.minimum !== undefined && field.maximum !== undefined ? ` ${field.minimum}–${field.maximum}` : '';
    return `${field.type === 'integer' ? 'whole number' : 'number'}${range}`;
  }
  if (field.type === 'object') {
    const required = new Set(field.required ?? []);
    const keys = Object.keys(field.properties ?? {}).map((key) => `${key}${required.has(key) ? '' : '?'}`);
    return keys.length === 0 ? 'object' : `{ ${keys.join(', ')} }`;
  }
  return field.type ?? 'value';
}

/** The markdown table of a game's actions: each type with its rule and fields (optional ones marked). */
export function actionsTable(game: DocumentedGame): string {
  const schema = z.toJSONSchema(game.actionSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const lines = ['| action `type` | rule | fields (`side` aside; `?` marks an optional one) |', '| --- | --- | --- |'];
  for (const option of schema.oneOf ?? schema.anyOf ?? []) {
    const properties = option.properties ?? {};
    const required = new Set(option.required ?? []);
    const type = String(properties.type?.const);
    const rule = Object.hasOwn(game.actionRules, type) ? game.actionRules[type] : undefined;
    if (rule === undefined) throw new Error(`action ${type} has no rule in the game's actionRules`);
    const fields = Object.entries(properties)
      .filter(([key]) => key !== 'type' && key !== 'side')
      .map(([key, field]) => `\`${key}${required.has(key) ? '' : '?'}\`: ${typeOf(field)}`.replace(/\|/g, '\\|'));
    lines.push(`| \`${type}\` | ${rule} | ${fields.length === 0 ? '—' : fields.join('; ')} |`);
  }
  return lines.join('\n');
}

const ACTIONS_START = '<!-- generated: actions -->';
const ACTIONS_END = '<!-- end generated: actions -->';

/** A game page with its generated actions section replaced by the game's current table. */
export function withActions(page: string, game: DocumentedGame): string {
  const start = page.indexOf(ACTIONS_START);
  const end = page.indexOf(ACTIONS_END);
  if (start < 0 || end < start) throw new Error(`a game page needs the markers ${ACTIONS_START} and ${ACTIONS_END}`);
  return `${page.slice(0, start + ACTIONS_START.length)}\n${actionsTable(game)}\n${page.slice(end)}`;
}

/** The game of each rule set by its exported name, for the README. */
const GAME_EXPORTS: Readonly<Record<string, string>> = {
  'firepower-battle': 'firepowerBattle',
  shoestring: 'shoestringGame',
  cartwheel: 'cartwheelGame',
  'war-at-sea': 'warAtSeaGame',
  sopac: 'sopacGame',
};

/**
 * The README's table of rule sets: subpath, what it covers, its game (API and command
 * line), and how many resolvers and tables it has.
 */
export function ruleSetsTable(): string {
  const lines = [
    '| subpath | rule set | game (API · `naval-rules game`) | resolvers | tables |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const c of catalogues) {
    if (!('game' in c)) continue;
    const game = (c as (typeof catalogues)[number] & { game: { name: string } }).game;
    const exported = GAME_EXPORTS[game.name];
    if (exported === undefined) throw new Error(`no exported name for the game ${game.name}`);
    lines.push(
      `| \`naval-rules/${c.name}\` | ${c.title.replace(/\|/g, '\\|')} ([docs](docs/${c.name}.md)) | \`${exported}\` · \`${c.name}\` | ${c.resolvers.length} | ${c.tables.length} |`,
    );
  }
  return lines.join('\n');
}

const RULE_SETS_START = '<!-- generated: rule sets -->';
const RULE_SETS_END = '<!-- end generated: rule sets -->';

/** The README with its generated rule-sets table replaced by the catalogues' current one. */
export function withRuleSets(page: string): string {
  const start = page.indexOf(RULE_SETS_START);
  const end = page.indexOf(RULE_SETS_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${RULE_SETS_START} and ${RULE_SETS_END}`);
  return `${page.slice(0, start + RULE_SETS_START.length)}\n${ruleSetsTable()}\n${page.slice(end)}`;
}
