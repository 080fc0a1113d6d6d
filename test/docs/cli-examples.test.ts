/**
 * Every `naval-rules` command line in a ```sh block of the README and docs/ runs, in
 * process, and exits 0: the documented commands cannot rot. `echo '<json>' > FILE` and
 * `echo '<json>' | naval-rules …` give files and standard input the way a shell would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runWith } from '../cli/run-in-process.js';
import { pages, root } from './doc-blocks.js';

/** Splits a shell line into words: single and double quotes, backslash escapes, a `#` comment. */
function words(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === "'" || c === '"') {
      const end = line.indexOf(c, i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '\\') {
      word = (word ?? '') + (line[i + 1] ?? '');
      i++;
    } else if (/\s/.test(c)) {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else if (c === '#' && word === undefined) break;
    else word = (word ?? '') + c;
  }
  if (word !== undefined) out.push(word);
  return out;
}

/** A documented command line and, where comment lines (`# …`) follow it, the output they show. */
interface Documented {
  readonly line: string;
  readonly shows: string[];
}

function commands(markdown: string): Documented[] {
  const found: Documented[] = [];
  for (const block of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    const joined = (block[1] ?? '').replace(/\\\n\s*/g, ' ');
    for (const raw of joined.split('\n')) {
      const line = raw.replace(/^\$ /, '').trim();
      if (/^(npx )?naval-rules /.test(line) || /^echo '.*' (>|\|) /.test(line)) found.push({ line, shows: [] });
      else if (line.startsWith('# ')) found[found.length - 1]?.shows.push(line.slice(2));
    }
  }
  return found;
}

/** Runs one `naval-rules …` command (words after the program name) with the files and standard input given. */
function runOne(argv: string[], files: Record<string, string>, stdin: string | undefined) {
  const given = stdin === undefined ? { ...files } : { ...files, '-': stdin };
  const result = runWith({ files: given }, ...argv);
  // The game steps write a short summary for people on standard error; nothing else may.
  if (argv[0] === 'game') expect(result.err).not.toMatch(/^naval-rules: /m);
  else expect(result.err).toBe('');
  expect(result.code).toBe(0);
  return result.out;
}

for (const page of pages) {
  const lines = commands(readFileSync(join(root, page), 'utf8'));
  if (lines.length === 0) continue;
  describe(`${page} command lines`, () => {
    const files: Record<string, string> = {};
    for (const { line, shows } of lines) {
      it(line, () => {
        let argv = words(line);
        let stdin: string | undefined;
        if (argv[0] === 'echo') {
          const [, text = '', op, ...rest] = argv;
          if (op === '>') {
            files[rest[0] ?? ''] = text;
            return;
          }
          stdin = text;
          argv = rest;
        }
        // `naval-rules A | naval-rules B` and `naval-rules … > FILE`, as a shell would.
        const stages: string[][] = [[]];
        for (const word of argv) {
          if (word === '|') stages.push([]);
          else stages[stages.length - 1]?.push(word);
        }
        let output = stdin;
        let target: string | undefined;
        for (let stage of stages) {
          if (stage[stage.length - 2] === '>') {
            target = stage[stage.length - 1];
            stage = stage.slice(0, -2);
          }
          if (stage[0] === 'npx') stage = stage.slice(1);
          expect(stage[0]).toBe('naval-rules');
          output = runOne(stage.slice(1), files, output);
        }
        if (target !== undefined) files[target] = output ?? '';
        // Comment lines right after a command show its output: they must be what it prints.
        if (shows.length > 0) expect((output ?? '').trimEnd().split('\n')).toEqual(shows);
      });
    }
  });
}
