#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs';

// The rule sets load only when a command needs them: `--version` answers at once.
const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
  const { VERSION } = await import('./version.js');
  process.stdout.write(`${VERSION}\n`);
} else if (argv.length === 1 && argv[0] === 'serve') {
  const [{ catalogues }, { runServe }] = await Promise.all([import('./catalogues.js'), import('./serve.js')]);
  await runServe(process.stdin, (line) => process.stdout.write(`${line}\n`), catalogues);
} else {
  // A command that names one rule set loads that one alone.
  const [{ runCliWith }, { cataloguesFor }, { parseArgv }] = await Promise.all([
    import('./run-cli-with.js'),
    import('./catalogue-names.js'),
    import('./args.js'),
  ]);
  let positional: readonly string[] | undefined;
  try {
    positional = parseArgv(argv).positional;
  } catch {
    positional = undefined; // runCliWith reports the usage error
  }
  const io = {
    out: (text: string) => process.stdout.write(`${text}\n`),
    err: (text: string) => process.stderr.write(`${text}\n`),
    read: (path: string) => readFileSync(path === '-' ? 0 : path, 'utf8'),
    write: (path: string, text: string) => writeFileSync(path, text),
    // A progress line only on a terminal: none when standard error is piped or a file.
    ...(process.stderr.isTTY ? { progress: (text: string) => process.stderr.write(`\r${text}\x1b[K`) } : {}),
  };
  process.exitCode = runCliWith(argv, io, await cataloguesFor(positional));
}
