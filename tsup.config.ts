import { defineConfig, type Options } from 'tsup';
import { pureTopLevel } from './scripts/pure-top-level.js';

/** Library entries: one per subpath export. Rule sets add theirs here. */
const entry = {
  index: 'src/index.ts',
  'dice/index': 'src/dice/index.ts',
  'testing/index': 'src/testing/index.ts',
  'firepower/index': 'src/firepower/index.ts',
  'shoestring/index': 'src/shoestring/index.ts',
  'cartwheel/index': 'src/cartwheel/index.ts',
  'war-at-sea/index': 'src/war-at-sea/index.ts',
  'sopac/index': 'src/sopac/index.ts',
  'boardgame-io/index': 'src/boardgame-io/index.ts',
  'simulate/index': 'src/simulate/index.ts',
  'threads/index': 'src/threads/index.ts',
  'compiled/index': 'src/compiled/index.ts',
};

const shared: Options = {
  // tsup's d.ts build sets baseUrl, which TypeScript 6 deprecates; our own tsconfig does not use it.
  dts: { entry, compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  treeshake: true,
  // No source maps: the built files are unminified ESM and CJS that read as the source
  // does, and the maps would double the package (7.6 MB unpacked with them).
  sourcemap: false,
  target: 'node20',
  platform: 'neutral',
  esbuildPlugins: [pureTopLevel],
  external: ['zod', 'fast-check', 'boardgame.io', /^pure-rand\//, /^node:/],
};

export default defineConfig([
  // ESM: the library and the CLI in one build, so the CLI shares the library's chunks
  // instead of carrying a second copy of it.
  {
    ...shared,
    // The simulation thread is ESM alone: the CJS entry of naval-rules/threads starts it too.
    entry: { ...entry, 'cli/main': 'src/cli/main.ts', 'threads/worker': 'src/threads/worker.ts' },
    format: ['esm'],
    clean: true,
    // No ESM declarations: scripts/build.mjs writes each ESM entry's as a one-line re-export
    // of the CJS ones (tsup's were deleted unread; building them took a third of the build).
    dts: false,
  },
  // shims: import.meta.url in CJS (naval-rules/threads finds its thread's file by it).
  { ...shared, entry, format: ['cjs'], clean: false, shims: true },
]);
