import { isRulesError } from '../core/rules-error.js';
import type { ParsedArgs } from './args.js';
import { parseArgv, UsageError } from './args.js';
import { demoCommand, demoHelp } from './commands/demo.js';
import { entryHelp } from './commands/entry-help.js';
import { lookupCommand, lookupHelp } from './commands/lookup.js';
import { oddsCommand, oddsHelp } from './commands/odds.js';
import { rollCommand, rollHelp } from './commands/roll.js';
import { tablesCommand, tablesHelp } from './commands/tables.js';
import type { CliIo } from './io.js';
import { modules } from './modules.js';
import type { CliModule } from './registry.js';

/** Help for `naval-rules` itself. */
export const mainHelp = `naval-rules: look up, roll and compute exact odds for naval wargame rules

Usage: naval-rules <command> [arguments] [--json] [--help]

Commands:
  tables [set [table]]              list what is registered, or print a table
  lookup <set> <table> key=value    read a table without rolling
  roll <set> <resolver> key=value   resolve once with seeded dice (--seed N)
  odds <set> <resolver> key=value   exact outcome distribution (--json, --estimate)
  demo                              a short seeded tour

Exit codes: 0 success, 1 a rules error (bad input, illegal action), 2 a usage error.
'naval-rules <command> --help' shows one command's help.`;

const commands: Record<
  string,
  { run: (parsed: ParsedArgs, io: CliIo, registry: readonly CliModule[]) => number; help: string }
> = {
  tables: { run: tablesCommand, help: tablesHelp },
  lookup: { run: lookupCommand, help: lookupHelp },
  roll: { run: rollCommand, help: rollHelp },
  odds: { run: oddsCommand, help: oddsHelp },
  demo: { run: demoCommand, help: demoHelp },
};

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * Runs the `naval-rules` command on `argv` (without the node and script words) and
 * returns its exit code (`registry` defaults to every registered module): 0 on success, 1 on a RulesError, 2 on a usage error. Errors
 * are written as one line, never a stack trace.
 */
export function runCli(argv: readonly string[], io: CliIo, registry: readonly CliModule[] = modules): number {
  try {
    const parsed = parseArgv(argv);
    const name = parsed.positional[0];
    if (name === undefined) {
      if (parsed.flags.help === true) {
        io.out(mainHelp);
        return 0;
      }
      throw new UsageError('missing command; try naval-rules --help');
    }
    const command = commands[name];
    if (command === undefined)
      throw new UsageError(`unknown command "${name}"; commands: ${Object.keys(commands).join(', ')}`);
    if (parsed.flags.help === true) {
      const specific = ['roll', 'odds', 'lookup'].includes(name)
        ? entryHelp(name, parsed.positional.slice(1), registry)
        : undefined;
      io.out(specific ?? command.help);
      return 0;
    }
    return command.run(parsed, io, registry);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`naval-rules: ${oneLine(error.message)}`);
      return 2;
    }
    if (isRulesError(error)) {
      io.err(`naval-rules: ${error.code}: ${oneLine(error.message)}`);
      return 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.err(`naval-rules: internal error: ${oneLine(message)} (please report it)`);
    return 1;
  }
}
