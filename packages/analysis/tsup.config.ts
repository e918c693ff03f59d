import { defineConfig } from 'tsup';
import { copyTextWorkers } from './text-workers';

// The command line, compiled for `bin/mieux-disant.js`: the domain package is compiled in from its
// sources; every other package is imported from node_modules at run time.
export default defineConfig({
  entry: { cli: 'src/cli/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@mieux-disant\//],
  external: [/^[^./]/],
  onSuccess: () => copyTextWorkers(new URL('./dist/', import.meta.url)),
});
