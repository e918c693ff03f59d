import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineImage, onePagePdf } from '../../test/pdf';
import { closeTextWorkers, extractText, OCR_MARK, pageCitation, type PageProgress } from '.';
import { letterCount } from './ocr.mjs';
import { closeDocument, imageCover, openDocument, withPage } from './pdfium.mjs';

/** IFPRA Normandie's RC, pages 1, 6 and 7, scanned at 150 dpi in grey: no text layer at all. */
const SCANNED_RC = new URL('../../test/fixtures/rc-scanne-ifpra.pdf', import.meta.url);

afterAll(() => closeTextWorkers());

describe('extractText on a scanned PDF', () => {
  it('reads every page by OCR, marks it so, and reports each page as it is read', async () => {
    const progress: PageProgress[] = [];
    const result = await extractText({ path: 'RC.pdf', bytes: readFileSync(SCANNED_RC) }, (p) =>
      progress.push(p),
    );
    expect(result.error).toBeUndefined();
    expect(result.notRead).toBeUndefined();
    expect(result.pages.map((p) => [p.page, p.ocr])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3]);
    expect(progress.every((p) => p.total === 3 && p.ocr)).toBe(true);

    expect(result.pages[0]!.text).toMatch(/REGLEMENT DE CONSULTATION/);
    const criteria = result.pages[1]!.text;
    expect(criteria).toContain('Critères et pondération');
    expect(criteria).toMatch(/1\. Prix des prestations : sur 50 points/);
    expect(criteria).toMatch(/\(montant de l.offre la moins chère \/ montant de l.offre à noter\) x 50/);
    expect(criteria).toMatch(/2\. Critères techniques : sur 40 points/);
    expect(criteria).toMatch(/3\. Délais de livraison : sur 5 points/);
    expect(criteria).toMatch(
      /4\. Normes environnementales - RSE \(voir détail dans le CCAP\) : sur 5 points/,
    );
  });
});

describe('extractText on an image file', () => {
  it('reads a scanned page saved as PNG by OCR, as one page', async () => {
    // Page 2 of the scanned RC (the criteria) as a PNG image, drawn by poppler.
    const png = execFileSync('pdftoppm', [
      '-f',
      '2',
      '-l',
      '2',
      '-r',
      '150',
      '-gray',
      '-png',
      fileURLToPath(SCANNED_RC),
    ]);
    const progress: PageProgress[] = [];
    const result = await extractText({ path: 'scan-criteres.PNG', bytes: png }, (p) => progress.push(p));
    expect(result.pageCount).toBe(1);
    expect(result.notRead).toBeUndefined();
    expect(result.pages[0]).toMatchObject({ file: 'scan-criteres.PNG', page: 1, ocr: true });
    expect(result.pages[0]!.text).toMatch(/2\. Critères techniques : sur 40 points/);
    expect(progress).toEqual([{ done: 1, total: 1, ocr: true }]);
  });
});

describe('pageCitation', () => {
  it('names the file and the page, and says when the text was recognised by OCR', () => {
    expect(pageCitation({ file: 'RC.pdf', page: 6 })).toBe('(RC.pdf, p. 6)');
    expect(pageCitation({ file: 'RC.pdf', page: 6, ocr: true })).toBe(`(RC.pdf, p. 6) — ${OCR_MARK}`);
    expect(OCR_MARK).toBe('texte reconnu par OCR');
  });
});

describe('imageCover', () => {
  const A4 = 595 * 842;
  /** The share of its page that the images of a one-page PDF cover, as PDFium reads them. */
  function cover(bytes: Uint8Array): number {
    const doc = openDocument(bytes);
    try {
      return withPage(doc, 1, (page) => imageCover(page));
    } finally {
      closeDocument(doc);
    }
  }

  it('is the whole page for a scan drawn over the page', () => {
    const scanned = readFileSync(SCANNED_RC);
    const doc = openDocument(scanned);
    try {
      for (let n = 1; n <= doc.pageCount; n += 1)
        expect(withPage(doc, n, (page) => imageCover(page))).toBeCloseTo(1, 2);
    } finally {
      closeDocument(doc);
    }
  });

  it('is small for a logo, whatever was drawn before and after it under save and restore', () => {
    const logo = onePagePdf(
      `q 2 0 0 2 0 0 cm ${inlineImage([60, 0, 0, 40, 30, 370])} Q ${inlineImage([1, 0, 0, 1, 0, 0])}`,
    );
    // 60 × 40 scaled twice on each side, then a 1 × 1 point image.
    expect(cover(logo)).toBeCloseTo((120 * 80 + 1) / A4, 6);
  });

  it('follows the matrix of a form XObject and a rotated image', () => {
    const form = onePagePdf(`/Fm1 Do ${inlineImage([10, 0, 0, 10, 0, 0])}`, [
      { matrix: [0.5, 0, 0, 0.5, 0, 0], content: inlineImage([0, 842 * 2, -595 * 2, 0, 595 * 2, 0]) },
    ]);
    expect(cover(form)).toBeCloseTo((A4 + 100) / A4, 6);
  });

  it('is 0 for a page without images', () => {
    expect(cover(onePagePdf('BT /F1 12 Tf 40 780 Td (Article 1) Tj ET'))).toBe(0);
  });
});

describe('letterCount', () => {
  it('counts letters of any script, accented ones included, and nothing else', () => {
    expect(letterCount('Page 3 sur 17 — « Signé » éÀç')).toBe(15);
    expect(letterCount('12/03/2026 - 45 %')).toBe(0);
  });
});
