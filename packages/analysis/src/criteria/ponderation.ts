import type { CriterionName, Ponderation, PonderationCriterion, PonderationLot } from '@mieux-disant/domain';
import { OCR_MARK, type PageText } from '../text';
import { criterionNameOf } from './categories';
import type { TenderFacts } from './constants';
import { tenderFacts } from './constants';
import type { FoundCriteria, LotCriteria } from './find';
import { findCriteria } from './find';
import type { PriceFormula } from './formula';
import { findPriceFormula } from './formula';
import type { CriteriaTree, CriterionNode } from './hierarchy';
import { NOTE_SCALES, sharesOf, subsCloseAt, sum } from './hierarchy';
import type { RawItem } from './items';
import { frenchNumber, inPageOrder, nameWords, normaliseText, withoutRunningLines } from './text';
import { unweightedForms } from './forms';
import { unweightedCriteria } from './unweighted';

export interface TenderDocument {
  path: string;
  pages: PageText[];
}

/** A document's text in one string, with where each page starts, to cite pages. */
interface JoinedText {
  path: string;
  text: string;
  pageStarts: { page: number; at: number; ocr: boolean }[];
  firstPage: string;
}

function joinPages(doc: TenderDocument): JoinedText {
  let text = '';
  const pageStarts: JoinedText['pageStarts'] = [];
  const texts = withoutRunningLines(doc.pages.map((page) => inPageOrder(normaliseText(page.text))));
  for (const [i, page] of doc.pages.entries()) {
    pageStarts.push({ page: page.page, at: text.length, ocr: page.ocr === true });
    text += `${texts[i]}\n`;
  }
  return { path: doc.path, text, pageStarts, firstPage: normaliseText(doc.pages[0]?.text ?? '') };
}

/** The page holding a position of the joined text: its number, and whether OCR read it. */
function pageAt(joined: JoinedText, at: number): { page: number; ocr: boolean } {
  let page = joined.pageStarts[0] ?? { page: 1, ocr: false };
  for (const start of joined.pageStarts) if (start.at <= at) page = start;
  return page;
}

/** Same rule as the domain's criterionKey: 'Technique', then 'Technique (2)'. */
function uniqueKey(name: string, taken: Record<string, unknown>): string {
  if (!(name in taken)) return name;
  let counter = 2;
  while (`${name} (${counter})` in taken) counter += 1;
  return `${name} (${counter})`;
}

const NO_FORMULA = { Formule: { Expression: '', Variables: {} } };

const UNREAD_FORMULA = 'Formule du règlement non reconnue, à saisir';

/** The formula as written; one that could not be read is said so, to be entered by hand. */
function formulaDetail(formula: PriceFormula): string {
  return formula.unreadable
    ? `${UNREAD_FORMULA} : « ${formula.written} ».`
    : `Formule du règlement : ${formula.written}`;
}

/** The price formula as the criterion's evaluation, when it could be read. */
function evaluationOf(formula: PriceFormula | null): PonderationCriterion['Évaluation'] {
  return formula && !formula.unreadable
    ? { Formule: { Expression: formula.expression, Variables: formula.variables } }
    : NO_FORMULA;
}

function criterionOf(
  item: RawItem,
  joined: JoinedText,
  formula: PriceFormula | null,
  subs: RawItem[],
): PonderationCriterion {
  const { page, ocr } = pageAt(joined, item.at);
  const source = `Source : ${joined.path}, page ${page}${ocr ? ` (${OCR_MARK})` : ''}.`;
  // Each part a sentence of its own: 'Jugé sur la base du mémoire. Source : RC.pdf, page 4.'
  const details = [item.details, formula ? formulaDetail(formula) : '', source]
    .filter((part) => part !== '')
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ');
  const criterion: PonderationCriterion = {
    Libellé: item.label,
    Détails: details,
    ...(item.unstated ? {} : { Pondération: item.weight }),
    Évaluation: evaluationOf(formula),
  };
  if (subs.length > 0) {
    const subCriteria: Record<string, PonderationCriterion> = {};
    for (const sub of subs)
      subCriteria[uniqueKey(sub.label, subCriteria)] = criterionOf(sub, joined, null, []);
    criterion['Sous-critères'] = subCriteria;
  }
  return criterion;
}

