import type { Row } from 'exceljs';
import { cellContent, normalise } from './cells';

export type Role = 'code' | 'description' | 'unit' | 'quantity' | 'unitPrice' | 'amount';
export type Columns = Partial<Record<Role, number>>;

const CODE = new Set([
  'n',
  'no',
  'num',
  'numero',
  'code',
  'poste',
  'uo',
  'ref',
  'reference',
  'article',
  'art',
  'item',
  'repere',
]);
const DESCRIPTION = /\b(designation|libelle|libelles|description|intitule|nature|ouvrages?|prestations?)\b/;
const UNIT = new Set(['u', 'un', 'unite', 'unites', 'modalite', 'modalites']);
const QUANTITY = /\b(quantites?|qte|qtes|qt|nb|nombre)\b/;
const UNIT_PRICE = /\b(pu|p u|prix unitaires?|unitaire)\b/;
const AMOUNT = /\b(montants?|total|totaux|prix total|prix global|prix forfaitaires?)\b/;
const PRICE = /\bprix\b/;
const IGNORED = /\b(ttc|tva|indice|taux|lettres)\b/;

type Guess = { role: Role; strong: boolean } | null;

/** The role a header label names, by its French synonyms. */
export function guessRole(label: string): Guess {
  const text = normalise(label);
  if (!text || IGNORED.test(text)) return null;
  const first = text.split(' ')[0] ?? '';
  if (UNIT_PRICE.test(text)) return { role: 'unitPrice', strong: true };
  if (AMOUNT.test(text)) return { role: 'amount', strong: true };
  if (QUANTITY.test(text)) return { role: 'quantity', strong: true };
  if (DESCRIPTION.test(text)) return { role: 'description', strong: true };
  if (UNIT.has(first)) return { role: 'unit', strong: true };
  if (CODE.has(first)) return { role: 'code', strong: true };
  if (PRICE.test(text)) return { role: 'unitPrice', strong: false };
  return null;
}

/** The columns a row names when it is a bill's header row, else null. */
export function headerColumns(row: Row): Columns | null {
  const columns: Columns = {};
  const weak: number[] = [];
  row.eachCell({ includeEmpty: false }, (cell, col) => {
    const { text } = cellContent(cell);
    if (!text || text.length > 60) return;
    const guess = guessRole(text);
    if (!guess) return;
    if (!guess.strong) weak.push(col);
    else if (columns[guess.role] === undefined) columns[guess.role] = col;
  });
  for (const col of weak) {
    if (columns.unitPrice === undefined) columns.unitPrice = col;
    else if (columns.amount === undefined) columns.amount = col;
  }
  const priced = columns.unitPrice !== undefined || columns.amount !== undefined;
  return columns.description !== undefined && priced ? columns : null;
}

/**
 * A header on two rows ('Prix HT' merged above 'Unitaire' and 'Total'): the second row's price
 * labels refine the first's columns. Returns true when the next row was such a header row.
 */
export function refineWithNextRow(columns: Columns, next: Row): boolean {
  const found: Columns = {};
  next.eachCell({ includeEmpty: false }, (cell, col) => {
    const { text } = cellContent(cell, false);
    const guess = text && text.length <= 40 ? guessRole(text) : null;
    if (
      guess?.strong &&
      (guess.role === 'unitPrice' || guess.role === 'amount' || guess.role === 'quantity')
    ) {
      found[guess.role] ??= col;
    }
  });
  if (found.unitPrice === undefined && found.amount === undefined) return false;
  const descriptionCell = columns.description === undefined ? null : next.getCell(columns.description);
  if (descriptionCell && cellContent(descriptionCell, false).text && !descriptionCell.isMerged) return false;
  Object.assign(columns, found);
  return true;
}
