import { formatDateTimeFr, DISPLAY_TIME_ZONE } from '@mieux-disant/domain';
import { useId } from 'react';
import {
  StyledDataTable,
  StyledDataTableScroll,
  StyledPanel,
  StyledSectionTitle,
  StyledSpreadRow,
} from '../analysisLayout/analysisLayout.styles';
import { Button } from '../Button';
import { ErrorBox } from '../ErrorBox';
import { Spinner } from '../Spinner';
import { StyledLines, StyledMuted } from './AuditTrail.styles';

/** A value of the trail: a text, a list of lines, or nothing. */
export type AuditValue = string | string[] | null;

/** One change of the trail, as GET /api/tender/audit answers it. */
export interface AuditTrailEvent {
  id: string;
  /** ISO instant. */
  at: string;
  who: string;
  actionLabel: string;
  subject: string;
  before: AuditValue;
  after: AuditValue;
  reason: string | null;
}

export interface AuditTrailProps {
  /** The changes, oldest first. Required. */
  events: readonly AuditTrailEvent[];
  /** 'Exporter le journal (CSV)': the host downloads it. Without it no export button is shown. Default: none. */
  onExport?: () => void;
  /** The export runs: its button shows a spinner. Default: `false`. */
  exporting?: boolean;
  /** The trail is loading. Default: `false`. */
  loading?: boolean;
  /** A load error (server message). Default: none. */
  error?: string | null;
}

export const AUDIT_TITLE = 'Journal des modifications';
export const NO_EVENT = 'Aucune modification enregistrée.';

function Value({ value }: { value: AuditValue }) {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <StyledMuted>—</StyledMuted>;
  }
  if (!Array.isArray(value)) return <>{value}</>;
  return (
    <StyledLines>
      {value.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </StyledLines>
  );
}

function Body({ events, loading, error }: Pick<AuditTrailProps, 'events' | 'loading' | 'error'>) {
  if (loading) return <Spinner size="sm" label="Chargement du journal..." />;
  if (error) return <ErrorBox>{error}</ErrorBox>;
  if (events.length === 0) return <p>{NO_EVENT}</p>;
  return (
    <StyledDataTableScroll>
      <StyledDataTable>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Qui</th>
            <th scope="col">Action</th>
            <th scope="col">Objet</th>
            <th scope="col">Avant</th>
            <th scope="col">Après</th>
            <th scope="col">Motif</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{formatDateTimeFr(event.at, DISPLAY_TIME_ZONE)}</td>
              <td>{event.who}</td>
              <td>{event.actionLabel}</td>
              <th scope="row">{event.subject}</th>
              <td>
                <Value value={event.before} />
              </td>
              <td>
                <Value value={event.after} />
              </td>
              <td>{event.reason ?? <StyledMuted>—</StyledMuted>}</td>
            </tr>
          ))}
        </tbody>
      </StyledDataTable>
    </StyledDataTableScroll>
  );
}

/**
 * A tender's audit trail: every change an evaluator made (criteria, notes, OAB outcome, documents,
 * report texts), who made it and when (Paris time), before, after and why. Read-only: the trail
 * cannot be edited. A region named by its title, with the CSV export button when asked for.
 */
export function AuditTrail({
  events,
  onExport,
  exporting = false,
  loading = false,
  error = null,
}: AuditTrailProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledSpreadRow>
        <StyledSectionTitle id={titleId}>{AUDIT_TITLE}</StyledSectionTitle>
        {onExport ? (
          <Button variant="secondary" size="sm" loading={exporting} onClick={onExport}>
            Exporter le journal (CSV)
          </Button>
        ) : null}
      </StyledSpreadRow>
      <Body events={events} loading={loading} error={error} />
    </StyledPanel>
  );
}
