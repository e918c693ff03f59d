import { formItems, withoutFormLines } from './forms';
import type { CriteriaTree, CriterionNode } from './hierarchy';
import { buildTree } from './hierarchy';
import { criterionNameOf } from './categories';
import type { RawItem } from './items';
import { weightedItems, withTableWeights } from './items';
import { fold } from './text';

export interface LotCriteria {
  lot: string | null;
  tree: CriteriaTree;
}

export interface FoundCriteria {
  groups: LotCriteria[];
  /** Where the criteria were found, to look for the price formula nearby. */
  zone: { start: number; end: number } | null;
}

/** Phrases that open an award-criteria passage in RCs and notices. */
const TRIGGER =
  /crit[èe]res?\s+(?:d'attribution|de jugement|de notation|de choix|d'analyse|de s[ée]lection des offres|d'[ée]valuation|retenus|suivants|[ée]nonc[ée]s ci-dessous|et pond[ée]ration|pond[ée]r)|jugement des offres|jugement des propositions|pond[ée]ration|pond[ée]r[ée]s|classement des offres|attribution des? march|analyse des offres|[ée]valuation des offres|offre [ée]conomiquement la plus avantageuse|sous-crit[èe]res/gi;
const ZONE_LENGTH = 2500;
const LOT_HEADING = /^[ \t]*(?:lots?|LOTS?)(?:\(s\))?\s*(?:n\s*[º°o]\.?\s*)?(\d{1,3})\b[^\n%]{0,120}$/gim;

function zones(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const m of text.matchAll(TRIGGER)) {
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const start = Math.max(lineStart, m.index - 300);
    const end = Math.min(text.length, m.index + ZONE_LENGTH);
    const last = found[found.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else found.push({ start, end });
  }
  return found;
}

/** Items of a passage, following the lot headings met on the way. */
function zoneItems(text: string, zone: { start: number; end: number }, from: number): RawItem[] {
  const passage = withTableWeights(text.slice(zone.start, zone.end));
  const cuts: { at: number; lot: string | null }[] = [{ at: 0, lot: lotBefore(text, from, zone.start) }];
  for (const m of passage.matchAll(LOT_HEADING)) cuts.push({ at: m.index, lot: m[1]! });
  return cuts.flatMap((cut, i) => {
    const end = cuts[i + 1]?.at ?? passage.length;
    return weightedItems(passage.slice(cut.at, end), zone.start + cut.at, cut.lot);
  });
}

/** The lot whose heading opens the section a passage sits in (none beyond 1,500 characters). */
function lotBefore(text: string, from: number, start: number): string | null {
  const before = text.slice(Math.max(from, start - 1500), start);
  let lot: string | null = null;
  for (const m of before.matchAll(LOT_HEADING)) lot = m[1]!;
  return lot;
}

function byLot(items: RawItem[]): Map<string | null, RawItem[]> {
  const groups = new Map<string | null, RawItem[]>();
  for (const item of items) groups.set(item.lot, [...(groups.get(item.lot) ?? []), item]);
  return groups;
}

/** The longest run of consecutive items whose tree adds up to 100, earliest first. */
function bestRun(items: RawItem[]): CriteriaTree | null {
  for (let length = items.length; length >= 1; length -= 1) {
    for (let start = 0; start + length <= items.length; start += 1) {
      const tree = buildTree(items.slice(start, start + length));
      if (tree.complete) return tree;
    }
  }
  return null;
}

function identical(a: CriteriaTree, b: CriteriaTree): boolean {
  const key = (tree: CriteriaTree) =>
    tree.tops
      .map((n) => `${n.item.label.toLowerCase()}=${n.item.weight}(${n.subs.map((s) => s.weight).join(',')})`)
      .join('|');
  return key(a) === key(b);
}

/** One group when every lot has the same criteria; the lots otherwise. */
function collapseLots(groups: LotCriteria[]): LotCriteria[] {
  const first = groups[0];
  if (!first) return [];
  if (groups.every((group) => identical(group.tree, first.tree))) return [{ lot: null, tree: first.tree }];
  const lotted = groups.filter((group) => group.lot !== null);
  return lotted.length > 0 ? lotted : groups;
}

function dedupe(items: RawItem[]): RawItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.lot}|${fold(item.label)
      .replace(/œ/g, 'oe')
      .replace(/[^a-z0-9]/g, '')}|${item.weight}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function treesOf(items: RawItem[], requireComplete: boolean): LotCriteria[] | null {
  const groups: LotCriteria[] = [];
  for (const [lot, lotItems] of byLot(items)) {
    const tree =
      bestRun(lotItems) ??
      (!requireComplete || lotItems.every((item) => item.clean) ? buildTree(lotItems) : null);
    if (!tree) return null;
    if (requireComplete && !tree.complete && !lotItems.every((item) => item.clean)) return null;
    groups.push({ lot, tree });
  }
  return groups.length > 0 ? collapseLots(groups) : null;
}

