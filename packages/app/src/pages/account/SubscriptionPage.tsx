import type { Plan, PlanAction, PlanType, SubscriptionInfo } from '@mieux-disant/domain';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { errorMessage } from '../../api/http';
import { SUPPORT_EMAIL } from '../../config';
import { useLoad } from '../../hooks/useLoad';
import { useNotify } from '../../notify/NotifyProvider';
import { Subscription } from '@mieux-disant/ui';

/** /subscription: subscribe (redirect to the checkout URL), cancel, or switch plans. */
export default function SubscriptionPage() {
  const notify = useNotify();
  const subscription = useLoad<SubscriptionInfo | null>('subscription', () => api.subscription.get());
  const [pendingPlan, setPendingPlan] = useState<PlanType | null>(null);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: PlanAction, plan: Plan) => {
    setPendingPlan(plan.type);
    setError(null);
    try {
      switch (action) {
        case 'subscribe':
          // The payment page (Stripe, or the server's test mode) ends on /checkout-status.
          window.location.assign(await api.subscription.checkout(plan.type));
          return;
        case 'cancel':
          subscription.set(await api.subscription.cancel());
          break;
        case 'switch':
          subscription.set(await api.subscription.change(plan.type));
          break;
      }
    } catch (caught) {
      setError(errorMessage(caught));
      // SPEC.md §8 gives the plan-change failure this snackbar, in English, word for word; the French
      // reason from the server stays in the page's error box.
      if (action === 'switch') notify('Failed to create payment link', 'error');
    }
    setPendingPlan(null);
  };

  return (
    <Subscription
      subscription={subscription.data ?? null}
      onAction={(action, plan) => void act(action, plan)}
      contactEmail={SUPPORT_EMAIL}
      loading={subscription.state === 'loading'}
      pendingPlan={pendingPlan}
      error={error ?? subscription.error}
    />
  );
}
