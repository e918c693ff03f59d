import { createRequire } from 'node:module';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDateFr } from '@mieux-disant/domain';
import type { ReportModel } from './model';

/** The part of pdfmake 0.3's Node API used here (its published types describe 0.2). */
interface PdfMakeNode {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
let printer: PdfMakeNode | null = null;

function pdfmake(): PdfMakeNode {
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

/** The results report as PDF: ranking, comparison matrix, financial comparison. */
export async function reportPdf(model: ReportModel): Promise<Buffer> {
  const { ranking, matrix, financial } = model;
  const content: Content[] = [
    { text: "Rapport d'analyse des offres", style: 'h1' },
    { text: model.title, style: 'h2' },
    { text: `Généré le ${formatDateFr(model.generatedOn)}`, style: 'muted' },
    model.best
      ? { text: `Le candidat le mieux disant - ${model.best}`, style: 'best' }
      : { text: 'Aucun candidat classé.', style: 'muted' },
    { text: 'Classement', style: 'h2' },
    table(
      ['Rang', 'Entreprise', 'Note globale', 'Complétude du dossier'],
      ranking.map((r) => [String(r.rang), r.compagnie, r.note, r.completeness]),
      [35, '*', 70, '*'],
    ),
    { text: 'Matrice de comparaison', style: 'h2' },
    table(
      ['Entreprise', ...matrix.columns],
      matrix.rows.map((r) => [r.compagnie, ...r.cells.map((c) => c.note)]),
    ),
    { text: 'Comparaison financière', style: 'h2' },
    table(
      ['Entreprise', 'Prix global HT'],
      financial.offers.map((o) => [o.name, o.globalPrice]),
    ),
  ];
  if (financial.best) {
    content.push({
      text: `Offre la moins chère : ${financial.best.name}, ${financial.best.cheaperThanAveragePercent} % sous la moyenne.`,
      margin: [0, 6, 0, 0],
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
      table(financial.lineHeader, financial.lines),
    );
  }
  const doc: TDocumentDefinitions = {
    info: { title: `Rapport - ${model.title}`, creator: 'Mieux-Disant' },
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
