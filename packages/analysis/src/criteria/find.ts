import { formItems, withoutFormLines, withoutRankedForms } from './forms';
import type { CriteriaTree, CriterionNode } from './hierarchy';
import { buildTree, priceMixed, subsCloseAt, sum, withShortSubs } from './hierarchy';
import { criterionNameOf, isNamedCriterion } from './categories';
import { columnWiseItems, headedColumnItems, lotColumnItems, lotRowItems, lotSpanItems } from './columns';
import type { RawItem } from './items';
import {
  CRITERION_NUMBER,
  bulletAt,
  cleanLabel,
  lotsNamed,
  weightMatches,
  weightedItems,
  withBareWeights,
  withFieldWeights,
  withListedWeights,
  withNumberedWeights,
  wholeStatedIn,
  withTableWeights,
} from './items';
import type { WeightMatch } from './items';
import { findPriceFormula } from './formula';
import { overallMark, withOverallMark } from './overall';
import {
  documentChanges,
  fold,
  frenchNumber,
  lineFrom,
  nameWords,
  parseDecimal,
  tidy,
  unwrapped,
  withoutReplaced,
} from './text';

export interface LotCriteria {
  lot: string | null;
  tree: CriteriaTree;
}

export interface FoundCriteria {
  groups: LotCriteria[];
  /** Where the criteria were found, to look for the price formula nearby. */
  zone: { start: number; end: number } | null;
}

/** Phrases that open an award-criteria passage in RCs and notices. */
const TRIGGER =
  /crit[èe]res\s*:|crit[èe]res?\s+(?:d'attribution|de jugement|de notation|de choix|d'analyse|de s[ée]lection des offres|d'[ée]valuation|retenus|suivants|[ée]nonc[ée]s ci-dessous|et pond[ée]ration|pond[ée]r)|jugement des offres|jugement des propositions|pond[ée]ration|pond[ée]r[ée]s|classement des offres|attribution des? march|analyse des offres|[ée]valuation des offres|offre [ée]conomiquement la plus avantageuse|sous-crit[èe]res/gi;
const ZONE_LENGTH = 2500;
/** A line this short above a phrase that opens the next may name what the phrase weighs. */
const SHORT_ABOVE = 80;
/**
 * What may open a lot's line: a section number ('7.1'), a table's name ('Tableau A –'), 'Pour le',
 * 'Concernant les', 'Critères pour le', 'Critères lot 1', 'Critères applicables au lot 4'.
 */
const LOT_LEAD = String.raw`^[ \t]*(?:\d{1,2}(?:\.\d{1,2})*\s*[-.)]?\s*)?(?:tableau\s+[A-Z0-9]{1,2}\s*[-–:]\s*)?(?:lot technique\s*:\s*)?(?:par (?:d[ée]rogation|exception),?\s*)?(?:crit[èe]res?(?:\s+d'attribution|\s+de\s+jugement|\s+applicables?)?\s+(?=pour|concernant|d[eu]s?\s|aux?\s|lots?\b))?(?:(?:pour|concernant|s'agissant d[eu]|au titre d[eu]|d[eu]s?|aux?)\s+(?:le\s+|les\s+)?)?`;
/** 'Lot 2', 'LOT N° 2', 'Lot n° : 2', 'lots 1 à 3', 'lots n° 1, 2 et 4': the lot or lots named. */
const LOT_NUMBERS = String.raw`(?:lots?|LOTS?)(?:\(s\))?\s*(?:n\s*[º°o]s?\.?\s*:?\s*|-0*)?(\d{1,3}(?:\s*(?:,|et|à|au|-)\s*(?:n\s*[º°o]\.?\s*)?\d{1,3}\b)*)\b`;
/**
 * 'Lot 1 – Voirie : Prix 50 % ; Technique 50 %', 'Pour le lot n° 2 « RC », le prix comptera pour 50 %',
 * a table's row opened by its lot cell ('Lots 2, 3 et 4⇥Prix⇥–⇥60 %'): a line that opens with a lot and
 * states its criteria.
 */
const LOT_LINE = new RegExp(
  `${LOT_LEAD}${LOT_NUMBERS}[^:\\n%\\t]{0,80}[:,\\t](?=[^\\n]*(?:%|\\bpoints?\\b|\\bpts\\b))`,
  'gim',
);
/**
 * 'par dérogation aux critères indiqués ci-dessus, les lots 5 et 11 sont jugés selon les critères
 * suivants :' inside a sentence: what follows is those lots' criteria.
 */
const DEROGATION = new RegExp(`par d[ée]rogation[^\\n%]{0,120}?${LOT_NUMBERS}[^\\n%]{0,160}?:`, 'gi');
/** 'Lot 2 : Réseaux', 'LOT N° 2', 'Pour le lot 2 :', '7.2 Lot n°2 - Électricité' opening a lot's criteria. */
const LOT_HEADING = new RegExp(`${LOT_LEAD}${LOT_NUMBERS}[^\\n%]{0,120}$`, 'gim');
/** LOT_HEADING for one line at a time (no global state to carry between calls). */
const LOT_HEADING_IN_LINE = new RegExp(LOT_HEADING.source, 'im');

/** 'Lot 1 Gros œuvre - Lot 2 Charpente': a line that lists the lots and their titles, no heading. */
const lotList = (line: string) => (line.match(/\blots?\s*(?:n\s*[º°o]\.?\s*)?\d/gi)?.length ?? 0) >= 2;

/**
 * 'lots 02 – Menuiseries extérieures et 03 – Électricité', 'lots 1 (Démolition) et 2 (Charpente)': a
 * further lot named after a title.
 */
const FURTHER_LOT = /(?:,|\bet)\s+(?:le\s+)?(?:lots?\s*)?(?:n\s*[°º]\s*)?(\d{1,3})\s*[-:(]/gi;

/** The lots a heading names, those after their titles included ('1,2', '2,3'). */
function headingLots(heading: RegExpMatchArray): string {
  const first = lotsNamed(heading[1]!);
  const rest = heading[0].slice(heading[0].indexOf(heading[1]!) + heading[1]!.length);
  const further = [...rest.matchAll(FURTHER_LOT)].map((m) => String(Number(m[1])));
  return [first, ...further].join(',');
}

/** The line just above the one that starts at `lineStart`, blank or not ('' for the first line). */
const previousLine = (text: string, lineStart: number) =>
  text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1));

/**
 * 'LOT 2 - Responsabilité civile' over 'LOT 3 - Flotte automobile', just under the last weight of the
 * lot before: the lots of the run of headings share the criteria under it (their lots, or null).
 */
function jointLots(text: string, heading: RegExpMatchArray & { index: number }): string | null {
  const lineStart = text.lastIndexOf('\n', heading.index - 1) + 1;
  const previous = previousLine(text, lineStart);
  if (lineStart === 0 || !/\d[\t ]*(?:%|points?\b|pts\b)/i.test(previous)) return null;
  const run: string[] = [];
  for (const line of text.slice(lineStart).split('\n')) {
    const other = LOT_HEADING_IN_LINE.exec(line);
    if (!other) break;
    run.push(headingLots(other));
  }
  return run.length >= 2 ? run.join(',') : null;
}

/**
 * A lot heading that opens that lot's criteria: not a line listing lots, nor one line of a list of
 * lots one a line ('Lot 01 – Gros œuvre' over 'Lot 02 – Charpente'), whose last line may sit just
 * above criteria common to every lot.
 */
function opensLot(text: string, heading: RegExpMatchArray & { index: number }): boolean {
  if (lotList(heading[0])) return false;
  const lineStart = text.lastIndexOf('\n', heading.index - 1) + 1;
  const lineEnd = text.indexOf('\n', heading.index);
  const previous = previousLine(text, lineStart);
  const next = lineEnd < 0 ? '' : text.slice(lineEnd + 1).split('\n', 1)[0]!;
  // 'Lots n°2 à n°4' over 'Pour les lots 2 (gros œuvre), 3 (couverture) et 4 (électricité)' name the same lots.
  const named = headingLots(heading);
  const otherLot = (line: string) => {
    const other = LOT_HEADING_IN_LINE.exec(line);
    return other !== null && headingLots(other) !== named;
  };
  return !otherLot(previous) && !otherLot(next);
}

function zones(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  const weights = weightMatches(text);
  const changes = documentChanges(text);
  for (const m of text.matchAll(TRIGGER)) {
    let lineStart = text.lastIndexOf('\n', m.index) + 1;
    // 'Valeur technique' / 'Pondération : 60 %.': a phrase that opens its line may weigh the short line above.
    const above = text.lastIndexOf('\n', lineStart - 2) + 1;
    if (lineStart > 0 && text.slice(lineStart, m.index).trim() === '' && lineStart - above <= SHORT_ABOVE)
      lineStart = above;
    const start = extendedBack(text, weights, Math.max(lineStart, m.index - 300));
    const documentEnd = changes.find((at) => at > m.index) ?? text.length;
    const end = Math.min(documentEnd, extended(text, weights, Math.min(text.length, m.index + ZONE_LENGTH)));
    const last = found[found.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else found.push({ start, end });
  }
  return found;
}

const CLUSTER_GAP = 600;
const LABEL_ROOM = 300;

/**
 * A section heading: 'ARTICLE 4 - JUGEMENT DES OFFRES', '2.4 Modalités de financement', 'Section IV';
 * not a notice's duration field ('60 MONTH').
 */
const SECTION_HEADING =
  /^[\t ]*(?:(?:article|section|chapitre|titre|partie)\s+[\dIVX]|(?!\d+[\t ]+(?:DAY|WEEK|MONTH|YEAR)[\t ]*$)\d{1,2}(?:\.\d{1,2})*\s*[-–.)]?\s+[A-ZÀ-Ý][^\n]{0,100}$)/im;

/**
 * A passage starts earlier, at the line of the first weight, when weights come just before it; not
 * beyond a section heading (the weights of the section before are about something else).
 */
function extendedBack(text: string, weights: WeightMatch[], start: number): number {
  let reach = start;
  if (SECTION_HEADING.test(lineFrom(text, reach))) return reach;
  for (const w of [...weights].reverse()) {
    if (w.end > reach) continue;
    if (reach - w.end > CLUSTER_GAP) break;
    const lineStart = text.lastIndexOf('\n', w.start - 1) + 1;
    const between = text.slice(lineStart, reach).split('\n').slice(1);
    if (between.some((line) => SECTION_HEADING.test(line))) break;
    reach = lineStart;
  }
  return reach;
}

/** A passage goes on, to the end of its line, as long as weights keep coming. */
function extended(text: string, weights: WeightMatch[], end: number): number {
  let reach = end;
  for (const w of weights) {
    if (w.start < reach) continue;
    if (w.start - reach > CLUSTER_GAP) break;
    const lineEnd = text.indexOf('\n', w.end);
    reach = lineEnd < 0 ? text.length : lineEnd;
  }
  return reach;
}

/**
 * Passages where weights sit close together (each within CLUSTER_GAP characters of the previous
 * one), wherever they are and whatever introduces them: the weighted criteria of a text are a
 * cluster of weights, whether or not a known phrase announces them.
 */
function clusters(text: string, gap = CLUSTER_GAP): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  const lineEnd = (at: number) => (text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at));
  // Table weights are marked first, in place; a weight alone on its line, moved up to its row, shifts
  // the offsets by a few characters, which the room left for labels absorbs.
  for (const w of weightMatches(withTableWeights(text))) {
    const last = found[found.length - 1];
    // A long list item does not part its weight from the list: the gap ends where its line starts.
    const lineStart = text.lastIndexOf('\n', w.start - 1) + 1;
    if (last && Math.max(lineStart, last.end) - last.end <= gap) last.end = lineEnd(w.end);
    else found.push({ start: Math.max(last?.end ?? 0, w.start - LABEL_ROOM), end: lineEnd(w.end) });
  }
  return found;
}

/**
 * '5 % des heures travaillées': a share of something else, not the weight of a criterion (its own, not
 * the next one's: 'Valeur technique (40 %) ; Clause d'insertion : 5 % des heures').
 */
