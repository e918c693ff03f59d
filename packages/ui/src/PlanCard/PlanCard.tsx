import type { Plan, PlanAction, PlanButtonLabel } from '@mieux-disant/domain';
import { useId } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Tooltip } from '../Tooltip';
import {
  StyledCheck,
  StyledFeatures,
  StyledPlanAction,
  StyledPlanCard,
  StyledPlanHeader,
  StyledPrice,
} from './PlanCard.styles';

/** What the domain's `planButton` answers for a card. */
export interface PlanButtonState {
  action: PlanAction;
  label: PlanButtonLabel;
  disabled: boolean;
  tooltip: string | null;
}

export interface PlanCardProps {
  /** The plan, from the domain's `PLANS`. Required. */
  plan: Plan;
  /** Its button, from the domain's `planButton(plan.type, subscription)`. Required. */
  button: PlanButtonState;
  /** Called with the button's action when it is pressed. Required. */
  onAction: (action: PlanAction, plan: Plan) => void;
  /** This is the user's plan: highlighted, with a 'Formule actuelle' badge. Default: `false`. */
  current?: boolean;
  /** The action's call is running. Default: `false`. */
  pending?: boolean;
}

/** A plan card (SPEC.md §2, §9): name, monthly price, features and its button (with tooltip when disabled). */
export function PlanCard({ plan, button, onAction, current = false, pending = false }: PlanCardProps) {
  const titleId = useId();
  return (
    <StyledPlanCard $current={current} aria-labelledby={titleId}>
      <StyledPlanHeader>
        <h2 id={titleId}>{plan.type}</h2>
        {current ? <Badge tone="progress">Formule actuelle</Badge> : null}
      </StyledPlanHeader>
      <StyledPrice>
        {plan.priceEurosPerMonth}
        {'\u00a0'}€<span>/mois</span>
      </StyledPrice>
      <StyledFeatures>
        {plan.features.map((feature) => (
          <li key={feature}>
            {/* A line saying what the plan lacks ('Sans formation personnalisée') gets no tick. */}
            <StyledCheck aria-hidden="true" $included={!feature.startsWith('Sans ')}>
              {feature.startsWith('Sans ') ? '–' : '✓'}
            </StyledCheck>
            {feature}
          </li>
        ))}
      </StyledFeatures>
      <StyledPlanAction>
        <Tooltip content={button.tooltip}>
          <Button
            fullWidth
            variant={button.action === 'cancel' ? 'secondary' : 'primary'}
            disabled={button.disabled}
            loading={pending}
            onClick={() => onAction(button.action, plan)}
          >
            {button.label}
          </Button>
        </Tooltip>
      </StyledPlanAction>
    </StyledPlanCard>
  );
}
