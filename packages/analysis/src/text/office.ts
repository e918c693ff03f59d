// Office documents (DOCX, DOC, ODT, XLSX) as page texts. A module of its own, loaded by extractText on the
// first office file: its libraries (mammoth, word-extractor, JSZip, saxes, ExcelJS) take longer to load
// than a 400-page PDF takes to read, and a tender given as PDFs needs none of them.
import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { SaxesParser } from 'saxes';
import { LIST_ITEM } from './layout.mjs';
import { withWordNumbers } from './word-numbers';

/**
 * Word: one page (a Word file carries no fixed pages), its paragraphs apart by a blank line as
 * mammoth writes its raw text, each list item with the number or bullet Word draws for it, and its
 * tables row by row: the cells of a row apart by tabs, the paragraphs of a cell on one line (a list
 * item on a line of its own), a cell merged down over several rows left empty in the rows under it.
 */
async function docxPages(bytes: Uint8Array): Promise<string[]> {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(await withWordNumbers(bytes)) });
  return [docxHtmlText(value)];
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

interface Cell {
  lines: string[];
  span: number;
}

/** The text of mammoth's HTML (well formed: it writes it itself), tables as rows of cells. */
export function docxHtmlText(html: string): string {
  const parser = new SaxesParser();
  const out: string[] = [];
  const tables = new Tables();
  let block = '';
  const endBlock = () => {
    // Tabs typed in a paragraph ('Prix<tab>40 %') stay: they set out columns as a table does.
    const text = block
      .replace(/[^\S\t]+/g, ' ')
      .replace(/ *\t */g, '\t')
      .replace(/^ +| +$/g, '');
    block = '';
    if (text.trim() === '') return;
    if (tables.cell) tables.cell.lines.push(text.replace(/\t/g, ' '));
    else out.push(`${text}\n\n`);
  };
  parser.on('opentag', (tag) => {
    if (tag.name === 'br' || tag.name === 'table' || BLOCKS.has(tag.name)) endBlock();
    if (tag.name === 'table') tables.openTable();
    else if (tag.name === 'tr') tables.openRow();
    else if (tag.name === 'td' || tag.name === 'th')
      tables.openCell(Number(tag.attributes['rowspan'] ?? 1) || 1);
  });
  parser.on('closetag', (tag) => {
    if (BLOCKS.has(tag.name) || tag.name === 'td' || tag.name === 'th') endBlock();
    if (tag.name === 'td' || tag.name === 'th') tables.closeCell();
    else if (tag.name === 'tr') tables.closeRow();
    else if (tag.name === 'table') {
      const text = tables.closeTable();
      if (text !== null) out.push(`${text}\n\n`);
    }
  });
  parser.on('text', (chunk) => {
    block += chunk;
  });
  parser.write(`<body>${html}</body>`).close();
  endBlock();
  return out.join('');
}

/** The tables being read, innermost last, each as its rows, the row being read and the cell being read. */
class Tables {
  private readonly open: { rows: Cell[][]; row: Cell[] | null; cell: Cell | null }[] = [];

  private get top() {
    return this.open[this.open.length - 1];
  }

  get reading(): boolean {
    return this.open.length > 0;
  }

  /** The cell being read, where the text goes instead of the page. */
  get cell(): Cell | null {
    return this.top?.cell ?? null;
  }

  openTable(): void {
    this.open.push({ rows: [], row: null, cell: null });
  }

  openRow(): void {
    if (this.top) this.top.row = [];
  }

  openCell(span: number): void {
    if (this.top) this.top.cell = { lines: [], span };
  }

  closeCell(): void {
    const table = this.top;
    if (!table?.cell) return;
    table.row?.push(table.cell);
    table.cell = null;
  }

  closeRow(): void {
    const table = this.top;
    if (!table?.row) return;
    table.rows.push(table.row);
    table.row = null;
  }

