import Decimal from 'decimal.js';
import {
  formatNoteFr,
  checkMissingLines,
  criterionNameOfKey,
  globalNote,
  noteFraction,
  ponderationToCriteria,
  rankCompanies,
  type CategoryEvaluation,
  type CompanyAnalysis,
  type CriterionEvaluation,
  type CriterionName,
  type FinancialOffer,
  type Ponderation,
  type PonderationCriterion,
  type PriceLineCheck,
  type RequirementCoverage,
  type Specificity,
} from '@mieux-disant/domain';
import { readDqe } from '../dqe';
import type { CompaniesInput, CompaniesResult, CompanyInput, Progress } from '../engine/types';
import { DocumentError } from '../errors';
import { extractText, type PageText, type SourceDocument } from '../text';
import { administrativeDocuments, type CompanyDocument } from './admin';
import { checkQuotes, PageIndex, warnDroppedQuotes, type DroppedQuote, type QuoteLog } from './citations';
import { EvidenceIndex } from './evidence';
import { financialEvaluations } from './financial';
import { specificityOf, tenderVocabulary } from './genericity';
import { passagesOf, type Passage } from './passages';
import { planningOf } from './planning';
import { scoreQualitative } from './qualitative';
import { referencesOf, teamsOf } from './references';
import { documentValidity } from './validity';
import { requirementsOf, type Part } from './requirements';

/** What a scorer gets for one qualitative criterion of one company. */
export interface CriterionContext {
  key: string;
  criterion: PonderationCriterion;
  /** The buyer's requirements under the criterion, by sub-criterion. */
  parts: Part[];
  /** The company's passages, indexed for French search. */
  index: EvidenceIndex;
  passages: readonly Passage[];
  /** The company's and the tender's pages, to check quotes against. */
  quotes: PageIndex;
  company: string;
}

export interface CriterionScore {
  evaluation: CategoryEvaluation;
  coverages: RequirementCoverage[];
  /** Each noted sub-criterion's own evaluation, keyed as in the ponderation's `Sous-critères`. */
  subCriteria?: Record<string, CategoryEvaluation>;
  /** Quotes the scorer could not find and left out. */
  dropped?: DroppedQuote[];
}

/** Scores one qualitative criterion for one company; the built-in engine reads, the LLM engine asks. */
export type QualitativeScorer = (context: CriterionContext) => Promise<CriterionScore>;

export const builtInScorer: QualitativeScorer = async ({ key, criterion, parts, index }) =>
  scoreQualitative(criterion['Libellé'] ?? key, parts, index);

function notInRc(): CategoryEvaluation {
  return {
    note: 'N/A',
    détail: 'Critère absent du règlement de consultation : non noté.',
    points_positifs: [],
    points_négatifs: [],
  };
}

interface CompanyFacts {
  input: CompanyInput;
  offer: FinancialOffer;
  checks: PriceLineCheck[];
  documents: CompanyDocument[];
  passages: Passage[];
  pages: PageText[];
  unreadable: string[];
}

async function readCompany(company: CompanyInput): Promise<CompanyFacts> {
  const dqe = company.documents.find((d) => d.path === company.dqePath);
  if (!dqe)
    throw new DocumentError(
      `Le DQE « ${company.dqePath} » de ${company.name} est introuvable parmi ses documents.`,
    );
  const { offer, checks } = await readDqe(dqe.bytes, company.name);
  // Every document at once: the PDF worker pool spreads the pages over the machine's cores.
  const texts = await Promise.all(
    company.documents.map((doc) => (doc.path === company.dqePath ? null : extractText(doc))),
  );
  const documents: CompanyDocument[] = company.documents.map((doc, i) => ({
    path: doc.path,
    pages: texts[i]?.pages ?? [],
  }));
  const unreadable = texts.flatMap((text) => (text?.error ? [text.error] : []));
  const pages: PageText[] = documents.flatMap((d) => d.pages);
  return { input: company, offer, checks, documents, passages: passagesOf(pages), pages, unreadable };
}

/** The criteria phase 2 scores: the RC's top-level ones, else (criteria by lot) the first lot's. */
export function criteriaOf(ponderation: Ponderation): Record<string, PonderationCriterion> {
  if (Object.keys(ponderation['Critères']).length > 0) return ponderation['Critères'];
  return ponderation.Lots?.[0]?.['Critères'] ?? {};
}

function mergeEvaluations(a: CategoryEvaluation, b: CategoryEvaluation): CategoryEvaluation {
  const fa = noteFraction(a.note);
  const fb = noteFraction(b.note);
  const note = fa && fb ? `${fa.value.plus(fb.value).dividedBy(2).toDecimalPlaces(2).toString()}/20` : a.note;
  return {
    note,
    détail: `${a['détail']}\n${b['détail']}`,
    points_positifs: [...(a.points_positifs ?? []), ...(b.points_positifs ?? [])],
    points_négatifs: [...(a['points_négatifs'] ?? []), ...(b['points_négatifs'] ?? [])],
  };
}

