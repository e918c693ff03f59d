import type {
  CompanyAnalysis,
  FinancialOffer,
  PhaseProgress,
  LowUnitPrice,
  OabMethodResult,
  OabOutcome,
  RectifiedRanking,
  PlanType,
  Ponderation,
  PriceLineCheck,
  SubscriptionInfo,
} from '@mieux-disant/domain';
import { call, http } from './http';

// One function per call of SPEC.md section 7 / contract.md; plain data in, plain data out.

export interface AuthAnswer extends Record<string, unknown> {
  token: string;
}
export interface UploadFile {
  filename: string;
  filetype: string;
  filecontent: string;
}
export interface TenderSummary {
  id: string;
  title: string;
  status: string;
  created_at: string;
  /** While phase 2 runs, the step under way. */
  progress?: PhaseProgress;
}
export interface TenderDetail extends TenderSummary {
  summary: string;
  ponderation: Ponderation | null;
  error?: unknown;
}
export interface TenderFileEntry {
  id: string;
  path: string;
  company: string | null;
  pages: number;
}
/** GET tender/oab/{id}: the price safeguards of a tender's offers. */
export interface PriceSafeguards {
  estimate: string | null;
  offers: { name: string; price: string | null; rectified_price: string | null }[];
  methods: OabMethodResult[];
  lines: { name: string; lines: LowUnitPrice[] }[];
  outcomes: Record<string, { status: OabOutcome; reason: string; deadline: string }>;
  rectification: RectifiedRanking;
}
/** GET tender/audit/{id}: one change of the tender's audit trail. */
export interface AuditEvent {
  id: string;
  at: string;
  who: string;
  action: string;
  actionLabel: string;
  subject: string;
  before: string | string[] | null;
  after: string | string[] | null;
  reason: string | null;
}
/** GET tender/analysis_report_texts/{id}: the report's free-text sections. */
export interface ReportTexts {
  sections: Record<string, string>;
  texts: Record<string, string>;
  defaults: Record<string, string>;
}
export interface AnalysisEdit {
  id: string;
  category: string;
  note: string;
  détail: string;
  points_positifs?: string[];
  points_négatifs?: string[];
}
export interface DqeState {
  status: string;
  companies: { name: string; offer: FinancialOffer; checks: PriceLineCheck[] }[];
}
export interface Seats {
  company: string;
  totalSeats: number;
  usedSeats: number;
  remainingSeats: number;
}
export interface CheckoutInfo {
  status: string | null;
  date: string | null;
  price: string | number | null;
  subscription: string | null;
  transactionId: string | null;
  sessionUrl: string | null;
}
export interface AdminUser {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  company: string;
  admin_validated: boolean;
}
export type AdminFilter = 'all' | 'validated' | 'not_validated';

