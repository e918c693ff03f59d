import type { Ponderation } from '@mieux-disant/domain';
import type { PageText } from '../text';
import { extractText, OCR_MARK } from '../text';
import { DocumentError } from '../errors';
import type { Progress, TenderInput } from './types';

export interface TenderText {
  path: string;
  pages: PageText[];
}

/** Every tender document as text, page by page; the RC must be among them and readable. */
export async function readTender(input: TenderInput, progress?: Progress): Promise<TenderText[]> {
  if (!input.documents.some((d) => d.path === input.rcPath)) {
    throw new DocumentError(
      `Le règlement de consultation « ${input.rcPath} » ne figure pas parmi les documents.`,
    );
  }
  const out: TenderText[] = [];
  const total = input.documents.length + 1;
  for (const [i, doc] of input.documents.entries()) {
    progress?.(`Lecture de ${doc.path}`, i, total);
    // A PDF is followed page by page: a scanned one takes a few seconds a page (OCR).
    const text = await extractText(doc, (page) =>
      progress?.(`pages de ${doc.path} lues${page.ocr ? ` (${OCR_MARK})` : ''}`, page.done, page.total),
    );
    if (doc.path === input.rcPath && text.pages.every((p) => p.text.trim() === '')) {
      throw new DocumentError(
        text.error ?? `Impossible d'extraire le texte du règlement de consultation : ${doc.path}`,
      );
    }
    out.push({ path: doc.path, pages: text.pages });
  }
  return out;
}

/**
 * The ponderation, its `Résumé` ending with a warning when pages of the RC are scans whose text was
 * recognised by OCR: the evaluator checks the weights against the document itself.
 */
export function withOcrNote(
  ponderation: Ponderation,
  documents: readonly TenderText[],
  rcPath: string,
): Ponderation {
  const pages = documents.find((d) => d.path === rcPath)?.pages.filter((p) => p.ocr) ?? [];
  if (pages.length === 0) return ponderation;
  const numbers = pages.map((p) => p.page).join(', ');
  const where = pages.length === 1 ? `la page ${numbers}` : `les pages ${numbers}`;
  const note = `Règlement de consultation scanné : ${where} de ${rcPath} (${OCR_MARK}), pondérations à vérifier sur le document.`;
  return { ...ponderation, Résumé: [ponderation.Résumé, note].filter(Boolean).join(' ') };
}
