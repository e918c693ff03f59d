import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract';
import { formatted } from './word-numbers';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A level of an abstract list: its format, its text ('%1.'), its start, the style it numbers. */
const level = (ilvl: number, format: string, text: string, style = '', font = '') =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/>${style ? `<w:pStyle w:val="${style}"/>` : ''}<w:lvlText w:val="${text}"/>${font ? `<w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}"/></w:rPr>` : ''}</w:lvl>`;

const numbering =
  `<w:numbering xmlns:w="${W}">` +
  `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', 'Article %1 -', 'Titre1')}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="1">${level(0, 'decimal', '%1.')}${level(1, 'decimal', '%1.%2')}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="2">${level(0, 'lowerLetter', '%1)')}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="3">${level(0, 'bullet', '\uf0b7', '', 'Symbol')}${level(1, 'bullet', '–')}</w:abstractNum>` +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
  '<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>' +
  '<w:num w:numId="3"><w:abstractNumId w:val="2"/></w:num>' +
  '<w:num w:numId="4"><w:abstractNumId w:val="3"/></w:num>' +
  '<w:num w:numId="5"><w:abstractNumId w:val="2"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>' +
  '</w:numbering>';

const paragraph = (text: string, numbered?: { num: number; level?: number }, style?: string) =>
  `<w:p><w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ''}${
    numbered
      ? `<w:numPr><w:ilvl w:val="${numbered.level ?? 0}"/><w:numId w:val="${numbered.num}"/></w:numPr>`
      : ''
  }</w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

async function docx(body: string): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="r3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  zip.file('word/numbering.xml', numbering);
  zip.file(
    'word/styles.xml',
    `<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Titre1"><w:name w:val="heading 1"/></w:style></w:styles>`,
  );
  zip.file('word/document.xml', `<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'uint8array' });
}

describe('Word list numbers', () => {
  it('writes each number or bullet as Word draws it: its format, its level, counting across the paragraphs between', async () => {
    const bytes = await docx(
      [
        paragraph('Objet', undefined, 'Titre1'),
        paragraph("Critères d'attribution", undefined, 'Titre1'),
        paragraph('Valeur technique : 55', { num: 2 }),
        paragraph('Elle se décompose comme suit :'),
        paragraph('qualité de la traduction-test : 30', { num: 3 }),
        paragraph('méthodologie : 25', { num: 3 }),
        paragraph('Prix : 45', { num: 2 }),
        paragraph('Montant du DQE', { num: 2, level: 1 }),
        paragraph('Pièces', { num: 4 }),
        paragraph('DC1', { num: 4, level: 1 }),
        paragraph('un autre point', { num: 5 }),
        paragraph('sans numéro', { num: 0 }),
      ].join(''),
    );
    const { pages, error } = await extractText({ path: 'rc.docx', bytes });
    expect(error).toBeUndefined();
    expect(pages[0]!.text.split('\n').filter((line) => line !== '')).toEqual([
      'Article 1 - Objet',
      "Article 2 - Critères d'attribution",
      '1. Valeur technique : 55',
      'Elle se décompose comme suit :',
      'a) qualité de la traduction-test : 30',
      'b) méthodologie : 25',
      '2. Prix : 45',
      '2.1 Montant du DQE',
      '• Pièces',
      '– DC1',
      'a) un autre point',
      'sans numéro',
    ]);
  });

  it('formats counters as Word does', () => {
    expect(
      ['decimal', 'decimalZero', 'lowerLetter', 'upperLetter', 'lowerRoman', 'upperRoman'].map((f) =>
        formatted(4, f),
      ),
    ).toEqual(['4', '04', 'd', 'D', 'iv', 'IV']);
    expect(formatted(27, 'lowerLetter')).toBe('aa');
    expect(formatted(1994, 'upperRoman')).toBe('MCMXCIV');
  });
});
