import { criterionNameOf, isNamedCriterion } from './categories';
import { subsCloseAt } from './hierarchy';
import { CARRIES_ON, fold, lineFrom, parseDecimal, tidy } from './text';

export type WeightUnit = '%' | 'points' | 'coefficient' | '';

/** A weighted criterion as found in the text, before it is placed in the criteria tree. */
export interface RawItem {
  label: string;
  details: string;
  weight: number;
  unit: WeightUnit;
  /** Offset in the text, to keep the document's order. */
  at: number;
  lot: string | null;
  /** Depth of a numbering such as '2.1-' (2); null when the item is not numbered that way. */
  depth: number | null;
  /** Numbered with a letter ('a)', 'b-'): one level below the figures when both are used. */
  lettered?: boolean;
  /** A criterion's capital letter ('B - Valeur technique'), or a sub-criterion's code under it ('B1'). */
  code?: string;
  /** A criterion whose own weight the tender does not state (only its sub-criteria's). */
  unstated?: boolean;
  /** Offset of the item it is explicitly nested in (weights in brackets after a criterion). */
  parentAt: number | null;
  /** A 'label : weight' line on its own, as criteria lists are written. */
  clean: boolean;
  /** The whole the passage states before its criteria ('notées sur 20 points'), when it is not 100. */
  total?: number;
}

/** A weight's number, never the tail of a longer one ('1000 points' is no '000 points'). */
const NUMBER = String.raw`(?<!\d)(\d{1,3}(?:[.,]\d{1,2})?)`;
/**
 * A list number ('1-Prix', '2)Valeur') is not a weight; a bracket opened before the number closes
 * after it ('(pondération : 40) appréciée sur ...').
 */
const NOT_NUMBERING = String.raw`(?!\d|[ \t]*-[ \t]*[A-Za-zÀ-ÿ]|(?<!\([^()\n]{1,40})[ \t]*\)[ \t]*[A-Za-zÀ-ÿ]|\.[A-Za-zÀ-ÿ])`;
/** 'ù' shares its AZERTY key with '%': '(25ù)' is a percentage typed without the shift key. */
const UNIT = String.raw`(%|ù(?![A-Za-zÀ-ÿ])|pour[ \t]?cents?\b|points?|pts\b)`;
/**
 * A weight as French tenders write it: 'pondération : 40', 'poids : 40', 'sur 50 points', '40 %', '20 points',
 * 'coefficient 4', '40/100', 'noté /40', and a bare '(40)' ending a list item. 'Noté sur 20' without
 * a unit is a rating scale, not a weight, but where a label's weight goes ('Prix : noté sur 20').
 */
const WEIGHT = new RegExp(
  [
    // Each alternative opens with what its match starts with ('(?=not)') before its look-behind: the
    // look-behind, tried at every position of the text otherwise, is then tried only where it can hold.
    // 'Pondération : 40', 'pond. 55' (abbreviated); 'Pondération (ordre d'importance) : 1' is a rank, not
    // a weight; a table's 'Pondération' header
    // is not the weight of the row under it ('1. Valeur technique').
    // A table's header flattened into its first row ('Critères Pondération 1. Valeur technique') is
    // no weight either. The number may be wrapped to the next line when a bracket closes on it
    // ('(pondération :' / '15).'); after a colon it is no list number ('pondération : 70 - calculé sur').
    String.raw`(?=[cp])(?<!crit[èe]res?(?:[ \t]*\/[ \t]*sous-crit[èe]res?)?[ \t]+)(?:coefficient\s+de\s+)?(?:pond[ée]ration|\bpond\.|\bpoids|\bpourcentage)[ \t]*(?:\((?![^()\n]*(?:ordre|rang|importance))[^()\n]{1,40}\))?[ \t]*(?:(?:de|=|:)[ \t]*|:[ \t]*\n[ \t]*(?=\d{1,3}(?:[.,]\d{1,2})?[ \t]*\)))?${NUMBER}(?![.,]\d)(?:(?<=[.,]\d{1,2})|(?<=(?:[:=]|\bpond\.)[ \t\n]*\d{1,3})(?!\d)|${NOT_NUMBERING})(?:[ \t]*${UNIT})?`,
    String.raw`(?:not[ée]e?s?\s+)?sur\s+${NUMBER}\s*(points?|pts\b)`,
    // '–40 % en 2030', a minus sign against the number: a decrease, not a weight.
    // '(60 % de la note technique)': the share and what it is a share of, one weight.
    String.raw`(?<![–−-])${NUMBER}\s*${UNIT}(?:[ \t]+de[ \t]+la[ \t]+note(?:[ \t]+(?:technique|du[ \t]+crit[èe]re|de[ \t]+(?:la[ \t]+)?valeur[ \t]+technique))?(?=[ \t]*[),;]))?`,
    // '(coefficient 5) et du délai': the bracket closes, no list number follows; nor does a dash on the
    // line of 'coefficient' ('Prix : coefficient 0,6 - Valeur technique : ...') open one.
    String.raw`coef(?:ficient\b|\.|\b)\s*(?::|de)?\s*${NUMBER}(?![.,]?\d|(?<!coef[^\n]*)[ \t]*-[ \t]*[A-Za-zÀ-ÿ]|\.[A-Za-zÀ-ÿ])(?![\d.,]*\s*%)`,
    // '40/100', and '10/20' ending a list item or before its bracket ('12/20 (sous-critères : ...)', not
    // a lot's: 'inférieure à 30/60 (lot 1)'): a share of its parent's points; 'p. 11/15' is a page.
    String.raw`(?=\d)(?<![\d/])(?<!\b(?:p|pp|pages?)\.?[ \t]*)${NUMBER}\s*/\s*(?:100\b(?![.,/]?\d)|(\d{2,3})(?![.,/]?\d)(?=[\t ]*(?:[;,.):]|\((?![\t ]*lots?\b)|\n|$)))`,
    String.raw`(?=n)(?<![A-Za-zÀ-ÿ])not(?:ée?s?|és)\s+(?:sur\s*)?/\s*${NUMBER}(?![.,/]?\d)(?=[\t ]*(?:[;,.):]|\n|$))`,
    // '(3.1)' is a section's number, not a weight; 'Valeur technique (60) :', '(60) – appréciée ...',
    // '(60) dont', '1. Prix (60) 2. Valeur technique (40)', 'Prix (40)<tab>Apprécié ...' end a label
    // ('Prix(2)<tab>60 pts' calls a footnote).
    String.raw`\(\s*(?!\d{1,2}\.\d)${NUMBER}\s*\)(?=(?<=\s\(\s*[\d.,]{1,6}\s*\))\t|[\t ]*(?:[;,.:]|[–—-][\t ]|dont\b|\n|$|\d{1,2}[.)][\t ]+[A-ZÀ-Ý]))`,
    // A table's weight cell, marked by withTableWeights.
    String.raw`\uE000${NUMBER}(?![.,]?\d)`,
    // 'Valeur technique (note sur 60)', '(note maximale 40)', '- méthodologie (noté sur 20)': the
    // criterion's points, not a rating scale.
    String.raw`\(\s*not(?:e|[ée]e?)\s+(?:sur|maximale\s*(?:de|:)?)\s*${NUMBER}\s*(?:points?|pts\b)?\s*\)`,
    // 'Prix des prestations   /40', '- Méthodologie : /30', 'Délai ...... /2': points beside the
    // label, ending its line.
    String.raw`(?=\/)(?<=[A-Za-zÀ-ÿ)](?:[ \t]*:[ \t]*|[ \t]+|[ \t]*[.…_·]{3,}[ \t]*))/[ \t]*${NUMBER}(?![.,/]?\d)(?=[ \t]*(?:[;,]|\n|$))`,
    // 'Critère 1 – Prix : noté sur 20', in the weight's place after its label's colon, its dotted
    // leader or in its table cell: its points;
    // 'Le prix, noté sur 40.', '- la valeur technique (moyens, méthode), notée sur 3 ;' ending the
    // sentence or list item that opens its line likewise, or before the colon that explains it
    // ('Critère n°2 – Prix, noté sur 30 : ...'; 'Critères d'attribution, notés sur 20 :' is a whole).
    String.raw`(?=not)(?<=(?:[:\t]|[.…_·]{3,}|[^\s][ \t]+[-–—])[ \t]*)not[ée]e?s?\s+sur\s+${NUMBER}(?![.,/]?\d)(?=[\t ]*(?:[;,.)]|\n|$))`,
    String.raw`(?=not)(?<=(?:^|\n)[\t ]*(?:[-–•*][\t ]*)?[A-Za-zÀ-ÿ](?:[^\n,:;.()]|\([^()\n]{0,60}\)){1,80},[ \t]*)not[ée]e?s?\s+sur\s+${NUMBER}(?![.,/]?\d)(?=[\t ]*(?:[.;]|\n|$)|(?<!s\s+sur\s+[\d.,]+)[\t ]*:)`,
    // '- le prix ... sera noté sur 60, selon la formule ...': a list item's points in its sentence.
    String.raw`(?=not)(?<=(?:^|\n)[\t ]*[-–•*][^\n]{0,160}?\b(?:sera|seront)\s+)not[ée]e?s?\s+sur\s+${NUMBER}(?![.,/]?\d)(?=[\t ]*(?:[;,.:]|\n|$))`,
    // 'Prix : note sur 20 × 0,4': the note's coefficient.
    String.raw`not[ée]e?s?\s+sur\s+\d{1,3}\s*[×x*]\s*${NUMBER}(?![.,]?\d)`,
    // 'Valeur technique ........ 0,6': a decimal coefficient ending its line after a dotted leader (a
    // whole number there is a page of a table of contents).
    String.raw`(?=\d,)(?<=[.…_·]{4,}[ \t]*)(\d,\d{1,2})(?=[ \t]*(?:\n|$))`,
    // 'Prix (Type : Prix) : 40 — Pondération (pourcentage, valeur exacte)': an eForms field's value
    // before the kind of weight it is.
    String.raw`(?=\d)${NUMBER}(?=[\t ]*[—–-]?[\t ]*pond[ée]ration\s*\((pourcentage|points))`,
    // 'Prix noté sur 40', 'Critère n°1 : Qualité des repas (origine, saisonnalité) noté sur 40', '- Prix
    // des prestations noté sur 12 (sur la base du DQE)': a line (a notice's field, a list item) of a
    // wording and its points.
    String.raw`(?=not)(?<=(?:^|\n)[\t ]*(?:[-–•*][\t ]*)?(?:crit[èe]re\s*(?:n\s*[°º]\s*)?\d{1,2}\s*[:\-–]\s*)?[A-ZÀ-Ý](?:[^\n,:;.]{1,60}|(?:[^\n,:;.()]|\([^()\n]{0,250}\)){1,300})[ \t])not[ée]e?s?\s+sur\s+${NUMBER}(?![.,/]?\d)(?=[\t ]*(?:\([^()\n]*\)[\t ]*)?(?:\n|$))`,
    // 'Critère 1 – Valeur pédagogique : 0,6': a decimal coefficient ending its line after a colon.
    String.raw`(?=0,)(?<=[A-Za-zÀ-ÿ)][ \t]*:[ \t]*)(0,\d{1,2})(?=[ \t]*(?:\n|$))`,
    // '2.1 Méthodologie d'intervention ........ sur 20': points after a dotted leader, ending the line.
    String.raw`(?=sur)(?<=[.…_·]{3,}[ \t]*)sur\s+${NUMBER}(?![.,/]?\d)(?=[\t ]*(?:\n|$))`,
  ].join('|'),
  'gi',
);

export interface WeightMatch {
  start: number;
  end: number;
  weight: number;
  unit: WeightUnit;
  /** The whole a share is written of ('12/20'). */
  of?: number;
}

function unitOf(raw: string | undefined, viaCoefficient: boolean): WeightUnit {
  if (viaCoefficient) return 'coefficient';
  if (!raw) return '';
  const folded = fold(raw);
  if (folded.startsWith('%') || raw === 'ù' || /^pour ?cent/.test(folded)) return '%';
  return 'points';
}

/**
 * An example of the rating ('(exemple : une appréciation de 3/5 sur un sous-critère de 20 points
 * donne 12 points)', 'Par exemple, une offre à 15/20 ...'): its figures are not weights.
 */
