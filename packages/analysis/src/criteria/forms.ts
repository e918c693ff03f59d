import type { RawItem, WeightUnit } from './items';
import { parseDecimal, tidy } from './text';

/** BOAMP form line: ' 1. Valeur technique / Pondération : 35.0'. */
const BOAMP = /^\s*\d{1,2}\s*\.\s*(.+?)\s*\/\s*Pond[ée]ration\s*:\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(%)?/i;
/**
 * TED form: 'Critère de qualité - Nom: Technique / Pondération: 50 %', 'Prix - Pondération: 50', and
 * the same in English ('Quality criterion - Name: ... / Weighting: 60', 'Price - Weighting: 40').
 */
const TED =
  /(Crit[èe]re de qualit[ée]|Quality criterion|Co[ûu]t|Cost(?: criterion)?|Prix|Price)\s*-\s*(?:(?:Nom|Name)\s*:\s*(.+?)\s*\/\s*)?(?:Pond[ée]ration|Weighting)\s*:\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(%)?/gi;
/** A lot heading of the forms: 'Lot nº : 2', 'Lot n° 2'. */
export const FORM_LOT = /\bLot\s*n\s*[º°o]\.?\s*:?\s*([0-9]{1,3})\b/i;

function formItem(
  label: string,
  weight: string,
  percent: string | undefined,
  at: number,
  lot: string | null,
): RawItem {
  const unit: WeightUnit = percent ? '%' : '';
  return {
    label: tidy(label),
    details: '',
    weight: parseDecimal(weight),
    unit,
    at,
    lot,
    depth: null,
    parentAt: null,
    clean: true,
  };
}

/** The text with the form's criteria lines blanked (same length), to read the free text alone. */
export function withoutFormLines(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      BOAMP.test(line) || new RegExp(TED.source, 'i').test(line) ? ' '.repeat(line.length) : line,
    )
    .join('\n');
}

/**
 * Criteria of the standard notice forms (BOAMP and TED), which state each criterion with
 * 'Pondération'. Lots are followed through their 'Lot nº' headings.
 */
export function formItems(text: string): RawItem[] {
  const items: RawItem[] = [];
  let lot: string | null = null;
  let at = 0;
  for (const line of text.split('\n')) {
    const lotMatch = FORM_LOT.exec(line);
    if (lotMatch) lot = lotMatch[1]!;
    const boamp = BOAMP.exec(line);
    if (boamp) {
      items.push(formItem(boamp[1]!, boamp[2]!, boamp[3], at, lot));
    } else {
      for (const ted of line.matchAll(TED)) {
        const label = ted[2] ?? (/^pri[xc]/i.test(ted[1]!) ? 'Prix' : ted[1]!);
        items.push(formItem(label, ted[3]!, ted[4], at + ted.index, lot));
      }
    }
    at += line.length + 1;
  }
  return items;
}
