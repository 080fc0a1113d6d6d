/** A value that is current only while a function runs: see {@link scopedValue}. Internal. */
export interface ScopedValue<T> {
  /** The value of the innermost run going on, or undefined outside every run. */
  current(): T | undefined;
  /** Runs `work` with `value` current, then makes current again what was before (also on a throw). */
  run<R>(value: T, work: () => R): R;
}

/**
 * A value set only while a function runs, runs nesting: for a look-up index that lasts one
 * call (many refusals weighed on one state that nothing changes meanwhile). All code here
 * is synchronous, so no other caller sees it. Internal.
 *
 * @example
 * ```ts
 * const index = scopedValue<Map<string, number>>();
 * index.run(new Map([['a', 1]]), () => index.current()?.get('a')); // 1
 * index.current(); // undefined
 * ```
 */
export function scopedValue<T>(): ScopedValue<T> {
  let current: T | undefined;
  return {
    current: () => current,
    run: (value, work) => {
      const outer = current;
      current = value;
      try {
        return work();
      } finally {
        current = outer;
      }
    },
  };
}
