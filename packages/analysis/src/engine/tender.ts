import type { PageText } from '../text';
import { extractText } from '../text';
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
    const text = await extractText(doc);
    if (doc.path === input.rcPath && text.pages.every((p) => p.text.trim() === '')) {
      throw new DocumentError(
        text.error ?? `Impossible d'extraire le texte du règlement de consultation : ${doc.path}`,
      );
    }
    out.push({ path: doc.path, pages: text.pages });
  }
  return out;
}