  /** The closed table's text, or null when it lies in a cell of another table (its lines go there). */
  closeTable(): string | null {
    const table = this.open.pop();
    if (!table) return null;
    const text = tableText(table.rows);
    if (!this.cell) return text;
    this.cell.lines.push(...text.split('\n'));
    return null;
  }
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

/** The bullets of an OpenDocument list by level, when its style names none. */
const BULLETS = ['•', 'o', '▪'];

/** A list of an OpenDocument text being read: numbered or bulleted, and its items so far. */
interface OpenList {
  ordered: boolean;
  count: number;
  /** The bullet the document's list style draws, when it names one. */
  bullet?: string;
}

/**
 * The mark a list item gets: a bullet by level in a bulleted list, its rank in a numbered one, under
 * the ranks of the numbered items it sits in ('2.1').
 */
function listMark(lists: OpenList[]): string {
  const list = lists[lists.length - 1];
  if (!list) return '';
  if (!list.ordered) return list.bullet ?? BULLETS[Math.min(lists.length, BULLETS.length) - 1]!;
  let ranks: number[] = [];
  for (const open of lists) ranks = open.ordered ? [...ranks, open.count] : [];
  return ranks.length === 1 ? `${ranks[0]}.` : ranks.join('.');
}

/** What an element of the body writes into the text when it opens (self-closing marks) or closes. */
const ODT_MARKS: Record<string, string> = {
  'text:soft-page-break': '\f',
  'text:tab': '\t',
  'text:line-break': '\n',
};
const ODT_ENDS: Record<string, string> = { 'text:p': '\n', 'text:h': '\n' };

/**
 * OpenDocument text: paragraphs and headings as lines, LibreOffice's soft page breaks as pages, its
 * tables row by row as Word's (a cell covered by one merged over it is an empty cell), and its list
 * items with the bullet or the number their list style draws.
 */
export function odtContentText(xml: string): string[] {
  const parser = new SaxesParser();
  let inBody = false;
  let text = '';
  const tables = new Tables();
  let line = '';
  // List styles by name, each level numbered or bulleted; the lists open, with their style.
  const listStyles = new Map<string, Map<number, { ordered: boolean; bullet?: string }>>();
  let styleRead: Map<number, { ordered: boolean; bullet?: string }> | null = null;
  const lists: (OpenList & { style: string })[] = [];
  let mark = '';
  const write = (chunk: string) => {
    if (tables.cell) line += chunk;
    else text += chunk;
  };
  const endLine = () => {
    // A line break in a cell ('<text:line-break/>') parts its lines, as Word's '<br />'.
    for (const part of line.split('\n')) {
      const done = part.replace(/\s+/g, ' ').trim();
      if (done !== '') tables.cell?.lines.push(done);
    }
    line = '';
  };
  const isCell = (name: string) => name === 'table:table-cell' || name === 'table:covered-table-cell';
  parser.on('opentag', (tag) => {
    const attribute = (name: string) => tag.attributes[name] as string | undefined;
    if (tag.name === 'text:list-style')
      listStyles.set(attribute('style:name') ?? '', (styleRead = new Map()));
    else if (styleRead && /^text:list-level-style-(?:bullet|number)$/.test(tag.name))
      styleRead.set(Number(attribute('text:level') ?? 1), {
        ordered: tag.name.endsWith('number') && (attribute('style:num-format') ?? '') !== '',
        bullet: attribute('text:bullet-char'),
      });
    if (tag.name === 'office:body') inBody = true;
    if (!inBody) return;
    if (tag.name === 'text:list') {
      const style = attribute('text:style-name') ?? lists[lists.length - 1]?.style ?? '';
      const level = listStyles.get(style)?.get(lists.length + 1);
      lists.push({ style, count: 0, ordered: level?.ordered ?? false, bullet: level?.bullet });
    } else if (tag.name === 'text:list-item' && lists.length > 0) {
      lists[lists.length - 1]!.count += 1;
      mark = listMark(lists);
    } else if ((tag.name === 'text:p' || tag.name === 'text:h') && mark !== '') {
      write(`${mark} `);
      mark = '';
    }
    if (tag.name === 'table:table') tables.openTable();
    else if (tag.name === 'table:table-row') tables.openRow();
    else if (isCell(tag.name)) tables.openCell(1);
    // <text:s text:c="3"/> stands for that many spaces, one when the count is absent.
    if (tag.name === 'text:s') write(' '.repeat(Number(tag.attributes['text:c'] ?? 1)));
    // A table is read whole, on the page where it starts.
    else if (!(tables.reading && tag.name === 'text:soft-page-break')) write(ODT_MARKS[tag.name] ?? '');
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'text:list-style') styleRead = null;
    if (tag.name === 'office:body') inBody = false;
    if (!inBody) return;
    if (tag.name === 'text:list') lists.pop();
    if (tables.cell && (tag.name === 'text:p' || tag.name === 'text:h' || isCell(tag.name))) endLine();
    if (isCell(tag.name)) tables.closeCell();
    else if (tag.name === 'table:table-row') tables.closeRow();
    else if (tag.name === 'table:table') {
      const rows = tables.closeTable();
      if (rows !== null) text += `${rows}\n`;
    } else if (!tables.cell && !tag.isSelfClosing) text += ODT_ENDS[tag.name] ?? '';
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
