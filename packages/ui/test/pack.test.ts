import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The published package, as a consumer gets it: build, `npm pack`, install the tarball in an empty
// project that has only the peer dependencies, then render with react-dom/server.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const uiDir = join(root, 'packages/ui');
const domainDir = join(root, 'packages/domain');
const version = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** Runs a command; on failure the error carries what the command printed. */
const run = (command: string, args: string[], cwd: string) => {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
};

const pack = (dir: string, destination: string) => {
  const [info] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', destination], dir)) as {
    filename: string;
    files: { path: string }[];
  }[];
  if (!info) throw new Error(`npm pack gave nothing for ${dir}`);
  return { tarball: join(destination, info.filename), files: info.files.map((f) => f.path) };
};

let project: string;
let uiFiles: string[];

beforeAll(() => {
  run('npm', ['run', 'build', '-w', '@mieux-disant/domain'], root);
  run('npm', ['run', 'build', '-w', '@mieux-disant/ui'], root);
  project = mkdtempSync(join(tmpdir(), 'mieux-disant-ui-pack-'));
  const domain = pack(domainDir, project);
  const ui = pack(uiDir, project);
  uiFiles = ui.files;
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'ui-consumer', version: '1.0.0', private: true, type: 'module' }),
  );
  // Every package is in the npm cache already; --prefer-offline keeps the network out of the test.
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      domain.tarball,
      ui.tarball,
      `react@${version('react')}`,
      `react-dom@${version('react-dom')}`,
      `styled-components@${version('styled-components')}`,
      // A consumer type-checks with React's types; styled-components' declarations need Node's.
      `@types/react@${version('@types/react')}`,
      `@types/node@${version('@types/node')}`,
    ],
    project,
  );
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the packed @mieux-disant/ui', () => {
  it('ships only the built files and the README', () => {
    expect(uiFiles).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.cjs', 'dist/index.d.ts']));
    expect(uiFiles.filter((f) => f.startsWith('src/'))).toEqual([]);
  });

  it('declares react, react-dom and styled-components as peers and has no side effects', () => {
    const manifest = JSON.parse(
      readFileSync(join(project, 'node_modules/@mieux-disant/ui/package.json'), 'utf8'),
    ) as {
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
      sideEffects: boolean;
    };
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual([
      'react',
      'react-dom',
      'styled-components',
    ]);
    expect(manifest.dependencies).not.toHaveProperty('react');
    expect(manifest.sideEffects).toBe(false);
  });

  it('renders on the server from the ESM build', () => {
    writeFileSync(
      join(project, 'render.mjs'),
      `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MieuxDisantThemeProvider, Footer, TenderCard, Button } from '@mieux-disant/ui';
const tender = { id: 't1', title: 'Voirie communale', status: 'phase2_done', created_at: '2025-03-12T09:30:00Z' };
process.stdout.write(renderToString(h(MieuxDisantThemeProvider, null,
  h(Button, { loading: true }, 'Analyse en cours...'),
  h(TenderCard, { tender, onOpen() {}, onDelete() {} }),
  h(Footer, { supportEmail: 'support@exemple.fr', year: 2025 }))));
`,
    );
    // React separates adjacent text nodes with '<!-- -->' in server HTML.
    const html = run('node', ['render.mjs'], project).replaceAll('<!-- -->', '');
    expect(html).toContain('Version 1.0.1');
    expect(html).toContain('© 2025 Mieux-Disant');
    expect(html).toContain('href="mailto:support@exemple.fr"');
    expect(html).toContain('Consulter le résultat');
    expect(html).toContain('Analyse des candidats terminée');
    expect(html).toContain('12/03/2025');
    expect(html).toMatch(/<button[^>]*aria-busy="true"[^>]*>/);
    expect(html).toMatch(/aria-valuenow="100"/);
  });

  it('renders on the server from the CommonJS build', () => {
    writeFileSync(
      join(project, 'render.cjs'),
      `const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const { MieuxDisantThemeProvider, LoginForm } = require('@mieux-disant/ui');
process.stdout.write(renderToString(h(MieuxDisantThemeProvider, null, h(LoginForm, { onSubmit() {} }))));
`,
    );
    const html = run('node', ['render.cjs'], project);
    expect(html).toContain('Se souvenir de moi');
    const email = html.match(/<input[^>]*type="email"[^>]*>/)?.[0];
    expect(email).toContain('required');
    expect(html).toContain('href="/reset-password"');
  });

  it('type-checks a consumer against the published declarations', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          target: 'ES2022',
          skipLibCheck: false,
          types: ['node'],
        },
        files: ['consumer.tsx'],
      }),
    );
    writeFileSync(
      join(project, 'consumer.tsx'),
      `import { Dashboard, MieuxDisantThemeProvider, theme } from '@mieux-disant/ui';
import type { LinkComponentProps } from '@mieux-disant/ui';
import styled from 'styled-components';
// The DefaultTheme augmentation reaches the consumer: theme tokens are typed.
export const Panel = styled.div\`padding: \${({ theme: t }) => t.space[4]};\`;
const Link = ({ href, children }: LinkComponentProps) => <a href={href}>{children}</a>;
export const app = (
  <MieuxDisantThemeProvider theme={theme}>
    <Dashboard tenders={[]} onOpen={(path: string) => path} onDelete={(id: string) => id} LinkComponent={Link} />
  </MieuxDisantThemeProvider>
);
`,
    );
    // Throws (and fails the test) with tsc's report when the declarations are broken.
    run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project);
  });
});
