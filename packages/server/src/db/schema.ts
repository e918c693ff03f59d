// The one schema of the product, for PGlite and PostgreSQL alike (drizzle pg-core).
// SQL features are kept to PostgreSQL 15: gen_random_uuid(), jsonb, timestamptz, partial indexes.
import { OAB_OUTCOMES, PLAN_TYPES, USER_ROLES, type PhaseProgress } from '@mieux-disant/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The contract's roles (@mieux-disant/domain). */
export const ROLES = USER_ROLES;
export type Role = (typeof ROLES)[number];

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** Remaining analysis credits; moves only together with a credits_ledger row. */
  credits: integer('credits').notNull().default(0),
  providerCustomerId: text('provider_customer_id'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** scrypt hash; null for an invited user who has not chosen a password yet. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    adminValidated: boolean('admin_validated').notNull().default(false),
    /** A requested new e-mail address, confirmed through PUT /auth/confirm_mail_update. */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_company_idx').on(t.companyId)],
);

export const TOKEN_KINDS = ['session', 'reset', 'invite'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** Opaque tokens: only their SHA-256 is kept. */
export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TOKEN_KINDS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tokens_hash_key').on(t.tokenHash), index('tokens_user_idx').on(t.userId)],
);

/**
 * A seat held by an invitation of an address that already has an account in another company. Such an
 * invitation creates no user, yet it takes a seat as an invitation of a new address does, so the seat
 * count never tells a company admin that the address uses the product. Released when the address
 * joins the company.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Stored lower-case, like users.email. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('seat_holds_company_email_key').on(t.companyId, t.email)],
);

export const CODE_PURPOSES = ['confirm_mail', 'mail_update'] as const;

/** 6-digit e-mail codes, hashed with scrypt, valid one hour, five wrong tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_user_idx').on(t.userId)],
);

export const subscriptions = pgTable('subscriptions', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_TYPES }).notNull(),
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id'),
  periodStart: ts('period_start').notNull(),
  periodEnd: ts('period_end').notNull(),
  /** Plan taking effect at changeDate (the end of the current period). */
  nextPlan: text('next_plan', { enum: PLAN_TYPES }),
  changeDate: ts('change_date'),
  /** Set when cancelled: the subscription ends at this date (the end of the period). */
  cancellationDate: ts('cancellation_date'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const PAYMENT_STATUSES = ['pending', 'validating', 'success', 'fail'] as const;

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan', { enum: PLAN_TYPES }).notNull(),
    /** Euros, decimal string. */
    price: text('price').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    url: text('url'),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('checkout_sessions_company_idx').on(t.companyId)],
);

export const tenders = pgTable(
  'tenders',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status').notNull(),
    /** French reason shown to the user when a phase failed (an AnalysisError as JSON text or plain text). */
    errorReason: text('error_reason'),
    /** While phase 2 runs, the step under way: `{ step, done, total }` (step in French, e.g. 'Évaluation de X'). */
    progress: jsonb('progress').$type<PhaseProgress>(),
    // json, not jsonb: the criteria, sub-criteria and pieces keep the RC's order (jsonb sorts keys).
    ponderation: json('ponderation'),
    /** Relative path of the RC among the tender files. */
    rcPath: text('rc_path'),
    totalPages: integer('total_pages').notNull().default(0),
    /** The evaluator's free-text parts of the « Rapport d'analyse des offres », by section. */
    reportTexts: jsonb('report_texts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tenders_company_created_idx').on(t.companyId, t.createdAt)],
);

