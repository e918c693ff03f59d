// @mieux-disant/domain: the rules of the trade, pure (no clock, no network, no DOM).
// Every export is named here; see README.md for what each group is for.

// status
export {
  TENDER_STATUSES,
  isTenderStatus,
  isStatusInProgress,
  statusTone,
  tenderStatusView,
  tenderActionPath,
  shouldRefreshDashboard,
} from './status/status';
export { tenderProgressPercent, phaseStep } from './status/phaseProgress';
export type { PhaseProgress } from './status/phaseProgress';
export type {
  TenderStatus,
  StatusTone,
  TenderActionTarget,
  TenderActionLabel,
  TenderStatusView,
} from './status/status';
export { DASHBOARD_REFRESH_MS, NOTIFICATION_HIDE_MS, APP_VERSION } from './app/constants';

// criteria
export { CRITERION_NAMES, isCriterionName } from './criteria/names';
export type { CriterionName } from './criteria/names';
export {
  parseWeight,
  weightTotal,
  validateCriteria,
  blankCriterion,
  subCriteriaTotalMessage,
  NO_CRITERION_MESSAGE,
  TOTAL_NOT_100_MESSAGE,
} from './criteria/criteria';
export type { FormulaVariable, EditorCriterion, Check } from './criteria/criteria';

// formulas
export { detectVariables } from './formulas/variables';
export {
  evaluateFormula,
  syntaxErrorMessage,
  unknownVariableMessage,
  invalidValueMessage,
  DIVISION_BY_ZERO_MESSAGE,
  UNDEFINED_POWER_MESSAGE,
  MAX_FORMULA_LENGTH,
} from './formulas/evaluate';
export type { FormulaResult } from './formulas/evaluate';

// ponderation
export { ponderationToCriteria, FALLBACK_CRITERION_NAME } from './ponderation/toCriteria';
export { criteriaToPonderation } from './ponderation/toPonderation';
export { criterionKey, criterionNameOfKey, baseOfKey } from './ponderation/keys';
export type { PonderationCriterion, PonderationLot, Ponderation } from './ponderation/types';

// files and pages
export {
  ALLOWED_EXTENSIONS,
  DISALLOWED_FILE_TITLE,
  DQE_NOT_XLSX_MESSAGE,
  RC_MISSING_MESSAGE,
  fileExtension,
  isIgnoredPath,
  isAllowedFile,
  isPdf,
  isImage,
  pagesOf,
  companyFilePath,
  checkDqeChoice,
  checkRcChosen,
} from './files/files';
export type { AllowedExtension } from './files/files';
export {
  TENDER_PAGES_SHOWN,
  TENDER_AUTO_START_PAGES,
  COMPANY_PAGE_LIMIT,
  shouldAutoStartTenderAnalysis,
} from './files/limits';

// companies screen
export {
  checkLaunch,
  canLaunch,
  companyWarning,
  checkAddCompany,
  canShowAddCompany,
  hasDuplicateNames,
  tooManyCompaniesMessage,
  DUPLICATE_NAMES_MESSAGE,
  MISSING_DQE_MESSAGE,
  COMPANY_DQE_WARNING,
  FIRST_COMPANY_INCOMPLETE_MESSAGE,
} from './companies/companies';
export type { CompanyDraft } from './companies/companies';

