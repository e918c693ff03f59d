import * as dingbatToUnicode from 'dingbat-to-unicode';
import JSZip from 'jszip';

// Word draws the numbers of its lists ('Article 4 -', '1.', 'a)', '2.1.') from numbering.xml; they are
// not in the text. mammoth keeps a list's nesting but not its format, and counts each run of items
// apart where Word goes on counting across the paragraphs between them. So the numbers are computed
// here as Word draws them and written into each paragraph before mammoth reads the file.

interface Level {
  start: number;
  format: string;
  text: string;
  /** The paragraph style this level numbers ('Titre1'), if any. */
  style?: string;
  /** The font a bullet is drawn in ('Symbol', 'Wingdings'), if named. */
  font?: string;
}

/** The levels of each abstract list, by its id. */
type Abstracts = Map<string, Level[]>;

/** A list instance ('w:num'): its abstract list, and the levels it restarts at a value of its own. */
interface Instance {
  abstract: string;
  starts: Map<number, number>;
}

/** A paragraph's list and level. */
interface Numbered {
  num: string;
  level: number;
}

const attribute = (xml: string, name: string) =>
  new RegExp(`<w:${name}\\b[^>]*\\bw:val="([^"]*)"`).exec(xml)?.[1];

function abstractsOf(numbering: string): Abstracts {
  const abstracts: Abstracts = new Map();
  for (const m of numbering.matchAll(
    /<w:abstractNum\b[^>]*\bw:abstractNumId="([^"]+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g,
  )) {
    const levels: Level[] = [];
    for (const lvl of m[2]!.matchAll(/<w:lvl\b[^>]*\bw:ilvl="(\d)"[^>]*>([\s\S]*?)<\/w:lvl>/g))
      levels[Number(lvl[1])] = {
        start: Number(attribute(lvl[2]!, 'start') ?? 1),
        format: attribute(lvl[2]!, 'numFmt') ?? 'decimal',
        text: unescaped(attribute(lvl[2]!, 'lvlText') ?? ''),
        style: attribute(lvl[2]!, 'pStyle'),
        font: /<w:rFonts\b[^>]*\bw:ascii="([^"]+)"/.exec(lvl[2]!)?.[1],
      };
    abstracts.set(m[1]!, levels);
  }
  return abstracts;
}

function instancesOf(numbering: string): Map<string, Instance> {
  const instances = new Map<string, Instance>();
  for (const m of numbering.matchAll(/<w:num\b[^>]*\bw:numId="([^"]+)"[^>]*>([\s\S]*?)<\/w:num>/g)) {
    const starts = new Map<number, number>();
    for (const o of m[2]!.matchAll(
      /<w:lvlOverride\b[^>]*\bw:ilvl="(\d)"[^>]*>([\s\S]*?)<\/w:lvlOverride>/g,
    )) {
      const start = attribute(o[2]!, 'startOverride');
      if (start !== undefined) starts.set(Number(o[1]), Number(start));
    }
    instances.set(m[1]!, { abstract: attribute(m[2]!, 'abstractNumId') ?? '', starts });
  }
  return instances;
}

/** A paragraph's own numbering ('w:numPr'), out of its tracked changes ('w:pPrChange'). */
function numberingOf(properties: string): Partial<Numbered> | null {
  const own = properties.replace(/<w:pPrChange\b[\s\S]*?<\/w:pPrChange>/g, '');
  const numPr = /<w:numPr>([\s\S]*?)<\/w:numPr>/.exec(own)?.[1];
  if (numPr === undefined) return null;
  const level = attribute(numPr, 'ilvl');
  return { num: attribute(numPr, 'numId'), level: level === undefined ? undefined : Number(level) };
}

/**
 * The numbering each paragraph style gives (its own or its base style's), and the styles a list's level
 * names ('w:pStyle' in 'w:lvl': a heading style numbered by the list).
 */
function styleNumbering(styles: string, abstracts: Abstracts, instances: Map<string, Instance>) {
  const own = new Map<string, Partial<Numbered>>();
  const bases = new Map<string, string>();
  for (const m of styles.matchAll(/<w:style\b[^>]*\bw:styleId="([^"]+)"[^>]*>([\s\S]*?)<\/w:style>/g)) {
    const numbering = numberingOf(m[2]!);
    if (numbering) own.set(m[1]!, numbering);
    const base = attribute(m[2]!, 'basedOn');
    if (base) bases.set(m[1]!, base);
  }
  const linked = new Map<string, Numbered>();
  for (const [num, { abstract }] of instances)
    for (const [level, lvl] of (abstracts.get(abstract) ?? []).entries()) {
      if (lvl?.style && !linked.has(lvl.style)) linked.set(lvl.style, { num, level });
    }
  return (style: string | undefined): Partial<Numbered> | null => {
    for (let at = style, depth = 0; at !== undefined && depth < 10; at = bases.get(at), depth += 1) {
      const found = own.get(at) ?? linked.get(at);
      if (found) return found;
    }
    return null;
  };
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

