// The published packages as another product gets them. Packs @mieux-disant/domain and @mieux-disant/ui
// (their `prepack` builds them), installs the tarballs into a fresh Vite + React + TypeScript (strict) app
// in a temporary folder outside the workspace, type-checks it (the host declares its own styled-components
// `DefaultTheme` and overrides part of the library's theme), builds three pages (the host alone, the host
// with `Badge`, the host with the whole library), renders them in headless Chromium, renders on the server
// from the ESM and CommonJS builds, and measures what each page loads, gzipped.
//
// `tsx scripts/consumer-check.ts` prints the numbers and exits 1 when a target is missed or a check fails;
// test/consumer.test.ts runs the same check in `npm test`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../../../chromium';

/**
 * What a host pays, gzipped, over its own React + styled-components baseline: the targets of issue 17.
 * The whole library costs 81.1 KB up front since the long lists load TanStack Virtual on demand,
 * `Notification` Radix Toast, and dates no longer ship date-fns' `fr` locale (106.0 KB before, 123.4 KB
 * before `Menu` and `Tooltip` loaded Radix and floating-ui on demand); left up front: the components, the
 * domain rules, decimal.js (about 10 KB), Radix Dialog (about 10 KB with its focus and scroll locks).
 */
export const LIMITS = { badge: 10 * 1024, library: 90 * 1024 };

const root = fileURLToPath(new URL('../../../', import.meta.url));
const PAGES = ['baseline', 'badge', 'library'] as const;
type Page = (typeof PAGES)[number];
const OVERRIDDEN_PRIMARY = 'rgb(107, 33, 168)'; // '#6b21a8' below
const OVERRIDDEN_DONE = 'rgb(253, 230, 138)'; // '#fde68a' below

export interface PackedPackage {
  name: string;
  tarball: string;
  files: string[];
  /** Bytes of the tarball. */
  size: number;
  /** Source map files whose `sourcesContent` carries the sources. */
  inlinedSources: string[];
}

export interface ConsumerReport {
  domain: PackedPackage;
  ui: PackedPackage;
  /** The `@mieux-disant/domain` range the published ui asks for. */
  domainRange: string | undefined;
  /** Gzipped bytes each page loads (its script, the chunks it preloads, its style sheets). */
  sizes: Record<Page, number>;
  /** Console errors and uncaught exceptions, page by page. */
  consoleErrors: string[];
  /** Background colours the overridden theme gave, as Chromium computed them. */
  colours: { badge: string; button: string };
  /** HTML rendered with react-dom/server from the ESM and the CommonJS builds. */
  serverHtml: { esm: string; cjs: string };
  /** Seconds each step took. */
  seconds: Record<string, number>;
}

/** Runs a command; on failure the error carries what the command printed. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

function pack(workspace: string, destination: string): PackedPackage {
  const output = run('npm', ['pack', '--json', '--pack-destination', destination, '-w', workspace], root);
  // The prepack build prints before npm's JSON.
  const [info] = JSON.parse(output.slice(output.lastIndexOf('\n[\n') + 1)) as {
    filename: string;
    size: number;
    files: { path: string }[];
  }[];
  if (!info) throw new Error(`npm pack gave nothing for ${workspace}`);
  const tarball = join(destination, info.filename);
  const listing = join(destination, `${info.filename}.d`);
  run('mkdir', ['-p', listing], destination);
  run('tar', ['-xzf', tarball, '-C', listing], destination);
  const files = info.files.map((f) => f.path).sort();
  const inlinedSources = files.filter(
    (file) =>
      file.endsWith('.map') &&
      'sourcesContent' in (JSON.parse(readFileSync(join(listing, 'package', file), 'utf8')) as object),
  );
  return { name: workspace, tarball, files, size: info.size, inlinedSources };
}

// The host's own theme, with a `colors` key of another shape than the library's: the library must not
// force its theme type on the host's `DefaultTheme`.
const HOST_FILES: Record<string, string> = {
  'src/styled.d.ts': `import 'styled-components';
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: { accent: string };
  }
}
`,
  'src/host.tsx': `import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';

const Title = styled.h1\`
  color: \${({ theme }) => theme.colors.accent};
\`;

/** Renders the host product's page, with the library's part inside. */
export function renderHost(children?: ReactNode) {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={{ colors: { accent: '#0f766e' } }}>
        <Title>Produit hôte</Title>
      </ThemeProvider>
      {children}
    </StrictMode>,
  );
}
`,
  'src/baseline.tsx': `import { renderHost } from './host';

renderHost();
`,
  'src/badge.tsx': `import { Badge, MieuxDisantThemeProvider } from '@mieux-disant/ui';
import { renderHost } from './host';

renderHost(
  <MieuxDisantThemeProvider theme={{ tones: { done: { background: '#fde68a' } } }}>
    <Badge tone="done">Analyse des candidats terminée</Badge>
  </MieuxDisantThemeProvider>,
);
`,
  'src/library.tsx': `import * as ui from '@mieux-disant/ui';
