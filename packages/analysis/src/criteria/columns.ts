import type { Label, RawItem } from './items';
import { acceptable, cleanLabel, lotsNamed, weightMatches } from './items';
import { parseDecimal } from './text';

/**
 * Criteria tables that the weight rules cannot read line by line, their cells parted by tabs or one
 * a line: a column per lot ('Critères | Lot 1 | Lot 2'), a row per lot ('Lot | Prix | Qualité'), or a
 * table read column by column (its labels, then its weights).
 */

interface Cell {
  text: string;
  at: number;
}

/** 'Lot 3', 'Lots 1, 2 et 4': the lot or lots a cell heads. */
const LOT_CELL = /^lots?\s*(?:n\s*[°º]\s*)?(\d{1,3}(?:\s*(?:,|et|à|-)\s*\d{1,3})*)\b/i;
/** A table's 'Total' row states the whole: it is no criterion. */
const TOTAL = /^total\b/i;
/** A dash where a lot does without a criterion. */
const NOT_APPLICABLE = /^[-–—/]$|^(?:sans objet|néant|n\/a)$/i;
const BARE_WEIGHT = /^\(?(\d{1,3}(?:[.,]\d{1,2})?)\)?$/;

function cellsOf(text: string): Cell[] {
  const cells: Cell[] = [];
  for (const m of text.matchAll(/[^\t\n]+/g)) {
    const trimmed = m[0].trim();
    if (trimmed !== '') cells.push({ text: trimmed, at: m.index + m[0].indexOf(trimmed) });
  }
  return cells;
}

/** An item of a criteria table: a clean 'label : weight' of its lot. */
function tableItem(
  label: Label,
  { weight, unit }: { weight: number; unit: RawItem['unit'] },
  at: number,
  lot: string | null,
): RawItem {
  return {
    label: label.label,
    details: label.details,
    weight,
    unit,
    at,
    lot,
    depth: label.depth,
    parentAt: null,
    clean: true,
  };
}

