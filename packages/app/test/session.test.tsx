// Session wiring: sign-in, restore on reload, sign-out, and a token the server no longer accepts.
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { callApi, renderApp, signIn } from './app';

const account = inject('accounts').session;

beforeEach(() => sessionStorage.clear());

const dashboard = () => page.getByRole('heading', { name: 'Tableau de bord' });
const loginButton = () => page.getByRole('button', { name: 'Se connecter' });

describe('the session', () => {
  it("refuses a wrong password with the server's French message and stores nothing", async () => {
    renderApp('/login');
    await signIn({ email: account.email, password: 'Pas-le-bon-mot-de-passe' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('E-mail ou mot de passe incorrect.');
    expect(sessionStorage.length).toBe(0);
  });

  it('signs in: the dashboard greets the user and keeps the token, the other values encrypted', async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect.element(dashboard()).toBeVisible();
    await expect.element(page.getByText(`Bonjour ${account.firstname}`)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    const token = sessionStorage.getItem('token') ?? '';
    expect((await callApi('GET', 'auth/seats', token)).status).toBe(200);
    expect(sessionStorage.getItem('firstname')).not.toContain(account.firstname);
  });

  it('restores the stored session when the app loads again, without the login page', async () => {
    const first = renderApp('/login');
    await signIn(account);
    await expect.element(dashboard()).toBeVisible();
    first.unmount();
    const { router } = renderApp('/settings');
    await expect.element(page.getByRole('heading', { name: 'Paramètre du compte' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('signs out: the server revokes the token, the storage is emptied, « Vous êtes déconnecté(e) »', async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect.element(dashboard()).toBeVisible();
    const token = sessionStorage.getItem('token') ?? '';
    await userEvent.click(page.getByRole('button', { name: 'Déconnexion' }));
    await expect.element(page.getByText('Vous êtes déconnecté(e)')).toBeVisible();
    await expect.element(loginButton()).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.length).toBe(0);
    expect((await callApi('GET', 'auth/seats', token)).status).toBe(401);
  });

  it('goes back to the login page when the server no longer accepts the token (signed out elsewhere)', async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect.element(dashboard()).toBeVisible();
    // The dashboard's own call is over: the next call is the settings page's, with the revoked token.
    await expect.element(page.getByRole('status', { name: 'Chargement...' })).not.toBeInTheDocument();
    const token = sessionStorage.getItem('token') ?? '';
    expect((await callApi('POST', 'auth/logout', token, {})).status).toBe(200);
    await router.navigate('/settings');
    await expect.element(loginButton()).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
