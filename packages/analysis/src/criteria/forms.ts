import type { RawItem, WeightUnit } from './items';
import { statedTotal, weightedItems } from './items';
import { FLAT_CATEGORY, FLAT_CODE, FLAT_TYPE, parseDecimal, tidy } from './text';

/** BOAMP form line: ' 1. Valeur technique / Pondération : 35.0'. */
const BOAMP = /^\s*\d{1,2}\s*\.\s*(.+?)\s*\/\s*Pond[ée]ration\s*:\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(%)?/i;
/**
 * TED form: 'Critère de qualité - Nom: Technique / Pondération: 50 %' (its criteria numbered or not:
 * 'Critère de qualité - 2. Nom: ...'), 'Prix - Pondération: 50', and
 * the same in English ('Quality criterion - Name: ... / Weighting: 60', 'Price - Weighting: 40').
 */
const TED =
  /(Crit[èe]re de qualit[ée]|Quality criterion|Co[ûu]t|Cost(?: criterion)?|Prix|Price)\s*-\s*(?:(?:\d{1,2}\.\s*)?(?:Nom|Name)\s*:\s*(.+?)\s*\/\s*)?(?:Pond[ée]ration|Weighting)\s*:\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(%)?/gi;
/**
 * eForms notice (TED's reading of it): one block per criterion, 'Type : Qualité', 'Nom : Valeur
 * technique', 'Description : ...', 'Catégorie du critère d'attribution seuil : Pondération
 * (pourcentage, valeur exacte)', 'Critère d'attribution — Nombre : 60' (or '(nombre) : 60'). A
 * weighting by order of importance ranks the criteria: its numbers are not weights. The same fields may
 * come as their business-term codes ('BT-539-Lot: quality', 'BT-734-Lot: ...', 'BT-541-Lot-WeightNumber:
 * 40').
 */
const EFORMS_TYPE =
  /\b(?:Type|BT-539-Lot)\s*:\s*(Qualit[ée]|Prix|Co[ûu]t|Quality|Price|Cost)(?![A-Za-zÀ-ÿ])|^Type[ \t]*\n[ \t]*(Qualit[ée]|Prix|Co[ûu]t|Quality|Price|Cost)[ \t]*$/gim;
