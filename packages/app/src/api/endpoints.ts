import type {
  CompanyAnalysis,
  FinancialOffer,
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
    financialOffers: (id: string) =>
      json(() => http.get(`tender/financial_offers/${encodeURIComponent(id)}`).json<FinancialOffer[]>()),
    settings: () => json(() => http.get('tender/settings').json<{ maxCompanies: number }>()),
    files: (id: string) =>
      json(() => http.get(`tender/files/${encodeURIComponent(id)}`).json<TenderFileEntry[]>()),
    report: (id: string, format: 'pdf' | 'xlsx') =>
      json(async () => {
        const response = await http.get(`tender/report/${encodeURIComponent(id)}`, {
          searchParams: { format },
        });
        const disposition = response.headers.get('content-disposition') ?? '';
        const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `rapport-${id}.${format}`;
        return { blob: await response.blob(), filename };
      }),
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
