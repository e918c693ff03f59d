import { createRequire } from 'node:module';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDateFr, formatDecimalFr, formatEuro, weightLabel } from '@mieux-disant/domain';
import type { NoteColumn, ReportModel } from './model';

/** The part of pdfmake 0.3's Node API used here (its published types describe 0.2). */
interface PdfMakeNode {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let printer: PdfMakeNode | null = null;

/** The pdfmake printer, set up once: Roboto fonts, no URL and no file outside the fonts. */
export function pdfmake(): PdfMakeNode {
  if (printer) return printer;
  const instance = require('pdfmake') as PdfMakeNode;
  instance.setFonts(require('pdfmake/fonts/Roboto') as Record<string, Record<string, string>>);
  // Report content comes from user documents: never let it make pdfmake fetch a URL or read a file.
  instance.setUrlAccessPolicy(() => false);
  const fonts = require.resolve('pdfmake/fonts/Roboto').replace(/Roboto\.js$/, '');
  instance.setLocalAccessPolicy((path) => path.startsWith(fonts));
  printer = instance;
  return instance;
}

function table(header: string[], rows: string[][], widths?: (string | number)[]): Content {
  return {
    table: {
      headerRows: 1,
      widths: widths ?? header.map(() => '*'),
      body: [header.map((h) => ({ text: h, style: 'th' })), ...rows],
    },
    layout: 'lightHorizontalLines',
    style: 'table',
  };
}

function columnTitle(column: NoteColumn): string {
  const label = column.parent ? `${column.parent} › ${column.label}` : column.label;
  return column.weight === null ? label : `${label} (${weightLabel(column.weight)})`;
}

/** The results report as PDF: ranking, criteria, notes per criterion and sub-criterion, prices. */
export async function reportPdf(model: ReportModel): Promise<Buffer> {
  const { companies, columns, financial } = model;
  const content: Content[] = [
    { text: "Rapport d'analyse des offres", style: 'h1' },
    { text: model.title, style: 'h2' },
    { text: `Généré le ${formatDateFr(model.generatedOn)}`, style: 'muted' },
    model.best
      ? { text: `Le candidat le mieux disant - ${model.best}`, style: 'best' }
      : { text: 'Aucun candidat classé.', style: 'muted' },
    { text: 'Classement', style: 'h2' },
    table(
      ['Rang', 'Entreprise', 'Note globale (sur 100)', 'Prix global HT', 'Complétude du dossier'],
      companies.map((c) => [
        String(c.rang),
        c.compagnie,
        c.overall === null ? 'N/A' : formatDecimalFr(c.overall, 2),
        formatEuro(c.globalPrice),
        c.completeness,
      ]),
      [30, '*', 60, 80, '*'],
    ),
    { text: 'Critères et pondérations', style: 'h2' },
    table(
      ['Critère', 'Pondération'],
      columns.map((c) => [c.parent ? `    ${c.label}` : c.label, weightLabel(c.weight)]),
      ['*', 110],
    ),
    { text: 'Notes par critère', style: 'h2' },
    ...companies.map((c): Content => ({
      stack: [
        { text: `${c.rang}. ${c.compagnie}`, bold: true, margin: [0, 6, 0, 2] },
        table(
          ['Critère', 'Note'],
          [
            ...columns.map((column, i) => [columnTitle(column), c.noteTexts[i] ?? 'N/A']),
            ['Note globale (sur 100)', c.overall === null ? 'N/A' : formatDecimalFr(c.overall, 2)],
          ],
          ['*', 80],
        ),
      ],
      unbreakable: true,
    })),
  ];
  if (financial.best) {
    content.push({
      text: `Offre la moins chère : ${financial.best.name}, ${financial.best.cheaperThanAveragePercent} % sous la moyenne.`,
      margin: [0, 10, 0, 0],
    });
  }
  if (financial.lines.length > 0) {
    content.push(
      {
        text: 'Détail des prix unitaires (HT)',
        style: 'h2',
        pageBreak: 'before',
        pageOrientation: 'landscape',
      },
      table(
        ['N° prix', 'Désignation', 'Unité', 'Quantité', ...financial.offers.map((name) => `${name} (PU HT)`)],
        financial.lines.map((l) => [
          l.priceNumber,
          l.description,
          l.unit,
          l.quantity === null ? '' : formatDecimalFr(l.quantity, 3),
          ...l.unitPrices.map((p) => formatEuro(p)),
        ]),
      ),
    );
  }
  const doc: TDocumentDefinitions = {
    info: { title: `Analyse - ${model.title}`, creator: 'Mieux-Disant' },
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
      h2: { fontSize: 13, bold: true, margin: [0, 14, 0, 6] },
      th: { bold: true },
      muted: { color: '#555555' },
      best: { fontSize: 12, bold: true, margin: [0, 10, 0, 0] },
      table: { fontSize: 8 },
    },
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content,
  };
  return pdfmake().createPdf(doc).getBuffer();
}
