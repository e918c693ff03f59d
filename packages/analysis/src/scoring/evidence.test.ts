import { describe, expect, it } from 'vitest';
import { citationOf } from './evidence';
import { passagesOf } from './passages';

describe('citationOf', () => {
  const text = 'Nous affectons 6 agents qualifiés SSIAP à la surveillance des trois sites.';

  it('cites the file and page of the passage', () => {
    const [passage] = passagesOf([{ file: 'memoire.pdf', page: 4, text }]);
    expect(citationOf(passage!, new Set(['agent']))).toEqual({
      fichier: 'memoire.pdf',
      page: 4,
      texte: text,
    });
  });

  it('says when the page is a scan whose text was recognised by OCR', () => {
    const [passage] = passagesOf([{ file: 'memoire.pdf', page: 4, text, ocr: true }]);
    expect(citationOf(passage!, new Set(['agent']))).toEqual({
      fichier: 'memoire.pdf',
      page: 4,
      texte: text,
      ocr: true,
    });
  });
});