const EXAMPLE =
  /\((?:par\s+)?ex(?:emple\b|\.)[^()]*\)|(?<=^|[.:]\s)[\t ]*(?:par\s+exemple|exemple|à\s+titre\s+d'exemple)\s*[:,][^\n]*/gim;

/**
 * 'taux horaire moyen pondéré (associé 30 %, collaborateur 50 %, ...)', 'Prix du repas (pondéré : 80 %
 * repas enfant, 20 % repas adulte)': the weights of an average; 'taux de reprise minimal de 80 %',
 * '(minimum exigé 98 %)', 'au moins 30 %', 'inférieure à 60 %', 'au-delà des 30 %': a threshold; '(part
 * de 85 %)': a share; '- 40 % en 2030', '60 % d'ici 2050': a target of a year; '(gain > 40 %)', '≥ 30
 * %': a comparison; '50 % de produits durables dont 20 % bio', '30 % de plastique recyclé', '5 % des
 * heures': a share of what is supplied or worked; 'récupérables à 100 %', 'financé à 80 %': a share of
 * a cost; '620 points de livraison': places, not points of a note; 'la note technique, établie sur 20
 * points': the scale a criterion is rated on. No criteria.
 */
const NOT_WEIGHTS =
  /\bnote\s+(?:technique|financi[èe]re|(?:du\s+|de\s+)?prix)\s*,?\s*(?:[ée]tablie|calcul[ée]e|exprim[ée]e)\s+sur\s+\d{1,3}\s*points?|\d{1,3}(?:[.,]\d{1,2})?\s*%\s+(?:de\s+(?:produits|denr[ée]es|plastique|mati[èe]res?|mat[ée]riaux|fibres?|papier)\b|bio\b|des\s+heures\b|d'heures\b)|(?<!\d)\d{1,4}\s*points?\s+de\s+(?:livraison|vente|collecte|comptage|recharge|charge|apport|accueil|distribution|raccordement|passage|contr[ôo]le)\b|(?:r[ée]cup[ée]rables?|rembours[ée]e?s?|financ[ée]e?s?|subventionn[ée]e?s?|prise?s?\s+en\s+charge|factur[ée]e?s?)\s+à\s+\d{1,3}(?:[.,]\d{1,2})?\s*%|[<>≤≥]\s*\d{1,3}(?:[.,]\d{1,2})?\s*%|\d{1,3}(?:[.,]\d{1,2})?\s*%\s+(?:en|d'ici(?:\s+à)?|à\s+l'horizon|avant|pour)\s+(?:19|20)\d\d\b|\bmoyen(?:ne)?s?\s+pond[ée]r[ée]e?s?\s*\([^()]*\)|\(\s*pond[ée]r[ée]e?s?\s*:[^()]*\)|\b(?:part|quote-part|proportion)\s+(?:de\s+)?\d{1,3}(?:[.,]\d{1,2})?\s*%|(?<![A-Za-zÀ-ÿ])(?:minimale?|maximale?|minimum|maximum|au moins|au plus|plafonn[ée]e?s?|sup[ée]rieure?s?|inf[ée]rieure?s?)\s+(?:(?:exig[ée]e?s?|requise?s?|attendue?s?)\s+)?(?:de\s+plus\s+de\s+|de\s+moins\s+de\s+|de\s+|à\s+)?\d{1,3}(?:[.,]\d{1,2})?\s*%|(?<![A-Za-zÀ-ÿ])(?:au-del[àa]|en[\t -]de[çc][àa]|plus|moins)\s+d(?:e|es|u)\s+\d{1,3}(?:[.,]\d{1,2})?\s*%/gi;
/** '100 % électrique', '100 % bio': all of something, in lower case ('100 % Prix' weighs the price). */
const WHOLLY = /(?<![\d.,])100\s*%[ \t]+(?!(?:de|des|du|d'|pour|sur|au|aux|à|en|et|ou|la|le|les)\b)[a-zà-ÿ]/g;

/**
 * A row of a rating scale's table: percentages alone on their line, from 100 % or down to 0 %
 * ('100 %  70 %  30 %  0 %' under 'Très satisfaisant  Satisfaisant ...'), shares of a criterion's points.
 */
const SCALE_ROW =
  /^[\t ]*(?=[^\n]*(?<![\d.,])(?:100|0)[\t ]*%)(?:\d{1,3}(?:[.,]\d{1,2})?[\t ]*%[\t ]*){3,}$/gm;
/**
 * 'au moins 50 %<tab>6 points', 'moins de 25 %<tab>0 point': the rows of a scale from a share to
 * points, two rows at least, one of them the bottom ('0 point').
 */
const SCALE_PAIRS =
  /(?:^[^\n%]{0,60}\d[\t ]*%[^\n%]{0,60}\t[\t ]*\d{1,3}(?:[.,]\d{1,2})?[\t ]*(?:points?|pts)[\t ]*(?:\n|$)){2,}/gim;

/** The weights of the last text read: the rules ask for those of a whole document several times. */
let lastRead: { text: string; found: WeightMatch[] } | null = null;

export function weightMatches(text: string): WeightMatch[] {
  if (lastRead?.text === text) return [...lastRead.found];
  const found = withoutRowShares(text, readWeights(text));
  lastRead = { text, found };
  return [...found];
}

/**
 * 'Prix des prestations⇥Montant de la DPGF (80 %) et du DQE (20 %)⇥40 %': in a table's row, the weights
 * bracketed in its wording share out the weight of its last cell (adding up to it, or to 100). They
 * are how that criterion is marked, no weights of their own: left in its wording.
 */
function withoutRowShares(text: string, weights: WeightMatch[]): WeightMatch[] {
  const shares = new Set<WeightMatch>();
  // The weights line by line, in one pass over them (a 400-page tender reads here once).
  for (let first = 0; first < weights.length;) {
    const lineStart = text.lastIndexOf('\n', weights[first]!.start - 1) + 1;
    const lineEnd = lineStart + lineFrom(text, lineStart).length;
    let end = first + 1;
    while (end < weights.length && weights[end]!.end <= lineEnd) end += 1;
    const onLine = weights.slice(first, end);
    first = end;
    if (onLine.length < 2) continue;
    const last = onLine[onLine.length - 1]!;
    const cellStart = text.lastIndexOf('\t', last.start);
    // A row whose last cell is its weight ('2.1⇥Moyens matériels⇥Âge ... (ceintures 3 points,
    // accessibilité)⇥15 %'): a number within the wording of another cell is part of that wording.
    const ownCell = cellStart >= lineStart && text.slice(cellStart + 1, last.start).trim() === '';
    if (ownCell && text.slice(last.end, lineEnd).trim() === '')
      for (const w of onLine.slice(0, -1)) {
        const from = Math.max(lineStart, text.lastIndexOf('\t', w.start) + 1);
        const to = text.indexOf('\t', w.end);
        if (/[A-Za-zÀ-ÿ]/.test(text.slice(from, w.start)) && /[A-Za-zÀ-ÿ]/.test(text.slice(w.end, to)))
          shares.add(w);
      }
    // Two bracketed shares and the row's own weight at the least.
    if (onLine.length < 3) continue;
    const bracketed = onLine.filter(
      (w) => w !== last && /\([^()\n]*$/.test(text.slice(lineStart, w.start)) && w.end <= cellStart,
    );
    const shared = bracketed.reduce((total, w) => total + w.weight, 0);
    if (
      ownCell &&
      bracketed.length >= 2 &&
      bracketed.length === onLine.length - 1 &&
      [100, last.weight].some((whole) => Math.abs(shared - whole) < 0.05)
    )
      for (const w of bracketed) shares.add(w);
  }
  return shares.size === 0 ? weights : weights.filter((w) => !shares.has(w));
}

function readWeights(text: string): WeightMatch[] {
  const found: WeightMatch[] = [];
  const scales = [...text.matchAll(SCALE_PAIRS)].filter((m) =>
    /(?<![\d.,])0[\t ]*(?:points?|pts)/i.test(m[0]),
  );
  const examples = [
    ...text.matchAll(EXAMPLE),
    ...text.matchAll(SCALE_ROW),
    ...text.matchAll(NOT_WEIGHTS),
    ...text.matchAll(WHOLLY),
    ...scales,
  ].map((m) => [m.index, m.index + m[0].length]);
  /** The weights read in a weight's place as 'noté sur N', which a weight later on their line replaces. */
  const placed = new Set<WeightMatch>();
  for (const m of text.matchAll(WEIGHT)) {
    if (examples.some(([from, to]) => m.index >= from! && m.index < to!)) continue;
    const value =
      m[1] ??
      m[3] ??
      m[5] ??
      m[7] ??
      m[8] ??
      m[10] ??
      m[11] ??
      m[12] ??
      m[13] ??
      m[14] ??
      m[15] ??
      m[16] ??
      m[17] ??
      m[18] ??
      m[19] ??
      m[20] ??
      m[22] ??
      m[23] ??
      m[24];
    if (value === undefined) continue;
    // A share of a round whole ('15/20', '30/40'), not a pair of grades ('inox 304/316').
    if (m[9] !== undefined && (parseDecimal(m[8]!) > Number(m[9]) || Number(m[9]) % 5 !== 0)) continue;
    // 'Prix (40 %) : noté sur 20': a rating scale after the weight of its line, not a weight.
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const inColumn = m[10] ?? m[14] ?? m[15] ?? m[16] ?? m[17] ?? m[22] ?? m[24];
    if (inColumn !== undefined && found.some((w) => w.start >= lineStart)) continue;
    // 'Prix : noté sur 10, pondération 35 %': the scale before the weight of its line is none.
    if (inColumn === undefined)
      for (let k = found.length - 1; k >= 0 && found[k]!.start >= lineStart; k -= 1)
        if (placed.has(found[k]!)) found.splice(k, 1);
    const onScale = m[8] !== undefined || inColumn !== undefined || m[13] !== undefined;
    const unitText = m[2] ?? m[4] ?? m[6] ?? m[21] ?? (onScale ? 'points' : undefined);
    const start = m.index;
    const match: WeightMatch = {
      start,
      end: start + m[0].length,
      weight: parseDecimal(value),
      unit: unitOf(unitText, m[7] !== undefined || m[18] !== undefined),
    };
    // '12/20' is a share of 20 ('5   /20' a coefficient beside its note's scale), and so is '12 points
    // sur 20'.
    const outOf = /^[\t ]+sur[\t ]+(\d{2,3})\b(?![.,]\d)/i.exec(text.slice(match.end));
    if (m[9] !== undefined && /\d\/\d/.test(m[0])) match.of = Number(m[9]);
    else if (match.unit === 'points' && outOf) match.of = Number(outOf[1]);
    found.push(match);
    if (inColumn !== undefined) placed.add(match);
  }
  return mergeRestated(text, found);
}

/** 'Prix (coefficient de pondération 60) : 60 %' states one weight twice: keep the percentage. */
function mergeRestated(text: string, found: WeightMatch[]): WeightMatch[] {
  const merged: WeightMatch[] = [];
  for (const match of found) {
    const last = merged[merged.length - 1];
    const between = last ? text.slice(last.end, match.start) : '';
    // 'Note sur 100 pts.' opening the line after the last criterion states the whole, not its weight again.
    const whole = between.includes('\n') && /^Note\b/.test(text.slice(match.start, match.end));
    const restated = last !== undefined && !whole && (last.weight === match.weight || last.unit !== '%');
    // A tab parts two columns of a table: 'méthodologie : 20 points<tab>40 points' are two weights.
    if (last && restated && /^[\s():=\-/]*$/.test(between) && !between.includes('\t') && between.length < 8) {
      // 'coefficient 3 (note sur 20)': the coefficient weighs, the note is its scale.
      if (last.unit === 'coefficient' && match.unit === 'points')
        merged[merged.length - 1] = { ...last, end: match.end };
      else
        merged[merged.length - 1] =
          match.unit === '%' || last.unit !== '%' ? { ...match, start: last.start } : last;
      continue;
    }
    merged.push(match);
  }
  return merged;
}

/**
 * Where a label starts: after a line break, a semicolon, a bullet, a list number, a sentence end or a
 * dash after a weight ('Prix 45 % - Valeur technique 45 %'); at a criterion's number inside a
 * sentence ('… 55 %, décomposée en : Sous-critère 2.1 : Méthodes …'); at a sub-criterion's number
 * opening the table cell just after a weight ('Valeur technique (60 %)<tab>2.1 Méthodologie<tab>30 %';
 * the cell of an unweighted criterion heads its sub-criterion, see numberedHeadingCell). 'e-learning'
 * is a word, not the list item 'e-'; 'une note de 0 à 10. La valeur technique' ends a sentence and
 * '(RGAA 4.1) et ...' a bracket, their figures are no list numbers.
 */
const SEPARATOR =
  /\n|;|•|(?<=^|[.:;]\s?)-\s|(?<=\d[\t ]?(?:%|points?|pts))[\t ]+[-–][\t ]|(?<!(?:^|[\t\n ])[A-H])\.\s+(?=[A-ZÀ-Ý])|(?<=^|[\s%;:,.)])(?:\d{1,2}\s*°\s*\)|(?![a-h]-[a-zà-ÿ])[a-hA-H]\s?[-)](?=\s?[A-Za-zÀ-ÿ])|(?<!(?<![A-Za-zÀ-ÿ])(?:à|À|de|DE|sur|SUR|des|DES|les|LES|aux|AUX|entre|ENTRE)\s|\([^()\n]{0,60})\d{1,2}(?:\.\d{1,2})*\s*[.)-](?=\s?[A-Za-zÀ-ÿ])(?![a-h][\s:)]))|(?<=(?:^|\n)[\t ]*)\d{1,2}\s*\/(?=\s?[A-Za-zÀ-ÿ])|(?<=[\s:,])(?=(?:[Ss]ous-)?[Cc]rit[èe]re\s*(?:n\s*[°º]\s*)?\d{1,2}(?:\.\d{1,2})?\s*[:\-–])|(?<=^[\t )]*\t)(?=\d{1,2}\.\d{1,2}\.?[\t ]+[A-Za-zÀ-ÿ])/g;

/** Offsets where a label may start, last first. */
function labelStarts(text: string): number[] {
  const starts = [0];
  for (const m of text.matchAll(SEPARATOR)) {
    // A list number belongs to the label that follows it: cut before it, not after.
    const numbered = /^(?:\d|[a-hA-H]\s?[-)])/.test(m[0].trim()) && !/^[\n;•]/.test(m[0]);
    starts.push(numbered ? m.index + (m[0].length - m[0].trimStart().length) : m.index + m[0].length);
  }
  return starts.reverse();
}

/** A list item's bullet: '-', '•', '*', or a lower-level 'o', '◦', '▪'. */
const BULLET = /^[\t ]*([-–•·*o◦▪➢])[\t ]/;
/**
 * A line that holds nothing but a weight ('(15 points)', '– 20 points'), printed under its list item:
 * its dash is no bullet.
 */
const WEIGHT_LINE =
  /^[\t (]*(?:pondération |[-–][\t ]*)?\d{1,3}(?:[.,]\d{1,2})?\s*(?:%|points?|pts)?[\t )]*$/i;

/**
 * The bullet of the list item a weight belongs to: the line above when the weight is alone, or when
 * its line carries on a wrapped wording.
 */
export function bulletAt(text: string, at: number): string | null {
  let start = text.lastIndexOf('\n', at - 1) + 1;
  for (let step = 0; step < 3; step += 1) {
    const line = lineFrom(text, start);
    const bullet = BULLET.exec(line)?.[1] ?? null;
    if (!WEIGHT_LINE.test(line) && (bullet !== null || !CARRIES_ON.test(line))) return bullet;
    if (start === 0) return null;
    const above = text.lastIndexOf('\n', start - 2) + 1;
    // A line that goes on from an item already weighed ('- Valeur technique : 60 points' over
    // 'méthodologie proposée (30 pts)') is an item of its own, without a bullet.
    if (step === 0 && !WEIGHT_LINE.test(line) && WEIGHED_LINE.test(lineFrom(text, above))) return null;
    start = above;
  }
  return null;
}

/** A list item's line that ends with its weight. */
const WEIGHED_LINE = /\d\s*(?:%|points?|pts)\)?[\t .;]*$/i;

/** 'Ce critère sera évalué ..., sur 15 points': the sentence names its criterion by reference. */
const REFERS_BACK = /^(?:ce|cet|cette)\s+(?:crit[èe]re|sous-crit[èe]re|[ée]l[ée]ment|point)\b/i;
/** A list item opened by one bullet or a list number (not a sub-bullet such as '**'). */
const BULLET_LINE =
  /(?:^|\n)[\t ]*(?:[*•\-–](?![*•\-–])|\d{1,2}(?:\.\d{1,2})*\s*[.)-])[\t ]*(?=[A-Za-zÀ-ÿ])/g;

