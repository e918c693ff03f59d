import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Generates the company folders (priced DQEs) through tsx before the journey runs. */
export default function globalSetup(): void {
  const script = fileURLToPath(new URL('./fixtures.ts', import.meta.url));
  execFileSync('npx', ['tsx', script], {
    stdio: 'inherit',
    cwd: fileURLToPath(new URL('..', import.meta.url)),
  });
}
