import { runCli } from '../../src/cli/run-cli.js';

/** What {@link run} may be given besides the arguments: files it can read (`-` is standard input). */
export interface RunOptions {
  readonly files?: Readonly<Record<string, string>>;
}

/** Runs the CLI in process and collects its exit code, output, errors and written files. */
export function runWith(
  options: RunOptions,
  ...argv: string[]
): { code: number; out: string; err: string; written: Record<string, string> } {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  const code = runCli(argv, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    read: (path) => {
      const text = options.files?.[path];
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
    write: (path, text) => {
      written[path] = text;
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), written };
}

/** Runs the CLI in process with no files. */
export function run(...argv: string[]): { code: number; out: string; err: string } {
  return runWith({}, ...argv);
}
