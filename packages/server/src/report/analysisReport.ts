// « Rapport d'analyse des offres »: what the buyer needs for the rapport de présentation (R2184-1 to
// R2184-6), as format-neutral blocks that the DOCX and PDF writers print. Numbers come from the stored
// analysis; only the free-text parts (ReportTexts) are the evaluator's.
import type { CompanyAnalysis, FinancialOffer, Ponderation, ResultCriterion } from '@mieux-disant/domain';
import {
  DEFENCE_OR_SECURITY_KEY,
  DISPLAY_TIME_ZONE,
  LAUNCH_DATE_KEY,
  checkCriteriaLegality,
  criterionNote,
  formatDateFr,
  formatDateTimeFr,
  formatDecimalFr,
  formatEuro,
  legalContextOf,
  weightLabel,
} from '@mieux-disant/domain';
import type { AuditEvent } from '../audit/audit';
import { auditValueText } from '../audit/audit';
import type { ReportModel } from './model';
import { reportModel } from './model';

export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** `wide`: too many columns for a portrait page (the PDF puts it on a landscape page). */
  | { kind: 'table'; header: string[]; rows: string[][]; wide?: boolean };

/** The parts of the report the evaluator writes, by key, with their French section titles. */
export const REPORT_TEXT_SECTIONS = {
  procedure: 'Présentation de la procédure',
  offres: 'Offres reçues',
  oab: 'Offres anormalement basses',
  attribution: "Proposition d'attribution",
} as const;

export type ReportTextKey = keyof typeof REPORT_TEXT_SECTIONS;
export type ReportTexts = Record<ReportTextKey, string>;
export const REPORT_TEXT_KEYS = Object.keys(REPORT_TEXT_SECTIONS) as ReportTextKey[];

export interface AnalysisReportInput {
  title: string;
  ponderation: Ponderation | null;
  analyses: readonly CompanyAnalysis[];
  offers: readonly FinancialOffer[];
  audit: readonly AuditEvent[];
  /** The evaluator's texts; a missing or blank one is replaced by its default. */
  texts: Partial<ReportTexts>;
  /** ISO instant of generation (passed in: no clock read here). */
  now: string;
}

function constant(ponderation: Ponderation | null, key: string): string | null {
  const value = ponderation?.Constantes[key];
  if (value === undefined || value === '') return null;
  return Array.isArray(value) ? value.join(' ; ') : String(value);
}

/** The texts the report starts from, written from the analysis; the evaluator edits them. */
export function defaultReportTexts(
  model: ReportModel,
  ponderation: Ponderation | null,
  audit: readonly AuditEvent[],
): ReportTexts {
  const object = constant(ponderation, 'Objet');
  const procedure = constant(ponderation, 'Procédure');
  const buyer = constant(ponderation, 'Acheteur');
  const names = model.companies.map((c) => c.compagnie);
  const first = model.companies[0];
  const cheapest = model.financial.best;
  return {
    procedure: [
      `La consultation${object ? ` « ${object} »` : ''}${buyer ? `, lancée par ${buyer},` : ''} a été passée ${procedure ? `selon la procédure suivante : ${procedure.toLowerCase()}` : 'selon la procédure décrite au règlement de la consultation'}.`,
      'Les offres ont été analysées au regard des critères d’attribution et de leur pondération annoncés dans le règlement de la consultation.',
    ].join(' '),
    offres:
      names.length === 0
        ? 'Aucune offre n’a été analysée.'
        : `${names.length} offre${names.length > 1 ? 's ont été reçues et analysées' : ' a été reçue et analysée'} : ${names.join(', ')}.`,
    oab: [
      cheapest
        ? `L’offre la moins disante, celle de ${cheapest.name}, est inférieure de ${cheapest.cheaperThanAveragePercent} % à la moyenne des offres.`
        : 'Aucune offre de prix n’a été analysée.',
      audit.some((e) => e.action === 'oab')
        ? 'Les suites données aux offres suspectées d’être anormalement basses figurent ci-dessous.'
        : 'Aucune offre n’a été écartée comme anormalement basse.',
    ].join(' '),
    attribution: first
      ? `Il est proposé d’attribuer le marché au candidat le mieux disant, ${first.compagnie}, classé premier avec une note globale de ${first.overall === null ? 'N/A' : formatDecimalFr(first.overall, 2)}/100.`
      : 'Aucun candidat n’est proposé.',
  };
}

