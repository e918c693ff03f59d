/**
 * Plain text of an RTF document (Word, LibreOffice, WordPad): paragraphs and table rows as lines, table
 * cells and tabs as tabs, page breaks as form feeds. Pictures, objects, fonts, styles, document
 * properties, headers and footers are left out, as are fields' instructions (their results stay).
 * Characters: \'hh in the document's ANSI code page (\ansicpg, Windows-1252 by default), \uN with its
 * \ucN fallback characters skipped.
 */

/** Destinations whose text is not part of the document's body. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'shppict',
  'nonshppict',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'fldinst',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'filetbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'pgdsctbl',
  'template',
]);

/** Control words that stand for a character. */
const CHARACTERS: Record<string, string> = {
  par: '\n',
  line: '\n',
  sect: '\n',
  row: '\n',
  nestrow: '\n',
  page: '\f',
  // LibreOffice writes a page break as "page break before" this paragraph.
  pagebb: '\f',
  tab: '\t',
  cell: '\t',
  nestcell: '\t',
  emdash: '—',
  endash: '–',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  bullet: '•',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
};

/** Control symbols (a backslash and one character) that stand for a character. */
const SYMBOLS: Record<string, string> = {
  '\\': '\\',
  '{': '{',
  '}': '}',
  '~': '\u00a0',
  _: '-',
  '-': '',
  '\n': '\n',
  '\r': '\n',
};

const CONTROL_WORD = /([a-zA-Z]{1,32})(-?\d{1,10})? ?/y;

interface Group {
  skip: boolean;
  /** Fallback characters after a \uN. */
  uc: number;
}

function decoder(codepage: number): TextDecoder {
  try {
    return new TextDecoder(`windows-${codepage}`);
  } catch {
    return new TextDecoder('windows-1252');
  }
}

/** RTF starts with `{\rtf`, whatever the file's name says. */
export function isRtf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '{\\rtf';
}

export function rtfText(bytes: Uint8Array): string {
  const source = Buffer.from(bytes).toString('latin1');
  const out: string[] = [];
  let ansi = decoder(1252);
  let pending: number[] = [];
  let group: Group = { skip: false, uc: 1 };
  const stack: Group[] = [];
  let groupStart = false;
  let fallback = 0;

  const flush = () => {
    if (pending.length === 0) return;
    out.push(ansi.decode(new Uint8Array(pending)));
    pending = [];
  };
  const text = (value: string) => {
    if (group.skip) return;
    flush();
    out.push(value);
  };
  /** One character of text: skipped while \uN fallback characters remain. */
  const character = (byte: number) => {
    if (Number.isNaN(byte)) return;
    if (fallback > 0) fallback -= 1;
    else if (!group.skip) {
      if (byte < 0x80) text(String.fromCharCode(byte));
      else pending.push(byte);
    }
  };

  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '{') {
      stack.push(group);
      group = { ...group };
      groupStart = true;
      i += 1;
    } else if (ch === '}') {
      group = stack.pop() ?? group;
      groupStart = false;
      fallback = 0;
      i += 1;
    } else if (ch === '\\') {
      CONTROL_WORD.lastIndex = i + 1;
      const match = CONTROL_WORD.exec(source);
      if (match) {
        const word = match[1]!;
        const param = match[2] === undefined ? undefined : Number(match[2]);
        i = CONTROL_WORD.lastIndex;
        if (groupStart && SKIPPED.has(word)) group.skip = true;
        groupStart = false;
        if (word === 'bin') i += param ?? 0;
        else if (word === 'ansicpg' && param) ansi = decoder(param);
        else if (word === 'uc') group.uc = param ?? 1;
        else if (word === 'u' && param !== undefined) {
          text(String.fromCharCode(param < 0 ? param + 65536 : param));
          fallback = group.uc;
        } else if (CHARACTERS[word] !== undefined) text(CHARACTERS[word]);
        continue;
      }
      const symbol = source[i + 1] ?? '';
      i += 2;
      if (symbol === "'") {
        character(parseInt(source.slice(i, i + 2), 16));
        i += 2;
      } else if (symbol === '*') {
        // An optional destination: readers that do not know it skip it.
        group.skip = true;
      } else if (SYMBOLS[symbol] !== undefined) {
        if (fallback > 0) fallback -= 1;
        else text(SYMBOLS[symbol]);
      }
      groupStart = false;
    } else {
      if (ch !== '\n' && ch !== '\r') character(source.charCodeAt(i));
      groupStart = false;
      i += 1;
    }
  }
  flush();
  return out
    .join('')
    .replace(/[ \t\u00a0]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
