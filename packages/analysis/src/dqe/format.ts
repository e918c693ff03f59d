import type Decimal from 'decimal.js';

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** '1 234,56 €' for messages; amounts stay decimal strings everywhere else. */
export function euro(value: Decimal): string {
  return EURO.format(Number(value.toFixed(2)));
}
