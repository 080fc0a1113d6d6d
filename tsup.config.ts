import { defineConfig } from 'tsup';
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
};

export default defineConfig([
  {
    entry,
    format: ['esm', 'cjs'],
    // tsup's d.ts build sets baseUrl, which TypeScript 6 deprecates; our own tsconfig does not use it.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    clean: true,
    splitting: true,
    treeshake: true,
    sourcemap: true,
    target: 'node20',
    platform: 'neutral',
    esbuildPlugins: [pureTopLevel],
    external: ['zod', 'fast-check', /^pure-rand\//],
  },
  {
    entry: { 'cli/main': 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    target: 'node20',
    platform: 'node',
    external: ['zod', 'fast-check', /^pure-rand\//],
  },
]);
