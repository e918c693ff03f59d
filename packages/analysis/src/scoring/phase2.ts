import Decimal from 'decimal.js';
import {
  checkMissingLines,
  criterionNameOfKey,
  globalNote,
  noteFraction,
  ponderationToCriteria,
  rankCompanies,
  type CategoryEvaluation,
  type CompanyAnalysis,
  type CriterionName,
  type FinancialOffer,
  type Ponderation,
  type PonderationCriterion,
  type PriceLineCheck,
} from '@mieux-disant/domain';
import { readDqe } from '../dqe';
import type { CompaniesInput, CompaniesResult, CompanyInput, Progress } from '../engine/types';
import { DocumentError } from '../errors';
import { extractText, type PageText } from '../text';
import { administrativeDocuments, type CompanyDocument } from './admin';
import { financialEvaluations } from './financial';
import { passagesOf, type Passage } from './passages';
import { planningOf } from './planning';
import { scoreQualitative } from './qualitative';
import { referencesOf, teamsOf } from './references';

/** Scores one qualitative criterion for one company; the built-in engine reads, the LLM engine asks. */
export type QualitativeScorer = (
  key: string,
  criterion: PonderationCriterion,
  passages: readonly Passage[],
  company: string,
) => Promise<CategoryEvaluation>;

export const builtInScorer: QualitativeScorer = async (key, criterion, passages) =>
  scoreQualitative(key, criterion, passages);

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
  return { input: company, offer, checks, documents, passages: passagesOf(pages), unreadable };
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
    détail: `${a['détail']} | ${b['détail']}`,
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
function overallNote(ponderation: Ponderation, notes: Partial<Record<CriterionName, string>>): string {
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
) {
  const positives: string[] = [];
  const negatives: string[] = [];
  for (const [name, note] of Object.entries(notes)) {
    const f = noteFraction(note);
    if (!f) continue;
    const ratio = f.value.dividedBy(f.outOf);
    if (ratio.greaterThanOrEqualTo(0.7)) positives.push(`${name} : ${note}`);
    if (ratio.lessThan(0.5)) negatives.push(`${name} : ${note}`);
  }
  const missing = Object.entries(admin.documents).filter(([, d]) => !d['présent']);
  if (missing.length) negatives.push(`Documents manquants : ${missing.map(([n]) => n).join(', ')}.`);
  if (facts.checks.length) negatives.push(`${facts.checks.length} anomalie(s) relevée(s) dans le DQE.`);
  for (const error of facts.unreadable) negatives.push(error);
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

async function analyseOne(
  facts: CompanyFacts,
  financial: CategoryEvaluation,
  ponderation: Ponderation,
  scorer: QualitativeScorer,
): Promise<CompanyAnalysis> {
  const name = facts.input.name;
  const admin = administrativeDocuments(ponderation, facts.documents, facts.input.dqePath);
  const categories: Partial<Record<CriterionName, CategoryEvaluation>> = {};
  for (const [key, criterion] of Object.entries(criteriaOf(ponderation))) {
    const category = criterionNameOfKey(key) ?? 'Technique';
    let evaluation: CategoryEvaluation;
    if (category === 'Financier') evaluation = financial;
    else if (category === 'Administratif') evaluation = administrativeNote(admin.documents);
    else evaluation = await scorer(key, criterion, facts.passages, name);
    const previous = categories[category];
    categories[category] =
      previous && category !== 'Financier' ? mergeEvaluations(previous, evaluation) : evaluation;
  }
  const notes: Partial<Record<CriterionName, string>> = {};
  for (const [category, evaluation] of Object.entries(categories))
    notes[category as CriterionName] = evaluation.note;
  const { positives, negatives } = strongAndWeak(notes, facts, admin);
  const delais = categories['Délais'];
  const references = categories['Références'];
  const analysis: CompanyAnalysis = {
    id: slug(name) || 'candidat',
    compagnie: name,
    Administratif: admin,
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
  return analysis;
}

/**
 * Phase 2: every company's bill read and checked, its documents read, each criterion of the RC
 * scored (price exactly, the rest indicatively), the overall note and the ranking.
 */
export async function analyseCompanies(
  input: CompaniesInput,
  progress?: Progress,
  scorer: QualitativeScorer = builtInScorer,
): Promise<CompaniesResult> {
  const total = input.companies.length * 2 + 1;
  let done = 0;
  const facts: CompanyFacts[] = [];
  for (const company of input.companies) {
    progress?.(`Lecture des documents de ${company.name}`, done, total);
    facts.push(await readCompany(company));
    done += 1;
  }
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
    analyses.push(await analyseOne(f, financial[i] ?? financial[0]!, input.ponderation, scorer));
    done += 1;
  }
  progress?.('Classement des candidats', done, total);
  const ranked = rankCompanies(analyses);
  progress?.('Analyse terminée', total, total);
  return { analyses: ranked, offers, checks: Object.fromEntries(facts.map((f) => [f.input.name, f.checks])) };
}
