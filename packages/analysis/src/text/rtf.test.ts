import { describe, expect, it } from 'vitest';
import { isRtf, rtfText } from './rtf';

const rtf = (source: string) => rtfText(Buffer.from(source, 'latin1'));

describe('rtfText', () => {
  it('reads a Word document: accents in its code page, typographic quotes, without fonts, properties or headers', () => {
    const word = String.raw`{\rtf1\adeflang1025\ansi\ansicpg1252\uc1\adeff31507\deff0{\fonttbl{\f0\fbidi \froman\fcharset0\fprq2{\*\panose 02020603050405020304}Times New Roman;}}
{\*\generator Microsoft Word 16;}{\info{\title RC}{\author Mairie de Coupvray}}
{\header \pard\plain Page {\field{\*\fldinst PAGE}{\fldrslt 1}}\par}
\pard\plain\ltrpar\s1 Crit\'e8res d\rquote attribution\par
\pard Prix des prestations : 60 %\par
{\*\bkmkstart crit}Valeur technique : 40 %{\*\bkmkend crit}\par}`;
    expect(rtf(word)).toBe('Critères d’attribution\nPrix des prestations : 60 %\nValeur technique : 40 %');
  });

  it('keeps table cells as tabs and rows as lines', () => {
    const table = String.raw`{\rtf1\ansi\trowd\cellx3000\cellx6000\pard\intbl Crit\'e8re\cell Pond\'e9ration\cell\row
\trowd\cellx3000\cellx6000\pard\intbl Prix\cell 60\cell\row\pard Fin\par}`;
    expect(rtf(table)).toBe('Critère\tPondération\nPrix\t60\nFin');
  });

  it("turns page breaks into form feeds, Word's and LibreOffice's", () => {
    expect(rtf(String.raw`{\rtf1\ansi Page 1\par\page Page 2\par}`)).toBe('Page 1\n\fPage 2');
    expect(rtf(String.raw`{\rtf1\ansi\pard Page 1\par\pard\pagebb Page 2\par}`)).toBe('Page 1\n\fPage 2');
  });

  it('reads \\u characters and skips their fallback, as many as \\uc says', () => {
    expect(rtf(String.raw`{\rtf1\ansi 60\u8239\'3f%, \uc2\u8364 EUR, \uc1\u-10179?\u-8704?}`)).toBe(
      '60\u202f%, €R, 😀',
    );
  });

  it("decodes \\'hh and raw bytes in the code page of \\ansicpg", () => {
    expect(rtf(String.raw`{\rtf1\ansi\ansicpg1250 Wroc\'b3aw \'b9}`)).toBe('Wrocław ą');
    expect(rtf('{\\rtf1\\ansi caf\xe9 cr\xe8me}')).toBe('café crème');
  });

  it("keeps a field's result, not its instruction, and escaped braces and backslashes", () => {
    const field = String.raw`{\rtf1\ansi Voir {\field{\*\fldinst HYPERLINK "https://www.marches-publics.gouv.fr"}{\fldrslt PLACE}} \{a\}\\b\~c\-d\_e}`;
    expect(rtf(field)).toBe('Voir PLACE {a}\\b\u00a0cd-e');
  });

  it('skips binary data, braces in it included', () => {
    expect(rtf('{\\rtf1\\ansi A{\\object\\objdata\\bin3 }{{}B}')).toBe('AB');
  });

  it('skips pictures and unknown optional destinations', () => {
    expect(rtf(String.raw`{\rtf1\ansi A{\pict\wmetafile8 0102ABCD}{\*\unknowndest texte cach\'e9}B}`)).toBe(
      'AB',
    );
  });
});

describe('isRtf', () => {
  it('knows RTF by its first bytes, not by the file name', () => {
    expect(isRtf(Buffer.from('{\\rtf1\\ansi x}'))).toBe(true);
    expect(isRtf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))).toBe(false);
    expect(isRtf(Buffer.from('{\\rt'))).toBe(false);
  });
});