/** A candidate company answering a tender (not an account company). */
export const tenderCompanies = pgTable(
  'tender_companies',
  {
    id: id(),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Relative path of the chosen DQE among the company's files. */
    dqePath: text('dqe_path'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tender_companies_name_key').on(t.tenderId, t.name)],
);

/** Document metadata; bytes live under DATA_DIR/files by content hash. */
export const files = pgTable(
  'files',
  {
    id: id(),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    tenderCompanyId: uuid('tender_company_id').references(() => tenderCompanies.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    pages: integer('pages').notNull().default(0),
    mime: text('mime').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_tender_idx').on(t.tenderId), index('files_sha256_idx').on(t.sha256)],
);

export const analyses = pgTable(
  'analyses',
  {
    id: id(),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    tenderCompanyId: uuid('tender_company_id').references(() => tenderCompanies.id, { onDelete: 'cascade' }),
    /** CompanyAnalysis of @mieux-disant/domain. */
    // json, not jsonb: per-criterion evaluations and the RC's pieces keep their order.
    analysis: json('analysis').notNull(),
    /** Which categories the evaluator edited, e.g. { "Technique": true }. */
    edited: jsonb('edited')
      .notNull()
      .default(sql`'{}'::jsonb`),
    rank: integer('rank'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('analyses_tender_idx').on(t.tenderId)],
);

export const financialOffers = pgTable(
  'financial_offers',
  {
    id: id(),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    tenderCompanyId: uuid('tender_company_id').references(() => tenderCompanies.id, { onDelete: 'cascade' }),
    /** FinancialOffer of @mieux-disant/domain. */
    offer: jsonb('offer').notNull(),
    /** PriceLineCheck[] of the company's bill. */
    checks: jsonb('checks')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('financial_offers_tender_idx').on(t.tenderId)],
);

/** Every credit movement; companies.credits is the running balance. */
export const creditsLedger = pgTable(
  'credits_ledger',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /** No foreign key: the ledger outlives a deleted tender. */
    tenderId: uuid('tender_id'),
    createdAt: createdAt(),
  },
  (t) => [index('credits_ledger_company_idx').on(t.companyId)],
);

/**
 * The audit trail: every change an evaluator makes to a tender's analysis (who, when, before, after,
 * why). Append-only: a trigger of the migration refuses UPDATE, DELETE and TRUNCATE, so no code path
 * can rewrite it. No foreign keys: a cascade or a SET NULL would be an update or a delete, and the
 * trail outlives a deleted tender or account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    tenderId: uuid('tender_id').notNull(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id'),
    /** Who, as the evaluator was named at the time: 'Prénom Nom <email>'. */
    userLabel: text('user_label').notNull(),
    action: text('action').notNull(),
    /** What changed, in French: 'Entreprise A — Technique'. */
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_tender_idx').on(t.tenderId, t.createdAt)],
);

/** A tender's price settings: the buyer's estimate the abnormally-low-offer methods compare with. */
export const tenderPriceSettings = pgTable('tender_price_settings', {
  tenderId: uuid('tender_id')
    .primaryKey()
    .references(() => tenders.id, { onDelete: 'cascade' }),
  /** Decimal string excluding tax; null when the evaluator gave none. */
  estimate: text('estimate'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * What the evaluator decided for an offer that seems abnormally low (R2152-3 to R2152-5): waiting
 * for the justification, justified, or rejected with its reason; and the answer deadline of the letter.
 */
export const oabReviews = pgTable(
  'oab_reviews',
  {
    id: id(),
    tenderId: uuid('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    /** The candidate's name, as its financial offer names it. */
    candidate: text('candidate').notNull(),
    status: text('status', { enum: OAB_OUTCOMES }).notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    deadline: text('deadline').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oab_reviews_candidate_key').on(t.tenderId, t.candidate)],
);

/**
 * Shared counters of the throttles (AI requests per user, failed password checks per account and per
 * client address): in the database so every server instance sees the same counts and a restart keeps
 * them. `hits` counts within the window that ends at `resetAt`; `blockedUntil` holds a growing delay.
 */
export const throttles = pgTable(
  'throttles',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    resetAt: ts('reset_at').notNull(),
    blockedUntil: ts('blocked_until'),
  },
  (t) => [index('throttles_reset_idx').on(t.resetAt)],
);

/** Language-model usage of a company per UTC day (tokens sent and received through the AI proxy). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD', UTC. */
    day: text('day').notNull(),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
    requests: integer('requests').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_usage_company_day_key').on(t.companyId, t.day)],
);
