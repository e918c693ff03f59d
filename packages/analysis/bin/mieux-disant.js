#!/usr/bin/env node
// The command line runs from its build (tsup: dist/cli.js, the domain package compiled in, the text
// workers beside it), so it starts without a TypeScript loader.
import { existsSync } from 'node:fs';
import module from 'node:module';

// Node 22.1 and later keep V8's compiled code of the modules on disk between runs; the variable passes
// the cache on to the PDF worker threads. Node 20 has no such cache and runs without it.
const compileCache = module.enableCompileCache?.();
if (compileCache?.directory) process.env.NODE_COMPILE_CACHE = compileCache.directory;

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  console.error('mieux-disant n’est pas compilé : lancez « npm run build -w @mieux-disant/analysis ».');
  process.exit(1);
}
const { main } = await import(cli.href);
process.exitCode = await main(process.argv);
