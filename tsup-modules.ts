import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

// The published packages keep one built module per source module, so a host's bundler takes only the
// modules it uses (with `sideEffects: false`). esbuild has no "preserve modules" option: every entry is
// bundled alone and each relative import stays an import, of the built file.

/** The source modules of a package, as tsup entries: everything under src but stories and tests. */
export const sourceModules = [
  'src/**/*.{ts,tsx}',
  '!src/**/*.d.ts',
  '!src/**/*.stories.tsx',
  '!src/**/*.test.{ts,tsx}',
];

/** The source file a relative import names: './Badge' is ./Badge.ts(x) or ./Badge/index.ts(x). */
function sourceFile(importer: string, specifier: string): string {
  const base = resolve(dirname(importer), specifier);
  const candidates = ['.ts', '.tsx'].flatMap((ext) => [base + ext, join(base, `index${ext}`)]);
  const found = [base, ...candidates].find((file) => existsSync(file) && statSync(file).isFile());
  if (!found) throw new Error(`${specifier} (imported by ${importer}) is not a source module`);
  return found;
}

/**
 * Keeps relative imports as imports of the built sibling (`.js` for ESM, `.cjs` for CommonJS, as tsup names
 * them in a `"type": "module"` package).
 */
export const preserveModules: Plugin = {
  name: 'preserve-modules',
  setup(build) {
    const extension = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
    build.onResolve({ filter: /^\.\.?\// }, ({ kind, importer, path }) => {
      if (kind === 'entry-point') return undefined;
      const built = relative(dirname(importer), sourceFile(importer, path)).replace(/\.tsx?$/, extension);
      return { path: built.startsWith('.') ? built : `./${built}`, external: true };
    });
  },
};
