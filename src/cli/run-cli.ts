import { catalogues as allCatalogues } from './catalogues.js';
import type { CliIo } from './io.js';
import { runCliWith } from './run-cli-with.js';

export { EXIT, mainHelp } from './run-cli-with.js';

/**
 * Runs the `naval-rules` command on `argv` (without the node and script words) with every
 * rule set loaded, and returns its exit code (see {@link EXIT}). Errors are written as one
 * line (a rules error with more issues than its message lists adds one line per issue),
 * never a stack trace.
 */
export function runCli(argv: readonly string[], io: CliIo, catalogues = allCatalogues): number {
  return runCliWith(argv, io, catalogues);
}
