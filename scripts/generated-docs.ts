/**
 * The parts of the docs that are generated from the code, never written by hand: the
 * table of command-line names in docs/cli.md and one odds chart per rule set in
 * docs/charts/. `npm run docs:generate` writes them; a test fails when they are stale.
 */
import { catalogues } from '../src/cli/catalogues.js';
import { runCli } from '../src/cli/run-cli.js';

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

/** Each chart's path under docs/ and its SVG text, from the CLI's own `--svg`. */
export function charts(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chart of CHARTS) {
    const path = `charts/${chart.set}-${chart.resolver}.svg`;
    const errors: string[] = [];
    const code = runCli(['odds', chart.set, chart.resolver, ...chart.args, '--svg', path], {
      out: () => {},
      err: (text) => errors.push(text),
      read: () => {
        throw new Error('no input files here');
      },
      write: (file, text) => {
        out[file] = text;
      },
    });
    if (code !== 0) throw new Error(`chart ${path}: ${errors.join(' ')}`);
  }
  return out;
}
