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

function commands(markdown: string): string[] {
  const found: string[] = [];
  for (const block of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    const joined = (block[1] ?? '').replace(/\\\n\s*/g, ' ');
    for (const raw of joined.split('\n')) {
      const line = raw.replace(/^\$ /, '').trim();
      if (/^(npx )?naval-rules /.test(line) || /^echo '.*' (>|\|) /.test(line)) found.push(line);
    }
  }
  return found;
}

for (const page of pages) {
  const lines = commands(readFileSync(join(root, page), 'utf8'));
  if (lines.length === 0) continue;
  describe(`${page} command lines`, () => {
    const files: Record<string, string> = {};
    for (const line of lines) {
      it(line, () => {
        let argv = words(line);
        const opts: { files: Record<string, string> } = { files: { ...files } };
        if (argv[0] === 'echo') {
          const [, text = '', op, ...rest] = argv;
          if (op === '>') {
            files[rest[0] ?? ''] = text;
            return;
          }
          opts.files['-'] = text;
          argv = rest;
        }
        if (argv[0] === 'npx') argv = argv.slice(1);
        expect(argv[0]).toBe('naval-rules');
        const result = runWith(opts, ...argv.slice(1));
        expect(result.err).toBe('');
        expect(result.code).toBe(0);
      });
    }
  });
}
