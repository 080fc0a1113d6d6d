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
  const { runCli } = await import('./run-cli.js');
  process.exitCode = runCli(argv, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    read: (path) => readFileSync(path === '-' ? 0 : path, 'utf8'),
    write: (path, text) => writeFileSync(path, text),
  });
}