const json = <T>(run: () => Promise<T>) => call(run);

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
      json(() => http.post('auth/login', { json: { email, password } }).json<AuthAnswer>()),
    signup: (body: {
      firstname: string;
      lastname: string;
      company: string;
      email: string;
      password: string;
      confirmPassword: string;
    }) => json(() => http.post('auth/signup', { json: body }).json<AuthAnswer>()),
    logout: () => json(() => http.post('auth/logout', { json: {} }).json<unknown>()),
    confirmMail: (code: string) =>
      json(() => http.put('auth/confirm_mail', { json: { code } }).json<unknown>()),
    resendConfirmation: () =>
      json(() => http.put('auth/resend_email_confirmation', { json: {} }).json<unknown>()),
    resetRequest: (email: string) =>
      json(() => http.put('auth/password_reset_request', { json: { email } }).json<unknown>()),
    reset: (password: string, prToken: string) =>
      json(() => http.put('auth/password_reset', { json: { password, prToken } }).json<unknown>()),
    changePassword: (oldPassword: string, newPassword: string) =>
      json(() => http.put('auth/password_change', { json: { oldPassword, newPassword } }).json<unknown>()),
    seats: () => json(() => http.get('auth/seats').json<Seats>()),
    remainingTokens: () => json(() => http.get('auth/remaining_tokens').json<{ remainingTokens: number }>()),
    invite: (body: { email: string; firstname: string; lastname: string }) =>
      json(() => http.post('auth/invite', { json: body }).json<unknown>()),
    deleteAccount: (password: string) =>
      json(() => http.put('auth/delete_account', { json: { password } }).json<unknown>()),
  },
  tender: {
    list: () => json(() => http.get('tender/tenders').json<{ tenders: TenderSummary[] }>()),
    get: (id: string) => json(() => http.get(`tender/tender/${encodeURIComponent(id)}`).json<TenderDetail>()),
    remove: (id: string) =>
      json(() => http.delete(`tender/tender/${encodeURIComponent(id)}`).json<unknown>()),
    create: (body: {
      tenderFiles: UploadFile[];
      selectedReglementFile: UploadFile;
      totalPages: number;
      title: string;
    }) =>
      json(() => http.post('tender/tender_creation', { json: body }).json<{ id: string; status: string }>()),
    savePonderation: (id: string, ponderation: Ponderation) =>
      json(() =>
        http.put(`tender/ponderation/${encodeURIComponent(id)}`, { json: { ponderation } }).json<unknown>(),
      ),
    companyFiles: (tenderId: string, companyName: string, companyFiles: UploadFile[]) =>
      json(() =>
        http
          .post(`tender/company_files/${encodeURIComponent(tenderId)}`, {
            json: { companyFiles, companyName },
          })
          .json<{ companyId: string }>(),
      ),
    launchDqe: (
      tenderId: string,
      dqe: { company_name: string; fileBlob: UploadFile }[],
      companiesName: string[],
    ) =>
      json(() =>
        http
          .put(`tender/launch_dqe_analysis/${encodeURIComponent(tenderId)}`, { json: { dqe, companiesName } })
          .json<unknown>(),
      ),
    dqeAnalysis: (id: string) =>
      json(() => http.get(`tender/dqe_analysis/${encodeURIComponent(id)}`).json<DqeState>()),
    results: (id: string) =>
      json(() => http.get(`tender/analysis_results/${encodeURIComponent(id)}`).json<CompanyAnalysis[]>()),
    saveResults: (id: string, edits: AnalysisEdit[]) =>
      json(() =>
        http
          .put(`tender/analysis_results/${encodeURIComponent(id)}`, { json: { edits } })
          .json<CompanyAnalysis[]>(),
      ),
    /** The evaluator corrects whether a candidate provided a piece; answers the ranked analyses. */
    documentStatus: (id: string, change: { id: string; document: string; présent: boolean }) =>
      json(() =>
        http
          .put(`tender/document_status/${encodeURIComponent(id)}`, { json: change })
          .json<CompanyAnalysis[]>(),
      ),
    financialOffers: (id: string) =>
      json(() => http.get(`tender/financial_offers/${encodeURIComponent(id)}`).json<FinancialOffer[]>()),
    settings: () => json(() => http.get('tender/settings').json<{ maxCompanies: number }>()),
    files: (id: string) =>
      json(() => http.get(`tender/files/${encodeURIComponent(id)}`).json<TenderFileEntry[]>()),
    oab: (id: string) => json(() => http.get(`tender/oab/${encodeURIComponent(id)}`).json<PriceSafeguards>()),
    saveEstimate: (id: string, estimate: string | null) =>
      json(() =>
        http
          .put(`tender/oab/${encodeURIComponent(id)}/estimate`, { json: { estimate } })
          .json<PriceSafeguards>(),
      ),
    saveOabOutcome: (
      id: string,
      outcome: { candidate: string; status: OabOutcome; reason: string; deadline?: string },
    ) =>
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
          .json<{ id: string; status: string }>(),
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
    get: () => json(() => http.get('subscription').json<SubscriptionInfo>()),
    cancel: () => json(() => http.delete('subscription').json<SubscriptionInfo>()),
    change: (type: PlanType) =>
      json(() => http.put('subscription', { json: { type } }).json<SubscriptionInfo>()),
    checkout: (type: PlanType) =>
      json(() => http.post('subscription/checkout', { json: { type } }).json<string>()),
    checkoutInfo: (sessionId: string) =>
      json(() =>
        http.get('subscription/checkout/info', { searchParams: { sessionId } }).json<CheckoutInfo>(),
      ),
  },
  admin: {
    search: (term: string, filter: AdminFilter) =>
      json(() => http.get('admin/search', { searchParams: { term, filter } }).json<AdminUser[]>()),
    validate: (id: string) =>
      json(() => http.put(`admin/validate/${encodeURIComponent(id)}`, { json: {} }).json<unknown>()),
    update: (id: string, user: Partial<AdminUser>) =>
      json(() => http.put(`admin/updateUser/${encodeURIComponent(id)}`, { json: user }).json<unknown>()),
  },
};
