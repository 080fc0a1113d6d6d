/// <reference types="vite/types/importMeta.d.ts" />
/**
 * The contract fuzz suite (run per subpath by test/contract/*.fuzz.test.ts): every runtime export of every subpath in
 * package.json's exports map, called with arbitrary arguments and with valid examples
 * mutated one part at a time, returns a result free of NaN and Infinity or throws a
 * RulesError: never a TypeError, never a mutated input, never a call over a second.
 * Exported plain data (tables, constants) is deep-frozen. A new export is fuzzed with
 * arbitrary arguments without editing this file, and fails until it has valid examples
 * in test/contract/examples/<subpath>.ts (or an exemption with the reason).
 */
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { SubpathExamples } from './contract-examples.js';
import {
  BAD_VALUES,
  copyPlain,
  fingerprint,
  firstUnfrozen,
  freezePlain,
  isDiceLike,
  judge,
  pathsOf,
  replaceAt,
} from './fuzz-kit.js';
import { recordExamples } from './recorded-examples.js';

/** Where each subpath's documentation examples live (default: src/<name> and docs/<name>.md). */
const DOC_SOURCES: Record<string, { dirs: string[]; pages: string[] }> = {
  core: {
    dirs: ['src/core', 'src/dice', 'src/odds'],
    pages: ['README.md', 'docs/dice.md', 'docs/odds.md', 'docs/errors.md', 'docs/house-rules.md'],
  },
  dice: { dirs: ['src/dice'], pages: ['docs/dice.md'] },
  testing: { dirs: ['src/testing'], pages: ['docs/house-rules.md'] },
};

type AnyFunction = (...args: unknown[]) => unknown;

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, { import?: { default?: string } } | string>;
};

const sources = import.meta.glob<Record<string, unknown>>('../../src/**/index.ts');
const exampleFiles = import.meta.glob<Record<string, SubpathExamples<Record<string, unknown>>>>('./examples/*.ts');

/** Mutations of inner parts tried per valid example, sampled from every path × bad value (every argument as a whole is always replaced by every bad value). */
const MUTATIONS = 32;
/** Arbitrary-argument runs per function. */
const ARBITRARY_RUNS = 20;

const counts = { functions: 0, calls: 0, failures: 0 };

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase());
}

function isClass(value: unknown): boolean {
  return typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value));
}

function invoke(fn: AnyFunction, args: readonly unknown[]): unknown {
  counts.calls++;
  return isClass(fn) ? Reflect.construct(fn, args) : fn(...args);
}

function isZodSchema(value: unknown): boolean {
  return value !== null && typeof value === 'object' && '_zod' in value;
}

/** A deterministic sample of `count` items of `items` (an LCG seeded by the name). */
function sample<T>(items: readonly T[], count: number, seedText: string): T[] {
  if (items.length <= count) return [...items];
  let seed = 0;
  for (const char of seedText) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const picked = new Set<number>();
  while (picked.size < count) {
    seed = (seed * 1_664_525 + 1_013_904_223) >>> 0;
    picked.add(seed % items.length);
  }
  return [...picked].sort((a, b) => a - b).map((index) => items[index] as T);
}

/** Names of Object.prototype members: a lookup keyed by user data must treat them as ordinary strings. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

/** Values that have broken exports before: holes, symbols, own `__proto__` keys, prototype member names. */
const hostile = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.array(fc.constantFrom(...PROTOTYPE_NAMES), { minLength: 1, maxLength: 3 }),
  fc.nat({ max: 4 }).map((length) => new Array(length + 1)),
  fc.constant([null, 0]),
  fc.constant(Symbol('fuzz')),
  fc.constantFrom(...PROTOTYPE_NAMES).map((key) => JSON.parse(`{"${key}": 0}`) as unknown),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_NAMES), fc.integer(), { minKeys: 1 }),
);

const anything = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.anything({ withNullPrototype: true, withBigInt: true, withBoxedValues: true, maxDepth: 3 }),
  },
  { weight: 1, arbitrary: hostile },
);

const subpaths = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object')
  .map(([subpath, target]) => {
    const built = (target as { import: { default: string } }).import.default;
    const source = `../../${built.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')}`;
    const name = subpath === '.' ? 'core' : subpath.slice(2);
    return { subpath, name, source };
  });

