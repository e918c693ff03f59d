// Vitest globalSetup: one migrated PGlite database for the whole run, dumped to a file that each test
// database is cloned from (PGlite's initdb takes seconds on a loaded machine; loading a dump does not).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite template (a `dumpDataDir()` tarball). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'md-pglite-template-'));
  const handle = await openDatabase({ dataDir: dir, pgliteDir: 'memory://' });
  const dump = await (handle.client as PGlite).dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
