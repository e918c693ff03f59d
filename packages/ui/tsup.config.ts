import { readFile } from 'node:fs/promises';
import { transformAsync, types as t } from '@babel/core';
import type { PluginObj } from '@babel/core';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { preserveModules, sourceModules } from '../../tsup-modules';

/**
 * `import styled from 'styled-components'` becomes `import { styled } …`: Node reads styled-components'
 * CommonJS build, where the default import is the module object rather than `styled` (server rendering).
 */
const namedStyled: PluginObj = {
  visitor: {
    ImportDeclaration(path) {
      if (path.node.source.value !== 'styled-components') return;
      path.node.specifiers = path.node.specifiers.map((specifier) =>
        specifier.type === 'ImportDefaultSpecifier'
          ? t.importSpecifier(specifier.local, t.identifier('styled'))
          : specifier,
      );
    },
  },
};

/**
 * Marks every styled definition pure (styled-components' Babel plugin, `pure`), so a host's bundler drops
 * the ones of components it does not use; `ssr` gives each a stable id, whatever order modules load in.
 */
const pureStyled: Plugin = {
  name: 'pure-styled',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (!source.includes("from 'styled-components'")) return undefined;
      const result = await transformAsync(source, {
        filename: path,
        babelrc: false,
        configFile: false,
        sourceMaps: 'inline',
        parserOpts: { plugins: path.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [
          namedStyled,
          [
            'babel-plugin-styled-components',
            { pure: true, ssr: true, displayName: false, fileName: false, minify: true },
          ],
        ],
      });
      return { contents: result?.code ?? source, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

export default defineConfig({
  // The stories' sample data is not part of the library.
  entry: [...sourceModules, '!src/analysisFixtures/**'],
  format: ['esm', 'cjs'],
  dts: process.env.UI_SKIP_DTS
    ? false
    : {
        entry: 'src/index.ts',
        // In development tsconfig `paths` maps @mieux-disant/domain to its source, which would inline the
        // domain's types into ours. Published, it is a dependency: resolve it as a package (its built dist).
        compilerOptions: { paths: {} },
      },
  clean: true,
  // Maps point into the sources without carrying them: the tarball ships no TypeScript.
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  target: 'es2022',
  // Peers and the domain stay imports; the host provides one copy of each.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', '@mieux-disant/domain'],
  esbuildPlugins: [pureStyled, preserveModules],
});