function roman(n: number): string {
  let out = '';
  let left = n;
  for (const [value, digits] of ROMAN)
    while (left >= value) {
      out += digits;
      left -= value;
    }
  return out;
}

/** A counter as a level's format writes it: 3 → '3', '03', 'c', 'C', 'iii', 'III'; 27 → 'aa'. */
export function formatted(n: number, format: string): string {
  const letter = () => String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);
  switch (format) {
    case 'decimalZero':
      return String(n).padStart(2, '0');
    case 'lowerLetter':
      return letter();
    case 'upperLetter':
      return letter().toUpperCase();
    case 'lowerRoman':
      return roman(n);
    case 'upperRoman':
      return roman(n).toUpperCase();
    case 'none':
      return '';
    default:
      return String(n);
  }
}

/**
 * A bullet as the character it draws: a symbol font's code (U+F0B7 in Symbol, U+F0A7 in Wingdings)
 * read through the font's map, '•' when the font is not known.
 */
function bullet({ text, font }: Level): string {
  return text.replace(/[\uf020-\uf0ff]/g, (character) => {
    const drawn = font && dingbatToUnicode.codePoint(font, character.charCodeAt(0) - 0xf000)?.codePoint;
    return drawn ? String.fromCodePoint(drawn) : '•';
  });
}

const unescaped = (xml: string) =>
  xml
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The counters of the lists met so far, kept by abstract list: Word goes on counting a list across the
 * paragraphs between its items and across its instances, unless an instance restarts a level.
 */
class Counters {
  private readonly counts = new Map<string, number[]>();
  private readonly met = new Set<string>();

  constructor(
    private readonly abstracts: Abstracts,
    private readonly instances: Map<string, Instance>,
  ) {}

  /** The number an item of `num` at `level` gets, as its level's text writes it; null when none. */
  next({ num, level }: Numbered): string | null {
    const instance = this.instances.get(num);
    const levels = instance && this.abstracts.get(instance.abstract);
    const own = levels?.[level];
    if (!instance || !levels || !own) return null;
    const counts = this.counts.get(instance.abstract) ?? [];
    if (!this.met.has(num)) {
      this.met.add(num);
      for (const [at, start] of instance.starts) counts[at] = start - 1;
    }
    counts[level] = (counts[level] ?? own.start - 1) + 1;
    counts.length = level + 1;
    this.counts.set(instance.abstract, counts);
    if (own.format === 'bullet') return bullet(own);
    return own.text.replace(/%([1-9])/g, (_, digit: string) => {
      const at = Number(digit) - 1;
      const lvl = levels[at];
      return lvl ? formatted(counts[at] ?? lvl.start, lvl.format) : '';
    });
  }
}

/**
 * The Word file with each numbered paragraph's number or bullet written at its start, as Word draws
 * it, and without its numbering part (mammoth then reads the numbers as text, not as lists). A file
 * without lists is returned as it is.
 */
export async function withWordNumbers(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const numbering = await zip.file('word/numbering.xml')?.async('string');
  const document = await zip.file('word/document.xml')?.async('string');
  if (numbering === undefined || document === undefined) return bytes;
  const abstracts = abstractsOf(numbering);
  const instances = instancesOf(numbering);
  const ofStyle = styleNumbering(
    (await zip.file('word/styles.xml')?.async('string')) ?? '',
    abstracts,
    instances,
  );
  const counters = new Counters(abstracts, instances);
  const numbered = document.replace(
    /(<w:p(?:\s[^>]*)?>)(<w:pPr>[\s\S]*?<\/w:pPr>)?/g,
    (whole, open: string, properties: string | undefined) => {
      const own = properties ? numberingOf(properties) : null;
      const styled = ofStyle(properties ? attribute(properties, 'pStyle') : undefined);
      const num = own?.num ?? styled?.num;
      if (num === undefined || num === '0') return whole;
      const mark = counters.next({ num, level: own?.level ?? styled?.level ?? 0 });
      if (!mark) return whole;
      return `${open}${properties ?? ''}<w:r><w:t xml:space="preserve">${escaped(mark)} </w:t></w:r>`;
    },
  );
  zip.remove('word/numbering.xml');
  zip.file('word/document.xml', numbered);
  return zip.generateAsync({ type: 'uint8array' });
}
