#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs';
import { runCli } from './run-cli.js';

const code = runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  read: (path) => readFileSync(path === '-' ? 0 : path, 'utf8'),
  write: (path, text) => writeFileSync(path, text),
});
process.exitCode = code;
