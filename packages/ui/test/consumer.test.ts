import { expect, it } from 'vitest';
import { checkConsumer, problems, summary } from '../scripts/consumer-check';

// Packs domain and ui, installs them into a fresh Vite app outside the workspace, type-checks, builds,
// renders in Chromium and measures: scripts/consumer-check.ts says how.
it('installs, type-checks, builds and renders in a fresh Vite app within the size targets', async () => {
  const report = await checkConsumer();
  console.log(summary(report));
  expect(problems(report)).toEqual([]);
});