import type { ThemeOverrides } from '@mieux-disant/ui';
import { renderHost } from './host';

const overrides: ThemeOverrides = { colors: { primary: '#6b21a8' } };
const tenders = [{ id: 't1', title: 'Voirie communale', status: 'phase2_done' as const, created_at: '2025-03-12T09:30:00Z' }];
// Every export stays in the bundle: this page measures the whole library.
Object.assign(window, { mieuxDisant: ui });

renderHost(
  <ui.MieuxDisantThemeProvider theme={ui.createTheme(overrides)}>
    <ui.Button onClick={() => undefined}>Lancer l'analyse</ui.Button>
    <ui.Dashboard tenders={tenders} onOpen={() => undefined} onDelete={() => undefined} />
    <ui.Footer supportEmail="support@exemple.fr" year={2025} />
  </ui.MieuxDisantThemeProvider>,
);
`,
  'render.mjs': `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { MieuxDisantThemeProvider, Footer, TenderCard, Button } from '@mieux-disant/ui';
const tender = { id: 't1', title: 'Voirie communale', status: 'phase2_done', created_at: '2025-03-12T09:30:00Z' };
process.stdout.write(renderToString(h(MieuxDisantThemeProvider, null,
  h(Button, { loading: true }, 'Analyse en cours...'),
  h(TenderCard, { tender, onOpen() {}, onDelete() {} }),
  h(Footer, { supportEmail: 'support@exemple.fr', year: 2025 }))));
`,
  'render.cjs': `const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const { MieuxDisantThemeProvider, LoginForm } = require('@mieux-disant/ui');
process.stdout.write(renderToString(h(MieuxDisantThemeProvider, null, h(LoginForm, { onSubmit() {} }))));
`,
  'vite.config.ts': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { rollupOptions: { input: { ${PAGES.map((p) => `${p}: '${p}.html'`).join(', ')} } } },
});
`,
  // The strict options of Vite's react-ts template.
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      noFallthroughCasesInSwitch: true,
      noUncheckedSideEffectImports: true,
      verbatimModuleSyntax: true,
      isolatedModules: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['src'],
  }),
  ...Object.fromEntries(
    PAGES.map((page) => [
      `${page}.html`,
      `<!doctype html>
<html lang="fr">
  <head><meta charset="UTF-8" /><title>${page}</title></head>
  <body><div id="root"></div><script type="module" src="/src/${page}.tsx"></script></body>
</html>
`,
    ]),
  ),
};

function createHost(project: string, domain: PackedPackage, ui: PackedPackage): void {
  const versions = (names: string[]) => Object.fromEntries(names.map((n) => [n, installedVersion(n)]));
  const manifest = {
    name: 'host-product',
    private: true,
    type: 'module',
    dependencies: {
      '@mieux-disant/domain': `file:${domain.tarball}`,
      '@mieux-disant/ui': `file:${ui.tarball}`,
      ...versions(['react', 'react-dom', 'styled-components']),
    },
    devDependencies: versions([
      'vite',
      '@vitejs/plugin-react',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ]),
  };
  writeFileSync(join(project, 'package.json'), JSON.stringify(manifest, null, 2));
  run('mkdir', ['-p', 'src'], project);
  for (const [file, text] of Object.entries(HOST_FILES)) writeFileSync(join(project, file), text);
  // Every package is in the npm cache after the first run; the registry answers otherwise.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], project);
}

/** Gzipped bytes of what each built page loads up front (its script, preloaded chunks, style sheets). */
function pageSizes(dist: string): Record<Page, number> {
  const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const entries = PAGES.map((page) => {
    const html = readFileSync(join(dist, `${page}.html`), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    return [page, files.reduce((sum, file) => sum + gzipped(file), 0)] as const;
  });
  return Object.fromEntries(entries) as Record<Page, number>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Opens each page in headless Chromium; returns the console errors and the overridden colours. */
async function renderPages(dist: string): Promise<Pick<ConsumerReport, 'consoleErrors' | 'colours'>> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    // The built files are served from disk under an origin of their own: no server, no port.
    await context.route('http://host.test/**', (route) => {
      const file = join(dist, new URL(route.request().url()).pathname);
      return route.fulfill({ path: file, contentType: CONTENT_TYPES[extname(file)] });
    });
    const consoleErrors: string[] = [];
    const open = async (page: Page, text: string) => {
      const tab = await context.newPage();
      tab.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page}: ${message.text()}`);
      });
      tab.on('pageerror', (error) => consoleErrors.push(`${page}: ${error.message}`));
      await tab.goto(`http://host.test/${page}.html`);
      await tab.getByText('Produit hôte').waitFor();
      const target = tab.getByText(text, { exact: true }).first();
      await target.waitFor();
      return target;
    };
    const background = (element: Awaited<ReturnType<typeof open>>) =>
      element.evaluate((node) => getComputedStyle(node.closest('span, button') ?? node).backgroundColor);
    await open('baseline', 'Produit hôte');
    const badge = await background(await open('badge', 'Analyse des candidats terminée'));
    const button = await background(await open('library', "Lancer l'analyse"));
    return { consoleErrors, colours: { badge, button } };
  } finally {
    await browser.close();
  }
}

