// Vitest global setup: the command-line tests run the built binary (bin/mieux-disant.js loads
// dist/cli.js), so the sources under test are compiled once, before any test file starts.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export default async function buildCli(): Promise<void> {
  await promisify(execFile)('npx', ['tsup', '--silent'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
}
