#!/usr/bin/env node
// The package runs from its TypeScript source: load it through tsx with the package's tsconfig, whose
// paths point the workspace packages (@mieux-disant/domain) at their sources too.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