const SHARE_OF =
  /^[^\n;|)%]{0,30}?\d\s*(?:%|points?|pts)[ \t]+(?:(?:du|des|de la)\b|de l')(?!\s*(?:note|notation|total|points?\b|crit))/i;
/** The same, the share's object wrapped to the next line ('au moins 30 %' / 'des véhicules'). */
const WRAPPED_SHARE_OF =
  /^[^\n]{0,30}?\d\s*(?:%|points?|pts)[ \t]*\n[ \t]*(?:(?:du|des|de la)\b|de l')(?!\s*(?:note|notation|total|points?\b|crit))/;
/**
 * '10 points pour un délai de 4 mois ou moins, 0 point pour un délai de 8 mois': the points of a
 * rating scale, from its top to its bottom ('0 point pour'), are no criterion's weight.
 */
const SCALE_STEP = /^[^\n]{0,30}?\d\s*(?:%|points?|pts)[ \t]+pour\s+(?:un|une|le|la|les|l')\b/i;
const SCALE_BOTTOM = /(?<![\d,.])0\s*(?:%|points?|pts)[ \t]+pour\b/i;

/** '15 points pour le délai le plus court': the top of a proportional scale, not a sub-criterion. */
const SCALE_TOP =
  /^[^\n]{0,30}?\d\s*(?:%|points?|pts)[ \t]+(?:pour|[àa])\s+(?:le|la|l'|l’)\s*[^\n,;.]{0,40}?\b(?:plus\s+(?:court|courte|bas|basse|faible|[ée]lev[ée]e?)|moins[- ]disante?|mieux[- ]disante?)\b/i;

function shareOf(text: string, item: RawItem): boolean {
  const after = text.slice(item.at, item.at + 80);
  // A table's weight cell printed at the end of its label's first line, the label's bracket going on
  // below ('Organisation du service (traçabilité, gestion<tab>20 %' / 'des régimes ...)').
  const line = text.slice(text.lastIndexOf('\n', item.at - 1) + 1, item.at);
  // Nor is the weight ending a numbered item or a spaced table's row whose wording wraps below it ('1.b
  // Organisation ... et cohérence 20 points' / 'du tableau des temps passés').
  const wrappedShare =
    WRAPPED_SHARE_OF.test(after) &&
    (line.match(/\(/g) ?? []).length <= (line.match(/\)/g) ?? []).length &&
    !/^[\t ]*(?:\d{1,2}(?:\.(?:\d{1,2}|[a-h]))*|[a-h])[.)]?[\t ]+[A-Za-zÀ-ÿ]|\S(?: {3,}|\t)$/.test(line);
  if (SHARE_OF.test(after) || wrappedShare || SCALE_TOP.test(after)) return true;
  if (!SCALE_STEP.test(after)) return false;
  const end = text.slice(item.at).search(/\.\s|\n\s*\n/);
  return SCALE_BOTTOM.test(unwrapped(text.slice(item.at, end < 0 ? text.length : item.at + end)));
}

/** Items of a passage, following the lot headings met on the way. */
function zoneItems(text: string, zone: { start: number; end: number }, from: number): RawItem[] {
  const passage = withNumberedWeights(withTableWeights(text.slice(zone.start, zone.end)));
  const cuts: { at: number; lot: string | null; headed?: boolean }[] = [
    { at: 0, lot: lotBefore(text, from, zone.start) },
  ];
  for (const m of passage.matchAll(LOT_HEADING)) {
    const lot = opensLot(passage, m) ? headingLots(m) : jointLots(passage, m);
    if (lot !== null) cuts.push({ at: m.index, lot, headed: true });
  }
  for (const m of passage.matchAll(DEROGATION))
    cuts.push({ at: m.index + m[0].length, lot: lotsNamed(m[1]!) });
  // A line that opens with its lot ('Pour le lot n° 2 « RC », le prix ...') is read from past the lot.
  for (const m of passage.matchAll(LOT_LINE)) {
    const heading = cuts.findIndex((cut) => cut.at === m.index);
    if (heading >= 0) cuts.splice(heading, 1);
    cuts.push({ at: m.index + m[0].length, lot: lotsNamed(m[1]!) });
  }
  cuts.sort((a, b) => a.at - b.at);
  const segments = cuts.map((cut, i) =>
    weightedItems(
      passage.slice(cut.at, cuts[i + 1]?.at ?? passage.length),
      zone.start + cut.at,
      cut.lot,
    ).filter((item) => !ratesCandidates(text, item.at) && !shareOf(text, item)),
  );
  // A notice in the order of its XML gives each lot's criteria before the lot's title ('Prix : 60 %
  // | ... | Lot 2 - Véhicules légers'): each run of criteria is the lot whose heading follows it.
  // The last lot's title may come just past the passage, before any other weight.
  const next =
    cuts[0]!.lot === null && segments[segments.length - 1]!.length > 0 ? lotAfter(text, zone.end) : null;
  const closing =
    next !== null && weightMatches(text.slice(zone.end, next.end)).length === 0 ? next.lot : null;
  const lots = [...cuts.slice(1), ...(closing === null ? [] : [{ lot: closing, headed: true }])];
  const titlesAfter =
    cuts[0]!.lot === null &&
    lots.length >= 2 &&
    lots.every((cut) => cut.headed) &&
    segments.slice(0, lots.length).every((segment) => segment.length > 0) &&
    segments.slice(lots.length).every((segment) => segment.length === 0);
  // The whole stated before the first lot's heading ('Les offres seront notées sur 20 points.') holds
  // for every lot.
  const whole =
    cuts.length > 1 && segments[0]!.length === 0 ? wholeStatedIn(passage.slice(0, cuts[1]!.at)) : undefined;
  const items = (
    titlesAfter
      ? segments.flatMap((segment, k) => segment.map((item) => ({ ...item, lot: lots[k]?.lot ?? null })))
      : segments.flat()
  ).map((item) => (whole === undefined || item.total !== undefined ? item : { ...item, total: whole }));
  return withAnnouncedRestatements(text, zone, withRestatedScales(withNoteShares(text, items)));
}

/** '(80 % de la note prix)', '20 % de la note du critère prix': a share of a criterion's own note. */
const NOTE_SHARE =
  /^\d{1,3}(?:[.,]\d{1,2})?\s*%\s+de\s+la\s+note\s+(?:du\s+crit[èe]re\s+)?(?:de\s+(?:la\s+|l')?|du\s+)?(?!crit|du\s+crit)([A-Za-zÀ-ÿ' -]{3,40})/i;

/**
 * 'Prix : 40', then 'prix global (80 % de la note prix) et DQE (20 % de la note prix)': the shares of
 * a criterion's note are its sub-criteria, under the last criterion of that name before them (a
 * wording that names one: 'Chablais (74)' names no technical value).
 */
function withNoteShares(text: string, items: RawItem[]): RawItem[] {
  return items.map((item, i) => {
    const share = NOTE_SHARE.exec(text.slice(item.at, item.at + 80));
    if (!share) return item;
    const name = criterionNameOf(share[1]!);
    const parent = items
      .slice(0, i)
      .reverse()
      .find(
        (other) =>
          other.parentAt === null &&
          (other.depth ?? 1) <= 1 &&
          isNamedCriterion(other.label) &&
          criterionNameOf(other.label) === name &&
          !NOTE_SHARE.test(text.slice(other.at, other.at + 80)),
      );
    return parent ? { ...item, parentAt: parent.at, depth: 2 } : item;
  });
}

/**
 * 'Prix des prestations : 50 % ; Valeur technique : 50 %', then 'VALEUR TECHNIQUE : notée sur 20 points,
 * décomposée en :' and 'a) ... 8 points', 'b) ... 6 points', 'c) ... 6 points': a criterion named
 * again with the points of its note (not its weight: a list restated with its weights is read as
 * such), followed by weights that add up to them (none naming another criterion of the list), is
 * restated; the weights are its sub-criteria.
 */
function withRestatedScales(items: RawItem[]): RawItem[] {
  let out = items;
  for (let i = 1; i < out.length; i += 1) {
    const scale = out[i]!;
    if (scale.unit !== 'points' || scale.parentAt !== null || !isNamedCriterion(scale.label)) continue;
    const tops = out.slice(0, i).filter((item) => item.parentAt === null && (item.depth ?? 1) <= 1);
    // Named again: each word of the restatement is one of the criterion's.
    const named = fold(scale.label).match(/[a-z]{4,}/g) ?? [];
    const parent = tops.find(
      (item) =>
        item.lot === scale.lot &&
        item.weight !== scale.weight &&
        named.length > 0 &&
        criterionNameOf(item.label) === criterionNameOf(scale.label) &&
        named.every((word) => fold(item.label).includes(word)),
    );
    if (!parent) continue;
    const namesOther = (item: RawItem) =>
      isNamedCriterion(item.label) &&
      tops.some((top) => top !== parent && criterionNameOf(top.label) === criterionNameOf(item.label));
    let total = 0;
    let end = i + 1;
    while (end < out.length && total < scale.weight - 0.05) {
      const part = out[end]!;
      if (part.parentAt !== null || part.lot !== scale.lot || namesOther(part)) break;
      total += part.weight;
      end += 1;
    }
    if (end - i < 3 || Math.abs(total - scale.weight) >= 0.05) continue;
    out = [
      ...out.slice(0, i),
      ...out.slice(i + 1, end).map((part) => ({ ...part, parentAt: parent.at, depth: 2 })),
      ...out.slice(end),
    ];
  }
  return out;
}

/**
 * 'Prix 45 % - Valeur technique 45 % - Délai 10 %', then 'La valeur technique sera jugée selon les
 * sous-critères suivants :' and 'a) ... : 25 %', 'b) ... : 15 %', 'c) ... : 5 %': the items after the
 * announcement that add up to the weight of the criterion it names (or to 100 of it) are its
 * sub-criteria.
 */
function withAnnouncedRestatements(
  text: string,
  zone: { start: number; end: number },
  items: RawItem[],
): RawItem[] {
  let out = items;
  for (const found of announcements(text.slice(zone.start, zone.end))) {
    const m = Object.assign(found, { index: found.index + zone.start });
    const name = criterionNameOf(cleanLabel(m[1]!).label);
    const parent = out.find(
      (item) => item.at < m.index && item.parentAt === null && criterionNameOf(item.label) === name,
    );
    const first = out.findIndex((item) => item.at >= m.index + m[0].length);
    if (!parent || first < 0 || !isNamedCriterion(m[1]!)) continue;
    let sum = 0;
    let end = first;
    while (end < out.length && out[end]!.parentAt === null && sum < Math.max(parent.weight, 100) - 0.05) {
      sum += out[end]!.weight;
      end += 1;
      if (Math.abs(sum - parent.weight) < 0.05) break;
    }
    if (end - first < 2 || ![parent.weight, 100].some((whole) => Math.abs(sum - whole) < 0.05)) continue;
    // The announcement's own restatement of the weight ('Sous-critères du critère Valeur technique
    // (45 %)') is no item of its own.
    const restated = (item: RawItem) =>
      item.at >= m.index && item.at < m.index + m[0].length && Math.abs(item.weight - parent.weight) < 0.05;
    out = out
      .map((item, i) => (i >= first && i < end ? { ...item, parentAt: parent.at } : item))
      .filter((item) => !restated(item));
  }
  return out;
}

/**
 * Headings (short lines) of the selection of candidates, of the funding or of the payments ('2.4
 * Modalités de financement', not a notice's field 'Financement : crédits de la commune.'); wording
 * about the award to an offer.
 */
const CANDIDATES =
  /^[^\n]{0,40}(?:s[ée]lection\s+des\s+candidat(?:ure)?s|(?:examen|classement|analyse|jugement|[ée]valuation|notation)\s+des\s+candidatures|(?:\bfinancement\b|(?:modalit[ée]s|conditions)\s+de\s+(?:paiement|r[èe]glement))(?![\t ]*:[\t ]*\S))[^\n]{0,80}$/gim;
/**
 * A sentence that weighs the candidates' capacities, shares out the funding ('financement à 80 % par
 * la commune') or the payments ('Acomptes : 30 % (phase 1), 40 % (phase 2)', 'payé en deux fois : 40 %
 * à ..., 60 % à ...', 'Avance de 10 % pour les marchés de plus de ...', its repayment), or the fee by
 * element of the mission ('Répartition par élément de mission : ESQ 5 % – APS 10 %'), not an offer;
 * the hours shared out by phase are an offer's ('nombre d'heures et répartition par phase : 20 points').
 */
const CANDIDATES_SENTENCE =
  /\bcandidatures?\b|\bcapacit[ée]s?\s+(?:professionnelles|techniques|financi[èe]res|[ée]conomiques)|\bfinanc[ée]e?s?(?![A-Za-zÀ-ÿ])|\bfinancement|\bcr[ée]dits\b|\bsubventionn|\bfonds propres|\bcofinanc|\bacomptes?\b|\bavances?\b|\bremboursement\s+(?:de\s+l'avance|commence)\b|\bversements?\b|\bpay(?:é|ée|és|ées|able|ables)(?![A-Za-zÀ-ÿ])|(?<!\b(?:heures|temps|jours)\s+et\s+)\br[ée]partition\b(?!\s+d(?:es|u)\s+(?:temps|t[âa]ches|missions|moyens|effectifs|heures|jours)\b)[^\n]{0,30}?\bpar\s+(?:[ée]l[ée]ments?\s+de\s+mission|phases?)\b/i;
const OFFERS =
  /crit[èe]res?\s+d'attribution|crit[èe]res?\s+de\s+(?:jugement|notation)\b|jugement\s+des\s+offres|classement\s+des\s+offres|\boffres\s+(?:seront|sont)\s+(?:jug[ée]e?s|class[ée]e?s|not[ée]e?s|appr[ée]ci[ée]e?s)|analyse\s+des\s+offres|[ée]valuation\s+des\s+offres|attribution\s+du\s+march|s[ée]lection\s+des\s+offres|choix\s+de\s+l'offre|offre\s+[ée]conomiquement/gi;

/**
 * A code field of an eForms notice ('not-allowed', 'no-eu-funds'): the fields before it, the
 * selection of candidates among them, have ended.
 */
const FORM_CODE = /^[a-z]{2,}(?:-[a-z]{2,})+$/gm;

/**
 * Weights in a sentence about candidatures or capacities, or under a heading about selecting
 * candidates, rank candidates, not offers.
 */
function ratesCandidates(text: string, at: number): boolean {
  const sentenceStart = Math.max(text.lastIndexOf('\n', at - 1), text.lastIndexOf('. ', at - 1)) + 1;
  const sentenceEnd = text.slice(at).search(/\n|\.\s/);
  const sentence = text.slice(sentenceStart, sentenceEnd < 0 ? text.length : at + sentenceEnd);
  if (CANDIDATES_SENTENCE.test(sentence) && !/\boffres?\b|\bcrit[èe]res?\b/i.test(sentence)) return true;
  // Another document's heading ('Sélection des candidatures' in the RC before the AE's criteria) is none.
  const documentStart = documentChanges(text).findLast((change) => change < at) ?? 0;
  const before = text.slice(Math.max(0, documentStart, at - 2000), at);
  const last = (pattern: RegExp) => Math.max(-1, ...[...before.matchAll(pattern)].map((m) => m.index));
  const candidates = last(CANDIDATES);
  return candidates >= 0 && candidates > last(OFFERS) && candidates > last(FORM_CODE);
}

/** How far before a passage the heading of its lot may be. */
const LOT_REACH = 1500;

/** The lot whose heading opens the section a passage sits in (none beyond LOT_REACH). */
function lotBefore(text: string, from: number, start: number): string | null {
  const before = text.slice(Math.max(from, start - LOT_REACH), start);
  let lot: string | null = null;
  for (const m of before.matchAll(LOT_HEADING)) if (opensLot(before, m)) lot = headingLots(m);
  return lot;
}

/**
 * 'Mêmes critères et pondérations que le lot 2', 'critères identiques à ceux du lot 1', 'Critères
 * d'attribution identiques au lot 1'; a lot's criteria field that says only 'Identique au lot 2',
 * 'idem lot 2': a lot that takes another's.
 */
const SAME_AS_LOT =
  /\b(?:m[êe]mes\s+crit[èe]res|crit[èe]res\s+(?:d'attribution\s+)?identiques)[^.\n]{0,80}?(?<![A-Za-zÀ-ÿ])(?:(?:que|à)\s+(?:(?:ceux|celles?)\s+)?(?:du|le|pour\s+le|au)|au)\s+lot\s*(?:n\s*[°º]\s*)?(\d{1,3})\b|(?<=(?:^|\|)[ \t]*)(?:identiques?\s+(?:à\s+(?:ceux|celui)\s+d|a)u|idem(?:\s+(?:au|que\s+le))?)\s+lot\s*(?:n\s*[°º]\s*)?(\d{1,3})\b(?=[ \t.]*(?:$|\|))/gim;

/** The lots whose section says they take the criteria of another lot read, with that lot's criteria. */
function withSameLots(text: string, groups: LotCriteria[]): LotCriteria[] {
  const out = [...groups];
  for (const m of text.matchAll(SAME_AS_LOT)) {
    const source = out.find((group) => group.lot === (m[1] ?? m[2]));
    const heading = lotBefore(text, 0, m.index) ?? formLotBefore(text, m.index);
    if (!source || heading === null) continue;
    for (const lot of heading.split(','))
      if (lot !== source.lot && !out.some((group) => group.lot === lot)) out.push({ lot, tree: source.tree });
  }
  return out;
}

/** An eForms lot's identifier ('LOT-0004'), though its fields run on one line. */
const FORM_LOT_ID = /\bLOT-0*(\d{1,3})\b/g;

/** The last eForms lot opened before `start`, within LOT_REACH. */
function formLotBefore(text: string, start: number): string | null {
  const ids = [...text.slice(Math.max(0, start - LOT_REACH), start).matchAll(FORM_LOT_ID)];
  return ids.length === 0 ? null : ids[ids.length - 1]![1]!;
}

/** How far a lot's title may come after its criteria, in a notice in its XML's order. */
const TITLE_REACH = 1500;

/** The lot whose heading comes first in `text` from `from`, within TITLE_REACH. */
function lotAfter(text: string, from: number): { lot: string; end: number } | null {
  const after = text.slice(from, from + TITLE_REACH);
  for (const m of after.matchAll(LOT_HEADING))
    if (opensLot(after, m)) return { lot: headingLots(m), end: from + m.index + m[0].length };
  return null;
}

/**
 * A notice in its XML's order gives each lot's criteria before the lot's title ('Prix : 50 % | ... |
 * Lot 1 - Nettoyage courant | ... | 60 % Prix | ... | Lot 2 - Vitrerie'): criteria read for no lot,
 * then a lot's heading, then criteria followed by the next lot's heading, and so on, are the
 * criteria of the lot whose heading follows each of them.
 */
function titledAfter(text: string, read: FoundCriteria): FoundCriteria {
  const [only] = read.groups;
  if (read.groups.length !== 1 || only!.lot !== null) return read;
  const found: LotCriteria[] = [];
  let tree = only!.tree;
  // From the line of its last weight: a passage may run on past its criteria.
  const last = Math.max(...tree.tops.flatMap((node) => [node.item, ...node.subs]).map((item) => item.at));
  let heading = lotAfter(text, text.indexOf('\n', last) < 0 ? text.length : text.indexOf('\n', last));
  if (!heading) return read;
  const passages = clusters(text);
  while (heading && !heading.lot.includes(',')) {
    found.push({ lot: heading.lot, tree });
    // The next passage whose criteria make a whole with the price.
    let next: { end: number; tree: CriteriaTree } | null = null;
    for (const zone of passages) {
      if (zone.start < heading.end) continue;
      const groups = treesOf(dedupe(zoneItems(text, zone, heading.end)), true);
      if (groups?.length === 1 && plausible(groups) && withPrice(groups)) {
        next = { end: zone.end, tree: groups[0]!.tree };
        break;
      }
    }
    if (!next) break;
    heading = lotAfter(text, next.end);
    // Criteria with no lot's title after them: the lots' headings come before their criteria.
    if (!heading) return read;
    tree = next.tree;
  }
  const lots = new Set(found.map((group) => group.lot));
  return found.length >= 2 && lots.size === found.length ? { ...read, groups: collapseLots(found) } : read;
}

function byLot(items: RawItem[]): Map<string | null, RawItem[]> {
  const groups = new Map<string | null, RawItem[]>();
  for (const item of items) groups.set(item.lot, [...(groups.get(item.lot) ?? []), item]);
  return groups;
}

/**
 * The longest run of consecutive items whose tree adds up to 100, the most plainly named first; a
 * run of two criteria or more that holds the price before any that does not (the criteria, then
 * the way each is rated: '... 25 points' and '10 points à l'offre ...'). A run in one unit before a
 * longer one that mixes percentages and points: 'valeur technique : 60 % ; prix : 40 %', then the
 * technical value's parts in points (20, 25, 15), are not the price and three criteria.
 */
function bestRun(items: RawItem[]): CriteriaTree | null {
  let longest: CriteriaTree | null = null;
  let mixed: CriteriaTree | null = null;
  for (let length = items.length; length >= 1; length -= 1) {
    const { priced, any } = bestRunsOf(items, length);
    if (priced && !mixesUnits(priced)) return priced;
    mixed ??= priced;
    longest ??= any;
  }
  return mixed ?? longest;
}

/** Criteria (not sub-criteria) weighted some in percent, some in points. */
const mixesUnits = (tree: CriteriaTree) =>
  new Set(tree.tops.map((node) => node.item.unit).filter((unit) => unit === '%' || unit === 'points')).size >
  1;

/** A run of two criteria or more, one of them the price. */
const pricedRun = (tree: CriteriaTree) =>
  tree.tops.length >= 2 && tree.tops.some((node) => criterionNameOf(node.item.label) === 'Financier');

/** The best runs of `length` consecutive items whose tree adds up to 100: any, and one with the price. */
function bestRunsOf(
  items: RawItem[],
  length: number,
): { priced: CriteriaTree | null; any: CriteriaTree | null } {
  let priced: { tree: CriteriaTree; score: number } | null = null;
  let any: { tree: CriteriaTree; score: number } | null = null;
  for (let start = 0; start + length <= items.length; start += 1) {
    const tree = buildTree(items.slice(start, start + length));
    if (!tree.complete) continue;
    // Between runs of the same length, the one whose weights share one unit (not points and
    // percentages mixed), then the one with more 'label : weight' lines, then more wordings that
    // name criteria ('Prix', 'Valeur technique'), rather than sentences about amounts.
    const units = new Set(
      items
        .slice(start, start + length)
        .map((item) => item.unit)
        .filter((unit) => unit !== ''),
    );
    const clean = tree.tops.filter((node) => node.item.clean).length;
    const named = tree.tops.filter((node) => isNamedCriterion(node.item.label)).length;
    const score = (units.size <= 1 ? 10000 : 0) + clean * 100 + named;
    if (!any || score > any.score) any = { tree, score };
    if (pricedRun(tree) && (!priced || score > priced.score)) priced = { tree, score };
  }
  return { priced: priced?.tree ?? null, any: any?.tree ?? null };
}

function identical(a: CriteriaTree, b: CriteriaTree): boolean {
  const key = (tree: CriteriaTree) =>
    tree.tops
      .map((n) => `${n.item.label.toLowerCase()}=${n.item.weight}(${n.subs.map((s) => s.weight).join(',')})`)
      .join('|');
  return key(a) === key(b);
}

/** One group when every lot has the same criteria; the lots otherwise. */
function collapseLots(groups: LotCriteria[]): LotCriteria[] {
  const first = groups[0];
  if (!first) return [];
  if (groups.every((group) => identical(group.tree, first.tree))) return [{ lot: null, tree: first.tree }];
  // Criteria for every lot, then those of the lots that depart from them: both are kept.
  const lotted = groups.filter((group) => group.lot !== null);
  const general = groups.find((group) => group.lot === null);
  return lotted.length === 0 ? groups : general ? [general, ...lotted] : lotted;
}

/**
 * Each item once (a criterion restated in the text that details it); the items nested under a
 * restatement go to the criterion it restates.
 */
function dedupe(items: RawItem[]): RawItem[] {
  const seen = new Map<string, RawItem>();
  const keyOf = (item: RawItem) => {
    const name = fold(item.label)
      .replace(/œ/g, 'oe')
      .replace(/[^a-z0-9]/g, '');
    return { name, key: `${item.lot}|${name}|${item.weight}` };
  };
  /** The criterion an item restates: the same wording and weight, or a shorter wording of it. */
  const restated = (item: RawItem): RawItem | undefined => {
    const { name, key } = keyOf(item);
    // 'La valeur technique sera notée sur 40 points' after 'Valeur technique de l'offre ... 40 %', 'b)
    // Critère Valeur technique (50 points)' after the table's 'Valeur technique | 50 points'.
    return (
      seen.get(key) ??
      ((item.depth ?? 1) <= 1 && name.length >= 3
        ? [...seen.entries()].find(
            ([other, top]) =>
              top.weight === item.weight && top.lot === item.lot && other.split('|')[1]!.startsWith(name),
          )?.[1]
        : undefined)
    );
  };
  const out: RawItem[] = [];
  let moved: { to: RawItem; depth: number } | null = null;
  /** Numbered items just after a restatement, as many as add up to the criterion it restates. */
  let detailing: { to: RawItem; left: number } | null = null;
  for (const [i, item] of items.entries()) {
    if (moved && item.depth !== null && item.depth > moved.depth) {
      // Nested by its number, the item also details the sum the restated criterion is waiting for;
      // the same sub-criterion restated with it (the criteria written again for each lot) is none.
      if (detailing) detailing.left -= item.weight;
      const { key } = keyOf(item);
      if (seen.has(key)) continue;
      seen.set(key, item);
      out.push({ ...item, parentAt: moved.to.at });
      continue;
    }
    if (detailing && detailing.left > 0.05) {
      detailing.left -= item.weight;
      out.push({ ...item, parentAt: detailing.to.at });
      continue;
    }
    moved = null;
    detailing = null;
    const kept = restated(item);
    if (kept) {
      if (item.depth !== null) moved = { to: kept, depth: item.depth };
      // 'DÉTAIL DU CRITÈRE N°1 – VALEUR TECHNIQUE (60 points)' numbered as its section, then its
      // sub-criteria numbered '1.1', '1.2' at the same depth: they detail it when they add up to it.
      const whole = addsUpTo(items.slice(i + 1), kept, restated);
      if (whole !== null) detailing = { to: kept, left: whole };
      continue;
    }
    seen.set(keyOf(item).key, item);
    out.push(item);
  }
  return out;
}

/**
 * Whether the numbered items that follow add up to `parent`'s weight, two of them at least, none
 * of them restating another criterion.
 */
/**
 * The sum that the items after a restated criterion add up to when they share it out: its weight, or
 * 100 of it when they are not numbered ('La valeur technique, pondérée à 60 %, est notée sur 100 et se
 * décompose ainsi : ... 30/100 ; ... 50/100 ; ... 20/100').
 */
function addsUpTo(
  following: RawItem[],
  parent: RawItem,
  restated: (item: RawItem) => RawItem | undefined,
): number | null {
  const numbered = following[0]?.depth !== null;
  const wholes = numbered ? [parent.weight] : [parent.weight, 100];
  let total = 0;
  for (const [k, item] of following.entries()) {
    if ((item.depth !== null) !== numbered || item.lot !== parent.lot || restated(item)) return null;
    total += item.weight;
    const whole = wholes.find((w) => Math.abs(total - w) < 0.05);
    if (whole !== undefined) return k >= 1 ? whole : null;
    if (total > Math.max(...wholes)) return null;
  }
  return null;
}

function treesOf(items: RawItem[], requireComplete: boolean): LotCriteria[] | null {
  const groups: LotCriteria[] = [];
  const lots = byLot(items);
  for (const [lot, lotItems] of lots) {
    const tree =
      bestRun(lotItems) ??
      (!requireComplete || lotItems.every((item) => item.clean) ? buildTree(lotItems) : null);
    const read = tree !== null && (!requireComplete || tree.complete || lotItems.every((item) => item.clean));
    // Stray shares before the lots' criteria ('50 % minimum de produits durables'), or after them under
    // a lot whose criteria the passage does not state, are no reading of their own.
    if (!read && lots.size > 1) continue;
    if (!read) return null;
    // Criteria given once for several lots hold for each of them.
    for (const one of lot === null ? [null] : lot.split(',')) groups.push({ lot: one, tree });
  }
  return groups.length > 0 ? collapseLots(groups) : null;
}

/** A lone weight makes a whole only when it is the price ('Prix : 100 %'). */
function plausible(groups: LotCriteria[]): boolean {
  return groups.every(
    (group) =>
      group.tree.complete &&
      (group.tree.tops.length > 1 ||
        criterionNameOf(group.tree.tops[0]!.item.label) === 'Financier' ||
        group.tree.tops[0]!.item.clean),
  );
}

/**
 * Weights found without an introducing phrase are criteria only when one of them is the price (or
 * when they share out the criterion whose heading they follow).
 */
const withPrice = (groups: LotCriteria[]): boolean =>
  groups.every((group) => group.tree.tops.some((node) => criterionNameOf(node.item.label) === 'Financier'));

/**
 * A passage's whole names at least one criterion ('Prix', 'Valeur technique', 'Critère 3 – ...'): a
 * saving shared '70 % pour la Métropole et 30 % pour le titulaire' in the pages an award-criteria
 * heading opens is no reading.
 */
const namesACriterion = (groups: LotCriteria[]): boolean =>
  groups.some((group) =>
    group.tree.tops.some((node) => isNamedCriterion(node.item.label) || /crit[èe]re/i.test(node.item.label)),
  );

/**
 * The first passage whose weights make a whole; when its criteria are a lot's, the passages of the
 * following lots too (each lot of a notice may state its own criteria).
 */
function completeZones(
  text: string,
  candidates: { start: number; end: number }[],
  accept: (groups: LotCriteria[]) => boolean = () => true,
): FoundCriteria | null {
  const collected: LotCriteria[] = [];
  let first: { start: number; end: number } | null = null;
  let previousEnd = 0;
  for (const zone of candidates) {
    const items = dedupe(zoneItems(text, zone, previousEnd));
    previousEnd = zone.end;
    // A passage under one lot's heading ('LOT-0001') is that lot's, though nothing else is read in it:
    // the next lots' passages follow.
    const headed = new Set(items.map((item) => item.lot));
    const [lot] = headed;
    const groups =
      items.length > 0
        ? (treesOf(items, true)?.flatMap((group) =>
            group.lot === null && headed.size === 1 && lot
              ? lot.split(',').map((one) => ({ lot: one, tree: group.tree }))
              : [group],
          ) ?? null)
        : null;
    if (!groups || !plausible(groups) || !accept(groups)) continue;
    if (
      first &&
      (groups.some((g) => g.lot === null) || groups.some((g) => collected.some((c) => c.lot === g.lot)))
    )
      break;
    first ??= zone;
    collected.push(...groups);
    if (groups.some((g) => g.lot === null)) break;
  }
  if (!first) return null;
  return { groups: collapseLots(collected), zone: first };
}

/**
 * Notice forms weight the criteria only; the free text (VI.3) often details their sub-criteria.
 * A criterion of the form takes the sub-criteria of the same criterion (same weight, same name)
 * found in the text.
 */
function withSubsFrom(groups: LotCriteria[], detailed: FoundCriteria, text: string): LotCriteria[] {
  const same = (a: RawItem, b: RawItem) =>
    a.weight === b.weight && criterionNameOf(a.label) === criterionNameOf(b.label);
  return groups.map((group) => {
    const source =
      detailed.groups.find((d) => d.lot === group.lot) ?? detailed.groups.find((d) => d.lot === null);
    if (!source) return group;
    const tops = group.tree.tops.map((node) => {
      if (node.subs.length > 0) return node;
      const match = source.tree.tops.find((other) => same(other.item, node.item));
      const subSum = match?.subs.reduce((total, sub) => total + sub.weight, 0) ?? 0;
      const whole = Math.abs(subSum - node.item.weight) < 0.05 || Math.abs(subSum - 100) < 0.05;
      return match && match.subs.length > 1 && whole ? { item: node.item, subs: match.subs } : node;
    });
    return { lot: group.lot, tree: { ...group.tree, tops: announcedSubs(tops, source, detailed, text) } };
  });
}

const DETAIL_REACH = 600;

/** Whether two wordings share a word of four letters or more ('Prix' and 'le prix des prestations'). */
function sharesWord(a: string, b: string): boolean {
  const words = (text: string) => new Set(fold(text).match(/[a-z]{4,}/g) ?? []);
  const first = words(a);
  return [...words(b)].some((word) => first.has(word));
}

/**
 * 'La valeur technique sera jugée selon : méthodologie (30 points), moyens (30 points)': the free
 * text names a criterion of the form, then weights that add up to its weight (or to 100 of it),
 * none of them naming another criterion of the form, nor being one of the criteria or sub-criteria
 * already read: they are its sub-criteria.
 */
function namedDetail(
  text: string,
  node: CriterionNode,
  siblings: CriterionNode[],
  from: number,
): RawItem[] | null {
  // Coefficients ('coefficient 6', 'coefficient 4'): sub-criteria may weigh in percent of the whole
  // note, their criterion's share of it (6 out of 10: 60 %).
  const coefficients = siblings.every((n) => n.item.unit === 'coefficient');
  const ofWhole = coefficients ? 100 / siblings.reduce((total, n) => total + n.item.weight, 0) : 1;
  const others = siblings.filter((n) => n !== node).map((n) => n.item.label);
  // Another criterion of the form restated: named as one of them, by one of its words ('le prix des
  // prestations' for 'Prix'), not only of its kind ('valorisation des déchets' beside 'insertion').
  const restatesOther = (label: string) =>
    isNamedCriterion(label) &&
    others.some((other) => criterionNameOf(other) === criterionNameOf(label) && sharesWord(other, label));
  const listed = new Set(
    siblings.flatMap((n) => [n.item, ...n.subs]).map((item) => item.label.toLowerCase()),
  );
  if (node.item.label.length < 3) return null;
  // The criterion as the text names it again, or by its first two words ('La valeur technique, ...'
  // for 'Valeur technique de l'offre') when they still name it.
  const head = node.item.label.split(/\s+/).slice(0, 2).join(' ');
  const named = head !== node.item.label && criterionNameOf(head) === criterionNameOf(node.item.label);
  const label = [node.item.label, ...(named ? [head] : [])]
    .map((wording) => wording.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const context = { ofWhole, restatesOther, listed };
  const read = (passage: string, at: number) => detailedSubs(text, node, passage, at, context);
  for (const m of text.matchAll(new RegExp(`(?<![A-Za-zÀ-ÿ])(?:${label})(?![A-Za-zÀ-ÿ])`, 'gi'))) {
    if (m.index < from) continue;
    const start = m.index + m[0].length;
    // A share of the criterion ('50 % de la valeur technique') is a detail; the candidates' weights are
    // not, nor what the text gives another lot ('Pour le lot 2 : ...').
    const reach = text.slice(start, start + DETAIL_REACH);
    const otherLot = reach.search(/\blots?\s*(?:n\s*[°º]\s*)?\d/i);
    const own = otherLot < 0 ? reach : reach.slice(0, otherLot);
    // Its parts' bare numbers too ('a) méthodologie : 20 ; b) moyens : 10'), when they add up to it; and
    // read from its name on, a weight right after it ('La valeur technique (40 points) sera appréciée
    // selon : ...') being its own, not the first of a list written weights first.
    const bare = () => {
      const written = withBareWeights(own);
      return written === own ? null : read(written, start);
    };
    const subs = read(own, start) ?? bare() ?? read(m[0] + own, m.index);
    if (subs) return subs;
  }
  return null;
}

/** The weights of a passage after a criterion's name that share it out (see `namedDetail`), or null. */
function detailedSubs(
  text: string,
  node: CriterionNode,
  passage: string,
  start: number,
  {
    ofWhole,
    restatesOther,
    listed,
  }: { ofWhole: number; restatesOther: (label: string) => boolean; listed: Set<string> },
): RawItem[] | null {
  const found = weightedItems(passage, start, node.item.lot).filter((sub) => !ratesCandidates(text, sub.at));
  // The criterion's own weight restated first ('La valeur technique, notée sur 20 et pondérée à
  // 60 %, ... selon les sous-critères suivants'): its details follow. When the list of the criteria
  // is restated, another criterion comes next, and is no detail.
  // Another criterion of that weight on a line further ('Valeur technique - 50 % : ...' under another
  // lot's 'Prix' at 50 %) is not this one restated.
  const first = found[0];
  const restated = first?.weight === node.item.weight;
  if (
    restated &&
    isNamedCriterion(first.label) &&
    criterionNameOf(first.label) !== criterionNameOf(node.item.label) &&
    text.slice(start, first.at).includes('\n')
  )
    return null;
  const addingUp = (subs: RawItem[]) => {
    let total = 0;
    for (const [i, sub] of subs.entries()) {
      if (restatesOther(sub.label) || listed.has(sub.label.toLowerCase()) || priceMixed(node.item, sub))
        break;
      total += sub.weight;
      // Its weight, 100 of it, a note scale ('notée sur 10 points'), or its share of the whole.
      const whole = subsCloseAt(node.item, total) || Math.abs(total - node.item.weight * ofWhole) < 0.05;
      if (whole && i >= 1) return subs.slice(0, i + 1);
    }
    return null;
  };
  // A first part that only happens to weigh as much as its criterion ('Ergonomie : 50 %' of a
  // criterion of 50 %), named otherwise, is a part when all the parts make 100 of it.
  const ownParts = restated && !sharesWord(first.label, node.item.label) ? addingUp(found) : null;
  return ownParts ?? addingUp(restated ? found.slice(1) : found);
}

/**
 * Criteria without sub-criteria take those the text details under their name (from `from` on: a
 * criteria list reads its details after it, a notice form anywhere in its free text; a notice's
 * free-text field may detail them before its criteria fields).
 */
function withNamedDetails(group: LotCriteria, text: string, from = 0): LotCriteria {
  const tops = group.tree.tops.map((node) => {
    if (node.subs.length > 0) return node;
    const subs =
      namedDetail(text, node, group.tree.tops, from) ??
      (from > 0 ? namedDetail(text.slice(0, from), node, group.tree.tops, 0) : null);
    return subs ? { item: node.item, subs } : node;
  });
  return { lot: group.lot, tree: { ...group.tree, tops } };
}

/**
 * 'Les 4 sous-critères techniques sont les suivants : ...': a passage that announces sub-criteria
 * of one criterion gives all its weights to that criterion of the form.
 */
function announcedSubs(
  tops: CriterionNode[],
  source: LotCriteria,
  detailed: FoundCriteria,
  text: string,
): CriterionNode[] {
  if (
    !detailed.zone ||
    source.tree.tops.some((node) => tops.some((top) => top.subs === node.subs && node.subs.length > 0))
  )
    return tops;
  const firstItem = source.tree.tops[0]?.item.at ?? detailed.zone.end;
  const intro = /sous-crit[èe]res?\s+(?:de (?:la |l')?)?([a-zà-ÿ]+(?:\s+[a-zà-ÿ]+)?)/i.exec(
    text.slice(detailed.zone.start, firstItem),
  );
  if (!intro) return tops;
  const name = criterionNameOf(intro[1]!);
  const targets = tops.filter((node) => criterionNameOf(node.item.label) === name && node.subs.length === 0);
  if (targets.length !== 1) return tops;
  const subs = source.tree.tops.map((node) => node.item);
  return tops.map((node) => (node === targets[0] ? { item: node.item, subs } : node));
}

/**
 * 'Qualité technique ayant comme sous-critères : équipe (30 %) et méthodologie (30 %) | Prix (40 %)':
 * the criteria weighted on the announcing line (on the next one when it ends the line, or in the
 * bullets under it) are the announced criterion's sub-criteria, even when they add up with the
 * price; its own weight stays unwritten.
 */
const ANNOUNCED_REACH = 300;

function withAnnouncedParents(text: string, group: LotCriteria): LotCriteria {
  let tops = group.tree.tops;
  for (const m of announcements(text)) {
    const label = cleanLabel(m[1]!).label;
    const start = m.index + m[0].length;
    if (!isNamedCriterion(label) || tops.some((node) => node.item.at >= m.index && node.item.at < start))
      continue;
    // The announcing line, or the next one when the announcement ends its line.
    const endOf = (from: number) => (text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from));
    const announcingEnd = endOf(start);
    const lineEnd = text.slice(start, announcingEnd).trim() === '' ? endOf(announcingEnd + 1) : announcingEnd;
    const first = tops.findIndex((node) => node.item.at >= start);
    if (first < 0) continue;
    // Under a heading of its own ('Sous-critères de la valeur technique :'), the items of the lines
    // that follow it, one line after the other.
    let reach = lineEnd;
    if (/^[\t ]*sous-crit/i.test(m[0]))
      while (
        reach < text.length &&
        tops.some((node) => node.item.at > reach && node.item.at < endOf(reach + 1))
      )
        reach = endOf(reach + 1);
    let end = first;
    while (
      end < tops.length &&
      tops[end]!.subs.length === 0 &&
      criterionNameOf(tops[end]!.item.label) !== 'Financier' &&
      (tops[end]!.item.at < reach || bulletAt(text, tops[end]!.item.at) !== null)
    )
      end += 1;
    if (end - first < 2 || tops[first]!.item.at - start > ANNOUNCED_REACH) continue;
    const members = tops.slice(first, end).map((node) => node.item);
    tops = [...tops.slice(0, first), parentNode(label, m.index, members), ...tops.slice(end)];
  }
  return tops === group.tree.tops ? group : { lot: group.lot, tree: { ...group.tree, tops } };
}

/**
 * 'Valeur technique ayant comme sous-critères : ...', 'La qualité se décompose en 3 sous-critères',
 * 'Valeur technique (sous-critères : ...)'.
 */
const ANNOUNCE =
  /([A-Za-zÀ-ÿ][^:\n.;]{2,120}?)\s*(?::\s*(?=les\s+sous-crit[èe]res\s+sont\b)|:?\s*(?:ayant comme|comprenant|comprend|comportant|comporte|(?:se |est )?d[ée]compos[ée]e?s?(?: (?:elle|lui)-m[êe]me)?(?: en| comme suit)?|r[ée]partie?s? en|(?:(?:sera|seront) )?(?:jug[ée]e?s?|appr[ée]ci[ée]e?s?|[ée]valu[ée]e?s?|not[ée]e?s?) (?:(?:au vu|au regard|à partir) d(?:[eu]|es) [^,:.\n]{1,60}?,?\s+)?(?:sur|selon|au regard d(?:e|es)))\s+|\(\s*)(?:les |des |(?:\d|deux|trois|quatre|cinq|six)\s+)?sous-crit[èe]res(?:\s+sont\s+les\s+suivants|\s+suivants)?\s*:?/gi;
const SUB_CRITERIA_WORD = /sous-crit[èe]res/gi;
/** 'Sous-critères du critère Valeur technique (45 %)': a heading naming the criterion after the word. */
const HEADED_ANNOUNCE =
  /^[\t ]*sous-crit[èe]res\s+(?:du\s+crit[èe]re\s+|de\s+la\s+|de\s+l'|du\s+)([A-Za-zÀ-ÿ][^:\n.;()]{2,80}?)\s*(?:\(\s*\d{1,3}(?:[.,]\d{1,2})?\s*(?:%|points?|pts)\s*\))?\s*:?[\t ]*$/gim;

/**
 * ANNOUNCE's matches in `text`, in order and without overlap, sought only in the lines around each
 * word 'sous-critères' (from two lines above to the line below): tried at every position of a
 * 400-page tender, the pattern alone takes half a second.
 */
function* announcements(text: string): Generator<RegExpMatchArray & { index: number }> {
  let from = 0;
  for (const word of text.matchAll(SUB_CRITERIA_WORD)) {
    if (word.index < from) continue;
    const lineStart = text.lastIndexOf('\n', word.index - 1);
    const start = Math.max(from, text.lastIndexOf('\n', text.lastIndexOf('\n', lineStart - 1) - 1) + 1);
    const lineEnd = text.indexOf('\n', word.index);
    const nextEnd = lineEnd < 0 ? -1 : text.indexOf('\n', lineEnd + 1);
    const window = text.slice(start, nextEnd < 0 ? text.length : nextEnd);
    const found = [...window.matchAll(ANNOUNCE), ...window.matchAll(HEADED_ANNOUNCE)].sort(
      (a, b) => a.index - b.index,
    );
    for (const m of found) {
      if (m.index + start < from) continue;
      m.index += start;
      from = m.index + m[0].length;
      yield m as RegExpMatchArray & { index: number };
    }
  }
}

const COUNTS: Record<string, number> = { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6 };
/**
 * 'décomposée en quatre sous-critères de 12,5 % chacun :', '... en six sous-critères valant chacun 10
 * points :', then the sub-criteria listed unweighted.
 */
const EQUAL_SHARES =
  /\b(\d|deux|trois|quatre|cinq|six)\s+sous-crit[èe]res\s+(?:(?:de|pond[ée]r[ée]s\s+à|à)\s+(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|points?)\s+chacun|(?:valant|not[ée]s(?:\s+sur)?|comptant(?:\s+pour)?)?\s*chacun\s+(?:pour\s+|sur\s+)?(\d{1,2}(?:[.,]\d{1,2})?)\s*(?:%|points?))\s*:?[ \t]*\n/i;
const EQUAL_SHARES_REACH = 300;

/**
 * A criterion whose sub-criteria share it out equally and are then listed without weight ('Valeur
 * technique (50 %) : quatre sous-critères de 12,5 % chacun :' and four list items): each gets its
 * share, when they are as many as announced and add up to the criterion.
 */
function withEqualShares(text: string, group: LotCriteria): LotCriteria {
  const tops = group.tree.tops.map((node) => {
    if (node.subs.length > 0) return node;
    const after = text.slice(node.item.at, node.item.at + EQUAL_SHARES_REACH);
    const announced = EQUAL_SHARES.exec(after);
    if (!announced) return node;
    const count = COUNTS[announced[1]!.toLowerCase()] ?? Number(announced[1]);
    const share = parseDecimal((announced[2] ?? announced[3])!);
    if (Math.abs(count * share - node.item.weight) > 0.05) return node;
    let at = node.item.at + announced.index + announced[0].length;
    const subs: RawItem[] = [];
    for (const line of text
      .slice(at, at + EQUAL_SHARES_REACH * count)
      .split('\n')
      .slice(0, count)) {
      const label = cleanLabel(line.replace(/[;.]\s*$/, '')).label;
      if (bulletAt(text, at) === null || label === '') break;
      subs.push({ ...node.item, label, details: '', weight: share, at, depth: null, parentAt: node.item.at });
      at += line.length + 1;
    }
    return subs.length === count ? { item: node.item, subs } : node;
  });
  return { lot: group.lot, tree: { ...group.tree, tops } };
}

/**
 * 'est décomposé', 'sera réparti', 'est détaillé', 'est apprécié au vu du mémoire et décomposé': a
 * criterion shared out.
 */
const IS_SHARED_OUT = String.raw`(?:est|sera)\s+(?:[^\n.:;]{0,80}?\bet\s+)?(?:d[ée]compos|r[ée]parti|d[ée]taill)`;

/** 'Le critère valeur technique est décomposé comme suit', naming the criterion it shares out. */
const NAMED_SHARE_OUT = new RegExp(
  String.raw`\bcrit[èe]re\s+(?:de\s+(?:la\s+|l')?|du\s+)?([A-Za-zÀ-ÿ'][A-Za-zÀ-ÿ' -]{2,40}?)\s+${IS_SHARED_OUT}`,
  'gi',
);

/**
 * Shares listed after the criteria under an announcement that names one of them ('Valeur technique
 * 60 %', 'Prix 40 %', then 'Le critère valeur technique est décomposé comme suit (pourcentages de la
 * note du critère) : ... 40 %, ... 35 %, ... 25 %'): the shares that the reading put under another
 * criterion (the last one, the price) are the named criterion's sub-criteria.
 */
function withNamedShareOut(text: string, group: LotCriteria): LotCriteria {
  const subs = group.tree.tops.flatMap((node) => node.subs);
  if (subs.length === 0) return group;
  // The announcement lies between the criterion it names and the shares: only that stretch is searched.
  const from = Math.min(...group.tree.tops.map((node) => node.item.at));
  let tops = group.tree.tops;
  for (const m of text.slice(from, Math.max(...subs.map((sub) => sub.at))).matchAll(NAMED_SHARE_OUT)) {
    const at = from + m.index;
    const name = criterionNameOf(m[1]!);
    const target = tops.filter((node) => node.subs.length === 0 && criterionNameOf(node.item.label) === name);
    const holder = tops.find(
      (node) =>
        node.subs.length > 0 &&
        criterionNameOf(node.item.label) !== name &&
        node.item.at < at &&
        node.subs.every((sub) => sub.at > at),
    );
    if (target.length !== 1 || !holder || target[0]!.item.at > at) continue;
    tops = tops.map((node) =>
      node === target[0]
        ? { item: node.item, subs: holder.subs }
        : node === holder
          ? { item: node.item, subs: [] }
          : node,
    );
  }
  return tops === group.tree.tops ? group : { lot: group.lot, tree: { ...group.tree, tops } };
}

/**
 * 'Pour le lot 1, le critère « Valeur technique » est décomposé ainsi :', 'Pour chaque lot, la note de
 * valeur technique est décomposée comme suit :', 'Pour le lot 1 uniquement, la note de qualité se
 * décompose ainsi :' after a table of the lots (no number: every lot); 'Le critère valeur technique est
 * noté sur 50, dont :' opening a sentence, for every lot.
 */
const LOT_SHARE_OUT = new RegExp(
  String.raw`(?:\bpour\s+(?:le\s+lot\s*(?:n\s*[°º]\s*)?(\d{1,3})(?:\s+(?:uniquement|seulement))?|chaque\s+lot|tous\s+les\s+lots)\s*,\s*|(?<=^|[.:]\s*)(?=le\s+crit[èe]re\s[^\n:]{3,80}?\s+est\s+not[ée]\s+sur\s+\d))(?:le\s+crit[èe]re|la\s+note\s+(?:de\s+la\s+|de\s+l'|du\s+crit[èe]re\s+|de\s+|du\s+)?)\s*"?\s*([^"\n:]{3,160}?)\s*"?\s+(?:${IS_SHARED_OUT}|se\s+(?:d[ée]compose|r[ée]partit)|est\s+not[ée]\s+sur\s+\d{1,3}(?:\s*points)?\s*,?\s*dont\b)[^\n:]*:`,
  'gim',
);

/**
 * Criteria read (from a table of the lots, or from any passage), then shared out below them, lot by lot
 * ('Pour le lot 1, le critère « Qualité technique » est décomposé ainsi : - essais : 25 -
 * caractéristiques : 15') or for every lot: the lines under each announcement, up to a blank line, are
 * the sub-criteria of that lot's criterion when they add up to its weight (or to 100 of it).
 */
function withLotShareOuts(text: string, groups: LotCriteria[], from: number): LotCriteria[] {
  let out = groups;
  for (const m of text.slice(from).matchAll(LOT_SHARE_OUT)) {
    const start = from + m.index + m[0].length;
    const blank = text.slice(start).search(/\n[\t ]*\n/);
    // Bare numbers after the wordings are weights here ('- essais utilisateurs : 25').
    const passage = withBareWeights(text.slice(start, blank < 0 ? text.length : start + blank));
    const items = weightedItems(passage, start, null);
    const name = criterionNameOf(m[2]!);
    out = out.map((group) => {
      if (m[1] !== undefined && group.lot !== String(Number(m[1]))) return group;
      const targets = group.tree.tops.filter(
        (node) => node.subs.length === 0 && criterionNameOf(node.item.label) === name,
      );
      // Of two criteria of one kind, the one the announcement names in its own words.
      const named = targets.filter((node) => fold(node.item.label).includes(fold(m[2]!)));
      const target = targets.length === 1 ? targets[0]! : named.length === 1 ? named[0]! : null;
      if (!target || items.length < 2 || !subsCloseAt(target.item, sum(items))) return group;
      const tops = group.tree.tops.map((node) =>
        node === target
          ? { item: node.item, subs: items.map((item) => ({ ...item, lot: group.lot })) }
          : node,
      );
      return { lot: group.lot, tree: { ...group.tree, tops } };
    });
  }
  return out;
}

/** A criterion made of its sub-criteria (or listed alone), its own weight unstated. */
function parentNode(label: string, at: number, subs: RawItem[]): CriterionNode {
  const weight = subs.reduce((total, sub) => total + sub.weight, 0);
  const item: RawItem = {
    label,
    details: '',
    weight,
    unit: subs[0]?.unit ?? '',
    at,
    lot: subs[0]?.lot ?? null,
    depth: null,
    parentAt: null,
    clean: false,
    unstated: true,
  };
  return { item, subs };
}

/** '- Compréhension du site, notamment :', a list item that opens a list of its own. */
const INTRO = /^[\t ]*([-–•*])[\t ]+([^\n\d:]{3,160}?)(?:,?\s*notamment)?\s*:\s*$/gm;

/**
 * '- Compréhension du site, notamment :' then 'o' items weighted 15 and 10, then '-' items: the
 * items of the lower bullet detail the item that introduces them, which is a sub-criterion of its
 * own (its weight, their sum, unstated); the sub-criteria still add up.
 */
function withIntroducedGroups(text: string, subs: RawItem[], from: number): RawItem[] {
  const runs: { intro: { label: string; at: number } | null; bullet: string | null; members: RawItem[] }[] =
    [];
  let searchFrom = from;
  for (const sub of subs) {
    const lineStart = text.lastIndexOf('\n', sub.at - 1) + 1;
    const intros = [...text.slice(searchFrom, lineStart).matchAll(INTRO)];
    const intro = intros[intros.length - 1];
    const bullet = bulletAt(text, sub.at);
    const run = runs[runs.length - 1];
    if (intro && bullet && bullet !== intro[1]) {
      const label = cleanLabel(intro[2]!).label;
      runs.push({ intro: { label, at: searchFrom + intro.index }, bullet: intro[1]!, members: [sub] });
    } else if (run?.intro && bullet && bullet !== run.bullet) run.members.push(sub);
    else runs.push({ intro: null, bullet, members: [sub] });
    const lineEnd = text.indexOf('\n', sub.at);
    searchFrom = lineEnd < 0 ? text.length : lineEnd;
  }
  return runs.flatMap((run) => {
    if (!run.intro || run.members.length < 2) return run.members;
    const details = run.members.map((m) => `${m.label} (${frenchNumber(m.weight)})`).join(' ; ');
    return [{ ...parentNode(run.intro.label, run.intro.at, run.members).item, details }];
  });
}

/**
 * Weights that do not make a whole, announced as the sub-criteria of one criterion: that criterion
 * with its weighted sub-criteria, and no weight of its own (it is not stated, it is not made up).
 */
function announcedParent(text: string): FoundCriteria | null {
  const weights = weightMatches(text);
  for (const m of announcements(text)) {
    const label = cleanLabel(m[1]!).label;
    if (!isNamedCriterion(label)) continue;
    const start = m.index + m[0].length;
    const end = extended(text, weights, Math.min(text.length, start + 300));
    const subs = weightedItems(text.slice(start, end), start, null);
    if (subs.length < 2 || subs.some((sub) => criterionNameOf(sub.label) === 'Financier')) continue;
    return {
      groups: [{ lot: null, tree: { tops: [parentNode(label, m.index, subs)], complete: false } }],
      zone: { start: m.index, end },
    };
  }
  return null;
}

/**
 * A line that names a criterion and weighs nothing: 'Méthodologie proposée', 'Moyens humains :'; not
 * the end of a cell wrapped over lines, which closes a bracket opened above ('bonus écologique)').
 */
function headingLine(line: string, criterionWord = false): string | null {
  const written = line.trim().replace(/\s*:$/, '');
  // 'Critère Valeur technique', 'Critère technique' over sub-criteria: named after the word.
  const heading = criterionWord
    ? written.replace(/^crit[èe]re\s+(?!d[eu]s?\b|d')(?=[A-Za-zÀ-ÿ])/i, '')
    : written;
  // A line in lower case carries on a wording or describes the criterion above: no heading.
  if (
    heading.length < 3 ||
    heading.length > 80 ||
    /\d|crit[èe]re|[.;,]$/i.test(heading) ||
    /^[a-zà-ÿ]/.test(written)
  )
    return null;
  if ((heading.match(/\)/g) ?? []).length > (heading.match(/\(/g) ?? []).length) return null;
  if (isNamedCriterion(heading)) return cleanLabel(heading).label;
  return heading !== written && isNamedCriterion(written) ? written : null;
}

/**
 * Heading lines before the first criterion of a list that name other criteria ('Montant total du
 * DQE' before the headings of the weighted sub-criteria): criteria listed without weight.
 */
function listedBefore(text: string, from: number, tops: CriterionNode[]): CriterionNode[] {
  const names = new Set(tops.map((node) => criterionNameOf(node.item.label)));
  const listed: CriterionNode[] = [];
  let at = from;
  for (const line of text.slice(from, tops[0]!.item.at).split('\n')) {
    const heading = headingLine(line);
    if (heading && !names.has(criterionNameOf(heading))) {
      names.add(criterionNameOf(heading));
      listed.push(parentNode(heading, at, []));
    }
    at += line.length + 1;
  }
  return listed;
}

/** Wording about the price: its amount, the bill it is read from, its formula. */
const PRICE_WORDS = /\bprix\b|\bmontant|\bdqe\b|\bbpu\b|\bdpgf\b|\bco[uû]ts?\b|formule/i;
const HEADLESS_PRICE = 'Critère sans intitulé dans le document : ses sous-critères portent sur le prix.';

/**
 * Weighted items that do not make a whole, each group under a heading line that weighs nothing:
 * each heading is a criterion with those sub-criteria, its own weight unstated. Weighted items
 * before the first heading, whose wording is about the price ('Volet B noté sur 5 pts, apprécié au
 * regard du DQE'), are the sub-criteria of the price, which the document leaves unnamed.
 */
function headedParents(text: string): FoundCriteria | null {
  for (const zone of clusters(text)) {
    const items = dedupe(zoneItems(text, zone, 0));
    if (items.length < 2 || items.some((item) => criterionNameOf(item.label) === 'Financier')) continue;
    const tops: CriterionNode[] = [];
    let searchFrom = Math.max(0, zone.start - LABEL_ROOM);
    for (const item of items) {
      const lineStart = text.lastIndexOf('\n', item.at - 1) + 1;
      const lines = text.slice(searchFrom, lineStart).split('\n');
      const heading = [...lines]
        .reverse()
        .map((line) => headingLine(line))
        .find((h) => h !== null);
      const last = tops[tops.length - 1];
      if (heading && (!last || last.item.label !== heading))
        tops.push(parentNode(heading, lineStart, [item]));
      else if (last) last.subs.push(item);
      else tops.push(parentNode('', lineStart, [item]));
      searchFrom = lineStart + 1;
    }
    if (tops[0]?.item.label === '') {
      const headless = tops[0];
      const end = tops[1]?.subs[0]?.at;
      if (end === undefined) continue;
      if (!PRICE_WORDS.test(text.slice(headless.item.at, text.lastIndexOf('\n', end - 1) + 1))) continue;
      tops[0] = { item: { ...headless.item, label: 'Prix', details: HEADLESS_PRICE }, subs: headless.subs };
    }
    const all = tops.reduce((count, node) => count + node.subs.length, 0);
    if (tops.length === 0 || all !== items.length || tops.every((node) => node.subs.length < 2)) continue;
    // Each criterion's list items are read from the end of the previous criterion's.
    const whole = tops.map((node, i) => {
      const previous = tops[i - 1]?.subs.at(-1)?.at;
      const from = previous === undefined ? Math.max(0, zone.start - LABEL_ROOM) : previous;
      return parentNode(node.item.label, node.item.at, withIntroducedGroups(text, node.subs, from));
    });
    const before = listedBefore(text, Math.max(0, zone.start - LABEL_ROOM), whole);
    return { groups: [{ lot: null, tree: { tops: [...before, ...whole], complete: false } }], zone };
  }
  return null;
}

const LIST_REACH = 1000;
/** '2. Délais': a list number before a criterion's name. */
const LIST_NUMBER = /^\s*\d{1,2}\s*[.)-]\s*/;
/** A lone 'noté sur 10 / 20 / 100 points' is a rating scale rather than a weight. */
const SCALES = new Set([10, 20, 100]);
/** The least weight a criterion weighted alone may have ('Valeur technique : 60 %', the price left out). */
const LONE_LEAST = 20;

/**
 * 'Valeur technique : 60 %' the only criteria weighted (a notice whose buyer left the price's field
 * out), or 'Prix : 50 %' (the technical value's weight left to the RC), with the sub-criteria that
 * share them out: read as written, the summary saying that the weights do not make a whole.
 */
/**
 * Whether the line of an item's weight holds a formula whose factor is that weight ('Prix', then 'Note
 * sur 40 points : N = 40 × Pmin / P'): the formula confirms a weight read away from its label.
 */
function factorRepeats(text: string, item: RawItem): boolean {
  const end = text.indexOf('\n', item.at);
  return new RegExp(`=[\\t ]*${item.weight}[\\t ]*[x×*]`).test(
    text.slice(item.at, end < 0 ? undefined : end),
  );
}

function loneCriterion(text: string): FoundCriteria | null {
  for (const zone of clusters(text)) {
    // Past the rates beside them ('Avance : 5 %', 'Retenue de garantie : 3 %'); a criterion whose
    // sub-criteria only are weighted is named by them.
    const named = (item: RawItem) =>
      (item.clean || item.unstated === true || factorRepeats(text, item)) && isNamedCriterion(item.label);
    const items = dedupe(zoneItems(text, zone, 0)).filter((item) => named(item) || (item.depth ?? 1) >= 2);
    if (items.length === 0) continue;
    const { tops } = buildTree(items);
    const total = tops.reduce((whole, node) => whole + node.item.weight, 0);
    // A lone small share ('retenue de garantie de 5 %') is a rate, not the one criterion weighted.
    const scale =
      tops.length === 1 &&
      tops[0]!.subs.length === 0 &&
      (SCALES.has(tops[0]!.item.weight) || tops[0]!.item.weight < LONE_LEAST);
    if (tops.length === 0 || !tops.every((node) => named(node.item)) || scale || total >= 100) continue;
    return { groups: [{ lot: null, tree: { tops, complete: false } }], zone };
  }
  return null;
}

/**
 * Criteria listed one a line (a notice's fields: each criterion's name, then its description),
 * only some of them weighted ('Méthodologie (notée sur 25 points)'): each keeps the weight it is
 * given, the others are listed without one. A line that names the same criterion as the line
 * before it is that criterion's description.
 */
function partlyWeighted(text: string): FoundCriteria | null {
  for (const zone of clusters(text)) {
    const items = dedupe(zoneItems(text, zone, 0));
    if (
      items.length === 0 ||
      items.some((item) => !isNamedCriterion(item.label) || shareOf(text, item) || (item.depth ?? 1) >= 2)
    )
      continue;
    if (items.length === 1 && SCALES.has(items[0]!.weight)) continue;
    const from = text.lastIndexOf('\n', Math.max(0, items[0]!.at - LIST_REACH)) + 1;
    const to = text.indexOf('\n', items[items.length - 1]!.at + LIST_REACH);
    const tops: CriterionNode[] = [];
    let at = from;
    let several = false;
    for (const line of text.slice(from, to < 0 ? text.length : to).split('\n')) {
      const onLine = items.filter((item) => item.at >= at && item.at <= at + line.length);
      const heading = onLine.length === 0 ? headingLine(line.replace(LIST_NUMBER, '')) : null;
      const entry = onLine.length === 1 ? onLine[0]! : heading ? parentNode(heading, at, []).item : null;
      at += line.length + 1;
      several ||= onLine.length > 1;
      if (!entry) continue;
      const previous = tops[tops.length - 1];
      if (previous && criterionNameOf(previous.item.label) === criterionNameOf(entry.label)) {
        if (previous.item.unstated && !entry.unstated)
          tops[tops.length - 1] = { item: { ...entry, label: previous.item.label }, subs: [] };
        continue;
      }
      tops.push({ item: entry, subs: [] });
    }
    const weighted = tops.filter((node) => !node.item.unstated).length;
    // One criterion listed without weight beside a single weighted one is no list (a description).
    if (several || weighted !== items.length || tops.length - weighted < (weighted >= 2 ? 1 : 2)) continue;
    return { groups: [{ lot: null, tree: { tops, complete: false } }], zone };
  }
  return null;
}

/**
 * 'Valeur technique :' on its own line, then weights adding up to 100 and no price among them:
 * the weights share that criterion out (100 % of it); its own weight is not stated.
 */
function underHeading(text: string, group: LotCriteria): LotCriteria {
  const tops = group.tree.tops;
  if (tops.length < 2 || tops.some((n) => n.subs.length > 0 || criterionNameOf(n.item.label) === 'Financier'))
    return group;
  const above = lineAbove(text, tops[0]!.item.at);
  // 'Critère Valeur technique' over 'Sous-critère 1 : pondération : 40 %'.
  const subsNamed = above !== null && /sous-crit[èe]re/i.test(text.slice(above.start, tops[0]!.item.at));
  const heading = above && headingLine(above.line, subsNamed);
  if (!above || !heading) return group;
  const node = parentNode(
    heading,
    above.start,
    tops.map((n) => n.item),
  );
  return { lot: group.lot, tree: { tops: [node], complete: false } };
}

/** The first line with text above the line of offset `at` (blank lines skipped), and where it starts. */
function lineAbove(text: string, at: number): { line: string; start: number } | null {
  // Line by line upwards, without splitting the whole text.
  let end = text.lastIndexOf('\n', at - 1);
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (line.trim() !== '') return { line, start };
    end = start - 1;
  }
  return null;
}

/** The heading line just above an item's wording (blank lines skipped): a criterion it belongs to. */
function headingAbove(text: string, item: RawItem): string | null {
  const labelAt = text.lastIndexOf(item.label.slice(0, 20), item.at);
  if (labelAt < 0) return null;
  const above = lineAbove(text, labelAt);
  return above && headingLine(above.line);
}

/** 'Valeur technique⇥Méthodologie⇥30 %': a table row whose first cell names the criterion, the second its sub-criterion. */
function rowHeading(text: string, item: RawItem): { heading: string; label: string } | null {
  const start = text.lastIndexOf('\n', item.at - 1) + 1;
  const cells = text
    .slice(start, item.at)
    .split('\t')
    .map((cell) => cell.trim())
    .filter((cell) => cell !== '');
  const heading = cells.length === 2 ? headingLine(cells[0]!) : null;
  const label = cells.length === 2 ? cleanLabel(cells[1]!).label : '';
  return heading && label !== '' ? { heading, label } : null;
}

/**
 * 'Critère | Sous-critère | Pondération' tables of Word or pdf documents: 'Valeur technique' on a
 * line of its own, then 'Méthodologie 30 %' and 'Moyens humains 30 %', then 'Prix 40 %'. The weighted
 * items under the heading, up to the price or the next heading, are its sub-criteria; its own
 * weight stays unwritten (their sum in the reading's checks).
 */
function headedSubs(text: string, group: LotCriteria): LotCriteria {
  const tops = group.tree.tops;
  if (tops.length < 3 || tops.some((node) => node.subs.length > 0)) return group;
  const out: CriterionNode[] = [];
  let run: { heading: string; members: RawItem[] } | null = null;
  const close = () => {
    if (run && run.members.length >= 2) {
      // The whole adds up with it: its weight, which the table leaves unwritten, is their sum.
      out.push(parentNode(run.heading, run.members[0]!.at, run.members));
    } else if (run) out.push(...run.members.map((item) => ({ item, subs: [] })));
    run = null;
  };
  for (const node of tops) {
    const price = criterionNameOf(node.item.label) === 'Financier';
    const row = price ? null : rowHeading(text, node.item);
    const heading = price ? null : (row?.heading ?? headingAbove(text, node.item));
    if (heading && heading !== (row?.label ?? node.item.label)) {
      close();
      run = { heading, members: [row ? { ...node.item, label: row.label } : node.item] };
    } else if (run && !price && !heading) run.members.push(node.item);
    else {
      close();
      out.push(node);
    }
  }
  close();
  if (out.length === tops.length) return group;
  return { lot: group.lot, tree: { tops: out, complete: group.tree.complete } };
}

/** Criteria each followed by a long description: their weights may lie this far apart. */
const DESCRIBED_GAP = 2500;
const SHORT_LINE = 120;

/** Each criterion weighted on a short line of its own ('Valeur technique (60 points)'). */
function shortLines(text: string, groups: LotCriteria[]): boolean {
  return groups.every((group) =>
    group.tree.tops.every((node) => {
      const start = text.lastIndexOf('\n', node.item.at - 1) + 1;
      const end = text.indexOf('\n', node.item.at);
      return (end < 0 ? text.length : end) - start <= SHORT_LINE && isNamedCriterion(node.item.label);
    }),
  );
}

/**
 * The passages that introduce the criteria, the first whose weights make a whole (100 % or 100
 * points); else a cluster of weights that makes a whole with a price among them (the criteria on
 * short lines of their own may lie far apart, each over its description); else a clean
 * 'label : weight' list of an introduced passage, or of named criteria with the price.
 */
function textReading(text: string): FoundCriteria | null {
  for (const items of [
    ...lotColumnItems(text),
    ...lotRowItems(text),
    ...lotSpanItems(text),
    ...columnWiseItems(text),
  ]) {
    const groups = treesOf(items, true);
    const at = items.map((item) => item.at);
    const end = Math.max(...at);
    // The sub-criteria of a lot's criterion may be detailed after the table, for every lot alike.
    if (groups)
      return {
        groups: withLotShareOuts(
          text,
          groups.map((group) => withNamedDetails(group, text, end)),
          end,
        ),
        zone: { start: Math.min(...at), end },
      };
  }
  const candidates = zones(text);
  const headed = (groups: LotCriteria[]) => groups.every((group) => underHeading(text, group) !== group);
  const complete =
    completeZones(text, candidates, namesACriterion) ??
    completeZones(text, clusters(text), (groups) => withPrice(groups) || headed(groups)) ??
    completeZones(
      text,
      clusters(text, DESCRIBED_GAP),
      (groups) => withPrice(groups) && shortLines(text, groups),
    );
  if (complete)
    return titledAfter(text, {
      ...complete,
      groups: withLotShareOuts(
        text,
        withSameLots(
          text,
          complete.groups.map((group) =>
            withNamedDetails(
              underHeading(
                text,
                headedSubs(
                  text,
                  withAnnouncedParents(text, withNamedShareOut(text, withEqualShares(text, group))),
                ),
              ),
              text,
              complete.zone?.start,
            ),
          ),
        ),
        Math.max(...complete.groups.flatMap((group) => group.tree.tops.map((node) => node.item.at))),
      ),
    });
  // A table whose weight column is not its last, read by its heading when the passages say nothing whole.
  for (const items of headedColumnItems(text)) {
    const groups = treesOf(items, true);
    const at = items.map((item) => item.at);
    if (groups) return { groups, zone: { start: Math.min(...at), end: Math.max(...at) } };
  }
  const announced = announcedParent(text) ?? headedParents(text);
  if (announced) return announced;
  const read = candidates.map((zone) => ({ zone, items: dedupe(zoneItems(text, zone, 0)) }));
  const asWritten = nearWhole(read);
  if (asWritten) return asWritten;
  for (const { zone, items: all } of read) {
    const items = all.filter((item) => item.clean);
    if (items.length < 2) continue;
    const groups = treesOf(items, false);
    if (groups) return { groups, zone };
  }
  return bareReading(text) ?? statedAsWritten(text);
}

/** How far from their whole the criteria may add up when the document's own sum is wrong (105 %, 95 %). */
const SUM_SLIP = 10;

/**
 * Criteria nested by their list marks ('•' over '–', '1.' over '1.1'), each one's sub-criteria adding
 * up to it exactly and the price among them, whose own sum misses 100 by a slip of the document
 * (55 + 40 + 10 = 105): read as written, the summary saying that they do not add up.
 */
function nearWhole(
  zones: { zone: { start: number; end: number }; items: RawItem[] }[],
): FoundCriteria | null {
  for (const { zone, items } of zones) {
    const tree = buildTree(items);
    const subbed = tree.tops.filter((node) => node.subs.length > 0);
    if (
      tree.tops.length < 2 ||
      subbed.length === 0 ||
      !subbed.every((node) => Math.abs(sum(node.subs) - node.item.weight) < 0.05) ||
      !tree.tops.every((node) => isNamedCriterion(node.item.label)) ||
      Math.abs(sum(tree.tops.map((node) => node.item)) - 100) > SUM_SLIP
    )
      continue;
    const groups = [{ lot: null, tree: { ...tree, complete: false } }];
    if (withPrice(groups)) return { groups, zone };
  }
  return null;
}

/**
 * 'Critères d'attribution : Prix : 40 ; Valeur technique : 60': bare numbers are weights only in a
 * passage that introduces the criteria, when they make a whole, each names a criterion and one is
 * the price.
 */
function bareReading(text: string): FoundCriteria | null {
  const written = withBareWeights(withFieldWeights(text));
  if (written === text) return null;
  const named = (groups: LotCriteria[]) =>
    withPrice(groups) &&
    groups.every((group) => group.tree.tops.every((node) => isNamedCriterion(node.item.label)));
  return completeZones(written, zones(written), named);
}

/**
 * 'Prix : 40 % | Valeur technique : 50 % | Délais : 5 %': 'label : weight' lines that each name a
 * criterion, the price among them, are the criteria as written even when they do not add up (the
 * summary says so).
 */
function statedAsWritten(text: string): FoundCriteria | null {
  for (const zone of clusters(text)) {
    const items = dedupe(zoneItems(text, zone, 0));
    if (items.length < 2 || !items.every((item) => item.clean && isNamedCriterion(item.label))) continue;
    const groups = treesOf(items, false);
    if (groups && withPrice(groups)) return { groups, zone };
  }
  return null;
}

/** '40 : coefficient de pondération accordé au critère prix', a line of a price formula's legend. */
const PRICE_LEGEND =
  /^[^\S\n]*(?:[✓•*-][^\S\n]*)?(\d{1,3}(?:[.,]\d{1,2})?)[^\S\n]*[:=][^\S\n]*(?:le |la |l')?(?:coefficient de pond[ée]ration|pond[ée]ration|poids|note maximale|nombre (?:maximum )?de points)[^\n]{0,30}?\bcrit[èe]re\s+(?:du |de la |de )?(?:prix|co[uû]t)\b[^\n]*/gim;
const LEGEND_REACH = 600;

/**
 * A price formula whose legend says that its factor is the weight of the price criterion ('Np = 40
 * x (Pmin/P)', then '40 : coefficient de pondération accordé au critère prix'): the price criterion
 * with that weight, when the text weights nothing else (an extract of the RC, a page on its own).
 */
function legendPrice(text: string): FoundCriteria | null {
  for (const m of text.matchAll(PRICE_LEGEND)) {
    const from = Math.max(0, m.index - LEGEND_REACH);
    const weight = parseDecimal(m[1]!);
    const formula = findPriceFormula(text.slice(from, m.index + m[0].length), weight);
    if (!formula || !new RegExp(`(?<![\\d.,])${m[1]!.replace('.', '\\.')}(?![\\d.,])`).test(formula.written))
      continue;
    const written = text.slice(from, m.index).lastIndexOf(formula.written.slice(0, 20));
    const at = written < 0 ? m.index : text.lastIndexOf('\n', from + written) + 1;
    const item: RawItem = {
      label: 'Prix',
      details: `Pondération lue dans la légende de la formule du prix : « ${tidy(m[0])} ».`,
      weight,
      unit: '',
      at,
      lot: null,
      depth: null,
      parentAt: null,
      clean: false,
    };
    return { groups: [{ lot: null, tree: { tops: [{ item, subs: [] }], complete: false } }], zone: null };
  }
  return null;
}

/** Whether every group of a reading adds up to its whole. */
const whole = (read: FoundCriteria) =>
  read.groups.length > 0 && read.groups.every((group) => group.tree.complete);

/**
 * A price criterion's line ('1) Prix : note calculée selon la formule N = 80 × Pmin / P', 'Critère 2 :
 * Prix'): its label up to a colon, and what follows.
 */
const PRICE_LINE = new RegExp(
  String.raw`^([\t ]*(?:${CRITERION_NUMBER}\d{1,2}[\t ]*[:.)-][\t ]*|\d{1,2}(?:\.\d{1,2})*[.)°-]?[\t ]*|[a-h][).][\t ]*|[-•][\t ]*)?(?:crit[èe]re[\t ]+(?:du[\t ]+)?)?(?:prix|co[uû]t)\b[^:\n=%\d]{0,60}?)[\t ]*(?::([^\n]*))?$`,
  'gim',
);
/** A formula's factor ('= 80 ×'), and a weight with its unit. */
const FACTOR = /=[\t ]*(\d{1,3})[\t ]*[x×*]/;
const WEIGHT_WITH_UNIT = /\d[\t ]*(?:%|points?\b|pts\b)/i;
/** How many lines under a price heading its formula may come ('Critère 2 : Prix', then its wording). */
const FORMULA_LINES = 8;
/** A heading that opens the next criterion. */
const NEXT_CRITERION = new RegExp(
  String.raw`^[\t ]*(?:${CRITERION_NUMBER}\d|\d{1,2}(?:\.\d{1,2})*[.)]?[\t ]+[A-ZÀ-Ý])`,
  'i',
);

/** The factor of the formula in the lines under a price heading, before any weight or next criterion. */
function factorUnder(text: string, from: number): string | null {
  for (const line of text.slice(from + 1).split('\n', FORMULA_LINES)) {
    if (WEIGHT_WITH_UNIT.test(line) || NEXT_CRITERION.test(line)) return null;
    const factor = FACTOR.exec(line);
    if (factor) return factor[1]!;
  }
  return null;
}

/**
 * The text with each price criterion that states no weight weighted by its formula's factor, on its
 * line or in the lines under its heading ('Note prix = 70 × (Pmin / Poffre)'), and those factors.
 */
function withPriceFactors(text: string): { text: string; factors: Set<number> } {
  const factors = new Set<number>();
  const factored = text.replace(
    PRICE_LINE,
    (line: string, label: string, rest: string | undefined, at: number) => {
      if (WEIGHT_WITH_UNIT.test(line)) return line;
      const said = rest?.trim() ?? '';
      const factor = said === '' ? factorUnder(text, at + line.length) : (FACTOR.exec(said)?.[1] ?? null);
      if (factor === null) return line;
      factors.add(parseDecimal(factor));
      return `${label} : ${factor} points${said === '' ? '' : ` ; ${said}`}`;
    },
  );
  return { text: factored, factors };
}

const FACTOR_DETAILS =
  'Pondération non écrite dans le document : le facteur de la formule du prix, qui complète les autres pondérations à leur total.';

/**
 * The criteria of a text: its reading, or when no reading adds up, the one where a criterion's
 * sub-criteria add up to less than it, when that one does; or else the one where the price weighs
 * its formula's factor ('Prix : N = 80 × Pmin / P', 'Délai : 20 points'), when that one does.
 */
export function findCriteria(written: string): FoundCriteria {
  const read = withShortSubs(() => readCriteria(written), whole);
  if (whole(read)) return read;
  const { text: factored, factors } = withPriceFactors(written);
  if (factors.size === 0) return read;
  const again = withShortSubs(() => readCriteria(factored), whole);
  if (!whole(again)) return read;
  const said = (node: CriterionNode): CriterionNode =>
    criterionNameOf(node.item.label) === 'Financier' && factors.has(node.item.weight)
      ? {
          ...node,
          item: { ...node.item, details: [node.item.details, FACTOR_DETAILS].filter(Boolean).join(' ; ') },
        }
      : node;
  return {
    ...again,
    groups: again.groups.map((group) => ({
      ...group,
      tree: { ...group.tree, tops: group.tree.tops.map(said) },
    })),
  };
}

/**
 * The weighted award criteria of a document's text. The notice forms come first when their
 * weights make a whole (the free text may detail their sub-criteria); then the text; a form that
 * does not add up only when the text says nothing. Nothing found, no criteria.
 */
function readCriteria(written: string): FoundCriteria {
  const text = withListedWeights(withoutReplaced(withoutRankedForms(unwrapped(written))));
  const read = readText(text);
  return { ...read, groups: read.groups.map((group) => withNamedOwner(text, group)) };
}

/**
 * Sub-criteria read under one criterion whose line names another one, still without sub-criteria
 * ('Le critère valeur technique est apprécié au regard du mémoire : organisation (40 %), ...' after a
 * list that ends with the delays): they are the named criterion's, when they add up to its weight or
 * to 100 of it.
 */
function withNamedOwner(text: string, group: LotCriteria): LotCriteria {
  const tops = group.tree.tops;
  const named = (node: CriterionNode, line: string) => {
    const words = nameWords(node.item.label);
    return words !== null && new RegExp(words, 'i').test(line);
  };
  // The criterion named on the line of another one's first sub-criterion, instead of that one.
  const namedOwner = (node: CriterionNode): CriterionNode | null => {
    const first = node.subs[0];
    if (!first || node.subs.length < 2) return null;
    const line = text.slice(text.lastIndexOf('\n', first.at - 1) + 1, first.at);
    const owners = tops.filter((top) => top !== node && top.subs.length === 0 && named(top, line));
    return owners.length === 1 && !named(node, line) && subsCloseAt(owners[0]!.item, sum(node.subs))
      ? owners[0]!
      : null;
  };
  const from = tops.find((node) => namedOwner(node) !== null);
  const to = from && namedOwner(from);
  if (!from || !to) return group;
  const reowned = tops.map((node) =>
    node === from ? { item: node.item, subs: [] } : node === to ? { item: node.item, subs: from.subs } : node,
  );
  return { lot: group.lot, tree: { ...group.tree, tops: reowned } };
}

function readText(text: string): FoundCriteria {
  const form = dedupe(formItems(text));
  const formGroups = form.length > 0 ? treesOf(form, false) : null;
  if (formGroups?.every((group) => group.tree.complete)) {
    const freeText = withoutFormLines(text);
    const detailed = completeZones(freeText, zones(freeText));
    const groups = detailed ? withSubsFrom(formGroups, detailed, freeText) : formGroups;
    return {
      groups: withSameLots(
        text,
        groups.map((group) => withNamedDetails(group, freeText)),
      ),
      zone: detailed?.zone ?? null,
    };
  }
  const read = textReading(text);
  return (
    (read && withOverallMark(text, read)) ??
    overallMark(text) ??
    (form.length === 0 ? (partlyWeighted(text) ?? legendPrice(text) ?? loneCriterion(text)) : null) ?? {
      groups: formGroups ?? [],
      zone: null,
    }
  );
}