/** A lone weight makes a whole only when it is the price ('Prix : 100 %'). */
function plausible(groups: LotCriteria[]): boolean {
  return groups.every(
    (group) =>
      group.tree.complete &&
      (group.tree.tops.length > 1 ||
        criterionNameOf(group.tree.tops[0]!.item.label) === 'Financier' ||
        group.tree.tops[0]!.item.clean),
  );
}

/**
 * The first passage whose weights make a whole; when its criteria are a lot's, the passages of the
 * following lots too (each lot of a notice may state its own criteria).
 */
function completeZones(text: string, candidates: { start: number; end: number }[]): FoundCriteria | null {
  const collected: LotCriteria[] = [];
  let first: { start: number; end: number } | null = null;
  let previousEnd = 0;
  for (const zone of candidates) {
    const items = dedupe(zoneItems(text, zone, previousEnd));
    previousEnd = zone.end;
    const groups = items.length > 0 ? treesOf(items, true) : null;
    if (!groups || !plausible(groups)) continue;
    if (
      first &&
      (groups.some((g) => g.lot === null) || groups.some((g) => collected.some((c) => c.lot === g.lot)))
    )
      break;
    first ??= zone;
    collected.push(...groups);
    if (groups.some((g) => g.lot === null)) break;
  }
  if (!first) return null;
  return { groups: collapseLots(collected), zone: first };
}

/**
 * Notice forms weight the criteria only; the free text (VI.3) often details their sub-criteria.
 * A criterion of the form takes the sub-criteria of the same criterion (same weight, same name)
 * found in the text.
 */
function withSubsFrom(groups: LotCriteria[], detailed: FoundCriteria, text: string): LotCriteria[] {
  const same = (a: RawItem, b: RawItem) =>
    a.weight === b.weight && criterionNameOf(a.label) === criterionNameOf(b.label);
  return groups.map((group) => {
    const source =
      detailed.groups.find((d) => d.lot === group.lot) ?? detailed.groups.find((d) => d.lot === null);
    if (!source) return group;
    const tops = group.tree.tops.map((node) => {
      if (node.subs.length > 0) return node;
      const match = source.tree.tops.find((other) => same(other.item, node.item));
      const subSum = match?.subs.reduce((total, sub) => total + sub.weight, 0) ?? 0;
      const whole = Math.abs(subSum - node.item.weight) < 0.05 || Math.abs(subSum - 100) < 0.05;
      return match && match.subs.length > 1 && whole ? { item: node.item, subs: match.subs } : node;
    });
    return { lot: group.lot, tree: { ...group.tree, tops: announcedSubs(tops, source, detailed, text) } };
  });
}

/**
 * 'Les 4 sous-critères techniques sont les suivants : ...': a passage that announces sub-criteria
 * of one criterion gives all its weights to that criterion of the form.
 */
function announcedSubs(
  tops: CriterionNode[],
  source: LotCriteria,
  detailed: FoundCriteria,
  text: string,
): CriterionNode[] {
  if (
    !detailed.zone ||
    source.tree.tops.some((node) => tops.some((top) => top.subs === node.subs && node.subs.length > 0))
  )
    return tops;
  const firstItem = source.tree.tops[0]?.item.at ?? detailed.zone.end;
  const intro = /sous-crit[èe]res?\s+(?:de (?:la |l')?)?([a-zà-ÿ]+(?:\s+[a-zà-ÿ]+)?)/i.exec(
    text.slice(detailed.zone.start, firstItem),
  );
  if (!intro) return tops;
  const name = criterionNameOf(intro[1]!);
  const targets = tops.filter((node) => criterionNameOf(node.item.label) === name && node.subs.length === 0);
  if (targets.length !== 1) return tops;
  const subs = source.tree.tops.map((node) => node.item);
  return tops.map((node) => (node === targets[0] ? { item: node.item, subs } : node));
}

/**
 * The weighted award criteria of a document's text. The notice forms come first; otherwise the
 * passages that introduce the criteria are read, and the first whose weights make a whole (100 %
 * or 100 points), or that is a clean 'label : weight' list, is kept. No passage, no criteria.
 */
export function findCriteria(text: string): FoundCriteria {
  const form = dedupe(formItems(text));
  if (form.length > 0) {
    const groups = treesOf(form, false);
    const freeText = withoutFormLines(text);
    const detailed = completeZones(freeText, zones(freeText));
    if (groups)
      return {
        groups: detailed ? withSubsFrom(groups, detailed, freeText) : groups,
        zone: detailed?.zone ?? null,
      };
  }
  const candidates = zones(text);
  const complete = completeZones(text, candidates);
  if (complete) return complete;
  for (const zone of candidates) {
    const items = dedupe(zoneItems(text, zone, 0)).filter((item) => item.clean);
    if (items.length < 2) continue;
    const groups = treesOf(items, false);
    if (groups) return { groups, zone };
  }
  return { groups: [], zone: null };
}
