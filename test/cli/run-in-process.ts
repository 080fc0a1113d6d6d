import { runCli } from '../../src/cli/run-cli.js';

/** Runs the CLI in process and collects its exit code, standard output and standard error. */
export function run(...argv: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
