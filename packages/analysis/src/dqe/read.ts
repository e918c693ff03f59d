import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { FinancialOffer, PriceItem, PriceLineCheck } from '@mieux-disant/domain';
import { DocumentError } from '../errors';
import { isOleFile, xlsMessage } from '../text/formats';
import { checkBill } from './checks';
import { scanWorkbook, type BillLine, type SheetScan } from './scan';

export interface DqeResult {
  offer: FinancialOffer;
  checks: PriceLineCheck[];
}

/** Amounts to the cent; unit prices keep up to 4 decimals when the bill writes them, else 2. */
export function money(value: Decimal): string {
  return value.toFixed(2, Decimal.ROUND_HALF_UP);
}

export function unitMoney(value: Decimal): string {
  return value.decimalPlaces() > 2
    ? value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString()
    : money(value);
}

function quantityText(value: Decimal | null): string | null {
  return value === null ? null : value.toString();
}

export function lineTotal(line: BillLine): Decimal | null {
  if (line.amount) return line.amount;
  if (line.noPriceByIntent) return new Decimal(0);
  if (line.quantity && line.unitPrice) return line.quantity.times(line.unitPrice);
  return null;
}

function toItem(line: BillLine, prefix: string): PriceItem {
  const total = lineTotal(line);
  return {
    priceNumber: `${prefix}${line.code}`,
    description: line.description,
    unit: line.unit || (line.noPriceByIntent ? 'PM' : ''),
    estimatedQuantity: quantityText(line.quantity),
    unitPrice: line.unitPrice ? unitMoney(line.unitPrice) : null,
    totalPrice: total ? money(total) : null,
  };
}

/** The global price: the sum of the lines' amounts outside options (PSE, variantes); null if none is priced. */
export function globalPrice(scans: readonly SheetScan[]): Decimal | null {
  let sum: Decimal | null = null;
  for (const line of scans.flatMap((scan) => scan.lines)) {
    const total = lineTotal(line);
    if (!line.option && !line.noPriceByIntent && total) sum = (sum ?? new Decimal(0)).plus(total);
  }
  return sum;
}

/** Below a cent, a line's amount and its quantity × unit price agree (rounding). */
const TOLERANCE = new Decimal('0.01');

/** A line's amount rectified: quantity × unit price (to the cent) where the stated amount disagrees. */
function rectifiedLineTotal(line: BillLine): Decimal | null {
  const stated = lineTotal(line);
  if (!line.quantity || !line.unitPrice || !line.amount) return stated;
  const product = line.quantity.times(line.unitPrice);
  return product.minus(line.amount).abs().greaterThan(TOLERANCE)
    ? product.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    : stated;
}

/**
 * The global price with arithmetic errors rectified, unit prices prevailing (the usual rule of an RC):
 * the same lines as globalPrice(), each at quantity × unit price where its amount disagrees.
 */
export function rectifiedPrice(scans: readonly SheetScan[]): Decimal | null {
  let sum: Decimal | null = null;
  for (const line of scans.flatMap((scan) => scan.lines)) {
    const total = rectifiedLineTotal(line);
    if (!line.option && !line.noPriceByIntent && total) sum = (sum ?? new Decimal(0)).plus(total);
  }
  return sum;
}

/** Sheet parts a bill's figures never need; skipping them speeds up heavily formatted workbooks. */
const IGNORED_NODES = [
  'dataValidations',
  'conditionalFormatting',
  'hyperlinks',
  'drawing',
  'picture',
  'extLst',
  'headerFooter',
  'pageSetup',
  'printOptions',
  'pageMargins',
  'rowBreaks',
  'autoFilter',
];

async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer, { ignoreNodes: IGNORED_NODES });
  } catch {
    if (isOleFile(bytes)) throw new DocumentError(xlsMessage('Le fichier DQE'));
    throw new DocumentError('Le fichier DQE est illisible : ce n’est pas un classeur Excel (.xlsx) valide.');
  }
  return workbook;
}

/** Reads a company's priced bill (DQE, DPGF or BPU) in any layout into its financial offer and checks. */
export async function readDqe(bytes: Uint8Array, companyName: string): Promise<DqeResult> {
  const workbook = await loadWorkbook(bytes);
  const scans = scanWorkbook(workbook);
  const lineCount = scans.reduce((n, scan) => n + scan.lines.length, 0);
  if (lineCount === 0) {
    throw new DocumentError(
      `Le DQE de ${companyName} ne contient aucune ligne de prix : aucune ligne d’en-tête (Désignation, Quantité, Prix unitaire, Montant HT…) suivie de lignes chiffrées n’a été trouvée.`,
    );
  }
  const several = scans.length > 1;
  const items = scans.flatMap((scan) =>
    scan.lines.map((line) => toItem(line, several ? `${scan.name} · ` : '')),
  );
  const total = globalPrice(scans);
  const rectified = rectifiedPrice(scans);
  const offer: FinancialOffer = {
    name: companyName,
    global_price: total ? money(total) : null,
    rectified_price: rectified ? money(rectified) : null,
    items,
  };
  return { offer, checks: checkBill(scans, several, offer) };
}