/** True when a value holds only JSON data (no functions, class instances, undefined in arrays). */
function isDataOnly(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false;
  return Object.values(value).every((child) => child === undefined || isDataOnly(child));
}

/** The rule-set subpaths, whose results and states must be plain JSON. */
const CORE_SUBPATHS = new Set(['core', 'dice', 'testing']);

/** The subpaths of package.json's exports map, by name (core for the root). */
export const SUBPATH_NAMES: readonly string[] = subpaths.map((entry) => entry.name);

/** Runs the contract fuzz test over every runtime export of one subpath. */
export function contractSuite(only: string): void {
  const entry = subpaths.find((candidate) => candidate.name === only);
  if (entry === undefined) throw new Error(`no subpath named ${only} in package.json's exports`);
  const { subpath, name, source } = entry;
  // Files share a worker's modules (vitest isolate: false): count this subpath alone.
  counts.functions = 0;
  counts.calls = 0;
  counts.failures = 0;
  const ruleSet = !CORE_SUBPATHS.has(name);
  const load = sources[source];
  const loadExamples = exampleFiles[`./examples/${name}.ts`];
  describe(`naval-rules${subpath.slice(1)}: every export keeps the contract`, async () => {
    if (load === undefined) throw new Error(`no source ${source}`);
    const api = await load();
    const set = loadExamples === undefined ? undefined : (await loadExamples())[camel(name)];
    const sources = DOC_SOURCES[name] ?? { dirs: [`src/${name}`], pages: [`docs/${name}.md`] };
    const recorded = await recordExamples(
      api,
      sources.dirs,
      sources.pages.filter((page) => existsSync(new URL(`../../${page}`, import.meta.url))),
    );
    const examples = { ...recorded, ...(set?.examples ?? {}) } as Record<
      string,
      (() => readonly (readonly unknown[])[]) | undefined
    >;
    const exempt = (set?.exempt ?? {}) as Record<string, string | undefined>;
    const echoes = (set?.echoes ?? {}) as Record<string, string | undefined>;
    const pendingNames = new Set<string>((set?.pending ?? []) as readonly string[]);

    it('has an examples file', () => {
      expect(set, `test/contract/examples/${name}.ts must export ${camel(name)}`).toBeDefined();
    });

    for (const [exportName, value] of Object.entries(api)) {
      if (typeof value !== 'function') {
        if (value !== null && typeof value === 'object' && !isZodSchema(value)) {
          it(`${exportName} is deep-frozen plain data`, () => {
            expect(firstUnfrozen(value), `${exportName}: this part can be changed by a caller`).toBeUndefined();
          });
        }
        continue;
      }
      const fn = value as AnyFunction;
      const reason = exempt[exportName];
      if (reason !== undefined) {
        it.skip(`${exportName} is exempt: ${reason}`, () => {});
        continue;
      }
      counts.functions++;

      it(`${exportName} with arbitrary arguments returns cleanly or throws RulesError`, () => {
        fc.assert(
          fc.property(fc.array(anything, { maxLength: 4 }), (args) => {
            const verdict = judge(() => invoke(fn, args));
            if (verdict.ok === false) {
              counts.failures++;
              throw new Error(verdict.problem);
            }
          }),
          { numRuns: ARBITRARY_RUNS, seed: 20_261_122 },
        );
      });

      const factory = examples[exportName];
      if (pendingNames.has(exportName)) {
        it(`${exportName} is listed as pending only while it has no examples`, () => {
          expect(factory, `${exportName} has examples now: take it off the pending list`).toBeUndefined();
        });
        continue;
      }
      it(`${exportName} has valid examples`, () => {
        expect(
          factory,
          `add ${exportName} to test/contract/examples/${name}.ts (or exempt it with a reason)`,
        ).toBeTypeOf('function');
      });
      if (factory === undefined) continue;

      it(`${exportName} succeeds on its valid examples, frozen or not, without changing them`, () => {
        const lists = factory();
        expect(lists.length).toBeGreaterThan(0);
        lists.forEach((args, index) => {
          const before = fingerprint(args);
          const verdict = judge(() => invoke(fn, args));
          expect(
            verdict.ok === true ? 'ok' : verdict.ok,
            `example ${index}: ${verdict.ok === false ? verdict.problem : 'threw a RulesError'}`,
          ).toBe('ok');
          expect(fingerprint(args), `example ${index} was changed by the call`).toBe(before);
          if (verdict.ok === true) {
            const text = JSON.stringify(verdict.value);
            if (ruleSet && text !== undefined && isDataOnly(verdict.value)) {
              expect(JSON.parse(text), `example ${index}: the result does not survive JSON`).toEqual(verdict.value);
            }
          }
          const frozen = (factory()[index] as readonly unknown[]).map((arg) => freezePlain(copyPlain(arg)));
          const again = judge(() => invoke(fn, frozen));
          expect(
            again.ok === true ? 'ok' : again.ok,
            `frozen example ${index}: ${again.ok === false ? again.problem : 'threw a RulesError'}`,
          ).toBe('ok');
        });
      });

      it(`${exportName} with one part of a valid example broken returns cleanly or throws RulesError`, () => {
        const lists = factory();
        const problems: string[] = [];
        lists.forEach((args, exampleIndex) => {
          type Mutation = { label: string; build: (fresh: readonly unknown[]) => unknown[]; nonFinite?: boolean };
          const mutations: Mutation[] = [];
          const always: Mutation[] = [];
          args.forEach((arg, argIndex) => {
            if (isDiceLike(arg)) {
              mutations.push({ label: `arg ${argIndex} (dice) left out`, build: (fresh) => fresh.slice(0, argIndex) });
              for (const bad of [undefined, null, {}, { d6: 1 }, () => 1, 'dice']) {
                mutations.push({
                  label: `arg ${argIndex} (dice) = ${typeof bad === 'function' ? 'function' : JSON.stringify(bad)}`,
                  build: (fresh) => fresh.map((a, i) => (i === argIndex ? bad : a)),
                });
              }
              return;
            }
            for (const path of pathsOf(arg)) {
              for (const bad of BAD_VALUES) {
                (path.length === 0 ? always : mutations).push({
                  label: `arg ${argIndex} at ${path.length === 0 ? '(root)' : path.join('.')} = ${bad.name}`,
                  build: (fresh) => fresh.map((a, i) => (i === argIndex ? replaceAt(a, path, bad.make) : a)),
                  nonFinite: bad.nonFinite === true,
                });
              }
            }
          });
          const chosen = [...always, ...sample(mutations, MUTATIONS, `${name}.${exportName}.${exampleIndex}`)];
          for (const mutation of chosen) {
            const fresh = factory()[exampleIndex] as readonly unknown[];
            const mutated = mutation.build(fresh);
            const before = fingerprint(mutated);
            const echo = mutation.nonFinite === true && echoes[exportName] !== undefined;
            const verdict = judge(() => invoke(fn, mutated), echo);
            if (verdict.ok === false) problems.push(`example ${exampleIndex}, ${mutation.label}: ${verdict.problem}`);
            else if (fingerprint(mutated) !== before)
              problems.push(`example ${exampleIndex}, ${mutation.label}: input changed`);
          }
        });
        counts.failures += problems.length;
        expect(problems).toEqual([]);
      });
    }
  });

  afterAll(() => {
    console.log(
      `contract fuzz ${name}: ${counts.functions} functions, ${counts.calls} calls, ${counts.failures} failures`,
    );
  });
}

/** Fuzzes the methods of seeded and scripted dice. */
export function diceMethodsSuite(): void {
  describe('dice methods keep the contract', async () => {
    const { createDice, scriptedDice } = await import('../../src/dice/index.js');
    const makers: Record<string, () => Record<string, unknown>> = {
      seeded: () => createDice(1) as unknown as Record<string, unknown>,
      scripted: () => scriptedDice([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]) as unknown as Record<string, unknown>,
    };
    for (const [kind, make] of Object.entries(makers)) {
      for (const [method, value] of Object.entries(make())) {
        if (typeof value !== 'function') continue;
        counts.functions++;
        it(`${kind} dice.${method} with arbitrary arguments returns cleanly or throws RulesError`, () => {
          fc.assert(
            fc.property(fc.array(anything, { maxLength: 3 }), (args) => {
              const dice = make();
              const verdict = judge(() => invoke((dice[method] as AnyFunction).bind(dice), args));
              if (verdict.ok === false) {
                counts.failures++;
                throw new Error(verdict.problem);
              }
            }),
            { numRuns: ARBITRARY_RUNS * 2, seed: 20_261_122 },
          );
        });
      }
    }
  });
}
