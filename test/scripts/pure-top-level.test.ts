import { expect, it } from 'vitest';
import { annotatePure } from '../../scripts/pure-top-level.js';

it('marks calls made while a module loads, and nothing inside functions', () => {
  const source = [
    'const a = z.strictObject({ b: z.string(), c: list.map((x) => f(x)) });',
    'export const d = new Set([1]);',
    'function g() { return h(); }',
    'effect();',
  ].join('\n');
  expect(annotatePure(source, 'm.ts')).toBe(
    [
      'const a = /* @__PURE__ */ z.strictObject({ b: /* @__PURE__ */ z.string(), c: /* @__PURE__ */ list.map((x) => f(x)) });',
      'export const d = /* @__PURE__ */ new Set([1]);',
      'function g() { return h(); }',
      'effect();',
    ].join('\n'),
  );
});