/** The texts the report prints: the evaluator's where written, the default elsewhere. */
export function effectiveTexts(defaults: ReportTexts, texts: Partial<ReportTexts>): ReportTexts {
  const out = { ...defaults };
  for (const key of REPORT_TEXT_KEYS) {
    const text = texts[key]?.trim();
    if (text) out[key] = text;
  }
  return out;
}

function paragraphs(text: string): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => ({ kind: 'paragraph' as const, text: p }));
}

function procedureBlocks(ponderation: Ponderation | null, text: string): Block[] {
  const legal = ponderation ? legalContextOf(ponderation) : null;
  const rows: string[][] = [];
  for (const [key, label] of [
    ['Acheteur', 'Acheteur'],
    ['Objet', 'Objet du marché'],
    ['Procédure', 'Procédure'],
    ['Date limite', 'Date limite de remise des offres'],
    ['Montant estimé', 'Montant estimé'],
    ['Lots', 'Lots'],
  ] as const) {
    const value = constant(ponderation, key);
    if (value) rows.push([label, value]);
  }
  if (legal?.launchDate) rows.push([LAUNCH_DATE_KEY, formatDateFr(legal.launchDate)]);
  if (legal?.defenceOrSecurity) rows.push([DEFENCE_OR_SECURITY_KEY, 'Oui']);
  return [
    { kind: 'heading', text: `1. ${REPORT_TEXT_SECTIONS.procedure}` },
    ...paragraphs(text),
    ...(rows.length > 0 ? [{ kind: 'table' as const, header: ['Élément', 'Valeur'], rows }] : []),
  ];
}

function formulaText(ponderation: Ponderation | null, criterion: ResultCriterion): string {
  const entry = ponderation?.Critères[criterion.key];
  const formula = entry?.Évaluation.Formule;
  if (!formula?.Expression) return '';
  const variables = Object.entries(formula.Variables)
    .map(([name, description]) => `${name} : ${description}`)
    .join(' ; ');
  return variables ? `${formula.Expression} (${variables})` : formula.Expression;
}

function criteriaBlocks(model: ReportModel, ponderation: Ponderation | null): Block[] {
  const rows = model.criteria.flatMap((c) => [
    [c.label, weightLabel(c.weight), formulaText(ponderation, c)],
    ...c.subCriteria.map((sub) => [`    ${sub.label}`, weightLabel(sub.weight), '']),
  ]);
  return [
    { kind: 'heading', text: '2. Critères d’attribution, pondérations et formules' },
    { kind: 'table', header: ['Critère', 'Pondération', 'Formule de notation'], rows },
  ];
}

function checksBlocks(ponderation: Ponderation | null): Block[] {
  const heading: Block = { kind: 'heading', text: '3. Contrôles de légalité des critères' };
  if (!ponderation) return [heading, { kind: 'paragraph', text: 'Aucun critère confirmé.' }];
  const legal = legalContextOf(ponderation);
  const checks = checkCriteriaLegality(ponderation, legal);
  const launch = legal.launchDate
    ? `Date de lancement retenue : ${formatDateFr(legal.launchDate)}.`
    : 'Date de lancement inconnue : la règle du critère environnemental (22 août 2026) n’a pas été appliquée.';
  const when = legal.defenceOrSecurity
    ? `${launch} Marché de défense ou de sécurité : la règle du critère environnemental ne s’applique pas.`
    : launch;
  if (checks.length === 0) {
    return [heading, { kind: 'paragraph', text: `${when} Aucune anomalie relevée.` }];
  }
  return [
    heading,
    { kind: 'paragraph', text: when },
    {
      kind: 'table',
      header: ['Gravité', 'Contrôle', 'Constat'],
      rows: checks.map((c) => [c.gravité, c.code, c.message]),
    },
  ];
}

function offersBlocks(model: ReportModel, text: string): Block[] {
  const blocks: Block[] = [
    { kind: 'heading', text: `4. ${REPORT_TEXT_SECTIONS.offres}` },
    ...paragraphs(text),
  ];
  for (const analysis of model.analyses) {
    const company = model.companies.find((c) => c.compagnie === analysis.compagnie);
    blocks.push(
      { kind: 'subheading', text: analysis.compagnie },
      { kind: 'paragraph', text: `Complétude du dossier : ${company?.completeness ?? ''}` },
    );
    const validity = analysis.Administratif?.validité ?? [];
    if (validity.length > 0) {
      blocks.push({
        kind: 'table',
        header: ['Pièce', 'Statut', 'Valeur lue', 'Fichier, page', 'Constat'],
        rows: validity.map((v) => [
          v.document,
          v.statut,
          v.valeur,
          v.page === null ? v.fichier : `${v.fichier}, p. ${v.page}`,
          v.détail,
        ]),
      });
    }
  }
  return blocks;
}

