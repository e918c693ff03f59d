// Helpers of the tender tests: corpus files as uploads, status polling, what is on disk.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { Ponderation } from '@mieux-disant/domain';
import { corpusPath } from '@mieux-disant/analysis/testing';
import type { TestServer } from './harness';

export { NEEDS_SHARED_CORPUS, corpusPath, inCorpus } from '@mieux-disant/analysis/testing';

export interface Upload {
  filename: string;
  filetype: string;
  filecontent: string;
}

export const upload = (filename: string, bytes: Uint8Array, filetype = ''): Upload => ({
  filename,
  filetype,
  filecontent: Buffer.from(bytes).toString('base64'),
});

export async function corpusFile(relative: string, filename = path.basename(relative)): Promise<Upload> {
  return upload(filename, await readFile(corpusPath(relative)));
}

export const IFPRA = ['RC.pdf', 'CCAP.pdf', 'CCTP.pdf'].map((f) => `rc/ifpra-2026-moteur-agri/${f}`);

/** The ifpra tender as the app sends it (folder 'DCE/'). */
export async function ifpraTender(title = 'Moteur agricole IFPRA') {
  const tenderFiles = await Promise.all(IFPRA.map((f) => corpusFile(f, `DCE/${path.basename(f)}`)));
  return {
    title,
    tenderFiles,
    selectedReglementFile: { filename: 'DCE/RC.pdf', filetype: 'application/pdf' },
    totalPages: 0,
  };
}

/** Polls the tender until its status is one of `statuses` (or fails after `timeoutMs`). */
/** Anything that answers HTTP calls: the harness (inject) or a client of a real port. */
export interface Caller {
  call(
    method: 'GET',
    url: string,
    options: { token: string },
  ): Promise<{ body: { status: string; error?: string } }>;
}

export async function waitForStatus(
  server: Caller,
  token: string,
  id: string,
  statuses: string[],
  timeoutMs = 90_000,
): Promise<{ status: string; error?: string }> {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    const reply = await server.call('GET', `/api/tender/tender/${id}`, { token });
    last = reply.body?.status;
    if (statuses.includes(last)) return reply.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`tender ${id} still ${last} after ${timeoutMs} ms`);
}

/** Every file under DATA_DIR/files (blobs, and temporary parts if any were left). */
export async function storedBlobs(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

/** Row counts of the tender tables. */
export async function tenderRowCounts(server: TestServer) {
  const { rows } = await server.ctx.database.executeSql(
    `SELECT (SELECT count(*) FROM tenders)::int AS tenders, (SELECT count(*) FROM files)::int AS files,
            (SELECT count(*) FROM tender_companies)::int AS companies`,
  );
  return rows[0] as { tenders: number; files: number; companies: number };
}

export function expectFrench(body: { message?: unknown; code?: unknown }) {
  expect(typeof body.message).toBe('string');
  expect(typeof body.code).toBe('string');
  expect(String(body.message)).not.toMatch(/at .+\.ts:\d+/);
}

export const criterion = (weight: number, expression = '') => ({
  Détails: '',
  Pondération: weight,
  Évaluation: { Formule: { Expression: expression, Variables: {} as Record<string, string> } },
});

export const VALID_PONDERATION: Ponderation = {
  Constantes: { Objet: 'Fourniture d’un moteur agricole' },
  Résumé: 'Fourniture et installation d’un moteur agricole pour le lycée.',
  Critères: {
    Technique: { ...criterion(60), Libellé: 'Valeur technique' },
    Financier: { ...criterion(40, 'Note * Pmin / P'), Libellé: 'Prix' },
  },
};
