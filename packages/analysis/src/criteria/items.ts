import { fold, parseDecimal, tidy } from './text';

export type WeightUnit = '%' | 'points' | 'coefficient' | '';

/** A weighted criterion as found in the text, before it is placed in the criteria tree. */
export interface RawItem {
  label: string;
  details: string;
  weight: number;
  unit: WeightUnit;
  /** Offset in the text, to keep the document's order. */
  at: number;
  lot: string | null;
  /** Depth of a numbering such as '2.1-' (2); null when the item is not numbered that way. */
  depth: number | null;
  /** Offset of the item it is explicitly nested in (weights in brackets after a criterion). */
  parentAt: number | null;
  /** A 'label : weight' line on its own, as criteria lists are written. */
  clean: boolean;
}

const NUMBER = String.raw`(\d{1,3}(?:[.,]\d{1,2})?)`;
const UNIT = String.raw`(%|pourcents?|points?|pts\b)`;
/** A weight as French tenders write it: 'pondération : 40', 'sur 50 points', '40 %', '20 points'. */
const WEIGHT = new RegExp(
  [
    String.raw`(?:coefficient\s+de\s+)?pond[ée]ration\s*(?:de|=|:)?\s*${NUMBER}\s*${UNIT}?`,
    String.raw`(?:not[ée]e?s?\s+)?sur\s+${NUMBER}\s*(points?|pts\b)`,
    String.raw`${NUMBER}\s*${UNIT}`,
    String.raw`coefficient\s*(?::|de)?\s*${NUMBER}(?![\d.,]*\s*%)`,
    String.raw`(?<![\d/])${NUMBER}\s*/\s*100\b(?![.,/]?\d)`,
  ].join('|'),
  'gi',
);

interface WeightMatch {
  start: number;
  end: number;
  weight: number;
  unit: WeightUnit;
}

function unitOf(raw: string | undefined, viaCoefficient: boolean): WeightUnit {
  if (viaCoefficient) return 'coefficient';
  if (!raw) return '';
  const folded = fold(raw);
  if (folded.startsWith('%') || folded.startsWith('pourcent')) return '%';
  return 'points';
}

function weightMatches(text: string): WeightMatch[] {
  const found: WeightMatch[] = [];
  for (const m of text.matchAll(WEIGHT)) {
    const value = m[1] ?? m[3] ?? m[5] ?? m[7] ?? m[8];
    if (value === undefined) continue;
    const unitText = m[2] ?? m[4] ?? m[6] ?? (m[8] === undefined ? undefined : 'points');
    const start = m.index;
    found.push({
      start,
      end: start + m[0].length,
      weight: parseDecimal(value),
      unit: unitOf(unitText, m[7] !== undefined),
    });
  }
  return mergeRestated(text, found);
}

/** 'Prix (coefficient de pondération 60) : 60 %' states one weight twice: keep the percentage. */
function mergeRestated(text: string, found: WeightMatch[]): WeightMatch[] {
  const merged: WeightMatch[] = [];
  for (const match of found) {
    const last = merged[merged.length - 1];
    const between = last ? text.slice(last.end, match.start) : '';
    const restated = last !== undefined && (last.weight === match.weight || last.unit !== '%');
    if (last && restated && /^[\s():=\-/]*$/.test(between) && between.length < 8) {
      merged[merged.length - 1] =
        match.unit === '%' || last.unit !== '%' ? { ...match, start: last.start } : last;
      continue;
    }
    merged.push(match);
  }
  return merged;
}

/** Where a label starts: after a line break, a semicolon, a bullet, a list number or a sentence end. */
const SEPARATOR =
  /\n|;|•|(?<=^|[.:;]\s?)-\s|\.\s+(?=[A-ZÀ-Ý])|(?<=^|[\s%;:,.)])(?:\d{1,2}\s*°\s*\)|[a-hA-H]\s?[-)](?=\s?[A-Za-zÀ-ÿ])|\d{1,2}(?:\.\d{1,2})*\s*[.)/-](?=\s?[A-Za-zÀ-ÿ]))/g;

