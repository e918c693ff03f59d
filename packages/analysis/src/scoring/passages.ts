import { pageCitation, type PageText } from '../text';

/** A stretch of a company document, with where it comes from so every finding can cite it. */
export interface Passage {
  file: string;
  page: number;
  /** the page is a scan read by OCR */
  ocr?: true;
  text: string;
  /** normalised words (lower case, no accents) */
  words: string[];
}

const MAX_PASSAGE = 420;

export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

function pieces(paragraph: string): string[] {
  if (paragraph.length <= MAX_PASSAGE) return [paragraph];
  const sentences = paragraph.split(/(?<=[.!?;])\s+/);
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > MAX_PASSAGE) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) out.push(current);
  return out;
}

/**
 * Whitespace collapsed and markdown emphasis marks out: how a quote and the page it cites are compared,
 * so a quote stays verbatim to what the evaluator reads in the document.
 */
export function normaliseQuote(text: string): string {
  return text
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

/** Heading hashes, list bullets and table pipes off the ends; the text between stays verbatim. */
function trimMarkup(text: string): string {
  return normaliseQuote(text)
    .replace(/^[#>*\s;|•▸-]+/, '')
    .replace(/[\s;|]+$/, '');
}

/** A paragraph's pieces: table rule lines cut it, so no piece spans one. */
function blocks(paragraph: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of paragraph.split('\n')) {
    if (TABLE_RULE.test(line)) {
      out.push(current.join('\n'));
      current = [];
    } else current.push(line);
  }
  out.push(current.join('\n'));
  return out;
}

/** Paragraphs (blank-line separated, or list items) cut to at most ~400 characters, verbatim. */
export function passagesOf(pages: readonly PageText[]): Passage[] {
  return pages.flatMap((page) =>
    page.text
      .split(/\n\s*\n|\n(?=\s*(?:[-*•▸]|\d+[.)])\s)/)
      .flatMap(blocks)
      .map(trimMarkup)
      .filter((p) => p.length >= 12)
      .flatMap(pieces)
      .map((text) => ({
        file: page.file,
        page: page.page,
        ...(page.ocr ? { ocr: true as const } : {}),
        text,
        words: words(text),
      })),
  );
}

/** The first `max` characters of a text, cut at a word, « … » marking the cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** « passage » (file, p. N), shortened to ~220 characters for a point list. */
export function quote(passage: Passage, max = 220): string {
  return `« ${shorten(passage.text, max)} » ${pageCitation(passage)}`;
}
