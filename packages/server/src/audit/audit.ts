import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import {
  DEFENCE_OR_SECURITY_KEY,
  DEFENCE_OR_SECURITY_YES,
  LAUNCH_DATE_KEY,
  legalContextOf,
} from '@mieux-disant/domain';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/index';
import { auditEvents } from '../db/schema';

/** What an evaluator changed; the French label of each is what the trail shows. */
export const AUDIT_ACTIONS = {
  criteria: 'Critères confirmés',
  criteria_unlock: 'Critères déverrouillés',
  note: 'Note modifiée',
  oab: "Suite donnée à l'offre anormalement basse",
  document: "Statut d'un document",
  report_text: 'Texte du rapport',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Who made a change: the session user's fields it is named by. */
export interface AuditActor {
  id: string;
  companyId: string;
  firstname: string;
  lastname: string;
  email: string;
}

export interface AuditChange {
  tenderId: string;
  action: AuditAction;
  /** French: what changed, e.g. 'Entreprise A — Technique'. */
  subject: string;
  /** Readable values: a text, or a list of texts (one line each). */
  before: AuditValue;
  after: AuditValue;
  reason?: string | null;
}

export type AuditValue = string | string[] | null;

/** One line of a tender's trail, as GET /api/tender/audit answers it. */
export interface AuditEvent {
  id: string;
  at: string;
  who: string;
  action: string;
  actionLabel: string;
  subject: string;
  before: AuditValue;
  after: AuditValue;
  reason: string | null;
}

export function actorLabel(actor: AuditActor): string {
  return `${actor.firstname} ${actor.lastname} <${actor.email}>`.trim();
}

/**
 * Appends one change to the tender's audit trail. Call it inside the transaction that makes the
 * change, so that the change and its record stand or fall together.
 */
export async function recordAudit(
  db: Queryable,
  actor: AuditActor,
  change: AuditChange,
  at: Date,
): Promise<void> {
  await db.insert(auditEvents).values({
    tenderId: change.tenderId,
    companyId: actor.companyId,
    userId: actor.id,
    userLabel: actorLabel(actor),
    action: change.action,
    subject: change.subject,
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason?.trim() || null,
    createdAt: at,
  });
}

/** A tender's trail, oldest first. */
export async function auditTrail(db: Queryable, tenderId: string): Promise<AuditEvent[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.tenderId, tenderId))
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    who: row.userLabel,
    action: row.action,
    actionLabel: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    subject: row.subject,
    before: row.before as AuditValue,
    after: row.after as AuditValue,
    reason: row.reason,
  }));
}

/** A value of the trail as one line of text ('' for none). */
export function auditValueText(value: AuditValue): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(' | ') : value;
}

const CSV_HEADER = ['Date (UTC)', 'Qui', 'Action', 'Objet', 'Avant', 'Après', 'Motif'];

function csvCell(text: string): string {
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The trail as CSV for a spreadsheet in French (';' separated, UTF-8 with a byte-order mark). */
export function auditCsv(events: readonly AuditEvent[]): string {
  const lines = events.map((e) =>
    [e.at, e.who, e.actionLabel, e.subject, auditValueText(e.before), auditValueText(e.after), e.reason ?? '']
      .map(csvCell)
      .join(';'),
  );
  return `\uFEFF${[CSV_HEADER.join(';'), ...lines].join('\r\n')}\r\n`;
}

function criterionLines(key: string, criterion: PonderationCriterion, indent: string): string[] {
  const label = criterion.Libellé && criterion.Libellé !== key ? ` « ${criterion.Libellé} »` : '';
  const weight = criterion.Pondération === undefined ? 'sans pondération' : String(criterion.Pondération);
  const formula = criterion.Évaluation.Formule.Expression;
  const own = `${indent}${key}${label} : ${weight}${formula ? ` ; formule ${formula}` : ''}`;
  const subs = Object.entries(criterion['Sous-critères'] ?? {}).flatMap(([subKey, sub]) =>
    criterionLines(subKey, sub, `${indent}  `),
  );
  return [own, ...subs];
}

/**
 * The criteria of a ponderation as the trail shows them: the launch date and the defence or security
 * flag the legal checks used, then one line per criterion, weight and formula.
 */
export function ponderationLines(ponderation: Ponderation): string[] {
  const { launchDate, defenceOrSecurity } = legalContextOf(ponderation);
  const lots = ponderation.Lots ?? [];
  const criteria =
    lots.length > 0
      ? lots.flatMap((lot) =>
          Object.entries(lot.Critères).flatMap(([key, c]) => criterionLines(key, c, `Lot ${lot.Lot} — `)),
        )
      : Object.entries(ponderation.Critères).flatMap(([key, c]) => criterionLines(key, c, ''));
  const legal = [
    ...(launchDate ? [`${LAUNCH_DATE_KEY} : ${launchDate}`] : []),
    ...(defenceOrSecurity ? [`${DEFENCE_OR_SECURITY_KEY} : ${DEFENCE_OR_SECURITY_YES}`] : []),
  ];
  return [...legal, ...criteria];
}
