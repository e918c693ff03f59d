import Decimal from 'decimal.js';
import type { PriceLineCheck } from '../contract';
import { euro } from './format';
import type { BillLine, SheetScan } from './scan';

const TOLERANCE = new Decimal('0.01');

function lineChecks(line: BillLine, priceNumber: string): PriceLineCheck[] {
  const base = { priceNumber, description: line.description };
  const where = `Ligne ${priceNumber} (${line.description})`;
  if (line.errors.length > 0) {
    return [
      {
        ...base,
        kind: 'missing_price',
        message: `${where} : cellule en erreur (#REF! ou autre), prix illisible.`,
      },
    ];
  }
  if (line.noPriceByIntent) return [];
  if (!line.unitPrice && !line.amount) {
    return [{ ...base, kind: 'missing_price', message: `${where} : prix non renseigné.` }];
  }
  if (line.quantity && line.unitPrice && line.amount) {
    const expected = line.quantity.times(line.unitPrice);
    const gap = line.amount.minus(expected);
    if (gap.abs().greaterThan(TOLERANCE)) {
      const message = `${where} : ${line.quantity.toString().replace('.', ',')} × ${euro(line.unitPrice)} = ${euro(expected)}, mais le montant indiqué est ${euro(line.amount)} (écart de ${euro(gap)}).`;
      return [{ ...base, kind: 'arithmetic', message }];
    }
  }
  return [];
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
      message: `${prefix ? `Feuille ${scan.name} : ` : ''}le total indiqué (${stated.label}) est de ${euro(stated.amount)}, mais la somme des lignes fait ${euro(lines)} (écart de ${euro(stated.amount.minus(lines))}).`,
    },
  ];
}

/** What an evaluator must see in one bill: arithmetic differences, missing prices, wrong stated totals. */
export function checkBill(scans: readonly SheetScan[], several: boolean): PriceLineCheck[] {
  return scans.flatMap((scan) => {
    const prefix = several ? `${scan.name} · ` : '';
    return [
      ...scan.lines.flatMap((line) => lineChecks(line, `${prefix}${line.code}`)),
      ...totalCheck(scan, prefix),
    ];
  });
}
