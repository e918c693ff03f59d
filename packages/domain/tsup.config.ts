import { defineConfig } from 'tsup';
import { preserveModules, sourceModules } from '../../tsup-modules';

export default defineConfig({
  entry: sourceModules,
  format: ['esm', 'cjs'],
  // `./passwords` is an entry of its own: zxcvbn's dictionaries are large, a screen loads them when needed.
  dts: { entry: { index: 'src/index.ts', 'passwords/strength': 'src/passwords/strength.ts' } },
  clean: true,
  // Maps point into the sources without carrying them: the tarball ships no TypeScript.
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  target: 'es2022',
  esbuildPlugins: [preserveModules],
});
