/**
 * An exact fraction as a person reads it: as it is while short, and past 12 digits as a
 * decimal (6 significant figures, never in exponent form) with the exact fraction kept
 * for whoever opens it. The island fight's fractions run to 100 digits and more, which no
 * one reads and which used to widen the page.
 */

/** How many digits a fraction may have (numerator and denominator together) before it is shown as a decimal. */
export const READABLE_DIGITS = 12;

/** The text to show, and the exact fraction when the text is a rounding of it. */
export function readableFraction(
  exact: string,
  probability: number,
): { readonly shown: string; readonly exact?: string } {
  const digits = (exact.match(/\d/g) ?? []).length;
  if (!/^\d+\/\d+$/.test(exact) || digits <= READABLE_DIGITS) return { shown: exact };
  return {
    shown: `\u2248 ${probability.toLocaleString('en-US', { maximumSignificantDigits: 6, useGrouping: false })}`,
    exact,
  };
}
