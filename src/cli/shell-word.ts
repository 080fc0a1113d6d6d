/** A word quoted for a POSIX shell where it needs it (single quotes, a quote inside escaped). Internal. */
export function shellWord(word: string): string {
  return /^[\w.,:=+\-/]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
