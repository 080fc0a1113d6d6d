/**
 * `text` as the one shared copy V8 keeps of a property name (it gives the key back from
 * an object's keys). Roll labels the library builds at run time go through it once, when
 * they are made: the roll log compares each label with the last roll's, and two such copies
 * compare by reference, as string literals do, where two built strings are compared
 * character by character in a call (measured: a tenth of a logged gunnery hit). Any
 * engine gives back the same text. Internal.
 *
 * @example
 * ```ts
 * internedLabel(`${'RED'} DIE (H)`); // 'RED DIE (H)'
 * ```
 */
export function internedLabel(text: string): string {
  return Object.keys({ [text]: 0 })[0] ?? text;
}
