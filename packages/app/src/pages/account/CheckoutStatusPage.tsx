import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { CheckoutInfo } from '@mieux-disant/domain';
import { api } from '../../api/endpoints';
import { useInterval } from '../../hooks/useInterval';
import { useLoad } from '../../hooks/useLoad';
import { RouterLink } from '../../layout/RouterLink';
import { useSession } from '../../session/SessionProvider';
import { CheckoutStatus } from '@mieux-disant/ui';

const POLL_MS = 3000;

/** /checkout-status?session=ID: the payment's status, followed while it is pending or validating. */
export default function CheckoutStatusPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const { update } = useSession();
  const info = useLoad<CheckoutInfo | null>(sessionId, () => api.subscription.checkoutInfo(sessionId ?? ''));
  const status = info.data?.status ?? null;
  useInterval(info.reload, POLL_MS, status === 'pending' || status === 'validating');
  const plan = info.data?.subscription ?? null;
  useEffect(() => {
    // The stored session carries the plan: keep it in step once the payment succeeded.
    if (status === 'success' && plan) void update({ subscription: plan });
    // update changes with the session; running once per status is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, plan]);

  if (!sessionId) return <Navigate to="/" replace />;
  return (
    <CheckoutStatus
      info={info.data ?? null}
      loading={info.state === 'loading'}
      retryHref="/subscription"
      backHref="/subscription"
      LinkComponent={RouterLink}
    />
  );
}
