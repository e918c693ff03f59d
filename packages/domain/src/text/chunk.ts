/** 2000 units of 4 characters (SPEC.md §9). */
export const CHUNK_UNITS = 2000;
export const CHARS_PER_UNIT = 4;
export const CHUNK_CHARS = CHUNK_UNITS * CHARS_PER_UNIT;

/** A paragraph ends after a blank line (the blank line and following spaces belong to it). */
const PARAGRAPH_END = /\n[^\S\n]*\n\s*/g;
/** A sentence ends after . ! ? or …, closing quotes or brackets (French quotes after a space), then spaces. */
const SENTENCE_END = /[.!?…]+(?:[^\S\n]*["'»”’)\]])*\s+/g;

/** Cuts `text` after every match of `separator`; the pieces concatenate back to `text`. */
function splitAfter(text: string, separator: RegExp): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const match of text.matchAll(separator)) {
    const end = match.index + match[0].length;
    if (end < text.length) {
      pieces.push(text.slice(start, end));
      start = end;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** Where to cut a piece with no sentence end: after the last space of the window, else at the limit. */
function hardCut(text: string, max: number): number {
  const head = text.slice(0, max);
  const space = Math.max(head.lastIndexOf(' '), head.lastIndexOf('\n'));
  if (space >= max / 2) return space + 1;
  const code = text.charCodeAt(max - 1);
  const splitsSurrogatePair = code >= 0xd800 && code <= 0xdbff && max > 1;
  return splitsSurrogatePair ? max - 1 : max;
}

function hardSplit(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const cut = hardCut(rest, max);
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces;
}

/** Paragraphs, then sentences of oversized paragraphs, then hard cuts: every piece fits in `max`. */
function pieces(text: string, max: number): string[] {
  return splitAfter(text, PARAGRAPH_END).flatMap((paragraph) =>
    paragraph.length <= max
      ? [paragraph]
      : splitAfter(paragraph, SENTENCE_END).flatMap((sentence) =>
          sentence.length <= max ? [sentence] : hardSplit(sentence, max),
        ),
  );
}

/**
 * Splits a text into chunks of at most `maxChars` characters for the language model: whole
 * paragraphs (split on blank lines) packed together, an oversized paragraph split on sentence ends,
 * an oversized sentence cut at a space. Chunks are consecutive slices of the text, separators
 * included, so `chunks.join('')` gives the text back exactly. A blank text gives no chunk.
 */
export function chunkText(text: string, maxChars: number = CHUNK_CHARS): string[] {
  if (!Number.isInteger(maxChars) || maxChars < 2)
    throw new RangeError('maxChars must be an integer of at least 2');
  if (text.trim() === '') return [];
  const chunks: string[] = [];
  let current = '';
  for (const piece of pieces(text, maxChars)) {
    if (current.length + piece.length > maxChars) {
      chunks.push(current);
      current = '';
    }
    current += piece;
  }
  chunks.push(current);
  return chunks;
}
