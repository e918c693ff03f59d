/** A form XObject of the page, drawn by `/Fm1 Do` (`/Fm2`...), its content under `matrix`. */
export interface PdfForm {
  matrix: [number, number, number, number, number, number];
  content: string;
}

/**
 * What font F2 says its codes are (its ToUnicode map), as producers that keep ligatures write it:
 * \256 the ﬁ ligature, \257 ﬂ, \240 a no-break space.
 */
const F2_UNICODE = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CMapName /F2 def 1 begincodespacerange <00> <FF> endcodespacerange
3 beginbfchar <AE> <FB01> <AF> <FB02> <A0> <00A0> endbfchar
endcmap CMapName currentdict /CMap defineresource pop end end`;

/**
 * A one-page A4 PDF drawing `content`; empty, a page without text or image. Font F1 is Helvetica in
 * its standard encoding, where \256 and \257 are the fi and fl ligatures; F2 is the same font whose
 * ToUnicode map gives those codes as the ligature characters ﬁ and ﬂ, and \240 as a no-break space;
 * F3 is Courier, whose every character is 0.6 of the font size wide.
 * `forms` are the page's form XObjects /Fm1, /Fm2...
 */
export function onePagePdf(content = '', forms: PdfForm[] = []): Uint8Array {
  const FIRST_FORM = 9;
  const formNames = forms.map((_, i) => `/Fm${i + 1} ${FIRST_FORM + i} 0 R`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R /F3 8 0 R >> /XObject << ${formNames} >> >> >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R >>',
    `<< /Length ${F2_UNICODE.length} >>\nstream\n${F2_UNICODE}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Courier >>',
    ...forms.map(
      (form) =>
        `<< /Type /XObject /Subtype /Form /BBox [-10000 -10000 10000 10000] /Matrix [${form.matrix.join(' ')}] /Length ${form.content.length} >>\nstream\n${form.content}\nendstream`,
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1, one byte per character: the octal escapes of the content stay single bytes.
  return Uint8Array.from(body, (c) => c.charCodeAt(0));
}

/** An inline image of one grey pixel, drawn on the unit square under `matrix`. */
export function inlineImage(matrix: [number, number, number, number, number, number]): string {
  return `q ${matrix.join(' ')} cm BI /W 1 /H 1 /BPC 8 /CS /G ID A EI Q`;
}