function formulaFor(
  found: FoundCriteria,
  joined: JoinedText,
  price: CriterionNode | undefined,
): PriceFormula | null {
  if (!price) return null;
  const weight = price.item.unstated ? undefined : price.item.weight;
  const near = joined.text.slice(price.item.at, price.item.at + 3000);
  const zone = found.zone ? joined.text.slice(found.zone.start, found.zone.end + 2000) : '';
  return (
    findPriceFormula(near, weight) ?? findPriceFormula(zone, weight) ?? findPriceFormula(joined.text, weight)
  );
}

function criteriaOf(
  group: LotCriteria,
  found: FoundCriteria,
  joined: JoinedText,
): Record<string, PonderationCriterion> {
  const criteria: Record<string, PonderationCriterion> = {};
  const price = group.tree.tops.find((node) => criterionNameOf(node.item.label) === 'Financier');
  const formula = formulaFor(found, joined, price);
  for (const node of group.tree.tops) {
    const name: CriterionName = criterionNameOf(node.item.label);
    criteria[uniqueKey(name, criteria)] = criterionOf(
      node.item,
      joined,
      node === price ? formula : null,
      node.subs,
    );
  }
  return criteria;
}

/** A weight's unit after its number. */
const WEIGHT_UNIT = String.raw`[\t ]*(?:%|points?\b|pts\b)`;

/**
 * Whether the tender writes elsewhere the weight its criterion's sub-criteria add up to: after the
 * criterion's name, with no other number between ('Le critère « Qualité technique » (50 %)', 'Valeur
 * technique : 50 points. Prix : ...', 'sous-total du critère 2 (valeur technique) représente 35 %'),
 * on a 'Sous-total' line below it, or as a table cell wrapped under it ('Valeur technique | ...' over
 * '50 %').
 */
function sumWritten(text: string, node: CriterionNode): boolean {
  const words = nameWords(node.item.label);
  if (!words) return false;
  const [whole, decimals] = String(Number(sum(node.subs).toFixed(2))).split('.');
  const weight = String.raw`(?<![\d.,])${whole}${decimals ? `[.,]${decimals}0?` : String.raw`(?:[.,]0{1,2})?`}${WEIGHT_UNIT}`;
  return new RegExp(
    [
      String.raw`${words}[^\n\d%]{0,60}?${weight}`,
      String.raw`${words}[^\n]*\n[\t ]*${weight}`,
      String.raw`${words}[^]{0,800}?\n[\t ]*sous-total[^\n\d]{0,60}?${weight}`,
    ].join('|'),
    'i',
  ).test(text);
}

/**
 * A criterion weighted only through its sub-criteria keeps their sum in the reading's checks; its
 * weight is given as written when the tender writes that sum elsewhere, and stays unstated when not.
 */
function withWrittenSums(tree: CriteriaTree, text: string): CriteriaTree {
  const stated = (node: CriterionNode): CriterionNode =>
    node.item.unstated && node.subs.length > 0 && node.item.weight > 0 && sumWritten(text, node)
      ? { item: { ...node.item, unstated: false }, subs: node.subs }
      : node;
  return { ...tree, tops: tree.tops.map(stated) };
}

/** What the details say of a weight brought to 100 from the one the tender writes. */
const WRITTEN_WEIGHT = 'Pondération du règlement';

function broughtTo(item: RawItem, weight: number, written: number): RawItem {
  if (Math.abs(weight - item.weight) < 0.005) return item;
  const said = `${WRITTEN_WEIGHT} : ${frenchNumber(item.weight)} sur ${frenchNumber(written)}.`;
  return { ...item, weight, details: [item.details, said].filter((part) => part !== '').join(' ') };
}

/**
 * Sub-criteria in points of their criterion, or in shares of 100 (or of a note scale) of it, as
 * shares of the criterion's weight `weight`; others as they are read.
 */
function subsAt(node: CriterionNode, weight: number): RawItem[] {
  const { subs } = node;
  if (subs.length === 0 || subs.some((sub) => sub.unstated) || node.item.unstated) return subs;
  const written = sum(subs);
  if (!subsCloseAt(node.item, written)) return subs;
  const shares = sharesOf(
    subs.map((sub) => sub.weight),
    weight,
  );
  return subs.map((sub, k) => broughtTo(sub, shares[k]!, written));
}

