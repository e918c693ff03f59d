import { defineConfig } from 'tsup';
import { copyTextWorkers } from '../analysis/text-workers';

// `npm start` and `npm run worker` run this build. The workspace packages (analysis, domain) are compiled
// in from their sources, with the analysis text workers copied beside the bundle; every other package
// is imported from node_modules at run time.
export default defineConfig({
  entry: { main: 'src/main.ts', worker: 'src/worker.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  // Rebuilt in place, never emptied: a running server (or a worker beside it) still finds its text
  // workers while `npm start` rebuilds for another process. One file per entry, no shared chunks.
  clean: false,
  splitting: false,
  sourcemap: true,
  noExternal: [/^@mieux-disant\//],
  external: [/^[^./]/],
  onSuccess: () => copyTextWorkers(new URL('./dist/', import.meta.url)),
});
