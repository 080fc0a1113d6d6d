#!/usr/bin/env node
/**
 * Prepares a release: `node scripts/release.mjs <version>` turns CHANGELOG.md's
 * `[Unreleased]` section into `[<version>] - <today>` (leaving a fresh, empty
 * `[Unreleased]` above it) and sets the version in package.json. It refuses a version that
 * is not semver, not above the current one (the first release may keep it), or an empty
 * `[Unreleased]`. Then: commit, tag
 * `v<version>`, `npm publish`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const version = process.argv[2] ?? '';
const semver = /^(\d+)\.(\d+)\.(\d+)(?:-[\w.]+)?$/;
if (!semver.test(version)) {
  console.error(`usage: node scripts/release.mjs <version>, e.g. 0.2.0 (got "${version}")`);
  process.exit(2);
}
const pkgUrl = new URL('../package.json', import.meta.url);
const pkg = JSON.parse(readFileSync(pkgUrl, 'utf8'));
const parts = (v) => (semver.exec(v) ?? []).slice(1, 4).map(Number);
const [a, b] = [parts(version), parts(pkg.version)];
const newer = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const logUrl = new URL('../CHANGELOG.md', import.meta.url);
const log = readFileSync(logUrl, 'utf8');
// The first release may keep package.json's version; later ones must go above it.
const released = /^## \[\d/m.test(log);
if (newer < 0 || (newer === 0 && released)) {
  console.error(`${version} is not above package.json's ${pkg.version}`);
  process.exit(2);
}
const start = log.indexOf('## [Unreleased]');
const next = log.indexOf('\n## [', start + 1);
const body = log.slice(start + '## [Unreleased]'.length, next < 0 ? undefined : next).trim();
if (start < 0 || body === '') {
  console.error('CHANGELOG.md has nothing under [Unreleased] to release');
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
writeFileSync(logUrl, log.replace('## [Unreleased]', `## [Unreleased]\n\n## [${version}] - ${today}`));
pkg.version = version;
writeFileSync(pkgUrl, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`CHANGELOG.md and package.json are at ${version}; commit, tag v${version}, then npm publish`);
