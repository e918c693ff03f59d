/**
 * Typographic variants folded so that rules match whatever the producer typed: composed accents
 * (some exports decompose them), one kind of apostrophe, quote, dash and space. A character lost to
 * a bad encoding (U+FFFD) is read as 'é', by far the most frequent accented letter in French.
 * The fields of a flattened notice ('a | b') are put on lines of their own.
 */
export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\uFFFD/g, 'é')
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\u202f\u2007\u2009]/g, ' ')
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[\u201c\u201d«»]/g, '"')
      .replace(/[\u2010-\u2015]/g, '-')
      .replace(/\u00ad/g, '')
      .replace(/[ \t]*\t[ \t]*/g, '\t')
      // eForms notices come flattened, their fields joined by ' | ': one field a line.
      .replace(/ \| /g, '\n')
      .replace(/ {2,}/g, ' ')
  );
}

/** Lower case without accents, for keyword rules. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** '40', '40.0', '35,71' as numbers; a weight keeps the value written (40.0 is 40). */
export function parseDecimal(text: string): number {
  return Number(text.replace(',', '.'));
}

/** Collapses white space and trims list punctuation around a label. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^(?:[\s\-–•·*:;,.)>→▪◦○➢✓❖■□►/]|o\s)+/, '')
    .replace(/[\s\-–•·*:;,(>]+$/, '')
    .trim();
}
