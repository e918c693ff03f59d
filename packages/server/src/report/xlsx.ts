import ExcelJS from 'exceljs';
import type Decimal from 'decimal.js';
import { COVERAGE_LABELS, formatDateFr, requirementMatrix, weightLabel } from '@mieux-disant/domain';
import type { NoteColumn, ReportModel } from './model';

// Number formats are stored in Excel's invariant syntax; a French Excel or LibreOffice shows them with a
// decimal comma and a space between thousands ('1 234,56 €').
const NOTE_FORMAT = '0.00';
const WEIGHT_FORMAT = '0.##';
const EURO_FORMAT = '#,##0.00 "€"';
const QUANTITY_FORMAT = '#,##0.###';

type Cell = string | number | null;

/** One sheet of the workbook. A new view is one more entry of SHEETS (e.g. the requirement coverage). */
export interface ReportSheet {
  name: string;
  write(sheet: ExcelJS.Worksheet, model: ReportModel): void;
}

const num = (value: Decimal | null): number | null => (value === null ? null : value.toNumber());

function addTable(
  sheet: ExcelJS.Worksheet,
  header: string[],
  rows: Cell[][],
  formats: (string | null)[],
): void {
  const head = sheet.addRow(header);
  head.font = { bold: true };
  head.alignment = { wrapText: true, vertical: 'bottom' };
  for (const values of rows) {
    const row = sheet.addRow(values);
    formats.forEach((format, i) => {
      if (format) row.getCell(i + 1).numFmt = format;
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: head.number, xSplit: 1 }];
  header.forEach((title, i) => {
    sheet.getColumn(i + 1).width = Math.min(Math.max(12, title.length + 2), 50);
  });
}

function columnTitle(column: NoteColumn): string {
  const label = column.parent ? `${column.parent} › ${column.label}` : column.label;
  return column.weight === null ? label : `${label} (${weightLabel(column.weight)})`;
}

const synthesis: ReportSheet = {
  name: 'Synthèse',
  write(sheet, model) {
    sheet.addRow([`Analyse des offres - ${model.title}`]).font = { bold: true, size: 14 };
    sheet.addRow([`Générée le ${formatDateFr(model.generatedOn)}`]);
    sheet.addRow([model.best ? `Le candidat le mieux disant - ${model.best}` : 'Aucun candidat classé.']);
    if (model.financial.best)
      sheet.addRow([
        `Offre la moins chère : ${model.financial.best.name}, ${model.financial.best.cheaperThanAveragePercent} % sous la moyenne.`,
      ]);
    sheet.addRow([]);
    addTable(
      sheet,
      ['Rang', 'Entreprise', 'Note globale (sur 100)', 'Prix global HT', 'Complétude du dossier'],
      model.companies.map((c) => [c.rang, c.compagnie, num(c.overall), num(c.globalPrice), c.completeness]),
      [null, null, NOTE_FORMAT, EURO_FORMAT, null],
    );
  },
};

const criteria: ReportSheet = {
  name: 'Critères',
  write(sheet, model) {
    addTable(
      sheet,
      ['Critère', 'Sous-critère', 'Catégorie', 'Pondération (points)'],
      model.criteria.flatMap((c) => [
        [c.label, '', c.category, c.weight],
        ...c.subCriteria.map((s) => [c.label, s.label, s.category, s.weight]),
      ]),
      [null, null, null, WEIGHT_FORMAT],
    );
  },
};

const notes: ReportSheet = {
  name: 'Notes',
  write(sheet, model) {
    addTable(
      sheet,
      ['Rang', 'Entreprise', ...model.columns.map(columnTitle), 'Note globale (sur 100)'],
      model.companies.map((c) => [c.rang, c.compagnie, ...c.notes.map(num), num(c.overall)]),
      [null, null, ...model.columns.map(() => NOTE_FORMAT), NOTE_FORMAT],
    );
  },
};

const prices: ReportSheet = {
  name: 'Prix',
  write(sheet, model) {
    const { offers, lines } = model.financial;
    addTable(
      sheet,
      ['N° prix', 'Désignation', 'Unité', 'Quantité', ...offers.map((name) => `${name} - prix unitaire HT`)],
      lines.map((l) => [l.priceNumber, l.description, l.unit, num(l.quantity), ...l.unitPrices.map(num)]),
      [null, null, null, QUANTITY_FORMAT, ...offers.map(() => EURO_FORMAT)],
    );
    sheet.getColumn(2).width = 60;
  },
};

const documents: ReportSheet = {
  name: 'Documents',
  write(sheet, model) {
    addTable(
      sheet,
      ['Entreprise', 'Pièce demandée', 'Présente', 'Où elle a été trouvée'],
      model.companies.flatMap((c) =>
        c.documents.map((d) => [c.compagnie, d.name, d.present ? 'Oui' : 'Non', d.detail]),
      ),
      [null, null, null, null],
    );
    sheet.getColumn(4).width = 60;
  },
};

/** Every company side by side, requirement by requirement, with its evidence and the mémoire specificity. */
const requirements: ReportSheet = {
  name: 'Exigences',
  write(sheet, model) {
    const { companies, rows } = requirementMatrix(model.analyses);
    addTable(
      sheet,
      [
        'Critère',
        'Sous-critère',
        'Exigence',
        'Source',
        ...companies.flatMap((name) => [`${name} - couverture`, `${name} - preuve`]),
      ],
      rows.map((r) => [
        r.critère,
        r.sous_critère,
        r.exigence,
        r.source,
        ...r.cells.flatMap((c) => {
          const evidence = c?.preuves[0];
          return [
            c ? COVERAGE_LABELS[c.statut] : '',
            evidence ? `« ${evidence.texte} » (${evidence.fichier}, p. ${evidence.page})` : '',
          ];
        }),
      ]),
      [],
    );
    sheet.getColumn(3).width = 60;
    sheet.addRow([]);
    for (const analysis of model.analyses) {
      const specificity = analysis['Spécificité'];
      if (specificity)
        sheet.addRow([
          analysis.compagnie,
          'Part spécifique du mémoire',
          `${specificity['part_spécifique']} %${specificity['mémoire_générique'] ? ' - mémoire générique' : ''}`,
          specificity['détail'],
        ]);
    }
  },
};

/** The workbook's views, in order. */
export const SHEETS: ReportSheet[] = [synthesis, criteria, notes, prices, documents, requirements];

/** The results report as an Excel workbook: one sheet per view, numbers as numbers in French formats. */
export async function reportXlsx(model: ReportModel): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mieux-Disant';
  workbook.title = `Analyse - ${model.title}`;
  for (const view of SHEETS) view.write(workbook.addWorksheet(view.name), model);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
