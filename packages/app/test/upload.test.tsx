// Upload wiring: a real folder read in the browser (pdf.js counts and extracts), sent to the server,
// which creates the tender with every file and its pages, then the screen follows the analysis.
import { describe, expect, inject, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { callApi, renderApp, signIn, visit } from './app';

const account = inject('accounts').upload;
const FOLDER = 'ifpra-2026-moteur-agri';

describe('the tender upload', () => {
  it('sends the chosen folder with the RC and its page counts, then shows the analysis running', async () => {
    const { router } = renderApp('/login');
    await signIn(account);
    await expect.element(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
    await visit(router, '/new-analysis/extract-ponderation', "Documents d'appel d'offres");
    const folder = page.getByLabelText('Glissez-déposez un dossier ici ou cliquez pour le sélectionner');
    await userEvent.upload(folder, `../../fixtures/rc/${FOLDER}`);
    // pdf.js in the browser: RC 7 pages, CCAP 6, CCTP 6 (pdfinfo gives the same).
    await expect.element(page.getByText('Nombre total de pages : 19 / 400')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: "Nom de l'appel d'offres" })).toHaveValue(FOLDER);

    await userEvent.click(
      page.getByRole('radio', { name: 'Choisir RC.pdf comme règlement de consultation' }),
    );
    await expect.element(page.getByText("Analyse de l'appel d'offres en cours...")).toBeVisible();

    // 'En cours' shows as the upload starts; the tender exists once the server has every file.
    const token = sessionStorage.getItem('token') ?? '';
    const tenders = async () =>
      (await callApi('GET', 'tender/tenders', token)).body.tenders as { id: string; title: string }[];
    await expect
      .poll(async () => (await tenders()).map((t) => t.title), { timeout: 30_000 })
      .toEqual([FOLDER]);
    const stored = await callApi('GET', `tender/files/${(await tenders())[0]?.id}`, token);
    const files = stored.body as unknown as { path: string; pages: number }[];
    expect(files.map(({ path, pages }) => [path, pages]).sort()).toEqual([
      [`${FOLDER}/CCAP.pdf`, 6],
      [`${FOLDER}/CCTP.pdf`, 6],
      [`${FOLDER}/RC.pdf`, 7],
    ]);
  });
});
