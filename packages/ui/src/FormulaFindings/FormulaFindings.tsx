import { useMemo } from 'react';
import { checkFormula } from '@mieux-disant/domain';
import type { FindingSeverity, FormulaVariable } from '@mieux-disant/domain';
import { Badge } from '../Badge';
import type { StatusToneName } from '../theme';
import {
  StyledFinding,
  StyledFindings,
  StyledHeading,
  StyledList,
  StyledMuted,
  StyledSound,
} from './FormulaFindings.styles';

export interface FormulaFindingsProps {
  /** The price-scoring formula as typed. Required. */
  expression: string;
  /** The price criterion's weight (the maximum note). Required. */
  weight: number;
  /** The formula's variables with their descriptions; a description decides what a variable stands for. Default: none. */
  variables?: readonly FormulaVariable[];
  /** The real offers' totals, when known: checked too. Default: none. */
  prices?: readonly string[];
}

export const FINDINGS_HEADING = 'Contrôle de la formule de prix';
export const SOUND_FORMULA =
  'Aucune anomalie relevée : l’offre la moins chère obtient la meilleure note et la pondération du prix est respectée.';

const NO_VARIABLES: readonly FormulaVariable[] = [];

const SEVERITY: Record<FindingSeverity, { label: string; tone: StatusToneName }> = {
  irregular: { label: 'Irrégularité', tone: 'error' },
  warning: { label: 'Point de vigilance', tone: 'warning' },
};

/**
 * What the formula check finds in a price formula (CE, 3 novembre 2014, n° 373362), shown as the
 * evaluator types: each finding with its severity and its French explanation, or that the formula is sound.
 * A live region, so a screen reader hears the result change.
 */
export function FormulaFindings({
  expression,
  weight,
  variables = NO_VARIABLES,
  prices,
}: FormulaFindingsProps) {
  // Hosts rebuild the arrays on each render; their content decides when to check again.
  const variablesKey = JSON.stringify(variables);
  const pricesKey = prices?.join(';') ?? null;
  const check = useMemo(
    () => checkFormula({ expression, weight, variables, ...(prices ? { prices } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, see above
    [expression, weight, variablesKey, pricesKey],
  );
  if (expression.trim() === '') return null;
  return (
    <StyledFindings aria-live="polite" aria-label={FINDINGS_HEADING}>
      <StyledHeading>{FINDINGS_HEADING}</StyledHeading>
      {!check.ok ? (
        <StyledMuted>{check.message}</StyledMuted>
      ) : check.findings.length === 0 ? (
        <StyledSound>{SOUND_FORMULA}</StyledSound>
      ) : (
        <StyledList>
          {check.findings.map((finding) => (
            <StyledFinding key={finding.code} data-code={finding.code}>
              <Badge tone={SEVERITY[finding.severity].tone}>{SEVERITY[finding.severity].label}</Badge>
              <span>{finding.message}</span>
            </StyledFinding>
          ))}
        </StyledList>
      )}
      {check.ok && check.roles.length > 0 ? (
        <StyledMuted>
          Variables comprises comme : {check.roles.map((r) => `${r.name} = ${r.label}`).join(' ; ')}.
        </StyledMuted>
      ) : null}
    </StyledFindings>
  );
}