/** Offsets where a label may start, last first. */
function labelStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(SEPARATOR)) {
    // A list number belongs to the label that follows it: cut before it, not after.
    const numbered = /\d|[a-hA-H]\s?[-)]/.test(m[0].trim().charAt(0)) && !/^[\n;•]/.test(m[0]);
    starts.push(numbered ? m.index + (m[0].length - m[0].trimStart().length) : m.index + m[0].length);
  }
  return starts.reverse();
}

/** The label just before a weight; a label wrapped over lines is taken whole. */
function labelBefore(before: string): string {
  // Blank lines (Word tables come as one paragraph per cell) do not count as a step back.
  const starts = labelStarts(before)
    .filter((start, i, all) => i === 0 || before.slice(start, all[i - 1]).trim() !== '')
    .slice(0, 3);
  for (const start of starts) {
    const raw = before.slice(start);
    const label = cleanLabel(raw.replace(LOT_PREFIX, '')).label;
    // Only a label too short to read is widened; wording that is not a criterion stays rejected.
    if (label.length >= 2 && /[A-Za-zÀ-ÿ]{2}/.test(label)) return raw;
  }
  return before.slice(starts[0] ?? 0);
}

const NUMBERING = /^\s*(?:(\d{1,2}(?:\.\d{1,2})*)\s*°?\s*[.)\-/]?|[a-hA-H]\s?[-)]|[IVX]{1,4}\s?[-.)])\s*/;
const TRAILING =
  /(?:\s|:|=|-|\(|\bpour\b|\bà hauteur de\b|\bpond[ée]r[ée]e?s?(?: à| de)?\b|\bpond[ée]ration\b|\bcoefficient\b|\bsoit\b|\bnot[ée]e?s?\b|\breprésentant\b|\bcompte pour\b|\bvalant\b|\bde\b|\bà\b|\bet\b|\bsur\b)+$/i;
/** 'Critère 1 :', 'appréciée en fonction du critère du' before the criterion's own wording. */
const CRITERION_PREFIX =
  /^(?:(?:[^:]{0,60}?\b)?crit[èe]res?\s*(?:(?:n\s*[°º]\s*)?\d{1,2}\s*[:\-).]?|:|-|du\b|de la\b|de l'|des\b|de\b|sur la\b|sur le\b|sur l')|(?:sous-)?crit[èe]res?\s+[a-zà-ÿ]+\s*(?:n\s*[°º]\s*)?\d{1,2}\s*[:\-).])\s*/i;
