/**
 * Every ```ts block of the README and docs/ type-checks under the project's strict
 * compiler options, as a user's file importing the package would: a docs example that
 * runs but would not compile in a user's editor fails here.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { pages, pointAtSource, root, tsBlocks } from './doc-blocks.js';

it('every docs example type-checks strictly', () => {
  const dir = join(root, '.tmp', 'doc-types');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files: { file: string; page: string; index: number }[] = [];
  for (const page of pages) {
    tsBlocks(page).forEach((code, index) => {
      const file = join(dir, `${page.replace(/[/.]/g, '_')}-${index + 1}.ts`);
      const toPath = (path: string) => relative(dir, path).replace(/\.ts$/, '.js');
      writeFileSync(file, `${pointAtSource(code, toPath)}\nexport {};\n`);
      files.push({ file, page, index: index + 1 });
    });
  }
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error('tsconfig.json did not parse');
  const options = { ...config.options, strict: true, noEmit: true, noUnusedLocals: false };
  const program = ts.createProgram(
    files.map((f) => f.file),
    options,
  );
  const problems: string[] = [];
  for (const { file, page, index } of files) {
    const source = program.getSourceFile(file);
    if (source === undefined) throw new Error(`${file} not in the program`);
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line + 1;
      problems.push(`${page} example ${index} line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
    }
  }
  expect(files.length).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