/**
 * The weights in percent, as the evaluator confirms them (they add up to 100, and sub-criteria to
 * their criterion's weight): a complete reading on another whole (notes on 20, coefficients, points
 * on a stated total or on 1 000) gives each criterion its share of 100, to the hundredth;
 * sub-criteria become shares of their criterion's weight. Each weight so brought keeps
 * the tender's own in its details.
 */
function inPercent(tree: CriteriaTree): CriteriaTree {
  const { tops } = tree;
  const written = sum(tops.map((node) => node.item));
  const scaled =
    tree.complete &&
    tops.length >= 2 &&
    tops.every((node) => !node.item.unstated) &&
    Math.abs(written - 100) >= 0.05;
  const weights = scaled
    ? sharesOf(
        tops.map((node) => node.item.weight),
        100,
      )
    : tops.map((node) => node.item.weight);
  const brought = tops.map((node, k) => ({
    item: broughtTo(node.item, weights[k]!, written),
    subs: subsAt(node, weights[k]!),
  }));
  return scaled ? { tops: brought, complete: true } : { ...tree, tops: brought };
}

const EQUAL_WEIGHTS = 'Pondération égale';

/**
 * Criteria named without weights: kept, with their wording, and no 'Pondération'; or, when the tender
 * says they weigh the same ('d'égale importance'), each its equal share of 100, to the hundredth (the
 * last one taking what rounding leaves), and its details say so. The price criterion takes the price
 * formula the text states, as a weighted one does.
 */
function unweightedOf(joined: JoinedText): Record<string, PonderationCriterion> {
  const criteria: Record<string, PonderationCriterion> = {};
  const { labels, equal } = unweightedCriteria(joined.text);
  const share = Math.floor(10000 / labels.length) / 100;
  const price = labels.find((label) => criterionNameOf(label) === 'Financier');
  labels.forEach((label, i) => {
    const weight = i === labels.length - 1 ? Math.round((100 - share * i) * 100) / 100 : share;
    const formula = label === price ? findPriceFormula(joined.text, equal ? weight : undefined) : null;
    const said = equal
      ? `${EQUAL_WEIGHTS} : ${joined.path} dit les critères d'égale importance.`
      : `Critère cité sans pondération par ${joined.path} : la pondération est à saisir.`;
    criteria[uniqueKey(criterionNameOf(label), criteria)] = {
      Libellé: label,
      Détails: formula ? `${said} ${formulaDetail(formula)}` : said,
      ...(equal ? { Pondération: weight } : {}),
      Évaluation: evaluationOf(formula),
    };
  });
  return criteria;
}

/** A lot's criteria ranked by order of importance: named, without weight. */
function rankedOf(labels: string[], path: string): Record<string, PonderationCriterion> {
  const criteria: Record<string, PonderationCriterion> = {};
  for (const label of labels)
    criteria[uniqueKey(criterionNameOf(label), criteria)] = {
      Libellé: label,
      Détails: `Critère classé par ordre d'importance par ${path}, sans pondération : elle est à saisir.`,
      Évaluation: NO_FORMULA,
    };
  return criteria;
}

function weightText(criterion: PonderationCriterion): string {
  return criterion.Pondération === undefined ? '' : ` (${frenchNumber(criterion.Pondération)})`;
}

/** 'Critères ... par ordre décroissant d'importance': an order, not weights. */
const RANKED =
  /ordre d[ée]croissant d'importance|ordre de priorit[ée] d[ée]croissante|(?:par )?ordre d'importance/i;

/**
 * What the evaluator must check: an order without weights, weights that do not add up to 100 (or to
 * the `whole` the text states), a formula not read.
 */
