import type { CheckSeverity, CriteriaCheck } from '@mieux-disant/domain';
import { useId } from 'react';
import { StyledPanel, StyledSectionTitle } from '../analysisLayout/analysisLayout.styles';
import { Badge } from '../Badge';
import { Checkbox } from '../Checkbox';
import type { StatusToneName } from '../theme';
import { TextField } from '../TextField';
import { StyledCheck, StyledChecks, StyledDateRow, StyledNote } from './CriteriaChecks.styles';

export interface CriteriaChecksProps {
  /** The legal checks of the criteria (domain `checkCriteriaLegality`). Required. */
  checks: readonly CriteriaCheck[];
  /** The consultation's launch date, YYYY-MM-DD; null when unknown. Required. */
  launchDate: string | null;
  /** Where the launch date comes from (e.g. estimated from the deadline). Default: none. */
  launchDateNote?: string;
  /** The evaluator corrects the launch date (null when cleared). Without it the date is read-only. */
  onLaunchDateChange?: (launchDate: string | null) => void;
  /** The contract is a defence or security one: the environmental-criterion rule does not apply. Default: `false`. */
  defenceOrSecurity?: boolean;
  /** The evaluator ticks or unticks the defence or security box. Without it the box is read-only. */
  onDefenceOrSecurityChange?: (defenceOrSecurity: boolean) => void;
}

const SEVERITY: Record<CheckSeverity, { label: string; tone: StatusToneName }> = {
  bloquant: { label: 'Bloquant', tone: 'error' },
  alerte: { label: 'Alerte', tone: 'warning' },
};

export const CHECKS_TITLE = 'Contrôles de légalité des critères';
export const NO_ANOMALY = 'Aucune anomalie relevée.';
export const UNKNOWN_LAUNCH_DATE =
  'Date de lancement inconnue : la règle du critère environnemental (à partir du 22 août 2026) n’est pas appliquée.';
export const DEFENCE_OR_SECURITY_LABEL =
  'Marché de défense ou de sécurité (exclu de l’obligation de critère environnemental)';

/**
 * The legal checks of the criteria, shown before the evaluator confirms them: each finding with its
 * severity and the rule it cites, and what the rules depend on, editable: the launch date and whether
 * the contract is a defence or security one. A panel region named by its title; the list updates as the
 * criteria change.
 */
export function CriteriaChecks({
  checks,
  launchDate,
  launchDateNote,
  onLaunchDateChange,
  defenceOrSecurity = false,
  onDefenceOrSecurityChange,
}: CriteriaChecksProps) {
  const titleId = useId();
  return (
    <StyledPanel aria-labelledby={titleId}>
      <StyledSectionTitle id={titleId}>{CHECKS_TITLE}</StyledSectionTitle>
      <StyledDateRow>
        <TextField
          type="date"
          label="Date de lancement de la consultation"
          value={launchDate ?? ''}
          readOnly={!onLaunchDateChange}
          onChange={(event) => onLaunchDateChange?.(event.target.value === '' ? null : event.target.value)}
          hint={launchDate ? launchDateNote : UNKNOWN_LAUNCH_DATE}
        />
        <Checkbox
          label={DEFENCE_OR_SECURITY_LABEL}
          checked={defenceOrSecurity}
          disabled={!onDefenceOrSecurityChange}
          onChange={(event) => onDefenceOrSecurityChange?.(event.target.checked)}
        />
      </StyledDateRow>
      {checks.length === 0 ? (
        <p role="status">
          <Badge tone="done">{NO_ANOMALY}</Badge>
        </p>
      ) : (
        <StyledChecks aria-live="polite">
          {checks.map((check, index) => (
            // The code is for other programs (data-code); the evaluator reads the French message.
            <StyledCheck key={`${check.code}-${index}`} data-code={check.code}>
              <Badge tone={SEVERITY[check.gravité].tone}>{SEVERITY[check.gravité].label}</Badge>
              <p>{check.message}</p>
            </StyledCheck>
          ))}
        </StyledChecks>
      )}
      <StyledNote>
        Les contrôles signalent ce qu’un juge pourrait censurer ; ils n’empêchent pas la confirmation.
      </StyledNote>
    </StyledPanel>
  );
}
