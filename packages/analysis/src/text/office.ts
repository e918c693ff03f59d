// Office documents (DOCX, DOC, ODT, XLSX) as page texts. A module of its own, loaded by extractText on the
// first office file: its libraries (mammoth, word-extractor, JSZip, saxes, ExcelJS) take longer to load
// than a 400-page PDF takes to read, and a tender given as PDFs needs none of them.
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { SaxesParser } from 'saxes';

/** Word: the text, cut at the page breaks typed by the author (a Word file carries no fixed pages). */
async function docxPages(bytes: Uint8Array): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value.split('\f');
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
async function docPages(bytes: Uint8Array): Promise<string[]> {
  const word = await new WordExtractor().extract(Buffer.from(bytes));
  const exact = { filterUnicode: false };
  const parts = [word.getBody(exact), word.getFootnotes(exact), word.getEndnotes(exact)];
  const text = parts
    .map((part) => part.replace(/[ \t]+$/gm, '').trim())
    .filter((part) => part !== '')
    .join('\n\n');
  return [text];
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

async function odtPages(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const content = zip.file('content.xml');
  if (!content) throw new Error('content.xml missing');
  return odtContentText(await content.async('string'));
}

/** Each sheet is a page: its name, then its non-empty rows, cells separated by tabs. */
async function xlsxPages(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
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
  return sheets;
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text.replace(/\s+/g, ' ').trim();
  } catch {
    return '';
  }
}

export type OfficeFormat = 'docx' | 'doc' | 'odt' | 'xlsx';

const readers: Record<OfficeFormat, (bytes: Uint8Array) => Promise<string[]>> = {
  docx: docxPages,
  doc: docPages,
  odt: odtPages,
  xlsx: xlsxPages,
};

/** The text of each page of an office file; throws when its library cannot read it. */
export function officePages(format: OfficeFormat, bytes: Uint8Array): Promise<string[]> {
  return readers[format](bytes);
}
