/** Text for the hand-written SVG charts: escaped, wrapped, clipped, and numbers rounded to the pixel's hundredth. Internal. */

/** Text with `&`, `<`, `>` and quotes escaped for XML. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/** A coordinate rounded to two decimals (the same bytes for the same chart). */
export const round = (n: number): number => Math.round(n * 100) / 100;

/** Breaks text into lines of at most `max` characters at spaces (a longer word stands alone). */
export const wrap = (text: string, max: number): string[] => {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && [...line].length + 1 + [...word].length > max) {
      out.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') out.push(line);
  return out;
};

/** Text cut to `max` characters, an ellipsis at the cut. */
export const clip = (text: string, max: number): string =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}\u2026` : text;