/** A weight with its unit opening a cell that goes on to say what it rates ('30 points qualité, durabilité'). */
const OPENING_WEIGHT = /^(\d{1,3}(?:[.,]\d{1,2})?)\s*(%|points?|pts)\s+[a-zà-ÿ(]/;

/**
 * The weight a cell holds and nothing else ('40 %', 'coefficient 5', '40'), or opens with before its
 * wording, or null.
 */
function cellWeight(cell: Cell): { weight: number; unit: RawItem['unit'] } | null {
  const bare = BARE_WEIGHT.exec(cell.text);
  if (bare) return { weight: parseDecimal(bare[1]!), unit: '' };
  const opening = OPENING_WEIGHT.exec(cell.text);
  if (opening) return { weight: parseDecimal(opening[1]!), unit: opening[2] === '%' ? '%' : 'points' };
  const found = weightMatches(cell.text);
  const only = found.length === 1 ? found[0]! : null;
  if (!only || cell.text.length - (only.end - only.start) > 3) return null;
  return { weight: only.weight, unit: only.unit };
}

/**
 * Whether the cells from `at` are a row: a label, then one weight for each of `lots` lots, or a
 * dash where a lot does without the criterion.
 */
function rowAt(cells: Cell[], at: number, lots: number): boolean {
  const label = cells[at];
  if (!label || cellWeight(label) || LOT_CELL.test(label.text) || !acceptable(cleanLabel(label.text).label))
    return false;
  const row = cells.slice(at + 1, at + 1 + lots);
  return (
    row.length === lots &&
    row.every((cell) => cellWeight(cell) || NOT_APPLICABLE.test(cell.text)) &&
    row.some((cell) => cellWeight(cell))
  );
}

/** The lots of a header starting at `start` ('Lot 1', its title, 'Lot 2'...), and where its rows begin. */
function headerAt(cells: Cell[], start: number): { lots: string[]; next: number } {
  const lots: string[] = [];
  let next = start;
  while (next < cells.length) {
    const lot = LOT_CELL.exec(cells[next]!.text);
    if (!lot) break;
    lots.push(lotsNamed(lot[1]!));
    next += 1;
    const title = cells[next];
    const titled =
      title &&
      !LOT_CELL.test(title.text) &&
      !cellWeight(title) &&
      (LOT_CELL.test(cells[next + 1]?.text ?? '') || rowAt(cells, next + 1, lots.length));
    if (titled) next += 1;
  }
  // The lots' titles on a line of their own under their numbers ('Lot 1 | Lot 2', then 'Critères |
  // Textiles | Chaussures').
  const titles = cells.slice(next + 1, next + 1 + lots.length);
  if (
    LABELS_HEADER.test(cells[next]?.text ?? '') &&
    titles.length === lots.length &&
    titles.every((cell) => !cellWeight(cell) && !LOT_CELL.test(cell.text)) &&
    rowAt(cells, next + 1 + lots.length, lots.length)
  )
    next += 1 + lots.length;
  return { lots, next };
}

/**
 * The items of each table of the text that weighs the criteria a column per lot ('Critères | Lot 1
 * | Lot 2', then 'Prix | 40 % | 60 %'; a lot's title may follow its number: 'Lot 1' / 'Espaces
 * verts'), every lot's items in one list.
 */
export function lotColumnItems(text: string): RawItem[][] {
  const cells = cellsOf(text);
  const tables: RawItem[][] = [];
  for (let i = 0; i < cells.length; i += 1) {
    if (!LOT_CELL.test(cells[i]!.text) || LOT_CELL.test(cells[i - 1]?.text ?? '')) continue;
    const { lots, next } = headerAt(cells, i);
    if (lots.length < 2 || new Set(lots).size !== lots.length) continue;
    const items: RawItem[] = [];
    let row = next;
    while (rowAt(cells, row, lots.length)) {
      const label = cleanLabel(cells[row]!.text);
      lots.forEach((lot, k) => {
        const cell = cells[row + 1 + k]!;
        const weight = cellWeight(cell);
        if (weight && weight.weight !== 0 && !TOTAL.test(label.label))
          items.push(tableItem(label, weight, cell.at, lot));
      });
      row += lots.length + 1;
      // A column of remarks after the lots' ('Éléments d'appréciation'): its cell is no row.
      const remark = cells[row];
      if (
        remark &&
        !cellWeight(remark) &&
        !rowAt(cells, row, lots.length) &&
        rowAt(cells, row + 1, lots.length)
      )
        row += 1;
    }
    if (items.length >= 2 * lots.length) tables.push(items);
    i = row - 1;
  }
  return tables;
}

const LABELS_HEADER =
  /^(?:crit[èe]res?(?:\s*(?:\/|et)\s*sous-crit[èe]res?)?|libell[ée]s?|d[ée]signation)(?:\s+d'attribution)?\s*:?$/i;
/** A weight column's heading cell. */
export const WEIGHTS_HEADER =
  /^(?:(?:pond[ée]rations?|points?|coefficients?|poids|notes? maximales?)(?:\s*\(%\))?\s*:?|%)$/i;

/**
 * A table read column by column: 'Critères', its labels one a line (after their rows' numbers, when a
 * column of them comes first), then 'Pondération' and as many weights, each with the label of its rank.
 */
export function columnWiseItems(text: string): RawItem[][] {
  const cells = cellsOf(text);
  const tables: RawItem[][] = [];
  for (let i = 0; i < cells.length; i += 1) {
    if (!LABELS_HEADER.test(cells[i]!.text)) continue;
    // A column of row numbers printed before the labels ('N°', 'Critère', '1', '2', '3', 'Prix' ...).
    let first = i + 1;
    while (first < cells.length && cells[first]!.text === String(first - i)) first += 1;
    let middle = first;
    while (middle < cells.length && !WEIGHTS_HEADER.test(cells[middle]!.text)) {
      const cell = cells[middle]!;
      if (cellWeight(cell) || LOT_CELL.test(cell.text) || !acceptable(cleanLabel(cell.text).label)) break;
      middle += 1;
    }
    const labels = cells.slice(first, middle);
    if (first > i + 1 && labels.length !== first - i - 1) continue;
    const columns = labels.length >= 2 ? lotColumns(cells, middle, labels) : null;
    if (columns) {
      tables.push(columns);
      continue;
    }
    const weights = cells.slice(middle + 1, middle + 1 + labels.length);
    if (
      labels.length < 2 ||
      !WEIGHTS_HEADER.test(cells[middle]?.text ?? '') ||
      weights.length < labels.length ||
      !weights.every((cell) => cellWeight(cell) !== null)
    )
      continue;
    tables.push(
      labels.map((cell, k) => tableItem(cleanLabel(cell.text), cellWeight(weights[k]!)!, cell.at, null)),
    );
  }
  return tables;
}

/** The text's lines as cells parted by tabs, each with where it starts. */
function tabLines(text: string): { cells: string[]; at: number }[] {
  let at = 0;
  return text.split('\n').map((line) => {
    const row = { cells: line.split('\t').map((cell) => cell.trim()), at };
    at += line.length + 1;
    return row;
  });
}

/** A weight column's heading that a table may also give as 'Note'. */
const WEIGHT_COLUMN = (cell: string) => WEIGHTS_HEADER.test(cell) || /^notes?$/i.test(cell);

/**
 * A table whose weight column is not its last ('Critère | Note | Mode d'évaluation', then 'Prix | 50 |
 * Montant du DQE ...'), its cells parted by tabs: each row's wording and weight, from the columns the
 * heading names, while the rows keep the heading's cells (those after the weight may be left out).
 */
export function headedColumnItems(text: string): RawItem[][] {
  const tables: RawItem[][] = [];
  const lines = tabLines(text);
  for (const [i, { cells: header }] of lines.entries()) {
    const label = header.findIndex((cell) => LABELS_HEADER.test(cell));
    const weight = header.findIndex(WEIGHT_COLUMN);
    if (label < 0 || weight < 0 || weight === header.length - 1) continue;
    const items: RawItem[] = [];
    for (const { cells, at } of lines.slice(i + 1)) {
      // A row may leave out the cells after its weight ('2.1 Qualité | 20' under 'Prix | 40 | Montant').
      const found =
        cells.length > weight && cells.length <= header.length
          ? cellWeight({ text: cells[weight]!, at: 0 })
          : null;
      const wording = cleanLabel(cells[label] ?? '');
      if (!found || !acceptable(wording.label)) break;
      if (!TOTAL.test(wording.label) && found.weight !== 0) items.push(tableItem(wording, found, at, null));
    }
    if (items.length >= 2) tables.push(items);
  }
  return tables;
}

const LOT_ROW = /^(?:lots?\s*(?:n\s*[°º]\s*)?)?(\d{1,3})\b/i;
const TITLE_COLUMN = /^(?:intitul[ée]s?|d[ée]signations?|objets?|libell[ée]s?|titres?)$/i;
/** A cell that weighs and says more: '30 (dégustation et fiches techniques)', '20 – Circuits courts'. */
const DESCRIBED_CELL = /^(\d{1,3}(?:[.,]\d{1,2})?)\s*(%|points?|pts)?\s*(?:\(([^()]+)\)|[-–—:]\s*(.+))$/i;

/** A lot row's cell: its weight, and the details or the criterion's own name it gives. */
function rowCell(
  text: string,
): { weight: number; unit: RawItem['unit']; label?: Label; details?: string } | null {
  const plain = cellWeight({ text, at: 0 });
  if (plain) return plain;
  const described = DESCRIBED_CELL.exec(text);
  if (!described) return null;
  const weight = parseDecimal(described[1]!);
  const unit = described[2] ? (described[2] === '%' ? '%' : 'points') : '';
  if (described[3] !== undefined) return { weight, unit, details: described[3] };
  const label = cleanLabel(described[4]!);
  return acceptable(label.label) ? { weight, unit, label } : null;
}

/**
 * The same read column by column with a column per lot: after the labels, 'Lot 1' (maybe its title)
 * and a weight or a dash for each label, then 'Lot 2'...; a 'Total' row states the whole. Null
 * unless two lots at least have all their cells.
 */
function lotColumns(cells: Cell[], from: number, labels: Cell[]): RawItem[] | null {
  const items: RawItem[] = [];
  const lots = new Set<string>();
  const weighs = (cell: Cell | undefined) =>
    cell !== undefined && (NOT_APPLICABLE.test(cell.text) || cellWeight(cell));
  let at = from;
  for (let lot = LOT_CELL.exec(cells[at]?.text ?? ''); lot; lot = LOT_CELL.exec(cells[at]?.text ?? '')) {
    const first = weighs(cells[at + 1]) ? at + 1 : at + 2;
    const column = cells.slice(first, first + labels.length);
    if (column.length < labels.length || !column.every(weighs)) break;
    labels.forEach((label, k) => {
      const weight = NOT_APPLICABLE.test(column[k]!.text) ? null : cellWeight(column[k]!);
      if (weight && weight.weight !== 0 && !TOTAL.test(label.text))
        items.push(tableItem(cleanLabel(label.text), weight, column[k]!.at, lotsNamed(lot![1]!)));
    });
    lots.add(lotsNamed(lot[1]!));
    at = first + labels.length;
  }
  return lots.size >= 2 ? items : null;
}

/**
 * A table whose lot cell spans the rows of its criteria: 'Lot | Intitulé | Critère | Pondération',
 * then 'Lot 1 | Dommages aux biens | Tarification | 40 %' and '| | Étendue des garanties | 40 %' (the
 * merged cells left empty); each row's criterion is its last cell but one, its weight its last.
 */
export function lotSpanItems(text: string): RawItem[][] {
  const tables: RawItem[][] = [];
  const lines = tabLines(text);
  for (const [i, { cells: header }] of lines.entries()) {
    if (header.length < 3 || !/^lots?$/i.test(header[0]!) || !WEIGHT_COLUMN(header[header.length - 1]!))
      continue;
    const items: RawItem[] = [];
    let lot: string | null = null;
    for (const { cells, at } of lines.slice(i + 1)) {
      if (items.length === 0 && cells.join('') === '') continue;
      // The empty cells under a merged one may have run into one tab: a carried-on row is shorter.
      const named = LOT_CELL.exec(cells[0]!);
      if (named && cells.length === header.length) lot = lotsNamed(named[1]!);
      else if (cells[0] !== '' || lot === null || cells.length < 3) break;
      const weight = cellWeight({ text: cells[cells.length - 1]!, at });
      const label = cleanLabel(cells[cells.length - 2]!);
      if (!weight || !acceptable(label.label)) break;
      items.push(tableItem(label, weight, at, lot));
    }
    if (new Set(items.map((item) => item.lot)).size >= 2) tables.push(items);
  }
  return tables;
}

/**
 * A table with a row per lot and a column per criterion: 'Lot | Prix | Qualité | Développement
 * durable', then '1 - Fruits et légumes | 40 % | 45 % | 15 %'; a dash where a lot does without a
 * criterion. Its cells parted by tabs.
 */
export function lotRowItems(text: string): RawItem[][] {
  const tables: RawItem[][] = [];
  const lines = tabLines(text);
  for (const [i, { cells: header }] of lines.entries()) {
    if (header.length < 3 || !/^lots?$/i.test(header[0]!)) continue;
    // A column of the lots' titles ('Intitulé') weighs nothing.
    const titled = TITLE_COLUMN.test(header[1]!) ? 2 : 1;
    const labels = header.slice(titled).map((cell) => cleanLabel(cell));
    if (labels.length < 2 || !labels.every((label) => acceptable(label.label))) continue;
    const items: RawItem[] = [];
    for (const { cells, at } of lines.slice(i + 1)) {
      // The rule of a Markdown table under its heading is left as an empty line.
      if (items.length === 0 && cells.join('') === '') continue;
      // 'Lots 1 à 10': each lot the row names.
      const named = LOT_CELL.exec(cells[0] ?? '');
      const lot = named ? lotsNamed(named[1]!) : LOT_ROW.exec(cells[0] ?? '')?.[1];
      if (!lot || cells.length !== header.length) break;
      const weights = cells.slice(titled).map((cell) => (NOT_APPLICABLE.test(cell) ? 0 : rowCell(cell)));
      if (weights.some((weight) => weight === null)) break;
      weights.forEach((weight, k) => {
        if (weight === 0 || weight === null) return;
        const label = weight.label ?? { ...labels[k]!, details: weight.details ?? labels[k]!.details };
        items.push(tableItem(label, weight, at, lot));
      });
    }
    if (new Set(items.map((item) => item.lot)).size >= 2) tables.push(items);
  }
  return tables;
}