function warnings(criteria: Record<string, PonderationCriterion>, ranked: boolean, whole: number): string[] {
  const out: string[] = [];
  const all = Object.values(criteria);
  const weights = all.map((c) => c.Pondération).filter((w): w is number => w !== undefined);
  if (ranked && weights.length === 0)
    out.push(
      "Le règlement cite les critères par ordre décroissant d'importance, sans pondération : l'ordre ne donne pas de poids, les pondérations sont à saisir.",
    );
  const total = weights.reduce((sum, w) => sum + w, 0);
  // A criterion weighted by its sub-criteria only fills the whole with them: it is said below.
  const bySubs = all
    .filter((c) => c.Pondération === undefined)
    .flatMap((c) => Object.values(c['Sous-critères'] ?? {}).map((s) => s.Pondération ?? 0))
    .reduce((sum, w) => sum + w, 0);
  const filled = bySubs > 0 && Math.abs(total + bySubs - whole) < 0.05;
  if (
    weights.length > 0 &&
    !filled &&
    Math.abs(total - whole) > 0.05 &&
    !NOTE_SCALES.includes(Math.round(total))
  )
    out.push(
      `Les pondérations lues totalisent ${frenchNumber(Number(total.toFixed(2)))} et non ${frenchNumber(whole)} : document incomplet ou pondération à vérifier.`,
    );
  for (const c of all) {
    const subs = Object.values(c['Sous-critères'] ?? {}).map((s) => s.Pondération);
    const subTotal = subs.reduce((sum: number, w) => sum + (w ?? 0), 0);
    const weighted = subs.length >= 2 && subs.every((w) => w !== undefined);
    if (c.Pondération !== undefined && weighted && Math.abs(subTotal - c.Pondération) > 0.05)
      out.push(
        `Les sous-critères du critère « ${c.Libellé} » totalisent ${frenchNumber(Number(subTotal.toFixed(2)))} et non ${frenchNumber(c.Pondération)} : pondération à vérifier.`,
      );
  }
  for (const c of all) {
    const subs = Object.values(c['Sous-critères'] ?? {}).map((s) => s.Pondération);
    if (c.Pondération !== undefined || !subs.some((w) => w !== undefined)) continue;
    // Their total, when each is weighted: what the criterion most likely weighs, for the evaluator to confirm.
    const total = subs.every((w) => w !== undefined)
      ? ` (ils totalisent ${frenchNumber(Number(subs.reduce((sum, w) => sum + w, 0).toFixed(2)))})`
      : '';
    out.push(
      `La pondération du critère « ${c.Libellé} » n'est pas indiquée, seules celles de ses sous-critères le sont${total} : elle est à saisir.`,
    );
  }
  const brought = (c: PonderationCriterion): boolean =>
    c.Détails?.includes(WRITTEN_WEIGHT) === true || Object.values(c['Sous-critères'] ?? {}).some(brought);
  if (all.some(brought))
    out.push(
      'Les pondérations du règlement, écrites sur un autre total que 100 ou en part de leur critère, sont ramenées sur 100 : le détail de chaque critère donne celle du règlement.',
    );
  if (all.some((c) => c.Détails?.startsWith(EQUAL_WEIGHTS)))
    out.push(
      "Le règlement dit les critères d'égale importance, sans chiffre : chacun reçoit la même pondération, à vérifier.",
    );
  if (all.some((c) => c.Détails?.includes(UNREAD_FORMULA)))
    out.push(
      "La formule de notation du prix n'a pas pu être lue : elle est citée dans le détail du critère et reste à saisir.",
    );
  return out;
}

