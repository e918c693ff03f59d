// Error paths: every failure shows a French message, from the server when it gave one, else the app's.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import { callApi, createTender, renderApp, signIn, visit } from './app';

const account = inject('accounts').session;
const FALLBACK = "Une erreur interne s'est produite.";

beforeEach(() => sessionStorage.clear());
afterEach(() => commands.restoreNetwork());

describe('a failed call', () => {
  it("shows the server's message on a 4xx: a tender deleted meanwhile in another tab", async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect.element(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    const token = sessionStorage.getItem('token') ?? '';
    const title = 'Voirie 2026';
    const id = await createTender(token, title);
    await visit(router, '/settings', 'Paramètre du compte');
    await visit(router, '/', 'Tableau de bord');
    await expect.element(page.getByRole('button', { name: `Actions pour ${title}` })).toBeVisible();
    expect((await callApi('DELETE', `tender/tender/${id}`, token)).status).toBe(200);
    await userEvent.click(page.getByRole('button', { name: `Actions pour ${title}` }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Supprimer' }));
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Analyse introuvable.');
  });

  it("shows SPEC.md's message when the results of an analysis cannot be loaded (404)", async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect.element(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await router.navigate(`/analysis/${crypto.randomUUID()}`);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Une erreur est survenue lors du chargement des données');
  });

  it('shows the French fallback when the gateway answers 503 instead of the server', async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect.element(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await commands.failNetwork('gateway');
    await visit(router, '/settings', 'Paramètre du compte');
    await visit(router, '/', 'Tableau de bord');
    await expect.element(page.getByRole('alert')).toHaveTextContent(FALLBACK);
    // A 5xx is not a lost session: the user stays signed in.
    expect(sessionStorage.getItem('token')).not.toBeNull();
  });

  it('shows the French fallback when the network fails, and stores no session', async () => {
    renderApp('/login');
    await commands.failNetwork('unreachable');
    await signIn(account);
    await expect.element(page.getByRole('alert')).toHaveTextContent(FALLBACK);
    expect(sessionStorage.length).toBe(0);
  });
});
