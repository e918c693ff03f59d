import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { closeTextWorkers, extractText } from '../text';
import { extractPonderation } from '.';

// Criteria tables as a PDF writer lays them out (test/fixtures/tables, printed by Chromium from the
// HTML beside them), as Word and OpenDocument files (the same HTML saved by LibreOffice Writer) and
// as the PDF LibreOffice prints of the OpenDocument file (its bullets in OpenSymbol): bordered cells,
// wordings over several lines, a criterion's cell spanning the rows of its sub-criteria and centred
// in them, the weight column first or between others, shaded rows without borders, rules across only
// (no vertical rule), a numbered list inside a cell.

interface TableCase {
  file: string;
  /** Top-level weights; undefined where the table writes only the sub-criteria's. */
  top: (number | undefined)[];
  subs?: Record<number, number[]>;
  formula?: string;
  /** The criteria's wordings, where a row spreads a criterion over several cells. */
  labels?: string[];
}

const tables: TableCase[] = [
  {
    file: 'criteres-numerotes-fusionnes',
    top: [undefined, 40],
    subs: { 0: [30, 20, 10] },
    formula: '40 * Pmin / P',
  },
  { file: 'sous-criteres-dans-la-cellule', top: [60, 40], subs: { 1: [20, 15, 5] } },
  { file: 'colonne-numero', top: [40, 50, 10] },
  { file: 'lignes-criteres-et-sous-criteres', top: [60, 40], subs: { 0: [25, 20, 15] } },
  { file: 'critere-fusionne-poids-entre-parentheses', top: [60, 40], subs: { 0: [35, 25], 1: [40] } },
  { file: 'ponderation-en-premiere-colonne', top: [45, 35, 20] },
  { file: 'colonne-modalites', top: [40, 60], subs: { 1: [30, 20, 10] }, formula: '40 * Pmin / P' },
  { file: 'sous-criteres-en-points-total', top: [undefined, 50], subs: { 0: [20, 15, 10, 5] } },
  { file: 'lignes-ombrees-sans-bordure', top: [40, 50, 10] },
  { file: 'criteres-filets-horizontaux', top: [undefined, 50], subs: { 0: [35, 15] } },
  {
    file: 'cadre-et-filets-horizontaux',
    top: [undefined, 50],
    subs: { 0: [30, 15, 5] },
    labels: ["Valeur technique de l'offre", 'Prix des prestations'],
  },
  { file: 'sous-criteres-en-liste-numerotee', top: [40, 60], subs: { 1: [25, 20, 15] } },
];

afterAll(() => closeTextWorkers());

/**
 * LibreOffice's import of the HTML loses the row rules of these two tables: the PDF it prints of them
 * is a table without borders whose merged criterion cell lies level with its middle sub-criterion,
 * which no rule places. Known misses, kept in sight: the test says so when they start to be read.
 */
const LOST_RULES = new Set(['criteres-filets-horizontaux', 'cadre-et-filets-horizontaux']);

async function check({ file, top, subs, formula, labels }: TableCase, extension: string): Promise<void> {
  const path = `${file}.${extension}`;
  const bytes = readFileSync(new URL(`../../test/fixtures/tables/${path}`, import.meta.url));
  const { pages } = await extractText({ path, bytes });
  const criteria = Object.values(extractPonderation([{ path, pages }], path).Critères);
  expect(criteria.map((criterion) => criterion.Pondération)).toEqual(top);
  const subWeights: Record<number, number[]> = {};
  criteria.forEach((criterion, i) => {
    const weights = Object.values(criterion['Sous-critères'] ?? {}).map((sub) => sub.Pondération as number);
    if (weights.length > 0) subWeights[i] = weights;
  });
  expect(subWeights).toEqual(subs ?? {});
  const expressions = criteria.map((criterion) => criterion.Évaluation.Formule.Expression).filter(Boolean);
  expect(expressions).toEqual(formula ? [formula] : []);
  if (labels) expect(criteria.map((criterion) => criterion.Libellé)).toEqual(labels);
}

// 'writer.pdf': the OpenDocument file printed to PDF by LibreOffice Writer.
describe.each(['pdf', 'docx', 'odt', 'writer.pdf'])('criteria tables of a %s file', (extension) => {
  for (const table of tables) {
    const known = extension === 'writer.pdf' && LOST_RULES.has(table.file);
    (known ? it.fails : it)(`${table.file}${known ? ' (known miss: rules lost)' : ''}`, () =>
      check(table, extension),
    );
  }
});

// A table cut by a page break (Chromium prints it without a rule under the page's last row): the
// page's edge closes that row's cells, whose wordings and merged criterion cell stay with their row.
it('reads a criteria table cut by a page break, its merged criterion cell on the first page', () =>
  check(
    {
      file: 'critere-fusionne-coupe-par-la-page',
      top: [60, 40],
      subs: { 0: [30, 20, 10] },
      formula: '40 * Pmin / P',
    },
    'pdf',
  ));
