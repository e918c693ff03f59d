// Builds the end-to-end fixtures (run through tsx by the global setup): three company folders, each
// with a priced DQE built from a real corpus bill and a real corpus PDF as its technical answer.
// Files go to test-results/fixtures (ignored by git); the corpus itself is never copied into the repo.
import ExcelJS from 'exceljs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const corpus = fileURLToPath(new URL('../../../../shared/corpus/', import.meta.url));
export const fixturesDir = fileURLToPath(new URL('../test-results/fixtures/', import.meta.url));
export const COMPANIES = [
  { name: 'Agri Moteurs Normandie', factor: 1 },
  { name: 'Bocage Mécanique', factor: 1.18 },
  { name: 'Cotentin Équipements', factor: 0.92 },
] as const;

const BILL = path.join(corpus, 'bills/dpgf-type-6-colonnes.xlsx');
const ANSWER_PDF = path.join(corpus, 'cctp/grand-chambery/CCTP-surveillance-equipements-sportifs.pdf');

type PricedBill = (options: { source: Uint8Array; companyName: string; seed: number }) => Promise<Uint8Array>;

/** packages/analysis exports buildPricedBill from src/testing.ts once it lands; until then, exceljs. */
async function analysisBillBuilder(): Promise<PricedBill | null> {
  const testing = fileURLToPath(new URL('../../analysis/src/testing.ts', import.meta.url));
  if (!existsSync(testing)) return null;
  const module = (await import(testing)) as { buildPricedBill?: unknown };
  return typeof module.buildPricedBill === 'function' ? (module.buildPricedBill as PricedBill) : null;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value == null) return '';
  if (typeof value === 'object' && 'richText' in value) return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object') return '';
  return String(value).trim();
}

/** The priced lines of the corpus bill: its code, designation and unit, with our quantities and prices. */
async function simplePricedBill(companyName: string, factor: number): Promise<Buffer> {
  const source = new ExcelJS.Workbook();
  await source.xlsx.readFile(BILL);
  const sheet = source.worksheets[0]!;
  const lines: { code: string; designation: string; unit: string }[] = [];
  sheet.eachRow((row) => {
    const code = cellText(row.getCell(3).value);
    const designation = cellText(row.getCell(4).value);
    const unit = cellText(row.getCell(5).value);
    if (/^\d+(\.\d+)+$/.test(code) && designation && unit && lines.length < 20)
      lines.push({ code, designation, unit });
  });
  const out = new ExcelJS.Workbook();
  const ws = out.addWorksheet('DQE');
  ws.addRow([`Nom de l'entreprise : ${companyName}`]);
  ws.addRow(['Code', 'Désignation', 'Unité', 'Quantité', 'P.U. HT', 'Montant HT']);
  let total = 0;
  lines.forEach((line, index) => {
    const quantity = 2 + (index % 5) * 3;
    // One line in three varies more between companies, so that gaps show on the financial page.
    const spread = index % 3 === 0 ? factor * factor : factor;
    const unitPrice = Math.round((40 + index * 17.5) * spread * 100) / 100;
    const amount = Math.round(unitPrice * quantity * 100) / 100;
    total += amount;
    ws.addRow([line.code, line.designation, line.unit, quantity, unitPrice, amount]);
  });
  ws.addRow(['', 'Total HT', '', '', '', Math.round(total * 100) / 100]);
  return Buffer.from(await out.xlsx.writeBuffer());
}

export async function buildFixtures(): Promise<void> {
  await rm(fixturesDir, { recursive: true, force: true });
  const builder = await analysisBillBuilder();
  const { readFile } = await import('node:fs/promises');
  for (const [index, company] of COMPANIES.entries()) {
    const dir = path.join(fixturesDir, 'companies', `company-${index + 1}`);
    await mkdir(dir, { recursive: true });
    const bill = builder
      ? await builder({
          source: new Uint8Array(await readFile(BILL)),
          companyName: company.name,
          seed: index + 1,
        })
      : await simplePricedBill(company.name, company.factor);
    await writeFile(path.join(dir, 'DQE.xlsx'), bill);
    await copyFile(ANSWER_PDF, path.join(dir, 'memoire-technique.pdf'));
  }
  console.log(`fixtures: ${builder ? 'analysis buildPricedBill' : 'exceljs priced bills'} in ${fixturesDir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildFixtures();
}
