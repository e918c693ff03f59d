import { criterionNameOfKey, type PonderationCriterion } from '@mieux-disant/domain';
import type { PageText } from '../text';
import { termsOf } from './french';

/** A sub-criterion (or a criterion without any) and what the buyer expects under it. */
export interface Part {
  /** Criterion key of the ponderation. */
  key: string;
  /** Its key among the criterion's `Sous-critères`; null when the part is the criterion itself. */
  subKey: string | null;
  label: string;
  weight: number | null;
  requirements: Requirement[];
}

export interface Requirement {
  id: string;
  text: string;
  /** "CCTP.pdf, p. 3", or "Règlement de consultation" when the wording has no page. */
  source: string;
  origin: 'critère' | 'rc' | 'cctp';
  terms: string[];
}

/** How many CCTP requirements one sub-criterion carries: the most related ones, an evaluator's grid. */
export const CCTP_PER_PART = 16;

const RC_FILE = /(^|[^a-z])rc([^a-z]|$)|r[eè]glement[\s_-]*(de[\s_-]*)?(la[\s_-]*)?consultation/i;
const TECHNICAL_FILE = /cctp|(^|[^a-z])ccp([^a-z]|$)|clauses[\s_-]*techniques|programme|sp[ée]cifications?/i;

/** Sentences that prescribe: obligations, deadlines, minimums, what the offer must state. */
const PRESCRIPTIVE = new RegExp(
  [
    '\\b(devra|devront|doit|doivent|est tenue?|sont tenu(e)?s|obligatoires?|obligatoirement|minimum|minimale?s?',
    'au plus tard|délais?|exigée?s?|exigences?|impérativement|est demandée?|sont demandée?s|requise?s?',
    "indiquera|précisera|à préciser|fournira|fourniront|s[’']engage|interdite?s?|nécessaires?|sera chargée?",
    'seront chargée?s|assurera|assureront|mettra en œuvre|mettront en œuvre|garantira)\\b',
  ].join('|'),
  'i',
);
const FUTURE_OF_PARTY =
  /\b(titulaire|prestataire|entrepreneur|agents?|personnel|attributaire|candidat)\b[^.;]{0,60}\b[a-zéèêàâîôûç]+(ra|ront)\b/i;
