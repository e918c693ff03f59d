import type { CheckoutInfo } from '@mieux-disant/domain';
import {
  PAYMENT_SUCCESS_MESSAGE,
  formatDateTimeFr,
  formatEuro,
  paymentStatusView,
} from '@mieux-disant/domain';
import type { PaymentTone } from '@mieux-disant/domain';
import { AnchorLink } from '../Link';
import type { LinkComponent } from '../Link';
import { ButtonLink } from '../PageHeader';
import { Spinner } from '../Spinner';
import {
  StyledActions,
  StyledCheckout,
  StyledMessage,
  StyledSecondaryLink,
  StyledStatusIcon,
  StyledStatusTitle,
  StyledSummary,
} from './CheckoutStatus.styles';

/** What GET /api/subscription/checkout/info answers: the API contract's type. */
export type { CheckoutInfo };

export interface CheckoutStatusProps {
  /** The checkout information; `null` when there is none (gray 'Aucune info disponible'). Required. */
  info: CheckoutInfo | null;
  /** The information is loading. Default: `false`. */
  loading?: boolean;
  /**
   * Where 'Réessayer' leads after a failed payment. SPEC.md names '/offers', a route the product does
   * not have; the plans live on '/subscription'. Default: `'/subscription'`.
   */
  retryHref?: string;
  /** Where the return button leads. Default: `'/subscription'`. */
  backHref?: string;
  /** The host's link component. Default: a plain `<a>`. */
  LinkComponent?: LinkComponent;
}

const icons: Record<PaymentTone, string> = {
  pending: '…',
  validating: '↻',
  success: '✓',
  fail: '✕',
  none: '?',
};

/** /checkout-status (SPEC.md §2, §4): title, icon and colour per payment status, summary, next step. */
export function CheckoutStatus({
  info,
  loading = false,
  retryHref = '/subscription',
  backHref = '/subscription',
  LinkComponent = AnchorLink,
}: CheckoutStatusProps) {
  if (loading) {
    return (
      <StyledCheckout aria-busy="true">
        <Spinner size="lg" label="Chargement..." />
      </StyledCheckout>
    );
  }
  const view = paymentStatusView(info?.status);
  return (
    <StyledCheckout aria-labelledby="checkout-status-title">
      <StyledStatusIcon $tone={view.tone} aria-hidden="true">
        {icons[view.tone]}
      </StyledStatusIcon>
      <StyledStatusTitle $tone={view.tone} id="checkout-status-title">
        {view.title}
      </StyledStatusTitle>
      {view.tone === 'success' && info ? (
        <>
          <StyledMessage>{PAYMENT_SUCCESS_MESSAGE}</StyledMessage>
          <StyledSummary>
            <dt>Prix payé</dt>
            <dd>{formatEuro(info.price)}</dd>
            <dt>Abonnement</dt>
            <dd>{info.subscription}</dd>
            <dt>ID de transaction</dt>
            <dd>{info.transactionId ?? '—'}</dd>
            <dt>Date (UTC)</dt>
            <dd>{formatDateTimeFr(info.date)}</dd>
          </StyledSummary>
        </>
      ) : null}
      <StyledActions>
        {view.tone === 'pending' && info?.sessionUrl ? (
          <ButtonLink>
            <a href={info.sessionUrl}>Procéder au paiement</a>
          </ButtonLink>
        ) : null}
        {view.tone === 'fail' ? (
          <ButtonLink>
            <LinkComponent href={retryHref}>Réessayer</LinkComponent>
          </ButtonLink>
        ) : null}
        <StyledSecondaryLink>
          <LinkComponent href={backHref}>Retour à l’abonnement</LinkComponent>
        </StyledSecondaryLink>
      </StyledActions>
    </StyledCheckout>
  );
}
