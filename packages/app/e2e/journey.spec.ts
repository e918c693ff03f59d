import { expect, test, type Page } from '@playwright/test';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import type { Ponderation, PonderationCriterion } from '@mieux-disant/domain';
import { COMPANIES, SUBCRITERIA_TENDER_FOLDER, TENDER_FOLDER, fixturesDir } from './fixtures';
import { confirmationCode, passwordLink, shot } from './helpers';

// The whole journey of issue 7, in order, against the real server on a fresh data folder.
test.describe.configure({ mode: 'serial' });

const user = {
  firstname: 'Camille',
  lastname: 'Durand',
  company: 'Conseil Achats Publics',
  email: `camille.durand.${Date.now()}@example.fr`,
  password: 'Motdepasse-2026!',
  newPassword: 'Nouveau-mdp-2026!',
};
const admin = { email: process.env.E2E_ADMIN_EMAIL!, password: process.env.E2E_ADMIN_PASSWORD! };
const tenderFolder = TENDER_FOLDER;

let page: Page;
let tenderId = '';

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(async () => {
  await page.close();
});

async function login(email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^mot de passe/i).fill(password);
  await page.getByRole('button', { name: /se connecter|connexion/i }).click();
}

async function logout() {
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Vous êtes déconnecté(e)')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

test('1. sign up, confirm the e-mail code, wait for validation', async () => {
  // What /login loads: never the pdf.js chunks nor its worker.
  const scripts: string[] = [];
  const record = (request: { url: () => string }) => scripts.push(request.url());
  page.on('request', record);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  page.off('request', record);
  expect(scripts.filter((url) => /pdf/i.test(url))).toEqual([]);
  await shot(page, 'login');

  await page.goto('/signup');
  await page.getByLabel(/^prénom/i).fill(user.firstname);
  await page.getByLabel(/^nom$/i).fill(user.lastname);
  await page.getByLabel(/entreprise|société/i).fill(user.company);
  await page.getByLabel(/e-?mail/i).fill(user.email);
  await page.getByLabel(/^mot de passe/i).fill(user.password);
  await page.getByLabel(/confirm/i).fill(user.password);
  await shot(page, 'signup');
  await page.getByRole('button', { name: /inscri|créer/i }).click();
  await expect(page).toHaveURL(/\/confirm-email$/);
  const code = await confirmationCode(user.email);
  const boxes = page.getByRole('textbox');
  await boxes.first().click();
  await page.keyboard.type(code);
  await shot(page, 'confirm-email');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Validation en attente')).toBeVisible();
  await expect(page).toHaveURL(/\/not_validated$/);
  await shot(page, 'validation-en-attente');
});

test('2. the administrator validates; the user logs in and subscribes in test mode', async () => {
  await page.evaluate(() => sessionStorage.clear());
  await login(admin.email, admin.password);
  await expect(page.getByText(/Bonjour/)).toBeVisible();
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByLabel('Recherche', { exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const row = page.getByRole('listitem').filter({ hasText: user.email });
  await expect(row.getByText('Non validé')).toBeVisible();
  await shot(page, 'admin-search');
  await row.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Utilisateur validé avec succès.')).toBeVisible();
  await expect(row.getByText('Validé', { exact: true })).toBeVisible();
  await logout();

  await login(user.email, user.password);
  await expect(page.getByText(`Bonjour ${user.firstname}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await shot(page, 'dashboard-empty');
  await page.getByRole('link', { name: 'Abonnement' }).click();
  await expect(page.getByText('Choisissez votre abonnement')).toBeVisible();
  await shot(page, 'subscription');
  await page.getByRole('button', { name: 'Souscrire' }).first().click();
  // The built-in test-mode checkout page of the server.
  await page.waitForURL(/test-checkout/);
  await shot(page, 'test-checkout');
  await page.getByRole('button', { name: /Payer/ }).click();
  await page.waitForURL(/\/checkout-status\?session=/);
  await expect(page.getByText('Paiement réussi')).toBeVisible();
  await shot(page, 'checkout-status');
});

test('3. tender from a corpus folder, phase 1, criteria edited and confirmed', async () => {
  // A folder whose PDF cannot be read: the error panel with the codes of SPEC.md section 8.
  await page.goto('/new-analysis/extract-ponderation');
  await page.locator('input[type=file]').setInputFiles(path.join(fixturesDir, 'broken-tender'));
  await page.getByRole('radio', { name: /RC\.pdf/ }).check();
  await expect(page.getByText('Erreur lors du traitement')).toBeVisible();
  await expect(page.getByText(/Plusieurs erreurs sont survenues/)).toBeVisible();
  await expect(page.getByText(/Aucune page n'a été trouvée dans les documents/)).toBeVisible();
  await expect(page.getByText(/Impossible d'extraire le texte du PDF: broken-tender\/RC\.pdf/)).toBeVisible();
  await shot(page, 'tender-extraction-error');

  await page.goto('/');
  await page.getByRole('link', { name: 'Nouvelle analyse' }).first().click();
  await expect(page).toHaveURL(/\/new-analysis\/extract-ponderation$/);
  await page
    .getByLabel(/nom de l.appel d.offres|nom/i)
    .first()
    .fill('IFPRA 2026 — Moteur agricole');
  await page.locator('input[type=file]').setInputFiles(tenderFolder);
  await expect(page.getByText(/RC\.pdf/)).toBeVisible();
  await page.getByRole('radio', { name: /RC\.pdf/ }).check();
  await expect(page.getByText(/Nombre total de pages : \d+ \/ 400/)).toBeVisible();
  await shot(page, 'tender-files');
  const next = page.getByRole('button', { name: 'Poursuivre vers les critères de pondérations' });
  await expect(next).toBeEnabled({ timeout: 180_000 });
  await shot(page, 'tender-phase1-done');
  // A PDF of the tree opens its summary: text by pdf.js, summary through the server's AI endpoint.
  await page.getByText('CCTP.pdf', { exact: true }).click();
  const summary = page.getByRole('dialog');
  await expect(summary.getByRole('heading', { name: 'Résumé' })).toBeVisible({ timeout: 60_000 });
  await shot(page, 'pdf-summary');
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();
  await next.click();
  await expect(page).toHaveURL(/\/$/);
  const action = page.getByRole('button', { name: "Poursuivre l'analyse" }).first();
  await expect(action).toBeEnabled({ timeout: 120_000 });
  await shot(page, 'dashboard-phase1-done');
  await action.click();
  await expect(page).toHaveURL(/\/new-analysis\/criteria\//);
  tenderId = page.url().split('/').pop()!;
  const weights = page.getByRole('textbox', { name: 'Pondération (%)' });
  await expect(weights.first()).toBeVisible();
  const first = weights.first();
  const original = await first.inputValue();
  await first.fill(String(Number(original) + 7));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('La somme des pondérations doit être égale à 100%.')).toBeVisible();
  await shot(page, 'criteria-sum-message');
  await first.fill(original);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('4. three companies, launch, results, financial gaps, note edit, export', async () => {
  await page.goto(`/new-analysis/companies/${tenderId}`);
  await expect(page.getByRole('heading', { name: 'Réponses des entreprises' })).toBeVisible();
  for (const [index, company] of COMPANIES.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Ajouter une entreprise' }).click();
    const block = page.getByRole('region', { name: `Entreprise ${index + 1}`, exact: true });
    await block.getByLabel("Nom de l'entreprise").fill(company.name);
    await block
      .locator('input[type=file]')
      .setInputFiles(path.join(fixturesDir, 'companies', `company-${index + 1}`));
    await block.getByRole('radio', { name: /DQE\.xlsx/ }).check();
  }
  await shot(page, 'companies');
  await page.getByRole('button', { name: 'Lancer analyse' }).click();
  await expect(page.getByText('Analyse en cours...').first()).toBeVisible();
  const results = page.getByRole('button', { name: 'Voir le résultat et le rapport détaillé' });
  await expect(results).toBeVisible({ timeout: 120_000 });
  await shot(page, 'companies-launched');
  // The dashboard refreshes itself every 60 s while a tender is in progress: if phase 2 is still running
  // when it opens (the built-in engine is often done already), the browser clock is moved forward a
  // minute at a time instead of reloading the page.
  await page.clock.install();
  await results.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();
  await shot(page, 'dashboard-phase2');
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(60_000);
        return page.getByRole('button', { name: 'Consulter le résultat' }).count();
      },
      { timeout: 240_000, intervals: [3000] },
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Consulter le résultat' }).first().click();
  await expect(page.getByRole('heading', { name: "Résultats de l'analyse" })).toBeVisible();
  await expect(page.getByText('Matrice de comparaison')).toBeVisible();
  await expect(page.getByText(/Le candidat le mieux disant - /)).toBeVisible();
  await expect(page.getByText('Analyse détaillée par entreprise')).toBeVisible();
  for (const company of COMPANIES) await expect(page.getByText(company.name).first()).toBeVisible();
  await expect(
    page.getByText(/Tous les documents requis sont fournis|Certains documents sont manquants/).first(),
  ).toBeVisible();
  await shot(page, 'results');
  await expect(page.getByRole('heading', { name: 'Ce qui ferait changer le premier' })).toBeVisible();
  const best = (await page.getByText(/Le candidat le mieux disant - /).textContent())!
    .split(' - ')[1]!
    .trim();

  await page.getByRole('button', { name: "Voir l'analyse détaillée" }).click();
  await expect(page).toHaveURL(new RegExp(`/analysis/detailed/technical/${tenderId}$`));

  // Financial comparison: fewer significant gaps as the threshold rises.
  await page.getByRole('link', { name: 'Analyse Financière' }).click();
  await expect(page.getByRole('heading', { name: 'Analyse Financière' })).toBeVisible();
  const threshold = page.getByLabel("Seuil d'écart significatif (%)");
  const gaps = async () =>
    Number(
      (await page.getByText(/lignes? sur \d+ avec un écart de plus de/).textContent())!.match(/^\d+/)![0],
    );
  await threshold.fill('1');
  await expect(page.getByText(/avec un écart de plus de 1\s% à la moyenne/)).toBeVisible();
  const many = await gaps();
  await shot(page, 'financial-threshold-1');
  await threshold.fill('60');
  await expect(page.getByText(/avec un écart de plus de 60\s% à la moyenne/)).toBeVisible();
  const few = await gaps();
  await shot(page, 'financial-threshold-60');
  expect(many).toBeGreaterThan(few);

  // Abnormally low offers (issue 12): the cheapest candidate, with a line far below the others, is
  // suspect; its request for justification (R2152-3) is previewed and downloaded.
  const suspect = COMPANIES[2].name;
  const detection = page.getByRole('region', { name: 'Méthodes de détection' });
  const suspectRow = detection.getByRole('row', { name: new RegExp(suspect) });
  await expect(suspectRow.getByText('Suspecte').first()).toBeVisible();
  await suspectRow.getByRole('button', { name: 'Demande de justification' }).click();
  const letter = page.getByRole('dialog', { name: `Demande de justification — ${suspect}` });
  await letter.getByLabel('Date limite de réponse').fill('15/12/2026');
  await expect(letter.getByText(/au plus tard le 15\/12\/2026\./)).toBeVisible();
  await shot(page, 'oab-letter');
  const letterDownload = page.waitForEvent('download');
  await letter.getByRole('button', { name: 'Télécharger (DOCX)' }).click();
  const docx = await letterDownload;
  expect(docx.suggestedFilename()).toBe('demande-justification-cotentin-equipements.docx');
  expect((await stat((await docx.path())!)).size).toBeGreaterThan(1000);
  await page.keyboard.press('Escape');
  await expect(letter).toBeHidden();

  // Technical notes edited: the other candidates to 0/20, one challenger to 20/20; the ranking follows.
  await page.getByRole('link', { name: 'Analyse Technique' }).click();
  await expect(page.getByRole('heading', { name: 'Analyse Technique' })).toBeVisible();
  const challenger = COMPANIES.map((c) => c.name).find((n) => n !== best)!;
  await page.getByRole('button', { name: 'Modifier' }).click();
  for (const company of COMPANIES) {
    await page.getByLabel(`Note de ${company.name}`).fill(company.name === challenger ? '20/20' : '0/20');
  }
  await shot(page, 'technical-edit');
  await page.getByRole('button', { name: 'Valider les modifications' }).click();
  await expect(page.getByRole('button', { name: 'Modifier' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour' }).click();
  await expect(page.getByText(`Le candidat le mieux disant - ${challenger}`)).toBeVisible();
  await shot(page, 'results-after-edit');

  // 'Exporter le résultat' downloads the report.
  await page.goto(`/analysis/detailed/technical/${tenderId}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter le résultat' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await stat((await file.path())!)).size).toBeGreaterThan(1000);
});

/** The API as the logged-in page calls it (the session token is kept in session storage). */
async function apiGet<T>(url: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const reply = await page.request.get(`/api/${url}`, { headers: { authorization: token ?? '' } });
  expect(reply.ok(), url).toBe(true);
  return (await reply.json()) as T;
}

async function waitForStatus(id: string, status: string): Promise<void> {
  await expect
    .poll(async () => (await apiGet<{ status: string }>(`tender/tender/${id}`)).status, {
      timeout: 240_000,
      intervals: [2000],
    })
    .toBe(status);
}

/** Every label of the confirmed criteria and sub-criteria, with its weight. */
function criteriaLabels(
  ponderation: Ponderation,
): { label: string; weight: number | undefined; sub: boolean }[] {
  const label = (key: string, c: PonderationCriterion) => c['Libellé'] ?? key;
  return Object.entries(ponderation['Critères']).flatMap(([key, c]) => [
    { label: label(key, c), weight: c['Pondération'], sub: false },
    ...Object.entries(c['Sous-critères'] ?? {}).map(([k, sub]) => ({
      label: label(k, sub),
      weight: sub['Pondération'],
      sub: true,
    })),
  ]);
}
test('4b. a tender whose RC has sub-criteria: results follow the RC, the exports compute', async () => {
  const title = 'Grenoble INP — Machine de prototypage';
  await page.goto('/new-analysis/extract-ponderation');
  await page
    .getByLabel(/nom de l.appel d.offres|nom/i)
    .first()
    .fill(title);
  await page.locator('input[type=file]').setInputFiles(SUBCRITERIA_TENDER_FOLDER);
  await page.getByRole('radio', { name: /RC_2026FCSSA0025\.pdf/ }).check();
  const next = page.getByRole('button', { name: 'Poursuivre vers les critères de pondérations' });
  await expect(next).toBeEnabled({ timeout: 180_000 });
  await next.click();
  await expect(page).toHaveURL(/\/$/);
  const { tenders } = await apiGet<{ tenders: { id: string; title: string }[] }>('tender/tenders');
  const id = tenders.find((t) => t.title === title)!.id;
  await waitForStatus(id, 'phase1_done');

  // The criteria as phase 1 read them from the RC, sub-criteria included, confirmed as they are.
  await page.goto(`/new-analysis/criteria/${id}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Total des pondérations : 100 / 100 %' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForStatus(id, 'phase1_confirmation_done');
  const { ponderation } = await apiGet<{ ponderation: Ponderation }>(`tender/tender/${id}`);
  const labels = criteriaLabels(ponderation);
  const technical = Object.values(ponderation['Critères']).find((c) => c['Sous-critères'])!;
  const subs = Object.keys(technical['Sous-critères']!);
  expect(subs.length).toBeGreaterThanOrEqual(2);

  await page.goto(`/new-analysis/companies/${id}`);
  for (const [index, company] of COMPANIES.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Ajouter une entreprise' }).click();
    const block = page.getByRole('region', { name: `Entreprise ${index + 1}`, exact: true });
    await block.getByLabel("Nom de l'entreprise").fill(company.name);
    await block
      .locator('input[type=file]')
      .setInputFiles(path.join(fixturesDir, 'companies', `company-${index + 1}`));
    await block.getByRole('radio', { name: /DQE\.xlsx/ }).check();
  }
  await page.getByRole('button', { name: 'Lancer analyse' }).click();
  await expect(page.getByRole('button', { name: 'Voir le résultat et le rapport détaillé' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('status', { name: "Avancement de l'analyse" })).toBeVisible();
  await shot(page, 'subcriteria-companies-launched');
  await waitForStatus(id, 'phase2_done');

  // Results: each criterion with its label and weight, the sub-criteria opened under their criterion.
  await page.goto(`/analysis/${id}`);
  const matrix = page.getByRole('region', { name: 'Matrice de comparaison' });
  await expect(matrix).toBeVisible();
  const technicalLabel = technical['Libellé']!;
  await matrix.getByRole('button', { name: `Afficher les sous-critères de ${technicalLabel}` }).click();
  for (const { label, weight } of labels) {
    const header = matrix.getByRole('columnheader').filter({ hasText: label });
    await expect(header).toContainText(`${weight} pts`);
  }
  await expect(
    page.getByText(`${subs[0]} (${technical['Sous-critères']![subs[0]!]!['Pondération']} pts)`).first(),
  ).toBeVisible();
  // The price criterion's note is on its own weight, not on 20.
  const price = Object.values(ponderation['Critères']).find((c) => /prix/i.test(c['Libellé'] ?? ''))!;
  await expect(matrix.getByText(new RegExp(`^\\d+(,\\d+)?/${price['Pondération']}$`)).first()).toBeVisible();
  await expect(page.getByText('success', { exact: true })).toHaveCount(0);
  await shot(page, 'subcriteria-results-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shot(page, 'subcriteria-results-1920');

  // Detailed pages: only the categories of the RC; the documents the RC asks for.
  await page.goto(`/analysis/detailed/technical/${id}`);
  await expect(page.getByText(new RegExp(`${subs[1]} \\(`)).first()).toBeVisible();
  await shot(page, 'subcriteria-technical-1920');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'subcriteria-technical-1280');
  const nav = page.getByRole('navigation', { name: 'Analyse détaillée' });
  await expect(nav.getByRole('link', { name: 'Méthodologie' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Analyse Administrative' }).click();
  const pieces = ponderation.Constantes['Pièces à fournir'] as string[];
  const table = page.getByRole('table', { name: `Pièces de ${COMPANIES[0].name}` });
  // Exactly the RC's pieces, in its order.
  await expect(table.getByRole('rowheader')).toHaveText(pieces);
  await shot(page, 'subcriteria-administrative-1280');
  // The evaluator corrects the first piece; the server saves it and the table shows the new status.
  const first = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: pieces[0], exact: true }) });
  const wasPresent = (await first.getByRole('cell').first().textContent()) === 'Présent';
  await first.getByRole('button', { name: wasPresent ? /^Marquer manquant/ : /^Marquer présent/ }).click();
  await expect(first.getByRole('cell').first()).toHaveText(wasPresent ? 'Manquant' : 'Présent');
  await nav.getByRole('link', { name: 'Analyse Financière' }).click();
  const lines = page.getByRole('region', { name: 'Lignes de prix comparées' });
  await expect(lines).toBeVisible();
  expect(await lines.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Offres anormalement basses' })).toBeVisible();
  // The whole page, price safeguards included, fits the 1280 px screen: no sideways scrolling.
  const wide = await page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth <= clientWidth) return [];
    // What sticks out, to say which part of the page is too wide.
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > clientWidth + 1)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName} ${el.getAttribute('aria-label') ?? ''} ${Math.round(el.getBoundingClientRect().right)}`,
      );
  });
  expect(wide).toEqual([]);
  await shot(page, 'subcriteria-financial-1280');

  // Exports from the results screen: an XLSX whose notes are numbers, a PDF with every criterion.
  await page.goto(`/analysis/${id}`);
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(
    /^Analyse - Grenoble INP — Machine de prototypage - \d{4}-\d{2}-\d{2}\.xlsx$/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const notes = workbook.getWorksheet('Notes')!;
  expect(notes.getRow(1).getCell(2).value).toBe('Entreprise');
  for (let row = 2; row <= COMPANIES.length + 1; row++) {
    const cells = (notes.getRow(row).values as unknown[]).slice(3);
    expect(cells.length).toBe(labels.length + 1);
    // Every criterion's note and the overall note are numbers; a sub-criterion that phase 2 noted only
    // with its criterion has no note of its own (an empty cell, never text).
    labels.forEach(({ sub }, i) => {
      if (sub) expect(['number', 'undefined']).toContain(typeof cells[i]);
      else expect(typeof cells[i]).toBe('number');
    });
    expect(typeof cells[labels.length]).toBe('number');
  }
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^Analyse - .+ - \d{4}-\d{2}-\d{2}\.pdf$/);
  const text = execFileSync('pdftotext', [(await pdf.path())!, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  );
  for (const { label } of labels) expect(text).toContain(label.replace(/\s+/g, ' '));
});

test('5. settings: invite, change password, delete an account', async ({ browser }) => {
  const invited = {
    firstname: 'Léa',
    email: `lea.martin.${Date.now()}@example.fr`,
    password: 'Invitee-2026!x',
  };
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Paramètre du compte' })).toBeVisible();
  await shot(page, 'settings');
  await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
  const invite = page.getByRole('dialog', { name: 'Inviter un utilisateur' });
  await invite.getByLabel('Prénom').fill(invited.firstname);
  await invite.getByLabel('Nom', { exact: true }).fill('Martin');
  await invite.getByLabel('Email').fill(invited.email);
  await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
  await expect(page.getByText('Invitation envoyée avec succès.')).toBeVisible();

  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
  await dialog.getByLabel('Ancien mot de passe', { exact: true }).fill(user.password);
  await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill(user.newPassword);
  await dialog.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill(user.newPassword);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié')).toBeVisible();
  await shot(page, 'settings-password-changed');

  // The invited user sets a password through the mailed link, logs in, and deletes that account.
  const other = await browser.newPage();
  await other.goto(await passwordLink(invited.email));
  await other.getByLabel('Nouveau mot de passe', { exact: true }).fill(invited.password);
  await other.getByLabel('Confirmer le mot de passe', { exact: true }).fill(invited.password);
  await other.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(other.getByText('Votre mot de passe a été modifié')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await other.getByLabel('Email').fill(invited.email);
  await other.getByLabel('Mot de passe', { exact: true }).fill(invited.password);
  await other.getByRole('button', { name: 'Se connecter' }).click();
  await expect(other.getByText(`Bonjour ${invited.firstname}`)).toBeVisible();
  await other.goto('/settings');
  await other.getByRole('button', { name: 'Supprimer le compte' }).click();
  const confirm = other.getByRole('dialog', { name: 'Confirmer votre mot de passe' });
  await confirm.getByLabel('Mot de passe', { exact: true }).fill(invited.password);
  await confirm.getByRole('button', { name: 'Supprimer le compte' }).click();
  await expect(other.getByText('Compte supprimé avec succès.')).toBeVisible();
  await expect(other).toHaveURL(/\/login$/);
  await shot(other, 'invited-account-deleted');
  await other.close();
});

test('6. log out, then a protected page sends to /login', async () => {
  await logout();
  await shot(page, 'logged-out');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  // The new password works; then the account is deleted.
  await login(user.email, user.newPassword);
  await expect(page.getByText(`Bonjour ${user.firstname}`)).toBeVisible();
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Supprimer le compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer votre mot de passe' });
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(user.newPassword);
  await dialog.getByRole('button', { name: 'Supprimer le compte' }).click();
  await expect(page.getByText('Compte supprimé avec succès.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'account-deleted');
});
