import { WEIGHTS_HEADER } from './columns';

/**
 * Tables laid out with spaces, as `pdftotext -layout` and some exports write them: columns kept apart
 * by runs of spaces, a cell wrapped over several lines of its column, rows apart by blank lines. Each
 * such table is rewritten as the tables of the other readers are: a line a row, its cells apart by
 * tabs, a wrapped cell joined back, and a row that holds several weights in one column (a criterion
 * and its sub-criteria in one frame) cut into the criterion's row and a row for each sub-criterion.
 */

/** A line of a table: two stretches of text at least three spaces apart. */
export const GAPPED = /\S {3,}\S/;
/** A row that a cell carries on: indented text. */
const INDENTED = /^ {2,}\S/;
/** A cell that only weighs: '40', '40 %', '15 pts', '(45 points)'; a dash where a lot has none. */
const WEIGHT_CELL = /^(?:\(?\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|points?|pts|\/\s?\d{2,3})?\)?|[-–—])$/i;
/** A cell line that opens with a weight before its wording: '20 – Méthodologie', '25 pts 1a. Logiciel'. */
const WEIGHT_LEAD =
  /^\d{1,3}(?:[.,]\d{1,2})?(?:\s?(?:%|points?|pts)\b)?\s*(?:[-–—:]\s*)?(?!(?:points?|pts)\b)(?=[A-Za-zÀ-ÿ(])/i;
/**
 * A table's heading row: short cells, one of which names the criteria, the weights or the lots
 * ('Critères   Sous-critères   Pondération', 'Lots   Prix   Qualité'); a list whose weights are set
 * to the right has none.
 */
const HEADING =
  /^ *(?:[^ ]+(?: [^ ]+)* {3,})*(?:crit[èe]res?|sous-crit[èe]res?|pond[ée]rations?|points|poids|coefficients?|lots?)\b(?: [^ ]+)*(?: {3,}[^ ]+(?: [^ ]+)*)* *$/i;
/** A weight standing in a cell of its own: '40', '15 %', a dash. */
const WEIGHT_STANDING = /(?:^| {2,})(?:\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|points?|pts)?|[-–—])(?= {2,}|$)/;

/** A table's heading: it names the criteria, the weights or the lots, and weighs nothing itself. */
const named = (line: string) => HEADING.test(line) && !WEIGHT_STANDING.test(line.trim());

/** A heading cell that names a lot: 'Lot 1', 'Lot 02'. */
const LOT_HEADING_CELL = /\blots?\s*(?:n\s*[°º]\s*)?\d{1,3}\b/gi;
/** A heading with a column per lot ('Critères   Lot 1   Lot 2'). */
const perLot = (heading: string) => (heading.match(LOT_HEADING_CELL)?.length ?? 0) >= 2;
/** A numbered section's title set apart from its number ('8.1     Critères et pondérations'): no table. */
const SECTION_TITLE = /^\s*\d{1,2}(?:\.\d{1,2})*\.?\s{3,}[^ ]+(?: [^ ]+)*\s*$/;
/** A line drawn under a heading or between rows: dashes, box-drawing lines and corners, equals signs. */
const RULE = /^[\s─━═│┃┌┐└┘├┤┬┴┼\-–—=_+|]+$/;
/** A list item's line. */
const BULLET = /^\s*[-–—•▪*]\s/;
/** Columns at least this far apart. */
const SEPARATOR = 2;

interface Block {
  start: number;
  end: number;
}

/**
 * The runs of lines that lay a table out, from its heading: gapped lines, the indented lines and
 * blank lines between.
 */
function blocks(lines: string[]): Block[] {
  const found: Block[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    if (!GAPPED.test(lines[i]!.trimStart()) || SECTION_TITLE.test(lines[i]!)) continue;
    let end = i + 1;
    let last = i;
    let gapped = 1;
    // A table with a column per lot wraps its wordings on lines of their own, up to the line of weights.
    const lotColumns = perLot(lines[i]!);
    while (end < lines.length) {
      const line = lines[end]!;
      if (line.trim() === '') {
        if (end - last > 2) break;
      } else if (GAPPED.test(line.trimStart())) {
        gapped += 1;
        last = end;
      } else if (
        INDENTED.test(line) ||
        (lotColumns && lines.slice(end + 1, end + 4).some((next) => GAPPED.test(next.trimStart())))
      )
        last = end;
      else break;
      end += 1;
    }
    if (gapped >= 2 && named(lines[i]!)) {
      found.push({ start: i, end: last + 1 });
      i = last;
    } else {
      // A run of gapped lines that opens on a page's running header (on a page whose lines are all
      // set in by a margin) may hold a table's heading further down: the search goes on from there.
      let heading = i + 1;
      while (heading <= last && !(GAPPED.test(lines[heading]!.trimStart()) && named(lines[heading]!)))
        heading += 1;
      i = heading - 1;
    }
  }
  return found;
}

