// The reading order of a PDF page, from its text runs (pdfium.mjs): plain JavaScript, run in the PDF
// worker threads, for the same reason as pdf-worker.mjs.

/**
 * Compatibility characters written the usual way, by NFKC: ligatures (ﬁ → fi, ﬂ → fl, ﬀ, ﬃ, ﬄ, ﬆ),
 * no-break and other fixed-width spaces (French typography puts one before « : ; ? ! »), the micro
 * and ohm signs, presentation forms. The same set as pdf.js's text layer, so that the criteria read
 * the words whatever the PDF reader; ﬅ (long s + t) has no NFKC form and becomes ſt as in pdf.js.
 */
const COMPATIBILITY =
  /([\u00a0\u00b5\u037e\u0eb3\u2000-\u200a\u202f\u2126\ufb00-\ufb04\ufb06\ufb20-\ufb36\ufb38-\ufb3c\ufb3e\ufb40-\ufb41\ufb43-\ufb44\ufb46-\ufba1\ufba4-\ufba9\ufbae-\ufbb1\ufbd3-\ufbdc\ufbde-\ufbe7\ufbea-\ufbf8\ufbfc-\ufbfd\ufc00-\ufc5d\ufc64-\ufcf1\ufcf5-\ufd3d\ufd88\ufdf4\ufdfa-\ufdfb\ufe71\ufe77\ufe79\ufe7b\ufe7d]+)|(\ufb05+)/gu;

function normalizeText(text) {
  return text.replace(COMPATIBILITY, (_, usual, longST) =>
    usual ? usual.normalize('NFKC') : 'ſt'.repeat(longST.length),
  );
}

/** A gap this wide between two runs of a line (in font sizes) parts two columns. */
const COLUMN_GAP = 2.5;
/** The narrowest gutter between two columns of prose (in font sizes), when many lines show it. */
const NARROW_GAP = 1.2;

/**
 * Page text in reading order, line by line: runs are grouped by their baseline and sorted left to
 * right, as `pdftotext -layout` does, so a table row (label ... weight) stays on one line whatever
 * order the producer wrote the runs in. A wide gap between runs becomes a tab (table columns). With
 * the page's rules (`pageRules`), a bordered table is read row by row: each cell's lines are put
 * together, the cells of a row joined by tabs, so that a cell written over several lines, or spanning
 * several rows and centred in them, stays beside its row. Two columns of prose side by side (a page
 * laid out in two columns, its gutter maybe narrower than a table's gap) are read one column after the
 * other, the shorter one too.
 */
export function pageText(runs, rules = { horizontal: [], vertical: [] }) {
  for (const run of runs) run.str = normalizeText(run.str);
  runs.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines = [];
  let line = [];
  let lineY = Number.NaN;
  for (const run of runs) {
    if (line.length > 0 && Math.abs(run.y - lineY) > Math.max(1.5, run.size * 0.45)) {
      lines.push(line);
      line = [];
    }
    if (line.length === 0) lineY = run.y;
    line.push(run);
  }
  if (line.length > 0) lines.push(line);
  // Drawn vertical rules, and blank corridors where a table leaves its inner columns unruled.
  const vertical = [...rules.vertical, ...corridors(lines, rules.horizontal)];
  let segmented = lines.map((lineRuns) => segments(lineRuns, vertical));
  let rows = tableRows(segmented, rules.horizontal, vertical);
  let gutter = columnGutter(segmented, rows);
  if (gutter === null) {
    // Columns set closer than COLUMN_GAP: found on lines cut at narrower gaps, then parted there.
    const narrow = lines.map((lineRuns) => segments(lineRuns, vertical, NARROW_GAP));
    const found = columnGutter(narrow, tableRows(narrow, rules.horizontal, vertical));
    if (found !== null) {
      const parted = [...vertical, { x: found, y0: -Infinity, y1: Infinity }];
      segmented = lines.map((lineRuns) => segments(lineRuns, parted));
      rows = tableRows(segmented, rules.horizontal, vertical);
      gutter = found;
    }
  }
  const out = [];
  /** The lines of a block of two columns of prose: the left column's, then the right one's. */
  let block = null;
  const closeBlock = () => {
    if (block === null) return;
    const columns = proseColumns(block, gutter);
    if (columns) out.push(...columns);
    else out.push(...block.map(joinSegments));
    block = null;
  };
  for (const lineSegments of segmented) {
    const free = [];
    for (const segment of lineSegments) {
      const row = rows.get(segment);
      if (row === undefined) free.push(segment);
      else if (row.first === segment) {
        closeBlock();
        out.push(row.text);
      }
    }
    if (gutter !== null && free.length > 0 && !free.some((segment) => crosses(segment, gutter))) {
      block ??= [];
      block.push(free);
      continue;
    }
    closeBlock();
    if (free.length > 0 || lineSegments.length === 0) out.push(joinSegments(free));
  }
  closeBlock();
  return out.join('\n');
}

