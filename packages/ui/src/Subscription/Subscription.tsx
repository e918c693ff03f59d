import { PLANS, PLAN_TYPES, planButton, subscriptionHeading, subscriptionNotice } from '@mieux-disant/domain';
import type { Plan, PlanAction, PlanType, SubscriptionInfo } from '@mieux-disant/domain';
import { ErrorBox } from '../ErrorBox';
import { PageHeader } from '../PageHeader';
import { PlanCard } from '../PlanCard';
import { Spinner } from '../Spinner';
import { StyledContact, StyledErrorSlot, StyledNotice, StyledPlans } from './Subscription.styles';

export interface SubscriptionProps {
  /** What GET /api/subscription answered; `null` without a subscription. Required. */
  subscription: SubscriptionInfo | null;
  /** Called when a plan's button is pressed: subscribe, cancel or switch to `plan`. Required. */
  onAction: (action: PlanAction, plan: Plan) => void;
  /** Address of the 'contactez-nous' link for more information. Required. */
  contactEmail: string;
  /** The subscription is loading: a spinner replaces the cards. Default: `false`. */
  loading?: boolean;
  /** The plan whose action is running. Default: none. */
  pendingPlan?: PlanType | null;
  /** A message after a failed action; `''` shows the fallback. Default: none. */
  error?: string | null;
}

/**
 * /subscription (SPEC.md §2, §4): the heading, the pending notice, the two plan cards and the contact
 * link. Headings, buttons, tooltips and notices come from the domain.
 */
export function Subscription({
  subscription,
  onAction,
  contactEmail,
  loading = false,
  pendingPlan = null,
  error,
}: SubscriptionProps) {
  const notice = subscriptionNotice(subscription);
  return (
    <>
      <PageHeader title={loading ? 'Abonnement' : subscriptionHeading(subscription)} />
      {error !== undefined && error !== null ? (
        <StyledErrorSlot>
          <ErrorBox>{error}</ErrorBox>
        </StyledErrorSlot>
      ) : null}
      {loading ? (
        <Spinner size="lg" label="Chargement..." />
      ) : (
        <>
          {notice ? <StyledNotice role="status">{notice}</StyledNotice> : null}
          <StyledPlans>
            {PLAN_TYPES.map((type) => (
              <PlanCard
                key={type}
                plan={PLANS[type]}
                button={planButton(type, subscription)}
                current={subscription?.type === type}
                pending={pendingPlan === type}
                onAction={onAction}
              />
            ))}
          </StyledPlans>
        </>
      )}
      <StyledContact>
        Pour plus d’informations, <a href={`mailto:${contactEmail}`}>contactez-nous</a>.
      </StyledContact>
    </>
  );
}