const EFORMS_NAME =
  /\b(?:Nom|Name|BT-734-Lot)\s*:\s*(.+?)\s*(?=\n|(?:Description|Cat[ée]gorie|Category|Crit[èe]re d'attribution|Award criterion)\b|$)|^Nom[ \t]*\n[ \t]*(.+)/im;
/**
 * The weighting's category, in words or as its code ('per-exa', 'poi-exa', 'ord-imp'), or as some
 * profiles print it ('Catégorie du seuil de critère d'attribution : Ordre d'importance').
 */
const EFORMS_CATEGORY =
  /Pond[ée]ration\s*\((pourcentage|points|ordre)|Weighting\s*\((percentage|points|order)|\b(per|poi|ord)-(?:exa|ran|imp)\b|Cat[ée]gorie[^:\n]{0,80}:\s*(pourcentage|points|ordre)\b/i;
const EFORMS_NUMBER =
  /(?:(?:Crit[èe]re(?: d'attribution)?|Award criterion)\s*(?:[-—–]\s*)?\(?(?:Nombre|Number)\)?|BT-541-Lot-WeightNumber)\s*:\s*(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,])|Pond[ée]ration\s*\([^()\n]{1,40}\)\s*:?\s*(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,])/i;
/**
 * TED's other wordings of the weight, 'Nombre de critères d'attribution : 60', 'Critère d'attribution
 * numéro : 60', which may as well be a count or a rank: a weight only where the block says it weighs
 * in percent or points.
 */
const EFORMS_COUNT_WORDING =
  /(?:Nombre de crit[èe]res? d'attribution|Crit[èe]re d'attribution num[ée]ro)\s*:\s*(\d{1,3}(?:[.,]\d{1,2})?)(?![\d.,])/i;
/** A field that follows a criterion's description, ending it. */
const AFTER_DESCRIPTION = String.raw`(?:Cat[ée]gorie|Category|Crit[èe]re|Award criterion|Pond[ée]ration|Weighting|Type|Nom|Name|Lot)\b`;
/** The description, over the lines it is wrapped on, up to the next field or a blank line. */
const EFORMS_DESCRIPTION = new RegExp(
  String.raw`\bDescription\s*:\s*(.+?(?:\n(?![\t ]*${AFTER_DESCRIPTION})[\t ]*\S[^\n]*)*?)\s*(?=\n[\t ]*${AFTER_DESCRIPTION}|\n[\t ]*\n|(?:Cat[ée]gorie|Category|Crit[èe]re d'attribution|Award criterion)\b|(?![\s\S]))|^Description[ \t]*\n[ \t]*(.+)`,
  'im',
);
const EFORMS_BLOCK = 1500;

/**
 * An eForms notice flattened field by field: a criterion's type code on its own line ('price',
 * 'quality', 'cost'), then its name, its number and the weighting's category code ('per-exa'
 * percent, 'poi-exa' points, 'ord-imp' a rank) in the next fields, in any order; or, in the order of
 * the notice's XML, the category code and the number just before the type code ('per-exa | 55 |
 * quality | Valeur technique | description'), the name then coming first or last.
 */
/** The fields after a type code that may still be its criterion's: name, description lines, codes. */
const FLAT_FIELDS = 14;
const FLAT_NUMBER = /^[ \t]*(\d{1,3}(?:[.,]\d{1,2})?)[ \t]*$/;
const FLAT_NAME = /^[ \t]*([^\n]*[A-Za-zÀ-ÿ]{2}[^\n]{0,200})$/;
/** A date or a time ('2026-06-05+02:00', '12:00:00+02:00'): a field of the notice past the criterion's. */
const FLAT_DATE = /^[ \t]*(?:\d{4}-\d{2}-\d{2}|\d{2}:\d{2}(?::\d{2})?)(?:[+-]\d{2}:\d{2}|Z)?[ \t]*$/;
/** The code of a criterion's threshold (eForms' number threshold: a least score, a number of offers kept). */
const FLAT_THRESHOLD = /^[ \t]*(?:min-score|max-pass)[ \t]*$/;
/** A name field, not a description: a criterion's name is a few words, and no code ('performance', 'ORG-0002'). */
const SHORT_NAME = 80;
const nameField = (field: string | undefined): field is string =>
  field !== undefined && field.length <= SHORT_NAME && FLAT_NAME.test(field) && !FLAT_CODE.test(field);

/** The criteria of a flattened eForms notice, each with its weight unless the notice ranks them. */
function flatFormItems(text: string): RawItem[] {
  const lines = text.split('\n');
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  /**
   * The category code and the number in the two fields before a type code, in either order, past the
   * criterion's threshold ('min-score | 15', 'max-pass | 3') when it stands between them.
   */
  const codesBefore = (i: number): { number: string; category: string } | null => {
    const k = FLAT_THRESHOLD.test(lines[i - 2] ?? '') && FLAT_NUMBER.test(lines[i - 1] ?? '') ? i - 2 : i;
    const [a, b] = [lines[k - 2] ?? '', lines[k - 1] ?? ''];
    const code = FLAT_CATEGORY.exec(a) ?? FLAT_CATEGORY.exec(b);
    const figure = FLAT_NUMBER.exec(b) ?? FLAT_NUMBER.exec(a);
    return code && figure ? { number: figure[1]!, category: code[1]! } : null;
  };
  const types = lines.flatMap((line, i) => (FLAT_TYPE.test(line) ? [i] : []));
  const codesFirst = types.length > 0 && codesBefore(types[0]!) !== null;
  // Codes first, the name is the field after the type code ('quality | Valeur technique | ...') or,
  // where more names stand before the codes than after, the field before them ('Prix | per-exa | 50
  // | price | Le prix est jugé ...').
  const nameFirst =
    codesFirst &&
    types.filter((i) => nameField(lines[i - 3])).length > types.filter((i) => nameField(lines[i + 1])).length;
  const codeField = (line: string) =>
    FLAT_TYPE.test(line) || FLAT_CATEGORY.test(line) || FLAT_NUMBER.test(line) || FLAT_CODE.test(line);
  /** The description after a type code: its first fields that are neither its name nor a code, over their lines. */
  const describedAfter = (i: number, nameAt: number | null): { text: string; at: number } | null => {
    let start = i + 1;
    while (
      start < i + FLAT_FIELDS &&
      (start === nameAt || FLAT_NUMBER.test(lines[start] ?? '') || FLAT_CATEGORY.test(lines[start] ?? ''))
    )
      start += 1;
    let end = start;
    while (end < lines.length && !codeField(lines[end]!)) end += 1;
    return end > start ? { text: lines.slice(start, end).join('\n'), at: starts[start]! } : null;
  };
  const items: RawItem[] = [];
  for (const i of types) {
    const type = FLAT_TYPE.exec(lines[i]!)!;
    let name: string | null = null;
    let nameAt: number | null = null;
    let number: string | null = null;
    let category = '';
    if (codesFirst) {
      ({ number, category } = codesBefore(i) ?? { number: null, category: '' });
      const field = lines[nameFirst ? i - 3 : i + 1];
      if (nameField(field)) {
        name = tidy(field);
        nameAt = nameFirst ? i - 3 : i + 1;
      }
    } else {
      for (const [k, next] of lines.slice(i + 1, i + FLAT_FIELDS).entries()) {
        const code = FLAT_CATEGORY.exec(next);
        // The next criterion, or a field of something else ('no-eu-funds', 'ORG-0002', a date).
        if (FLAT_TYPE.test(next) || (!code && FLAT_CODE.test(next)) || FLAT_DATE.test(next)) break;
        if (code) {
          // The category ends the criterion's fields, or comes before its number.
          category = code[1]!;
          if (number !== null) break;
          continue;
        }
        const figure = FLAT_NUMBER.exec(next);
        if (figure && number === null) number = figure[1]!;
        else if (!figure && name === null && FLAT_NAME.test(next)) {
          name = tidy(next);
          nameAt = i + 1 + k;
        }
        // The description after the name, over its lines, up to the codes.
        else if (!figure && name !== null && number === null && category === '') continue;
        else break;
      }
    }
    if (number === null || category === 'ord') continue;
    const label = name ?? (type[1] === 'quality' ? 'Qualité' : 'Prix');
    const item = formItem(label, number, category === 'per' ? '%' : undefined, starts[i]!, null);
    const criterion = { ...item, lot: lotAt(text, item.at), unit: category === 'poi' ? 'points' : item.unit };
    const inFields = describedSubs(criterion, describedAfter(i, nameAt));
    items.push(
      criterion,
      ...(inFields.length > 0 ? inFields : describedSubs(criterion, flatDescription(text, criterion))),
    );
  }
  return items;
}

/**
 * The free-text field that details a flattened criterion, further down its lot: 'Qualité technique de
 * l'offre (45 %) : organisation ... (20 %) ; moyens ... (15 %) ; ...', up to the sentence's end.
 */
function flatDescription(text: string, criterion: RawItem): { text: string; at: number } | null {
  const next = text.slice(criterion.at + 1).search(/^[ \t]*LOT-\d/m);
  const within = text.slice(criterion.at, next < 0 ? text.length : criterion.at + 1 + next);
  const name = criterion.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const field = new RegExp(
    `(?:^|[.\\n][ \\t]*)${name}\\s*\\([^()\\n]{1,20}\\)\\s*:\\s*([^\\n]*?)(?=\\.\\s+[A-ZÀ-Ý]|\\.?\\s*(?:\\n|$))`,
  ).exec(within);
  return field
    ? { text: field[1]!, at: criterion.at + field.index + field[0].length - field[1]!.length }
    : null;
}

/** The criteria blocks of an eForms notice, with where each starts and ends. */
interface FormBlock {
  start: number;
  end: number;
  label: string;
  ranked: boolean;
  item: RawItem | null;
  /** The criterion's description, and where it starts: it may weigh sub-criteria. */
  description: { text: string; at: number } | null;
}

function eformsBlocks(text: string): FormBlock[] {
  const starts = [...text.matchAll(EFORMS_TYPE)];
  const spans = starts.map((type, i) => {
    const end = Math.min(starts[i + 1]?.index ?? text.length, type.index + EFORMS_BLOCK);
    const block = text.slice(type.index, end);
    const category =
      EFORMS_CATEGORY.exec(block)
        ?.slice(1)
        .find((found) => found !== undefined) ?? '';
    return { type, start: type.index, end, block, category };
  });
  // A notice that ranks its criteria may state the category once, after the last one: the blocks
  // that state none rank theirs too.
  const ranking = spans.some((span) => /^ord/i.test(span.category));
  return spans.map(({ type, start, end, block, category: stated }) => {
    const category = stated || (ranking ? 'ordre' : '');
    const weighed = /^(?:pourcentage|percentage|per|points|poi)$/i.test(category);
    const numberMatch = EFORMS_NUMBER.exec(block) ?? (weighed ? EFORMS_COUNT_WORDING.exec(block) : null);
    const number = numberMatch && {
      index: numberMatch.index,
      length: numberMatch[0].length,
      value: (numberMatch[1] ?? numberMatch[2])!,
    };
    const kind = (type[1] ?? type[2])!;
    const named = EFORMS_NAME.exec(block);
    const described = EFORMS_DESCRIPTION.exec(block);
    const said = described?.[1] ?? described?.[2];
    // Without a name, a quality criterion is named by its description's head ('Qualité du service (...)').
    const head = said && !/^(?:prix|price|co[ûu]t|cost)/i.test(kind) ? said.split(/\s*[(,;:]/)[0] : undefined;
    const label = tidy(named?.[1] ?? named?.[2] ?? head ?? (/^(?:prix|price)/i.test(kind) ? 'Prix' : kind));
    const ranked = /^ord/i.test(category);
    const description =
      described && said ? { text: said, at: start + described.index + described[0].indexOf(said) } : null;
    if (!number) return { start, end, label, ranked, item: null, description };
    const blockEnd = start + number.index + number.length;
    if (ranked) return { start, end: blockEnd, label, ranked, item: null, description };
    const percent = /^(?:pourcentage|percentage|per$)/i.test(category) ? '%' : undefined;
    const item = formItem(label, number.value, percent, start, null);
    return { start, end: blockEnd, label, ranked, item, description };
  });
}

/** A lot heading of the forms: 'Lot nº : 2', 'Lot n° 2', eForms' 'Lot technique: LOT-0002'. */
export const FORM_LOT = /\bLot\s*n\s*[º°o]\.?\s*:?\s*([0-9]{1,3})\b|\bLOT-0*([0-9]{1,3})\b/i;

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

/** The text with the form's criteria blanked (same length), to read the free text alone. */
export function withoutFormLines(text: string): string {
  let free = text
    .split('\n')
    .map((line) =>
      BOAMP.test(line) || new RegExp(TED.source, 'i').test(line) ? ' '.repeat(line.length) : line,
    )
    .join('\n');
  for (const { start, end, item } of eformsBlocks(text)) {
    if (item) free = blanked(free, start, end);
  }
  return free;
}

function blanked(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

/** The criteria an eForms notice names without a weight (ranked by importance, or not weighted at all), each once. */
export function unweightedForms(text: string): string[] {
  // Each name once: the lots of a notice repeat the same criteria.
  return [...new Set(eformsBlocks(text).flatMap((block) => (block.item === null ? [block.label] : [])))];
}

/**
 * The text without the blocks of the criteria an eForms notice ranks by order of importance: their
 * numbers are ranks, for no weight rule to read.
 */
export function withoutRankedForms(text: string): string {
  return eformsBlocks(text)
    .filter((block) => block.ranked)
    .reduce((free, block) => blanked(free, block.start, block.end), text);
}

/**
 * Criteria of the standard notice forms (BOAMP, TED and eForms), which state each criterion with
 * 'Pondération'. Lots are followed through their 'Lot nº' headings.
 */
export function formItems(text: string): RawItem[] {
  let items: RawItem[] = [];
  let lot: string | null = null;
  let at = 0;
  /** The lots whose criteria a corrective notice gives anew ('Lire :'), and where that starts. */
  const corrected = new Map<string | null, number>();
  let correcting = false;
  for (const line of text.split('\n')) {
    const lotMatch = FORM_LOT.exec(line);
    if (lotMatch) lot = (lotMatch[1] ?? lotMatch[2])!;
    if (lotMatch || /^\s*Endroit o[ùu]/i.test(line)) correcting = false;
    if (/^\s*Lire\s*:/i.test(line)) correcting = true;
    const read: RawItem[] = [];
    const boamp = BOAMP.exec(line);
    if (boamp) {
      read.push(formItem(boamp[1]!, boamp[2]!, boamp[3], at, lot));
    } else {
      for (const ted of line.matchAll(TED)) {
        const label = ted[2] ?? (/^pri[xc]/i.test(ted[1]!) ? 'Prix' : ted[1]!);
        const criterion = formItem(label, ted[3]!, ted[4], at + ted.index, lot);
        // 'Nom : Valeur technique : moyens humains (15 points), méthodologie (15 points) / Pondération :
        // 30': a name that details its sub-criteria after a colon.
        const colon = ted[2]?.indexOf(':') ?? -1;
        const detail =
          colon > 0
            ? { text: ted[2]!.slice(colon + 1), at: at + ted.index + ted[0].indexOf(ted[2]!) + colon + 1 }
            : null;
        const subs = describedSubs(criterion, detail);
        read.push(
          subs.length > 0 ? { ...criterion, label: tidy(label.slice(0, colon)) } : criterion,
          ...subs,
        );
      }
    }
    if (correcting && read.length > 0 && !corrected.has(lot)) corrected.set(lot, at);
    items.push(...read);
    at += line.length + 1;
  }
  // A lot's criteria given anew replace those the notice gave first.
  items = items.filter((item) => item.at >= (corrected.get(item.lot) ?? 0));
  items.push(...flatFormItems(text));
  for (const { item, description } of eformsBlocks(text)) {
    if (!item) continue;
    const criterion = { ...item, lot: lotAt(text, item.at) };
    items.push(criterion, ...describedSubs(criterion, description));
  }
  // 'Le classement des offres est établi sur un total de 60 points.' before the criteria: their whole.
  const total =
    items.length > 0 ? statedTotal(text.slice(0, Math.min(...items.map((item) => item.at)))) : undefined;
  return items.map((item) => (total === undefined ? item : { ...item, total })).sort((a, b) => a.at - b.at);
}

/**
 * Sub-criteria weighted in a criterion's description ('dégustation à l'aveugle (25 %) et
 * composition nutritionnelle (15 %)'), when they share out its weight (or 100 of it).
 */
function describedSubs(criterion: RawItem, description: { text: string; at: number } | null): RawItem[] {
  if (!description) return [];
  const read = weightedItems(description.text, description.at, criterion.lot);
  // 'Notée sur 8 points, répartis comme suit : ...': the criterion's weight restated first is none of them.
  const subs = read.length > 2 && read[0]!.weight === criterion.weight ? read.slice(1) : read;
  const total = subs.reduce((sum, sub) => sum + sub.weight, 0);
  if (subs.length < 2 || ![criterion.weight, 100].some((whole) => Math.abs(total - whole) < 0.05)) return [];
  return subs.map((sub) => ({ ...sub, parentAt: criterion.at }));
}

/** The lot whose 'Lot nº' heading comes last before an offset. */
function lotAt(text: string, at: number): string | null {
  const headings = [...text.slice(0, at).matchAll(new RegExp(FORM_LOT.source, 'gi'))];
  const last = headings[headings.length - 1];
  return last ? (last[1] ?? last[2])! : null;
}
