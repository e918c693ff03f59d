import { repaired } from './repair';
import { GAPPED, spacedTables } from './spaced';

/**
 * Typographic variants folded so that rules match whatever the producer typed: composed accents
 * (some exports decompose them), one kind of apostrophe, quote, dash and space. A character lost to
 * a bad encoding (U+FFFD) is read as 'é', by far the most frequent accented letter in French.
 * The rows of a Markdown table are read as a table's, its bold marks left out; the fields of a
 * flattened notice ('a | b') are put on lines of their own; a word cut at a line's end is made whole.
 * A symbol font's bullet left in the private-use area (U+F0B7) is read as '•'; a text encoded twice
 * ('apprÃ©ciÃ©e'), accents set beside their letters ('crite`res') and figures read by OCR as letters
 * ('4O %') are put back, and weights written in words ('soixante points') written in figures.
 * A table laid out with spaces is rewritten with tabs (`spacedTables`); a criterion's weight cell merged
 * over its sub-criteria's rows is moved after its name (`mergedCriterionRows`); criteria named in a
 * sentence and weighted 'respectivement' are written out as a list (`respectiveWeights`).
 */
export function normaliseText(text: string): string {
  const plain = pipeTables(repaired(text))
    .normalize('NFC')
    .replace(/\uFFFD/g, 'é')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u202f\u2007\u2009]/g, ' ');
  return mergedCriterionRows(
    weightLastRows(
      respectiveWeights(
        fieldsApart(
          spacedTables(columnsAsRows(plain))
            .replace(/[\u2018\u2019\u02bc`´]/g, "'")
            .replace(/[\u201c\u201d«»]/g, '"')
            .replace(/[\u2010-\u2015]/g, '-')
            .replace(/\u00ad/g, '')
            // 'Critére', 'critéres': a frequent typing (and OCR) slip for 'critère'.
            .replace(/\b(crit)é(res?)\b/gi, '$1è$2')
            // A bullet drawn by a symbol font the reader could not name (U+F0xx); Wingdings' arrow bullet.
            .replace(/^([\t ]*)[\uF020-\uF0FF](?=[\t ])/gm, '$1•')
            .replace(/\u2B9A/g, '➢')
            .replace(FORMULA_SCALE, '$1 sur $2 points')
            .replace(/[ \t]*\t[ \t]*/g, '\t')
            .replace(HYPHENATED, (whole: string, head: string, tail: string, at: number, all: string) => {
              const end = all[at + whole.length] === '\t' ? '' : '\n';
              return COMPOUND_HEAD.test(head) ? `${head}-${tail}${end}` : `${head}${tail}${end}`;
            }),
        ),
      ),
    ),
  ).replace(/ {2,}/g, ' ');
}

/**
 * 'Note de 0 à 40 : N = 40 × Pmin / P': a mark's scale that its formula's factor repeats is the
 * criterion's points, as 'notée sur 40 points' would say (a scale of 0 to 5 without such a formula is
 * no weight).
 */
const FORMULA_SCALE =
  /\b(not[ée]e?s?)[\t ]+de[\t ]+0[\t ]+à[\t ]+(\d{1,3})(?:[\t ]*points?)?(?=[^\n=]{0,40}=[\t ]*\2[\t ]*[x×*])/gi;

/** A weight alone on its line ('25 %', '20', '10 points'). */
const LONE_WEIGHT = /^[\t ]*(\d{1,3}(?:[.,]\d{1,2})?)[\t ]*(%|points?|pts)?[\t ]*$/i;
/** Some line of a text that holds a weight alone. */
const ANY_LONE_WEIGHT = new RegExp(LONE_WEIGHT.source, 'im');
/** A weight with its unit anywhere in a line. */
const UNIT_WEIGHT = /\d{1,3}(?:[.,]\d{1,2})?[\t ]*(?:%|points?\b|pts\b)/i;
/** The heading of a column of weights printed under its column of wordings ('Points', 'Pondération'). */
const COLUMN_WEIGHTS_HEADING =
  /^[\t ]*(pond[ée]rations?|points?|poids|coefficients?|notes?(?:[\t ]+maximales?)?|%)[\t ]*(?:\(%\))?[\t ]*:?[\t ]*$/i;
/** What opens the column of wordings: a line ending with a colon, or a heading naming (sub-)criteria. */
const WORDINGS_OPENING = /:[\t ]*$|^[\t ]*(?:sous-)?crit[èe]res\b[^\n]{0,60}$/i;
/** How many lines a wording of such a column may take. */
const WORDING_LINES = 4;
/** A list's mark opening a wording: '2.1', '3 -', 'a)'. */
const LIST_MARK =
  /^[\t ]*(?:\d{1,2}(?:\.\d{1,2})*\.?[\t ]+(?=[A-Za-zÀ-ÿ–-])|\d{1,2}[\t ]*[-–)][\t ]|[a-h][).][\t ])/;
/**
 * A line that carries on the one above: it starts in lower case, and not with a list letter ('b) ...'),
 * or with a bracket ('(télégestion, abaissement nocturne)   12 points').
 */
export const CARRIES_ON = /^[\t ]*(?:\(|(?![a-h]\s?[).-]\s)[a-zà-ÿ])/;

/**
 * A table a PDF extractor printed column by column ('Il sera décomposé comme suit :', three wordings,
 * each maybe wrapped over lines that open in lower case, then 'Points' maybe and three weights alone
 * on their lines): each wording is written with its weight ('… : 25 %'), in order, when the wordings
 * are exactly as many as the weights and follow what opens them. Bare numbers need their column's
 * heading.
 */
function columnsAsRows(text: string): string {
  if (!ANY_LONE_WEIGHT.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 1; i < lines.length; i += 1) {
    if (!LONE_WEIGHT.test(lines[i]!) || LONE_WEIGHT.test(lines[i - 1]!)) continue;
    let end = i;
    while (end < lines.length && LONE_WEIGHT.test(lines[end]!)) end += 1;
    const weights = lines.slice(i, end).map((line) => LONE_WEIGHT.exec(line)!);
    const below = COLUMN_WEIGHTS_HEADING.exec(lines[i - 1]!);
    const bottom = below ? i - 2 : i - 1;
    if (weights.length < 2) continue;
    // Up to what opens the wordings, or to the headings of both columns above them ('Sous-critères' /
    // 'Pondération'), within a few lines a wording.
    let k = bottom;
    let above: RegExpExecArray | null = null;
    for (; k >= 0 && bottom - k <= WORDING_LINES * weights.length; k -= 1) {
      const line = lines[k]!;
      if (line.trim() === '' || UNIT_WEIGHT.test(line) || LONE_WEIGHT.test(line)) break;
      above = k >= 1 && WORDINGS_OPENING.test(lines[k - 1]!) ? COLUMN_WEIGHTS_HEADING.exec(line) : null;
      // A numbered wording may end with a colon ('2.2 Organisation et contrôle qualité :'): it opens nothing.
      if (above || (WORDINGS_OPENING.test(line) && !LIST_MARK.test(line))) break;
    }
    const heading = below ?? above;
    if (
      k < 0 ||
      !(above || WORDINGS_OPENING.test(lines[k]!)) ||
      (!heading && weights.some((w) => w[2] === undefined))
    )
      continue;
    // Numbered wordings ('2.1 Robustesse ...') open at their numbers; others wherever a line does not
    // carry the one above on.
    const block = lines.slice(k + 1, bottom + 1);
    const numbered = LIST_MARK.test(block[0] ?? '');
    const starts = block.flatMap((line, j) =>
      (numbered ? LIST_MARK.test(line) : !CARRIES_ON.test(line)) ? [k + 1 + j] : [],
    );
    if (starts.length !== weights.length || starts[0] !== k + 1) continue;
    const unit = (w: RegExpExecArray) =>
      w[2] ?? (/^%|pond/i.test(heading?.[1] ?? '') ? '%' : /coef/i.test(heading?.[1] ?? '') ? '' : 'points');
    const rows = starts.map((start, j) => {
      const wording = lines
        .slice(start, starts[j + 1] ?? bottom + 1)
        .map((line) => line.trim())
        .join('\n')
        .replace(/(?<=[A-Za-zÀ-ÿ]-)\n/g, '')
        .replace(/\n/g, ' ');
      const w = weights[j]!;
      return `${wording} : ${w[1]}${unit(w) === '' ? '' : ` ${unit(w)}`}`;
    });
    const first = above ? k : starts[0]!;
    lines.splice(first, end - first, ...rows);
    i = first + rows.length;
  }
  return lines.join('\n');
}

/** A weight in a list after 'respectivement' ('50 %', '40', '10 points'). */
const RESPECTIVE_WEIGHT = String.raw`\d{1,3}(?:[.,]\d{1,2})?(?:[ \t]*(?:%|points?|pts))?`;
/** 'pondérés respectivement à 50 %, 40 % et 10 %': the weights of the criteria named before, in order. */
const RESPECTIVELY = new RegExp(
  String.raw`(?:,?[ \t\n]*(?:(?:ces|les)[ \t\n]+crit[èe]res[ \t\n]+)?(?:sont[ \t\n]+|seront[ \t\n]+)?(?:pond[ée]r[ée]e?s|affect[ée]e?s|not[ée]e?s)[ \t\n]+)?respectivement[ \t\n]+(?:à|de|pour|sur|:)?[ \t\n]*(${RESPECTIVE_WEIGHT}(?:[ \t\n]*(?:,|;|et)[ \t\n]*${RESPECTIVE_WEIGHT})+)`,
  'gi',
);
/** The wholes weights given in one sentence make: percentages, notes on 20 or 10, coefficients. */
const RESPECTIVE_WHOLES = [100, 20, 10, 1];
/** Where the list of the criteria starts: after a colon, or after 'critères' ('des critères du prix, ...'). */
const LIST_HEAD =
  /^.*(?::|\bcrit[èe]res(?:[ \t\n]+(?:d'attribution|de jugement(?: des offres)?|retenus))?(?:[ \t\n]+(?:sont|seront))?)[ \t\n]*/is;
/** A determiner before a criterion's name in a sentence ('du prix', 'de la valeur technique', 'le délai'). */
const DETERMINER = /^(?:du|de la|de l'|des|de|le|la|l'|les)[ \t\n]*/i;

/**
 * 'Les critères retenus sont : la valeur technique (méthodologie, moyens), le prix et le délai. Ces
 * critères sont pondérés respectivement à 50 %, 40 % et 10 %', 'en fonction des critères du prix, de la
 * valeur technique et du délai, pondérés respectivement à 50 %, 40 % et 10 %': the criteria named in the
 * sentence are written out as a list, each with its weight ('prix : 50 %'), for the weight rules to read.
 */
function respectiveWeights(text: string): string {
  return text.replace(RESPECTIVELY, (whole: string, list: string, at: number, all: string) => {
    const weights = list.split(/[ \t\n]*(?:,|;|\bet\b)[ \t\n]*/i);
    const unit = /(?:%|points?|pts)$/.exec(weights[weights.length - 1]!)?.[0] ?? '';
    // The sentence before (the one before that when this one only says 'Ces critères sont ...').
    const before = all.slice(Math.max(0, at - 600), at);
    const sentences = before.split(/(?<=[.!?])[ \t\n]+(?=[A-ZÀ-Ý])|\n[ \t]*\n/);
    let sentence = sentences.pop() ?? '';
    if (/^(?:ces|les)[ \t\n]+crit[èe]res$/i.test(sentence.trim())) sentence = sentences.pop() ?? '';
    const names = sentence
      .replace(/\.$/, '')
      .replace(/\([^()]*\)/g, '')
      .replace(LIST_HEAD, '')
      .split(/[ \t\n]*,[ \t\n]*|[ \t\n]+et[ \t\n]+/i)
      .map((name) => tidy(name.replace(DETERMINER, '')))
      .filter((name) => name !== '');
    // Weights that make a whole (not the hours of each lot, nor a rating scale's 100 %, 75 %, ...).
    const total = weights.reduce((sum, weight) => sum + parseDecimal(/^[\d.,]+/.exec(weight)![0]), 0);
    if (!RESPECTIVE_WHOLES.some((whole) => Math.abs(total - whole) < 0.05)) return whole;
    if (names.length !== weights.length || names.some((name) => name.length > 80)) return whole;
    const lines = names.map(
      (name, k) => `${name} : ${weights[k]}${/\d$/.test(weights[k]!) && unit ? ` ${unit}` : ''}`,
    );
    return ` :\n${lines.join('\n')}\n`;
  });
}

/**
 * A word cut at a line's end by a narrow column ('pon-' / 'déré selon le DQE', 'no-' / 'tée sur 8
 * points'): made whole on the first line, the line break moved past it; a table's cell cut so
 * ('Service après-' / 'vente<tab>15 %') takes its row's next cells along.
 */
const HYPHENATED =
  /(?<=^|[\s(])([a-zà-ÿ]{1,20}|[A-ZÀ-Ý][a-zà-ÿ]{0,19})-\n(?![\t ])([a-zà-ÿ]+)(?: (?=\S)|(?=\n)|$|(?=\t))/gm;
/** 'sous-' / 'critère', 'demi-' / 'pension': a compound's hyphen at the line's end is kept. */
const COMPOUND_HEAD =
  /^(?:sous|demi|semi|non|quasi|anti|contre|auto|après|avant|mi|ex|co|pré|post|extra|inter|multi|porte|grand|petit|bien|mal|vice|arrière|haut|basse?|nord|sud|est|ouest|ci|lui|elle|eux|peut|dit)$/i;

/** A table cell in Markdown's bold ('**1. Valeur technique**', '**55**'): the words, without their marks. */
const MARKDOWN_BOLD = /^\*\*(?=\S)([^*\n]*?\S)\*\*$/;

/** 'Pondération | Critère | Sous-critère': a table heading whose weight column comes first. */
const WEIGHT_FIRST_HEADING =
  /^(?:pond[ée]rations?|poids|points|notes?(?: maximales?)?|bar[èe]me)(?:\s*\([^()\t]*\))?\t(?:crit[èe]res?|libell[ée]s?)\b[^\n]*$/i;
/** A row of such a table: its leading empty cells (a sub-criterion's), its weight, the rest. */
const WEIGHT_FIRST_ROW = /^(\t*)(\d{1,3}(?:[.,]\d{1,2})?(?: ?(?:%|points?|pts))?)\t([^\t\n][^\n]*)$/i;
/** Rows read under such a heading at most. */
const WEIGHT_FIRST_ROWS = 40;

/**
 * A table whose weight column comes first ('Pondération<tab>Critère' over '40<tab>Valeur technique'
 * and '<tab>15<tab>Méthodologie'), its cells parted by tabs: each row's weight cell is moved to the
 * end of the row, where tables put it ('Valeur technique<tab>40'), the same characters in the same
 * length, so that the table is read as the others and every offset of the text is kept.
 */
function weightLastRows(text: string): string {
  if (!text.includes('\t')) return text;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (!WEIGHT_FIRST_HEADING.test(lines[i]!)) continue;
    const [weight, ...rest] = lines[i]!.split('\t');
    lines[i] = [...rest, weight].join('\t');
    for (let j = i + 1; j < Math.min(lines.length, i + WEIGHT_FIRST_ROWS); j += 1) {
      const row = WEIGHT_FIRST_ROW.exec(lines[j]!);
      if (row) lines[j] = `${row[1]}${row[3]}\t${row[2]}`;
      else if (lines[j]!.trim() !== '' && !lines[j]!.startsWith('\t')) break;
    }
  }
  return lines.join('\n');
}

const CELL_WEIGHT = String.raw`\d{1,3}(?:[.,]\d{1,2})?(?: ?(?:%|points?|pts))?`;
/** 'Qualité des produits⇥Qualité gustative⇥20 %⇥35 %': a criterion, its first sub-criterion, their weights. */
const MERGED_CRITERION_ROW = new RegExp(
  `^([^\\t\\n]+)\\t([^\\t\\n]+)\\t(${CELL_WEIGHT})\\t(${CELL_WEIGHT})$`,
  'i',
);
/** '⇥Labels (AB, Label Rouge)⇥15 %': a row under it, its first cell merged into the criterion's. */
const SUB_ROW = new RegExp(`^\\t[^\\t\\n]+\\t${CELL_WEIGHT}$`, 'i');

/**
 * A 'Critère | Sous-critère | Poids | Poids du critère' (or '... | Pondération | Sous-pondération')
 * table whose criterion cell and total cell are merged over the rows of its sub-criteria: both are
 * printed in the first row, after its first sub-criterion, and the next rows start with an empty
 * cell. The criterion's weight is moved after its name ('Qualité des produits⇥35 %⇥Qualité
 * gustative⇥20 %'), the same characters in the same length, so that the sub-criteria read under
 * their criterion and every offset is kept.
 */
function mergedCriterionRows(text: string): string {
  if (!text.includes('\t')) return text;
  const lines = text.split('\n');
  const weightOf = (cell: string) => parseDecimal(/\d{1,3}(?:[.,]\d{1,2})?/.exec(cell)![0]);
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const row = MERGED_CRITERION_ROW.exec(lines[i]!);
    if (!row || !SUB_ROW.test(lines[i + 1]!)) continue;
    // The criterion's weight is the last cell ('Poids | Poids du critère'), or the first when the
    // sub-criteria's weights, this one's and the rows' under it, add up to it ('Pondération |
    // Sous-pondération').
    let under = 0;
    for (let j = i + 1; j < lines.length && SUB_ROW.test(lines[j]!); j += 1)
      under += weightOf(lines[j]!.slice(lines[j]!.lastIndexOf('\t') + 1));
    const firstIsWhole = Math.abs(weightOf(row[4]!) + under - weightOf(row[3]!)) < 0.05;
    lines[i] = firstIsWhole
      ? `${row[1]}\t${row[3]}\t${row[2]}\t${row[4]}`
      : `${row[1]}\t${row[4]}\t${row[2]}\t${row[3]}`;
  }
  return lines.join('\n');
}

const PIPE_ROW = /^[ \t]*\|(.*\|.*)\|[ \t]*$/;
const PIPE_RULE = /^[\s|:-]*$/;

/** A weight column's heading. */
const WEIGHT_HEADING = /pond[ée]ration|\bpoids\b|\bpoints\b/i;
const pipeCells = (line: string) => line.split('|').map((cell) => cell.trim());

/**
 * 'Type | Nom | Pondération' over 'Qualité | Performances techniques | 50': a table of pipes without
 * the outer ones, its rows all of one width (three cells or more, three rows or more), a weight
 * column in its heading. Its cells are set apart by tabs (in place), a 'Type' column (the eForms
 * criterion type) left out; the end of the table is returned, or `start` when there is none.
 */
function bareTable(lines: string[], start: number): number {
  const width = pipeCells(lines[start]!).length;
  if (width < 3 || /^\s*\|/.test(lines[start]!) || !WEIGHT_HEADING.test(lines[start]!)) return start;
  let end = start + 1;
  while (end < lines.length && pipeCells(lines[end]!).length === width && !/^\s*\|/.test(lines[end]!))
    end += 1;
  if (end - start < 3) return start;
  const typed = /^type$/i.test(pipeCells(lines[start]!)[0]!);
  for (let i = start; i < end; i += 1)
    lines[i] = pipeCells(lines[i]!)
      .slice(typed ? 1 : 0)
      .join('\t');
  return end;
}

/**
 * The cells of a table's row apart by tabs; a heading written over several rows above the rule ('| Qualité
 * des produits |' over '| (échantillons, fiches |') has each cell's lines joined.
 */
function cellsOf(rows: string[]): string {
  const split = rows.map((row) => row.split('|').map((cell) => cell.trim().replace(MARKDOWN_BOLD, '$1')));
  if (split.some((cells) => cells.length !== split[0]!.length)) return split[0]!.join('\t');
  return split[0]!
    .map((_, k) =>
      split
        .map((cells) => cells[k])
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join('\t');
}

/**
 * A grid table's rule: '+-----+------+', or under a cell that spans rows ('|      +------+------+').
 */
const GRID_RULE = /^[ \t]*(?:\|[ \t]+)*\+(?:[-=:]+\+)+[ \t]*$/;

/**
 * A grid table ('+----+----+' rules between rows of pipes, a cell wrapped over the lines of its row),
 * as pandoc and text exports write a table whose cells hold several lines: each row as one line,
 * cells apart by tabs, its lines' cells joined; a row ends at a rule or where the next line fills the
 * last cell (its weight); a cell that spans rows is empty in the rows after its first. Returns the
 * table's lines from `start`, or null when none starts there.
 */
function gridRows(lines: string[], start: number): { rows: string[]; end: number } | null {
  if (!GRID_RULE.test(lines[start]!)) return null;
  const rows: string[] = [];
  let row: string[] = [];
  let end = start + 1;
  for (; end < lines.length && (GRID_RULE.test(lines[end]!) || PIPE_ROW.test(lines[end]!)); end += 1) {
    const cells = PIPE_ROW.exec(lines[end]!)?.[1];
    if (cells !== undefined) {
      // A line that fills the last cell opens a row of its own: a block of rows between two rules.
      if (row.length > 0 && pipeCells(cells).at(-1) !== '') {
        rows.push(cellsOf(row));
        row = [];
      }
      row.push(cells);
      continue;
    }
    if (row.length > 0) rows.push(cellsOf(row));
    row = [];
  }
  if (row.length > 0) rows.push(cellsOf(row));
  return rows.length > 0 ? { rows, end } : null;
}

/**
 * A Markdown table ('| Critère | Pondération |', '|---|---|', '| Prix | 40 % |'), as a .md file or a
 * converter writes it: its rows as a table's, cells apart by tabs, its rule left out; a grid table
 * (`gridRows`) likewise. Rows of pipes without a rule are a flattened notice's fields, which
 * `fieldsApart` sets apart.
 */
function pipeTables(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  for (let start = 0; start < lines.length; start += 1) {
    const grid = gridRows(lines, start);
    if (grid) {
      lines.splice(start, grid.end - start, ...grid.rows);
      start += grid.rows.length - 1;
      continue;
    }
    const bare = bareTable(lines, start);
    if (bare > start) {
      start = bare - 1;
      continue;
    }
    if (!PIPE_ROW.test(lines[start]!)) continue;
    let end = start;
    while (end < lines.length && PIPE_ROW.test(lines[end]!)) end += 1;
    const rows = lines.slice(start, end).map((line) => PIPE_ROW.exec(line)![1]!);
    const rule = rows.findIndex((row) => PIPE_RULE.test(row));
    if (rule >= 0)
      for (const [i, row] of rows.entries())
        lines[start + i] =
          PIPE_RULE.test(row) || (i > 0 && i < rule) ? '' : cellsOf(i === 0 ? rows.slice(0, rule) : [row]);
    start = end;
  }
  return lines.join('\n');
}

/** A lot's title as a field's value: 'Lot 2 : Menuiseries extérieures', 'LOT N°3 - Chauffage'. */
const LOT_VALUE = /^lots?\s*(?:n\s*[°º]\s*)?(\d{1,3})\b/i;
const VALUE_WEIGHT = /(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:%|points?\b|pts\b)/gi;

/** What a value's weights add up to: a lot's criteria make a whole, a criterion's description a part. */
const valueTotal = (value: string) =>
  [...value.matchAll(VALUE_WEIGHT)].reduce((total, m) => total + parseDecimal(m[1]!), 0);

/** A flattened notice's fields (joined by ' | '), and a field's values (joined by ' || '). */
const fieldsOf = (text: string) => text.split(/(?<!\|)\|(?!\|)/);
const valuesOf = (field: string) => field.split('||').map((value) => value.trim());

/**
 * A flattened notice joins the values a field takes for each lot by ' || ', in the lots' order:
 * 'Lot 1 : Gros œuvre || Lot 2 : Menuiseries', then 'Prix : 60.00%, Valeur technique : 40.00% || Prix :
 * 50.00%, ...'. A field with as many values as the lots' titles, each weighting a whole (the same
 * total, or 100 at least), gives each lot its own, one a line under its number ('Lot 2 : Prix :
 * 50.00%, ...'); the descriptions of the criteria ('méthodologie (30 %), moyens (30 %) || prix
 * (40 %)') weigh parts.
 */
function byLotValues(text: string): string {
  if (!text.includes('||')) return text;
  const fields = fieldsOf(text);
  const lots = fields
    .map((field) => valuesOf(field).map((value) => LOT_VALUE.exec(value)?.[1]))
    .find((numbers) => numbers.length >= 2 && numbers.every((lot) => lot !== undefined));
  if (!lots) return text;
  return fields
    .map((field) => {
      const values = valuesOf(field);
      // Sub-criteria written beside their criterion add to a lot's whole ('Valeur technique 50 % (essais :
      // 30 % ; durabilité : 20 %) ; Prix 40 % ; Délai 10 %').
      const totals = values.map(valueTotal);
      const wholes =
        totals[0]! > 0 &&
        (totals.every((total) => Math.abs(total - totals[0]!) < 0.05) ||
          totals.every((total) => total >= 99.95));
      if (values.length !== lots.length || !wholes) return field;
      if (values.some((value) => LOT_VALUE.test(value))) return field;
      return ` ${values.map((value, k) => `Lot ${lots[k]!} : ${value}`).join('\n')} `;
    })
    .join('|');
}

/** A criterion's name as a field's value: a short wording, no weight, no lot, no code. */
const nameValue = (value: string) =>
  /^[A-Za-zÀ-ÿ]/.test(value) &&
  value.length <= 150 &&
  !LOT_VALUE.test(value) &&
  !/^[a-z]+(?:-[a-z]+)+$/.test(value) &&
  valueTotal(value) === 0;

/**
 * The names of a lot's criteria, one value each ('Prix || Valeur technique'), then in a next field
 * their descriptions ('Noté sur 40 points ... || Noté sur 60 points : méthodologie 30 ...'), in the
 * same order: each description goes to its name, a line each.
 */
function byCriterionValues(text: string): string {
  if (!text.includes('||')) return text;
  const fields = fieldsOf(text);
  let names: string[] | null = null;
  return fields
    .map((field) => {
      const values = valuesOf(field);
      if (values.length >= 2 && values.every(nameValue)) {
        names = values;
        return field;
      }
      const paired =
        names !== null && values.length === names.length && values.some((value) => valueTotal(value) > 0);
      if (!paired) return field;
      const named = names!;
      return ` ${values.map((value, k) => `${named[k]!} : ${value}`).join('\n')} `;
    })
    .join('|');
}

/**
 * eForms notices come flattened, their fields joined by ' | ': one field a line. A notice printed to
 * PDF wraps its long lines across fields ('| Valeur technique : 60 %, Prix des' / 'prestations :
 * 40 % |'): its lines are joined back first, while their length still tells a wrap. A duration's
 * number and its unit's code ('36 | MONTH', '90 | DAY') stay one field: the number is no weight.
 */
function fieldsApart(text: string): string {
  if (!text.includes(' | ')) return text;
  return titledLots(
    byCriterionValues(byLotValues(unwrapped(text)))
      .replace(/(?<=(?:^|[|\n])[\t ]*\d{1,4}) \| (?=(?:DAY|WEEK|MONTH|YEAR)[\t ]*(?:\||\n|$))/g, ' ')
      .replace(/ \|\|? | \|\|?(?=\n)|(?<=\n)\|\|? /g, (separator) =>
        separator === ' | ' || separator === ' || ' ? '\n' : '',
      ),
  );
}

/** A lot named with its title in a notice's list: 'Lot 2 : Menuiseries extérieures', 'Lot n°3 - Chauffage;'. */
const LISTED_LOT =
  /\blots?\s*(?:n\s*[°º]\s*)?(\d{1,3})[\t ]*[:\-–][\t ]*([^;\n]{3,120}?)[\t ;.]*(?=;|\n|$)/gi;

/**
 * A notice that lists its lots ('Lot 1 : Magazine municipal; Lot 2 : Affiches') and then gives a lot's
 * title field alone ('Affiches') before that lot's criteria: the field is that lot's heading.
 */
function titledLots(text: string): string {
  const numbers = new Map<string, string | null>();
  let first = -1;
  for (const m of text.matchAll(LISTED_LOT)) {
    const title = fold(m[2]!.trim());
    const known = numbers.get(title);
    numbers.set(title, known === undefined || known === m[1] ? m[1]! : null);
    if (first < 0) first = m.index;
  }
  if (numbers.size < 2) return text;
  let at = 0;
  return text
    .split('\n')
    .map((line) => {
      const lot = at > first ? numbers.get(fold(line.trim().replace(/[\t ;.]+$/, ''))) : undefined;
      at += line.length + 1;
      return lot ? `Lot ${lot} : ${line.trim()}` : line;
    })
    .join('\n');
}

/** 'au lieu de : ... lire : ...': what a corrective notice replaces, up to what replaces it. */
const REPLACED = /\bau lieu de\s*:?[\s\S]{1,2000}?(?=\blire\s*:)/gi;

/** The text without what a corrective notice replaces (blanked, offsets kept): its new wording counts. */
export function withoutReplaced(text: string): string {
  return text.replace(REPLACED, (replaced) => replaced.replace(/[^\n]/g, ' '));
}

/** A weight as French writes it: 12,5 rather than 12.5. */
export const frenchNumber = (value: number): string => String(value).replace('.', ',');

/**
 * The first two words of a criterion's wording ('valeur technique'), as a pattern (case-insensitive
 * flag to add) to find it named elsewhere in the text.
 */
export function nameWords(label: string): string | null {
  const words = label
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter((word) => word.length >= 3)
    .slice(0, 2);
  return words.length === 0 ? null : words.join(String.raw`\s+`);
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

/** The text from offset `at` to the end of its line. */
export function lineFrom(text: string, at: number): string {
  const end = text.indexOf('\n', at);
  return text.slice(at, end < 0 ? text.length : end);
}

/** Collapses white space and trims list punctuation around a label. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^(?:[\s\-–•·*:;,.)>→▪◦○➢✓❖■□►◼◾●/]|o\s)+/, '')
    .replace(/[\s\-–•·*:;,(>]+$/, '')
    .trim();
}

/** A line this long that ends mid-sentence was wrapped by the page, not ended by its writer. */
const WRAPPED_LINE = 40;
/**
 * Ends a line on purpose: a sentence or list end, a colon, a weight, a bracket closing a weight, a
 * table's cell of a dash (a lot without the criterion); not a list number ('; 2.3)') that opens the
 * next item, nor the end of a reference ('articles L.551-1 à L.551-12' / 'du Code de justice
 * administrative').
 */
const LINE_END = /(?:[.:;!?]|\d\s*(?:%|points?|pts)\)?|\(\s*\d[\d.,\s]*\)|(?<!\d-\d{0,3})\d|\t[-–—])\s*$/i;
/**
 * Goes on from the line before: a lower-case word (not the bullet 'o'), a bracket (not a weight
 * opening its item, '(40 %) Prix : ...'); and, whatever the
 * line before, a unit after a number ('(25' / '%)') or a line that opens with a colon or a comma.
 */
const CONTINUES =
  /^[\t ]*(?![a-h][).][\t ])(?:[a-zà-ÿ](?![\t ])|\((?=[a-zà-ÿ]|\d(?![\d.,]*\s*(?:%|points?\b|pts\b)\s*\)[\t ]*[A-Za-zÀ-ÿ]))|[a-zà-ÿ]{2,})/;

/**
 * A line cut after a comma, a slash, an open bracket, an operator of a formula ('(Note prix x 40 %) +'),
 * a word that cannot end a sentence, or a list number before its item ('20 % 2.2 -' / 'Dispositions').
 */
const CUT_AFTER =
  /(?:[,/(+=×*]|\b(?:x|et|ou|de|du|des|la|le|les|à|au|aux|en|pour|sur|par|avec|dans|d'|l')|\s\d{1,2}(?:\.\d{1,2})*\s*-)\s*$/i;

/** More brackets opened than closed on the line. */
function unclosed(line: string): boolean {
  let depth = 0;
  for (const character of line) depth += character === '(' ? 1 : character === ')' ? -1 : 0;
  return depth > 0;
}

/**
 * Lines wrapped by the width of a page ('Constitution et' / 'organisation de l'équipe (30%)') joined
 * back into the line their writer wrote. A new line replaces a space, so every offset is kept.
 */
export function unwrapped(text: string): string {
  const lines = text.split('\n');
  return lines
    .map((line, i) => {
      const next = lines[i + 1];
      const joins =
        next !== undefined &&
        !/^[\t ]*o[\t ]/.test(next) &&
        // A code field opens the line ('cost | Coût global | ...' under '... | EUR'): a field starts there.
        !FLAT_CODE.test(next.split(' | ')[0]!) &&
        line.trim() !== '' &&
        ((/\d[\t ]*$/.test(line) && /^[\t ]*(?:%|points?\b|pts\b)/.test(next)) ||
          // '..., coefficient' / '4': a coefficient's word ending a line of wording, its number on the next.
          (/[A-Za-zÀ-ÿ,][\t ]+coefficient[\t ]*$/i.test(line) &&
            /^[\t ]*\d{1,3}(?:[.,]\d{1,2})?[\t ]*$/.test(next)) ||
          /^[\t ]*[:;,)]/.test(next) ||
          // A bracket left open goes on on the next line ('astreinte' / '24h/24, moyens ...)').
          (unclosed(line) && !LINE_END.test(line)) ||
          // A line drawn with '=' or '_' is no wording cut short, whatever sign ends it.
          (line.trim().length >= WRAPPED_LINE &&
            /[A-Za-zÀ-ÿ]/.test(line) &&
            !LINE_END.test(line) &&
            (CONTINUES.test(next) || CUT_AFTER.test(line))));
      return joins ? `${line} ` : `${line}\n`;
    })
    .join('')
    .slice(0, text.length);
}

/** A line this long at least, written three times alike, is a running line left in a text without pages. */
const REPEATED_LENGTH = 20;
/**
 * An eForms notice flattened field by field: a criterion's type code ('price', 'quality', 'cost') and
 * its weighting's category code ('per-exa' percent, 'poi-exa' points, 'dec-exa' a decimal share,
 * 'ord-imp' a rank), each a field.
 */
export const FLAT_TYPE = /^[ \t]*(price|quality|cost)[ \t]*$/;
export const FLAT_CATEGORY = /^[ \t]*(per|poi|dec|ord)-(?:exa|ran|imp)[ \t]*$/;
/** Another code field ('performance', 'not-allowed') or an identifier ('ORG-0002', 'LOT-0001'), a line of its own. */
export const FLAT_CODE = /^[ \t]*(?:[a-z]+(?:-[a-z]+)*|[A-Z]+-\d+)[ \t]*$/;

/**
 * A form field ('Type :'), a weight ('%', 'points', a bracketed number: '(15)', its figures read as
 * '#') or a table row's leader: no running line.
 */
const WEIGHT_LIKE = /%|:|\bpoints?\b|\bpts\b|\.{3}|\(\s*#(?:[.,]#)?\s*\)/;

/** The fewest lines between two running headers (a page holds more). */
const PAGE_LINES = 12;

/**
 * A line that ends with its page's number ('... – RC – 8/11', 'Page 3 sur 12', 'p. 4'): a footer written
 * twice is enough.
 */
const PAGE_NUMBER_END = /(?:\bpages?\s*#(?:\s*(?:\/|sur)\s*#)?|\bp\.\s*#(?:\s*\/\s*#)?|\s#\s*\/\s*#)$/;

/**
 * A text that comes without its pages (a PDF saved as text, pasted into a document) keeps its
 * running headers between its lines, even inside a criterion's wording: the lines written at least
 * three times alike (twice when they end with a page number), but for their numbers, that look like
 * no weight nor form field, are left out.
 */
function withoutRepeatedLines(text: string): string {
  const counts = new Map<string, number>();
  const lines = text.split('\n');
  const shapes = lines.map(runningShape);
  // A flattened notice's field beside a criterion's code ('Prix des prestations' before 'per-exa'),
  // repeated for each lot, is a criterion's name.
  const besideCode = (i: number) =>
    [lines[i - 1], lines[i + 1]].some(
      (line) => line !== undefined && (FLAT_TYPE.test(line) || FLAT_CATEGORY.test(line)),
    );
  // Where each shape was last seen: a line a page apart repeats, one a few lines apart is a table's
  // cell (unless it ends with a page number: extracts of pages may be short).
  const seen = new Map<string, number>();
  const close = new Set<string>();
  for (const [i, shape] of shapes.entries()) {
    if (shape.length < REPEATED_LENGTH || WEIGHT_LIKE.test(shape) || besideCode(i)) continue;
    counts.set(shape, (counts.get(shape) ?? 0) + 1);
    if (i - (seen.get(shape) ?? -Infinity) < PAGE_LINES) close.add(shape);
    seen.set(shape, i);
  }
  const repeated = new Set(
    [...counts]
      .filter(([shape, n]) => (PAGE_NUMBER_END.test(shape) ? n >= 2 : n >= 3 && !close.has(shape)))
      .map(([shape]) => shape),
  );
  return repeated.size === 0 ? text : lines.filter((_, i) => !repeated.has(shapes[i]!)).join('\n');
}

/** How far from the top or the bottom of a page a running header or footer is looked for. */
const RUNNING_REACH = 3;
const runningShape = (line: string) => fold(line).replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

const spacedOut = (line: string) => line.trim().replace(/\s+/g, ' ');

/**
 * A table's heading printed again at the top of the next page ('Critères<tab>Pondération', or the
 * heading's lines as `pdftotext -layout` sets them out): left out there, with the blank lines about the
 * page break, so that the rows on either side of it read as one table.
 */
function withoutRepeatedHeadings(pages: string[]): string[] {
  const out = [...pages];
  for (let i = 1; i < out.length; i += 1) {
    const lines = out[i]!.split('\n');
    const first = lines.findIndex((line) => line.trim() !== '');
    // A table's line: its cells apart by tabs or by runs of spaces.
    if (first < 0 || !(lines[first]!.includes('\t') || GAPPED.test(lines[first]!.trim()))) continue;
    const heading = spacedOut(lines[first]!);
    const before = out[i - 1]!.split('\n');
    const at = before.findLastIndex((line) => spacedOut(line) === heading);
    if (at < 0) continue;
    // The heading's other lines, as long as both pages write them alike.
    let end = first + 1;
    while (
      end < lines.length &&
      lines[end]!.trim() !== '' &&
      spacedOut(lines[end]!) === spacedOut(before[at + end - first] ?? '')
    )
      end += 1;
    while (end < lines.length && lines[end]!.trim() === '') end += 1;
    out[i] = lines.slice(end).join('\n');
    out[i - 1] = `${out[i - 1]!.trimEnd()}\n`;
  }
  return out;
}

/** A page's number alone on its line: '4', '- 4 -'. */
const PAGE_NUMBER_LINE = /^[\t ]*(?:[-–][\t ]*)?(\d{1,3})(?:[\t ]*[-–])?[\t ]*$/;

/**
 * The pages without the bare numbers that count them ('4' on the last line of the fourth page): a
 * number alone on a page's last or first line that goes up with the pages, on half of them at least.
 */
function withoutPageNumbers(pages: string[]): string[] {
  const edgeLine = (lines: string[], last: boolean) => {
    const written = lines.flatMap((line, k) => (line.trim() === '' ? [] : [k]));
    return written.length === 0 ? -1 : last ? written[written.length - 1]! : written[0]!;
  };
  const split = pages.map((page) => page.split('\n'));
  for (const last of [true, false]) {
    const shifts = split.map((lines, i) => {
      const k = edgeLine(lines, last);
      const m = k < 0 ? null : PAGE_NUMBER_LINE.exec(lines[k]!);
      return m ? Number(m[1]) - i : null;
    });
    const counted = new Map<number, number>();
    for (const shift of shifts) if (shift !== null) counted.set(shift, (counted.get(shift) ?? 0) + 1);
    const [shift, n] = [...counted].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    if (n < Math.max(3, pages.length / 2)) continue;
    split.forEach((lines, i) => {
      if (shifts[i] === shift) lines[edgeLine(lines, last)] = '';
    });
  }
  return split.map((lines) => lines.join('\n'));
}

/**
 * The pages without their running headers and footers and without a table's heading printed again
 * past a page break: a list or a table that goes on over a page break then reads as one.
 */
export function withoutRunningLines(written: string[]): string[] {
  return withoutRepeatedHeadings(runningLinesOut(written));
}

/**
 * Running headers and footers ('RC - Marché n° 2026-014', 'Page 3 sur 12') out: a line near the top or
 * the bottom of at least half the pages (three at least), the same but for its numbers; in a text of
 * one or two pages, a line written three times alike.
 */
function runningLinesOut(written: string[]): string[] {
  if (written.length < 3) return written.map(withoutRepeatedLines);
  const pages = withoutPageNumbers(written);
  const edges = (text: string) => {
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    return new Set([...lines.slice(0, RUNNING_REACH), ...lines.slice(-RUNNING_REACH)].map(runningShape));
  };
  const counts = new Map<string, number>();
  for (const page of pages) for (const shape of edges(page)) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  const running = new Set(
    [...counts]
      .filter(([shape, n]) => shape.length >= 3 && n >= Math.max(3, pages.length / 2))
      .map(([s]) => s),
  );
  if (running.size === 0) return pages;
  return pages.map((page) => {
    const shapes = [...edges(page)].filter((shape) => running.has(shape));
    if (shapes.length === 0) return page;
    return page
      .split('\n')
      .filter((line) => !shapes.includes(runningShape(line)))
      .join('\n');
  });
}

/**
 * '----- [extrait: RC.pdf, page 7] -----', '--- CCAP_2025.pdf, page 4 ---', '--- [RC.pdf] page 8 ---',
 * '[RC_2025-031.pdf — page 8]': the tag that opens an extract of a tender document, naming its file and
 * page, on a line of its own framed by dashes or by brackets.
 */
const EXTRACT_TAG =
  /^[\t ]*(?:[-=_*]{2,}[\t ]*\[?|\[)[\t ]*(?:extrait[\t ]*:[\t ]*)?([^\n,\]]+?\.[a-z]{2,4})[\t ]*\]?[\t ]*[,—–-]?[\t ]*(?:page|p\.)[\t ]*(\d{1,4})[\t ]*\]?[\t ]*(?:[-=_*]{2,}|(?<=\]))[\t ]*$/gim;

const EXTRACT_TAG_LINE = new RegExp(EXTRACT_TAG.source, 'i');
/** Whether a line is an extract's tag (no list item, though it opens with dashes). */
export const isExtractTag = (line: string): boolean => EXTRACT_TAG_LINE.test(line);

/** The changes of the last text asked about: the passages of one text ask about it many times. */
let lastChanges: { text: string; changes: number[] } | null = null;

/**
 * Where a file of extracts moves on to another document: the tags whose file differs from the
 * previous tag's. A passage of one document (the RC's criteria) does not go on into another (the
 * CCAP's sharing of savings '70 % pour la Ville et 30 % pour le titulaire').
 */
export function documentChanges(text: string): number[] {
  if (lastChanges?.text === text) return lastChanges.changes;
  const changes: number[] = [];
  let previous: string | null = null;
  for (const tag of text.matchAll(EXTRACT_TAG)) {
    const file = tag[1]!.trim().toLowerCase();
    if (previous !== null && file !== previous) changes.push(tag.index);
    previous = file;
  }
  lastChanges = { text, changes };
  return changes;
}

/** The file of the consultation rules: 'Règlement_de_consultation.pdf', 'RC_Voirie.pdf', '2025-12_rc.pdf'. */
const RULES_FILE = /r[èe]glement|(?:^|[^a-z])rc(?:[^a-z]|$)/;

/**
 * A file of extracts of tender documents (a dataset's pieces, each opened by its tag) in the order of
 * the documents: each document's extracts together, by page, the consultation rules first, then the
 * other documents in the order they first appear. A criterion whose list is cut by a page break is
 * read whole again.
 */
export function inPageOrder(text: string): string {
  const tags = [...text.matchAll(EXTRACT_TAG)];
  if (tags.length < 2) return text;
  const files: string[] = [];
  const pieces = tags.map((tag, i) => {
    const file = tag[1]!.trim().toLowerCase();
    if (!files.includes(file)) files.push(file);
    const end = tags[i + 1]?.index ?? text.length;
    return { file: files.indexOf(file), page: Number(tag[2]), text: text.slice(tag.index, end) };
  });
  // The consultation rules state the criteria; another document's statement of them (an AE's
  // reminder, a CCAP) comes after theirs.
  const rules = (file: number) => (RULES_FILE.test(files[file]!) ? 0 : 1);
  const ordered = [...pieces].sort(
    (a, b) => rules(a.file) - rules(b.file) || a.file - b.file || a.page - b.page,
  );
  // An extract that goes on from the page before in the same file ('... de la qualité de la' / footer /
  // '[extrait: RC.pdf, page 13]' / 'prestation ... 15 %') reads on without its tag and that page's footer.
  const goesOn = (a: (typeof ordered)[number] | undefined, b: (typeof ordered)[number] | undefined) =>
    a !== undefined && b !== undefined && a.file === b.file && b.page === a.page + 1;
  const joined = ordered.map((p, i) => {
    const body = goesOn(ordered[i - 1], p) ? p.text.slice(p.text.indexOf('\n') + 1) : p.text;
    if (goesOn(p, ordered[i + 1])) return withoutFooter(body);
    return body.endsWith('\n') ? body : `${body}\n`;
  });
  return text.slice(0, tags[0]!.index) + joined.join('');
}

/**
 * A page's footer line: a short line ending with its page number ('RC – Objet – 12/14', 'p. 4/9'), no
 * colon nor dotted leader (a criterion's line 'Moyens : 12/20' is none).
 */
const PAGE_FOOTER =
  /^[^\n:.…]{0,100}?(?:\b\d{1,3}[\t ]*\/[\t ]*\d{1,3}|\bp(?:age|\.)[\t ]*\d{1,3}(?:[\t ]*(?:\/|sur)[\t ]*\d{1,3})?)[\t ]*$/i;

/** A piece without the blank lines and the footer that end it. */
function withoutFooter(piece: string): string {
  const lines = piece.replace(/\s+$/, '').split('\n');
  if (lines.length > 1 && PAGE_FOOTER.test(lines[lines.length - 1]!)) lines.pop();
  return `${lines.join('\n').replace(/\s+$/, '')}\n`;
}
