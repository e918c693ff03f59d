import { criterionNameOf, isNamedCriterion } from './categories';
import type { RawItem } from './items';
import { frenchNumber } from './text';

export interface CriterionNode {
  item: RawItem;
  subs: RawItem[];
}

export interface CriteriaTree {
  tops: CriterionNode[];
  /** The top-level weights add up to 100 (percent or points), or to the total the text states. */
  complete: boolean;
  /** The total the text states ('notés sur un total de 60'), when it is not 100. */
  total?: number;
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.05;
export const sum = (items: readonly { weight: number }[]) =>
  items.reduce((total, item) => total + item.weight, 0);

/** Points on 1 000: a whole that tenders use without always stating it beside the criteria. */
export const THOUSAND = 1000;

/** Wholes other than 100 that weights without unit make: decimals on 1, notes or coefficients on 10 or 20. */
export const NOTE_SCALES = [1, 10, 20];

/** A sub-criteria weight sums to its parent's weight, or is a note scale inside it (on 100, 10, 20). */
export function subsCloseAt(parent: RawItem, subSum: number): boolean {
  return [parent.weight, 100, 10, 20].some((total) => close(subSum, total));
}

/**
 * Flat label 'Valeur technique : Organisation' under an item labelled 'Valeur technique', or its
 * parent's name as label and its own in the details ('- Valeur technique : Méthodologie : 45 %' after
 * '- Valeur technique : 70 %', as notices list sub-criteria, right under it): the sub-criterion is
 * named by what follows its parent's name.
 */
function foldNamedSubs(items: RawItem[]): RawItem[] {
  const tops: RawItem[] = [];
  const out: RawItem[] = [];
  for (const item of items) {
    const label = item.label.toLowerCase();
    const prefixed = tops.find(
      (top) =>
        label.startsWith(`${top.label.toLowerCase()} :`) || label.startsWith(`${top.label.toLowerCase()}:`),
    );
    const last = tops[tops.length - 1];
    const repeated =
      last && label === last.label.toLowerCase() && item.details !== '' && item.weight < last.weight
        ? last
        : undefined;
    if (prefixed && prefixed.lot === item.lot) {
      out.push({
        ...item,
        label: item.label.slice(item.label.indexOf(':') + 1).trim(),
        parentAt: prefixed.at,
      });
    } else if (repeated && repeated.lot === item.lot) {
      const colon = item.details.indexOf(':');
      out.push({
        ...item,
        label: (colon > 0 ? item.details.slice(0, colon) : item.details).trim(),
        details: colon > 0 ? item.details.slice(colon + 1).trim() : '',
        parentAt: repeated.at,
      });
    } else {
      tops.push(item);
      out.push(item);
    }
  }
  return out;
}

/** A sub-criterion under a parent, one of them the price and the other named as something else. */
export function priceMixed(parent: RawItem, sub: RawItem): boolean {
  const parentName = criterionNameOf(parent.label);
  const subName = criterionNameOf(sub.label);
  if (subName === 'Financier') return parentName !== 'Financier';
  return parentName === 'Financier' && isNamedCriterion(sub.label);
}

/** The cost of sub-criteria whose weights add up to less than their criterion's (see withShortSubs). */
const SHORT_SUBS = 40;
/** Whether trees may close on such sub-criteria; whether a tree searched without could have. */
let shortSubs = false;
let shortSeen = false;

/**
 * `read`, or when its result is not `whole`, `read` again with trees whose sub-criteria may add up to
 * less than their criterion ('Valeur technique /45' over '/25' and '/15', the tender's own slip) if
 * that one is: such a tree never stands in for a reading that adds up. The second reading is run only
 * when the first met such sub-criteria.
 */
export function withShortSubs<T>(read: () => T, whole: (result: T) => boolean): T {
  shortSeen = false;
  const first = read();
  if (whole(first) || !shortSeen) return first;
  shortSubs = true;
  try {
    const second = read();
    return whole(second) ? second : first;
  } finally {
    shortSubs = false;
  }
}

/** Rows before a criterion's merged cell that may be its first sub-criteria, at the most. */
const ADOPTED = 3;

interface Search {
  best: { tops: CriterionNode[]; cost: number } | null;
  steps: number;
}

/**
 * Places a flat list of weights in a tree whose top level adds up to 100: a run of items after a
 * criterion that adds up to its weight (or to a note scale) are its sub-criteria, and a weight
 * restated for a criterion already listed is dropped. Without such a tree, the list stays flat.
 */
/** The cost of sub-criteria detailed after the price, under the criterion listed before it. */
const PRICE_BETWEEN = 4;

function searchTree(items: RawItem[], total: number): CriterionNode[] | null {
  const search: Search = { best: null, steps: 0 };
  const walk = (i: number, tops: CriterionNode[], subSum: number, cost: number): void => {
    if (++search.steps > 20000) return;
    if (search.best && cost >= search.best.cost) return;
    const current = tops[tops.length - 1];
    const topSum = sum(tops.map((node) => node.item));
    if (topSum > total + 0.05) return;
    // A lone sub-criterion is no share-out: it must restate its parent's weight.
    const currentShared =
      !current ||
      current.subs.length === 0 ||
      (current.subs.length === 1 ? close(subSum, current.item.weight) : subsCloseAt(current.item, subSum));
    const short = !currentShared && current.subs.length >= 2 && subSum < current.item.weight;
    shortSeen ||= short;
    const currentClosed = currentShared || (shortSubs && short);
    const closing = shortSubs && short ? SHORT_SUBS : 0;
    if (i === items.length) {
      if (currentClosed && close(topSum, total) && !(search.best && cost + closing >= search.best.cost))
        search.best = { tops: tops.map((n) => ({ item: n.item, subs: [...n.subs] })), cost: cost + closing };
      return;
    }
    const item = items[i]!;
    if (currentClosed) walk(i + 1, [...tops, { item, subs: [] }], 0, cost + closing);
    // A criterion's merged cell printed in the middle of its sub-criteria's rows ('Méthodologie 25 %',
    // 'Moyens 15 %', then 'Valeur technique (60 %)', 'Planning 10 %', ...): the rows just before it are
    // its first sub-criteria, an unlikely reading tried only at a cost.
    for (let m = 1; currentClosed && m <= Math.min(ADOPTED, tops.length); m += 1) {
      const adopted = tops.slice(-m);
      const adoptedSum = sum(adopted.map((node) => node.item));
      if (
        adopted.some((node) => node.subs.length > 0 || priceMixed(item, node.item)) ||
        criterionNameOf(item.label) === 'Financier' ||
        adoptedSum >= item.weight - 0.05
      )
        break;
      walk(
        i + 1,
        [...tops.slice(0, -m), { item, subs: adopted.map((node) => node.item) }],
        adoptedSum,
        cost + closing + 3 + m,
      );
    }
    if (current && subSum + item.weight <= Math.max(current.item.weight, 100) + 0.05) {
      // The price is a criterion of its own: under another criterion, or over one that names
      // something else ('Valeur technique' under 'Prix'), it is an unlikely reading.
      const priceUnder = priceMixed(current.item, item);
      walk(
        i + 1,
        [...tops.slice(0, -1), { item: current.item, subs: [...current.subs, item] }],
        subSum + item.weight,
        cost + (priceUnder ? 10 : 1),
      );
    }
    // 'Valeur technique ... 12 points', 'Prix ... 8 points', then the technical value's share-out
    // ('- méthodologie : 5 points ; ...'): the items after the price detail the criterion before it.
    const before = tops[tops.length - 2];
    if (
      current &&
      before &&
      current.subs.length === 0 &&
      before.subs.length === 0 &&
      criterionNameOf(current.item.label) === 'Financier' &&
      !priceMixed(before.item, item) &&
      item.weight < before.item.weight - 0.05
    )
      walk(
        i + 1,
        [...tops.slice(0, -2), current, { item: before.item, subs: [item] }],
        item.weight,
        cost + PRICE_BETWEEN,
      );
    const restates = tops.some(
      (node) =>
        close(node.item.weight, item.weight) &&
        criterionNameOf(node.item.label) === criterionNameOf(item.label),
    );
    if (restates) walk(i + 1, tops, subSum, cost + 5);
  };
  walk(0, [], 0, 0);
  return search.best?.tops.sort((a, b) => a.item.at - b.item.at) ?? null;
}

/**
 * '1.', '1.1', '1.1.1': a third level details the sub-criterion above it; its wording and weight go
 * to that sub-criterion's details so the sub-criteria still add up to their parent.
 */
function byNumbering(items: RawItem[]): CriterionNode[] {
  const tops: CriterionNode[] = [];
  for (const item of items) {
    // 'B1 - Méthode', listed after 'C - Développement durable', is under 'B - Valeur technique'.
    const coded =
      item.code?.length === 1 ? undefined : tops.findLast((top) => top.item.code === item.code?.[0]);
    const parent = coded ?? tops[tops.length - 1];
    const sub = parent?.subs[parent.subs.length - 1];
    if (sub && item.depth !== null && item.depth > 2) {
      parent!.subs[parent!.subs.length - 1] = {
        ...sub,
        details: [sub.details, `${item.label} (${frenchNumber(item.weight)})`]
          .filter((part) => part !== '')
          .join(' ; '),
      };
    } else if (parent && item.depth !== null && item.depth > 1) parent.subs.push(item);
    else tops.push({ item, subs: [] });
  }
  return tops;
}

/**
 * '1. Prix', '2. Valeur technique', 'a) Méthode': letters under figures are one level below the
 * figure above them ('1.1 Méthodologie' then 'a) phasage' are the third level); the letters of one
 * list stay at one level, whatever is listed under each of them ('a) Prix', 'b) Qualité' over dashes,
 * 'c) Délais').
 */
function withLetterDepth(items: RawItem[]): RawItem[] {
  let figure: number | null = null;
  /** The depth of the letters of the current run: an item deeper than them ('–' under 'b)') heads none. */
  let letters: number | null = null;
  return items.map((item) => {
    if (!item.lettered) {
      if (item.depth !== null && (letters === null || item.depth < letters)) {
        figure = item.depth;
        letters = null;
      }
      return item;
    }
    letters ??= figure === null ? (item.depth ?? 1) : figure + 1;
    return { ...item, depth: letters };
  });
}

/**
 * The shallowest level listed is the top level ('Sous-critère 1', '2' alone are the criteria; the
 * articles '5.2.2 Valeur technique', '5.2.3 Prix' when the list opens with them).
 */
function fromTopLevel(items: RawItem[]): RawItem[] {
  const numbered = items.filter((item) => item.depth !== null).map((item) => item.depth!);
  if (numbered.length === 0) return items;
  // Under criteria without numbering ('Critère n°1 – ...'), numbered items ('11.1.1 ...') are one
  // level down, whatever their number's length.
  const top = items[0]?.depth === null ? Math.min(...numbered) - 1 : Math.min(...numbered);
  if (!(top > 0) || top === 1) return items;
  return items.map((item) => (item.depth === null ? item : { ...item, depth: item.depth - top + 1 }));
}

/**
 * Items under a criterion that do not add up to it, none of them as heavy, and no first ones that do
 * (those are its sub-criteria, a scale's rates may follow them: '(25 %)', '(50 %)').
 */
const overrun = (parent: RawItem, run: RawItem[]) =>
  run.every((item) => item.weight < parent.weight) &&
  !run.some((_, k) => k >= 1 && close(sum(run.slice(0, k + 1)), parent.weight));

/**
 * Items without numbering under a numbered criterion ('5.2.2 Valeur technique (60 %)', then the rows
 * of its sub-criteria's table, 25, 20 and 15 points) are its sub-criteria when they share it out, or
 * when the numbered criteria make 100 by themselves; a first one that restates it ('La valeur
 * technique est notée sur 60 points') is left out.
 */
function withUnnumberedSubs(items: RawItem[]): RawItem[] {
  const out: RawItem[] = [];
  // Numbered criteria that make 100 between them give the tree by their numbering: the items listed
  // under one are its sub-criteria even when they do not add up to it (the summary says so).
  const numbered = items.filter((item) => item.depth === 1);
  const numberedWhole = numbered.length >= 2 && close(sum(numbered), 100);
  for (let i = 0; i < items.length;) {
    const parent = items[i]!;
    let end = i + 1;
    while (end < items.length && items[end]!.depth === null) end += 1;
    let run = items.slice(i + 1, end);
    const restated =
      run[0] !== undefined &&
      run[0].label.toLowerCase() === parent.label.toLowerCase() &&
      close(run[0].weight, parent.weight);
    if (restated) run = run.slice(1);
    // One row alone under its criterion details it when it carries the criterion's whole weight and
    // speaks of the same thing ('3. Délais 10 %' over 'Délai de remise à disposition du linge 10 %').
    const shares =
      parent.depth === 1 &&
      (run.length >= 2
        ? subsCloseAt(parent, sum(run)) || (numberedWhole && overrun(parent, run))
        : run.length === 1 &&
          close(run[0]!.weight, parent.weight) &&
          criterionNameOf(run[0]!.label) === criterionNameOf(parent.label));
    out.push(parent, ...(shares ? run.map((item) => ({ ...item, depth: 2 })) : items.slice(i + 1, end)));
    i = end;
  }
  return out;
}

const COEFFICIENT_SUBS = 2;

/**
 * `whole` shared out in proportion to `parts`, to the hundredth: the shares add up to `whole` exactly,
 * the largest remainders taking the hundredths that rounding down leaves.
 */
export function sharesOf(parts: number[], whole: number): number[] {
  const hundredths = Math.round(whole * 100);
  const total = parts.reduce((whole, part) => whole + part, 0);
  const exact = parts.map((part) => (hundredths * part) / total);
  const shares = exact.map((value) => Math.floor(value + 1e-9));
  const left = hundredths - shares.reduce((given, share) => given + share, 0);
  // Remainders equal but for rounding noise go to the larger part first.
  const byRemainder = exact
    .map((value, k) => ({ k, rest: Math.round((value - shares[k]!) * 1e6) }))
    .sort((a, b) => b.rest - a.rest || parts[b.k]! - parts[a.k]!);
  for (const { k } of byRemainder.slice(0, left)) shares[k]! += 1;
  return shares.map((share) => share / 100);
}

/**
 * 'Valeur technique : 60 %' then 'méthodologie (coefficient 2)', 'moyens (coefficient 1)': the
 * coefficients share out their criterion's weight (40 and 20). Shares are given to the hundredth,
 * rounded by largest remainder so that they still add up to the criterion's weight, and each
 * sub-criterion's details show the fraction it was computed from.
 */
function coefficientShares(items: RawItem[]): RawItem[] {
  const out: RawItem[] = [];
  for (let i = 0; i < items.length;) {
    const parent = items[i]!;
    let end = i + 1;
    while (end < items.length && items[end]!.unit === 'coefficient' && items[end]!.lot === parent.lot)
      end += 1;
    const run = items.slice(i + 1, end);
    out.push(parent);
    if (parent.unit === 'coefficient' || run.length < COEFFICIENT_SUBS) {
      i += 1;
      continue;
    }
    const coefficients = sum(run);
    const shares = sharesOf(
      run.map((sub) => sub.weight),
      parent.weight,
    );
    run.forEach((sub, k) => {
      const rounded = shares[k]! !== (parent.weight * sub.weight) / coefficients;
      const fraction = `coefficient ${frenchNumber(sub.weight)} sur ${frenchNumber(coefficients)}, soit ${frenchNumber(sub.weight)}/${frenchNumber(coefficients)} de ${frenchNumber(parent.weight)}${rounded ? ', arrondi au centième' : ''}`;
      out.push({
        ...sub,
        weight: shares[k]!,
        unit: parent.unit,
        parentAt: parent.at,
        details: [sub.details, `Pondération déduite du ${fraction}.`]
          .filter((part) => part !== '')
          .join(' ; '),
      });
    });
    i = end;
  }
  return out;
}

/** 'Total valeur technique : 60 points', 'Sous-total critère technique' closing the lines it adds up. */
const SUBTOTAL = /^(?:sous-)?total\s+(?:(?:de la|du|des|de l')\s*)?(?=[A-Za-zÀ-ÿ])/i;

/**
 * Sub-criteria listed first and their criterion after them, as a (sub-)total line: the lines just
 * before it that add up to its weight are its sub-criteria, and it is named without 'Total'.
 */
function subtotals(items: RawItem[]): RawItem[] {
  const out = [...items];
  out.forEach((item, i) => {
    const lead = SUBTOTAL.exec(item.label);
    if (!lead) return;
    let total = 0;
    for (let start = i - 1; start >= 0; start -= 1) {
      const sub = out[start]!;
      if (sub.parentAt !== null || sub.lot !== item.lot || SUBTOTAL.test(sub.label)) break;
      total += sub.weight;
      if (Math.abs(total - item.weight) < 0.05 && i - start >= 2) {
        out[i] = { ...item, label: item.label.slice(lead[0].length) };
        for (let k = start; k < i; k += 1) out[k] = { ...out[k]!, parentAt: item.at };
        return;
      }
      if (total > item.weight) break;
    }
  });
  return out;
}

/**
 * Sub-criteria detailed after the list of criteria fall under its last criterion; when they do not add
 * up to its weight (nor to 100 of it) but to the weight of exactly one other criterion without
 * sub-criteria, other than the price, they are that criterion's ('Valeur technique : 40 %', then
 * 'Performance environnementale : 15 %', then '2.1 ... 15', '2.2 ... 15', '2.3 ... 10').
 */
function withSubsOfTheirSum(tops: CriterionNode[]): CriterionNode[] {
  const last = tops[tops.length - 1];
  if (!last || last.subs.length < 2 || last.item.unstated) return tops;
  const total = sum(last.subs);
  if (subsCloseAt(last.item, total)) return tops;
  const owners = tops.filter(
    (node) =>
      node !== last &&
      node.subs.length === 0 &&
      close(node.item.weight, total) &&
      criterionNameOf(node.item.label) !== 'Financier',
  );
  if (owners.length !== 1) return tops;
  return tops.map((node) =>
    node === owners[0]
      ? { item: node.item, subs: last.subs }
      : node === last
        ? { item: last.item, subs: [] }
        : node,
  );
}

/** A sub-criteria table's last row that totals them ('Total valeur technique ... 40'): no sub-criterion. */
function withoutTotalRow(node: CriterionNode): CriterionNode {
  const last = node.subs[node.subs.length - 1];
  if (!last || !/^total\b/i.test(last.label)) return node;
  const others = node.subs.slice(0, -1);
  return close(sum(others), last.weight) ? { item: node.item, subs: others } : node;
}

/**
 * A table's heading cell over numbered sub-criteria ('1. Valeur technique' | '1.1 ...' | 30 %) weighs
 * their sum in the reading's checks; its weight stays unstated, as the tender leaves it.
 */
function summed(node: CriterionNode): CriterionNode {
  if (!node.item.unstated || node.item.weight !== 0 || node.subs.length === 0) return node;
  return { item: { ...node.item, weight: sum(node.subs) }, subs: node.subs };
}

export function buildTree(all: RawItem[]): CriteriaTree {
  const items = foldNamedSubs(
    withUnnumberedSubs(fromTopLevel(withLetterDepth(subtotals(coefficientShares(all))))),
  );
  const nested = items.filter((item) => item.parentAt !== null);
  const free = items.filter((item) => item.parentAt === null);
  const attach = (tops: CriterionNode[]): CriterionNode[] =>
    tops.map((node) => ({
      item: node.item,
      // In the order the text gives them, those it nests by a bracket or a heading among the others.
      subs: [...node.subs, ...nested.filter((n) => n.parentAt === node.item.at)].sort((a, b) => a.at - b.at),
    }));
  // Coefficients ('Prix : coefficient 3') weigh against each other: they add up to anything.
  // Bare numbers that add up to 10 (or 1, or 20) weigh against each other too: a table's column of
  // coefficients ('Coefficient' | 5 | 3 | 1,5 | 0,5).
  const coefficients =
    items.length > 1 &&
    (items.every((item) => item.unit === 'coefficient') ||
      (items.every((item) => item.unit === '') && NOTE_SCALES.some((total) => close(sum(items), total))));
  const stated = items.find((item) => item.total !== undefined)?.total;
  // A total stated once may be the rating scale of weights in percent: 100 is tried next; bare
  // numbers with sub-criteria may make a note scale at the top level ('Prix : 0,50', 'Valeur
  // technique : 0,35' over '0,15', '0,12', '0,08', 'Environnement : 0,15').
  const bare = items.every((item) => item.unit === '') ? NOTE_SCALES : [];
  // Points on 20 or 10 that the text does not state ('La valeur technique est notée sur 12 points ...',
  // 'Le prix est noté sur 8 points ...'): a note scale when the price is one of the criteria.
  const pointScales = items.every((item) => item.unit === 'points') ? [10, 20] : [];
  // Criteria weighted by coefficients over sub-criteria in points ('Valeur technique : coefficient 5',
  // then '(noté sur 8)', '(noté sur 8)', '(noté sur 4)'): the coefficients make their own whole.
  const coefficientItems = items.filter((item) => item.unit === 'coefficient');
  const ofCoefficients = coefficientItems.length >= 2 ? [sum(coefficientItems)] : [];
  // Coefficients over coefficients ('Valeur technique (coefficient 5) :' over '- ergonomie
  // (coefficient 2)') make their whole at the top level, numbered or bulleted.
  const topLevel = sum(free.filter((item) => (item.depth ?? 1) <= 1));
  const totals = coefficients
    ? [...new Set([sum(items), topLevel])]
    : [...new Set([stated ?? 100, 100, ...bare, ...pointScales, ...ofCoefficients, THOUSAND])];
  // Numbering gives the tree whatever the total; only a search for a tree depends on it.
  const numberedTops = free.some((item) => item.depth !== null && item.depth > 1) ? byNumbering(free) : null;
  const trees = totals.map((total) => {
    const tops = numberedTops ?? searchTree(free, total) ?? free.map((item) => ({ item, subs: [] }));
    const result = withSubsOfTheirSum(attach(tops)).map(withoutTotalRow).map(summed);
    // A note scale the text does not state makes a whole only with criteria and sub-criteria.
    const scale = !coefficients && bare.includes(total) && total !== stated;
    const pointScale = pointScales.includes(total) && total !== stated;
    const complete =
      close(sum(result.map((node) => node.item)), total) &&
      (!scale || (result.length >= 2 && result.some((node) => node.subs.length > 0))) &&
      (!pointScale ||
        (result.length >= 2 && result.some((node) => criterionNameOf(node.item.label) === 'Financier')));
    return { tops: result, complete, ...(total === 100 || coefficients ? {} : { total }) };
  });
  return trees.find((tree) => tree.complete) ?? trees[0]!;
}
