import type { Catalogue } from '../core/catalogue/catalogue.js';
import { didYouMean } from '../core/did-you-mean.js';
import { isRulesError } from '../core/rules-error.js';
import { type ParsedArgs, parseArgv, UsageError } from './args.js';
import { GAME_SET_NAMES, RULE_SET_NAMES } from './catalogue-names.js';
import { demoCommand, demoHelp } from './commands/demo.js';
import { gameCommand, gameHelp } from './commands/game.js';
import { entryHelp, helpCommand } from './commands/help.js';
import { lookupCommand, lookupHelp } from './commands/lookup.js';
import { oddsCommand, oddsHelp } from './commands/odds.js';
import { rollCommand, rollHelp } from './commands/roll.js';
import { schemaCommand, schemaHelp } from './commands/schema.js';
import { simulateCommand, simulateHelp } from './commands/simulate.js';
import { tablesCommand, tablesHelp } from './commands/tables.js';
import { errorJson } from './error-json.js';
import type { CliIo } from './io.js';
import { serveLine } from './serve.js';
import { VERSION } from './version.js';

/** Exit codes of the `naval-rules` command. */
export const EXIT = {
  /** It worked. */
  ok: 0,
  /** A rules error: bad input to a rule, an illegal action, an odds limit. */
  rules: 1,
  /** A usage error: unknown command, option or name; unreadable input. */
  usage: 2,
  /** An internal failure: a bug in naval-rules (please report it). */
  internal: 3,
} as const;

/** Help for `naval-rules` itself. */
export const mainHelp = `naval-rules ${VERSION}: look up, roll, compute exact odds and play games of naval wargame rules
Rule sets: ${RULE_SET_NAMES.join(', ')}.

Usage: naval-rules <command> [arguments] [options]

Commands:
  tables [set [table]]              list what each rule set offers, or print a table
  lookup <set> <table> key=value    read a table without rolling
  roll <set> <resolver> key=value   resolve once with seeded dice (--seed N)
  odds <set> <resolver> key=value   exact outcome distribution (--estimate, --svg FILE)
  schema <set> [name]               JSON Schema of an input, a game's setup/state/action/view
  game <step> [set]                 play a game: new, apply, check, view, pending, legal,
                                    outcome, bot, play, replay
  simulate <set> --input SETUP --runs N   whole games by bots: win rates with intervals,
                                    house-rule comparisons, shards (simulate merge)
  serve                             answer JSON requests line by line on standard input
  help [command [set name]]         help for a command, a resolver or a table
  demo                              a short seeded tour

Options: --json (data for scripts), --input FILE or - (input as JSON), --version, --help
A resolver's command-line name is its API name without "resolve", in kebab-case:
resolveGunneryDamageLevel is gunnery-damage-level.

Exit codes: 0 success, 1 a rules error (bad input, illegal action, odds limit),
2 a usage error, 3 an internal failure (a bug: please report it).`;

type Command = (parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]) => number;

const SERVE_HELP = `Usage: naval-rules serve

One long-lived process for programs in any language: each line on standard input is one
JSON request, answered by one line on standard output, in order, until input ends.

A request: { "id": 1, "op": OP, ...fields }, OP one of
  new      { set, setup }               the new game's state
  apply    { state, action }            { state, events }
  check    { state, action }            { legal, error? }
  view     { state, player }            the player's view
  pending  { state, player? }           who must act now
  legal    { state, player }            the player's legal actions
  bot      { state, player, bot?, seed? }  the action a bot picks (random, doctrine, search)
  outcome  { state }                    { over, winners, score, scoring }
A response: { "id": 1, "result": … } or { "id": 1, "error": { code, rule?, message, path } }
(the --json error shape; code USAGE for a malformed request). A bad line never ends the process.`;

/**
 * `naval-rules serve` run as a whole (tests, `runCli`): standard input read at once, one
 * answer line for each request line. The process itself (main.ts) answers line by line as
 * requests arrive.
 */