/**
 * The columns of a block, as [from, to) character ranges: the stretches that some line fills, parted
 * by stretches of SEPARATOR spaces or more that no line fills.
 */
function columns(lines: string[]): [number, number][] {
  const width = Math.max(...lines.map((line) => line.length));
  const filled = new Array<boolean>(width).fill(false);
  for (const line of lines) for (let k = 0; k < line.length; k += 1) if (line[k] !== ' ') filled[k] = true;
  const ranges: [number, number][] = [];
  let from = -1;
  let blank = 0;
  for (let k = 0; k <= width; k += 1) {
    if (k < width && filled[k]) {
      if (from < 0) from = k;
      else if (blank >= SEPARATOR) {
        ranges.push([from, k - blank]);
        from = k;
      }
      blank = 0;
    } else blank += 1;
  }
  if (from >= 0) ranges.push([from, width - blank + 1]);
  return ranges;
}

/** Lines joined into one cell: a word cut at a line's end ('environne-' / 'mentale') joined back. */
function joined(parts: string[]): string {
  return parts
    .join('\n')
    .replace(/([a-zà-ÿ])-\n(?=[a-zà-ÿ])/g, '$1')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/**
 * The words of a gapped line that fall in column `c`: those whose middle lies between the middles of
 * the gaps on either side of the column, so that a heading's word running past its column's edge
 * ('métallique' over a narrow column of weights) goes whole to the nearest column.
 */
function cellOf(line: string, ranges: [number, number][], c: number): string {
  const from = c === 0 ? -Infinity : (ranges[c - 1]![1] + ranges[c]![0]) / 2;
  const to = c === ranges.length - 1 ? Infinity : (ranges[c]![1] + ranges[c + 1]![0]) / 2;
  const words: string[] = [];
  for (const word of line.matchAll(/\S+/g)) {
    const middle = word.index + word[0].length / 2;
    if (middle >= from && middle < to) words.push(word[0]);
  }
  return words.join(' ');
}

/** A column that numbers the rows ('1 –', '2 –', '2.1', '2.2'): its numbers are no weights. */
function numbering(cell: string[]): boolean {
  const written = cell.filter((text) => text !== '');
  return written.some((text) => /^\d{1,2}\.\d/.test(text)) && written.every((text) => NUMBER_CELL.test(text));
}

const NUMBER_CELL = /^\d{1,2}(?:\.\d{1,2})*\s*[.)–-]?$/;

/** The lines of one column of a row that open a sub-row each: a weight alone, or before its wording. */
function weightLines(cell: string[]): number[] {
  return cell.flatMap((text, k) => (WEIGHT_CELL.test(text) || WEIGHT_LEAD.test(text) ? [k] : []));
}

/**
 * A row's cells as one tab-parted line, its empty cells left out and its weight cell (or the weight
 * column's heading), when it has only one, put last as most tables do; `sub` marks a sub-criterion's
 * row by an empty first cell.
 */
function rowLine(cells: string[], sub: boolean): string {
  const written = cells.filter((cell) => cell !== '');
  const weights = written.filter((cell) => WEIGHT_CELL.test(cell) || WEIGHTS_HEADER.test(cell));
  const ordered =
    weights.length === 1 ? [...written.filter((cell) => cell !== weights[0]), weights[0]!] : written;
  return (sub ? '\t' : '') + ordered.join('\t');
}

/**
 * A row (lines between blank lines) as tab-parted lines: one line when no column holds several
 * weights; else the criterion's row, from the columns that span the whole row ('Valeur' /
 * 'technique' / '(45 points)'), and a sub-row for each weight of that column, from the lines it
 * opens in the columns that go along with it ('20 – Méthodologie ...', or a label beside '15').
 */
