import type { Letter } from '@mieux-disant/domain';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import type { Content } from 'pdfmake/interfaces';
import { pdfmake } from './pdf';

/** The letter as ordered paragraphs: each a text, or a bullet of a list. */
function blocks(letter: Letter): { text: string; bullet?: boolean; bold?: boolean }[] {
  const bullets = (items: readonly string[]) => items.map((text) => ({ text, bullet: true }));
  return [
    { text: `Objet : ${letter.subject}`, bold: true },
    { text: letter.salutation },
    { text: letter.paragraphs[0] ?? '' },
    ...bullets(letter.reasons),
    ...bullets(letter.lines),
    { text: letter.paragraphs[1] ?? '' },
    { text: letter.topicsIntro },
    ...bullets(letter.topics),
    ...letter.paragraphs.slice(2).map((text) => ({ text })),
    { text: letter.closing },
  ];
}

/** The request for justification as a Word document (DOCX), ready for the buyer's letterhead. */
export async function letterDocx(letter: Letter): Promise<Buffer> {
  const document = new Document({
    creator: 'Mieux-Disant',
    title: letter.subject,
    sections: [
      {
        children: blocks(letter).map(
          (block) =>
            new Paragraph({
              children: [new TextRun({ text: block.text, bold: block.bold ?? false })],
              spacing: { after: 160 },
              ...(block.bullet ? { bullet: { level: 0 } } : {}),
            }),
        ),
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The same letter as PDF. */
export async function letterPdf(letter: Letter): Promise<Buffer> {
  const content: Content[] = [];
  for (const block of blocks(letter)) {
    const last = content[content.length - 1] as { ul?: string[] } | undefined;
    if (block.bullet && last?.ul) last.ul.push(block.text);
    else if (block.bullet) content.push({ ul: [block.text], margin: [0, 0, 0, 8] });
    else content.push({ text: block.text, bold: block.bold ?? false, margin: [0, 0, 0, 8] });
  }
  return pdfmake()
    .createPdf({ content, defaultStyle: { font: 'Roboto', fontSize: 10 }, info: { title: letter.subject } })
    .getBuffer();
}
