import type { Ponderation } from '@mieux-disant/domain';
import { describe, expect, it } from 'vitest';
import { withOcrNote, type TenderText } from './tender';

const ponderation: Ponderation = {
  Constantes: {},
  Résumé: 'Critères d’attribution : Prix des prestations (50), Critères techniques (40).',
  Critères: {},
};

const tender = (rcPages: { page: number; ocr?: true }[]): TenderText[] => [
  { path: 'RC.pdf', pages: rcPages.map((p) => ({ file: 'RC.pdf', text: 'texte', ...p })) },
  { path: 'CCTP.pdf', pages: [{ file: 'CCTP.pdf', page: 1, text: 'scan', ocr: true }] },
];

describe('withOcrNote', () => {
  it('ends the summary with the RC pages read by OCR, to be checked on the document', () => {
    const noted = withOcrNote(
      ponderation,
      tender([{ page: 1, ocr: true }, { page: 2 }, { page: 3, ocr: true }]),
      'RC.pdf',
    );
    expect(noted['Résumé']).toBe(
      'Critères d’attribution : Prix des prestations (50), Critères techniques (40). Règlement de consultation scanné : les pages 1, 3 de RC.pdf (texte reconnu par OCR), pondérations à vérifier sur le document.',
    );
    expect(noted['Critères']).toBe(ponderation['Critères']);
  });

  it('names a single page in the singular, and stands alone when there was no summary', () => {
    const noted = withOcrNote({ ...ponderation, Résumé: '' }, tender([{ page: 6, ocr: true }]), 'RC.pdf');
    expect(noted['Résumé']).toBe(
      'Règlement de consultation scanné : la page 6 de RC.pdf (texte reconnu par OCR), pondérations à vérifier sur le document.',
    );
  });

  it('leaves the ponderation as it is when the RC has a text layer, whatever the other documents', () => {
    expect(withOcrNote(ponderation, tender([{ page: 1 }, { page: 2 }]), 'RC.pdf')).toBe(ponderation);
  });
});
