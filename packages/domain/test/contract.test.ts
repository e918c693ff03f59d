import type Decimal from 'decimal.js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as domain from '../src/index';
import type {
  AnalysisError,
  CompanyAnalysis,
  CompanyDraft,
  CriterionName,
  EditorCriterion,
  FinancialOffer,
  FormulaVariable,
  MatchedLine,
  PdfSummary,
  Ponderation,
  PriceLineCheck,
  SubscriptionInfo,
  TenderStatusView,
} from '../src/index';

/**
 * The public API as /work/contract.md writes it, which the other packages code against. The
 * assignment below fails `npm run typecheck` if a name disappears or a signature drifts from it;
 * the run-time test checks the names exist in the module as loaded.
 */
type Check = { ok: true } | { ok: false; message: string };
type FormulaResult = { ok: true; value: Decimal } | { ok: false; message: string };

interface Contract {
  TENDER_STATUSES: readonly [
    'phase1_ongoing',
    'phase1_done',
    'phase1_updating',
    'phase1_update_error',
    'phase1_confirmation_done',
    'phase2_ongoing',
    'phase2_company_anlysis_error',
    'phase2_done',
    'phase1_error',
  ];
  tenderStatusView(status: string): {
    progress: number;
    label: string;
    tone: 'error' | 'done' | 'progress';
    inProgress: boolean;
    actionLabel: "Poursuivre l'analyse" | 'Consulter le résultat' | 'Analyse en cours...';
    target: 'criteria' | 'companies' | 'results' | 'none';
  };
  tenderActionPath(status: string, tenderId: string): string | null;
  shouldRefreshDashboard(statuses: readonly string[]): boolean;
  DASHBOARD_REFRESH_MS: 60000;
  NOTIFICATION_HIDE_MS: 3000;
  APP_VERSION: '1.0.1';
  CRITERION_NAMES: readonly [
    'Technique',
    'Administratif',
    'Qualité',
    'Sécurité',
    'Environnement',
    'Financier',
    'Méthodologie',
    'Expérience',
    'Délais',
    'Références',
  ];
  parseWeight(input: string): number;
  weightTotal(criteria: readonly EditorCriterion[]): number;
  validateCriteria(criteria: readonly EditorCriterion[]): Check;
  blankCriterion(id: string): EditorCriterion;
  detectVariables(formula: string, existing?: readonly FormulaVariable[]): FormulaVariable[];
  evaluateFormula(formula: string, values: Readonly<Record<string, Decimal.Value>>): FormulaResult;
  ponderationToCriteria(p: Ponderation, newId: () => string): EditorCriterion[];
  criteriaToPonderation(criteria: readonly EditorCriterion[], base: Ponderation): Ponderation;
  ALLOWED_EXTENSIONS: readonly ['pdf', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'doc', 'rtf'];
  fileExtension(name: string): string;
  isIgnoredPath(relativePath: string): boolean;
  isAllowedFile(name: string): boolean;
  isPdf(name: string): boolean;
  pagesOf(name: string, pdfPageCount?: number): number;
  companyFilePath(companyId: string, relativePath: string): string;
  checkDqeChoice(name: string): Check;
  TENDER_PAGES_SHOWN: 400;
  TENDER_AUTO_START_PAGES: 500;
  COMPANY_PAGE_LIMIT: 240;
  shouldAutoStartTenderAnalysis(s: { fileCount: number; rcChosen: boolean; totalPages: number }): boolean;
  checkRcChosen(rc: string | null): Check;
  checkLaunch(companies: readonly CompanyDraft[]): Check;
  canLaunch(companies: readonly CompanyDraft[]): boolean;
  companyWarning(c: CompanyDraft): string | null;
  checkAddCompany(companies: readonly CompanyDraft[], max: number): Check;
  canShowAddCompany(count: number, max: number): boolean;
  analysisErrorMessage(e: AnalysisError): string;
  ANALYSIS_ERROR_TITLE: 'Erreur lors du traitement';
  CHUNK_CHARS: number;
  chunkText(text: string, maxChars?: number): string[];
  mergeSummaries(parts: readonly PdfSummary[]): PdfSummary;
  parseSummaryAnswer(raw: string): PdfSummary;
  SUMMARY_CHUNK_INTERVAL_MS: 1000;
  RETRY_POLICY: { attempts: 3; baseDelayMs: 2000; maxDelayMs: 30000; multiplier: 1.5 };
  retryDelay(
    attempt: number,
    error: { code?: string | null; retryAfter?: string | number | null },
  ): number | 'give-up';
  noteFraction(note: string): { value: Decimal; outOf: Decimal } | null;
  overallScorePercent(a: CompanyAnalysis): number | null;
  bestCompany(analyses: readonly CompanyAnalysis[]): CompanyAnalysis | null;
  rankCompanies(analyses: readonly CompanyAnalysis[]): CompanyAnalysis[];
  globalNote(notes: Partial<Record<CriterionName, string>>, criteria: readonly EditorCriterion[]): string;
  matrixColumns(analyses: readonly CompanyAnalysis[]): string[];
  matrixCell(a: CompanyAnalysis, category: string): { note: string; detail: string };
  completenessMessage(
    a: CompanyAnalysis,
  ): 'Tous les documents requis sont fournis' | 'Certains documents sont manquants';
  checkOffer(offer: FinancialOffer, statedTotal?: string | null): PriceLineCheck[];
  matchPriceLines(offers: readonly FinancialOffer[]): MatchedLine[];
  bestOffer(
    offers: readonly FinancialOffer[],
  ): { offer: FinancialOffer; cheaperThanAveragePercent: string } | null;
  isSignificantGap(line: MatchedLine, thresholdPercent: number): boolean;
  parseThreshold(input: string): number;
  DEFAULT_GAP_THRESHOLD: 10;
  formatEuro(value: Decimal.Value | null): string;
  formatPercent(value: Decimal.Value, decimals: number): string;
  priceScore(
    formula: string | null,
    weight: number,
    price: Decimal.Value,
    prices: readonly Decimal.Value[],
  ): { note: Decimal; formulaUsed: string; fallback: boolean };
  formatDateFr(iso: string): string;
  PLANS: Readonly<
    Record<
      'Standard' | 'Premium',
      {
        type: 'Standard' | 'Premium';
        priceEurosPerMonth: number;
        analysesPerMonth: number;
        creditsPerMonth: number;
        bonusCredits: number;
        companies: number;
        seats: number;
        features: string[];
      }
    >
  >;
  ANALYSIS_CREDIT_COST: 100;
  subscriptionHeading(s: SubscriptionInfo | null): string;
  planButton(
    plan: 'Standard' | 'Premium',
    s: SubscriptionInfo | null,
  ): {
    action: 'subscribe' | 'cancel' | 'switch';
    label: 'Souscrire' | 'Annuler' | 'Basculer vers cette formule';
    disabled: boolean;
    tooltip: string | null;
  };
  subscriptionNotice(s: SubscriptionInfo | null): string | null;
  paymentStatusView(status: string | null | undefined): {
    title: string;
    tone: 'pending' | 'validating' | 'success' | 'fail' | 'none';
  };
}

