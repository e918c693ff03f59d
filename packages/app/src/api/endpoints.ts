import type {
  AdminFilter,
  AdminUserUpdate,
  AnalysisEdit,
  AuditEvent,
  CompanyFilesAnswer,
  CompanyFilesBody,
  ConfirmMailAnswer,
  CreationBody,
  DeletionAnswer,
  DocumentStatusBody,
  DqeState,
  FinancialOffer,
  InviteAnswer,
  InviteBody,
  LaunchBody,
  MessageAnswer,
  OabOutcomeBody,
  PasswordChangeAnswer,
  PlanType,
  Ponderation,
  PriceSafeguards,
  RemainingTokensAnswer,
  ReportTexts,
  SettingsAnswer,
  SignupBody,
  SubscriptionInfo,
  TenderFileEntry,
  TenderStatusAnswer,
} from '@mieux-disant/domain';
import type { ResponsePromise } from 'ky';
import { ApiError, FALLBACK_ERROR, call, http } from './http';
import type * as ReplySchemas from './replies';

// One function per call of SPEC.md section 7; the request and reply types are the contract's
// (@mieux-disant/domain), and the replies a screen stores or relies on are parsed against it.

const json = <T>(run: () => Promise<T>) => call(run);

/** A contract schema: only its safeParse is used here. */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

type Replies = typeof ReplySchemas;

/** A reply checked against its contract schema: a server that drifted fails here, not deep in a screen. */
const parsed = <T>(schemaOf: (replies: Replies) => Schema<T>, request: () => ResponsePromise) =>
  json(async () => {
    const [response, replies] = await Promise.all([request(), import('./replies')]);
    const result = schemaOf(replies).safeParse(await response.json());
    if (!result.success) throw new ApiError(FALLBACK_ERROR, response.status, 'INVALID_REPLY');
    return result.data;
  });