function administrativeNote(documents: CompanyAnalysis['Administratif']['documents']): CategoryEvaluation {
  const entries = Object.entries(documents);
  const present = entries.filter(([, d]) => d['présent']).length;
  const note = new Decimal(present).times(20).dividedBy(Math.max(entries.length, 1)).toDecimalPlaces(1);
  return {
    note: `${note.toString()}/20`,
    détail: `${present} document(s) sur ${entries.length} fourni(s).`,
    points_positifs: [],
    points_négatifs: entries.filter(([, d]) => !d['présent']).map(([name]) => `${name} manquant.`),
  };
}

/** 'x/100' over the criteria that carry a weight, scaled to 100 when the weights are points. */
export function overallNote(ponderation: Ponderation, notes: Partial<Record<CriterionName, string>>): string {
  let id = 0;
  const criteria = ponderationToCriteria(
    { ...ponderation, Critères: criteriaOf(ponderation) },
    () => `c${(id += 1)}`,
  );
  const weighted = criteria.filter((c) => c.weight > 0);
  const total = weighted.reduce((sum, c) => sum + c.weight, 0);
  const scaled =
    total > 0
      ? weighted.map((c) => ({ ...c, weight: (c.weight * 100) / total }))
      : criteria
          .filter((c) => notes[c.name] !== undefined)
          .map((c, _, all) => ({ ...c, weight: 100 / all.length }));
  return globalNote(notes, scaled);
}