function rowLines(lines: string[], ranges: [number, number][]): string[] {
  const cells = ranges.map(([from], c) =>
    lines.map((line) => {
      if (GAPPED.test(line.trimStart())) return cellOf(line, ranges, c);
      // A line without a gap carries on one cell, maybe past its column: all of it goes there.
      const start = line.length - line.trimStart().length;
      const next = ranges[c + 1]?.[0] ?? Infinity;
      return start >= (c === 0 ? -Infinity : from) && start < next ? line.trim() : '';
    }),
  );
  const opensBy = cells.map((cell) => (numbering(cell) ? [] : weightLines(cell)));
  // The column that holds the most weights, one of bare weights before one of weights leading wordings.
  const bare = (c: number) => opensBy[c]!.every((k) => WEIGHT_CELL.test(cells[c]![k]!));
  const split = opensBy.reduce(
    (best, opens, c) =>
      opens.length >= 2 &&
      (best < 0 ||
        opens.length > opensBy[best]!.length ||
        (opens.length === opensBy[best]!.length && bare(c) && !bare(best)))
        ? c
        : best,
    -1,
  );
  const whole = (cell: string[]) => joined(cell.filter((text) => text !== ''));
  if (split < 0) {
    // A list under the row's wording ('- des moyens humains ...') stays a list, under the row.
    const list = lines.findIndex((line, k) => k > 0 && BULLET.test(line));
    if (list < 0) return [rowLine(cells.map(whole), false)];
    return [
      rowLine(
        cells.map((cell) => whole(cell.slice(0, list))),
        false,
      ),
      ...lines.slice(list),
    ];
  }
  const opens = opensBy[split]!;
  // A cell that goes along the weights has a wording at most of their lines. When a column opens a
  // wording beside each weight ('3.1 Actions ...', '3.2 Réduction ...'), a cell that carries its own
  // on beside them spans the whole row ('3. Performances en' / 'matière de ...' / '(15 points)').
  const opensBeside = (cell: string[]) => opens.slice(1).some((k) => opensWording(cell[k]!));
  const labelled = cells.some(
    (cell, c) =>
      c !== split && opens.slice(1).every((k) => opensWording(cell[k]!) && !WEIGHT_CELL.test(cell[k]!)),
  );
  const along = cells.map(
    (cell, c) =>
      c === split ||
      (opens.filter((k) => cell[k] !== '').length * 2 > opens.length && (!labelled || opensBeside(cell))),
  );
  const numbers = cells.find((cell, c) => c !== split && numbering(cell));
  const starts = numberedStarts(numbers, opens) ?? partStarts(cells, split, along, opens);
  const next = (n: number) => starts[n + 1] ?? lines.length;
  // A list under a part's wording ('• moyens humains affectés (8 points)') stays a list, under its row.
  const listAt = (n: number) => {
    const k = lines.findIndex((line, k) => k > starts[n]! && k < next(n) && BULLET.test(line));
    return k < 0 ? next(n) : k;
  };
  const part = (cell: string[], n: number) => cell.slice(starts[n], listAt(n));
  const partRows = (sub: (n: number) => boolean) =>
    parts.flatMap((p, n) => [rowLine(p, sub(n)), ...lines.slice(listAt(n), next(n))]);
  const parts = starts.map((_, n) =>
    cells.flatMap((cell, c) => {
      if (!along[c]) return [];
      const text = whole(part(cell, n));
      const lead = c === split ? WEIGHT_LEAD.exec(text) : null;
      // '20 – Méthodologie': the weight and the wording, two cells.
      return lead ? [lead[0].replace(/[\s\-–—:]+$/, ''), text.slice(lead[0].length)] : [text];
    }),
  );
  // Lines above the first part belong to the criterion ('Valeur technique   40 %' over its sub-rows).
  const criterion = cells.map((cell, c) => whole(along[c] ? cell.slice(0, starts[0]) : cell));
  if (criterion.some((cell) => cell !== '')) return [rowLine(criterion, false), ...partRows(() => true)];
  // Nothing above nor beside the parts: the first is the criterion when the others are set in deeper,
  // or numbered deeper ('2' over '2.1', '2.2').
  const levels = (start: number) => (numbers?.[start] ?? '').split('.').filter(Boolean).length;
  const deeper = starts
    .slice(1)
    .every(
      (start) =>
        indentOf(lines[start]!) > indentOf(lines[starts[0]!]!) ||
        levels(start) > Math.max(1, levels(starts[0]!)),
    );
  return deeper ? partRows((n) => n > 0) : ['', ...partRows(() => true)];
}

