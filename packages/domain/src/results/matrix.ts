import { CRITERION_NAMES } from '../criteria/names';
import type { CompanyAnalysis } from './types';

export const NOT_AVAILABLE = 'N/A';
export const NO_DETAIL = 'Détail non disponible';
export const ALL_DOCUMENTS_PROVIDED = 'Tous les documents requis sont fournis';
export const SOME_DOCUMENTS_MISSING = 'Certains documents sont manquants';
export const GLOBAL_CATEGORY = 'Evaluation_globale';

const NOT_CATEGORIES: readonly string[] = ['id', 'compagnie', 'rang', 'Critères'];

function sectionOf(a: CompanyAnalysis, category: string): { note?: unknown; détail?: unknown } | null {
  const section: unknown = (a as unknown as Record<string, unknown>)[category];
  return typeof section === 'object' && section !== null ? (section as { note?: unknown }) : null;
}

function hasNote(a: CompanyAnalysis, category: string): boolean {
  const note = sectionOf(a, category)?.note;
  return typeof note === 'string' && note.trim() !== '';
}

function columnRank(category: string): number {
  if (category === GLOBAL_CATEGORY) return CRITERION_NAMES.length + 1;
  const index = (CRITERION_NAMES as readonly string[]).indexOf(category);
  return index < 0 ? CRITERION_NAMES.length : index;
}

/**
 * The comparison matrix's columns: every category with a note in at least one company, in the order of
 * the criterion list, other categories after them, Evaluation_globale last.
 */
export function matrixColumns(analyses: readonly CompanyAnalysis[]): string[] {
  const categories: string[] = [];
  for (const analysis of analyses) {
    for (const key of Object.keys(analysis)) {
      if (!NOT_CATEGORIES.includes(key) && !categories.includes(key) && analyses.some((a) => hasNote(a, key)))
        categories.push(key);
    }
  }
  return categories
    .map((category, index) => ({ category, index }))
    .sort((a, b) => columnRank(a.category) - columnRank(b.category) || a.index - b.index)
    .map(({ category }) => category);
}

/** A cell: the note or 'N/A', and the détail for the tooltip or 'Détail non disponible'. */
export function matrixCell(a: CompanyAnalysis, category: string): { note: string; detail: string } {
  const section = sectionOf(a, category);
  const note = section?.note;
  const detail = section?.['détail'];
  return {
    note: typeof note === 'string' && note.trim() !== '' ? note : NOT_AVAILABLE,
    detail: typeof detail === 'string' && detail.trim() !== '' ? detail : NO_DETAIL,
  };
}

/** Whether the company provided every document the tender asks for. */
export function completenessMessage(
  a: CompanyAnalysis,
): typeof ALL_DOCUMENTS_PROVIDED | typeof SOME_DOCUMENTS_MISSING {
  const documents = Object.values(a.Administratif?.documents ?? {});
  return documents.every((document) => document['présent']) ? ALL_DOCUMENTS_PROVIDED : SOME_DOCUMENTS_MISSING;
}
