/**
 * The package.json that goes into a tarball has no `prepare` script: npm runs `prepare`
 * for git installs (to build dist/), but a tarball already holds dist/, and npm 11 warns
 * about any package whose manifest names an install-time script ("install scripts not
 * yet covered by allowScripts"). `stripPrepare()` writes package.json without it and
 * keeps the original beside it (`.package.json.prepack`, ignored by git); `restorePrepare()`
 * puts the original back. `npm pack` strips in `prepack` and restores in `postpack`, and
 * `check:package` does the same around the tarball it checks.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const manifest = new URL('../package.json', import.meta.url);
const kept = new URL('../.package.json.prepack', import.meta.url);

/** Writes package.json without `scripts.prepare`; false when there was nothing to strip. */
export function stripPrepare() {
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  if (pkg.scripts?.prepare === undefined) return false;
  if (existsSync(kept)) throw new Error('pack-manifest: .package.json.prepack exists: restore it first');
  writeFileSync(kept, text);
  delete pkg.scripts.prepare;
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  return true;
}

/** Puts back the package.json `stripPrepare` kept, if any. */
export function restorePrepare() {
  if (existsSync(kept)) renameSync(kept, manifest);
}