/** A cell line that opens a row's wording rather than carrying on the line above. */
const opensWording = (text: string) => ROW_OPENING.test(text) || LETTERED.test(text);
/** A lettered or roman-numbered item ('a)', '(b)', 'ii.'), or a part of the criterion ('dont ...'). */
const LETTERED = /^(?:\(?(?:[a-z]|[ivx]{1,4})[).]|dont)\s/;

/**
 * A row numbered part by part ('2', '2.1', '2.2', '2.3' down its first column): each part starts at its
 * number, a wording wrapped over its weight's line ('2.3  Planning prévisionnel et phasage' over
 * '     portuaire (escales)   10 %') included; null when the numbers and the weights do not pair.
 */
function numberedStarts(numbers: string[] | undefined, opens: number[]): number[] | null {
  const starts = numbers?.flatMap((text, k) => (text === '' ? [] : [k])) ?? [];
  const paired =
    starts.length === opens.length &&
    starts.every((start, n) => start <= opens[n]! && (n === 0 || start > opens[n - 1]!));
  return paired ? starts : null;
}

/**
 * Where each part of a split row starts: at its weight's line; or, when the weights stand on the last
 * line of wordings wrapped above them ('Sous-critère 2.1 – Organisation des collectes :' over
 * 'fréquences, horaires ...   15 %'), at the line that opens the wording beside each weight.
 */
function partStarts(cells: string[][], split: number, along: boolean[], opens: number[]): number[] {
  const wording = cells.find(
    (cell, c) =>
      c !== split && along[c] && opens.some((k) => k > 0 && cell[k] !== '' && !opensWording(cell[k]!)),
  );
  if (!wording) return opens;
  const starts = opens.map((open) => {
    let k = open;
    while (k > 0 && !opensWording(wording[k]!)) k -= 1;
    return k;
  });
  const wrapped = opens.every(
    (open, n) =>
      open - starts[n]! <= 2 &&
      (n === 0 || /^[a-zà-ÿ]/.test(wording[open]!)) &&
      ((wording[open + 1] ?? '') === '' || opensWording(wording[open + 1]!)),
  );
  return wrapped && starts.every((start, n) => n === 0 || start > starts[n - 1]!) ? starts : opens;
}

/** A line that opens a row's wording: a capital, a bullet or a list number ('2.1'), not a wrapped word. */
const ROW_OPENING = /^(?:[A-ZÀ-Ý]|[-–—•▪*](?:\s|$)|\d)/;

/**
 * A block's lines as rows, each rewritten by rowLines: a blank line or a drawn rule parts two rows, and
 * so does a line that `opensRow` says opens one.
 */
function rowsOf(
  body: string[],
  ranges: [number, number][],
  opensRow: (line: string, row: string[]) => boolean,
): string[] {
  const out: string[] = [];
  let row: string[] = [];
  const flush = () => {
    if (row.length > 0) out.push(...rowLines(row, ranges));
    row = [];
  };
  for (const line of body) {
    if (line.trim() === '' || RULE.test(line)) {
      flush();
      continue;
    }
    if (opensRow(line, row)) flush();
    row.push(line);
  }
  flush();
  return out;
}

/**
 * In a table with a column per lot and no blank line between rows, a row's weights (or dashes) fill
 * every lot's column on one of its lines; a row opens with a capital, a bullet or a number, its wording
 * wrapped on lines that do not.
 */
function opensLotRow(ranges: [number, number][]): (line: string, row: string[]) => boolean {
  const filled = (line: string) =>
    GAPPED.test(line.trimStart()) &&
    ranges.slice(1).every(([from, to]) => WEIGHT_CELL.test(line.slice(from, to).trim()));
  return (line, row) => ROW_OPENING.test(line.trim()) || (filled(line) && row.some(filled));
}

