// Builds the end-to-end fixtures (run through tsx by the global setup): three company folders, each
// with a priced DQE built by packages/analysis from a public buyer's price schedule, and a public
// buyer's PDF as its technical answer (both in the repository's fixtures/). Files go to
// test-results/fixtures (ignored by git).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPricedBill, corpusPath } from '@mieux-disant/analysis/testing';

export const fixturesDir = fileURLToPath(new URL('../test-results/fixtures/', import.meta.url));
export const COMPANIES = [
  { name: 'Agri Moteurs Normandie', factor: 1 },
  { name: 'Bocage Mécanique', factor: 1.18 },
  { name: 'Cotentin Équipements', factor: 0.92 },
] as const;

const BILL = corpusPath('rc/grenoble-inp-2026FCSSA0025/CRF_2026FCSSA0025.xlsx');
const ANSWER_PDF = corpusPath('cctp/grand-chambery/CCTP-surveillance-equipements-sportifs.pdf');
/** The tender the journey uploads as a folder: the IFPRA RC, CCAP and CCTP. */
export const TENDER_FOLDER = corpusPath('rc/ifpra-2026-moteur-agri');
/** A tender whose RC weighs sub-criteria (Grenoble INP: Technique 40 = 20 + 20), for the results. */
export const SUBCRITERIA_TENDER_FOLDER = corpusPath('rc/grenoble-inp-2026FCSSA0025');

export async function buildFixtures(): Promise<void> {
  await rm(fixturesDir, { recursive: true, force: true });
  const source = await readFile(BILL);
  for (const [index, company] of COMPANIES.entries()) {
    const dir = path.join(fixturesDir, 'companies', `company-${index + 1}`);
    await mkdir(dir, { recursive: true });
    // Same reference prices for all (seed 1) spread by a factor; the third company prices one line
    // far below the others, so that line stays a significant gap even at a high threshold.
    const bill = await buildPricedBill(source, {
      seed: 1,
      priceFactor: company.factor,
      ...(index === 2 ? { cheapOutlier: { line: 3, factor: 0.2 } } : {}),
    });
    await writeFile(path.join(dir, 'DQE.xlsx'), bill);
    await copyFile(ANSWER_PDF, path.join(dir, 'memoire-technique.pdf'));
  }
  // A tender folder whose only PDF is not one: the browser's extraction must report it.
  const broken = path.join(fixturesDir, 'broken-tender');
  await mkdir(broken, { recursive: true });
  await writeFile(path.join(broken, 'RC.pdf'), 'Ceci n’est pas un PDF.');
  console.log(`fixtures: priced bills (packages/analysis buildPricedBill) in ${fixturesDir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildFixtures();
}
