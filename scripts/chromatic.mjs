// Publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; nothing depends on it.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN absent : publication Chromatic ignorée.');
  process.exit(0);
}
const run = (args) => spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1;
const built = run(['storybook', 'build', '-o', 'storybook-static']);
if (built !== 0) process.exit(built);
process.exit(run(['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']));
