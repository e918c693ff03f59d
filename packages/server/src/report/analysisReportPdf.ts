import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Block } from './analysisReport';
import { pdfmake } from './pdf';

/** A wide table starts a landscape page, its heading with it. */
function elements(blocks: readonly Block[]): Content[] {
  return blocks.map((block, i) => {
    const content = element(block);
    const next = blocks[i + 1];
    const opensWide = block.kind === 'heading' && next?.kind === 'table' && next.wide === true;
    return opensWide ? { stack: [content], pageBreak: 'before', pageOrientation: 'landscape' } : content;
  });
}

function element(block: Block): Content {
  switch (block.kind) {
    case 'title':
      return { text: block.text, style: 'title' };
    case 'heading':
      return { text: block.text, style: 'h1' };
    case 'subheading':
      return { text: block.text, style: 'h2' };
    case 'paragraph':
      return { text: block.text, margin: [0, 0, 0, 6] };
    case 'table':
      return {
        table: {
          headerRows: 1,
          widths: block.header.map(() => '*'),
          // pdfmake rewrites the cells of the body it is given: it gets copies, the blocks stay as they are.
          body: [block.header.map((h) => ({ text: h, bold: true })), ...block.rows.map((row) => [...row])],
        },
        layout: 'lightHorizontalLines',
        fontSize: 8,
        margin: [0, 0, 0, 8],
      };
  }
}

/** The report as PDF, the same blocks as the DOCX. */
export async function analysisReportPdf(blocks: readonly Block[], title: string): Promise<Buffer> {
  const doc: TDocumentDefinitions = {
    info: { title: `Rapport d'analyse des offres - ${title}`, creator: 'Mieux-Disant' },
    pageSize: 'A4',
    pageMargins: [36, 40, 36, 40],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
      h1: { fontSize: 13, bold: true, margin: [0, 14, 0, 6] },
      h2: { fontSize: 11, bold: true, margin: [0, 8, 0, 4] },
    },
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
    }),
    content: elements(blocks),
  };
  return pdfmake().createPdf(doc).getBuffer();
}
