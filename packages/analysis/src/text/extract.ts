import { closePdfPool, imagePage, pdfPages, type PageProgress } from './pdf-pool';
import { extensionOf, IMAGE_EXTENSIONS, xlsMessage } from './formats';
import type { OfficeFormat } from './office';
import { isRtf, rtfText } from './rtf';

/** A file of a tender or of a company answer, as uploaded. */
export interface SourceDocument {
  /** Relative path, e.g. 'RC.pdf' or 'annexes/DC1.docx'. */
  path: string;
  bytes: Uint8Array;
}

/**
 * Text of one page; `page` is the 1-based page number in `file`, so findings can cite it. `ocr`: the
 * page is a scan and its text was recognised by OCR (a citation says so, see `pageCitation`).
 */
export interface PageText {
  file: string;
  page: number;
  text: string;
  ocr?: true;
}

export interface ExtractedText {
  /** Every page in order (a page without text layer is kept, with empty text). */
  pages: PageText[];
  pageCount: number;
  /** French message when the file could not be read at all. */
  error?: string;
  /** Pages counted but not read: pages (of a PDF or an image file) where neither a text layer nor OCR found text. */
  notRead?: number[];
}

const TEXT_EXTENSIONS = new Set(['txt', 'md', 'markdown', 'csv']);

export const pdfErrorMessage = (file: string) => `Impossible d'extraire le texte du PDF: ${file}`;
export const documentErrorMessage = (file: string) => `Impossible d'extraire le texte du document: ${file}`;
export const unsupportedMessage = (file: string) => `Format de fichier non pris en charge: ${file}`;

function withNotRead(pages: PageText[], pageCount: number): ExtractedText {
  const notRead = pages.filter((p) => p.text.trim() === '').map((p) => p.page);
  return notRead.length > 0 ? { pages, pageCount, notRead } : { pages, pageCount };
}

function splitPages(file: string, texts: string[]): ExtractedText {
  const pages = texts.map((text, index) => ({ file, page: index + 1, text }));
  return withNotRead(pages, pages.length);
}

/** What a citation of an OCR'd page adds, in the analysis output and so in the UI. */
export const OCR_MARK = 'texte reconnu par OCR';

/**
 * Where a finding was read: « (RC.pdf, p. 3) », followed by « — texte reconnu par OCR » on a scanned
 * page, outside the parentheses so that « (file, p. N) » stays the same for every reader of citations.
 */
export function pageCitation(page: Pick<PageText, 'file' | 'page' | 'ocr'>): string {
  return `(${page.file}, p. ${page.page})${page.ocr ? ` — ${OCR_MARK}` : ''}`;
}

/**
 * PDFs and images read, by their bytes (the same array object) and name: a document asked for twice,
 * like the RC that the command line reads for the criteria and again for the price checks, is read
 * (and OCR'd) once.
 */
const readOnes = new WeakMap<Uint8Array, Map<string, Promise<ExtractedText>>>();

function once(doc: SourceDocument, read: () => Promise<ExtractedText>): Promise<ExtractedText> {
  const byName = readOnes.get(doc.bytes) ?? new Map<string, Promise<ExtractedText>>();
  readOnes.set(doc.bytes, byName);
  const known = byName.get(doc.path);
  if (known) return known;
  const reading = read();
  byName.set(doc.path, reading);
  return reading;
}

/** An image file is one scanned page: OCR reads it, or it is counted as not read. */
async function readImage(
  doc: SourceDocument,
  onPage?: (progress: PageProgress) => void,
): Promise<ExtractedText> {
  try {
    const { text } = await imagePage(doc.bytes);
    onPage?.({ done: 1, total: 1, ocr: true });
    return withNotRead([{ file: doc.path, page: 1, text, ocr: true }], 1);
  } catch {
    return { pages: [], pageCount: 1, notRead: [1] };
  }
}

async function readPdf(
  doc: SourceDocument,
  onPage?: (progress: PageProgress) => void,
): Promise<ExtractedText> {
  try {
    const { pageCount, pages } = await pdfPages(doc.bytes, onPage);
    return withNotRead(
      pages.map((p) => ({
        file: doc.path,
        page: p.page,
        text: p.text,
        ...(p.ocr ? { ocr: true as const } : {}),
      })),
      pageCount,
    );
  } catch {
    return { pages: [], pageCount: 0, error: pdfErrorMessage(doc.path) };
  }
}

/** An office file, its reader loaded with its library on the first such file (see office.ts). */
async function readOffice(doc: SourceDocument, format: OfficeFormat): Promise<ExtractedText> {
  const { officePages } = await import('./office');
  return splitPages(doc.path, await officePages(format, doc.bytes));
}

function extractPlain(doc: SourceDocument): ExtractedText {
  const text = new TextDecoder('utf-8').decode(doc.bytes);
  return splitPages(doc.path, text.split('\f'));
}

/**
 * Text of a document, page by page. PDF through PDFium in worker threads (scanned pages through OCR,
 * each PDF page reported to `onPage` as it is read), DOCX, DOC, ODT, RTF, XLSX (one page per sheet),
 * TXT and Markdown; an image file is one page read by OCR; an .xls workbook is refused with a
 * request for .xlsx. Never throws: an unreadable file gives `error`
 * (French) and no pages, so the other files of a tender still go on.
 */
export async function extractText(
  doc: SourceDocument,
  onPage?: (progress: PageProgress) => void,
): Promise<ExtractedText> {
  const extension = extensionOf(doc.path);
  if (extension === 'pdf') return once(doc, () => readPdf(doc, onPage));
  if (IMAGE_EXTENSIONS.has(extension)) return once(doc, () => readImage(doc, onPage));
  try {
    switch (extension) {
      case 'docx':
      case 'odt':
      case 'xlsx':
        return await readOffice(doc, extension);
      case 'doc':
      case 'rtf':
        // Word also saves RTF under a .doc name: the content decides.
        if (isRtf(doc.bytes)) return splitPages(doc.path, rtfText(doc.bytes).split('\f'));
        return await readOffice(doc, 'doc');
      case 'xls':
        return { pages: [], pageCount: 0, error: xlsMessage(`Le classeur ${doc.path}`) };
      default:
        if (TEXT_EXTENSIONS.has(extension)) return extractPlain(doc);
        return { pages: [], pageCount: 0, error: unsupportedMessage(doc.path) };
    }
  } catch {
    return { pages: [], pageCount: 0, error: documentErrorMessage(doc.path) };
  }
}

/** Stops the PDF worker threads; call on shutdown or at the end of a test file. */
export function closeTextWorkers(): Promise<void> {
  return closePdfPool();
}
