import type Decimal from 'decimal.js';
import type { Cell, Row, Workbook, Worksheet } from 'exceljs';
import { cellContent, normalise, type CellContent } from './cells';
import { headerColumns, refineWithNextRow, type Columns, type Role } from './header';

/** A price line as written in the bill, before it becomes a PriceItem. */
export interface BillLine {
  row: number;
  code: string;
  description: string;
  unit: string;
  quantity: Decimal | null;
  unitPrice: Decimal | null;
  amount: Decimal | null;
  /** 'PM' (pour mémoire), 'inclus', 'offert': no price by intent. */
  noPriceByIntent: boolean;
  /** a PSE, option or variante: listed, not part of the global price. */
  option: boolean;
  /** cells that held a spreadsheet error (#REF!, #VALUE!) */
  errors: Role[];
}

export interface StatedTotal {
  row: number;
  label: string;
  amount: Decimal;
}

export interface SheetScan {
  name: string;
  headerRow: number;
  columns: Columns;
  lines: BillLine[];
  subtotalRows: number[];
  totals: StatedTotal[];
}

const HEADER_SEARCH_ROWS = 80;
const ROLES: Role[] = ['code', 'description', 'unit', 'quantity', 'unitPrice', 'amount'];
const NO_PRICE_BY_INTENT = /^(pm|p m|pour memoire|inclus|compris|offert|sans objet|so|neant)( .*)?$/;
const OPTION = /\b(pse|option|options|optionnelle|variante|variantes|prestations? supplementaires?)\b/;
const RECAP_SHEET = /^(recap|recapitulatif|synthese|resume|sommaire|total|totaux|page de garde)\b/;
const RECAP_TITLE = /^(recap|recapitulatif|synthese)\b/;
const SECTION_NUMBER = /^((?:\d+|[a-z]|[ivx]+)(?:[.)]\d+)*[.)]?)\s+(.+)$/i;

function labelOf(text: string): string {
  return normalise(text).replace(/^[^a-z0-9]+/, '');
}

function isSubtotal(label: string): boolean {
  return /^(sous total|s total|total partiel|report)\b/.test(label);
}

function isTotal(label: string): boolean {
  return (
    /^(total|montant total|montant global|prix global|net a payer)\b/.test(label) && !/\bttc\b/.test(label)
  );
}

function isTaxOrAdjustment(label: string): boolean {
  return /\b(tva|ttc|prorata|taxe)\b/.test(label);
}

/** True when the description cell is merged with another column of the bill: a title, not a line. */
function mergedLabel(row: Row, columns: Columns): boolean {
  const descCol = columns.description;
  if (descCol === undefined) return false;
  const desc = row.getCell(descCol);
  if (!desc.isMerged) return false;
  const master = desc.master.address;
  return ROLES.some((role) => {
    const col = columns[role];
    return (
      col !== undefined &&
      col !== descCol &&
      row.getCell(col).isMerged &&
      row.getCell(col).master.address === master
    );
  });
}

const NUMERIC: Record<Role, boolean> = {
  code: false,
  description: false,
  unit: false,
  quantity: true,
  unitPrice: true,
  amount: true,
};

function read(row: Row, col: number | undefined, role: Role): CellContent {
  if (col === undefined) return { text: '', number: null, error: false };
  return cellContent(row.getCell(col), NUMERIC[role]);
}

/** The description; when the description column is a merge slave, the merged label is the text. */
function descriptionText(row: Row, columns: Columns): string {
  const col = columns.description;
  if (col === undefined) return '';
  const cell: Cell = row.getCell(col);
  if (cell.isMerged && cell.master.address !== cell.address) return cellContent(cell.master, false).text;
  return cellContent(cell, false).text;
}

/** The code; a code cell merged over several rows (PSE 4 on two lines) gives its text to each. */
function codeText(row: Row, columns: Columns): string {
  const col = columns.code;
  if (col === undefined || col === columns.description) return '';
  const cell: Cell = row.getCell(col);
  if (cell.isMerged && cell.master.address !== cell.address && cell.master.row !== cell.row) {
    return cellContent(cell.master, false).text;
  }
  return cellContent(cell, false).text;
}

function findHeader(sheet: Worksheet): { row: number; columns: Columns } | null {
  const last = Math.min(sheet.rowCount, HEADER_SEARCH_ROWS);
  for (let r = 1; r <= last; r += 1) {
    const columns = headerColumns(sheet.getRow(r));
    if (!columns) continue;
    const twoRows = r < sheet.rowCount && refineWithNextRow(columns, sheet.getRow(r + 1));
    return { row: twoRows ? r + 1 : r, columns };
  }
  return null;
}

interface Context {
  section: string;
  sectionOption: boolean;
  subtitle: string;
  ordinal: number;
}

function onTitle(context: Context, text: string): void {
  const numbered = SECTION_NUMBER.exec(text);
  if (numbered && /\d/.test(numbered[1] ?? '')) {
    context.section = (numbered[1] ?? '').replace(/[.)]$/, '');
    context.subtitle = '';
    context.ordinal = 0;
    context.sectionOption = OPTION.test(normalise(text));
  } else {
    context.subtitle = text;
    if (OPTION.test(normalise(text))) context.sectionOption = true;
  }
}

