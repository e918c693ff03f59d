import Decimal from 'decimal.js';
import {
  checkOffer,
  formatEuro as euro,
  type FinancialOffer,
  type PriceLineCheck,
} from '@mieux-disant/domain';
import type { BillLine, SheetScan } from './scan';

const TOLERANCE = new Decimal('0.01');

/** What the domain's checkOffer cannot see in the cells: a spreadsheet error where a price should be. */
function cellErrorCheck(line: BillLine, priceNumber: string): PriceLineCheck[] {
  if (line.errors.length === 0) return [];
  const message = `Ligne ${priceNumber} (« ${line.description} ») : cellule en erreur (#REF! ou autre), prix illisible.`;
  return [{ priceNumber, description: line.description, kind: 'missing_price', message }];
}

/** The domain's line checks, less the ones a bill explains: 'PM' lines, lines priced by their amount alone, cell errors. */
function domainLineChecks(offer: FinancialOffer, lines: readonly BillLine[]): PriceLineCheck[] {
  const byNumber = new Map(offer.items.map((item, i) => [item.priceNumber, { item, line: lines[i] }]));
  return checkOffer(offer, null).filter((check) => {
    const entry = byNumber.get(check.priceNumber);
    if (!entry?.line) return true;
    if (entry.line.errors.length > 0) return false;
    if (check.kind !== 'missing_price') return true;
    return !entry.line.noPriceByIntent && entry.item.totalPrice === null;
  });
}

function sum(lines: readonly BillLine[], withOptions: boolean): Decimal {
  return lines.reduce((acc, line) => {
    if (line.option && !withOptions) return acc;
    const total =
      line.amount ?? (line.quantity && line.unitPrice ? line.quantity.times(line.unitPrice) : null);
    return total ? acc.plus(total) : acc;
  }, new Decimal(0));
}

function totalCheck(scan: SheetScan, prefix: string): PriceLineCheck[] {
  const stated = scan.totals[0];
  if (!stated) return [];
  const lines = sum(scan.lines, false);
  if (stated.amount.minus(lines).abs().lte(TOLERANCE)) return [];
  if (stated.amount.minus(sum(scan.lines, true)).abs().lte(TOLERANCE)) return [];
  return [
    {
      priceNumber: `${prefix}total`,
      description: stated.label,
      kind: 'total_mismatch',
      message: `${prefix ? `Feuille ${scan.name} : le` : 'Le'} total indiqué (${stated.label}) est de ${euro(stated.amount)}, mais la somme des lignes fait ${euro(lines)} (écart de ${euro(stated.amount.minus(lines))}).`,
    },
  ];
}

/**
 * What an evaluator must see in one bill: the domain's checks (quantity x unit price against the
 * amount, missing prices), spreadsheet errors, and each sheet's stated total against its lines.
 */
export function checkBill(
  scans: readonly SheetScan[],
  several: boolean,
  offer: FinancialOffer,
): PriceLineCheck[] {
  const lines = scans.flatMap((scan) => scan.lines);
  const cellErrors = scans.flatMap((scan) =>
    scan.lines.flatMap((line) => cellErrorCheck(line, `${several ? `${scan.name} · ` : ''}${line.code}`)),
  );
  const totals = scans.flatMap((scan) => totalCheck(scan, several ? `${scan.name} · ` : ''));
  return [...domainLineChecks(offer, lines), ...cellErrors, ...totals];
}