/** Lines of two columns of prose at least, to read them column by column. */
const COLUMN_LINES = 6;
/** A column's lines fill most of its width, as wrapped prose does (a table's label cells do not). */
const COLUMN_FILL = 0.6;

const crosses = (segment, gutter) => segment.x0 < gutter - 1 && segment.x1 > gutter + 1;

/**
 * The x of the blank corridor that parts a page of two columns of prose (between 30 % and 70 % of
 * its width, crossed by the fewest lines: titles, headers), or null when no line reaches both sides.
 */
function columnGutter(lines, rows) {
  const free = lines.map((lineSegments) => lineSegments.filter((segment) => !rows.has(segment)));
  // A line on both sides of the gutter has two segments at least: most pages have too few such lines.
  if (free.filter((lineSegments) => lineSegments.length >= 2).length < COLUMN_LINES) return null;
  const all = free.flat();
  const left = Math.min(...all.map((segment) => segment.x0));
  const right = Math.max(...all.map((segment) => segment.x1));
  let best = null;
  for (let x = left + (right - left) * 0.3; x <= left + (right - left) * 0.7; x += 1) {
    let crossing = 0;
    let split = 0;
    for (const lineSegments of free) {
      if (lineSegments.some((segment) => crosses(segment, x))) crossing += 1;
      else if (lineSegments.some((s) => s.x1 <= x) && lineSegments.some((s) => s.x0 >= x)) split += 1;
    }
    if (split < COLUMN_LINES) continue;
    // The middle of the first band crossed by the fewest lines.
    if (best === null || crossing < best.crossing) best = { from: x, to: x, crossing };
    else if (crossing === best.crossing && x === best.to + 1) best.to = x;
  }
  return best === null || best.crossing * 4 > free.length ? null : (best.from + best.to) / 2;
}

/**
 * A block of lines none of which crosses the gutter, read column by column when both sides are prose
 * (most lines hold one segment each side that fills its column); null when it is no such block (a
 * table of a label and its weight keeps its rows).
 */
function proseColumns(block, gutter) {
  if (block.length < COLUMN_LINES) return null;
  const sides = [
    block.map((line) => line.filter((segment) => segment.x1 <= gutter + 1)),
    block.map((line) => line.filter((segment) => segment.x0 >= gutter - 1)),
  ];
  const edges = block.flat();
  const widths = [gutter - Math.min(...edges.map((s) => s.x0)), Math.max(...edges.map((s) => s.x1)) - gutter];
  for (const [k, side] of sides.entries()) {
    const written = side.filter((line) => line.length > 0);
    const filled = written.filter(
      (line) => line.length === 1 && line[0].x1 - line[0].x0 >= widths[k] * COLUMN_FILL,
    );
    if (filled.length * 2 < written.length) return null;
  }
  return sides.flatMap((side) => side.filter((line) => line.length > 0).map(joinSegments));
}

/**
 * A line's runs in reading order, cut into segments where a gap wider than `gap` font sizes or a
 * vertical rule parts two columns.
 */