/** The list item a referring sentence belongs to, from its bullet on. */
function bulletHead(before: string): string | null {
  const bullets = [...before.matchAll(BULLET_LINE)];
  const last = bullets[bullets.length - 1];
  return last ? before.slice(last.index + last[0].length) : null;
}

/** 'appréciée au vu du mémoire', 'évaluée selon ...': a participle set between commas after its noun. */
const APPOSITION = /^\s*(?:appr[ée]ci|[ée]valu|jug|not|estim|mesur|analys|examin)[a-zé]*[ée]e?s?\b/i;

/**
 * '... de la note finale, la valeur technique pour': the last item of a sentence's list; '..., et le
 * prix, pour' and '..., la valeur technique, appréciée au vu des documents, pour': the item before
 * the 'pour' or before its apposition.
 */
function lastOfList(raw: string): string {
  const parts = raw.split(/,\s|\s(?:et|puis|ainsi que)\s/);
  let k = parts.length - 1;
  if (k > 0 && /^\s*pour\s*$/i.test(parts[k]!)) {
    while (k > 1 && APPOSITION.test(parts[k - 1]!)) k -= 1;
    return `${parts[k - 1]!.replace(/^(?:et|puis|ainsi que)\s+/, '')} pour`;
  }
  return parts.length > 1 ? parts[parts.length - 1]! : raw;
}

/** The label just before a weight; a label wrapped over lines is taken whole. */
/** '- de l'organisation proposée', '- des moyens humains': a list item that completes the line above it. */
const COMPLEMENT_ITEM = /^[\t ]*[-–•*][\t ]+(?:de|des|du|d'|l'|la|le|les|à|aux?)(?![A-Za-zÀ-ÿ])/i;

/**
 * 'Valeur technique appréciée au regard :' over items that complete it ('- de l'organisation', '- des
 * moyens'), its weight alone on the line after them: the criterion is the line that opens the list.
 */
function introducedBy(before: string): string | null {
  const lines = before.split('\n');
  if (lines[lines.length - 1]!.trim() !== '') return null;
  let k = lines.length - 2;
  let items = 0;
  for (; k >= 0 && COMPLEMENT_ITEM.test(lines[k]!); k -= 1) items += 1;
  return items >= 2 && k >= 0 && /:\s*$/.test(lines[k]!) ? lines[k]! : null;
}

/**
 * 'Jugé sur la base du cadre de réponse - 55 %', 'Voir règlement de consultation - 40%': a line that
 * only says how or where its criterion is judged ('Voir RC, article 7.2 : Prix 60 %' names it after
 * its colon).
 */
const HOW_JUDGED =
  /^[\t ]*(?:(?:jug|appr[ée]ci|analys|[ée]valu|examin|mesur|estim)[ée]e?s?[\t ]+(?:sur|au|à|selon|en|par|d'apr[èe]s)\b|(?:voir\b|cf\.)(?![^\n:]*:[\t ]*[A-Za-zÀ-ÿ]))/i;

/**
 * 'Valeur technique' / 'Jugé sur la base du cadre de réponse - 55 %' (a notice's name and description
 * fields, the description maybe wrapped once): the criterion is the short line above the one that
 * says how it is judged.
 */
function namedAbove(before: string, starts: number[]): string | null {
  const k = starts.slice(0, 2).findIndex((start) => HOW_JUDGED.test(before.slice(start)));
  if (k < 0 || k + 1 >= starts.length) return null;
  // The description wrapped: its second line carries the first on, or holds only the weight's dash.
  const wrapped = before.slice(starts[0]);
  if (k === 1 && !CARRIES_ON.test(wrapped) && /[A-Za-zÀ-ÿ]/.test(wrapped)) return null;
  const name = before.slice(starts[k + 1], starts[k]);
  return /\n\s*$/.test(name) &&
    /[A-Za-zÀ-ÿ]{2}/.test(name) &&
    name.trim().length <= 80 &&
    !HOW_JUDGED.test(name)
    ? `${name.trim()} : ${before.slice(starts[k]).trim()}`
    : null;
}

function labelBefore(before: string): string {
  const introduced = introducedBy(before);
  if (introduced !== null) return introduced;
  // Blank lines (Word tables come as one paragraph per cell) do not count as a step back.
  const starts = labelStarts(before)
    .filter((start, i, all) => i === 0 || before.slice(start, all[i - 1]).trim() !== '')
    .slice(0, 3);
  const named = namedAbove(before, starts);
  if (named !== null) return named;
  let end = before.length;
  for (const start of starts) {
    const raw = before.slice(start, end);
    // A form's 'Description :' or 'Type :' field is not the criterion's name: the 'Nom :' field is;
    // a weight in the description's own line names what it follows ('Description : moyens humains
    // (20) ; méthodologie (20)').
    const field = /^\s*(description|type|commentaires?|pr[ée]cisions?|d[ée]tails?)\s*:/i.exec(raw);
    if (field && /^description$/i.test(field[1]!) && /^[^\n]*[A-Za-zÀ-ÿ][\t ]*$/.test(raw.trimStart()))
      return raw.slice(field[0].length);
    if (field) {
      end = start;
      continue;
    }
    const label = cleanLabel(raw.replace(LOT_PREFIX, '')).label;
    if (REFERS_BACK.test(label)) return bulletHead(before) ?? raw;
    // Only a label too short to read is widened; wording that is not a criterion stays rejected.
    // A wording wrapped over lines is judged whole ('... (niveau de' / 'pénalités associées) ... 25').
    if (label.length >= 2 && /[A-Za-zÀ-ÿ]{2}/.test(label)) {
      const whole = wrappedFrom(before, start, end);
      return acceptable(label) || acceptable(cleanLabel(whole.replace(LOT_PREFIX, '')).label)
        ? whole
        : lastOfList(whole);
    }
  }
  return before.slice(starts[0] ?? 0);
}

/** 'Qualité créative - Le candidat illustre ... → 40 %': an arrow gives the weight to its paragraph's head. */
const ARROW_END = /[→⇒➔➜][\t ]*$/;
const PARAGRAPH_HEAD = /^[\t ]*([A-ZÀ-Ý][^\n]{1,80}?)[\t ]+[-:][\t ]+\S/;

/** The head of the paragraph a weight after an arrow ends ('Qualité créative'), or null. */
function arrowHead(before: string): string | null {
  if (!ARROW_END.test(before)) return null;
  const heads = before
    .split('\n')
    .map((line) => PARAGRAPH_HEAD.exec(line)?.[1])
    .filter((head) => head !== undefined);
  return heads[heads.length - 1] ?? null;
}

/**
 * A colon that heads what follows ('Critères :', 'Prix : noté'), not one after a sub-criterion's
 * number ('Sous-critère 1.a : compréhension ...').
 */
const HEADING_COLON = /^(?![\t ]*(?:sous-)?crit[èe]re\s+(?:n\s*[°º]\s*)?[\d.a-h]{1,6}\s*:)[^\n]*:/i;

const CUT_WORD = /\b(?:de|du|des|la|le|les|à|au|aux|en|et|ou|pour|sur|par|avec|dans|d'|l')\s*$/i;

/**
 * A label whose line starts in lower case carries on the line above ('Performance énergétique des
 * équipements' / 'proposés (rendements, COP' / 'des auxiliaires) ..... 15'): it starts up to two
 * lines higher, where a line does not end a sentence, a heading or a list item.
 */
function wrappedFrom(before: string, start: number, end: number): string {
  let from = start;
  for (let step = 0; step < 2; step += 1) {
    if (from === 0 || before[from - 1] !== '\n') break;
    const above = before.lastIndexOf('\n', from - 2) + 1;
    const line = before.slice(above, from - 1);
    // A line with a colon is a heading unless it is cut after a word that cannot end it ('... de la'),
    // or it is a list item ('• moyens matériels : véhicule ... de sécurité' / '(éthylotest ...) : 10');
    // a line that leaves a bracket open goes on whatever it ends with ('(auditeurs OPQIBI 1905'),
    // and the next one closes it whatever it starts with ('a) ... (collecte, méthode' / 'RABC) : 15 %').
    // A notice's code field ('not-allowed') carries no wording on.
    const body = line.replace(/^[\t ]*\w{1,3}\)/, '');
    const open = (body.match(/\(/g) ?? []).length > (body.match(/\)/g) ?? []).length;
    const current = before.slice(from, end);
    const closes = (current.match(/\)/g) ?? []).length > (current.match(/\(/g) ?? []).length;
    if (!CARRIES_ON.test(current) && !(open && closes)) break;
    if (
      line.trim() === '' ||
      FORM_CODE_LINE.test(line) ||
      (!open &&
        (/[.;:%\d]\s*$/.test(line) ||
          (HEADING_COLON.test(line) && !CUT_WORD.test(line) && !BULLET.test(line))))
    )
      break;
    from = above;
  }
  return before.slice(from, end);
}

/**
 * '2.1 -', '2.1 ', '7.2.3-a', '1.b', '1a.', 'a)', 'a.', 'B.', 'IV.', and 'SC2.1' or 'C3' for
 * (sub-)criterion numbers; 'A1', 'A.1' for the sub-criteria of criterion A; '24h/24' is none.
 */
const NUMBERING =
  /^\s*(?:(?:S?C\s?)?(\d{1,2}(?:\.\d{1,2})*)([-.]?[a-h](?=[\s:).]))?(?:\s*°?\s*[.)\-/]|\s*°|\s+)|[A-H]\.?(\d{1,2}(?:\.\d{1,2})*)(?:\s*[.)-]|\s+)|[a-hA-H]\s?[-)]|[a-hA-H]\.(?=\s)|[IVX]{1,4}\s?[-.)])\s*/;
const TRAILING =
  /(?:\s|:|=|-|\(|\/|\bnote\s*\/\s*\d{1,3}\s*[x×*]\s*\d{1,3}(?:[.,]\d{1,2})?|\bpour\b|(?<![A-Za-zÀ-ÿ])à hauteur d(?:e\b|')|\bpond[ée]r[ée]e?s?(?: à| de)?(?![A-Za-zÀ-ÿ])|\bpond[ée]ration\b|\bcoef(?:ficient\b|\.|\b)|\bsoit\b|\bnot[ée]e?s?(?![A-Za-zÀ-ÿ])|\baffect[ée]e?s?\s+d'une?(?![A-Za-zÀ-ÿ])|\bd'une?(?![A-Za-zÀ-ÿ])|\best\b|\bsera\b|\bseront\b|\bsont\b|\breprésentant\b|\bcompte pour\b|\bcomptera\b|\binterviendra\b|\bintervient\b|\bvalant\b|\bde\b|(?<=\s)à|\bet\b|\b(?:les|la|le|ses|ces|leurs)\b|\bsur\b|\ben\b|\bcomme suit\b|,?\s*d[ée]compos[ée]e?s?(?![A-Za-zÀ-ÿ])|,?\s*\bdont\b)+$/i;
/** 'Critère 1 :', 'appréciée en fonction du critère du' before the criterion's own wording. */
const CRITERION_PREFIX =
  /^(?:(?:[^:]{0,60}?\b)?crit[èe]res?\s*(?:(?:n\s*[°º]\s*)?(?:\d{1,2}(?:\.(?:\d{1,2}|[a-h]\b))*|[a-h](?=\s*[:\-).]))\s*[:\-).]?|:|-|du\b|de la\b|de l'|des\b|de\b|sur la\b|sur le\b|sur l')|(?:sous-)?crit[èe]res?\s+[a-zà-ÿ]+\s*(?:n\s*[°º]\s*)?\d{1,2}\s*[:\-).])\s*/i;
