import { PLANS } from '@mieux-disant/domain';
import type { PlanType } from '@mieux-disant/domain';
import { escapeHtml } from '../mail/messages';

/** The built-in checkout page: plan, price, 'Mode test', a pay and a cancel button. */
export function testCheckoutPage(session: {
  id: string;
  plan: PlanType;
  price: string;
  status: string;
}): string {
  const plan = PLANS[session.plan];
  const id = encodeURIComponent(session.id);
  const settled = session.status !== 'pending';
  const actions = settled
    ? `<p>Ce paiement est déjà traité.</p>`
    : `<form method="post" action="/api/subscription/test-checkout/${id}/pay">
        <button type="submit" class="pay">Payer ${escapeHtml(String(plan.priceEurosPerMonth))} €</button>
      </form>
      <form method="post" action="/api/subscription/test-checkout/${id}/cancel">
        <button type="submit" class="cancel">Annuler</button>
      </form>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paiement (mode test) – Mieux-Disant</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f6fa; color: #1d2433; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; border-radius: 12px; padding: 32px; max-width: 420px; box-shadow: 0 4px 24px rgba(0,0,0,.08); }
  .badge { display: inline-block; background: #fff3cd; color: #7a5a00; border: 1px solid #e0c36c; border-radius: 6px; padding: 4px 10px; font-weight: 600; }
  .price { font-size: 2rem; font-weight: 700; margin: 8px 0 16px; }
  ul { padding-left: 20px; }
  form { display: inline-block; margin-right: 8px; }
  button { font-size: 1rem; padding: 10px 18px; border-radius: 8px; border: 1px solid #2d5bd3; cursor: pointer; }
  .pay { background: #2d5bd3; color: #fff; }
  .cancel { background: #fff; color: #2d5bd3; }
</style>
</head>
<body>
<main>
  <p class="badge">Mode test</p>
  <h1>Abonnement ${escapeHtml(plan.type)}</h1>
  <p class="price">${escapeHtml(String(plan.priceEurosPerMonth))} €/mois</p>
  <ul>${plan.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
  <p>Aucun paiement réel n'est effectué : ce paiement de test active l'abonnement immédiatement.</p>
  ${actions}
</main>
</body>
</html>`;
}