const LEADING =
  /^(?:\s|:|,|\.|\(|\)|\/|-|\bet\b|\bpuis\b|\bpour\b|\bdont\b|\by compris\b|\bdu\b|\bde la\b|\bdes\b|\bde\b|\bla\b|\ble\b|\bles\b|\bl'|\bau\b|\baux\b)+/i;
/** A heading before the list ('Analyse des offres : Prix 40 %'): the criterion is after its colon. */
const HEADING =
  /\bcrit[èe]res\b|jugement|analyse des offres|attribution|notation|[ée]valuation des offres|pond[ée]ration/i;

interface Label {
  label: string;
  details: string;
  depth: number | null;
}

function cleanLabel(raw: string): Label {
  const numbering = NUMBERING.exec(raw);
  let text = raw;
  let depth: number | null = null;
  if (numbering && /[A-Za-zÀ-ÿ]/.test(raw.slice(numbering[0].length, numbering[0].length + 1))) {
    depth = numbering[1] ? numbering[1].split('.').length : 1;
    text = raw.slice(numbering[0].length);
  }
  text = tidy(text.replace(/[.…_·]{3,}/g, ' '))
    .replace(TRAILING, '')
    .replace(LEADING, '');
  const named = CRITERION_PREFIX.exec(text);
  if (named && acceptable(text.slice(named[0].length))) text = text.slice(named[0].length);
  const colon = text.indexOf(':');
  if (colon >= 2) {
    const head = tidy(text.slice(0, colon));
    const rest = tidy(text.slice(colon + 1).replace(LEADING, ''));
    // Weights that rank candidates (not offers) are not award criteria.
    if (/candidatures?\b/i.test(head) && !/offres?\b/i.test(head)) return { label: '', details: '', depth };
    if (HEADING.test(head) && rest.length >= 2) return cleanLabel(rest);
    return { label: head, details: rest, depth };
  }
  return { label: tidy(text), details: '', depth };
}

/** Wording that cannot be a criterion: a sentence about criteria, a rating scale, a payment rate. */
const NOT_A_LABEL =
  /pond[ée]r|crit[èe]res (?:suivants|ci-dessous|d'attribution|de jugement|retenus|[ée]nonc)|ci-dessous|suivants?\s*$|note (?:maximale|minimale|globale|finale)|^(?:la |une )?note\b|\bavance\b|retenue|acompte|\btva\b|p[ée]nalit|premi[èe]re demande|financement|^chaque\b|sous-crit[èe]res?\b|chiffre d'affaires|\bcapital\b|\br[ée]vision|sous-trait|cautionnement|\bdu montant\b|minoration|majoration|paiement|int[ée]r[êe]ts|r[ée]duction|d[ée]gressi|\btaux\b|\bsoit\b|^\W*$/i;

function acceptable(label: string): boolean {
  return label.length >= 2 && label.length <= 250 && /[A-Za-zÀ-ÿ]{2}/.test(label) && !NOT_A_LABEL.test(label);
}

/** Weights in brackets that detail the criterion weighted just before or just after the brackets. */
function bracketParents(text: string, weights: WeightMatch[]): Map<number, number> {
  const parents = new Map<number, number>();
  for (const group of text.matchAll(/\(([^()]{3,400})\)/g)) {
    const open = group.index;
    const close = open + group[0].length;
    const inside = weights.filter((w) => w.start > open && w.end <= close);
    if (inside.length < 2) continue;
    const after = weights.find((w) => w.start >= close && /^[\s:=-]*$/.test(text.slice(close, w.start)));
    const before = [...weights]
      .reverse()
      .find((w) => w.end <= open && /^[\s:=-]*$/.test(text.slice(w.end, open)));
    const parent = after ?? before;
    if (parent) for (const w of inside) parents.set(w.start, parent.start);
  }
  return parents;
}

const LOT_PREFIX = /^\s*lot\s*(?:n[º°o]\.?\s*)?(\d{1,3})\s*[:\-.]\s*/i;

const TABLE_HEADER =
  /^.{0,80}(?:crit[èe]res?|libell[ée]s?|d[ée]signation).{0,80}(?:pond[ée]ration|\bpoints?\b|coefficient|bar[èe]me|\bpoids\b).{0,40}$/im;
const TABLE_ROW = /^([^\n]{2,200}?[A-Za-zÀ-ÿ)][^\n\d]{0,3}?)([\t ]+)(\d{1,3}(?:[.,]\d{1,2})?)[\t ]*$/gm;
const TABLE_ROWS = 30;

/**
 * A table headed 'Critères | Pondération' gives its weights as bare numbers at the end of each
 * row: they are written out as 'pondération N' so the weight rules read them like any other.
 */
export function withTableWeights(text: string): string {
  const header = TABLE_HEADER.exec(text);
  if (!header) return text;
  const bodyStart = header.index + header[0].length;
  const lines = text.slice(bodyStart).split('\n');
  const body = lines.slice(0, TABLE_ROWS).join('\n');
  const rest = lines.slice(TABLE_ROWS).join('\n');
  const rows = body.replace(
    TABLE_ROW,
    (_row, label: string, gap: string, value: string) => `${label}${gap}pondération ${value}`,
  );
  return text.slice(0, bodyStart) + rows + (lines.length > TABLE_ROWS ? `\n${rest}` : '');
}

/**
 * Weighted items of a passage: each weight with the wording before it, or after it when the
 * passage writes weights first ('avec leur pondération 40% Valeur technique 60% Prix').
 */
export function weightedItems(text: string, offset: number, lot: string | null): RawItem[] {
  const weights = weightMatches(text);
  const parents = bracketParents(text, weights);
  const items: RawItem[] = [];
  let previousEnd = 0;
  let weightFirst = false;
  for (let i = 0; i < weights.length; i += 1) {
    const w = weights[i]!;
    const next = weights[i + 1]?.start ?? text.length;
    const before = text.slice(previousEnd, w.start);
    previousEnd = w.end;
    let raw = weightFirst ? '' : labelBefore(before);
    let rawLot = lot;
    const lotPrefix = LOT_PREFIX.exec(raw);
    if (lotPrefix) {
      rawLot = lotPrefix[1]!;
      raw = raw.slice(lotPrefix[0].length);
    }
    let parsed = cleanLabel(raw);
    if (!weightFirst && acceptable(parsed.label)) {
      parsed = withContinuation(parsed, text, w.end, next);
    } else if (
      !weightFirst &&
      w.unit === '%' &&
      /^[\s):=-]*$/.test(before) &&
      enclosingLabel(text, w.start, offset, items)
    ) {
      const enclosing = enclosingLabel(text, w.start, offset, items)!;
      parsed = enclosing.label;
      for (const item of items)
        if (item.at >= offset + enclosing.lineStart && item.parentAt === null)
          item.parentAt = offset + w.start;
    } else {
      const after = labelAfter(text, w.end, next, i + 1 < weights.length);
      if (!acceptable(after.label)) continue;
      if (!weightFirst && !/pond[ée]r|ci-dessous|suivant/i.test(before)) continue;
      weightFirst = true;
      parsed = after;
    }
    items.push({
      label: parsed.label,
      details: parsed.details,
      weight: w.weight,
      unit: w.unit,
      at: offset + w.start,
      lot: rawLot,
      depth: parsed.depth,
      parentAt: parents.has(w.start) ? offset + parents.get(w.start)! : null,
      clean: CLEAN_LINE.test(lineAround(text, w.start, w.end)),
    });
  }
  return items;
}

