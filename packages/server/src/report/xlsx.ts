import ExcelJS from 'exceljs';
import type { ReportModel } from './model';

function addTable(sheet: ExcelJS.Worksheet, header: string[], rows: (string | number)[][]): void {
  const head = sheet.addRow(header);
  head.font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
}

/** The results report as an Excel workbook: one sheet each for ranking, matrix and prices. */
export async function reportXlsx(model: ReportModel): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mieux-Disant';
  workbook.title = `Rapport - ${model.title}`;

  const ranking = workbook.addWorksheet('Classement');
  ranking.addRow([`Rapport d'analyse des offres - ${model.title}`]).font = { bold: true, size: 14 };
  ranking.addRow([model.best ? `Le candidat le mieux disant - ${model.best}` : 'Aucun candidat classé.']);
  ranking.addRow([]);
  addTable(
    ranking,
    ['Rang', 'Entreprise', 'Note globale', 'Complétude du dossier'],
    model.ranking.map((r) => [r.rang, r.compagnie, r.note, r.completeness]),
  );

  const matrix = workbook.addWorksheet('Matrice');
  addTable(
    matrix,
    ['Entreprise', ...model.matrix.columns],
    model.matrix.rows.map((r) => [r.compagnie, ...r.cells.map((c) => c.note)]),
  );

  const money = workbook.addWorksheet('Comparaison financière');
  addTable(
    money,
    ['Entreprise', 'Prix global HT'],
    model.financial.offers.map((o) => [o.name, o.globalPrice]),
  );
  if (model.financial.best) {
    money.addRow([]);
    money.addRow([
      `Offre la moins chère : ${model.financial.best.name}, ${model.financial.best.cheaperThanAveragePercent} % sous la moyenne.`,
    ]);
  }
  const lines = workbook.addWorksheet('Prix unitaires');
  addTable(lines, model.financial.lineHeader, model.financial.lines);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
