import { readFile } from 'node:fs/promises';

/** The shared corpus of real documents, read in place (never copied into the repository). */
export const corpus = new URL('../../../../shared/corpus/', import.meta.url);

export async function corpusBytes(relative: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(new URL(relative, corpus)));
}

export const BILLS = {
  sixColumns: 'bills/dpgf-type-6-colonnes.xlsx',
  eightSheets: 'bills/dpgf-cvc-plomberie-8-feuilles.xlsx',
  bpu: 'bills/france-travail-bornes-BPU.xlsx',
  crf: 'rc/grenoble-inp-2026FCSSA0025/CRF_2026FCSSA0025.xlsx',
} as const;