describe('the public API', () => {
  it('exports every name of the contract at run time, with the types of the contract', () => {
    // Type-checked by `npm run typecheck`: a missing name or a drifted signature fails to compile.
    const api: Contract = domain;
    expectTypeOf(api.tenderStatusView).returns.toEqualTypeOf<TenderStatusView>();
    const names: (keyof Contract)[] = [
      'TENDER_STATUSES',
      'tenderStatusView',
      'tenderActionPath',
      'shouldRefreshDashboard',
      'DASHBOARD_REFRESH_MS',
      'NOTIFICATION_HIDE_MS',
      'APP_VERSION',
      'CRITERION_NAMES',
      'parseWeight',
      'weightTotal',
      'validateCriteria',
      'blankCriterion',
      'detectVariables',
      'evaluateFormula',
      'ponderationToCriteria',
      'criteriaToPonderation',
      'ALLOWED_EXTENSIONS',
      'fileExtension',
      'isIgnoredPath',
      'isAllowedFile',
      'isPdf',
      'pagesOf',
      'companyFilePath',
      'checkDqeChoice',
      'TENDER_PAGES_SHOWN',
      'TENDER_AUTO_START_PAGES',
      'COMPANY_PAGE_LIMIT',
      'shouldAutoStartTenderAnalysis',
      'checkRcChosen',
      'checkLaunch',
      'canLaunch',
      'companyWarning',
      'checkAddCompany',
      'canShowAddCompany',
      'analysisErrorMessage',
      'ANALYSIS_ERROR_TITLE',
      'CHUNK_CHARS',
      'chunkText',
      'mergeSummaries',
      'parseSummaryAnswer',
      'SUMMARY_CHUNK_INTERVAL_MS',
      'RETRY_POLICY',
      'retryDelay',
      'noteFraction',
      'overallScorePercent',
      'bestCompany',
      'rankCompanies',
      'globalNote',
      'matrixColumns',
      'matrixCell',
      'completenessMessage',
      'checkOffer',
      'matchPriceLines',
      'bestOffer',
      'isSignificantGap',
      'parseThreshold',
      'DEFAULT_GAP_THRESHOLD',
      'formatEuro',
      'formatPercent',
      'priceScore',
      'formatDateFr',
      'PLANS',
      'ANALYSIS_CREDIT_COST',
      'subscriptionHeading',
      'planButton',
      'subscriptionNotice',
      'paymentStatusView',
    ];
    const record = api as unknown as Record<string, unknown>;
    expect(names.filter((name) => record[name] === undefined)).toEqual([]);
    expect(typeof domain.criterionKey).toBe('function');
    expect(typeof domain.criterionNameOfKey).toBe('function');
  });
});
