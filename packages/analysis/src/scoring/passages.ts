import type { PageText } from '../text';

/** A stretch of a company document, with where it comes from so every finding can cite it. */
export interface Passage {
  file: string;
  page: number;
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

/** Markdown and table debris out: '|---|' rules, pipes, emphasis marks, heading hashes. */
function cleanMarkup(text: string): string {
  return text
    .replace(/\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?/g, ' ')
    .replace(/\s*\|\s*/g, ' ; ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[#>*\s;-]+/, '')
    .replace(/[\s;]+$/, '')
    .trim();
}

/** Paragraphs (blank-line separated, or list items) cut to at most ~400 characters. */
export function passagesOf(pages: readonly PageText[]): Passage[] {
  return pages.flatMap((page) =>
    page.text
      .split(/\n\s*\n|\n(?=\s*(?:[-*•▸]|\d+[.)])\s)/)
      .map((p) => cleanMarkup(p))
      .filter((p) => p.length >= 12)
      .flatMap(pieces)
      .map((text) => ({ file: page.file, page: page.page, text, words: words(text) })),
  );
}

/** « passage » (file, p. N), shortened to ~220 characters for a point list. */
export function quote(passage: Passage, max = 220): string {
  const text = passage.text.length > max ? `${passage.text.slice(0, max - 1).trimEnd()}…` : passage.text;
  return `« ${text} » (${passage.file}, p. ${passage.page})`;
}