function serveCommand(parsed: ParsedArgs, io: CliIo, catalogues: readonly Catalogue[]): number {
  const extra = [...parsed.positional.slice(1), ...Object.keys(parsed.args), ...Object.keys(parsed.flags)];
  if (extra.length > 0) throw new UsageError(`serve takes no arguments or options; got ${extra.join(' ')}`);
  for (const line of io.read('-').split('\n')) {
    if (line.trim() !== '') io.out(serveLine(line, catalogues));
  }
  return 0;
}

const commands: Readonly<Record<string, { readonly run: Command; readonly help: string }>> = {
  tables: { run: tablesCommand, help: tablesHelp },
  lookup: { run: lookupCommand, help: lookupHelp },
  roll: { run: rollCommand, help: rollHelp },
  odds: { run: oddsCommand, help: oddsHelp },
  schema: { run: schemaCommand, help: schemaHelp },
  game: { run: gameCommand, help: gameHelp(GAME_SET_NAMES) },
  simulate: { run: simulateCommand, help: simulateHelp },
  demo: { run: demoCommand, help: demoHelp },
  serve: { run: serveCommand, help: SERVE_HELP },
};
const helps = Object.fromEntries(Object.entries(commands).map(([name, c]) => [name, c.help]));

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * A rules error speaks of the API's fields; on the command line a missing table is given
 * as `rules.tables.X=<JSON>` (or in `--input`), so say that.
 */
function commandLineWords(message: string): string {
  return message.replace(
    /pass it as tables\.([\w.]+)/g,
    'give it as rules.tables.$1=<JSON> (or under "rules" in --input)',
  );
}

function rulesErrorLines(error: {
  code: string;
  message: string;
  issues?: readonly { path: readonly PropertyKey[]; message: string }[];
}): string {
  const lines = [`naval-rules: ${error.code}: ${oneLine(commandLineWords(error.message))}`];
  const issues = error.issues ?? [];
  if (issues.length > 5) {
    for (const issue of issues.slice(5))
      lines.push(`  ${issue.path.map(String).join('.') || '(input)'}: ${oneLine(issue.message)}`);
  }
  return lines.join('\n');
}

/**
 * Runs the `naval-rules` command on `argv` with the given catalogues (the process loads
 * only those a command needs; `runCli` passes them all) and returns its exit code.
 */
export function runCliWith(argv: readonly string[], io: CliIo, catalogues: readonly Catalogue[]): number {
  try {
    const parsed = parseArgv(argv);
    const name = parsed.positional[0];
    if (name === undefined) {
      if (parsed.flags.version === true) {
        io.out(VERSION);
        return EXIT.ok;
      }
      if (parsed.flags.help === true) {
        io.out(mainHelp);
        return EXIT.ok;
      }
      throw new UsageError('missing command; try naval-rules help');
    }
    if (name === 'help') return helpCommand(parsed, io, catalogues, helps, mainHelp);
    const command = commands[name];
    if (command === undefined) {
      const near = didYouMean(name, [...Object.keys(commands), 'help']);
      throw new UsageError(
        `unknown command "${name}"${near === undefined ? '' : ` (did you mean ${near}?)`}; commands: ${Object.keys(commands).join(', ')}, help`,
      );
    }
    if (parsed.flags.version === true) throw new UsageError('--version goes alone: naval-rules --version');
    if (parsed.flags.help === true) {
      io.out(entryHelp(name, parsed.positional.slice(1), catalogues) ?? command.help);
      return EXIT.ok;
    }
    return command.run(parsed, io, catalogues);
  } catch (error) {
    const json = argv.includes('--json');
    if (error instanceof UsageError) {
      if (json) io.err(JSON.stringify({ error: { code: 'USAGE', message: oneLine(error.message) } }));
      else io.err(`naval-rules: ${oneLine(error.message)}`);
      return EXIT.usage;
    }
    if (isRulesError(error)) {
      const asJson = { ...errorJson(error), message: commandLineWords(error.message) };
      io.err(json ? JSON.stringify({ error: asJson }) : rulesErrorLines(error));
      return EXIT.rules;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (json)
      io.err(JSON.stringify({ error: { code: 'INTERNAL', message: `${oneLine(message)} (please report it)` } }));
    else io.err(`naval-rules: internal error: ${oneLine(message)} (please report it)`);
    return EXIT.internal;
  }
}
