/**
 * The "Measuring a house rule" page from the package alone: the built package is packed,
 * installed in a fresh app in a temporary folder (with the page's other imports, zod and
 * fast-check, and tsx to run TypeScript), and every ```ts block of
 * docs/measuring-house-rules.md runs there, where no file of this repository can be read.
 * A block that throws (a failed assert, a file it cannot find) fails the check.
 *
 * Run by `.ci/run` after `npm test` (which builds dist/): `node scripts/run-docs-from-tarball.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restorePrepare, stripPrepare } from './pack-manifest.mjs';

const PAGE = 'docs/measuring-house-rules.md';
const root = new URL('..', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
/** The version this repository installs of a package, so the app gets the same from npm's cache. */
const versionOf = (name) => lock.packages[`node_modules/${name}`].version;

const dir = mkdtempSync(join(tmpdir(), 'naval-rules-docs-'));
try {
  stripPrepare();
  let tarball;
  try {
    const file = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .pop();
    tarball = join(dir, file);
  } finally {
    restorePrepare();
  }
  const app = join(dir, 'app');
  execFileSync('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'docs-app', private: true, type: 'module' }));
  execFileSync(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--silent',
      tarball,
      `zod@${versionOf('zod')}`,
      `fast-check@${versionOf('fast-check')}`,
      `tsx@${versionOf('tsx')}`,
    ],
    { cwd: app, stdio: 'inherit' },
  );
  const page = readFileSync(new URL(PAGE, root), 'utf8');
  const blocks = [...page.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  if (blocks.length === 0) throw new Error(`docs from the tarball: ${PAGE} has no ts blocks`);
  blocks.forEach((code, i) => {
    const file = join(app, `block-${i + 1}.mts`);
    writeFileSync(file, `${code}\nexport {};\n`);
    try {
      execFileSync(process.execPath, ['--import', 'tsx', file], { cwd: app, stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      throw new Error(`docs from the tarball: ${PAGE} block ${i + 1} failed:\n${error.stderr ?? error.message}`);
    }
  });
  console.log(
    `docs: the ${blocks.length} blocks of ${PAGE} ran from the packed tarball in a fresh app, with no file of the repository`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