/** French prose: object, buyer, procedure, lots, deadline, amount and the criteria retained. */
function summaryOf(
  facts: TenderFacts,
  criteria: Record<string, PonderationCriterion>,
  lots: PonderationLot[],
  ranked: boolean,
  whole: number,
): string {
  const sentences: string[] = [];
  const object = facts.object ? `« ${facts.object} »` : 'sans objet identifié';
  sentences.push(
    `Consultation ${object}${facts.buyer ? ` lancée par ${facts.buyer}` : ''}${facts.procedure ? ` (${facts.procedure.toLowerCase()})` : ''}.`,
  );
  if (facts.lots.size > 0) {
    const list = [...facts.lots].map(([number, title]) => `lot ${number} : ${title}`).join(' ; ');
    sentences.push(
      `Le marché est divisé en ${facts.lots.size} lot${facts.lots.size > 1 ? 's' : ''} (${list}).`,
    );
  }
  if (facts.deadline) sentences.push(`Date limite de remise des offres : ${facts.deadline}.`);
  if (facts.amount) sentences.push(`Montant estimé : ${facts.amount}.`);
  const entries = Object.entries(criteria);
  if (entries.length > 0 && entries.every(([, c]) => c.Pondération === undefined)) {
    const list = entries.map(([key, c]) => c.Libellé ?? key).join(', ');
    sentences.push(
      `Critères d'attribution cités sans pondération : ${list} ; les pondérations sont à saisir.`,
    );
  } else if (entries.length > 0) {
    const list = entries.map(([key, c]) => `${c.Libellé ?? key}${weightText(c)}`).join(', ');
    sentences.push(`Critères d'attribution${lots.length > 0 ? ' (selon les lots)' : ''} : ${list}.`);
  } else {
    sentences.push(
      "Aucun critère d'attribution pondéré n'a été trouvé dans les documents : les pondérations sont à saisir.",
    );
  }
  sentences.push(...warnings(criteria, ranked, whole));
  const lotNumbers = (unweighted: (criteria: PonderationCriterion[]) => boolean) => {
    const numbers = lots.filter((lot) => unweighted(Object.values(lot.Critères))).map((lot) => lot.Lot);
    return `${numbers.length > 1 ? 'les lots' : 'le lot'} ${numbers.join(', ')}`;
  };
  if (lots.some((lot) => Object.keys(lot.Critères).length === 0))
    sentences.push(
      `Pour ${lotNumbers((c) => c.length === 0)}, les critères sont dans une autre pièce (règlement de la consultation, documents du marché) : ils sont à saisir.`,
    );
  const rankedLot = (c: PonderationCriterion[]) =>
    c.length > 0 && c.every((one) => one.Pondération === undefined);
  if (lots.some((lot) => rankedLot(Object.values(lot.Critères))))
    sentences.push(
      `Pour ${lotNumbers(rankedLot)}, les critères sont classés par ordre d'importance, sans pondération : elle est à saisir.`,
    );
  if (facts.documents.length > 0) sentences.push(`Pièces à fournir : ${facts.documents.join(', ')}.`);
  return sentences.join(' ');
}

function constantsOf(facts: TenderFacts): Ponderation['Constantes'] {
  const constants: Ponderation['Constantes'] = {};
  if (facts.object) constants['Objet'] = facts.object;
  if (facts.buyer) constants['Acheteur'] = facts.buyer;
  if (facts.procedure) constants['Procédure'] = facts.procedure;
  if (facts.deadline) constants['Date limite'] = facts.deadline;
  if (facts.amount) constants['Montant estimé'] = facts.amount;
  if (facts.lots.size > 0)
    constants['Lots'] = [...facts.lots].map(([number, title]) => `Lot ${number} : ${title}`);
  constants['Pièces à fournir'] = facts.documents;
  return constants;
}

/** A lot's heading: eForms' 'LOT-0003' (or '5.1 Lot technique : LOT-0003'), or 'Lot 3 -' at a line's start. */
const LOT_SECTION =
  /^[ \t]*(?:[\d.]+\s+)?(?:lot technique\s*:\s*)?(?:LOT-0*(\d{1,3})\b|lot\s*(?:n\s*[°º]\s*)?(\d{1,3})\b)/gim;
/**
 * 'Voir le règlement de consultation', 'cf. RC', 'tous les critères sont énoncés uniquement dans les
 * documents de marché': criteria stated in another document.
 */
