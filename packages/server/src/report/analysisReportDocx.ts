import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { Block } from './analysisReport';

function cellParagraphs(text: string, bold = false): Paragraph[] {
  return text
    .split('\n')
    .map((line) => new Paragraph({ children: [new TextRun({ text: line, bold, size: 18 })] }));
}

function table(header: string[], rows: string[][]): Table {
  const row = (cells: string[], bold: boolean) =>
    new TableRow({
      tableHeader: bold,
      children: cells.map((text) => new TableCell({ children: cellParagraphs(text, bold) })),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [row(header, true), ...rows.map((cells) => row(cells, false))],
  });
}

function element(block: Block): Paragraph | Table {
  switch (block.kind) {
    case 'title':
      return new Paragraph({ text: block.text, heading: HeadingLevel.TITLE });
    case 'heading':
      return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_1 });
    case 'subheading':
      return new Paragraph({ text: block.text, heading: HeadingLevel.HEADING_2 });
    case 'paragraph':
      return new Paragraph({ text: block.text, spacing: { after: 120 } });
    case 'table':
      return table(block.header, block.rows);
  }
}

/** The report as a Word document the buyer can finish in a word processor. */
export async function analysisReportDocx(blocks: readonly Block[], title: string): Promise<Buffer> {
  const doc = new Document({
    creator: 'Mieux-Disant',
    title: `Rapport d'analyse des offres - ${title}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 20 } } } },
    sections: [{ children: blocks.map(element) }],
  });
  return Packer.toBuffer(doc);
}
