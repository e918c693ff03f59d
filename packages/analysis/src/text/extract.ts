import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { closePdfPool, pdfPages } from './pdf-pool';

/** A file of a tender or of a company answer, as uploaded. */
export interface SourceDocument {
  /** Relative path, e.g. 'RC.pdf' or 'annexes/DC1.docx'. */
  path: string;
  bytes: Uint8Array;
}

/** Text of one page; `page` is the 1-based page number in `file`, so findings can cite it. */
export interface PageText {
  file: string;
  page: number;
  text: string;
}

export interface ExtractedText {
  /** Every page in order (a page without text layer is kept, with empty text). */
  pages: PageText[];
  pageCount: number;
  /** French message when the file could not be read at all. */
  error?: string;
  /** Pages counted but not read: images and image-only PDF pages (OCR comes later). */
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

async function extractPdf(doc: SourceDocument): Promise<ExtractedText> {
  try {
    const { pageCount, pages } = await pdfPages(doc.bytes);
    return withNotRead(
      pages.map((p) => ({ file: doc.path, page: p.page, text: p.text })),
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

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return XML_ENTITIES[name] ?? whole;
  });
}

/** OpenDocument text: paragraphs and headings as lines, LibreOffice's soft page breaks as pages. */
export function odtContentText(xml: string): string[] {
  const body = xml.replace(/^[\s\S]*?<office:body>/, '');
  const text = body
    .replace(/<text:soft-page-break\s*\/>/g, '\f')
    .replace(/<text:s\s+text:c="(\d+)"\s*\/>/g, (_m, n: string) => ' '.repeat(Number(n)))
    .replace(/<text:s\s*\/>/g, ' ')
    .replace(/<text:tab\s*\/>/g, '\t')
    .replace(/<text:line-break\s*\/>/g, '\n')
    .replace(/<\/text:(p|h)>/g, '\n')
    .replace(/<\/table:table-cell>/g, '\t')
    .replace(/<[^>]+>/g, '');
  return decodeXml(text).split('\f');
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
 * Text of a document, page by page. PDF through pdf.js in worker threads, DOCX, ODT, XLSX (one page
 * per sheet), TXT and Markdown; images are counted as pages not read. Never throws: an unreadable
 * file gives `error` (French) and no pages, so the other files of a tender still go on.
 */
export async function extractText(doc: SourceDocument): Promise<ExtractedText> {
  const extension = extensionOf(doc.path);
  if (extension === 'pdf') return extractPdf(doc);
  if (IMAGE_EXTENSIONS.has(extension)) return { pages: [], pageCount: 1, notRead: [1] };
  try {
    switch (extension) {
      case 'docx':
        return await extractDocx(doc);
      case 'odt':
        return await extractOdt(doc);
      case 'xlsx':
        return await extractXlsx(doc);
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