function strongAndWeak(
  notes: Partial<Record<CriterionName, string>>,
  facts: CompanyFacts,
  admin: CompanyAnalysis['Administratif'],
  specificity: Specificity,
) {
  const positives: string[] = [];
  const negatives: string[] = [];
  for (const [name, note] of Object.entries(notes)) {
    const f = noteFraction(note);
    if (!f) continue;
    const ratio = f.value.dividedBy(f.outOf);
    if (ratio.greaterThanOrEqualTo(0.7)) positives.push(`${name} : ${formatNoteFr(note)}`);
    if (ratio.lessThan(0.5)) negatives.push(`${name} : ${formatNoteFr(note)}`);
  }
  const missing = Object.entries(admin.documents).filter(([, d]) => !d['présent']);
  if (missing.length) negatives.push(`Documents manquants : ${missing.map(([n]) => n).join(', ')}.`);
  if (facts.checks.length) negatives.push(`${facts.checks.length} anomalie(s) relevée(s) dans le DQE.`);
  for (const error of facts.unreadable) negatives.push(error);
  if (specificity['mémoire_générique'])
    negatives.push(
      `Mémoire générique : ${specificity['part_spécifique']} % seulement du texte est propre au marché.`,
    );
  return { positives, negatives };
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface TenderFacts {
  parts: Part[];
  pages: PageText[];
}

async function analyseOne(
  facts: CompanyFacts,
  financial: CategoryEvaluation,
  ponderation: Ponderation,
  tender: TenderFacts,
  specificity: Specificity,
  scorer: QualitativeScorer,
  quotes: PageIndex,
  dropped: DroppedQuote[],
): Promise<CompanyAnalysis> {
  const name = facts.input.name;
  const admin = administrativeDocuments(ponderation, facts.documents, facts.input.dqePath);
  const categories: Partial<Record<CriterionName, CategoryEvaluation>> = {};
  const coverages: RequirementCoverage[] = [];
  const byCriterion: Record<string, CriterionEvaluation> = {};
  const index = new EvidenceIndex(facts.passages);
  for (const [key, criterion] of Object.entries(criteriaOf(ponderation))) {
    const category = criterionNameOfKey(key) ?? 'Technique';
    let evaluation: CategoryEvaluation;
    if (category === 'Financier') evaluation = financial;
    else if (category === 'Administratif') evaluation = administrativeNote(admin.documents);
    else {
      const parts = tender.parts.filter((p) => p.key === key);
      const context = { key, criterion, parts, index, passages: facts.passages, quotes, company: name };
      const score = await scorer(context);
      evaluation = score.evaluation;
      coverages.push(...score.coverages);
      dropped.push(...(score.dropped ?? []));
      if (score.subCriteria && Object.keys(score.subCriteria).length > 0)
        byCriterion[key] = { ...evaluation, 'Sous-critères': score.subCriteria };
    }
    byCriterion[key] ??= evaluation;
    const previous = categories[category];
    categories[category] =
      previous && category !== 'Financier' ? mergeEvaluations(previous, evaluation) : evaluation;
  }
  const notes: Partial<Record<CriterionName, string>> = {};
  for (const [category, evaluation] of Object.entries(categories))
    notes[category as CriterionName] = evaluation.note;
  const { positives, negatives } = strongAndWeak(notes, facts, admin, specificity);
  const delais = categories['Délais'];
  const references = categories['Références'];
  const analysis: CompanyAnalysis = {
    id: slug(name) || 'candidat',
    compagnie: name,
    Administratif: { ...admin, validité: documentValidity(facts.documents, ponderation) },
    Technique: categories.Technique ?? notInRc(),
    Financier: categories.Financier ?? financial,
    Méthodologie: categories['Méthodologie'] ?? notInRc(),
    Délais: {
      planning: planningOf(facts.passages),
      ...(delais ? { note: delais.note, détail: delais['détail'] } : {}),
    },
    Evaluation_globale: {
      note: overallNote(ponderation, notes),
      points_positifs: positives,
      points_négatifs: negatives,
    },
    Références: {
      liste_références: referencesOf(facts.passages),
      ...(references ? { note: references.note, détail: references['détail'] } : {}),
    },
  };
  for (const extra of ['Environnement', 'Sécurité', 'Qualité'] as const) {
    const evaluation = categories[extra];
    if (evaluation) analysis[extra] = evaluation;
  }
  const experience = categories['Expérience'];
  if (experience) analysis['Expérience'] = { ...experience, équipes: teamsOf(facts.passages) };
  analysis['Critères'] = byCriterion;
  analysis.Exigences = coverages;
  analysis['Spécificité'] = specificity;
  return analysis;
}

/** The tender's documents as text, page by page (unreadable ones give no page). */
async function tenderPages(documents: readonly SourceDocument[]): Promise<PageText[]> {
  const texts = await Promise.all(documents.map((doc) => extractText(doc)));
  return texts.flatMap((t) => t.pages);
}

export interface Phase2Options {
  scorer?: QualitativeScorer;
  /** Where quotes dropped by the check go; a warning on standard error by default. */
  log?: QuoteLog;
}

/**
 * Phase 2: every company's bill read and checked, its documents read, each qualitative criterion noted
 * from the coverage of the buyer's requirements (criterion wording, RC, CCTP of `input.tender`), the
 * share of each mémoire specific to the tender, every quote checked on its page, the overall note and
 * the ranking.
 */
export async function analyseCompanies(
  input: CompaniesInput,
  progress?: Progress,
  { scorer = builtInScorer, log = warnDroppedQuotes }: Phase2Options = {},
): Promise<CompaniesResult> {
  const total = input.companies.length * 2 + 1;
  let done = 0;
  const facts: CompanyFacts[] = [];
  for (const company of input.companies) {
    progress?.(`Lecture des documents de ${company.name}`, done, total);
    facts.push(await readCompany(company));
    done += 1;
  }
  const pagesOfTender = await tenderPages(input.tender ?? []);
  const criteria = criteriaOf(input.ponderation);
  const tender: TenderFacts = { parts: requirementsOf(criteria, pagesOfTender), pages: pagesOfTender };
  const constants = Object.values(input.ponderation.Constantes ?? {})
    .flat()
    .join(' ');
  const specificity = specificityOf(
    facts.map((f) => f.passages),
    tenderVocabulary(
      pagesOfTender,
      `${constants} ${tender.parts.flatMap((p) => p.requirements.map((r) => r.text)).join(' ')}`,
    ),
  );
  const offers = facts.map((f) => f.offer);
  const missing = checkMissingLines(offers);
  facts.forEach((f, i) => f.checks.push(...(missing[i] ?? [])));
  const financierKey = Object.keys(criteriaOf(input.ponderation)).find(
    (k) => criterionNameOfKey(k) === 'Financier',
  );
  const financial = financialEvaluations(
    financierKey ? criteriaOf(input.ponderation)[financierKey] : undefined,
    offers,
    facts.map((f) => f.checks),
  );
  const analyses: CompanyAnalysis[] = [];
  for (const [i, f] of facts.entries()) {
    progress?.(`Évaluation de ${f.input.name}`, done, total);
    const quotes = new PageIndex([...f.pages, ...tender.pages]);
    const dropped: DroppedQuote[] = [];
    const analysis = await analyseOne(
      f,
      financial[i] ?? financial[0]!,
      input.ponderation,
      tender,
      specificity[i]!,
      scorer,
      quotes,
      dropped,
    );
    analyses.push(checkQuotes(analysis, quotes, dropped));
    if (dropped.length > 0) log(f.input.name, dropped);
    done += 1;
  }
  progress?.('Classement des candidats', done, total);
  const ranked = rankCompanies(analyses);
  progress?.('Analyse terminée', total, total);
  return { analyses: ranked, offers, checks: Object.fromEntries(facts.map((f) => [f.input.name, f.checks])) };
}
