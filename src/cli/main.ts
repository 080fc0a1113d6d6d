#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogues } from './catalogues.js';
import { runCli } from './run-cli.js';
import { runServe } from './serve.js';

if (process.argv[2] === 'serve' && process.argv.length === 3) {
  runServe(process.stdin, (line) => process.stdout.write(`${line}\n`), catalogues).catch((error: unknown) => {
    process.stderr.write(`naval-rules serve: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
} else {
  process.exitCode = runCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    read: (path) => readFileSync(path === '-' ? 0 : path, 'utf8'),
    write: (path, text) => writeFileSync(path, text),
  });
}
