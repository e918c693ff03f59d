import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { SaxesParser } from 'saxes';
import { closePdfPool, imagePage, pdfPages, type PageProgress } from './pdf-pool';
import { xlsMessage } from './formats';
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

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'tif', 'tiff', 'bmp', 'webp']);
const TEXT_EXTENSIONS = new Set(['txt', 'md', 'markdown', 'csv']);

export const pdfErrorMessage = (file: string) => `Impossible d'extraire le texte du PDF: ${file}`;
export const documentErrorMessage = (file: string) => `Impossible d'extraire le texte du document: ${file}`;
export const unsupportedMessage = (file: string) => `Format de fichier non pris en charge: ${file}`;

function extensionOf(path: string): string {
  const name = path.split('/').pop() ?? path;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

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

async function extractDocx(doc: SourceDocument): Promise<ExtractedText> {
  // Word files carry no fixed pages; page breaks typed by the author still separate pages.
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(doc.bytes) });
  return splitPages(doc.path, value.split('\f'));
}

/** The part of word-extractor's API (a package without types) that is used here. */
interface WordDocument {
  getBody(options: { filterUnicode: boolean }): string;
  getFootnotes(options: { filterUnicode: boolean }): string;
  getEndnotes(options: { filterUnicode: boolean }): string;
}
const WordExtractor = createRequire(import.meta.url)('word-extractor') as new () => {
  extract(source: Buffer): Promise<WordDocument>;
};

/** Word 97-2003: the body, then footnotes and endnotes; Word's page breaks are not kept (one page). */
async function extractDoc(doc: SourceDocument): Promise<ExtractedText> {
  const word = await new WordExtractor().extract(Buffer.from(doc.bytes));
  const exact = { filterUnicode: false };
  const parts = [word.getBody(exact), word.getFootnotes(exact), word.getEndnotes(exact)];
  const text = parts
    .map((part) => part.replace(/[ \t]+$/gm, '').trim())
    .filter((part) => part !== '')
    .join('\n\n');
  return splitPages(doc.path, [text]);
}

/** What an element of the body writes into the text when it opens (self-closing marks) or closes. */
const ODT_MARKS: Record<string, string> = {
  'text:soft-page-break': '\f',
  'text:tab': '\t',
  'text:line-break': '\n',
};
const ODT_ENDS: Record<string, string> = { 'text:p': '\n', 'text:h': '\n', 'table:table-cell': '\t' };

/** OpenDocument text: paragraphs and headings as lines, LibreOffice's soft page breaks as pages. */
export function odtContentText(xml: string): string[] {
  const parser = new SaxesParser();
  let inBody = false;
  let text = '';
  parser.on('opentag', (tag) => {
    if (tag.name === 'office:body') inBody = true;
    if (!inBody) return;
    // <text:s text:c="3"/> stands for that many spaces, one when the count is absent.
    if (tag.name === 'text:s') text += ' '.repeat(Number(tag.attributes['text:c'] ?? 1));
    text += ODT_MARKS[tag.name] ?? '';
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'office:body') inBody = false;
    if (inBody && !tag.isSelfClosing) text += ODT_ENDS[tag.name] ?? '';
  });
  parser.on('text', (chunk) => {
    if (inBody) text += chunk;
  });
  parser.write(xml).close();
  return text.split('\f');
}

async function extractOdt(doc: SourceDocument): Promise<ExtractedText> {
  const zip = await JSZip.loadAsync(doc.bytes);
  const content = zip.file('content.xml');
  if (!content) throw new Error('content.xml missing');
  return splitPages(doc.path, odtContentText(await content.async('string')));
}

/** Each sheet is a page: its non-empty rows, cells separated by tabs. */
async function extractXlsx(doc: SourceDocument): Promise<ExtractedText> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(doc.bytes) as unknown as ArrayBuffer);
  const sheets: string[] = [];
  workbook.eachSheet((sheet) => {
    const lines: string[] = [`${sheet.name}`];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell((cell) => {
        // A merged range repeats its value in every cell: keep it once, at its top-left cell.
        if (cell.isMerged && cell.master !== cell) return;
        const text = cellText(cell);
        if (text !== '') cells.push(text);
      });
      if (cells.length > 0) lines.push(cells.join('\t'));
    });
    sheets.push(lines.join('\n'));
  });
  return splitPages(doc.path, sheets);
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text.replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
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
        return await extractDocx(doc);
      case 'odt':
        return await extractOdt(doc);
      case 'xlsx':
        return await extractXlsx(doc);
      case 'doc':
      case 'rtf':
        // Word also saves RTF under a .doc name: the content decides.
        if (isRtf(doc.bytes)) return splitPages(doc.path, rtfText(doc.bytes).split('\f'));
        return await extractDoc(doc);
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
