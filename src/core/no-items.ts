/**
 * One frozen empty list that results share wherever a list is empty (no rolls, no notes,
 * no steps), rather than a new `[]` in each: a Monte Carlo run makes millions of them.
 * Internal.
 *
 * @example
 * ```ts
 * resolutionOf({ rule: 'Matrix 8', title: 'x', outcome: 1 }).notes === NO_ITEMS; // true
 * ```
 */
export const NO_ITEMS: readonly never[] = /* @__PURE__ */ Object.freeze([]);
