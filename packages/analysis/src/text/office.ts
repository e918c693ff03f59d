// Office documents (DOCX, DOC, ODT, XLSX) as page texts. A module of its own, loaded by extractText on the
// first office file: its libraries (mammoth, word-extractor, JSZip, saxes, ExcelJS) take longer to load
// than a 400-page PDF takes to read, and a tender given as PDFs needs none of them.
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { SaxesParser } from 'saxes';

/**
 * Word: one page (a Word file carries no fixed pages), its paragraphs apart by a blank line as
 * mammoth writes its raw text, and its tables row by row: the cells of a row apart by tabs, the
 * paragraphs of a cell on one line (a list item on a line of its own), a cell merged down over
 * several rows left empty in the rows under it.
 */
async function docxPages(bytes: Uint8Array): Promise<string[]> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return [docxHtmlText(value)];
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
/** A cell's paragraph that opens a list item keeps its own line. */
const LIST_ITEM = /^(?:[-•*–—o▪►→]\s|\d{1,2}(?:\.\d{1,2})*\s*[.)-]\s|\d{1,2}(?:\.\d{1,2})+\s|[a-h]\)\s)/;

interface Cell {
  lines: string[];
  span: number;
}

/** The text of mammoth's HTML (well formed: it writes it itself), tables as rows of cells. */
export function docxHtmlText(html: string): string {
  const parser = new SaxesParser();
  const out: string[] = [];
  /** Open tables, innermost last: their rows, the row being read, the cell being read. */
  const tables: { rows: Cell[][]; row: Cell[] | null; cell: Cell | null }[] = [];
  let block = '';
  const endBlock = () => {
    const text = block.replace(/\s+/g, ' ').trim();
    block = '';
    const table = tables[tables.length - 1];
    if (table?.cell) {
      if (text !== '') table.cell.lines.push(text);
    } else if (text !== '') out.push(`${text}\n\n`);
  };
  parser.on('opentag', (tag) => {
    if (tag.name === 'table') {
      endBlock();
      tables.push({ rows: [], row: null, cell: null });
    } else if (tag.name === 'tr') tables[tables.length - 1]!.row = [];
    else if (tag.name === 'td' || tag.name === 'th') {
      const table = tables[tables.length - 1]!;
      table.cell = { lines: [], span: Number(tag.attributes['rowspan'] ?? 1) || 1 };
    } else if (tag.name === 'br' || BLOCKS.has(tag.name)) endBlock();
  });
  parser.on('closetag', (tag) => {
    const table = tables[tables.length - 1];
    if (BLOCKS.has(tag.name)) endBlock();
    else if ((tag.name === 'td' || tag.name === 'th') && table?.cell) {
      endBlock();
      table.row?.push(table.cell);
      table.cell = null;
    } else if (tag.name === 'tr' && table?.row) {
      table.rows.push(table.row);
      table.row = null;
    } else if (tag.name === 'table' && table) {
      tables.pop();
      const text = tableText(table.rows);
      const outer = tables[tables.length - 1];
      if (outer?.cell) outer.cell.lines.push(...text.split('\n'));
      else out.push(`${text}\n\n`);
    }
  });
  parser.on('text', (chunk) => {
    block += chunk;
  });
  parser.write(`<body>${html}</body>`).close();
  endBlock();
  return out.join('');
}

/** Rows of cells as lines: tabs between cells, an empty cell where one from a row above spans down. */
function tableText(rows: Cell[][]): string {
  const spanning: number[] = [];
  return rows
    .map((row) => {
      const cells: string[] = [];
      let column = 0;
      for (const cell of [...row, null]) {
        while ((spanning[column] ?? 0) > 0) {
          spanning[column]! -= 1;
          cells.push('');
          column += 1;
        }
        if (cell === null) break;
        if (cell.span > 1) spanning[column] = cell.span - 1;
        cells.push(
          cell.lines
            .map((line, i) => (i > 0 && LIST_ITEM.test(line) ? `\n${line}` : line))
            .join(' ')
            .replace(/ \n/g, '\n'),
        );
        column += 1;
      }
      while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
      return cells.join('\t');
    })
    .filter((line) => line !== '')
    .join('\n');
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
const ODT_ENDS: Record<string, string> = { 'text:p': '\n', 'text:h': '\n' };

/**
 * OpenDocument text: paragraphs and headings as lines, LibreOffice's soft page breaks as pages, and
 * its tables row by row as Word's (a cell covered by one merged over it is an empty cell).
 */
export function odtContentText(xml: string): string[] {
  const parser = new SaxesParser();
  let inBody = false;
  let text = '';
  /** Open tables, innermost last. */
  const tables: { rows: Cell[][]; row: Cell[] | null; cell: Cell | null }[] = [];
  let line = '';
  const write = (chunk: string) => {
    if (tables[tables.length - 1]?.cell) line += chunk;
    else text += chunk;
  };
  const endLine = () => {
    const cell = tables[tables.length - 1]?.cell;
    if (!cell) return;
    // A line break in a cell ('<text:line-break/>') parts its lines, as Word's '<br />'.
    for (const part of line.split('\n')) {
      const done = part.replace(/\s+/g, ' ').trim();
      if (done !== '') cell.lines.push(done);
    }
    line = '';
  };
  parser.on('opentag', (tag) => {
    if (tag.name === 'office:body') inBody = true;
    if (!inBody) return;
    const table = tables[tables.length - 1];
    if (tag.name === 'table:table') tables.push({ rows: [], row: null, cell: null });
    else if (tag.name === 'table:table-row' && table) table.row = [];
    else if ((tag.name === 'table:table-cell' || tag.name === 'table:covered-table-cell') && table)
      table.cell = { lines: [], span: 1 };
    // <text:s text:c="3"/> stands for that many spaces, one when the count is absent.
    if (tag.name === 'text:s') write(' '.repeat(Number(tag.attributes['text:c'] ?? 1)));
    else if (!(tables.length > 0 && tag.name === 'text:soft-page-break')) write(ODT_MARKS[tag.name] ?? '');
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'office:body') inBody = false;
    if (!inBody) return;
    const table = tables[tables.length - 1];
    if ((tag.name === 'text:p' || tag.name === 'text:h') && table?.cell) endLine();
    else if ((tag.name === 'table:table-cell' || tag.name === 'table:covered-table-cell') && table?.cell) {
      endLine();
      table.row?.push(table.cell);
      table.cell = null;
    } else if (tag.name === 'table:table-row' && table?.row) {
      table.rows.push(table.row);
      table.row = null;
    } else if (tag.name === 'table:table' && table) {
      tables.pop();
      const rows = tableText(table.rows);
      const outer = tables[tables.length - 1];
      if (outer?.cell) outer.cell.lines.push(...rows.split('\n'));
      else text += `${rows}\n`;
    } else if (!table?.cell && !tag.isSelfClosing) text += ODT_ENDS[tag.name] ?? '';
  });
  parser.on('text', (chunk) => {
    if (inBody) write(chunk);
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