/** Packs, installs, type-checks, builds, renders and measures; throws with the output of a failed step. */
export async function checkConsumer(): Promise<ConsumerReport> {
  const project = mkdtempSync(join(tmpdir(), 'mieux-disant-host-'));
  const seconds: Record<string, number> = {};
  let last = performance.now();
  const timed = <T>(step: string, result: T) => {
    seconds[step] = Math.round(performance.now() - last) / 1000;
    last = performance.now();
    return result;
  };
  try {
    const domain = timed('pack domain', pack('@mieux-disant/domain', project));
    const ui = timed('pack ui', pack('@mieux-disant/ui', project));
    timed('install', createHost(project, domain, ui));
    const uiManifest = JSON.parse(
      readFileSync(join(project, 'node_modules/@mieux-disant/ui/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    const npx = (...args: string[]) => run(process.execPath, args, project);
    // A test runner sets NODE_ENV=test, which would give Vite React's development build.
    const production = { ...process.env, NODE_ENV: 'production' };
    timed('type-check', npx(join(project, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'));
    const vite = join(project, 'node_modules/vite/bin/vite.js');
    timed('vite build', run(process.execPath, [vite, 'build', '--logLevel', 'warn'], project, production));
    const dist = join(project, 'dist');
    const browser = timed('render in Chromium', await renderPages(dist));
    const serverHtml = timed('render on the server', { esm: npx('render.mjs'), cjs: npx('render.cjs') });
    return {
      domain,
      ui,
      domainRange: uiManifest.dependencies['@mieux-disant/domain'],
      sizes: pageSizes(dist),
      ...browser,
      serverHtml,
      seconds,
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** What the report misses of the targets, in plain words; empty when all is well. */
export function problems(report: ConsumerReport): string[] {
  const found: string[] = [];
  const badge = report.sizes.badge - report.sizes.baseline;
  const library = report.sizes.library - report.sizes.baseline;
  if (badge > LIMITS.badge) found.push(`Badge costs ${kb(badge)} over the host (limit ${kb(LIMITS.badge)})`);
  if (library > LIMITS.library)
    found.push(`the whole library costs ${kb(library)} over the host (limit ${kb(LIMITS.library)})`);
  for (const error of report.consoleErrors) found.push(`console error: ${error}`);
  for (const pkg of [report.domain, report.ui]) {
    if (!pkg.files.includes('LICENSE')) found.push(`${pkg.name} ships no LICENSE`);
    if (!pkg.files.includes('README.md')) found.push(`${pkg.name} ships no README.md`);
    if (pkg.files.some((f) => f.startsWith('src/'))) found.push(`${pkg.name} ships its sources`);
    for (const map of pkg.inlinedSources) found.push(`${pkg.name}: ${map} inlines the sources`);
  }
  if (!report.domainRange?.startsWith('^'))
    found.push(`ui depends on domain ${report.domainRange ?? '(missing)'}, not a caret range`);
  if (report.colours.badge !== OVERRIDDEN_DONE)
    found.push(`the partial theme override gave the Badge ${report.colours.badge}`);
  if (report.colours.button !== OVERRIDDEN_PRIMARY)
    found.push(`createTheme's primary colour gave the Button ${report.colours.button}`);
  // React separates adjacent text nodes with '<!-- -->' in server HTML.
  const esm = report.serverHtml.esm.replaceAll('<!-- -->', '');
  if (!esm.includes('© 2025 Mieux-Disant') || !esm.includes('Analyse des candidats terminée'))
    found.push('the ESM build rendered on the server without the footer or the tender card');
  if (!report.serverHtml.cjs.includes('Se souvenir de moi'))
    found.push('the CommonJS build rendered on the server without the login form');
  return found;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The numbers, as `npm run bench` prints them. */
export function summary(report: ConsumerReport): string {
  const { baseline, badge, library } = report.sizes;
  const tarball = (p: PackedPackage) => `${p.name}: ${kb(p.size)} tarball, ${p.files.length} files`;
  return [
    `host baseline (React + styled-components): ${kb(baseline)} gzip`,
    `host + Badge: ${kb(badge)} gzip, Badge costs ${kb(badge - baseline)} (limit ${kb(LIMITS.badge)})`,
    `host + whole library: ${kb(library)} gzip, library costs ${kb(library - baseline)} (limit ${kb(LIMITS.library)})`,
    tarball(report.domain),
    tarball(report.ui),
    Object.entries(report.seconds)
      .map(([step, s]) => `${step} ${s.toFixed(1)} s`)
      .join(', '),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await checkConsumer();
  console.log(summary(report));
  const found = problems(report);
  for (const problem of found) console.error(`FAIL ${problem}`);
  if (found.length > 0) process.exitCode = 1;
}
