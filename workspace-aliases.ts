import { fileURLToPath } from 'node:url';

// In development every package is consumed from its source (the same map as tsconfig.base.json's
// `paths`); the published packages point at their built `dist` instead.
const source = (name: string, entry = 'index') =>
  fileURLToPath(new URL(`./packages/${name}/src/${entry}.ts`, import.meta.url));

// The more specific entry comes first: an alias also matches the paths below its name.
export const workspaceAliases = {
  '@mieux-disant/analysis/testing': source('analysis', 'testing'),
  '@mieux-disant/domain/passwords': source('domain', 'passwords/strength'),
  '@mieux-disant/domain': source('domain'),
  '@mieux-disant/ui': source('ui'),
  '@mieux-disant/analysis': source('analysis'),
};
