// Data loading wiring: what the screens show is what the server holds, and a change goes back to it.
import { describe, expect, inject, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { callApi, createTender, renderApp, signIn, visit } from './app';

const { dashboard: account, admin, session: evaluator } = inject('accounts');
const tenderList = () => page.getByRole('list', { name: 'Analyses' });

describe('the dashboard', () => {
  it("shows the server's tenders, and deletes one on the server", async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect
      .element(page.getByRole('heading', { name: "Créez votre première analyse d'appel d'offre" }))
      .toBeVisible();
    const title = 'Restauration scolaire 2026';
    await createTender(sessionStorage.getItem('token') ?? '', title);
    await visit(router, '/settings', 'Paramètre du compte');
    await visit(router, '/', 'Tableau de bord');
    await expect.element(tenderList().getByText(title)).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: `Actions pour ${title}` }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Supprimer' }));
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }));
    await expect.element(tenderList()).not.toBeInTheDocument();
    const listed = await callApi('GET', 'tender/tenders', sessionStorage.getItem('token') ?? '');
    expect(listed.body.tenders).toEqual([]);
  });
});

describe('the administration screen', () => {
  it("lists the server's accounts with their role, and searches on the server", async () => {
    const { router } = renderApp('/login');
    await signIn(admin);
    await expect.element(page.getByRole('link', { name: 'Admin' })).toBeVisible();
    await router.navigate('/admin');
    const rows = page.getByRole('list', { name: 'Utilisateurs' }).getByRole('listitem');
    await expect
      .element(rows.filter({ hasText: evaluator.email }))
      .toHaveTextContent("Rôle : Administrateur de l'entreprise");
    await expect.element(rows.filter({ hasText: 'Administrateur de la plateforme' })).toBeVisible();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Recherche' }), evaluator.email);
    await userEvent.click(page.getByRole('button', { name: 'Rechercher' }));
    await expect
      .poll(() => rows.elements().map((row) => row.textContent))
      .toEqual([expect.stringContaining(evaluator.email)]);
  });
});