/** Whether a line holds a weight in the last column of `ranges`. */
function weighsLast(line: string, ranges: [number, number][]): boolean {
  const [from, to] = ranges[ranges.length - 1]!;
  return GAPPED.test(line.trimStart()) && WEIGHT_CELL.test(line.slice(from, to).trim());
}

/** A line numbered on two levels ('2.1 –', '3.2.'): a sub-criterion's row. */
const SUB_NUMBER = /^\s*\d{1,2}\.\d{1,2}\b/;

/** Whether a line holds a first cell and a weight in the last column, and nothing between them. */
const namesAndWeighs = (line: string, ranges: [number, number][]) =>
  weighsLast(line, ranges) &&
  firstCell(line, ranges) !== '' &&
  line.slice(ranges[1]![0], ranges[ranges.length - 1]![0]).trim() === '';

/** Whether a line leaves the last column of `ranges` empty: its wording only. */
const lastEmpty = (line: string, ranges: [number, number][]) =>
  line.slice(ranges[ranges.length - 1]![0]).trim() === '';

const indentOf = (line: string) => line.length - line.trimStart().length;
/** A line that opens a row of its own, however deep: a number or a bullet. */
const NUMBERED_ROW = /^\s*(?:\d|[-–—•▪*]\s)/;

/**
 * A table whose last column weighs and whose wordings wrap under a hanging indent: the line that holds
 * the weight goes on on a line indented deeper, not numbered, with nothing in that column ('1.1 Ingénierie
 * pédagogique et modalités      25 %' over '    d'évaluation'), or a line without its weight goes on
 * on such a line that holds it ('2.1 Organisation du support aux' over '    utilisateurs      200').
 */
function hangingRows(block: string[], ranges: [number, number][]): boolean {
  return block.some((line, k) => {
    const next = block[k + 1];
    return (
      next !== undefined &&
      !RULE.test(line) &&
      indentOf(next) > indentOf(line) &&
      !NUMBERED_ROW.test(next) &&
      ((weighsLast(line, ranges) && lastEmpty(next, ranges)) ||
        (lastEmpty(line, ranges) && weighsLast(next, ranges)))
    );
  });
}

/**
 * In such a table a numbered line, a line no deeper than the row's first, a second weight or other
 * writing in the weight column opens another row.
 */
function opensHangingRow(ranges: [number, number][]): (line: string, row: string[]) => boolean {
  return (line, row) =>
    NUMBERED_ROW.test(line) ||
    indentOf(line) <= indentOf(row[0] ?? line) ||
    (weighsLast(line, ranges) ? row.some((held) => weighsLast(held, ranges)) : !lastEmpty(line, ranges));
}

/**
 * A table of a line a row, none wrapped: every line holds as many cells, three spaces apart or more, as
 * its heading ('Lot   Désignation   Prix   Valeur technique' over '1   VRD   60 %   40 %').
 */
function oneLineRows(block: string[]): boolean {
  const cells = (line: string) => line.trim().split(/ {3,}/).length;
  return block.every((line) => GAPPED.test(line.trimStart()) && cells(line) === cells(block[0]!));
}

/** The first column's cell of a line ('55' in '   55      Prix      Montant du DQE'), '' when empty. */
const firstCell = (line: string, ranges: [number, number][]) => line.slice(0, ranges[1]![0]).trim();

/** Whether the first column's cell of a line is a weight. */
function weighsFirst(line: string, ranges: [number, number][]): boolean {
  const cell = firstCell(line, ranges);
  return /\d/.test(cell) && WEIGHT_CELL.test(cell);
}

/**
 * A table whose first column weighs ('%   Critère   Détail' over '55   Prix   Montant ...', '10 / 20'
 * under a heading 'Note' / 'maximale'), its rows not parted by blank lines: each weight in that column
 * opens a row, the lines that leave it empty carry the row's cells (or the heading's) on.
 */
function weightFirstRows(block: string[], ranges: [number, number][]): boolean {
  const first = block.findIndex((line) => weighsFirst(line, ranges));
  if (first < 1) return false;
  const lines = block.slice(first);
  const cells = lines.map((line) => firstCell(line, ranges));
  const written = cells.filter((cell) => cell !== '');
  return (
    written.length >= 2 &&
    written.length < cells.length &&
    !numbering(written) &&
    // '1', '2', '3' down the first column count the rows.
    !written.every((cell, k) => cell === String(k + 1)) &&
    // The weight stands on its row's first line, beside its wording (not alone, halfway down the row).
    lines.every(
      (line, k) => cells[k] === '' || (weighsFirst(line, ranges) && line.slice(ranges[1]![0]).trim() !== ''),
    )
  );
}

