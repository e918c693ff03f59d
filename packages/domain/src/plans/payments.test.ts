import { describe, expect, it } from 'vitest';
import { paymentStatusView } from './payments';

describe('paymentStatusView', () => {
  it.each([
    ['pending', 'En attente de paiement'],
    ['validating', 'En cours de validation'],
    ['success', 'Paiement réussi'],
    ['fail', 'Paiement echoué'],
  ] as const)('titles %s "%s"', (status, title) => {
    expect(paymentStatusView(status)).toEqual({ title, tone: status });
  });

  it.each([null, undefined, '', 'refunded'])("reads 'Aucune info disponible' in gray for %s", (status) => {
    expect(paymentStatusView(status)).toEqual({ title: 'Aucune info disponible', tone: 'none' });
  });
});