function segments(runs, vertical, gap = COLUMN_GAP) {
  runs.sort((a, b) => a.x - b.x);
  const found = [];
  let current = null;
  const drawn = [];
  for (const run of runs) {
    // Producers fake bold type by drawing the same text again a fraction of a point aside.
    if (drawn.some((d) => d.str === run.str && Math.abs(d.x - run.x) < run.size * 0.3)) continue;
    drawn.push(run);
    const ruled =
      current !== null &&
      vertical.some((r) => r.y0 <= run.y && run.y <= r.y1 && current.x1 - 1 <= r.x && r.x <= run.x + 1);
    if (current === null || ruled || run.x - current.x1 > run.size * gap) {
      current = { runs: [], x0: run.x, x1: run.end, y: run.y, size: run.size };
      found.push(current);
    }
    current.runs.push(run);
    current.x1 = Math.max(current.x1, run.end);
  }
  return found;
}

function segmentText(segment) {
  let text = '';
  let end = Number.NaN;
  for (const run of segment.runs) {
    const gap = run.x - end;
    if (gap > run.size * 0.2 && !text.endsWith(' ') && !run.str.startsWith(' ')) text += ' ';
    text += run.str;
    end = Math.max(Number.isNaN(end) ? run.end : end, run.end);
  }
  return text.trim();
}

function joinSegments(list) {
  return list.map(segmentText).join('\t');
}

/** A cell of more lines is a page laid out with a table, not a table of figures: left as it reads. */
const CELL_LINES = 8;

/**
 * A line that opens a list item ('- phasage', '2.1 Méthodologie', 'a) ...'): in a table cell it keeps
 * its line break, where the cell's other lines continue the line (office.ts reads Word cells alike).
 */
export const LIST_ITEM =
  /^(?:[-•*–—o▪►→➢⮚❖✓]\s|\d{1,2}(?:\.\d{1,2})*\s*[.)-]\s|\d{1,2}(?:\.\d{1,2})+\s|[a-h]\)\s)/;

/**
 * The rows of the page's bordered tables: a segment lies in a cell when rules close it above, below
 * and on both sides; the cells that share their top rule make a row, when there are two at least.
 * Each segment of such a row maps to the row, whose text is its cells in order, parted by tabs (a
 * leading tab when a cell of a row above still spans it on the left).
 */
function tableRows(lines, horizontal, vertical) {
  const rows = new Map();
  if (horizontal.length === 0 || vertical.length === 0) return rows;
  // A table cut by the page's end (or going on from the page before) has no rule under its last row
  // (or over its first): the page's edge closes those cells.
  const ys = lines.flat().map((segment) => segment.y);
  const pageBottom = { y: Math.min(...ys) - 1 };
  const pageTop = { y: Math.max(...ys) + 1 };
  const cells = new Map();
  for (const lineSegments of lines) {
    for (const segment of lineSegments) {
      const mid = (segment.x0 + segment.x1) / 2;
      const top =
        nearest(
          horizontal,
          (r) => r.y > segment.y && r.x0 <= mid && mid <= r.x1,
          (r) => r.y - segment.y,
        ) ?? pageTop;
      const bottom =
        nearest(
          horizontal,
          (r) => r.y < segment.y && r.x0 <= mid && mid <= r.x1,
          (r) => segment.y - r.y,
        ) ?? pageBottom;
      const left = nearest(
        vertical,
        (r) => r.x <= segment.x0 + 1 && r.y0 <= segment.y && segment.y <= r.y1,
        (r) => segment.x0 - r.x,
      );
      const right = nearest(
        vertical,
        (r) => r.x >= segment.x1 - 1 && r.y0 <= segment.y && segment.y <= r.y1,
        (r) => r.x - segment.x1,
      );
      if (!top || !bottom || !left || !right) continue;
      const key = `${top.y.toFixed(1)}|${bottom.y.toFixed(1)}|${left.x.toFixed(1)}|${right.x.toFixed(1)}`;
      const cell = cells.get(key) ?? {
        top: top.y,
        bottom: bottom.y,
        left: left.x,
        right: right.x,
        segments: [],
      };
      cell.segments.push(segment);
      cells.set(key, cell);
    }
  }
  const byTop = new Map();
  for (const cell of cells.values()) {
    const key = cell.top.toFixed(1);
    byTop.set(key, [...(byTop.get(key) ?? []), cell]);
  }
  const all = [...cells.values()];
  const inCell = new Set(all.flatMap((cell) => cell.segments));
  const lineOf = new Map();
  lines.forEach((lineSegments, i) => {
    for (const segment of lineSegments) lineOf.set(segment, i);
  });
  for (const rowCells of byTop.values()) {
    if (rowCells.length < 2 || rowCells.some((cell) => cell.segments.length > CELL_LINES)) continue;
    rowCells.sort((a, b) => a.left - b.left);
    // Cells side by side, each beginning where the one before it ends (boxes one in another are no row).
    if (rowCells.some((cell, k) => k > 0 && cell.left < rowCells[k - 1].right - 1)) continue;
    // The row's lines hold nothing but table cells: a page laid out with a table stays as it reads.
    const at = rowCells.flatMap((cell) => cell.segments).map((segment) => lineOf.get(segment));
    const between = lines.slice(Math.min(...at), Math.max(...at) + 1).flat();
    if (between.some((segment) => !inCell.has(segment))) continue;
    const top = rowCells[0].top;
    const spanned = all.some(
      (cell) => cell.left < rowCells[0].left - 1 && cell.top > top + 0.5 && cell.bottom < top - 0.5,
    );
    const text = (spanned ? '\t' : '') + rowCells.map(cellText).join('\t');
    const ordered = rowCells.flatMap((cell) => cell.segments).sort((a, b) => b.y - a.y || a.x0 - b.x0);
    const row = { first: ordered[0], text };
    for (const segment of ordered) rows.set(segment, row);
  }
  return rows;
}