interface RowText {
  cells: Record<Role, CellContent>;
  description: string;
  code: string;
  label: string;
}

function readRow(row: Row, columns: Columns): RowText {
  const cells = Object.fromEntries(ROLES.map((role) => [role, read(row, columns[role], role)])) as Record<
    Role,
    CellContent
  >;
  const description = descriptionText(row, columns);
  const code = codeText(row, columns);
  cells.code = { ...cells.code, text: code };
  return { cells, description, code, label: labelOf(description || code) };
}

type RowKind = 'blank' | 'subtotal' | 'total' | 'recap' | 'adjustment' | 'title' | 'line';

/** What a row under the header is; the order matters (a 'Sous-total' row also carries an amount). */
function kindOf(text: RowText, row: Row, columns: Columns): RowKind {
  const { cells, label, description } = text;
  if (!label) return 'blank';
  if (isSubtotal(label)) return 'subtotal';
  if (isTotal(label)) return 'total';
  if (RECAP_TITLE.test(label)) return 'recap';
  if (isTaxOrAdjustment(label) && !cells.unit.text && !cells.quantity.text) return 'adjustment';
  const valued = cells.unit.text || cells.quantity.text || cells.unitPrice.text || cells.amount.text;
  return mergedLabel(row, columns) || !valued || !description ? 'title' : 'line';
}

/** Reads the rows under the header of one sheet and sorts them into lines, titles, subtotals, totals. */
export function scanSheet(sheet: Worksheet): SheetScan | null {
  const header = findHeader(sheet);
  if (!header) return null;
  const { columns } = header;
  const scan: SheetScan = {
    name: sheet.name,
    headerRow: header.row,
    columns,
    lines: [],
    subtotalRows: [],
    totals: [],
  };
  const context: Context = { section: '', sectionOption: false, subtitle: '', ordinal: 0 };
  const codes = new Map<string, number>();
  let inRecap = false;
  for (let r = header.row + 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    if (!row.hasValues) continue;
    const text = readRow(row, columns);
    const kind = kindOf(text, row, columns);
    if (kind === 'subtotal') scan.subtotalRows.push(r);
    if (kind === 'total' && text.cells.amount.number) {
      scan.totals.push({ row: r, label: text.description, amount: text.cells.amount.number });
    }
    if (kind === 'recap') inRecap = true;
    if (inRecap) continue;
    if (kind === 'title') onTitle(context, titleText(text));
    if (kind === 'line') scan.lines.push(uniqueCode(toLine(r, text, context), codes));
  }
  return scan;
}

function titleText({ code, description }: RowText): string {
  return code && code !== description ? `${code} ${description}` : description || code;
}

/** A price number met twice in a sheet (PSE 4 on two rows) gets ' (2)', ' (3)'… */
function uniqueCode(line: BillLine, codes: Map<string, number>): BillLine {
  const seen = codes.get(line.code) ?? 0;
  codes.set(line.code, seen + 1);
  return seen > 0 ? { ...line, code: `${line.code} (${seen + 1})` } : line;
}

function toLine(row: number, { cells, description: text }: RowText, context: Context): BillLine {
  context.ordinal += 1;
  const ownCode = cells.code.text;
  const code = ownCode || `${context.section ? `${context.section}-` : 'L'}${context.ordinal}`;
  const description = context.subtitle && !ownCode ? `${context.subtitle} – ${text}` : text;
  const intent = [cells.quantity.text, cells.unitPrice.text, cells.amount.text].some(
    (t) => !/\d/.test(t.slice(0, 1)) && NO_PRICE_BY_INTENT.test(normalise(t)),
  );
  const option = context.sectionOption || OPTION.test(normalise(`${ownCode} ${text}`));
  const errors = ROLES.filter((role) => cells[role].error);
  return {
    row,
    code,
    description,
    unit: cells.unit.text,
    quantity: cells.quantity.number,
    unitPrice: cells.unitPrice.number,
    amount: cells.amount.number,
    noPriceByIntent: intent,
    option,
    errors,
  };
}

/** A sheet whose lines carry only an amount (no unit, quantity or unit price) restates other sheets. */
function amountsOnly(scan: SheetScan): boolean {
  return scan.lines.every((line) => !line.unit && !line.quantity && !line.unitPrice);
}

/**
 * Every priced sheet of a workbook. Left out so nothing counts twice: recap sheets (by their name, or
 * sheets of bare amounts beside detailed ones) and hidden sheets (helpers), unless nothing else is priced.
 */
export function scanWorkbook(workbook: Workbook): SheetScan[] {
  const scans = workbook.worksheets
    .filter((sheet) => sheet.state !== 'veryHidden')
    .map((sheet) => ({ hidden: sheet.state === 'hidden', scan: scanSheet(sheet) }))
    .filter((s): s is { hidden: boolean; scan: SheetScan } => s.scan !== null && s.scan.lines.length > 0);
  const visible = scans.filter((s) => !s.hidden).map((s) => s.scan);
  const candidates = visible.length > 0 ? visible : scans.map((s) => s.scan);
  const named = candidates.filter((scan) => !RECAP_SHEET.test(normalise(scan.name)));
  const detailed = named.filter((scan) => !amountsOnly(scan));
  if (detailed.length > 0) return detailed;
  return named.length > 0 ? named : candidates;
}
