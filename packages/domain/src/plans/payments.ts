import { assertNever } from '../shared/assertNever';

export type PaymentStatus = 'pending' | 'validating' | 'success' | 'fail';
/** pending yellow, validating blue, success green, fail red, none gray; the ui maps a tone to a colour. */
export type PaymentTone = PaymentStatus | 'none';

export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'validating', 'success', 'fail'];
export const NO_PAYMENT_INFO = 'Aucune info disponible';
export const PAYMENT_SUCCESS_MESSAGE =
  'Merci pour votre paiement. Nous vous avons envoyé un mail de confirmation.';

function isPaymentStatus(status: string | null | undefined): status is PaymentStatus {
  return (PAYMENT_STATUSES as readonly (string | null | undefined)[]).includes(status);
}

function titleOf(status: PaymentStatus): string {
  switch (status) {
    case 'pending':
      return 'En attente de paiement';
    case 'validating':
      return 'En cours de validation';
    case 'success':
      return 'Paiement réussi';
    case 'fail':
      // Spelt as SPEC.md §4 gives it.
      return 'Paiement echoué';
    default:
      return assertNever(status);
  }
}

/** The title and tone of the checkout-status page; anything else reads 'Aucune info disponible', gray. */
export function paymentStatusView(status: string | null | undefined): { title: string; tone: PaymentTone } {
  return isPaymentStatus(status)
    ? { title: titleOf(status), tone: status }
    : { title: NO_PAYMENT_INFO, tone: 'none' };
}