const NUMBERED = /^(\d+(\.\d+)*[.)]?\s|[A-Z]{2,5}[-_ ]?\d{1,3}\b|exigence\s+n?°?\s*\d)/i;
const LEVEL = /(≥|≤|>=|<=|\b\d+([.,]\d+)?\s?(%|h\b|heures?|minutes?|jours?|mn\b))/i;
const ANSWER_IN_OFFER = /(mémoire technique|dans (son|l[’']) ?offre|cadre de réponse)/i;

/** A numbered heading (« 3.1 Performances techniques minimales ») or a table of contents line. */
const TITLE = /^\d+(?:\.\d+)*\.?\s+[^.]{0,70}$/;
const VERB = /\b(devra|devront|doit|doivent|est tenue?|indiquera|précisera|fournira|s[’']engage|assurera)\b/i;

function isTitle(text: string): boolean {
  return TITLE.test(text) && !VERB.test(text) && !/[,;:]$/.test(text);
}

function isPrescriptive(sentence: string): boolean {
  if (/\.{4,}|…{2,}/.test(sentence) || isTitle(sentence)) return false;
  return (
    PRESCRIPTIVE.test(sentence) ||
    FUTURE_OF_PARTY.test(sentence) ||
    (NUMBERED.test(sentence) && LEVEL.test(sentence))
  );
}

const HEADING = /^\s*(?:[-*•▸]\s|\d+(?:\.\d+)*[.)]?\s|article\s|#)/i;

function isUpperCaseLine(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase();
}

/**
 * The sentences of a page: lines joined until a sentence ends, a bullet, a numbered heading or a line
 * in capitals (a running header) starts, a numbered title standing alone; then cut at full stops.
 * Verbatim but for whitespace.
 */
function sentencesOf(page: PageText): string[] {
  const units: string[] = [];
  let current = '';
  for (const raw of page.text.split('\n')) {
    const line = raw.replace(/\*\*|__|`/g, '').trim();
    if (line === '' || HEADING.test(line) || isUpperCaseLine(line) || /[.!?:;]$/.test(current)) {
      if (current) units.push(current);
      current = '';
    }
    if (isUpperCaseLine(line)) continue;
    current = current ? `${current} ${line}` : line;
    if (isTitle(line)) {
      units.push(current);
      current = '';
    }
  }
  if (current) units.push(current);
  return units.flatMap((unit) =>
    unit
      .replace(/^[#>*\s|•▸-]+/, '')
      .split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý«])/)
      .map((s) => s.trim()),
  );
}

/** Requirement sentences of the technical documents (CCTP, CCP, programme), with file and page. */
export function cctpRequirements(pages: readonly PageText[]): Omit<Requirement, 'id'>[] {
  const technical = pages.filter((p) => TECHNICAL_FILE.test(p.file) && !RC_FILE.test(p.file));
  const seen = new Set<string>();
  return technical
    .flatMap((page) => sentencesOf(page).map((text) => ({ text, page })))
    .filter((s) => s.text.length >= 25 && s.text.length <= 420 && isPrescriptive(s.text))
    .filter((s) => !seen.has(s.text) && Boolean(seen.add(s.text)))
    .map((s) => ({
      text: s.text,
      source: `${s.page.file}, p. ${s.page.page}`,
      origin: 'cctp' as const,
      terms: termsOf(s.text),
    }))
    .filter((r) => r.terms.length >= 2);
}

const BULLET = /^\s*(?:[-*•▸o]|\d+[.)°]|[a-z][.)])\s+/;

/** Lower case, accents folded, words only: to find a wording made of common words (« Critères techniques »). */
const folded = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * Where the RC writes a wording, and the elements of appreciation right under it: its bulleted lines, or
 * else the sentences of the paragraph that follows (« La solidité, la durabilité … seront valorisées »).
 */
function rcElements(label: string, rcPages: readonly PageText[]): { source: string; items: string[] } | null {
  const terms = termsOf(label).join(' ');
  const words = folded(label);
  if (words.trim() === '') return null;
  const matches = (line: string) =>
    terms !== '' ? termsOf(line).join(' ').includes(terms) : folded(line).includes(words);
  for (const page of rcPages) {
    const lines = page.text.split('\n');
    const at = lines.findIndex(matches);
    if (at < 0) continue;
    const items: string[] = [];
    const paragraph: string[] = [];
    for (const line of lines.slice(at + 1, at + 12)) {
      if (BULLET.test(line) && paragraph.length === 0) items.push(line.replace(BULLET, '').trim());
      else if (line.trim() === '' || BULLET.test(line) || items.length > 0) {
        if (items.length > 0 || paragraph.length > 0) break;
      } else paragraph.push(line.trim());
    }
    const sentences = paragraph
      .join(' ')
      .split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý])/)
      .map((sentence) => sentence.trim())
      // How the note is given (« Attribution d’une note de 0 à 40 ») is not something the buyer expects.
      .filter((sentence) => !/\b(note|notée?s?|points?)\b/i.test(sentence));
    return {
      source: `${page.file}, p. ${page.page}`,
      items: (items.length > 0 ? items : sentences).filter(
        (i) => termsOf(i).length > (items.length > 0 ? 0 : 1),
      ),
    };
  }
  return null;
}

/** Phase 1 ends a wording with where it read it: « Source : RC.pdf, page 11. » */
const SOURCE_NOTE = /\s*Source\s*:\s*(.+?),\s*page\s+(\d+)(?:\s*\([^)]*\))?\.?\s*$/i;

interface Wording {
  subKey: string | null;
  label: string;
  details: string;
  weight: number | null;
  /** "RC.pdf, p. 11" when phase 1 said where the wording is. */
  source: string | null;
}

function wordingOf(subKey: string | null, label: string, details: string, weight: number | null): Wording {
  const note = SOURCE_NOTE.exec(details);
  return {
    subKey,
    label,
    details: note ? details.slice(0, note.index) : details,
    weight,
    source: note ? `${note[1]}, p. ${note[2]}` : null,
  };
}

/** The criterion's own parts: its sub-criteria, or itself when it has none. */
function partsOf(key: string, criterion: PonderationCriterion): Wording[] {
  const subs = Object.entries(criterion['Sous-critères'] ?? {});
  if (subs.length === 0)
    return [wordingOf(null, criterion['Libellé'] ?? key, criterion['Détails'] ?? '', null)];
  return subs.map(([subKey, sub]) =>
    wordingOf(subKey, sub['Libellé'] ?? subKey, sub['Détails'] ?? '', sub['Pondération'] ?? null),
  );
}

/** The items of a wording: its « ; », bulleted or enumerated (commas) pieces, else the whole wording. */
function wordingItems(label: string, details: string): string[] {
  const list = details.split(/\s*;\s*|\n\s*(?:[-*•▸]\s+)?/);
  const commas = details.split(/\s*,\s*/);
  const enumeration = list.length === 1 && commas.length >= 3 && commas.every((c) => c.length <= 80);
  const pieces = (enumeration ? commas : list)
    .map((p) => p.replace(/^[-*•▸\s]+/, '').trim())
    .filter((p) => termsOf(p).length > 0);
  const head = details.trim() !== '' && pieces.length === 1 ? `${label} : ${details.trim()}` : label;
  return [head, ...(pieces.length > 1 ? pieces : [])];
}

/**
 * Where a CCTP requirement close to no sub-criterion goes: the technical criterion when it is a single
 * block (a bare « Valeur technique » is judged on the whole CCTP), else nowhere (-1).
 */
function technicalCatchAll(parts: readonly Part[]): number {
  const technical = parts.filter((p) => criterionNameOfKey(p.key) === 'Technique');
  return technical.length === 1 ? parts.indexOf(technical[0]!) : -1;
}

function overlap(a: readonly string[], b: ReadonlySet<string>): number {
  return a.filter((t) => b.has(t)).length;
}

/**
 * What the buyer expects under each qualitative criterion: the criterion and sub-criterion wording, the
 * RC's elements of appreciation listed under it, and the CCTP requirements closest to it (at most
 * CCTP_PER_PART each, the ones the offer must state first). Each keeps its source file and page.
 */
export function requirementsOf(
  criteria: Readonly<Record<string, PonderationCriterion>>,
  tenderPages: readonly PageText[],
): Part[] {
  const rcPages = tenderPages.filter((p) => RC_FILE.test(p.file));
  const parts: (Part & { vocabulary: Set<string> })[] = [];
  for (const [key, criterion] of Object.entries(criteria)) {
    const name = criterionNameOfKey(key);
    if (name === 'Financier' || name === 'Administratif') continue;
    for (const part of partsOf(key, criterion)) {
      const rc = rcElements(part.label, rcPages);
      const wording: Omit<Requirement, 'id'>[] = [
        ...wordingItems(part.label, part.details).map((text) => ({
          text,
          source: part.source ?? rc?.source ?? 'Règlement de consultation',
          origin: 'critère' as const,
          terms: termsOf(text),
        })),
        ...(rc?.items ?? []).map((text) => ({
          text,
          source: rc!.source,
          origin: 'rc' as const,
          terms: termsOf(text),
        })),
      ].filter((r) => r.terms.length > 0);
      const vocabulary = new Set(termsOf(`${part.label} ${part.details} ${rc?.items.join(' ') ?? ''}`));
      parts.push({
        key,
        subKey: part.subKey,
        label: part.label,
        weight: part.weight,
        requirements: wording.map((r) => ({ ...r, id: '' })),
        vocabulary,
      });
    }
  }
  const assigned = new Map<
    number,
    { requirement: Omit<Requirement, 'id'>; score: number; order: number }[]
  >();
  const fallback = technicalCatchAll(parts);
  cctpRequirements(tenderPages).forEach((requirement, order) => {
    let best = fallback;
    let bestScore = 0;
    parts.forEach((part, i) => {
      const score = overlap(requirement.terms, part.vocabulary);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    if (best < 0) return;
    const bonus = ANSWER_IN_OFFER.test(requirement.text) ? 2 : 0;
    const list = assigned.get(best) ?? [];
    list.push({ requirement, score: bestScore + bonus, order });
    assigned.set(best, list);
  });
  return parts.map(({ vocabulary: _, ...part }, i) => {
    const cctp = (assigned.get(i) ?? [])
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, CCTP_PER_PART)
      .sort((a, b) => a.order - b.order)
      .map((a) => ({ ...a.requirement, id: '' }));
    const requirements = [...part.requirements, ...cctp].map((r, n) => ({
      ...r,
      id: `${part.key}-${i + 1}-${String(n + 1).padStart(2, '0')}`,
    }));
    return { ...part, requirements };
  });
}