/** Rules of one table drawn without vertical ones: this close one under the other, three at least. */
const ROW_SPACING = 100;
const TABLE_RULES = 3;

/**
 * A table ruled across only (no vertical rule): its columns are the blank corridors that run from its
 * first rule to its last between the runs of every line, each made a vertical rule, with the table's
 * two sides. Prose between rules leaves no corridor and stays as it reads.
 */
function corridors(lines, horizontal) {
  const rules = [...horizontal].sort((a, b) => b.y - a.y);
  const tables = [];
  for (const rule of rules) {
    const last = tables[tables.length - 1];
    const previous = last?.[last.length - 1];
    // A row's rule may be drawn cell by cell: pieces that touch belong to the same table.
    const touches = last?.some((other) => rule.x0 <= other.x1 + 1 && other.x0 <= rule.x1 + 1);
    if (previous && touches && previous.y - rule.y <= ROW_SPACING) last.push(rule);
    else tables.push([rule]);
  }
  const found = [];
  for (const table of tables) {
    if (new Set(table.map((r) => r.y.toFixed(1))).size < TABLE_RULES) continue;
    const top = table[0].y;
    const bottom = table[table.length - 1].y;
    const x0 = Math.min(...table.map((r) => r.x0));
    const x1 = Math.max(...table.map((r) => r.x1));
    const inside = lines.flat().filter((r) => r.y < top && r.y > bottom && r.x >= x0 - 1 && r.end <= x1 + 1);
    if (inside.length === 0) continue;
    const spans = inside.map((r) => [r.x, r.end]).sort((a, b) => a[0] - b[0]);
    const gaps = [];
    let reach = spans[0][1];
    for (const [from, to] of spans.slice(1)) {
      if (from > reach + 1) gaps.push((reach + from) / 2);
      reach = Math.max(reach, to);
    }
    if (gaps.length === 0) continue;
    for (const x of [x0, ...gaps, x1]) found.push({ x, y0: bottom, y1: top });
  }
  return found;
}

function cellText(cell) {
  let text = '';
  for (const segment of cell.segments) {
    const part = segmentText(segment);
    if (text === '') text = part;
    // A word cut at the end of a line keeps its hyphen and its line break, as in the page.
    else text += LIST_ITEM.test(part) || /[A-Za-zÀ-ÿ]-$/.test(text) ? `\n${part}` : ` ${part}`;
  }
  return text;
}

function nearest(list, accept, distance) {
  let best = null;
  for (const item of list)
    if (accept(item) && (best === null || distance(item) < distance(best))) best = item;
  return best;
}
