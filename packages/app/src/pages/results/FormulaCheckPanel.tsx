import { parseAmount, ponderationToCriteria } from '@mieux-disant/domain';
import type { FinancialOffer, Ponderation } from '@mieux-disant/domain';
import { FormulaFindings } from '@mieux-disant/ui';

/** The confirmed price formula checked on the real offers, on the financial page. */
export function FormulaCheckPanel({
  ponderation,
  offers,
}: {
  ponderation: Ponderation | null | undefined;
  offers: readonly FinancialOffer[];
}) {
  let id = 0;
  const financier = ponderation
    ? ponderationToCriteria(ponderation, () => `c${(id += 1)}`).find((c) => c.name === 'Financier')
    : undefined;
  if (!financier || financier.formula.trim() === '' || financier.weight <= 0) return null;
  const prices = offers
    .map((o) => o.global_price)
    .filter((p): p is string => parseAmount(p)?.greaterThan(0) ?? false);
  return (
    <FormulaFindings
      expression={financier.formula}
      weight={financier.weight}
      variables={financier.variables}
      {...(prices.length > 0 ? { prices } : {})}
    />
  );
}
