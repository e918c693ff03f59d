import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { expect, onTestFinished } from 'vitest';
import { page, server, userEvent } from 'vitest/browser';
import { App } from '../src/App';
import { routes } from '../src/routes';
import type { Account } from './accounts';

/** The whole app at `path`, as main.tsx mounts it; unmounted when the test ends. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  const unmount = () => {
    root.unmount();
    container.remove();
  };
  onTestFinished(() => {
    if (container.isConnected) unmount();
  });
  return { router, unmount };
}

/** Signs in through the login page, as a user does. */
export async function signIn(account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await userEvent.fill(page.getByRole('textbox', { name: 'Email' }), account.email);
  await userEvent.fill(page.getByLabelText('Mot de passe', { exact: true }), account.password);
  await userEvent.click(page.getByRole('button', { name: 'Se connecter' }));
}

/** A call to the real API outside the app (another tab, another client), with a session token. */
export async function callApi(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/api/${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Goes to `path` and waits for its page: the page shown before it unmounts, and loads again on return. */
export async function visit(router: ReturnType<typeof createMemoryRouter>, path: string, heading: string) {
  await router.navigate(path);
  await expect.element(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** A tender created through the API with a real consultation rules document (phase 1 is not run). */
export async function createTender(token: string, title: string): Promise<string> {
  const rc = await server.commands.readFile('../../fixtures/rc/ifpra-2026-moteur-agri/RC.pdf', 'base64');
  const file = { filename: 'RC.pdf', filetype: 'application/pdf', filecontent: rc };
  const created = await callApi('POST', 'tender/tender_creation', token, {
    tenderFiles: [file],
    selectedReglementFile: file,
    title,
  });
  expect(created.status).toBe(201);
  return String(created.body.id);
}
