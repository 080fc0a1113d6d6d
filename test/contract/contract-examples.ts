/**
 * The shape of a subpath's valid examples for the contract fuzz test
 * (`test/contract/contract-suite.ts`, run by `test/contract/<subpath>.fuzz.test.ts`). Each public function export lists factories of
 * valid argument tuples; the fuzz test calls each factory afresh for every call (so dice
 * are new each time), checks the valid call succeeds, then mutates one part at a time.
 */

// biome-ignore lint/suspicious/noExplicitAny: any function shape
type AnyFunction = ((...args: any[]) => unknown) | (abstract new (...args: any[]) => unknown);

/** Names of the function exports of a module namespace. */
export type FunctionExports<M> = { [K in keyof M]: M[K] extends AnyFunction ? K : never }[keyof M];

/** For each function export: a factory of valid argument lists (one or more). */
export type ContractExamples<M> = {
  readonly [K in FunctionExports<M>]?: () => readonly (readonly unknown[])[];
};

/** Exports the fuzz test does not call, each with the reason. */
export type ContractExempt<M> = { readonly [K in keyof M]?: string };

/** What each `test/contract/examples/<subpath>.ts` exports. */
export interface SubpathExamples<M> {
  /** Valid argument lists for every function export that takes user data. */
  readonly examples: ContractExamples<M>;
  /** Function exports that take no user data or cannot be called meaningfully, with reasons. */
  readonly exempt: ContractExempt<M>;
  /**
   * Function exports that hand back parts of their input as they are (deepFreeze, a band
   * lookup's result), with the reason: a NaN or Infinity the fuzz test put in may come
   * back out of these, and is not counted as a failure.
   */
  readonly echoes?: ContractExempt<M>;
  /**
   * Function exports whose valid examples are still to be written. They are fuzzed with
   * arbitrary arguments like every export; the test fails once one of them has examples
   * (recorded from the docs or written here), so the list only shrinks.
   */
  readonly pending?: readonly FunctionExports<M>[];
}