function citationsOf(analysis: CompanyAnalysis, key: string): string {
  const quotes = (analysis.Exigences ?? [])
    .filter((e) => e.critère === key)
    .flatMap((e) => e.preuves)
    .slice(0, 3)
    .map((p) => `${p.fichier}, p. ${p.page} : « ${p.texte} »`);
  return quotes.join('\n');
}

function notesBlocks(model: ReportModel): Block[] {
  const blocks: Block[] = [{ kind: 'heading', text: '5. Analyse des offres : notes par critère' }];
  for (const analysis of model.analyses) {
    const company = model.companies.find((c) => c.compagnie === analysis.compagnie);
    blocks.push({ kind: 'subheading', text: `${company?.rang ?? ''}. ${analysis.compagnie}` });
    blocks.push({
      kind: 'table',
      header: ['Critère', 'Note', 'Justification', 'Citations'],
      rows: [
        ...model.criteria.map((criterion) => {
          const note = criterionNote(analysis, criterion);
          return [criterion.label, note.text, note.detail, citationsOf(analysis, criterion.key)];
        }),
        [
          'Note globale',
          company?.overall === null || !company ? 'N/A' : `${formatDecimalFr(company.overall, 2)}/100`,
          '',
          '',
        ],
      ],
    });
  }
  return blocks;
}

function oabBlocks(audit: readonly AuditEvent[], text: string): Block[] {
  const decisions = audit.filter((e) => e.action === 'oab');
  return [
    { kind: 'heading', text: `6. ${REPORT_TEXT_SECTIONS.oab}` },
    ...paragraphs(text),
    ...(decisions.length > 0
      ? [
          {
            kind: 'table' as const,
            header: ['Offre', 'Suite donnée', 'Motif'],
            rows: decisions.map((e) => [e.subject, auditValueText(e.after), e.reason ?? '']),
          },
        ]
      : []),
  ];
}

function rankingBlocks(model: ReportModel, text: string): Block[] {
  return [
    { kind: 'heading', text: '7. Classement des offres' },
    {
      kind: 'table',
      header: ['Rang', 'Entreprise', 'Note globale (sur 100)', 'Prix global HT'],
      rows: model.companies.map((c) => [
        String(c.rang),
        c.compagnie,
        c.overall === null ? 'N/A' : formatDecimalFr(c.overall, 2),
        formatEuro(c.globalPrice),
      ]),
    },
    { kind: 'heading', text: `8. ${REPORT_TEXT_SECTIONS.attribution}` },
    ...(model.best
      ? [{ kind: 'paragraph' as const, text: `Le candidat le mieux disant - ${model.best}` }]
      : []),
    ...paragraphs(text),
  ];
}

function auditBlocks(audit: readonly AuditEvent[]): Block[] {
  const heading: Block = { kind: 'heading', text: 'Annexe : journal des modifications' };
  if (audit.length === 0) return [heading, { kind: 'paragraph', text: 'Aucune modification enregistrée.' }];
  return [
    heading,
    {
      kind: 'table',
      wide: true,
      header: ['Date (heure de Paris)', 'Qui', 'Action', 'Objet', 'Avant', 'Après', 'Motif'],
      rows: audit.map((e) => [
        formatDateTimeFr(e.at, DISPLAY_TIME_ZONE),
        e.who,
        e.actionLabel,
        e.subject,
        auditValueText(e.before),
        auditValueText(e.after),
        e.reason ?? '',
      ]),
    },
  ];
}

/** The whole report as blocks, in the order of the rapport de présentation. */
export function analysisReportBlocks(input: AnalysisReportInput): Block[] {
  const model = reportModel({
    title: input.title,
    ponderation: input.ponderation,
    analyses: input.analyses,
    offers: input.offers,
    now: input.now,
  });
  const texts = effectiveTexts(defaultReportTexts(model, input.ponderation, input.audit), input.texts);
  return [
    { kind: 'title', text: "Rapport d'analyse des offres" },
    { kind: 'paragraph', text: `${input.title} — établi le ${formatDateFr(input.now)}` },
    ...procedureBlocks(input.ponderation, texts.procedure),
    ...criteriaBlocks(model, input.ponderation),
    ...checksBlocks(input.ponderation),
    ...offersBlocks(model, texts.offres),
    ...notesBlocks(model),
    ...oabBlocks(input.audit, texts.oab),
    ...rankingBlocks(model, texts.attribution),
    ...auditBlocks(input.audit),
  ];
}