/** 'Le critère prix est pondéré à 40 %': the criterion is what follows 'le critère'. */
const NAMED_IN_SENTENCE =
  /^(?:et\s+)?(?:(?:le|du|au)\s+crit[èe]re\s+(?=["A-Za-zÀ-ÿ])|(?:sous-)?crit[èe]re\s+(?="))/i;

/** 'Critère valeur technique : noté sur 45', 'Critère Prix (40 points)': a criterion named by the words after 'Critère' ('Critère A' is a number). */
const CRITERION_WORD =
  /^[Cc]rit[èe]re\s+(?!n\s*[°º]|(?:et|de|du|des|à|au|sur)\s|[A-Z](?![A-Za-zÀ-ÿ]))(?=[A-Za-zÀ-ÿ])/;
/** 'le critère « Prix »': the name without its quotes. */
const QUOTED = /^"\s*([^"]+?)\s*"$/;
const LEADING =
  /^(?:\s|:|,|\.|\(|\)|\[|\/|-|\bd'(?:une|autre) part\b|\bet\b|\bpuis\b|\bpour\b|\bdont\b|\by compris\b|\bdu\b|\bde la\b|\bdes\b|\bde\b|\bla\b|\ble\b|\bles\b|\bl'|\bau\b|\baux\b)+/i;
/** A heading before the list ('Analyse des offres : Prix 40 %'): the criterion is after its colon. */
const HEADING =
  /^(?:nom|intitul[ée]|libell[ée])$|\bcrit[èe]res\b|jugement|analyse des offres|attribution|notation|[ée]valuation des offres|pond[ée]ration/i;

export interface Label {
  label: string;
  details: string;
  depth: number | null;
  lettered?: boolean;
  code?: string;
}

/** '(voir le RC pour la sous-pondération)': a remark in brackets, kept in the details. */
const REMARK = /\s*\(([^()]{2,160})\)/;
/** 'Valeur technique jugée sur les sous-critères suivants': how it is judged is a detail. */
const JUDGED =
  /\s+(?:jug[ée]e?s?|appr[ée]ci[ée]e?s?|[ée]valu[ée]e?s?|analys[ée]e?s?|mesur[ée]e?s?)\s+(?:sur|au regard|au vu|selon|en fonction|à partir|par|d'apr[èe]s)\b|,\s*(?:selon|au regard d|sur la base d|d[ée]compos[ée]e?s?\s+(?:en|comme)|r[ée]partie?s?\s+(?:en|comme))\b/i;

/**
 * 'Le jugement des offres sera effectué sur la base du prix', 'Les offres seront jugées sur la
 * valeur technique', 'Les critères d'attribution sont la valeur technique': the criterion is what follows.
 */
const SENTENCE_HEAD =
  /^(?:les |l')?crit[èe]res?\b[^:\n]{0,60}?\b(?:sont|seront)\s+(?:les suivants\s*:?\s*)?(?:la |le |les |l')|^.{0,100}?\b(?:sera|seront|est|sont)\b.{0,60}?\b(?:sur la base|en fonction|au regard|à partir)\s+(?:du|de la|de l'|des)\s+|^(?:les |l')?(?:offres?|propositions?)\s+(?:seront|sera|sont|est)\s+(?:jug[ée]e?s?|appr[ée]ci[ée]e?s?|[ée]valu[ée]e?s?|not[ée]e?s?|class[ée]e?s?)\s+(?:sur|selon|d'apr[èe]s)\s+(?:la |le |les |l')?|^.{0,160}?\ben tenant compte\s+(?:du|de la|de l'|des)\s+/i;

/**
 * A wording of several lines is a criterion with its description: the criterion ends at the first
 * bracket, comma, colon or sentence end past its first words.
 */
const LONG_LABEL = 200;
const MIN_LABEL = 30;
const LONG_BREAK = /\s\(|,\s|\s:\s|\.\s/;

/** The criterion's own wording first, its remarks and the way it is judged in the details. */
function withoutRemarks(label: Label): Label {
  const details = label.details;
  let text = label.label;
  const moved: string[] = [];
  const sentence = SENTENCE_HEAD.exec(text);
  if (sentence && sentence[0].length < text.length - 2) {
    moved.push(tidy(sentence[0]));
    text = tidy(text.slice(sentence[0].length));
  }
  const remark = REMARK.exec(text);
  if (remark && remark.index >= 2) {
    moved.push(remark[1]!);
    text = tidy(text.slice(0, remark.index) + text.slice(remark.index + remark[0].length));
  }
  const judged = JUDGED.exec(text);
  // 'sera appréciée au regard de l'adéquation des garanties (35 %)', a sentence's details each weighed:
  // what it is judged on is the sub-criterion.
  const judgedOn = judged && /^(?:sera|seront|est|sont)$/i.test(text.slice(0, judged.index).trim());
  if (judgedOn) {
    text = tidy(
      text.slice(judged.index + judged[0].length).replace(/^\s*(?:de\s+(?:la\s+|l')?|des\s+|du\s+)/i, ''),
    );
  }
  // 'Ce critère est évalué par rapport au montant' names its criterion only by what follows.
  else if (judged && judged.index >= 2 && !/^(?:ce|cet|cette)\s/i.test(text)) {
    moved.push(tidy(text.slice(judged.index)));
    text = tidy(text.slice(0, judged.index));
  }
  const long = text.length > LONG_LABEL ? LONG_BREAK.exec(text.slice(MIN_LABEL)) : null;
  if (long) {
    moved.push(tidy(text.slice(MIN_LABEL + long.index)));
    text = tidy(text.slice(0, MIN_LABEL + long.index));
  }
  if (moved.length === 0 && !judgedOn) return label;
  return { ...label, label: text, details: tidy([...moved, details].filter((d) => d !== '').join(' ; ')) };
}

/**
 * A table's header flattened into its first row ('Critère Pondération Prix des prestations 45 %',
 * 'N° Critère / sous-critère Pondération 1 - Prix'): no part of the first criterion's wording.
 */
const FLAT_HEADER =
  /^[\t ]*(?:n°[\t ]+)?(?:crit[èe]res?(?:[\t ]*\/[\t ]*sous-crit[èe]res?)?|libell[ée]s?)[\t ]+(?:pond[ée]rations?|coefficients?|bar[èe]mes?|poids)[\t ]+(?=\S)/i;

export function cleanLabel(raw: string): Label {
  return withoutRemarks(splitLabel(raw.replace(FLAT_HEADER, '')));
}

/**
 * 'Sous-critère 2 :' is one level down, 'Sous-sous-critère 1.2 :' two; a number '2.1' tells the
 * level too. A plain 'Critère 1 :' says nothing of the level.
 */
function namedDepth(prefix: string): number | null {
  const below = (prefix.match(/sous-/gi) ?? []).length;
  if (below === 0) return null;
  const number = /\d{1,2}(?:\.\d{1,2})*/.exec(prefix)?.[0];
  return Math.max(below + 1, number ? number.split('.').length : 0);
}

/** A line that opens with 'dont' before its wording: a share of the criterion above it. */
const SHARE_LINE = /^[\t ]*dont\s+(?=[A-Za-zÀ-ÿ])/i;
/** 'dont : 1.1 Qualité ...': what opens a sub-criterion listed in the same run as its criterion. */
const OPENING = /^\s*(?:dont|soit)\s*:?\s*(?=\d)/i;

/** The first colon outside brackets ('Prix (DQE : forfait ...) : 30 %' names 'Prix (DQE : forfait ...)'). */
function outerColon(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const character = text[i];
    if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (character === ':' && depth === 0) return i;
  }
  return -1;
}

function splitLabel(written: string): Label {
  const raw = written.replace(OPENING, '');
  const numbering = NUMBERING.exec(raw);
  let text = raw;
  let depth: number | null = null;
  let lettered = false;
  let code: string | undefined;
  // The number before its wording, or a number of two levels before a colon ('2.a : sécurité,
  // télémesure'; not a step of a scale, '2 : moyen').
  const after = numbering ? raw.slice(numbering[0].length) : '';
  const twoLevels = numbering !== null && (numbering[2] !== undefined || /\./.test(numbering[1] ?? ''));
  if (numbering && (/^[A-Za-zÀ-ÿ]/.test(after) || (twoLevels && /^:\s*[A-Za-zÀ-ÿ]/.test(after)))) {
    // '7.2.3-a': a letter after the section's number is one level below it; 'A1', 'A.1' are under
    // the criterion lettered A.
    depth = numbering[1]
      ? numbering[1].split('.').length + (numbering[2] ? 1 : 0)
      : numbering[3]
        ? numbering[3].split('.').length + 1
        : 1;
    lettered = /^\s*(?:[a-hA-H]\s?[-)]|[a-h]\.)/.test(numbering[0]);
    const capital = /^\s*([A-H])(?![a-z])/.exec(numbering[0])?.[1];
    if (capital) code = capital + (numbering[3] ?? '');
    text = raw.slice(numbering[0].length).replace(/^:\s*/, '');
  }
  text = tidy(text.replace(/[.…_·]{3,}/g, ' '))
    .replace(NAMED_IN_SENTENCE, '')
    .replace(CRITERION_WORD, '')
    .replace(TRAILING, '')
    .replace(LEADING, '')
    .replace(QUOTED, '$1');
  const named = CRITERION_PREFIX.exec(text);
  // What its brackets say ('Prix (..., pondéré selon les quantités)') leaves the criterion's name one.
  if (named && acceptable(text.slice(named[0].length).replace(/\([^()]*\)/g, ''))) {
    text = text.slice(named[0].length);
    depth ??= namedDepth(named[0]);
    code ??= /crit[èe]re\s+([A-H])\b/i.exec(named[0])?.[1];
  }
  const colon = outerColon(text);
  if (colon >= 2) {
    const head = tidy(text.slice(0, colon));
    const rest = tidy(text.slice(colon + 1).replace(LEADING, ''));
    // Weights that rank candidates (not offers) are not award criteria.
    if (/candidatures?\b/i.test(head) && !/offres?\b/i.test(head)) return { label: '', details: '', depth };
    if (HEADING.test(head) && rest.length >= 2) return splitLabel(rest);
    // 'Voirie : Prix' (a lot's title, then its criterion): the criterion is what is named as one.
    if (!isNamedCriterion(head) && isNamedCriterion(rest) && !/[:;,]/.test(rest))
      return { label: rest, details: head, depth, lettered, code };
    return { label: head, details: rest, depth, lettered, code };
  }
  return { label: tidy(text), details: '', depth, lettered, code };
}

/** Wording that cannot be a criterion: a sentence about criteria, a rating scale, a payment rate,
 * the parts of the contract (tranches, though 'Prix de la tranche ferme' is a price and 'délais de la
 * tranche ferme' a criterion's complement), funding shares,
 * a page footer ('Page 7 sur 12'), a note multiplied by its criterion's weight ('multipliée par 45 %',
 * '(Note VT x 45 %)'),
 * a fact about the service today ('le taux de refus de tri est actuellement de 16 %'). */
const NOT_A_LABEL =
  /pond[ée]r|crit[èe]res (?:suivants|ci-dessous|d'attribution|de jugement|retenus|[ée]nonc)|ci-dessous|suivants?\s*$|note (?:maximale|minimale|globale|finale)|^(?:la |une )?note\b(?!\s*(?:d'intentions?|m[ée]thodologique|explicative|de pr[ée]sentation|technique|financi[èe]re|(?:du |de )?prix)\b)|\bavance\b|retenue|acompte|\btva\b|(?<!\bet\s)p[ée]nalit|premi[èe]re demande|inf[ée]rieure?s?\b|\bobtenant\b|\bobtiendr|\bobtien(?:t|nent)\b|[ée]limin|financement|^chaque\b|sous-crit[èe]res?\b|^(?!(?:le |la )?(?:montant|redevance|prix|part)\b).*chiffre d'affaires|\bcapital\b|\br[ée]vision|\br[ée]visables?\b|^(?:(?:la|le|une?)\s+)?(?:part|montant|pourcentage|taux)\b[^\n]{0,30}sous-trait|sous-trait[ée]e?s?\s*$|cautionnement|\bdu montant\b|minoration|majoration|paiement|int[ée]r[êe]ts|r[ée]duction(?:\s+(?:de|du|d'))?\s*$|d[ée]gressi|^(?:(?:au|le|un|à un)\s+)?taux(?:\s+(?:de|d'|du|l[ée]gal|en vigueur|applicable|r[ée]duit|normal))?\s*$|\bsoit\b|multipli[ée]e?s?\s+par\s*$|\s[x×*]\s*$|\bactuellement\b|^(?!(?:le |la )?(?:prix|montant|co[uû]t)\b)(?!.*\b(?:de la|des|par)\s+tranches?\b).*\btranches?\b|financ[ée]|subvention|cofinanc|\bpage\s+\d|\bpage$|anormalement bas|\(\s*partage\b|^(?:[ée]tablie?s?|calcul[ée]e?s?|exprim[ée]e?s?|not[ée]e?s?|[ée]valu[ée]e?s?|ramen[ée]e?s?)$|^\W*$/i;

/**
 * A step of a rating scale ('0 point : non renseigné', '3 points : bon', 'Très satisfaisant : 4'): how
 * a criterion is marked, not a criterion.
 */
const RATING =
  /^(?:(?:tr[èe]s|assez|plut[ôo]t|peu|moyennement|globalement)\s+)?(?:moyen(?:ne)?(?=\s*(?:$|[:,(/.;=-]))|insuffisant|bon|bien|satisfaisant|excellent|m[ée]diocre|passable|faible|correct|parfait|nul|absent|inexistant|limit[ée]|partiel|acceptable|incomplet|pertinent|convaincant|adapt[ée]|non\s+(?:renseign[ée]|conforme|pertinent|satisfaisant|adapt[ée]|trait[ée])|sans objet|pas de r[ée]ponse|aucune?\s+r[ée]ponse)(?:e|es|s)?(?=\s*(?:$|[:,(/.;=-]))/i;

/**
 * A step of a scale by ranges ('de 49 à 72 heures : 3 points', 'entre 2 et 5 jours : 1 point', its end
 * wrapped to a line of its own 'à 96 heures : 1 point'): no criterion.
 */
const RANGE_STEP =
  /^(?:(?:de|entre)\s+)?\d{1,4}(?:[.,]\d{1,2})?\s*(?:[a-zé]{1,8}\.?\s*)?(?:à|et)\s+\d|^à\s+\d/i;

export function acceptable(label: string): boolean {
  return (
    label.length >= 2 &&
    label.length <= 350 &&
    /[A-Za-zÀ-ÿ]{2}/.test(label) &&
    !NOT_A_LABEL.test(label) &&
    !RATING.test(label) &&
    !RANGE_STEP.test(label)
  );
}

/**
 * Weights in brackets, round or square, that detail the criterion weighted just before or just after
 * them.
 */
function bracketParents(text: string, weights: WeightMatch[]): Map<number, number> {
  const parents = new Map<number, number>();
  for (const group of text.matchAll(/\(([^()]{3,400})\)|\[([^[\]]{3,400})\]/g)) {
    const open = group.index;
    const close = open + group[0].length;
    const inside = weights.filter((w) => w.start > open && w.end <= close);
    if (inside.length < 2) continue;
    const after = weights.find((w) => w.start >= close && /^[\s:=-]*$/.test(text.slice(close, w.start)));
    const before = [...weights]
      .reverse()
      .find((w) => w.end <= open && /^[\s:=-]*$/.test(text.slice(w.end, open)));
    // 'Valeur technique : coefficient 4, appréciée au vu du mémoire (moyens : coefficient 2 ;
    // méthode : coefficient 2)': further along the weight's line, a bracket whose weights add up to it.
    const earlier = weights.filter((w) => w.end <= open).pop();
    const along =
      earlier &&
      !text.slice(earlier.end, open).includes('\n') &&
      Math.abs(inside.reduce((total, w) => total + w.weight, 0) - earlier.weight) < 0.05
        ? earlier
        : undefined;
    const parent = after ?? before ?? along;
    if (parent) for (const w of inside) parents.set(w.start, parent.start);
  }
  return parents;
}

/**
 * 'Lot 1 :', 'lots 2 et 3 :', 'pour le lot 1,' at the head of a label, maybe after the heading of the
 * criteria ('Critères d'attribution : lot 1 : prix'): the lot or lots its weights are for.
 */
const LOT_PREFIX =
  /^(?:[^:\n]{0,60}(?:crit[èe]res?|attribution|jugement|pond[ée]ration)[^:\n]{0,30}:)?\s*(?:pour\s+les?\s+)?lots?\s*(?:n[º°o]s?\.?\s*)?(\d{1,3}(?:\s*(?:,|et|à)\s*\d{1,3})*)\s*[:\-.,]\s*/i;

/** 'lots 1 à 3' → '1,2,3'; 'lots 1, 2 et 4' → '1,2,4': each lot the heading names. */
export function lotsNamed(written: string): string {
  const lots: number[] = [];
  for (const part of written.matchAll(/(\d{1,3})(?:\s*(?:à|au|-)\s*(?:n\s*[º°o]\.?\s*)?(\d{1,3}))?/gi)) {
    const first = Number(part[1]);
    const last = part[2] === undefined ? first : Number(part[2]);
    for (let lot = first; lot <= Math.min(last, first + 50); lot += 1) lots.push(lot);
  }
  return lots.join(',');
}

/**
 * A table header, its cells on one line or (pdf) one under the other. 'Critères : Prix : coefficient
 * 3 ; Valeur technique :' and 'Critère 1 - Prix : coefficient 0,4' are a list's lines (the weight
 * before the next criterion, or after a colon at the end of the line): no header.
 */
const TABLE_HEADER =
  /^(?![^\n]*(?:ci-dessous|avec leur|en fonction|suivants))(?![^\n]*:[\t ]*(?:coefficient|pond[ée]ration)[\t ]*:?[\t ]*\d{1,3}(?:[.,]\d{1,2})?[\t ]*%?[\t ]*$)[^\n]{0,80}(?:crit[èe]res?|libell[ée]s?|d[ée]signation|\bnom\b)(?:.{0,80}|[\t ]*\n(?:[\t ]*\n)?[\t ]*)(?:pond[ée]ration|\bpoints?\b|coefficient|bar[èe]me|\bpoids\b|\bnotation\b|\bnotes?\s+maximales?\b|\t[\t ]*(?:%|notes?)[\t ]*$)(?![\t ]*:?[\t ]*\d{1,3}(?:[.,]\d{1,2})?(?![.,]?\d)[\t ]*%?[\t ]*(?:[;,|]|[-–][\t ])).{0,40}$/im;
/**
 * Marks a weight cell of a table in place of the last character of the gap before it, so that the
 * rewritten table keeps every offset of the text (what the rows say is read in the text itself).
 */
const CELL = '\uE000';
/** A heading cell over weights. */
const WEIGHT_HEADING = /pond[ée]rations?|\bpoints?\b|coefficients?|\bpoids\b|\bnotes?\b/gi;
/** The tab before a cell that holds a bare number between two cells. */
const MIDDLE_CELL = /(?<=[^\t\n]\t*)\t(?=\d{1,3}(?:[.,]\d{1,2})?\t+[^\t\n\d])/g;
/** A row whose weight is written out. */
const WRITTEN_OUT = /\uE000\d|pondération \d/;
const TABLE_ROW =
  /^([^\n]{2,400}?(?:[A-Za-zÀ-ÿ)][^\n\d]{0,3}?|[^\n\t](?=\t)))((?:[\t ]+\/[\t ]*\d{1,3})?[\t ]+)(\d{1,3}(?:[.,]\d{1,2})?)[\t ]*$/g;
const TABLE_ROWS = 30;

/**
 * A row that ends with a lot's number ('Lot 1', '7.2 Lots 3 et 4', a cell 'Lot' before a cell '2') or a
 * postal district ('Toulouse Cedex 07'): the number is no weight. Read on the row up to its number: a
 * cell that ends with the word in its sentence ('Sur la base du DQE du lot<tab>40') is before its weight.
 */
const LOT_CELL_END =
  /(?:\blots?[ ]*(?:n\s*[°º])?[ ]*|(?:^|\t)[ ]*lots?[\t ]*(?:n\s*[°º])?[\t ]*)(?:\d{1,3}[\t ]*(?:,|et|à|-)[\t ]*)*$|\bcedex[\t ]*$/i;
/** A rating range's cell ('Facilité d'enfilage<tab>1 à 5'): its top is no weight. */
const RANGE_END = /(?<![\d.,])\d{1,2}[\t ]+à[\t ]*$/;
const FORMULA_END = /(?:\s[xX]|[×*/=÷])\s*$/;
/**
 * A reference to a part of a document one space before its number ('Mémoire technique, chapitre 1'),
 * or to a criterion ('50 % du critère 2').
 */
const REFERENCE_END = /\b(?:chapitres?|articles?|annexes?|sections?|parties|paragraphes?|crit[èe]res?)$/i;
const LONE_NUMBER = /^[\t ]*(\d{1,3}(?:[.,]\d{1,2})?)[\t ]*$/;
const UNIT_CELL = /\d[\t ]*(?:%|points?|pts)[\t ]*$/i;
/** A weight cell before its row's wording, in a table whose weight column comes first. */
const WEIGHT_BEFORE_WORDING = /^([\t ]*)(\d{1,3}(?:[.,]\d{1,2})?)[\t ]*[-–][\t ]*(?=[A-Za-zÀ-ÿ])/;
const NUMBERED_ROW = /^[\t ]*\d{1,2}(?:\.\d{1,2})*[\t ]*[-.)][\t ]*[A-Za-zÀ-ÿ]/;

/**
 * The rows of a table body with their weights written out: 'Prix 40' and, for a pdf table whose
 * weight cell comes out on a line of its own after the row's wording ('2-Valeur technique',
 * a paragraph, then '50'), the row that is still waiting for its weight.
 */
function tableRows(lines: string[], labelsFirst: boolean, twoWeightColumns: boolean): string[] {
  // A weight column first: no number ending a row is its weight ('Formule décrite au 5.2').
  const rows = lines.map((row) => {
    if (!labelsFirst) return row;
    const ended = row.replace(TABLE_ROW, (whole, label: string, gap: string, value: string) =>
      // '(Pmin / P) x 50': a number closing a formula is its factor, not a weight cell.
      // A note column before the weight ('/10') is a scale: it is blanked, offsets kept.
      FORMULA_END.test(label) ||
      LOT_CELL_END.test(label + gap) ||
      RANGE_END.test(label) ||
      (gap === ' ' && REFERENCE_END.test(label))
        ? whole
        : `${label}${gap.slice(0, -1).replace(/[^\t]/g, ' ')}${CELL}${value}`,
    );
    // Under 'Critère | Pondération | Sous-critère | Points', a weight cell in the middle of a row
    // ('Valeur technique<tab>50<tab>Organisation<tab>15').
    return twoWeightColumns ? ended.replace(MIDDLE_CELL, CELL) : ended;
  });
  // A table whose weights carry their unit ('40 %') numbers its rows with its bare numbers ('1', '2.1'),
  // one to a row at the most: bare numbers that outnumber the weights with a unit are the weights
  // ('Prix : 40 points' after a table of bare sub-criteria points is the next criterion). What follows
  // its 'Total' row ('Excellent : 100 %   Bon : 75 %') is no cell of it.
  const total = lines.findIndex((line) => /^[\t ]*total\b/i.test(line));
  const inTable = lines.slice(0, total < 0 ? lines.length : total + 2);
  const unitCells = inTable.filter((line) => UNIT_CELL.test(line)).length;
  const united = unitCells > 0 && unitCells >= inTable.filter((line) => LONE_NUMBER.test(line)).length;
  let waiting: number | null = null;
  for (const [i, row] of rows.entries()) {
    const lone = united ? null : LONE_NUMBER.exec(row);
    // A weight column first: a weight alone on its line opens its row, it waits for no wording.
    if (lone && waiting !== null && labelsFirst) {
      rows[waiting] = `${rows[waiting]!.trimEnd()} pondération ${lone[1]!}`;
      rows[i] = '';
      waiting = null;
    } else if (lone) {
      rows[i] = `pondération ${lone[1]!}`;
    } else if (!labelsFirst && WEIGHT_BEFORE_WORDING.test(row)) {
      // '25 – Qualité du dispositif': a sub-criterion's weight before its wording.
      rows[i] = row.replace(WEIGHT_BEFORE_WORDING, '$1pondération $2 :');
    } else if (NUMBERED_ROW.test(row) && !WRITTEN_OUT.test(row)) {
      waiting = i;
    } else if (WRITTEN_OUT.test(row)) {
      waiting = null;
    }
  }
  return rows;
}

const GRID_HEADER = /^[\t ]*(?:appr[ée]ciations?|niveaux?(?: d'appr[ée]ciation)?)[\t ]+(?:notes?|points?)\b/i;

/**
 * A table headed 'Critères | Pondération' gives its weights as bare numbers at the end of each
 * row, or in a cell of their own: they are written out as 'pondération N' so the weight rules
 * read them like any other.
 */
export function withTableWeights(text: string): string {
  const labelsFirst = TABLE_HEADER.exec(text);
  const header = labelsFirst ?? WEIGHT_COLUMN_FIRST.exec(text);
  if (!header) return text;
  const bodyStart = header.index + header[0].length;
  const lines = text.slice(bodyStart).split('\n');
  const twoWeightColumns = (header[0].match(WEIGHT_HEADING) ?? []).length >= 2;
  // A rating grid below the table ('Appréciation⇥Note attribuée', 'Traité de façon moyenne⇥5') is none of its rows.
  const grid = lines.slice(0, TABLE_ROWS).findIndex((line) => GRID_HEADER.test(line));
  // Another table headed by short cells below ('Sous-critères' / 'Points' under the criteria's
  // 'Critères' / 'Pondération') ends this one: its rows are read as its own.
  const next = labelsFirst ? TABLE_HEADER.exec(text.slice(bodyStart)) : null;
  const nextRow =
    next && next[0].split('\n').every((cell) => cell.trim().length <= SHORT_CELL)
      ? text.slice(bodyStart, bodyStart + next.index).split('\n').length - 1
      : TABLE_ROWS;
  const rows = Math.min(grid < 0 ? TABLE_ROWS : grid, nextRow);
  const body = tableRows(lines.slice(0, rows), labelsFirst !== null, twoWeightColumns).join('\n');
  const rest = lines.slice(rows).join('\n');
  if (lines.length <= rows) return text.slice(0, bodyStart) + body;
  return `${text.slice(0, bodyStart)}${body}\n${nextRow < TABLE_ROWS ? withTableWeights(rest) : rest}`;
}

/** A heading cell is short ('Sous-critères', 'Points'). */
const SHORT_CELL = 40;

/**
 * '2.1 Note méthodologique : 25', '2.2 organisation logistique (fréquences) – 15': a sub-criterion
 * numbered on two levels, its bare number after a colon or a dash.
 */
const NUMBERED_BARE =
  /^([\t ]*\d{1,2}\.\d{1,2}[\t .)-]*[A-Za-zÀ-ÿ][^\n]{2,250}?[\t ]*[:-][\t ]*?)[\t ](\d{1,3}(?:[.,]\d{1,2})?)[\t ]*$/gm;

/**
 * 'Valeur technique : 40 points dont méthodologie 20, planning 10, moyens 10': the bare numbers of a
 * list after a weight and 'dont', adding up to it, are its parts in its unit.
 */
const SHARED_BARE =
  /\d{1,3}(?:[.,]\d{1,2})?[\t ]*(?:%|points?|pts)[\t ]+dont[\t ]+((?:[A-Za-zÀ-ÿ'][^,;\n\d()%]{1,60}?[\t ]\d{1,3}(?:[.,]\d{1,2})?(?:[\t ]*(?:,|et)[\t ]*|(?=[\t ]*(?:[.;\n|]|$))))+)/gi;
const SHARED_PART = /[A-Za-zÀ-ÿ'][^,;\n\d()%]{1,60}?([\t ])(\d{1,3}(?:[.,]\d{1,2})?)/g;

/**
 * 'critères : prix 60 ; qualité des produits 25 ; délai de livraison 15', or one a line, or a notice's
 * field that opens with the price ('Prix 40' / 'Méthodologie 35' / 'Délais 25', 'prix 50 / moyens 30 /
 * délai 20'): the bare numbers of a list of criteria, each right after its wording (no colon between),
 * adding up to 100.
 */
const LISTED_BARE =
  /(?:crit[èe]res?(?:\s+d'attribution|\s+de\s+jugement)?[\t ]*:[\t ]*\n?[\t ]*|(?<=^|\n)[\t ]*(?=prix\b))((?:[A-Za-zÀ-ÿ'][^;:,.\n\d%()]{1,60}?[\t ]\d{1,3}(?:[.,]\d{1,2})?(?:[\t ]*(?:[;/][\t ]*|\n[\t ]*(?=[A-Za-zÀ-ÿ'][^\n]*[\t ]\d{1,3}(?:[.,]\d{1,2})?[\t ]*(?:[;.|]|\n|$)))|(?=[\t ]*(?:[.|\n]|$))))+)/gi;

/** The parts of a list whose bare numbers add up to `total`, marked as weight cells. */
function markedParts(whole: string, list: string, total: number): string {
  const parts = [...list.matchAll(SHARED_PART)];
  const listed = parts.reduce((sum, part) => sum + parseDecimal(part[2]!), 0);
  if (parts.length < 2 || Math.abs(listed - total) > 0.05) return whole;
  const at = whole.length - list.length;
  let marked = list;
  for (const part of parts) {
    const gap = part.index + part[0].length - part[2]!.length - 1;
    marked = `${marked.slice(0, gap)}${CELL}${marked.slice(gap + 1)}`;
  }
  return whole.slice(0, at) + marked;
}

/**
 * The bare numbers of sub-criteria numbered '2.1', '2.2' and of the parts listed after a weight, marked
 * as weight cells, offsets kept.
 */
export function withNumberedWeights(text: string): string {
  return text
    .replace(NUMBERED_BARE, `$1${CELL}$2`)
    .replace(SHARED_BARE, (whole: string, list: string) =>
      markedParts(whole, list, parseDecimal(/^\d{1,3}(?:[.,]\d{1,2})?/.exec(whole)![0])),
    );
}

/** The bare numbers of the criteria listed bare (LISTED_BARE), marked as weight cells, offsets kept. */
export function withListedWeights(text: string): string {
  return text.replace(LISTED_BARE, (whole: string, list: string) => markedParts(whole, list, 100));
}

/**
 * 'Prix : 40 ; Valeur technique : 60', 'Prix - 40 / Valeur technique - 60', 'Délai ........ 10', '1-
 * Valeur technique : 40': a bare number after a label (numbered or not), which may hold a bracket
 * ('Formation des conducteurs (sécurité, handicap) : 0,08') and be followed by one ('Valeur technique -
 * 60 (mémoire technique)').
 */
const BARE =
  /((?:^|[\n;,/|:]|\s-\s)[\t ]*(?:[*•○◦▪][\t ]+)?(?:\d{1,2}(?:\.\d{1,2})?[.)-]?[\t ]+)?[A-Za-zÀ-ÿ](?:[^\n;,:/|\d(]|\([^\n()]{0,80}\)){1,100}?[\t ]*(?:[:\-=]|[.…_·]{4,})[\t ]*)(\d{1,3}(?:[.,]\d{1,2})?)(?=[\t ]*(?:[;,/|]|\((?:[Dd]ont|DONT|[Ss]oit|SOIT)\b|(?:\([^()\n]*\)[\t ]*)?\.?[\t ]*(?:\n|$)))/g;

/**
 * A notice's fields, one a line: a criterion's name, maybe its description, then its weight alone
 * ('Prix | 70 | Délais de livraison | 20', 'Valeur technique | Appréciée au vu du mémoire | 60').
 */
const FIELD_WEIGHT =
  /(^|\n)([\t ]*[A-Za-zÀ-ÿ][^\n\d]{1,79})\n(?:([^\n]{20,400})\n)?[\t ]*(\d{1,3}(?:[.,]\d{1,2})?)[\t ]*(?=\n|$)/g;

/** Each weight field brought up to its name's line ('Prix : 70'), for BARE to read. */
export function withFieldWeights(text: string): string {
  return text.replace(
    FIELD_WEIGHT,
    (_whole, start: string, name: string, description: string | undefined, weight: string) =>
      `${start}${name} : ${weight}${description === undefined ? '' : `\n${description}`}`,
  );
}

/** Bare numbers after labels written out as 'pondération N', for the weight rules to read. */
export function withBareWeights(text: string): string {
  return text.replace(BARE, '$1pondération $2');
}

/**
 * A whole stated after the criteria ('Soit une note totale sur 150 points', a table's 'Total' row)
 * holds for those before it too.
 */
function statesTotal(items: RawItem[], total: number): number {
  for (const item of items) item.total ??= total;
  return total;
}

/**
 * A table's weight cell after a wording that lists with semicolons ('Valeur technique, appréciée au
 * regard du mémoire : organisation ... ; délais ... ; qualification ...<tab>40'): the whole cell is the
 * row's wording, not its last item.
 */
function listedCell(text: string, at: number, before: string): string | null {
  if (text[at] !== CELL) return null;
  const cell = before.slice(before.lastIndexOf('\t') + 1);
  return cell.includes(';') && !cell.includes('\n') ? cell : null;
}

/** A label that ends with nothing but a criterion's code ('C2.1 =', 'pondérés comme suit : Critère 3 :'). */
const BARE_CODE =
  /(?:^|[:(;,])\s*((?:(?:sous-)?crit[èe]re\s*(?:n\s*[°º]\s*)?|S?C\s?)\d{1,2}(?:\.\d{1,2})*)[\s=:]*$/i;

/**
 * 'C1 = 40 % ; C2 = 45 % (C2.1 = 25 % ; C2.2 = 20 %)': weights given to the codes of criteria listed
 * above ('C2.1 – organisation et management des équipes (planning ...) ;'). The code's own line
 * names it: its code (for the depth), its wording up to the first comma or bracket, the rest as details.
 */
function codeDefined(text: string, end: number, raw: string): string | null {
  const code = BARE_CODE.exec(raw)?.[1];
  if (!code) return null;
  const before = text.slice(0, end);
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s*');
  const lines = [
    ...before.matchAll(
      new RegExp(
        `(?:^|\\n)[\\t ]*(?:[-•*][\\t ]*)?${escaped}(?![\\d.]\\d)[\\t ]*[-–—:.)][\\t ]*([^\\n]{3,})`,
        'gi',
      ),
    ),
  ];
  const wording = lines[lines.length - 1]?.[1]?.trim();
  if (!wording || !/^[A-Za-zÀ-ÿ]/.test(wording)) return null;
  const cut = wording.search(/[,;(]/);
  return cut > 0
    ? `${code} - ${wording.slice(0, cut)} : ${wording.slice(cut).replace(/^[,;\s]+/, '')}`
    : `${code} - ${wording}`;
}

/**
 * Weighted items of a passage: each weight with the wording before it, or after it when the
 * passage writes weights first ('avec leur pondération 40% Valeur technique 60% Prix').
 */
export function weightedItems(text: string, offset: number, lot: string | null): RawItem[] {
  const weights = weightMatches(text);
  const parents = bracketParents(text, weights);
  const items: RawItem[] = [];
  let previousEnd = 0;
  let weightFirst = false;
  // A table one cell a line whose weight column comes first ('Pondération' / 'Critère' / ...): each
  // weight alone on its line names the cell after it.
  const columnFirst = WEIGHT_COLUMN_FIRST.test(text);
  // The whole said after the criteria, unless one is said before them (read at each weight below).
  let total = wholeAfter(
    text.slice(weights[weights.length - 1]?.end ?? 0, (weights[weights.length - 1]?.end ?? 0) + 400),
  );
  // 'Lot 1 : Prix 60 %, Valeur technique 40 %': the lot named at the head holds for what follows.
  let currentLot = lot;
  for (let i = 0; i < weights.length; i += 1) {
    const w = weights[i]!;
    const next = weights[i + 1]?.start ?? text.length;
    const before = text.slice(previousEnd, w.start);
    previousEnd = w.end;
    // 'Les offres seront notées sur 10 au regard des critères suivants :', before the first weight or
    // after others.
    total = statedTotal(before) ?? total;
    // Nothing weighs nothing: '0 point' is the bottom of a rating scale.
    if (w.weight === 0) continue;
    if (statesWhole(text, w)) {
      total = statesTotal(items, w.weight);
      continue;
    }
    const firstOnLine = weightsFirstLine(text, weights, w);
    // A list written weights first ends with its lines: a later line that words its criterion before
    // its weight ('Valeur technique - 60 %' under a selection of candidates '(50) références, (30)
    // ...') is read wording first.
    if (
      weightFirst &&
      !firstOnLine &&
      before.includes('\n') &&
      /[A-Za-zÀ-ÿ]/.test(text.slice(text.lastIndexOf('\n', w.start - 1) + 1, w.start))
    )
      weightFirst = false;
    const given =
      (columnFirst && WEIGHT_LINE.test(lineAround(text, w.start, w.end))
        ? cellAfter(text, w.end, next)
        : null) ?? givenTo(text, w.end, next);
    if (given) previousEnd = given.end;
    const field = given || weightFirst ? null : nameFieldAbove(text, weights, w);
    let raw =
      weightFirst || firstOnLine || given || field
        ? ''
        : (arrowHead(before) ?? listedCell(text, w.start, before) ?? labelBefore(before));
    raw = codeDefined(text, w.start, raw) ?? raw;
    let rawLot = currentLot;
    const lotPrefix = LOT_PREFIX.exec(raw);
    if (lotPrefix) {
      rawLot = lotsNamed(lotPrefix[1]!);
      currentLot = rawLot;
      raw = raw.slice(lotPrefix[0].length);
    }
    const headingCell = numberedHeadingCell((raw !== '' && headingAbove(before)) || raw);
    if (headingCell) {
      raw = headingCell.sub;
      items.push({
        label: headingCell.heading.label,
        details: headingCell.heading.details,
        weight: 0,
        unit: w.unit,
        at: offset + text.lastIndexOf('\n', w.start) + 1,
        lot: rawLot,
        depth: 1,
        parentAt: null,
        clean: false,
        unstated: true,
      });
    }
    let parsed = describedCell(raw) ?? cleanLabel(raw);
    // 'appréciée pour 40 % sur la qualité des denrées, pour 35 % sur le prix', 'dont 30 % au titre de
    // la note méthodologique': the weight leads its wording.
    const led = SHARE_LEAD.test(before) ? SHARE_ON.exec(text.slice(w.end, next)) : null;
    if (led) parsed = { ...cleanLabel(led[1]!), depth: parsed.depth };
    // A table's 'Total' row states the whole, it is no criterion.
    if (/^total(?:\s+g[ée]n[ée]ral)?$/i.test(parsed.label)) {
      total = statesTotal(items, w.weight);
      continue;
    }
    // 'dont robustesse des matériaux ..... 15 pts', a line of its own: a share of the criterion above.
    if (
      parsed.depth === null &&
      SHARE_LINE.test(text.slice(text.lastIndexOf('\n', w.start - 1) + 1, w.start))
    )
      parsed = { ...parsed, depth: 2 };
    // 'Sous-critère n°1 :' ending the line above the wording: the item is a sub-criterion.
    const named = parsed.depth === null ? /([^\n;)]*)\n[^\n]*$/.exec(before)?.[1] : undefined;
    if (named && NAMED_BY_NUMBER.test(named)) parsed = { ...parsed, depth: namedDepth(named) };
    const numberOnly = NUMBER_ONLY.exec(text.slice(text.lastIndexOf('\n', w.start - 1) + 1, w.start));
    let titled = NAMED_BY_NUMBER.test(raw) || numberOnly ? titleAfter(text, w.end, next) : null;
    if (titled && numberOnly) {
      titled = { ...titled, ...numberedDepth(numberOnly[1]!) };
      // The wording after the weight is this item's: the next one's starts past its line.
      const lineEnd = text.indexOf('\n', w.end);
      previousEnd = Math.min(lineEnd < 0 ? text.length : lineEnd, next);
    }
    const heading = weights[i - 1] ? cellHeading(text, weights[i - 1]!, w) : null;
    let at = offset + w.start;
    if (heading) {
      parsed = heading.label;
      at = offset + heading.at;
    } else if (given) {
      parsed = given.label;
    } else if (titled) {
      parsed = titled;
    } else if (field) {
      parsed = field;
    } else if (led) {
      // Its wording is read already, after it.
    } else if (!weightFirst && !firstOnLine && acceptable(parsed.label)) {
      parsed = withContinuation(parsed, text, w.end, next, /,[\t ]*$/.test(before));
    } else if (
      !weightFirst &&
      !firstOnLine &&
      w.unit === '%' &&
      /^[\s):=-]*$/.test(before) &&
      enclosingLabel(text, w.start, offset, items)
    ) {
      const enclosing = enclosingLabel(text, w.start, offset, items)!;
      parsed = enclosing.label;
      for (const item of items)
        if (item.at >= offset + enclosing.lineStart && item.parentAt === null)
          item.parentAt = offset + w.start;
    } else {
      const lineEnd = text.indexOf('\n', w.end);
      // The wording after the weight: up to the next weight, within the line when the line goes on.
      const lineGoesOn = lineEnd >= 0 && /[A-Za-zÀ-ÿ]/.test(text.slice(w.end, lineEnd));
      const more = i + 1 < weights.length && (!(firstOnLine || lineGoesOn) || lineEnd < 0 || next < lineEnd);
      const after = labelAfter(text, w.end, next, more);
      if (!acceptable(after.label)) continue;
      if (firstOnLine) {
        parsed = after;
      } else {
        // A weight that ends a line of wording ('... sous-critères suivants :<tab>50 %') is that
        // line's, not the first of a list written weights first.
        const wordedLine = /[A-Za-zÀ-ÿ]/.test(text.slice(text.lastIndexOf('\n', w.start - 1) + 1, w.start));
        if (
          !weightFirst &&
          (!/pond[ée]r|ci-dessous|suivant|crit[èe]res?\b[^:\n]{0,40}:\s*$/i.test(before) ||
            (wordedLine && !lineGoesOn))
        )
          continue;
        weightFirst = true;
        parsed = after;
      }
    }
    items.push({
      label: parsed.label,
      details: parsed.details,
      weight: w.weight,
      unit: w.unit,
      at,
      lot: rawLot,
      depth: parsed.depth,
      lettered: parsed.lettered === true,
      ...(parsed.code === undefined ? {} : { code: parsed.code }),
      parentAt: parents.has(w.start) ? offset + parents.get(w.start)! : null,
      clean:
        CLEAN_LINE.test(lineAround(text, w.start, w.end)) ||
        CLEAN_LINE.test(listedAround(text, w.start, w.end)),
      // A share written of its whole ('Prix | 12/20') states that whole.
      ...((total ?? w.of) === undefined ? {} : { total: total ?? w.of }),
    });
  }
  return withBulletDepth(
    text,
    offset,
    withListedSubs(
      text,
      offset,
      withNamedOwners(
        text,
        offset,
        items.sort((a, b) => a.at - b.at),
      ),
    ),
  );
}

/** What stands before a first 'Sous-critère 1 :' on its line: the criterion it details, or what announces it. */
const OWNED_SUB = /^([^\n]*?)(?:sous-)+crit[èe]re\s*(?:n\s*[°º]\s*)?1\b/i;
/** 'Valeur technique :' before the first sub-criterion. */
const OWNER_HEAD = /^[\t ]*([A-Za-zÀ-ÿ][^:\n\d]{2,80}?)[\t ]*:[\t ]*$/;
/** 'Appréciée au travers des sous-critères suivants :', the criterion named on the line above. */
const OWNER_ANNOUNCED = /^[\t ]*(?:[^\n\d:]{0,80}\bsous-crit[èe]res\b[^\n\d:]{0,30}:)?[\t ]*$/i;

/**
 * 'Prix : 40 % | Valeur technique : Sous-critère 1 : ... (20 points) ; Sous-critère 2 : ...': sub-criteria
 * numbered from 1 after a criterion named without weight (on their line, or on the line above the
 * one that announces them) are that criterion's, not the weighted criterion's before it. Its own
 * weight stays unwritten (their sum, for the whole to add up).
 */
function withNamedOwners(text: string, offset: number, items: RawItem[]): RawItem[] {
  const out: RawItem[] = [];
  for (const [i, item] of items.entries()) {
    const previous = items[i - 1];
    const opensRun = (item.depth ?? 0) >= 2 && (previous === undefined || (previous.depth ?? 1) < 2);
    const owner = opensRun ? ownerOf(text, item.at - offset, previous ? previous.at - offset : 0) : null;
    if (!owner) {
      out.push(item);
      continue;
    }
    const end = items.findIndex((sub, k) => k > i && (sub.depth ?? 1) < 2);
    const whole = items.slice(i, end < 0 ? items.length : end).reduce((sum, sub) => sum + sub.weight, 0);
    // Not when they share out the criterion before them, nor when that criterion is weighted already.
    if (
      !(previous && subsCloseAt(previous, whole)) &&
      !items
        .slice(0, i)
        .some((top) => (top.depth ?? 1) < 2 && criterionNameOf(top.label) === criterionNameOf(owner.label))
    ) {
      out.push({
        label: owner.label,
        details: '',
        weight: whole,
        unit: item.unit,
        at: offset + owner.at,
        lot: item.lot,
        depth: 1,
        parentAt: null,
        clean: false,
        unstated: true,
      });
    }
    out.push(item);
  }
  return out;
}

/** The criterion named without weight that a first sub-criterion at `at` details, after `from`. */
function ownerOf(text: string, at: number, from: number): { label: string; at: number } | null {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const numbered = numberedOwner(text, lineStart, from);
  if (numbered) return numbered;
  const head = OWNED_SUB.exec(text.slice(lineStart, at))?.[1];
  if (head === undefined || lineStart < from) return null;
  const named = OWNER_HEAD.exec(head)?.[1];
  if (named && isNamedCriterion(named)) return { label: tidy(named), at: lineStart };
  if (!OWNER_ANNOUNCED.test(head) || lineStart === 0) return null;
  const aboveStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  const above = text.slice(aboveStart, lineStart - 1).trim();
  // A name, not a sentence that announces them ('Le critère valeur technique sera apprécié ... :').
  return aboveStart >= from &&
    above.length <= SHORT_FIELD &&
    !/[\d:]/.test(above) &&
    !/sous-crit/i.test(above) &&
    isNamedCriterion(above)
    ? { label: above, at: aboveStart }
    : null;
}

/** 'Critère ', 'critère n° ' before a criterion's number, as a pattern to build others with. */
export const CRITERION_NUMBER = String.raw`crit[èe]re[\t ]*(?:n[\t ]*[°º][\t ]*)?`;

/** How far above its first sub-criterion a numbered heading may be. */
const HEAD_REACH = 400;
/** A sub-criterion's numbering under its criterion's number: '1.a', '2.1'. */
const SUB_NUMBER = /^[\t ]*(\d{1,2})\.(?:\d{1,2}|[a-z])\b/i;
/** 'Critère 1 : Valeur technique', '1. Valeur technique', '1) Valeur technique': a numbered heading without weight. */
const NUMBERED_HEAD = new RegExp(
  String.raw`^[\t ]*(?:${CRITERION_NUMBER})?(\d{1,2})[\t ]*[:.)–-][\t ]*([A-Za-zÀ-ÿ][^\n\d%:]{2,80}?)[\t ]*:?[\t ]*$`,
  'i',
);

/**
 * The numbered heading without weight on the line above a first sub-criterion of the same number
 * ('Critère 1 : Valeur technique' over '1.a Mémoire méthodologique ..... 25 %'), blank lines between.
 */
function numberedOwner(text: string, lineStart: number, from: number): { label: string; at: number } | null {
  const sub = SUB_NUMBER.exec(lineFrom(text, lineStart));
  if (!sub || lineStart === 0) return null;
  // The nearest line above with words, blank lines skipped.
  const reach = Math.max(from, lineStart - HEAD_REACH);
  const before = text.slice(reach, lineStart).trimEnd();
  const aboveStart = reach + before.lastIndexOf('\n') + 1;
  const head = NUMBERED_HEAD.exec(text.slice(aboveStart, reach + before.length));
  return head && head[1] === sub[1] && isNamedCriterion(head[2]!)
    ? { label: tidy(head[2]!), at: aboveStart }
    : null;
}

/** A weight in a sentence that goes on to name what it weighs: '... pour', '... à', 'dont', 'et'. */
const SHARE_LEAD = /(?:^|[\s,;])(?:pour|à|dont|et)[\t ]*\n?[\t ]*$/i;
/** ' sur la qualité des denrées, ...', ' au titre de la composition de l'équipe', up to the next clause. */
const SHARE_ON =
  /^\s*(?:sur|au titre d(?:e|u|es))\s+((?:le|la|les|l')\s*[^,;.()\d]{3,120}?)(?=\s*(?:[,;.(]|\bet\s+(?:enfin|pour|à|\d)|\bdont\b|\b(?:pour|à)\s+\d|$))/i;

/** A notice's name field is short. */
const SHORT_FIELD = 80;
/** What may open a description field before its weight: nothing, or 'Critère' ('Critère noté sur 55 points'). */
const DESCRIPTION_HEAD = /^[\t ]*(?:(?:le|ce)[\t ]+)?(?:crit[èe]re[\t ]+)?$/i;

/**
 * 'Valeur technique' / 'Critère noté sur 55 points, apprécié au vu du mémoire' (a notice's name and
 * description fields, the description opening on the weight): the criterion is the short line above,
 * the description its details. Not a list written weights first: the weight is alone on its line,
 * a description follows it that names no other kind of criterion, and the next line does not open
 * on a weight.
 */
function nameFieldAbove(text: string, weights: WeightMatch[], w: WeightMatch): Label | null {
  const lineStart = text.lastIndexOf('\n', w.start - 1) + 1;
  if (lineStart === 0 || !DESCRIPTION_HEAD.test(text.slice(lineStart, w.start))) return null;
  const lineEndAt = text.indexOf('\n', w.end);
  const lineEnd = lineEndAt < 0 ? text.length : lineEndAt;
  const nameStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  const name = cleanLabel(text.slice(nameStart, lineStart - 1));
  const description = text.slice(w.end, lineEnd).replace(/^[\t ]*[-:,.–][\t ]*/, '');
  const following = weights.find((other) => other.start > w.start);
  if (
    !/[A-Za-zÀ-ÿ]{2}/.test(description) ||
    name.label.length > SHORT_FIELD ||
    !isNamedCriterion(name.label) ||
    !acceptable(name.label) ||
    (following !== undefined && following.start < lineEnd) ||
    weights.some((other) => other.start >= nameStart && other.start < lineStart) ||
    (isNamedCriterion(description) && criterionNameOf(description) !== criterionNameOf(name.label)) ||
    (following !== undefined &&
      following.start > lineEnd &&
      DESCRIPTION_HEAD.test(text.slice(lineEnd + 1, following.start)))
  )
    return null;
  return {
    ...name,
    details: tidy([name.details, description].filter((part) => part.trim() !== '').join(' ; ')),
  };
}

/**
 * 'Sous-critères de la valeur technique :' opening a line, or after the criterion's weight ('Pondération :
 * 55 %. Sous-critères : ...' in a notice's field, 'Valeur technique : 40.00% ayant comme sous-critères :
 * ...', 'Appréciée au vu du mémoire ayant comme sous-critères : ...'), its items listed after it on that
 * line.
 */
const SUBS_LINE =
  /^[\t ]*(?:[^\n%]{0,150}?\d{1,3}(?:[.,]\d{1,2})?\s*%\.?[\t ,]*(?:(?:ayant|avec)\s+(?:comme|pour)\s+)?|[^\n%]{0,150}?\b(?:ayant|avec)\s+(?:comme|pour)\s+)?sous-crit[èe]res\b[^:\n]{0,60}:/i;

/**
 * 'Sous-critères : méthodologie (25 points), équipe (20 points), planning (15 points)': the items after
 * the first on such a line, without a depth of their own, are at its depth.
 */
function withListedSubs(text: string, offset: number, items: RawItem[]): RawItem[] {
  return items.reduce<RawItem[]>((out, item) => {
    const previous = out[out.length - 1];
    const listed =
      item.depth === null &&
      previous?.depth === 2 &&
      SUBS_LINE.test(lineFrom(text, text.lastIndexOf('\n', previous.at - offset - 1) + 1)) &&
      !text.slice(previous.at - offset, item.at - offset).includes('\n');
    out.push(listed ? { ...item, depth: 2 } : item);
    return out;
  }, []);
}

/**
 * A list of two kinds of bullet, the first item's kind on top ('• Valeur technique : 12 pts' then
 * 'o Organisation du chantier : 6 pts'), or items without bullet (numbered or not) over bulleted
 * ones ('9.2 Valeur technique (40 %)' then '– moyens d'exploitation : 15 %'): the items of the other
 * kind are the sub-criteria of the item above them, one level below it, when they share it out.
 */
function withBulletDepth(text: string, offset: number, items: RawItem[]): RawItem[] {
  const bullets = items.map((item) => bulletAt(text, item.at - offset));
  const kinds = [...new Set(bullets)];
  if (kinds.length !== 2) return items;
  const top = items[0]!.depth ?? 1;
  let above = top;
  const nested = items.map((item, i) => {
    if (bullets[i] === kinds[0]) {
      above = item.depth ?? top;
      return { ...item, depth: above };
    }
    return item.depth === null ? { ...item, depth: above + 1 } : item;
  });
  return sharesOut(nested) ? nested : items;
}

/**
 * The list starts at its top level, and the items one level below each item add up to its weight
 * (or to a note scale of it): the nesting reads the weights as the buyer wrote them.
 */
function sharesOut(items: RawItem[]): boolean {
  const depths = items.map((item) => item.depth ?? 1);
  if (depths[0] !== Math.min(...depths) || !depths.some((depth) => depth > depths[0]!)) return false;
  return items.every((item, i) => {
    let sum = 0;
    for (let j = i + 1; j < items.length && depths[j]! > depths[i]!; j += 1)
      if (depths[j] === depths[i]! + 1) sum += items[j]!.weight;
    return sum === 0 || subsCloseAt(item, sum);
  });
}

const CELL_REACH = 4;

/**
 * 'Valeur technique, selon les sous-critères ci-dessous :' / '- méthodologie : 20 points<tab>40
 * points': a table cell lists its sub-criteria with their weights, and the weight column beside it
 * holds the criterion's own weight, level with one of the lines. It is the weight of the line that
 * opens the cell, the nearest line above without a weight.
 */
function cellHeading(
  text: string,
  previous: WeightMatch,
  w: WeightMatch,
): { label: Label; at: number } | null {
  const between = text.slice(previous.end, w.start);
  if (!/^[ )]*\t[\t ]*$/.test(between)) return null;
  let lineStart = text.lastIndexOf('\n', w.start - 1) + 1;
  for (let step = 0; step < CELL_REACH && lineStart > 0; step += 1) {
    const start = text.lastIndexOf('\n', lineStart - 2) + 1;
    const line = text.slice(start, lineStart - 1);
    if (line.trim() === '') return null;
    if (weightMatches(line).length === 0) {
      const cell = line.split('\t')[0]!;
      // 'Valeur technique, jugée ... selon les sous-critères ci-dessous :': the criterion opens it.
      const cut = cell.search(/,\s|\s:|\(/);
      const label = cleanLabel(cell);
      if (acceptable(label.label)) return { label, at: start };
      const head = cleanLabel(cut > 0 ? cell.slice(0, cut) : '');
      if (acceptable(head.label)) return { label: { ...head, details: tidy(cell.slice(cut)) }, at: start };
    }
    lineStart = start;
  }
  return null;
}

/** 'notés sur 100 points au total', '100 points en tout': the whole. */
const TOTAL_AFTER = /^[\t ]*(?:au total|en tout)(?![A-Za-zÀ-ÿ])/i;
/**
 * 'Les offres seront notées sur 20 points', 'sur un total de 1000 points', 'Total : 100 %', 'Le
 * jugement s'effectuera sur 10 points': the whole the criteria share out, not a criterion.
 */
const STATED_TOTAL =
  /(?:(?:^|[\s('’])(?<!\bde l['’])(?:offres?|propositions?)\s+(?:seront|sera|sont|est)\s+(?:not[ée]e?s?|[ée]valu[ée]e?s?|jug[ée]e?s?(?:,[^.\n%]{1,100},)?)\s+|(?:ci-dessous|suivants)\s+et\s+not[ée]e?s?\s+|\btotal\s*(?:de\s+|:\s*)?|\btotalisant\s+|\b(?:jugement|notation|classement|[ée]valuation)(?:\s+des\s+offres)?\s+(?:s'effectuer(?:a|ont)|s'effectuent|s'effectue|se fera|se fait|sera\s+(?:r[ée]alis[ée]e?|effectu[ée]e?|faite?|[ée]tablie?))\s+|\bnote\s+(?:globale|finale|totale)\s*(?:(?:est|sera|[ée]tant)\s+)?(?:not[ée]e\s+|calcul[ée]e\s+|exprim[ée]e\s+)?(?::\s*)?)(?:sur\s+)?\d{1,4}(?:[.,]\d{1,2})?\s*(?:points?|pts|%)$/i;

/**
 * 'Les critères suivants, notés sur un total de 60 :', 'BAREME (sur 20)', 'Note sur 20 : Prix 8 pts, ...':
 * the whole, said before the criteria (a rating scale of weights in percent is told apart by the
 * tree, which tries 100 next).
 */
const TOTAL_BEFORE =
  /\b(?:crit[èe]res|bar[èe]me|notation)\b[^.\n]{0,80}?\bsur\s+(?:un\s+total\s+de\s+)?(\d{2,4})\b(?![.,]?\d|\s*%)|\bsur\s+un\s+total\s+de\s+(\d{2,4})\b(?![.,]?\d|\s*%)|\b(?:offres|propositions)\s+(?:seront|sont)\s+not[ée]es\s+sur\s+(\d{2,4})\b(?![.,]?\d|\s*%)|(?:^|\n)[\t ]*note(?:\s+(?:globale|finale|totale))?\s+sur\s+(\d{2,4})(?:\s*(?:points?|pts))?\s*:/gi;

/** 'Note globale sur 20.', 'La note finale est exprimée sur 20 points', said after the criteria. */
const WHOLE_AFTER = /\bnote\s+(?:globale|finale|totale)\b[^.\n]{0,40}?\bsur\s+(\d{2,4})\b(?![.,]?\d|\s*%)/i;

function wholeAfter(after: string): number | undefined {
  const m = WHOLE_AFTER.exec(after);
  return m ? Number(m[1]) : undefined;
}

/** A weight that states the whole ('Les offres seront notées sur 20 points', '100 points au total'). */
function statesWhole(text: string, w: WeightMatch): boolean {
  return (
    STATED_TOTAL.test(text.slice(text.lastIndexOf('\n', w.start - 1) + 1, w.end)) ||
    TOTAL_AFTER.test(text.slice(w.end, w.end + 20))
  );
}

/** The whole a passage states before any criterion ('Les offres seront notées sur 20 points.'). */
export function wholeStatedIn(text: string): number | undefined {
  return weightMatches(text).find((w) => statesWhole(text, w))?.weight;
}

export function statedTotal(before: string): number | undefined {
  const last = [...before.matchAll(TOTAL_BEFORE)].pop();
  return last ? Number(last[1] ?? last[2] ?? last[3] ?? last[4]) : undefined;
}

const CLEAN_LINE =
  /^(?![^\n]*\bsur\s+\d[^\n]*(?:r[ée]parti|d[ée]compos|ventil))[^%\n]{2,160}?[:\-\s\uE000]\s*(?:pond[ée]ration\s*:?\s*)?(?:sur\s+)?\d{1,3}(?:[.,]\d{1,2})?\s*(?:%|points?|pts)?\s*(?:[-;.,:]|,?\s*(?:r[ée]partie?s?|d[ée]compos[ée]e?s?|ventil[ée]e?s?)\s+(?:comme\s+suit|ainsi|de\s+la\s+fa[çc]on\s+suivante|selon\s+les\s+sous-crit[èe]res\s+suivants)\s*:?|,?\s*dont\s*:)?\s*$|^[^%\n\t]{2,160}\t[\t ]*\d{1,3}(?:[.,]\d{1,2})?[\t ]*\/[\t ]*\d{2,3}[\t ]*$/i;

/**
 * 'Valeur technique (Poids des réserves ( 20 % ) Gestion du contrat ( 20 % ) : 40 %': the weight
 * after the brackets belongs to the wording that opens the line, and the bracketed weights are its
 * sub-criteria.
 */
function enclosingLabel(
  text: string,
  at: number,
  offset: number,
  items: RawItem[],
): { label: Label; lineStart: number } | null {
  const lineStart = text.lastIndexOf('\n', at) + 1;
  if (!items.some((item) => item.at >= offset + lineStart)) return null;
  const head = text.slice(lineStart, at);
  const cut = head.search(/[(:]/);
  if (cut < 2) return null;
  const label = cleanLabel(head.slice(0, cut));
  return acceptable(label.label) ? { label, lineStart } : null;
}

/** '70 % prix / 30 % valeur technique': weights in percent, each before its wording, and nothing else. */
const WEIGHTS_FIRST_LIST =
  /^(?:\d{1,3}(?:[.,]\d{1,2})?[\t ]*%[\t ]*[A-Za-zÀ-ÿ][^\d%/;,\n]{1,60}?[\t ]*(?:[/;,]|\bet\b)[\t ]*)+\d{1,3}(?:[.,]\d{1,2})?[\t ]*%[\t ]*[A-Za-zÀ-ÿ][^\d%/;,\n]{1,60}$/;

/** A numbered wording alone on its line, without weight ('1.3 Formation et encadrement'). */
const WRAPPED_ABOVE = /^[\t ]*\d{1,2}(?:\.\d{1,2})+\.?[\t ]+[A-Za-zÀ-ÿ][^\n\d%]*$/;

/**
 * '60 % Valeur technique, 10 % Valeur environnementale, 30 % Prix': a line that opens with a weight
 * (or with a heading and its colon) and ends with wording after its last weight is written weights
 * first.
 */
function weightsFirstLine(text: string, weights: WeightMatch[], w: WeightMatch): boolean {
  const lineStart = text.lastIndexOf('\n', w.start - 1) + 1;
  const lineEndAt = text.indexOf('\n', w.end);
  const lineEnd = lineEndAt < 0 ? text.length : lineEndAt;
  const onLine = weights.filter((other) => other.start >= lineStart && other.end <= lineEnd);
  const head = text.slice(lineStart, onLine[0]!.start);
  // Bullets only, or a heading that names no criterion before a plain list of weights and wordings
  // ('Jugement des offres : 70 % prix / 30 % valeur technique', 'Offre économiquement la plus
  // avantageuse : 60 % valeur technique, 40 % prix').
  const headed =
    /:[\t ]*$/.test(head) &&
    ((HEADING.test(head) && !isNamedCriterion(head)) || /offre\s+[ée]conomiquement/i.test(head)) &&
    WEIGHTS_FIRST_LIST.test(text.slice(onLine[0]!.start, lineEnd));
  if (!headed && !/^[\t \-•*(]*$/.test(head)) return false;
  // '1.3 Formation et encadrement' / '– pondération : 10': a numbered wording's weight wrapped under it.
  const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1));
  if (/^[\t ]*-[\t ]*$/.test(head) && WRAPPED_ABOVE.test(above)) return false;
  // '55 % ; prix ... 45 %': the weight of the item above wrapped to the head of the line ends that item.
  if (/^[\t ]*[;,]/.test(text.slice(onLine[0]!.end, lineEnd))) return false;
  const after = text.slice(onLine[onLine.length - 1]!.end, lineEnd);
  // '15 % (motorisation GNV, ...)' under its criterion's name: a remark on the weight, not a wording;
  // nor is the whole it is written of ('35 points sur 100 - ...').
  return !/^[\t ]*(?:\(|sur[\t ]+\d)/i.test(after) && acceptable(cleanLabel(after).label);
}

/**
 * 'Prix des prestations<tab>Montant du DQE<tab>40 %', 'Valeur technique<tab>Mémoire technique<tab>60 %':
 * a row whose first cell names a criterion and whose next cell describes it (it names no criterion
 * of another kind) is that criterion, the description in its details. A row that names a
 * sub-criterion of another kind ('Valeur technique<tab>Méthodologie<tab>30') stays whole.
 */
function describedCell(raw: string): Label | null {
  const cells = raw.split('\t').filter((cell) => cell.trim() !== '');
  if (cells.length < 2) return null;
  const first = cleanLabel(cells[0]!);
  const rest = cells.slice(1).join(' ');
  if (!isNamedCriterion(first.label) || !acceptable(first.label)) return null;
  if (isNamedCriterion(rest) && criterionNameOf(rest) !== criterionNameOf(first.label)) return null;
  return { ...first, details: tidy([first.details, rest].filter((part) => part !== '').join(' ; ')) };
}

/**
 * '2. Qualité technique' over '2.1 Ergonomie (essais)' just before a weight, a table one cell a line:
 * the criterion's cell above its first sub-criterion's, read as one row.
 */
const HEADING_ABOVE =
  /(?:^|\n)[\t ]*(\d{1,2}\s*[.)-]\s*[A-Za-zÀ-ÿ][^\n\t]*)\n[\t ]*(\d{1,2}\.\d{1,2}\b[^\n\t]*)\n[\t ]*$/;

function headingAbove(before: string): string | null {
  const m = HEADING_ABOVE.exec(before);
  return m ? `${m[1]}\t${m[2]}` : null;
}

/**
 * '1. Valeur technique de l'offre<tab>1.1 Méthodologie<tab>30 %': a table row whose first cell is a
 * criterion numbered '1' (or 'B.') and whose next cell is its sub-criterion '1.1' (or 'B.1', 'B1'): the
 * criterion's cell spans the rows of its sub-criteria. The criterion's own weight is left to their sum.
 */
function numberedHeadingCell(raw: string): { heading: Label; sub: string } | null {
  const cells = raw.split('\t').filter((cell) => cell.trim() !== '');
  if (cells.length < 2) return null;
  const first = /^\s*(\d{1,2}|[A-H])\s*[.)-]\s*(?=[A-Za-zÀ-ÿ])/.exec(cells[0]!);
  const last = cells[cells.length - 1]!;
  const dot = /\d/.test(first?.[1] ?? '') ? '\\.' : '\\.?';
  if (!first || !new RegExp(`^\\s*${first[1]}${dot}\\d{1,2}\\b`).test(last)) return null;
  const heading = cleanLabel(cells[0]!);
  return acceptable(heading.label) ? { heading: { ...heading, depth: 1 }, sub: last } : null;
}

/** A table's header one cell a line (maybe a blank line apart), its weight column before its criteria's. */
const WEIGHT_COLUMN_FIRST =
  /^[\t ]*(?:pond[ée]rations?|points|poids|notes?)[\t ]*\n(?:[\t ]*\n)?[\t ]*crit[èe]res?[\t ]*$/im;

/**
 * The cell after a weight alone on its line, in such a table: the next line (past a blank line), and
 * those that carry it on ('1.1 Niveau de protection ... au-delà des exigences nor-' / 'matives').
 */
function cellAfter(text: string, from: number, to: number): { label: Label; end: number } | null {
  const lineEnd = text.indexOf('\n', from);
  const blank = /^\n[\t ]*(?=\n)/.exec(text.slice(lineEnd));
  const start = lineEnd + 1 + (blank ? blank[0].length : 0);
  const lines = text.slice(start, to).split('\n');
  let end = 1;
  while (end < lines.length && CARRIES_ON.test(lines[end]!)) end += 1;
  const cell = lines.slice(0, end).join('\n');
  const label = cleanLabel(cell.replace(/-\n/g, '').replace(/\s+/g, ' '));
  return acceptable(label.label) ? { label, end: start + cell.length } : null;
}

/**
 * '30 points pour la méthodologie', '10 % attribués au planning', '50 % de la note technique pour le
 * mémoire': the weight names what follows it.
 */
const GIVEN_TO =
  /^[\t ]*(?:de\s+la\s+note\s+[^,;\n]{1,40}?[\t ]+(?=pour\b))?(?:pour|attribu[ée]e?s?|affect[ée]e?s?|consacr[ée]e?s?|r[ée]serv[ée]e?s?)(?:[\t ]+(?:à|aux?))?[\t ]+(?!(?:le |les |chaque |un |une )?(?:lots?|cent|candidats?|offres?|march[ée]s?)(?![A-Za-zÀ-ÿ]))(?=[A-Za-zÀ-ÿ'])/i;

/** The wording a weight gives its points to, up to the end of its list item, and where it ends. */
function givenTo(text: string, from: number, to: number): { label: Label; end: number } | null {
  // '15 points' / 'pour le délai ...': the line wrapped before a lower-case 'pour' goes on.
  const lead = GIVEN_TO.exec(
    text.slice(from, to).replace(/^[\t ]*\n(?=[\t ]*pour\s)/, (wrap) => wrap.replace('\n', ' ')),
  );
  if (!lead) return null;
  const start = from + lead[0].length;
  // A line wrapped after an article or a preposition goes on ('pour les' / 'modalités d'installation'),
  // and a bracket's commas are the wording's own ('le matériel proposé (transmetteur, détecteur)').
  const wrapped = text
    .slice(start, to)
    .replace(
      /(?<=(?:^|[\s'’])(?:les?|la|des?|du|aux?|à|en|sur|pour|l['’]|d['’]))[\t ]*\n(?=[\t ]*[a-zà-ÿ])/gi,
      (line) => line.replace('\n', ' '),
    );
  const span = /^(?:\([^()]*\)|[\s\S])*?(?=\n|[;,]|\.\s|\.$|\s+et\s+|$)/.exec(wrapped)![0];
  const label = cleanLabel(span);
  return acceptable(label.label) ? { label, end: start + span.length } : null;
}

/** 'Sous-critère 1 : pondération : 40 %', 'Critère 2 (60 %)' name their criterion by number only. */
const NAMED_BY_NUMBER = /^[\s*•-]*(?:sous-)*crit[èe]re\s*(?:n\s*[°º]\s*)?\d{1,2}(?:\.\d{1,2})*\s*[:(-]?\s*$/i;

/** '1.a - 25 % - méthodologie', 'b) 20 % : délais': a list number alone before the weight, the wording after it. */
const NUMBER_ONLY = /^[\s*•]*(\d{1,2}(?:\.(?:\d{1,2}|[a-h]))*|[a-hA-H])\s*[.)\-–:]?\s*$/;

/** The level a list number tells: '1.a' is 2, '2' is 1, a letter is lettered. */
function numberedDepth(number: string): { depth: number; lettered?: boolean } {
  return /^[a-h]$/i.test(number) ? { depth: 1, lettered: true } : { depth: number.split('.').length };
}

/**
 * The wording given after the weight: 'Intitulé : ...' or 'Libellé : ...' on the next line, or after
 * a colon on the same line ('Critère n°1 (40 %) : Prix').
 */
function titleAfter(text: string, from: number, to: number): Label | null {
  const span = text.slice(from, to);
  const title =
    /^[^\n]*\n[\s*•-]*(?:intitul[ée]|libell[ée])\s*:\s*([^\n]{2,350})/i.exec(span) ??
    /^[\t )]*[:–-][\t ]*([^\n]{2,350})/.exec(span);
  if (!title) return null;
  const label = cleanLabel(title[1]!);
  return acceptable(label.label) ? label : null;
}

/** Weights-first wording: up to the next weight, or to the end of the line for the last one. */
function labelAfter(text: string, from: number, to: number, more: boolean): Label {
  const span = text.slice(from, to);
  // A list number ('a.', '1.') is no sentence's end.
  const numbering = more ? '' : (NUMBERING.exec(span)?.[0] ?? '');
  const cut = more ? span : numbering + (span.slice(numbering.length).split(/\n|;|\.\s/)[0] ?? '');
  return cleanLabel(cut.replace(/\s+/g, ' '));
}

/**
 * A flattened eForms notice's code field ('price', 'quality', 'per-exa', 'not-allowed', the language
 * 'fr'): no wording.
 */
const FORM_CODE_LINE =
  /^[\t ]*(?:[a-z]+(?:-[a-z]+)+|price|quality|cost|services|works|supplies|performance|none|fra?|eng?)[\t ]*$/;

/** A label wrapped after its weight ('3-Qualité des services ... 10.0 %' / 'formation, SAV'). */
function withContinuation(parsed: Label, text: string, end: number, next: number, comma: boolean): Label {
  const lineEnd = text.indexOf('\n', end);
  if (lineEnd < 0 || text.slice(end, lineEnd).trim() !== '') return parsed;
  const followingEnd = text.indexOf('\n', lineEnd + 1);
  const following = text.slice(lineEnd + 1, followingEnd < 0 ? text.length : followingEnd);
  if (lineEnd + 1 + following.length > next) return parsed;
  if (
    !CARRIES_ON.test(following) ||
    FORM_CODE_LINE.test(following) ||
    following.trim().length > 80 ||
    /[.:]\s*$/.test(parsed.label)
  )
    return parsed;
  if (parsed.details !== '') return { ...parsed, details: tidy(`${parsed.details} ${following}`) };
  // 'Développement durable (réparabilité,' then 'reprise des matériels)': the comma cut off stays.
  return { ...parsed, label: tidy(`${parsed.label}${comma ? ',' : ''} ${following}`) };
}

/** 'Les offres seront jugées selon les critères pondérés suivants :' opening a field or a line. */
const LIST_INTRO =
  /crit[èe]res\b[^\n|:;]{0,60}\b(?:suivants|pond[ée]r[ée]s|ci-(?:dessous|apr[èe]s))[^\n|:;]{0,30}:/i;

/**
 * A weight's part, between semicolons, of a line or a notice's field that lists the criteria after
 * announcing them: 'Prix : 50 %' of '... critères pondérés suivants : Prix : 50 % ; Valeur technique :
 * 30 % ; Délais : 15 %.'; empty elsewhere.
 */
function listedAround(text: string, start: number, end: number): string {
  const field = Math.max(text.lastIndexOf('\n', start), text.lastIndexOf('|', start)) + 1;
  if (!LIST_INTRO.test(text.slice(field, start))) return '';
  const from = Math.max(field, text.lastIndexOf(';', start) + 1);
  const stops = ['\n', '|', ';'].map((stop) => text.indexOf(stop, end)).filter((at) => at >= 0);
  return text.slice(from, stops.length > 0 ? Math.min(...stops) : text.length);
}

function lineAround(text: string, start: number, end: number): string {
  const from = text.lastIndexOf('\n', start) + 1;
  const to = text.indexOf('\n', end);
  return text.slice(from, to < 0 ? text.length : to);
}