const SEE_RC =
  /\b(?:voir|cf\.?|se reporter (?:au|à))\s+(?:le\s+|l'article\s+[\d.]+\s+du\s+)?(?:r[èe]glement de (?:la )?consultation|RC)\b|crit[èe]res\s+(?:sont\s+)?[ée]nonc[ée]s\s+(?:uniquement\s+)?dans\s+les\s+documents/i;

/** Each lot's own section: from its heading to the next lot's. */
function lotSections(text: string): Map<string, string> {
  const headings = [...text.matchAll(LOT_SECTION)].map((m) => ({
    at: m.index,
    lot: String(Number(m[1] ?? m[2])),
  }));
  const sections = new Map<string, string>();
  headings.forEach((heading, i) => {
    const next = headings.slice(i + 1).find((other) => other.lot !== heading.lot);
    sections.set(
      heading.lot,
      (sections.get(heading.lot) ?? '') + text.slice(heading.at, next?.at ?? text.length),
    );
  });
  return sections;
}

/**
 * The lots whose section gives no weights of its own: it sends to the RC, or (an eForms notice) it
 * ranks its criteria by order of importance; the ranked criteria's names, or none.
 */
function unweightedLots(text: string): Map<string, string[]> {
  const lots = new Map<string, string[]>();
  for (const [lot, section] of lotSections(text)) {
    const ranked = !SEE_RC.test(section) && RANKED_FORM.test(section) ? unweightedForms(section) : [];
    if (SEE_RC.test(section) || ranked.length >= 2) lots.set(lot, ranked);
  }
  return lots;
}

/** An eForms notice's criteria ranked: 'Catégorie du seuil ... : Ordre d'importance'. */
const RANKED_FORM = /ordre d'importance|\bord-imp\b/i;

/**
 * Criteria for every lot and those of the lots that depart from them ('Par dérogation, pour le lot
 * 6, ...'): each lot the tender names gets its own, the others the general ones; a lot whose section
 * sends to the RC gets none.
 */
function withEveryLot(
  groups: LotCriteria[],
  named: Map<string, string>,
  referred: Map<string, string[]>,
): LotCriteria[] {
  const general = groups.find((group) => group.lot === null);
  // Criteria read once for the whole notice hold for every lot, but those sent to the RC.
  const someReferred = [...named.keys()].some((lot) => referred.has(lot));
  if (!groups.some((group) => group.lot !== null) && !someReferred) return groups;
  const missing = [...named.keys()].filter((lot) => !groups.some((group) => group.lot === lot));
  const every = [
    ...groups,
    ...missing.flatMap((lot) =>
      referred.has(lot)
        ? [{ lot, tree: { tops: [], complete: false } }]
        : general
          ? [{ lot, tree: general.tree }]
          : [],
    ),
  ];
  return every.sort((a, b) => Number(a.lot ?? 0) - Number(b.lot ?? 0));
}

/**
 * Phase 1 without a language model: the award criteria of the RC (or, when the RC states none, of
 * the first other tender document that does), with their weights on 100 (the tender's own, when
 * written on another whole, kept in the details), their sub-criteria, the lots whose criteria
 * differ, the price formula when stated, the facts of the tender and a summary. A weight the
 * documents do not state is left out, never guessed.
 */
export function extractPonderation(documents: TenderDocument[], rcPath: string): Ponderation {
  const ordered = [...documents].sort((a, b) => Number(b.path === rcPath) - Number(a.path === rcPath));
  const joined = ordered.map(joinPages);
  const rc = joined[0] ?? { path: rcPath, text: '', pageStarts: [], firstPage: '' };
  let source = rc;
  let read = findCriteria(rc.text);
  for (const other of joined.slice(1)) {
    if (read.groups.length > 0) break;
    source = other;
    read = findCriteria(other.text);
  }
  const found = {
    ...read,
    groups: read.groups.map((group) => ({
      ...group,
      tree: inPercent(withWrittenSums(group.tree, source.text)),
    })),
  };
  const facts = tenderFacts(rc.text, rc.firstPage);
  if (facts.documents.length === 0)
    facts.documents = joined
      .slice(1)
      .flatMap((doc) => tenderFacts(doc.text, doc.firstPage).documents)
      .filter((d, i, all) => all.indexOf(d) === i);
  const ranked = unweightedLots(rc.text);
  const lots: PonderationLot[] = withEveryLot(found.groups, facts.lots, ranked)
    .filter((group) => group.lot !== null)
    .map((group) => {
      const named = group.tree.tops.length === 0 ? (ranked.get(group.lot!) ?? []) : [];
      const criteria = named.length > 0 ? rankedOf(named, rc.path) : criteriaOf(group, found, source);
      const lot: PonderationLot = { Lot: group.lot!, Critères: criteria };
      const title = facts.lots.get(group.lot!);
      if (title) lot.Intitulé = title;
      return lot;
    });
  const main = found.groups[0];
  const criteria = main ? criteriaOf(main, found, source) : unweightedOf(rc);
  const ponderation: Ponderation = {
    Constantes: constantsOf(facts),
    Résumé: summaryOf(facts, criteria, lots, RANKED.test(rc.text), main?.tree.total ?? 100),
    Critères: criteria,
  };
  if (lots.length > 0) ponderation.Lots = lots;
  return ponderation;
}
