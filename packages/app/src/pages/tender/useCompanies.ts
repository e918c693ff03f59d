import { companyFilePath, isAllowedFile, isPdf } from '@mieux-disant/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import type { FolderFile } from '../../files/folder';
import { uploadFile } from '../../files/upload';
import { countPdfPages } from '../../pdf/pdfService';

export interface CompanyEntry {
  id: string;
  name: string;
  files: FolderFile[];
  dqe: string | null;
  pageCounts: Record<string, number>;
}

let nextId = 1;
const newBlock = (): CompanyEntry => ({
  id: String(nextId++),
  name: '',
  files: [],
  dqe: null,
  pageCounts: {},
});

/**
 * The companies screen: one company_files call per company, then the DQE launch (SPEC.md section 4).
 * The ui's CompanyResponses applies the domain's add and launch rules before calling back.
 */
export function useCompanies(tenderId: string | undefined) {
  const [blocks, setBlocks] = useState<CompanyEntry[]>(() => [newBlock()]);
  const [launching, setLaunching] = useState(false);
  const [launched, setLaunched] = useState(false);
  /** The tender whose phase 2 was launched, to follow its progress. */
  const [launchedId, setLaunchedId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const patch = useCallback((id: string, change: (b: CompanyEntry) => CompanyEntry) => {
    setBlocks((current) => current.map((b) => (b.id === id ? change(b) : b)));
  }, []);

  const add = useCallback(() => setBlocks((current) => [...current, newBlock()]), []);

  const remove = useCallback((id: string) => setBlocks((current) => current.filter((b) => b.id !== id)), []);
  const rename = useCallback((id: string, name: string) => patch(id, (b) => ({ ...b, name })), [patch]);

  const addFiles = useCallback(
    (id: string, incoming: FolderFile[]) => {
      patch(id, (b) => {
        const byPath = new Map(b.files.map((f) => [f.path, f]));
        for (const f of incoming) byPath.set(f.path, f);
        const top = incoming[0]?.path.includes('/') ? incoming[0].path.split('/')[0]! : '';
        return { ...b, name: b.name || top, files: [...byPath.values()] };
      });
      for (const f of incoming.filter((file) => isPdf(file.path))) {
        void countPdfPages(f.file).then((count) => {
          if (alive.current) patch(id, (b) => ({ ...b, pageCounts: { ...b.pageCounts, [f.path]: count } }));
        });
      }
    },
    [patch],
  );

  const removeFile = useCallback(
    (id: string, path: string) =>
      patch(id, (b) => ({
        ...b,
        files: b.files.filter((f) => f.path !== path && !f.path.startsWith(`${path}/`)),
        dqe: b.dqe === path ? null : b.dqe,
      })),
    [patch],
  );

  const chooseDqe = useCallback(
    (id: string, path: string) => patch(id, (b) => ({ ...b, dqe: path })),
    [patch],
  );

  const launch = useCallback(async (): Promise<boolean> => {
    setMessage(null);
    setLaunching(true);
    try {
      let target = tenderId;
      if (!target) {
        const { tenders } = await api.tender.list();
        target = tenders.find(
          (t) => t.status === 'phase1_confirmation_done' || t.status === 'phase2_company_anlysis_error',
        )?.id;
        if (!target) throw new Error('Aucun appel d’offres prêt pour l’analyse des candidats.');
      }
      const withFiles = blocks.filter((b) => b.files.length > 0);
      const dqe = [];
      for (const block of withFiles) {
        const allowed = block.files.filter((f) => isAllowedFile(f.path));
        const payload = await Promise.all(
          allowed.map((f) => uploadFile(f.file, companyFilePath(block.id, f.path))),
        );
        await api.tender.companyFiles(target, block.name.trim(), payload);
        const dqeFile = block.files.find((f) => f.path === block.dqe);
        // A company with no selected DQE is left out of the launch (SPEC.md section 5).
        if (dqeFile) {
          dqe.push({
            company_name: block.name.trim(),
            fileBlob: await uploadFile(dqeFile.file, companyFilePath(block.id, dqeFile.path)),
          });
        }
      }
      await api.tender.launchDqe(
        target,
        dqe,
        withFiles.map((b) => b.name.trim()),
      );
      if (alive.current) {
        setLaunched(true);
        setLaunchedId(target);
      }
      return true;
    } catch (error) {
      if (alive.current)
        setMessage(error instanceof Error && !('status' in error) ? error.message : errorMessage(error));
      return false;
    } finally {
      if (alive.current) setLaunching(false);
    }
  }, [blocks, tenderId]);

  return {
    blocks,
    add,
    remove,
    rename,
    addFiles,
    removeFile,
    chooseDqe,
    launch,
    launching,
    launched,
    launchedId,
    message,
  };
}
