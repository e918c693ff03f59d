import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Builds and packs the package as it would be published, installs the tarball in a fresh project
 * outside the monorepo and imports it with plain Node, as ESM and as CommonJS. The tarball is
 * extracted into node_modules (what `npm install` does with it); its dependencies resolve to
 * the copies already installed at the root, since the test runs offline.
 */
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const rootModules = fileURLToPath(new URL('../../../node_modules/', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

let work: string;
let project: string;
let tarball: string;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'domain-pack-'));
  run('npm', ['run', 'build'], packageDir);
  // Built just above: the prepack build would only print before npm's JSON.
  const packed = JSON.parse(
    run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], packageDir),
  ) as {
    filename: string;
  }[];
  tarball = join(work, (packed[0] as { filename: string }).filename);
  project = join(work, 'consumer');
  const installed = join(project, 'node_modules', '@mieux-disant', 'domain');
  mkdirSync(installed, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true }));
  run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], work);
  for (const dependency of Object.keys(packageJson.dependencies)) {
    const target = join(project, 'node_modules', dependency);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(rootModules, dependency), target, 'dir');
  }
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const script = (load: string) => `
${load}
const checks = {
  euro: d.formatEuro('1234.56'),
  formula: d.evaluateFormula('40 * Pmin / P', { Pmin: '80000', P: '100000' }).value.toString(),
  status: d.tenderStatusView('phase1_error').label,
  date: d.formatDateFr('2026-12-31'),
  plan: d.PLANS.Premium.priceEurosPerMonth,
};
console.log(JSON.stringify(checks));
`;

const expected = {
  euro: '1\u202f234,56\u00a0€',
  formula: '32',
  status: "Erreur à l'analyse AO",
  date: '31/12/2026',
  plan: 2200,
};

describe('the packed package', () => {
  it('ships only the build, the README, the licence and the package manifest', () => {
    const files = run('tar', ['-tzf', tarball], work).trim().split('\n').sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'package/LICENSE',
        'package/README.md',
        'package/dist/index.cjs',
        'package/dist/index.d.cts',
        'package/dist/index.d.ts',
        'package/dist/index.js',
        'package/package.json',
      ]),
    );
    expect(files.filter((file) => file.includes('/src/') || file.endsWith('.test.ts'))).toEqual([]);
  });

  it('declares its runtime dependencies: date-fns, decimal.js, the zxcvbn-ts password estimator and zod', () => {
    expect(Object.keys(packageJson.dependencies).sort()).toEqual([
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-fr',
      'date-fns',
      'decimal.js',
      'zod',
    ]);
  });

  it('imports with plain Node as an ES module', () => {
    const output = run(
      'node',
      ['--input-type=module', '-e', script("import * as d from '@mieux-disant/domain';")],
      project,
    );
    expect(JSON.parse(output)).toEqual(expected);
  });

  it('requires with plain Node as CommonJS', () => {
    const output = run('node', ['-e', script("const d = require('@mieux-disant/domain');")], project);
    expect(JSON.parse(output)).toEqual(expected);
  });

  it('resolves the type declarations of both entry points', () => {
    const installed = join(project, 'node_modules', '@mieux-disant', 'domain');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      exports: { '.': { import: { types: string }; require: { types: string } } };
    };
    const declarations = [manifest.exports['.'].import.types, manifest.exports['.'].require.types];
    for (const file of declarations) {
      expect(existsSync(join(installed, file))).toBe(true);
      expect(readFileSync(join(installed, file), 'utf8')).toContain('declare function evaluateFormula');
    }
  });
});
