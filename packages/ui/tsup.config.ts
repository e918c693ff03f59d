import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

const interop = fileURLToPath(new URL('./src/theme/styledInterop.ts', import.meta.url));

/** Sends every `styled-components` import through src/theme/styledInterop.ts (the reason is there). */
const styledComponentsInterop: Plugin = {
  name: 'styled-components-interop',
  setup(build) {
    build.onResolve({ filter: /^styled-components$/ }, (args) =>
      args.importer === interop ? { path: 'styled-components', external: true } : { path: interop },
    );
  },
};

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: process.env.UI_SKIP_DTS
    ? false
    : {
        // In development tsconfig `paths` maps @mieux-disant/domain to its source, which would inline the
        // domain's types into ours. Published, it is a dependency: resolve it as a package (its built dist).
        compilerOptions: { paths: {} },
      },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and the domain stay imports in the bundle; the host provides one copy of each.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@mieux-disant/domain'],
  // tsup would mark the peer external before the plugin sees it; the plugin keeps it external itself.
  noExternal: ['styled-components'],
  esbuildPlugins: [styledComponentsInterop],
});
