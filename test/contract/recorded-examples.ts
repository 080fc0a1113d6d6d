/**
 * Valid examples recorded from the project's own documentation: every `@example` block in
 * a subpath's source and every ```ts block of its docs pages runs with the subpath's
 * functions wrapped, and each call that returns (rather than throws) is kept as a valid
 * argument list. Dice passed to a call are recorded as the values the call drew, and
 * replayed with `scriptedDice`. Hand-written examples in `examples/<subpath>.ts` add to
 * these and win where both name a function.
 */

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import * as z from 'zod';
import * as core from '../../src/index.js';
import { copyPlain, fingerprint, isDiceLike } from './fuzz-kit.js';

const root = resolve(import.meta.dirname, '../..');

/** A recorded argument: plain data, a function kept by reference, or dice to replay. */
type Recorded =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'dice'; readonly values: number[] };

/** Most examples kept per function. */
const KEPT = 3;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

function jsdocBlocks(source: string): string[] {
  const blocks: string[] = [];
  for (const match of source.matchAll(/@example\s*\n\s*\*\s*```ts\n([\s\S]*?)\n\s*\*\s*```/g)) {
    blocks.push((match[1] ?? '').replace(/^\s*\* ?/gm, ''));
  }
  return blocks;
}

function markdownBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}

/** Transpiles a block and wraps each top-level statement so one failing line spares the rest. */
function tolerantBody(code: string): string | undefined {
  let js: string;
  try {
    js = ts.transpileModule(code, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
      reportDiagnostics: false,
    }).outputText;
  } catch {
    return undefined;
  }
  const file = ts.createSourceFile('example.js', js, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const parts: string[] = [];
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) continue;
    let text = statement.getText(file);
    if (ts.isVariableStatement(statement)) text = text.replace(/^(export\s+)?(const|let)\b/, 'var');
    parts.push(`try { ${text}\n} catch {}`);
  }
  return parts.join('\n');
}

function isClass(value: unknown): boolean {
  return typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value));
}

const silentConsole = { log() {}, info() {}, warn() {}, error() {}, table() {}, dir() {} };

/**
 * Runs the documentation blocks of `dirs` (source folders) and `pages` (docs pages) with
 * the functions of `api` wrapped, and returns a factory of valid argument lists per
 * function name.
 */
export async function recordExamples(
  api: Record<string, unknown>,
  dirs: readonly string[],
  pages: readonly string[],
): Promise<Record<string, () => unknown[][]>> {
  const records = new Map<string, Recorded[][]>();
  const seen = new Map<string, Set<string>>();
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(api)) {
    if (typeof value !== 'function' || isClass(value)) {
      wrapped[name] = value;
      continue;
    }
    const fn = value as (...args: unknown[]) => unknown;
    wrapped[name] = function recorder(this: unknown, ...args: unknown[]) {
      const snapshot = args.map((arg) =>
        isDiceLike(arg) ? { dice: arg as core.Dice, mark: (arg as core.Dice).log.length } : copyPlain(arg),
      );
      const drawn = () =>
        args.map((arg) => (isDiceLike(arg) && 'state' in (arg as object) ? (arg as core.SeededDice).state().rolls : 0));
      const drawnBefore = drawn();
      const result = fn.apply(this, args);
      // Dice with the log off (estimateOdds) roll without logging: such a call cannot be replayed.
      const unlogged = drawn().some((after, i) => after !== drawnBefore[i] && (args[i] as core.Dice).log.length === 0);
      if (unlogged) return result;
      const list = records.get(name) ?? [];
      const keys = seen.get(name) ?? new Set<string>();
      const recorded: Recorded[] = snapshot.map((arg) =>
        arg !== null && typeof arg === 'object' && 'dice' in (arg as object) && 'mark' in (arg as object)
          ? {
              kind: 'dice',
              values: (arg as { dice: core.Dice; mark: number }).dice.log
                .slice((arg as { mark: number }).mark)
                .map((roll) => roll.value),
            }
          : { kind: 'value', value: arg },
      );
      const key = fingerprint(recorded);
      if (list.length < KEPT && !keys.has(key)) {
        keys.add(key);
        list.push(recorded);
      }
      records.set(name, list);
      seen.set(name, keys);
      return result;
    };
  }
  const scope: Record<string, unknown> = { ...core, ...wrapped, z, fc, assert, console: silentConsole };
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const blocks: string[] = [];
  for (const dir of dirs) {
    for (const file of filesUnder(join(root, dir))) blocks.push(...jsdocBlocks(readFileSync(file, 'utf8')));
  }
  for (const page of pages) blocks.push(...markdownBlocks(readFileSync(join(root, page), 'utf8')));
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<unknown>;
  for (const block of blocks) {
    const body = tolerantBody(block);
    if (body === undefined) continue;
    try {
      const run = new AsyncFunction(...names, `var dice = createDice(7);\n${body}`);
      await run(...names.map((name) => scope[name]));
    } catch {
      // a block that does not even compile here records nothing
    }
  }
  const factories: Record<string, () => unknown[][]> = {};
  for (const [name, lists] of records) {
    factories[name] = () =>
      lists.map((list) =>
        list.map((arg) => (arg.kind === 'dice' ? core.scriptedDice(arg.values) : copyPlain(arg.value))),
      );
  }
  return factories;
}