/** The file name of a Content-Disposition header: the exact UTF-8 `filename*`, else `filename`. */
function attachmentName(disposition: string): string | null {
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (exact) {
    try {
      return decodeURIComponent(exact);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
}

/** A file answered by the server, with the name its Content-Disposition gives. */
const download = (path: string, searchParams: Record<string, string>, fallback: string) =>
  json(async () => {
    const response = await http.get(path, { searchParams });
    const filename = attachmentName(response.headers.get('content-disposition') ?? '') ?? fallback;
    return { blob: await response.blob(), filename };
  });

export const api = {
  auth: {
    login: (email: string, password: string) =>
      parsed(
        (r) => r.authAnswer,
        () => http.post('auth/login', { json: { email, password } }),
      ),
    signup: (body: SignupBody) =>
      parsed(
        (r) => r.authAnswer,
        () => http.post('auth/signup', { json: body }),
      ),
    logout: () => json(() => http.post('auth/logout', { json: {} }).json<MessageAnswer>()),
    confirmMail: (code: string) =>
      json(() => http.put('auth/confirm_mail', { json: { code } }).json<ConfirmMailAnswer>()),
    resendConfirmation: () =>
      json(() => http.put('auth/resend_email_confirmation', { json: {} }).json<MessageAnswer>()),
    resetRequest: (email: string) =>
      json(() => http.put('auth/password_reset_request', { json: { email } }).json<MessageAnswer>()),
    reset: (password: string, prToken: string) =>
      json(() => http.put('auth/password_reset', { json: { password, prToken } }).json<MessageAnswer>()),
    changePassword: (oldPassword: string, newPassword: string) =>
      json(() =>
        http.put('auth/password_change', { json: { oldPassword, newPassword } }).json<PasswordChangeAnswer>(),
      ),
    seats: () =>
      parsed(
        (r) => r.seatsInfo,
        () => http.get('auth/seats'),
      ),
    remainingTokens: () => json(() => http.get('auth/remaining_tokens').json<RemainingTokensAnswer>()),
    invite: (body: InviteBody) => json(() => http.post('auth/invite', { json: body }).json<InviteAnswer>()),
    deleteAccount: (password: string) =>
      json(() => http.put('auth/delete_account', { json: { password } }).json<MessageAnswer>()),
  },
  tender: {
    list: () =>
      parsed(
        (r) => r.tenderList,
        () => http.get('tender/tenders'),
      ),
    get: (id: string) =>
      parsed(
        (r) => r.tenderDetail,
        () => http.get(`tender/tender/${encodeURIComponent(id)}`),
      ),
    remove: (id: string) =>
      json(() => http.delete(`tender/tender/${encodeURIComponent(id)}`).json<DeletionAnswer>()),
    create: (body: CreationBody) =>
      json(() => http.post('tender/tender_creation', { json: body }).json<TenderStatusAnswer>()),
    savePonderation: (id: string, ponderation: Ponderation) =>
      json(() =>
        http
          .put(`tender/ponderation/${encodeURIComponent(id)}`, { json: { ponderation } })
          .json<TenderStatusAnswer>(),
      ),
    companyFiles: (tenderId: string, companyName: string, companyFiles: CompanyFilesBody['companyFiles']) =>
      json(() =>
        http
          .post(`tender/company_files/${encodeURIComponent(tenderId)}`, {
            json: { companyFiles, companyName },
          })
          .json<CompanyFilesAnswer>(),
      ),
    launchDqe: (tenderId: string, dqe: LaunchBody['dqe'], companiesName: string[]) =>
      json(() =>
        http
          .put(`tender/launch_dqe_analysis/${encodeURIComponent(tenderId)}`, { json: { dqe, companiesName } })
          .json<TenderStatusAnswer>(),
      ),
    dqeAnalysis: (id: string) =>
      json(() => http.get(`tender/dqe_analysis/${encodeURIComponent(id)}`).json<DqeState>()),
    results: (id: string) =>
      parsed(
        (r) => r.companyAnalyses,
        () => http.get(`tender/analysis_results/${encodeURIComponent(id)}`),
      ),
    saveResults: (id: string, edits: AnalysisEdit[]) =>
      parsed(
        (r) => r.companyAnalyses,
        () => http.put(`tender/analysis_results/${encodeURIComponent(id)}`, { json: { edits } }),
      ),
    /** The evaluator corrects whether a candidate provided a piece; answers the ranked analyses. */
    documentStatus: (id: string, change: DocumentStatusBody) =>
      parsed(
        (r) => r.companyAnalyses,
        () => http.put(`tender/document_status/${encodeURIComponent(id)}`, { json: change }),
      ),
    financialOffers: (id: string) =>
      json(() => http.get(`tender/financial_offers/${encodeURIComponent(id)}`).json<FinancialOffer[]>()),
    settings: () => json(() => http.get('tender/settings').json<SettingsAnswer>()),
    files: (id: string) =>
      json(() => http.get(`tender/files/${encodeURIComponent(id)}`).json<TenderFileEntry[]>()),
    oab: (id: string) => json(() => http.get(`tender/oab/${encodeURIComponent(id)}`).json<PriceSafeguards>()),
    saveEstimate: (id: string, estimate: string | null) =>
      json(() =>
        http
          .put(`tender/oab/${encodeURIComponent(id)}/estimate`, { json: { estimate } })
          .json<PriceSafeguards>(),
      ),
    saveOabOutcome: (id: string, outcome: OabOutcomeBody) =>
      json(() =>
        http.put(`tender/oab/${encodeURIComponent(id)}/outcome`, { json: outcome }).json<PriceSafeguards>(),
      ),
    oabLetter: (id: string, candidate: string, format: 'docx' | 'pdf', deadline: string) =>
      download(
        `tender/oab/${encodeURIComponent(id)}/letter`,
        { candidate, format, deadline },
        `demande-justification.${format}`,
      ),
    audit: (id: string) =>
      json(() => http.get(`tender/audit/${encodeURIComponent(id)}`).json<{ events: AuditEvent[] }>()),
    auditCsv: (id: string) =>
      download(`tender/audit/${encodeURIComponent(id)}`, { format: 'csv' }, 'journal.csv'),
    unlockCriteria: (id: string, motif: string) =>
      json(() =>
        http
          .post(`tender/unlock_criteria/${encodeURIComponent(id)}`, { json: { motif } })
          .json<TenderStatusAnswer>(),
      ),
    reportTexts: (id: string) =>
      json(() => http.get(`tender/analysis_report_texts/${encodeURIComponent(id)}`).json<ReportTexts>()),
    saveReportTexts: (id: string, texts: Record<string, string>) =>
      json(() =>
        http
          .put(`tender/analysis_report_texts/${encodeURIComponent(id)}`, { json: { texts } })
          .json<ReportTexts>(),
      ),
    analysisReport: (id: string, format: 'docx' | 'pdf') =>
      download(`tender/analysis_report/${encodeURIComponent(id)}`, { format }, `Rapport.${format}`),
    report: (id: string, format: 'pdf' | 'xlsx') =>
      download(`tender/report/${encodeURIComponent(id)}`, { format }, `Analyse.${format}`),
  },
  subscription: {
    get: () =>
      parsed(
        (r) => r.subscriptionInfo,
        () => http.get('subscription'),
      ),
    cancel: () => json(() => http.delete('subscription').json<SubscriptionInfo>()),
    change: (type: PlanType) =>
      json(() => http.put('subscription', { json: { type } }).json<SubscriptionInfo>()),
    checkout: (type: PlanType) =>
      json(() => http.post('subscription/checkout', { json: { type } }).json<string>()),
    checkoutInfo: (sessionId: string) =>
      parsed(
        (r) => r.checkoutInfo,
        () => http.get('subscription/checkout/info', { searchParams: { sessionId } }),
      ),
  },
  admin: {
    search: (term: string, filter: AdminFilter) =>
      parsed(
        (r) => r.adminUserList,
        () => http.get('admin/search', { searchParams: { term, filter } }),
      ),
    validate: (id: string) =>
      parsed(
        (r) => r.adminUserAnswer,
        () => http.put(`admin/validate/${encodeURIComponent(id)}`, { json: {} }),
      ),
    update: (id: string, user: AdminUserUpdate) =>
      parsed(
        (r) => r.adminUserAnswer,
        () => http.put(`admin/updateUser/${encodeURIComponent(id)}`, { json: user }),
      ),
  },
};
