import type { FoundCriteria } from './find';
import { criterionNameOf } from './categories';
import type { RawItem, WeightUnit } from './items';
import { parseDecimal, tidy } from './text';

/**
 * 'Note finale = 0,6 x Note technique + 0,4 x Note prix', 'NF = 0,4 NP + 0,6 NT', 'Note globale =
 * (Note prix x 40 %) + (Note technique x 60 %)': the overall mark as a weighted sum of the criteria's
 * marks. Its factors are the criteria's weights, when they add up to 1 or to 100.
 */
const OVERALL =
  /(?:\bnote\s+(?:finale|globale|totale|g[ée]n[ée]rale|pond[ée]r[ée]e)(?:\s+(?:de l'offre|sur \d{1,3}))?|\bN\.?\s?[FG]\b)\s*=\s*([^\n=]{5,200})/gi;
const FACTOR = /(\d{1,3}(?:[.,]\d{1,4})?)\s*(%)?/;
const OPERATOR = /(?<![A-Za-zÀ-ÿ])[xX](?![A-Za-zÀ-ÿ])|[×*·]|\bfois\b/g;
/** 'Note du critère prix', 'note de la valeur technique': the criterion is what follows. */
const MARK_OF =
  /^(?:la\s+|le\s+)?notes?\s*(?:(?:obtenue\s+)?(?:pour|au titre)?\s*(?:du\s+crit[èe]re|de la|de l'|du|des|au|à la)\s+)?(?:crit[èe]re\s+)?/i;
/** 'NP', 'N.T.', 'Nprix', 'Ntech': a criterion's mark by its abbreviation. */
const ABBREVIATION = /^N\.?\s?([A-Za-zÀ-ÿ]{1,6})\.?$/;
const LEGEND_REACH = 600;
/** Abbreviations that name the same criterion in every tender, when the text gives no legend. */
const KNOWN: readonly (readonly [RegExp, string])[] = [
  [/^(?:p|prix|fi|fin|c|cout)$/i, 'Prix'],
  [/^(?:t|vt|tech|tec|q|qt)$/i, 'Valeur technique'],
  [/^(?:d|del|delai)$/i, 'Délais'],
  [/^(?:e|env|de|dd|rse)$/i, 'Performance environnementale'],
];

/** The abbreviation's meaning as the text's legend gives it ('NP : note du critère prix'). */
function legendOf(text: string, from: number, abbreviation: string): string | null {
  const escaped = abbreviation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The mark's own formula further down ('NP = 100 × (Pmin / P)') is no legend.
  const legend = [
    ...text
      .slice(from, from + LEGEND_REACH)
      .matchAll(
        new RegExp(
          `(?<![A-Za-zÀ-ÿ])${escaped}\\s*(?::|=|est|repr[ée]sente|correspond [àa]|d[ée]signe)\\s*([^\\n,;=]{3,100})`,
          'g',
        ),
      ),
  ].find((m) => !/^\s*\d|[×*]/.test(m[1]!));
  if (!legend) return null;
  // 'où NT est la note technique (sur 100) et NP la note prix': up to the next abbreviation, without
  // the scale.
  const own = legend[1]!.split(/\s+et\s+(?=N\.?\s?[A-Za-z]{1,6}\b)/)[0]!;
  const meaning = tidy(own.replace(MARK_OF, '').replace(/\s*\(?(?:sur|\/)\s*\d.*$/, ''));
  return meaning.length >= 2 ? meaning : null;
}

function labelOf(text: string, from: number, term: string): string | null {
  const words = tidy(tidy(term.replace(/[()]/g, ' ').replace(OPERATOR, ' ')).replace(MARK_OF, ''));
  const abbreviation = ABBREVIATION.exec(words);
  if (!abbreviation) return words.length >= 3 && /[A-Za-zÀ-ÿ]{3}/.test(words) ? words : null;
  return (
    legendOf(text, from, words) ?? KNOWN.find(([pattern]) => pattern.test(abbreviation[1]!))?.[1] ?? null
  );
}

/** 'la note prix sur 40 et la note technique sur 60': each criterion's mark out of its weight. */
const MARK_OUT_OF =
  /\bnote\s+(?:(?:du|de la|de l')\s+)?(?:crit[èe]re\s+)?([a-zà-ÿ' ]{3,40}?)\s+(?:est\s+|sera\s+)?(?:not[ée]e\s+)?sur\s+(\d{1,3})\b(?!\s*(?:points?|pts|%))/gi;

/**
 * Marks out of their weight, within a sentence or a line, that add up to 100: 'La note finale sur
 * 100 est la somme de la note prix sur 40 et de la note technique sur 60.'
 */
function marksOutOf(text: string): FoundCriteria | null {
  for (const sentence of text.matchAll(/[^\n.]+(?:\.(?!\s)[^\n.]*)*/g)) {
    const line = sentence[0];
    const at = sentence.index;
    const marks = [...line.matchAll(MARK_OUT_OF)].filter((m) => !/^(?:finale|globale|totale)\b/i.test(m[1]!));
    if (marks.length < 2) continue;
    const weights = marks.map((m) => Number(m[2]));
    if (weights.reduce((sum, w) => sum + w, 0) !== 100) continue;
    const tops = marks.map((m, i) => ({
      item: {
        label: tidy(m[1]!),
        details: `Pondération lue dans la note de chaque critère : « ${tidy(line)} ».`,
        weight: weights[i]!,
        unit: 'points' as const,
        at: at + m.index,
        lot: null,
        depth: null,
        parentAt: null,
        clean: false,
      },
      subs: [],
    }));
    return {
      groups: [{ lot: null, tree: { tops, complete: true } }],
      zone: { start: at, end: at + line.length },
    };
  }
  return null;
}

/** The overall mark's formula, or the criteria's marks, that give the weights when nothing else does. */
export function overallMark(text: string): FoundCriteria | null {
  return weightedSum(text) ?? marksOutOf(text);
}

/**
 * The overall mark's formula over a reading that shares out one of its marks only ('NF = 0,6 × NT +
 * 0,4 × NP', then 'Note technique NT (sur 100)' shared out 40 / 40 / 20): the formula gives the
 * criteria, and the reading, which names no price, the sub-criteria of its one mark that is not the
 * price. A reading that agrees with the formula, or that reads lots, stays as it is.
 */
export function withOverallMark(text: string, read: FoundCriteria): FoundCriteria {
  const overall = weightedSum(text);
  const group = read.groups.length === 1 ? read.groups[0]! : null;
  if (!overall || !group?.tree.complete) return read;
  const tops = overall.groups[0]!.tree.tops;
  const weights = (nodes: { item: RawItem }[]) => nodes.map((node) => node.item.weight).sort((a, b) => a - b);
  const scale = tops[0]!.item.unit === 'coefficient' ? 100 : 1;
  const readWeights = weights(group.tree.tops);
  if (weights(tops).every((w, i) => Math.abs(w * scale - (readWeights[i] ?? NaN) * scale) < 0.01))
    return read;
  const marks = tops.filter((node) => criterionNameOf(node.item.label) !== 'Financier');
  const priced = group.tree.tops.some((node) => criterionNameOf(node.item.label) === 'Financier');
  if (marks.length !== 1 || priced) return read;
  const shared = marks[0]!;
  const subs = group.tree.tops.map((node) => node.item);
  return {
    groups: [
      {
        lot: null,
        tree: { tops: tops.map((node) => (node === shared ? { ...node, subs } : node)), complete: true },
      },
    ],
    zone: read.zone && {
      start: Math.min(read.zone.start, overall.zone!.start),
      end: Math.max(read.zone.end, overall.zone!.end),
    },
  };
}

/** 'NF = 0,4 NP + 0,6 NT': the factors of a weighted sum of the marks (see OVERALL). */
function weightedSum(text: string): FoundCriteria | null {
  for (const m of text.matchAll(OVERALL)) {
    const terms = m[1]!.split('+');
    if (terms.length < 2) continue;
    const items: RawItem[] = [];
    for (const term of terms) {
      const factor = FACTOR.exec(term);
      if (!factor) break;
      const label = labelOf(text, m.index, term.replace(factor[0], ' '));
      if (!label) break;
      items.push({
        label,
        details: `Pondération lue dans la formule de la note globale : « ${tidy(m[0])} ».`,
        weight: parseDecimal(factor[1]!),
        unit: '%',
        at: m.index,
        lot: null,
        depth: null,
        parentAt: null,
        clean: false,
      });
    }
    if (items.length !== terms.length) continue;
    // The factors as written: coefficients adding up to 1, or percentages.
    const total = items.reduce((sum, item) => sum + item.weight, 0);
    const unit: WeightUnit | null =
      Math.abs(total - 1) < 0.005 ? 'coefficient' : Math.abs(total - 100) < 0.05 ? '%' : null;
    if (unit === null) continue;
    const tops = items.map((item) => ({ item: { ...item, unit }, subs: [] }));
    return {
      groups: [{ lot: null, tree: { tops, complete: true } }],
      zone: { start: m.index, end: m.index + m[0].length },
    };
  }
  return null;
}