const CLEAN_LINE =
  /^[^%\n]{2,160}?[:\-\s]\s*(?:pond[ée]ration\s*:?\s*)?(?:sur\s+)?\d{1,3}(?:[.,]\d{1,2})?\s*(?:%|points?|pts)?\s*[-;.,]?\s*$/i;

/**
 * 'Valeur technique (Poids des réserves ( 20 % ) Gestion du contrat ( 20 % ) : 40 %': the weight
 * after the brackets belongs to the wording that opens the line, and the bracketed weights are its
 * sub-criteria.
 */
function enclosingLabel(
  text: string,
  at: number,
  offset: number,
  items: RawItem[],
): { label: Label; lineStart: number } | null {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  if (!items.some((item) => item.at >= offset + lineStart)) return null;
  const head = text.slice(lineStart, at);
  const cut = head.search(/[(:]/);
  if (cut < 2) return null;
  const label = cleanLabel(head.slice(0, cut));
  return acceptable(label.label) ? { label, lineStart } : null;
}

/** Weights-first wording: up to the next weight, or to the end of the line for the last one. */
function labelAfter(text: string, from: number, to: number, more: boolean): Label {
  const span = text.slice(from, to);
  const cut = more ? span : (span.split(/\n|;|\.\s/)[0] ?? '');
  return cleanLabel(cut.replace(/\s+/g, ' '));
}

/** A label wrapped after its weight ('3-Qualité des services ... 10.0 %' / 'formation, SAV'). */
function withContinuation(parsed: Label, text: string, end: number, next: number): Label {
  const lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0 || text.slice(end, lineEnd).trim() !== '') return parsed;
  const followingEnd = text.indexOf('\n', lineEnd + 1);
  const following = text.slice(lineEnd + 1, followingEnd < 0 ? text.length : followingEnd);
  if (lineEnd + 1 + following.length > next) return parsed;
  if (!/^\s*[a-zà-ÿ]/.test(following) || following.trim().length > 80 || /[.:]\s*$/.test(parsed.label))
    return parsed;
  if (parsed.details !== '') return { ...parsed, details: tidy(`${parsed.details} ${following}`) };
  return { ...parsed, label: tidy(`${parsed.label} ${following}`) };
}

function lineAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start) + 1;
  const to = text.indexOf('\n', end);
  return text.slice(from, to < 0 ? text.length : to);
}