/**
 * How many lines the wrapped heading of a table takes: its first lines up to a blank line or a drawn
 * rule, two to four, when none of them holds a weight.
 */
function headingLength(block: string[]): number {
  const end = block.findIndex((line) => line.trim() === '' || RULE.test(line));
  if (end < 2 || end > 4) return 0;
  return block.slice(0, end).some((line) => WEIGHT_STANDING.test(line.trim())) ? 0 : end;
}

/** A cell at a line's end that only gives the scale of a note ('/20'), beside a weight's cell. */
const SCALE_CELL = /(?<= {3}\d{1,3}(?:[.,]\d{1,2})?(?: ?(?:%|points?|pts))?) {3,}\/ ?\d{1,3}[ \t]*$/;

/**
 * A table's last column that gives each criterion's note scale beside its weight ('Prix   60 %   /20'
 * under 'Critère   Pondération   Note'): left out, the weights' column is then the last.
 */
function withoutScaleColumn(block: string[]): string[] {
  const scales = block.filter((line) => SCALE_CELL.test(line)).length;
  return scales < 2 ? block : block.map((line) => line.replace(SCALE_CELL, ''));
}

/** Every table of the text laid out with spaces, rewritten with tabs (see above). */
export function spacedTables(text: string): string {
  if (!/ {3}/.test(text)) return text;
  const lines = text.split('\n');
  const found = blocks(lines);
  if (found.length === 0) return text;
  const out: string[] = [];
  let at = 0;
  for (const { start, end } of found) {
    out.push(...lines.slice(at, start));
    const block = withoutScaleColumn(lines.slice(start, end));
    // The columns are those of the gapped lines: a cell carried on past its column blurs none, nor does
    // a heading whose wrapped titles run into each other ('Charpente' / 'métallique ries').
    const gappedLines = (part: string[]) => part.filter((line) => GAPPED.test(line.trimStart()));
    const body = gappedLines(block.slice(headingLength(block)));
    const ranges = columns(body.length >= 2 ? body : gappedLines(block));
    // Rows apart by blank lines (or drawn rules) say where each row starts; without them, a table with a
    // column per lot is parted at the lines that open its rows; other lines are left as they are.
    const blanks = block.some((line) => line.trim() === '');
    if (ranges.length >= 2 && !blanks && perLot(block[0]!)) {
      out.push(
        block[0]!.trim().replace(/ {3,}/g, '\t'),
        ...rowsOf(block.slice(1), ranges, opensLotRow(ranges)),
      );
    } else if (ranges.length >= 2 && !blanks && hangingRows(block, ranges)) {
      out.push(...rowsOf(block, ranges, opensHangingRow(ranges)));
    } else if (ranges.length >= 2 && !blanks && weightFirstRows(block, ranges)) {
      out.push(...rowsOf(block, ranges, (line) => weighsFirst(line, ranges)));
    } else if (ranges.length >= 2 && !blanks && oneLineRows(block)) {
      out.push(...block.map((line) => line.trim().replace(/ {3,}/g, '\t')));
    } else if (ranges.length < 2 || !blanks) {
      out.push(...block);
    } else {
      // The heading is a row of its own when the first row follows it without a blank line; so is a
      // criterion's line that holds only its name and weight ('Valeur technique        60') over its
      // first sub-criterion's, which leaves the first column empty ('   Moyens humains   25').
      out.push(
        ...rowsOf(
          block,
          ranges,
          (line, row) =>
            (row.length === 1 &&
              weighsLast(line, ranges) &&
              (row[0] === block[0] || (namesAndWeighs(row[0]!, ranges) && firstCell(line, ranges) === ''))) ||
            (SUB_NUMBER.test(line) &&
              firstCell(line, ranges) !== '' &&
              row.some((held) => weighsLast(held, ranges))),
        ),
      );
    }
    at = end;
  }
  out.push(...lines.slice(at));
  return out.join('\n');
}