// analysis errors
export {
  analysisErrorMessage,
  ANALYSIS_ERROR_TITLE,
  NO_PAGES_MESSAGE,
  FILE_ANALYSIS_FAILED_MESSAGE,
  NO_ANALYSIS_MESSAGE,
  MULTIPLE_ERRORS_INTRO,
  MISSING_FILE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './errors/analysisErrors';
export type { AnalysisErrorCode, AnalysisError } from './errors/analysisErrors';

// text and summaries
export { CHUNK_CHARS, CHUNK_UNITS, CHARS_PER_UNIT, chunkText } from './text/chunk';
export {
  mergeSummaries,
  parseSummaryAnswer,
  SUMMARY_CHUNK_INTERVAL_MS,
  SUMMARY_RETRIES,
  MAX_KEY_POINTS,
  UNTITLED_DOCUMENT,
  SUMMARY_PARSE_ERROR,
  SUMMARY_FAILED_MESSAGE,
  NO_SUMMARY_MESSAGE,
} from './text/summary';
export type { PdfSummary } from './text/summary';

// retry
export { RETRY_POLICY, RATE_LIMIT_CODE, retryDelay, withRetry } from './retry/retry';
export type { RetryFailure, RetryOptions } from './retry/retry';

// company analysis results
export type {
  CategoryEvaluation,
  Citation,
  CompanyAnalysis,
  CoverageStatus,
  CriterionEvaluation,
  RequirementCoverage,
  Specificity,
} from './results/types';
export {
  resultCriteria,
  criterionNote,
  subCriterionNote,
  criteriaOfCategory,
  detailCategoriesOf,
  detailCategoryOf,
  formatNoteFr,
  overallNoteText,
  weightLabel,
} from './results/criteria';
export type { ResultCriterion, CriterionNote, DetailCategory } from './results/criteria';
export { COVERAGE_LABELS, coverageSummary, requirementMatrix, isCategoryKey } from './results/requirements';
export type { CoverageSummary, RequirementMatrix, RequirementRow } from './results/requirements';
export { noteFraction, noteRatio, formatNoteValue, globalNote } from './results/notes';
export { overallScorePercent, bestCompany, rankCompanies } from './results/ranking';
export {
  matrixColumns,
  matrixCell,
  completenessMessage,
  NOT_AVAILABLE,
  NO_DETAIL,
  ALL_DOCUMENTS_PROVIDED,
  SOME_DOCUMENTS_MISSING,
  GLOBAL_CATEGORY,
} from './results/matrix';

// money and financial comparison
export type { PriceItem, FinancialOffer, PriceLineCheck, PriceLineCheckKind } from './money/offers';
export { parseAmount } from './shared/amount';
export {
  formatEuro,
  formatPercent,
  formatNumberFr,
  formatDecimalFr,
  GROUP_SEPARATOR,
  UNIT_SPACE,
  NO_AMOUNT,
} from './money/format';
export { checkOffer, checkOffers, checkMissingLines, sumOfLines, TOTAL_DESCRIPTION } from './money/checks';
export { matchPriceLines, normaliseDescription } from './money/matching';
export type { MatchedLine } from './money/matching';
export {
  bestOffer,
  offerTotal,
  isSignificantGap,
  parseThreshold,
  DEFAULT_GAP_THRESHOLD,
  MIN_GAP_THRESHOLD,
  MAX_GAP_THRESHOLD,
} from './money/comparison';
export { priceScore, normalisePriceFormula } from './money/priceScore';

// dates
export { formatDateFr, formatDateTimeFr, parseDateFr, DISPLAY_TIME_ZONE } from './dates/dates';

// plans and payments
export { PLANS, PLAN_TYPES, ANALYSIS_CREDIT_COST, isPlanType, planPriceLabel } from './plans/plans';
export type { PlanType, Plan } from './plans/plans';
export {
  subscriptionHeading,
  planButton,
  subscriptionNotice,
  NO_SUBSCRIPTION_HEADING,
  NO_SUBSCRIPTION_MESSAGE,
  CANCELLATION_PENDING_TOOLTIP,
  SWITCH_BLOCKED_BY_CANCELLATION_TOOLTIP,
  CHANGE_PENDING_TOOLTIP,
} from './plans/subscription';
export type { SubscriptionInfo, PlanAction, PlanButtonLabel } from './plans/subscription';
export {
  paymentStatusView,
  PAYMENT_STATUSES,
  NO_PAYMENT_INFO,
  PAYMENT_SUCCESS_MESSAGE,
} from './plans/payments';
export type { PaymentStatus, PaymentTone } from './plans/payments';

// legal checks: criteria (L2152-7, R2152-7) and administrative documents of candidates
export {
  checkCriteriaLegality,
  environmentalRuleApplies,
  ENVIRONMENTAL_CRITERION_FROM,
} from './legal/criteriaChecks';
export type { CriteriaCheck, CriteriaCheckCode, CheckSeverity, LegalContext } from './legal/criteriaChecks';
export { launchDateOf, storedLaunchDate, LEGAL_OFFER_DELAY_DAYS, LAUNCH_DATE_KEY } from './legal/launchDate';
export type { LaunchDate, LaunchDateSource } from './legal/launchDate';
export {
  legalContextOf,
  withLegalContext,
  DEFENCE_OR_SECURITY_KEY,
  DEFENCE_OR_SECURITY_YES,
} from './legal/legalContext';
export { addDays, addMonths, isIsoDay } from './legal/calendar';
export { isValidSiren, isValidSiret, sirenOf, identifierDigits } from './legal/identifiers';
export {
  datedDocumentVerdict,
  coverageVerdict,
  identifierVerdict,
  companySirenOf,
  signatureVerdict,
  VALIDITY_MONTHS,
} from './legal/documentValidity';
export type { DocumentValidity, ValidityStatus, Verdict, DatedDocumentKind } from './legal/documentValidity';

// price safeguards: formula check, abnormally low offers, rectified bills, what flips the winner
export { PRICE_ROLES, ROLE_NAMES, ROLE_LABELS, priceRoleOf } from './safeguards/roles';
export type { PriceRole } from './safeguards/roles';
export { BELLEVILLE, OAB_RULES } from './safeguards/rules';
export { checkFormula, unknownRoleMessage, NO_PRICE_MESSAGE } from './safeguards/formulaCheck';
export type {
  FormulaCheck,
  FormulaCheckInput,
  FormulaFinding,
  FormulaFindingCode,
  FindingSeverity,
  PriceNote,
  VariableRole,
} from './safeguards/formulaCheck';
export {
  abnormallyLowOffers,
  lowUnitPrices,
  OAB_METHODS,
  OAB_METHOD_LABELS,
  DEFAULT_ESTIMATE_MARGIN,
} from './safeguards/abnormallyLow';
export type {
  OabMethod,
  OabMethodResult,
  OabInput,
  OabResult,
  PricedCandidate,
  LowUnitPrice,
} from './safeguards/abnormallyLow';
export {
  justificationLetter,
  checkOabOutcome,
  isOabOutcome,
  OAB_OUTCOMES,
  OAB_OUTCOME_LABELS,
  DEADLINE_BLANK,
  REJECTION_REASON_REQUIRED,
} from './safeguards/letter';
export type { JustificationRequest, Letter, OabOutcome } from './safeguards/letter';
export { rectificationRuleOf, rectifiedRanking } from './safeguards/rectified';
export type {
  RectificationRule,
  RuleReading,
  RectifiedOffer,
  RectifiedRanking,
} from './safeguards/rectified';
export { scoresAtPriceWeight, whatFlipsTheWinner } from './safeguards/flip';
export type { FlipCriterion, FlipCandidate, WeightFlip, NoteFlip, WinnerFlips } from './safeguards/flip';

// passwords
export {
  passwordStrength,
  isLeakedPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_SCORE_LABELS,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  PASSWORD_LEAKED,
  PASSWORD_WEAK,
} from './passwords/strength';
export type { PasswordStrength, PasswordScore } from './passwords/strength';

// API contract: the request and response schemas of every /api route (server validates and
// serializes with them, the app types and parses its calls, ui props use their types).
export {
  personName,
  companyName,
  email,
  givenPassword,
  entityId,
  idParam,
  tenderIdParam,
  errorBody,
  messageAnswer,
  tenderStatusAnswer,
  openApiDocument,
} from './contract/common';
export type { ErrorBody, MessageAnswer, TenderStatusAnswer } from './contract/common';
export { newPassword, signupBody, passwordResetBody, passwordChangeBody } from './contract/passwordBodies';
export type { SignupBody, PasswordChangeBody } from './contract/passwordBodies';
export { USER_ROLES, isUserRole } from './accounts/roles';
export type { UserRole } from './accounts/roles';
export {
  userRole,
  planType,
  loginBody,
  authAnswer,
  codeBody,
  emptyBody,
  confirmMailAnswer,
  confirmMailUpdateAnswer,
  resetRequestBody,
  passwordChangeAnswer,
  seatsInfo,
  remainingTokensAnswer,
  inviteBody,
  inviteAnswer,
  deleteAccountBody,
} from './contract/auth';
export type {
  LoginBody,
  AuthAnswer,
  SeatsInfo,
  InviteBody,
  InviteAnswer,
  ConfirmMailAnswer,
  PasswordChangeAnswer,
  RemainingTokensAnswer,
} from './contract/auth';
export {
  adminFilter,
  adminSearchQuery,
  adminUser,
  adminUserList,
  adminUserUpdate,
  adminUserAnswer,
} from './contract/admin';
export type { AdminFilter, AdminUser, AdminUserUpdate, AdminUserAnswer } from './contract/admin';
export {
  planBody,
  subscriptionInfo,
  checkoutUrl,
  checkoutInfoQuery,
  checkoutInfo,
  testCheckoutParam,
  webhookAnswer,
} from './contract/subscription';
export type { PlanBody, CheckoutInfo } from './contract/subscription';
export {
  uploadedFile,
  fileRef,
  fileIdParam,
  phaseProgress,
  tenderSummary,
  tenderList,
  creationBody,
  MAX_CRITERIA_DEPTH,
  ponderation,
  tenderDetail,
  ponderationBody,
  deletionAnswer,
  settingsAnswer,
  companyFilesBody,
  companyFilesAnswer,
  launchBody,
  financialOffer,
  priceLineCheck,
  dqeState,
  companyAnalysis,
  companyAnalyses,
  analysisEdit,
  editsBody,
  documentStatusBody,
  financialOffers,
  reportQuery,
  tenderFiles,
  oabOutcome,
  oabReview,
  priceSafeguards,
  estimateBody,
  oabOutcomeBody,
  letterQuery,
  auditEvent,
  auditQuery,
  auditTrail,
  unlockBody,
  analysisReportQuery,
  reportTexts,
  reportTextsBody,
} from './contract/tenders';
export type {
  UploadedFile,
  TenderSummary,
  TenderDetail,
  CreationBody,
  CompanyFilesBody,
  LaunchBody,
  DqeState,
  AnalysisEdit,
  TenderFileEntry,
  PriceSafeguards,
  OabReview,
  OabOutcomeBody,
  AuditEvent,
  ReportTexts,
  DeletionAnswer,
  SettingsAnswer,
  CompanyFilesAnswer,
  DocumentStatusBody,
} from './contract/tenders';
export { completionBody, chatCompletion, openAiError } from './contract/ai';
export type { CompletionBody } from './contract/ai';
